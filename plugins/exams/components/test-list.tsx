/**
 * The student's practice tests or mock tests (GET practice-tests / mock-tests: completed, active, approved), filtered
 * by category, paginated by the server, in the one list (@ui/data-list); each row opens the sitting page: "Start", or
 * "Resume" when a sheet is in progress.
 */
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { sectionCountQuery, testListQuery, type ExamType } from '../api/exams-api';
import { areaOf, sittingPath, type TestArea } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';
import { TitleCell } from './title-cell';

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
  const count = (c: string) => (counts ? (counts[(c || 'all') as keyof typeof counts] ?? 0) : undefined);

  return (
    <DataList
      testId={`${area}-test-list`}
      title={t(`${kind}.title`)}
      intro={t(`${kind}.intro`)}
      filters={
        <FilterPills
          label={t('list.categories')}
          testId="category-tabs"
          optionTestId="category-tab"
          countTestId="category-count"
          optionDataKey="category"
          allLabel={t('categories.all')}
          allCount={count('')}
          options={CATEGORIES[examType].filter((c) => c !== '').map((c) => ({ value: c, label: t(`categories.${c}`), count: count(c) }))}
          value={category}
          onChange={(c) => set({ category: c })}
        />
      }
      query={query}
      columns={[
        {
          key: 'title',
          header: t('list.name'),
          cell: (row) => <TitleCell title={row.title} id={row.t_id} />,
        },
        { key: 'category', header: t('list.category'), cell: (row) => (row.category ? t(`categories.${row.category}`, { defaultValue: row.category }) : '–') },
        { key: 'no_of_questions', header: t('list.questions'), className: 'tabular-nums', cell: (row) => row.no_of_questions },
        { key: 'duration', header: t('list.duration'), cell: (row) => (row.duration_minutes ? t('list.minutes', { count: row.duration_minutes }) : t('list.officialTiming')) },
        { key: 'attempts', header: t('list.attempts'), className: 'tabular-nums', cell: (row) => row.attempts ?? 0 },
      ]}
      rowKey={(row) => row.id}
      rowName={(row) => row.title}
      rowTestId="test-row"
      rowAction={(row) => {
        const resume = row.in_progress_sheet_id != null && row.in_progress_sheet_id !== '';
        return (
          <Link
            to={sittingPath(examType, row.title, row.id, resume ? row.in_progress_sheet_id : null, area)}
            className={`${actionClass} ${resume ? 'border border-primary-600 text-primary-700 hover:bg-primary-50' : 'bg-primary-600 text-white hover:bg-primary-700'}`}
            data-testid={resume ? 'resume-test' : 'start-test'}
            aria-label={t(resume ? 'list.resumeNamed' : 'list.startNamed', { title: row.title })}
          >
            {t(resume ? 'list.resume' : 'list.start')}
          </Link>
        );
      }}
      tableTestId="test-table"
      caption={t(`${kind}.title`)}
      loadFailed={t('list.loadFailed')}
      total={(n) => t('list.total', { count: n })}
      empty={{ title: t(`${kind}.emptyTitle`), description: t(`${kind}.emptyDescription`) }}
      filtered={category !== ''}
      filteredEmptyTitle={t('list.emptyFiltered')}
      onClearFilters={() => set({ category: '' })}
      onPage={(p) => set({ page: p })}
    />
  );
}
