/**
 * The master's expired-student page: students whose access has ended (the later of their package expiry and their
 * last enrollment's end is before today), newest first, with their last package and branch.
 */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { TextField } from '@ui/text-field';
import { expiredListQuery, type ExpiredStudent, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { useBranchesTranslation } from '../locales/texts';

function Expired({ scope }: { scope: Scope }) {
  const { t } = useBranchesTranslation();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const query = useQuery(expiredListQuery(scope, { search: params.get('search') || undefined, page: Number(params.get('page')) || 1, per_page: 15 }));
  const columns: DataListColumn<ExpiredStudent>[] = [
    { key: 'student', header: t('enrollment.student'), className: 'font-medium text-ink', cell: (s) => (<><div>{s.full_name}</div><div className="text-xs text-muted">{s.email}</div></>) },
    { key: 'phone', header: t('expired.phone'), className: 'whitespace-nowrap', cell: (s) => s.phone ?? '—' },
    { key: 'expired', header: t('expired.expiredOn'), className: 'whitespace-nowrap tabular-nums', cell: (s) => s.expired_on },
    { key: 'days', header: t('expired.days'), className: 'tabular-nums', cell: (s) => t('expired.daysAgo', { count: s.days_expired }) },
    { key: 'package', header: t('enrollment.package'), cell: (s) => s.last_enrollment?.package.name ?? '—' },
    { key: 'branch', header: t('enrollment.branch'), cell: (s) => s.last_enrollment?.branch?.name ?? '—' },
  ];
  return (
    <DataList
      title={t('expired.title')}
      intro={t('expired.intro')}
      filters={
        <FilterForm label={t('common.filters')} columns={3} onSearch={search.commit}>
          <TextField label={t('common.search')} {...search.field} placeholder={t('enrollment.searchPlaceholder')} />
        </FilterForm>
      }
      query={query}
      columns={columns}
      rowKey={(s) => s.id}
      rowName={(s) => s.full_name}
      rowTestId="expired-row"
      caption={t('expired.caption')}
      loadFailed={t('expired.loadFailed')}
      total={(count) => t('expired.total', { count })}
      empty={{ title: t('expired.emptyTitle'), description: t('expired.emptyDescription') }}
      filtered={Boolean(params.get('search'))}
      filteredEmptyTitle={t('common.emptyFiltered')}
      onClearFilters={() => {
        search.clear();
        setFilter('search', '');
      }}
      onPage={(p) => setFilter('page', String(p))}
    />
  );
}

export default function ExpiredPage() {
  return <CentreFrame>{(scope) => <Expired scope={scope} />}</CentreFrame>;
}
