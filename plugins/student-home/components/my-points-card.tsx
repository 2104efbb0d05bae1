/** The student's start page card "My points": the total and the rank in each of their groups. */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import type { PortalCardProps, RolePortal } from '@kernel/portal/types';
import { myPointsQuery } from '../api/student-home-api';
import { useStudentHomeTranslation } from '../locales/texts';

/** the portals that show this card, whose chunk it goes to (scripts/portal-chunks.ts; src/plugins.test.ts checks it against the declarations) */
export const portals = ['student'] as const satisfies readonly RolePortal[];

export default function MyPointsCard(_: PortalCardProps) {
  const { t } = useStudentHomeTranslation();
  const query = useQuery(myPointsQuery);
  return (
    <section aria-labelledby="my-points-h" aria-busy={query.isPending || undefined} className="flex flex-col items-start gap-2 rounded-card border border-line bg-surface p-5" data-testid="my-points-card">
      <h2 id="my-points-h" className="text-lg font-semibold text-ink">{t('card.title')}</h2>
      {query.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : query.isError ? (
        <>
          <Alert variant="error">{t('card.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-3xl font-semibold tabular-nums text-ink" data-testid="my-points-card-total">{query.data.total}</p>
          {query.data.groups.length === 0 ? (
            <p className="text-sm text-muted">{t('card.noGroup')}</p>
          ) : (
            <ul className="text-sm text-muted">
              {query.data.groups.map((g) => (
                <li key={g.id}>{t('points.rank', { group: g.name, rank: g.rank, of: g.of })}</li>
              ))}
            </ul>
          )}
          <Link to="/student/portfolio-and-history" className="text-sm font-medium text-primary-700 hover:underline">
            {t('card.open')}
          </Link>
        </>
      )}
    </section>
  );
}
