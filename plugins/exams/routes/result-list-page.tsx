/**
 * /student/result, two tabs. Tests: the student's answer sheets (GET answer-sheets), newest first, with the estimated
 * overall, the state (in progress, awaiting evaluation, complete) and a link: the report, or back to the sitting to
 * resume. Practice (?tab=practice): every single-item practice answer (components/practice-history.tsx).
 */
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { formatDisplayDate } from '@kernel/dates/format';
import { sheetListQuery, type SheetListItem } from '../api/exams-api';
import { PracticeHistory, type PracticeStatusFilter } from '../components/practice-history';
import { resultPath, sittingPath } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';

const MODES = ['', 'practice-test', 'mock', 'quiz'] as const;
const linkClass = 'inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

function linkOf(row: SheetListItem): string | null {
  if (row.mode === 'quiz') return row.quiz_set_id != null ? (row.status === 'in_progress' ? `/student/quiz-test/${row.quiz_set_id}?sheet=${row.id}` : `/student/quiz-test/${row.quiz_set_id}?result=${row.id}`) : null;
  if (row.status === 'in_progress') return row.test_id != null ? sittingPath(row.mode === 'mock' ? 'mock-tests' : 'practice-tests', row.title, row.test_id, row.id) : null;
  return resultPath(row.mode, row.id);
}

export default function ResultListPage() {
  const { t, i18n } = useExamsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const [params, setParams] = useSearchParams();
  const practiceTab = params.get('tab') === 'practice';
  const mode = params.get('mode') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const practiceStatus: PracticeStatusFilter = params.get('status') === 'awaiting' ? 'awaiting' : params.get('status') === 'evaluated' ? 'evaluated' : '';
  const query = useQuery({ ...sheetListQuery(page, mode), refetchOnWindowFocus: true, enabled: !practiceTab });
  const set = (m: string, p = 1) => {
    const out: Record<string, string> = {};
    if (m) out.mode = m;
    if (p > 1) out.page = String(p);
    setParams(out);
  };
  const data = query.data;
  const modeKey = (m: string) => (m === 'mock' ? 'mock' : m === 'quiz' ? 'quiz' : 'practice');

  return (
    <div className="flex flex-col gap-5" data-testid="result-list">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('results.title')}</h1>
        <p className="text-muted">{t('results.intro')}</p>
      </header>
      <div role="tablist" aria-label={t('tabs.label')} className="flex gap-1 border-b border-line">
        {(['tests', 'practice'] as const).map((tab) => {
          const selected = (tab === 'practice') === practiceTab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              data-testid={`result-tab-${tab}`}
              onClick={() => setParams(tab === 'practice' ? { tab } : {})}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${selected ? 'border-primary-600 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      {practiceTab ? (
        <div role="tabpanel" aria-label={t('tabs.practice')}>
          <PracticeHistory
            page={page}
            status={practiceStatus}
            onChange={(status, p = 1) => {
              const out: Record<string, string> = { tab: 'practice' };
              if (status) out.status = status;
              if (p > 1) out.page = String(p);
              setParams(out);
            }}
          />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('tabs.tests')} className="flex flex-col gap-5">
          <nav aria-label={t('results.filter')} className="flex flex-wrap gap-2">
            {MODES.map((m) => (
              <button
                key={m || 'all'}
                type="button"
                aria-pressed={m === mode}
                onClick={() => set(m)}
                className={`rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${m === mode ? 'border-primary-600 bg-primary-600 text-white' : 'border-line bg-surface text-ink hover:bg-canvas'}`}
              >
                {m ? t(`results.modes.${modeKey(m)}`) : t('categories.all')}
              </button>
            ))}
          </nav>
          {query.isError ? (
            <ListLoadError message={t('results.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
          ) : query.isPending || !data ? (
            <ListSkeleton label={t('loading')} />
          ) : data.items.length === 0 ? (
            mode ? (
              <FilteredEmptyState title={t('list.emptyFiltered')} clearLabel={t('list.showAll')} onClear={() => set('')} />
            ) : (
              <EmptyState
                title={t('results.emptyTitle')}
                description={t('results.emptyDescription')}
                action={
                  <Link to="/student/practice-test" className="text-sm font-medium text-primary-700 hover:underline">
                    {t('results.goPractice')}
                  </Link>
                }
              />
            )
          ) : (
            <>
              <ListTable testId="result-table" caption={t('results.title')} headers={[t('list.sl'), t('list.name'), t('results.type'), t('results.date'), t('report.overall'), t('results.status')]} actionsLabel={t('list.actions')}>
                {data.items.map((row, i) => {
                  const to = linkOf(row);
                  const status = row.status === 'in_progress' ? 'inProgress' : row.evaluation_status === 'awaiting' ? 'awaiting' : 'complete';
                  return (
                    <tr key={row.id} className="border-b border-line last:border-0" data-testid="result-row" data-id={row.id} data-status={status}>
                      <td className="px-3 py-2 tabular-nums text-muted">{(data.meta.current_page - 1) * data.meta.per_page + i + 1}</td>
                      <td className="px-3 py-2">
                        <span className="font-medium text-ink">{row.title}</span>
                        {row.t_id && <span className="block text-xs text-muted">{row.t_id}</span>}
                      </td>
                      <td className="px-3 py-2">{t(`results.modes.${modeKey(row.mode)}`)}</td>
                      <td className="px-3 py-2">{formatDisplayDate(row.submitted_at ?? row.started_at, locale)}</td>
                      <td className="px-3 py-2 font-semibold tabular-nums" data-testid="row-overall">
                        {row.overall ?? '–'}
                      </td>
                      <td className="px-3 py-2">
                        <span className={`rounded px-2 py-0.5 text-xs font-medium ${status === 'complete' ? 'bg-success-50 text-success-700' : status === 'awaiting' ? 'bg-warning-50 text-warning-800' : 'bg-primary-50 text-primary-800'}`}>{t(`results.statuses.${status}`)}</span>
                      </td>
                      <td className="px-3 py-2 text-right">
                        {to && (
                          <Link to={to} className={linkClass} data-testid="open-result" aria-label={t(row.status === 'in_progress' ? 'list.resumeNamed' : 'results.viewNamed', { title: row.title })}>
                            {t(row.status === 'in_progress' ? 'list.resume' : 'results.view')}
                          </Link>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </ListTable>
              {data.meta.last_page > 1 && (
                <Pagination
                  page={page}
                  last={data.meta.last_page}
                  onPage={(p) => set(mode, p)}
                  labels={{ label: t('list.pages'), total: t('results.total', { count: data.meta.total }), page: t('list.page', { page, last: data.meta.last_page }), previous: t('list.previous'), next: t('list.next') }}
                />
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
