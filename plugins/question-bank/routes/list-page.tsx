/**
 * A section's question list (UI.md list page, drawn by @ui/data-list): section tabs, filters in the URL (type,
 * status with a leading All, frequency, source, search), the bank's columns and row menu (components/item-rows.tsx)
 * over GET questions.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { SelectField } from '@ui/select-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { isSection, typesBySection } from '@question-types/registry';
import { QuestionTypeName, useQuestionTypeNames } from '@question-types/type-texts';
import { FILTER_KEYS, filtersFromParams, frequencyOptions, hasFilters, sourceOptions, statusOptions, typeOptions, withFilter, type FilterKey } from '../lib/filters';
import { questionListQuery } from '../api/questions-api';
import { SearchField, useItemActions, useItemColumns } from '../components/item-rows';
import { primaryLinkClass } from '../lib/link-styles';
import { useBankPaths } from '../lib/paths';
import { SectionTabs } from '../components/section-tabs';
import { useBankTranslation } from '../locales/texts';

function sectionOf(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isSection(last) ? last : 'reading';
}

export default function ListPage() {
  const { t } = useBankTranslation();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const paths = useBankPaths();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(section, params), [section, params]);
  const { user } = useAuth();
  const can = (key: string) => hasAnyPermission(user, [key]);
  const [search, setSearch] = useState(params.get('search') ?? '');

  const setFilter = (key: FilterKey | 'page', value: string) => setParams(withFilter(params, key, value));
  const types = typesBySection(section as Parameters<typeof typesBySection>[0]).map((d) => ({ slug: d.slug, name: d.shortName }));
  const typeNameOf = useQuestionTypeNames(types.map((x) => x.slug));
  const sectionName = t(`sections.${section}`);

  const query = useQuery(questionListQuery(filters, 'questions'));
  const columns = useItemColumns([
    { key: 'type', header: t('table.type'), cell: (q) => <QuestionTypeName slug={q.question_type.slug} fallback={q.question_type.name} /> },
    { key: 'frequency', header: t('table.frequency'), cell: (q) => t(`frequency.${q.frequency}`, { defaultValue: q.frequency }) },
  ]);
  const { rowMenu, dialog } = useItemActions({
    endpoint: 'questions',
    filters,
    links: (q) => ({ preview: paths.preview(q.question_type.slug, q.id), edit: paths.edit(q.id) }),
    can,
    keys: { update: 'QUESTION_UPDATE', destroy: 'QUESTION_DESTROY' },
    labels: { deleteTitle: t('delete.title'), deleteBody: (title) => t('delete.body', { title }), deleted: (title) => t('toast.deleted', { title }) },
  });
  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);

  return (
    <>
      <DataList
        title={t('list.title', { section: sectionName })}
        primaryAction={
          can('QUESTION_STORE') && (
            <Link to={paths.create(section, filters.type)} className={primaryLinkClass} data-testid="create-question">
              {t('list.create')}
            </Link>
          )
        }
        nav={<SectionTabs current={section} paths={paths} />}
        filters={
          <FilterForm label={t('filters.label')} columns={5} onSearch={() => setFilter('search', search.trim())}>
            <SelectField label={t('filters.type')} name="type" value={params.get('type') ?? ''} options={typeOptions(types, t('filters.all'), typeNameOf)} onChange={(v) => setFilter('type', v)} />
            <SelectField label={t('filters.status')} name="status" value={params.get('status') ?? ''} options={statusOptions(t)} onChange={(v) => setFilter('status', v)} />
            <SelectField label={t('filters.frequency')} name="frequency" value={params.get('frequency') ?? ''} options={frequencyOptions(t)} onChange={(v) => setFilter('frequency', v)} />
            <SelectField label={t('filters.source')} name="source" value={params.get('source') ?? ''} options={sourceOptions(t)} onChange={(v) => setFilter('source', v)} />
            <SearchField value={search} current={params.get('search') ?? ''} onChange={setSearch} onCommit={(v) => setFilter('search', v)} />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(q) => q.id}
        rowName={(q) => q.title}
        rowTestId="question-row"
        rowMenu={rowMenu}
        tableTestId="question-table"
        caption={t('table.caption', { page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('pagination.total', { count })}
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: can('QUESTION_STORE') ? (
            <Link to={paths.create(section)} className={primaryLinkClass}>
              {t('list.create')}
            </Link>
          ) : undefined,
        }}
        filtered={hasFilters(params, FILTER_KEYS)}
        filteredEmptyTitle={t('list.emptyFiltered')}
        onClearFilters={() => {
          setSearch('');
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialog}
    </>
  );
}
