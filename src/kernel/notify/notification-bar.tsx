import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToasts, TOAST_TIMEOUT_MS } from './toasts';

// drawn only once a toast exists, so the /login load does not carry it
const ToastRegion = lazy(() => import('@ui/toast-region').then((m) => ({ default: m.ToastRegion })));

/** The notification bar (docs/product-spec.md §1): the toast store drawn top right. */
export function NotificationBar() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return <section aria-label={t('notificationRegion')} data-testid="toasts" className="sr-only" />;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} onDismiss={dismissToast} timeoutMs={TOAST_TIMEOUT_MS} label={t('notificationRegion')} dismissLabel={t('dismiss')} />
    </Suspense>
  );
}
