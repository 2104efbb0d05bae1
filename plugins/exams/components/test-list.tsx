/**
 * The student's practice tests or mock tests (GET practice-tests / mock-tests: completed, active, approved), filtered
 * by category, paginated by the server; each row opens the sitting page: "Start", or "Resume" when a sheet is in progress.
 */
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { sectionCountQuery, testListQuery, type ExamType } from '../api/exams-api';
import { areaOf, sittingPath, type TestArea } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';

export const CATEGORIES: Record<ExamType, readonly string[]> = {
  'practice-tests': ['', 'reading', 'writing', 'speaking', 'listening', 'combo'],
  'mock-tests': ['', 'full', 'partial', 'diagnostic'],
};

const actionClass = 'inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** `area` pte-practice: the practice tests under PTE practice, each tab with its count (GET practice-tests/section-wise-count). */
export function TestList({ examType, area = areaOf(examType) }: { examType: ExamType; area?: TestArea }) {
  const { t } = useExamsTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(testListQuery(examType, category, page));
  const counts = useQuery({ ...sectionCountQuery(), enabled: area === 'pte-practice' }).data;
  const kind = area === 'pte-practice' ? 'ptePractice' : area;
  const set = (next: { category?: string; page?: number }) => {
    const c = next.category ?? category;
    const p = next.page ?? 1;
    const out: Record<string, string> = {};
    if (c) out.category = c;
    if (p > 1) out.page = String(p);
    setParams(out);
  };
  const data = query.data;

  return (
    <div className="flex flex-col gap-5" data-testid={`${area}-test-list`}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t(`${kind}.title`)}</h1>
        <p className="text-muted">{t(`${kind}.intro`)}</p>
      </header>
      <nav aria-label={t('list.categories')} className="flex flex-wrap gap-2" data-testid="category-tabs">
        {CATEGORIES[examType].map((c) => (
          <button
            key={c || 'all'}
            type="button"
            aria-pressed={c === category}
            onClick={() => set({ category: c })}
            className={`rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${c === category ? 'border-primary-600 bg-primary-600 text-white' : 'border-line bg-surface text-ink hover:bg-canvas'}`}
            data-testid="category-tab"
            data-category={c || 'all'}
          >
            {t(`categories.${c || 'all'}`)}
            {counts && (
              <span className="ml-1.5 tabular-nums opacity-80" data-testid="category-count">
                {counts[(c || 'all') as keyof typeof counts] ?? 0}
              </span>
            )}
          </button>
        ))}
      </nav>
      {query.isError ? (
        <ListLoadError message={t('list.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending || !data ? (
        <ListSkeleton label={t('loading')} />
      ) : data.items.length === 0 ? (
        category ? (
          <FilteredEmptyState title={t('list.emptyFiltered')} clearLabel={t('list.showAll')} onClear={() => set({ category: '' })} />
        ) : (
          <EmptyState title={t(`${kind}.emptyTitle`)} description={t(`${kind}.emptyDescription`)} />
        )
      ) : (
        <>
          <ListTable testId="test-table" caption={t(`${kind}.title`)} headers={[t('list.sl'), t('list.name'), t('list.category'), t('list.questions'), t('list.duration'), t('list.attempts')]} actionsLabel={t('list.actions')}>
            {data.items.map((row, i) => {
              const resume = row.in_progress_sheet_id != null && row.in_progress_sheet_id !== '';
              return (
                <tr key={row.id} className="border-b border-line last:border-0" data-testid="test-row" data-id={row.id}>
                  <td className="px-3 py-2 text-muted tabular-nums">{(data.meta.current_page - 1) * data.meta.per_page + i + 1}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium text-ink">{row.title}</span>
                    <span className="block text-xs text-muted">{row.t_id}</span>
                  </td>
                  <td className="px-3 py-2">{row.category ? t(`categories.${row.category}`, { defaultValue: row.category }) : '–'}</td>
                  <td className="px-3 py-2 tabular-nums">{row.no_of_questions}</td>
                  <td className="px-3 py-2">{row.duration_minutes ? t('list.minutes', { count: row.duration_minutes }) : t('list.officialTiming')}</td>
                  <td className="px-3 py-2 tabular-nums">{row.attempts ?? 0}</td>
                  <td className="px-3 py-2 text-right">
                    <Link
                      to={sittingPath(examType, row.title, row.id, resume ? row.in_progress_sheet_id : null, area)}
                      className={`${actionClass} ${resume ? 'border border-primary-600 text-primary-700 hover:bg-primary-50' : 'bg-primary-600 text-white hover:bg-primary-700'}`}
                      data-testid={resume ? 'resume-test' : 'start-test'}
                      aria-label={t(resume ? 'list.resumeNamed' : 'list.startNamed', { title: row.title })}
                    >
                      {t(resume ? 'list.resume' : 'list.start')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </ListTable>
          {data.meta.last_page > 1 && (
            <Pagination
              page={page}
              last={data.meta.last_page}
              onPage={(p) => set({ page: p })}
              labels={{ label: t('list.pages'), total: t('list.total', { count: data.meta.total }), page: t('list.page', { page, last: data.meta.last_page }), previous: t('list.previous'), next: t('list.next') }}
            />
          )}
        </>
      )}
    </div>
  );
}
