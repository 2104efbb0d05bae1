import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../auth/auth-provider';
import { NotificationBar } from '../notify/notification-bar';
import { AppRoutes } from '../router/app-routes';
import { RegistryContext, type Registry } from '../router/registry';
import { RememberNavigation } from './remembered-navigation';

export function App({ registry }: { registry: Registry }) {
  return (
    <BrowserRouter>
      <RegistryContext value={registry}>
        <AuthProvider>
          <AppRoutes />
          <NotificationBar />
          <RememberNavigation />
        </AuthProvider>
      </RegistryContext>
    </BrowserRouter>
  );
}
