import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { restoreImpersonator } from './impersonation';
import { logout } from '../auth/logout';

/** "Return to Coaching Owner": restore the original session and reload the root; a failed stop logs out (docs/product-spec.md §8). */
export function ImpersonationBanner() {
  const { t } = useTranslation('layout');
  const stop = async () => {
    try {
      restoreImpersonator();
      window.location.assign('/');
    } catch {
      await logout();
      window.location.assign('/login');
    }
  };
  return (
    <div role="region" aria-label={t('impersonation.return')} className="flex flex-wrap items-center justify-between gap-3 bg-warning-50 px-6 py-2 text-sm text-warning-800">
      <span>{t('impersonation.banner')}</span>
      <Button variant="secondary" onClick={() => void stop()} data-testid="stop-impersonation">
        {t('impersonation.return')}
      </Button>
    </div>
  );
}
