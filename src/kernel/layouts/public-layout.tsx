import { Alert } from '@ui/alert';
import { BrandMark } from '../branding/brand-mark';
import { useInactiveCentreMessage } from '../branding/branding';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { PageOutlet } from '../router/app-routes';

/**
 * The open layouts (login, registration, public-student, impersonate) and not-found: a centred column under the
 * centre's mark (its logo and name on its sub-domain). On an inactive centre's sub-domain every call is refused,
 * sign-in included, so the server's message says so before anyone tries.
 */
export default function PublicLayout() {
  const inactive = useInactiveCentreMessage();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-6 py-4">
        <BrandMark />
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 pb-16">
        <div className="w-full max-w-md">
          {inactive && (
            <div className="mb-4" data-testid="tenant-inactive">
              <Alert variant="error">{inactive}</Alert>
            </div>
          )}
          <PageOutlet />
        </div>
      </main>
    </div>
  );
}
