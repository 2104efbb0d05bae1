/**
 * Dashboard counts (GET dashboard -> data.countings) as labelled cards, with loading skeletons and an
 * error state with retry. Shared by the five *-home plugins; each passes its keys and labels.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { http, type ApiEnvelope } from '../http/client';

export type Countings = Record<string, number>;

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: async () => (await http.get<ApiEnvelope<{ countings: Countings }>>('dashboard')).data.countings,
});

export interface CountCard {
  /** a countings key of the API contract */
  key: string;
  label: string;
}

export function DashboardCounts({ cards }: { cards: readonly CountCard[] }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const query = useQuery(dashboardQuery);

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('dashboard.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {tc('retry')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-label={t('dashboard.figures')} aria-busy={query.isPending || undefined}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key} data-testid="dashboard-count" data-key={card.key} className="rounded-card border border-line bg-surface p-5">
            <p className="text-sm text-muted">{card.label}</p>
            {query.isPending ? (
              <Skeleton className="mt-2 h-8 w-16" />
            ) : (
              <p className="mt-1 text-3xl font-semibold text-ink tabular-nums">{query.data[card.key] ?? 0}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
