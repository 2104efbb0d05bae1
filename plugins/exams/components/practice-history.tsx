/**
 * The Practice tab of /student/result: every single-item practice answer (GET question-attempts), newest first, with
 * its type, date, and score or "Awaiting evaluation", each opening its review on the practice result page
 * (the evaluation plugin's, linked by route id). Same list pieces as the tests tab.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { formatDisplayDate } from '@kernel/dates/format';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { practiceHistoryQuery } from '../api/exams-api';
import { useExamsTranslation } from '../locales/texts';

export type PracticeStatusFilter = '' | 'awaiting' | 'evaluated';
const FILTERS: readonly PracticeStatusFilter[] = ['', 'awaiting', 'evaluated'];

/** the practice result page (the evaluation plugin's route) */
export const practiceResultPath = (attemptId: number) => pathTo(links.practiceResult, { id: attemptId });

const linkClass = 'inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export function PracticeHistory({ page, status, onChange }: { page: number; status: PracticeStatusFilter; onChange(status: PracticeStatusFilter, page?: number): void }) {
  const { t, i18n } = useExamsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const query = useQuery({ ...practiceHistoryQuery(page, status), refetchOnWindowFocus: true });
  const data = query.data;

  return (
    <div className="flex flex-col gap-4" data-testid="practice-history">
      <nav aria-label={t('practiceHistory.filter')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f || 'all'}
            type="button"
            aria-pressed={f === status}
            onClick={() => onChange(f)}
            className={`rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${f === status ? 'border-primary-600 bg-primary-600 text-white' : 'border-line bg-surface text-ink hover:bg-canvas'}`}
          >
            {f ? t(`practiceHistory.filters.${f}`) : t('categories.all')}
          </button>
        ))}
      </nav>
      {query.isError ? (
        <ListLoadError message={t('practiceHistory.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending || !data ? (
        <ListSkeleton label={t('loading')} />
      ) : data.items.length === 0 ? (
        status ? (
          <FilteredEmptyState title={t('practiceHistory.emptyFiltered')} clearLabel={t('list.showAll')} onClear={() => onChange('')} />
        ) : (
          <EmptyState
            title={t('practiceHistory.emptyTitle')}
            description={t('practiceHistory.emptyDescription')}
            action={
              <Link to={pathTo(links.practiceList)} className="text-sm font-medium text-primary-700 hover:underline">
                {t('practiceHistory.goPractice')}
              </Link>
            }
          />
        )
      ) : (
        <>
          <ListTable
            testId="practice-history-table"
            caption={t('practiceHistory.caption')}
            headers={[t('list.sl'), t('practiceHistory.item'), t('practiceHistory.type'), t('results.date'), t('practiceHistory.score')]}
            actionsLabel={t('list.actions')}
          >
            {data.items.map((row, i) => (
              <tr key={row.id} className="border-b border-line last:border-0" data-testid="practice-history-row" data-id={row.id} data-status={row.awaiting ? 'awaiting' : 'evaluated'}>
                <td className="px-3 py-2 tabular-nums text-muted">{(data.meta.current_page - 1) * data.meta.per_page + i + 1}</td>
                <td className="px-3 py-2 font-medium text-ink">{row.question_title}</td>
                <td className="px-3 py-2">
                  {row.question_type.name}
                  <span className="block text-xs text-muted">{t(`sections.${row.section}`, { defaultValue: row.section })}</span>
                </td>
                <td className="px-3 py-2">{formatDisplayDate(row.created_at, locale)}</td>
                <td className="px-3 py-2" data-testid="practice-history-score">
                  {row.awaiting ? (
                    <span className="rounded bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-800">{t('results.statuses.awaiting')}</span>
                  ) : (
                    <span className="font-semibold tabular-nums">{t('report.points', { score: row.score, max: row.max })}</span>
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  <Link to={practiceResultPath(row.id)} className={linkClass} data-testid="open-practice-result" aria-label={t('practiceHistory.viewNamed', { title: row.question_title })}>
                    {t('results.view')}
                  </Link>
                </td>
              </tr>
            ))}
          </ListTable>
          {data.meta.last_page > 1 && (
            <Pagination
              page={page}
              last={data.meta.last_page}
              onPage={(p) => onChange(status, p)}
              labels={{ label: t('list.pages'), total: t('practiceHistory.total', { count: data.meta.total }), page: t('list.page', { page, last: data.meta.last_page }), previous: t('list.previous'), next: t('list.next') }}
            />
          )}
        </>
      )}
    </div>
  );
}
