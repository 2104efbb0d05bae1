/**
 * The list of tests (@ui/data-list): practice and mock tests (a tab each, `?exam=mock-tests`), filters in the URL
 * (category, and where the tests stand with a leading All: Draft, Awaiting approval, Published, Inactive; search), the
 * row menu with the lifecycle actions (components/test-rows.tsx), server pagination.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataList } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { TabLinks } from '@ui/data-list/tab-links';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { withLeadingAll } from '@kernel/status/status-list';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import type { ExamType } from '../api/authoring-api';
import { categoriesOf } from '../wizard/draft';
import { isFiltered, testFiltersFromParams, withFilter, type FilterKey } from '../lib/filters';
import { TEST_STATES } from '../lib/lifecycle';
import { useAuthoringPaths } from '../lib/paths';
import { keyOf, useTestList } from '../components/test-rows';
import { useTcTranslation } from '../locales/texts';

const linkButton = 'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export default function ListPage() {
  const { t } = useTcTranslation();
  const paths = useAuthoringPaths();
  const [params, setParams] = useSearchParams();
  const examType: ExamType = params.get('exam') === 'mock-tests' ? 'mock-tests' : 'practice-tests';
  const filters = testFiltersFromParams(params);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const setFilter = (key: FilterKey | 'page' | 'exam', value: string) => setParams(withFilter(params, key, value));
  const { user } = useAuth();
  const createTo = hasAnyPermission(user, [keyOf(examType, 'STORE')]) ? paths.wizard('test', 'test-information', { exam: examType }) : null;
  const create = createTo && (
    <Link to={createTo} className={linkButton} data-testid="create-test">
      {t(examType === 'mock-tests' ? 'list.createMock' : 'list.createPractice')}
    </Link>
  );

  const { list, dialogs } = useTestList(examType, filters);

  return (
    <>
      <DataList
        {...list}
        title={t('list.title')}
        primaryAction={create}
        nav={
          <TabLinks
            label={t('list.examTabs')}
            tabs={(['practice-tests', 'mock-tests'] as const).map((e) => ({ id: e, to: paths.list(e), label: t(`examType.${e}`) }))}
            current={examType}
            testId="exam-tab"
            dataName="exam"
            onSelect={() => setSearch('')}
          />
        }
        filters={
          <FilterForm label={t('filters.label')} columns={3} onSearch={() => setFilter('search', search.trim())}>
            <SelectField label={t('filters.category')} name="category" value={params.get('category') ?? ''} options={withLeadingAll(categoriesOf(examType).map((c) => ({ value: c, label: t(`category.${c}`) })), t('filters.all'))} onChange={(v) => setFilter('category', v)} />
            <SelectField label={t('filters.state')} name="state" value={params.get('state') ?? ''} options={withLeadingAll(TEST_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })), t('filters.all'))} onChange={(v) => setFilter('state', v)} />
            <TextField label={t('filters.search')} name="search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} onBlur={() => search.trim() !== (params.get('search') ?? '') && setFilter('search', search.trim())} />
          </FilterForm>
        }
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create || undefined }}
        filtered={isFiltered(params)}
        onClearFilters={() => {
          setSearch('');
          setParams(examType === 'mock-tests' ? new URLSearchParams({ exam: examType }) : new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialogs}
    </>
  );
}
