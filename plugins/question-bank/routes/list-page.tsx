/**
 * A section's question list (UI.md list page): section tabs, filters in the URL (type, status with a leading All,
 * frequency, source, search), then the shared results (components/item-list.tsx) over GET questions.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SelectField } from '@ui/select-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { isSection, typesBySection } from '@question-types/registry';
import { FILTER_KEYS, filtersFromParams, frequencyOptions, hasFilters, sourceOptions, statusOptions, typeOptions, withFilter, type FilterKey } from '../lib/filters';
import { ItemList, SearchField } from '../components/item-list';
import { primaryLinkClass } from '../lib/link-styles';
import { useBankPaths } from '../components/paths';
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
  const sectionName = t(`sections.${section}`);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t('list.title', { section: sectionName })}</h1>
        {can('QUESTION_STORE') && (
          <Link to={paths.create(section, filters.type)} className={primaryLinkClass} data-testid="create-question">
            {t('list.create')}
          </Link>
        )}
      </header>

      <SectionTabs current={section} paths={paths} />

      <form
        role="search"
        aria-label={t('filters.label')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('search', search.trim());
        }}
      >
        <SelectField label={t('filters.type')} name="type" value={params.get('type') ?? ''} options={typeOptions(types, t('filters.all'))} onChange={(v) => setFilter('type', v)} />
        <SelectField label={t('filters.status')} name="status" value={params.get('status') ?? ''} options={statusOptions(t)} onChange={(v) => setFilter('status', v)} />
        <SelectField label={t('filters.frequency')} name="frequency" value={params.get('frequency') ?? ''} options={frequencyOptions(t)} onChange={(v) => setFilter('frequency', v)} />
        <SelectField label={t('filters.source')} name="source" value={params.get('source') ?? ''} options={sourceOptions(t)} onChange={(v) => setFilter('source', v)} />
        <SearchField value={search} current={params.get('search') ?? ''} onChange={setSearch} onCommit={(v) => setFilter('search', v)} />
      </form>

      <ItemList
        endpoint="questions"
        filters={filters}
        filtered={hasFilters(params, FILTER_KEYS)}
        onClearFilters={() => {
          setSearch('');
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
        columns={[
          { header: t('table.type'), cell: (q) => q.question_type.name },
          { header: t('table.frequency'), cell: (q) => t(`frequency.${q.frequency}`, { defaultValue: q.frequency }) },
        ]}
        labels={{
          loadFailed: t('list.loadFailed'),
          emptyTitle: t('list.emptyTitle'),
          emptyDescription: t('list.emptyDescription'),
          create: t('list.create'),
          caption: (page, last) => t('table.caption', { page, last }),
          total: (count) => t('pagination.total', { count }),
          deleteTitle: t('delete.title'),
          deleteBody: (title) => t('delete.body', { title }),
          deleted: (title) => t('toast.deleted', { title }),
        }}
        createTo={can('QUESTION_STORE') ? paths.create(section) : undefined}
        links={(q) => ({ preview: paths.preview(q.question_type.slug, q.id), edit: paths.edit(q.id) })}
        can={can}
        keys={{ update: 'QUESTION_UPDATE', destroy: 'QUESTION_DESTROY' }}
      />
    </div>
  );
}
