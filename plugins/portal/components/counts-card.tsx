/**
 * The dashboard counts of a portal (GET dashboard -> countings) as labelled figures, with loading skeletons and
 * an error state with retry. One card module serves all five portals: the portal picks the keys.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { ROLE_PORTALS, type PortalCardProps } from '@kernel/portal/types';
import { useAuth } from '@kernel/auth/auth-provider';
import { dashboardQuery } from '../api/dashboard-api';
import { usePortalTranslation } from '../locales/texts';
import { countKeysOf } from '../lib/portals';

/** the portals that show this card (src/plugins.test.ts checks it against the declarations; scripts/portal-chunks.ts) */
export const portals = ROLE_PORTALS;

export default function CountsCard({ portal }: PortalCardProps) {
  const { t } = usePortalTranslation();
  const { t: tc } = useTranslation('common');
  const query = useQuery({ ...dashboardQuery, select: (d) => d.countings });
  // without a target there is no exam date: the server's 0 would read as "the exam is today"
  const noExamDate = useAuth().user?.has_target_score === false;

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {tc('retry')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-label={t('figures')} aria-busy={query.isPending || undefined}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {countKeysOf(portal).map((key) => (
          <li key={key} data-testid="dashboard-count" data-key={key} className="rounded-card border border-line bg-surface p-5">
            <p className="text-sm text-muted">{t(`counts.${key}`)}</p>
            {query.isPending ? (
              <Skeleton className="mt-2 h-8 w-16" />
            ) : key === 'days_to_exam' && noExamDate ? (
              <p className="mt-2 text-sm font-medium text-ink" data-testid="no-exam-date">{t('noExamDate')}</p>
            ) : (
              <p className="mt-1 text-3xl font-semibold text-ink tabular-nums">{query.data[key] ?? 0}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
