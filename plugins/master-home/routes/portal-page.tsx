import { useTranslation } from 'react-i18next';
import { DashboardCounts } from '@kernel/dashboard/dashboard-counts';
import { useAuth } from '@kernel/auth/auth-provider';
import { fullName } from '@kernel/auth/user';

/** The countings keys GET dashboard answers for SUPER_ADMIN (server/API-CONTRACT.md). */
const COUNT_KEYS = ['coaching_centres', 'active_coaching_centres', 'students', 'trainers', 'users'] as const;

export default function PortalPage() {
  const { t } = useTranslation('master-home');
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
        {user && <p className="text-muted">{t('welcome', { name: fullName(user) })}</p>}
      </header>
      <DashboardCounts cards={COUNT_KEYS.map((key) => ({ key, label: t(`counts.${key}`) }))} />
    </div>
  );
}
