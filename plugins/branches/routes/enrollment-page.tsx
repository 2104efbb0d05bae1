/**
 * Enrollments (docs/product-spec.md §11) at /admin/enrollment and the master's enrollment-data: who holds which
 * package or course, in which branch, from when to when, and what is paid and due (the server's sums). Filters by
 * status and branch and a student search, kept in the address.
 */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { formatMoney } from '@kernel/money/format';
import { allBranchesQuery, enrollmentListQuery, type Enrollment, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { useBranchesTranslation } from '../locales/texts';

const STATUSES = ['pending', 'active', 'ended', 'cancelled'] as const;

function Enrollments({ scope }: { scope: Scope }) {
  const { t, i18n } = useBranchesTranslation();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : '';
  const branch = /^\d+$/.test(params.get('branch_id') ?? '') ? params.get('branch_id')! : '';
  const query = useQuery(enrollmentListQuery(scope, { status: status || undefined, branch_id: branch || undefined, search: params.get('search') || undefined, page: Number(params.get('page')) || 1, per_page: 15 }));
  const branches = useQuery(allBranchesQuery(scope));
  const money = (n: number, e: Enrollment) => formatMoney(n, e.currency, i18n.language);
  const columns: DataListColumn<Enrollment>[] = [
    { key: 'student', header: t('enrollment.student'), className: 'font-medium text-ink', cell: (e) => (<><div>{e.student.full_name}</div><div className="text-xs text-muted">{e.student.email}</div></>) },
    { key: 'package', header: t('enrollment.package'), cell: (e) => e.package.name },
    { key: 'branch', header: t('enrollment.branch'), cell: (e) => e.branch?.name ?? t('dues.noBranch') },
    { key: 'status', header: t('common.status'), cell: (e) => t(`enrollmentStatus.${e.status}`) },
    { key: 'dates', header: t('enrollment.dates'), className: 'whitespace-nowrap tabular-nums', cell: (e) => `${e.starts_on ?? '—'} – ${e.ends_on ?? '—'}` },
    { key: 'paid', header: t('enrollment.paid'), className: 'tabular-nums whitespace-nowrap', cell: (e) => money(e.paid_minor, e) },
    { key: 'due', header: t('enrollment.due'), className: 'tabular-nums whitespace-nowrap', testId: 'enrollment-due', cell: (e) => money(e.due_minor, e) },
  ];
  return (
    <DataList
      title={t('enrollment.title')}
      intro={t('enrollment.intro')}
      filters={
        <div className="flex flex-col gap-3">
          <FilterPills label={t('common.status')} allLabel={t('common.all')} options={STATUSES.map((s) => ({ value: s, label: t(`enrollmentStatus.${s}`) }))} value={status} onChange={(v) => setFilter('status', v)} />
          <FilterForm label={t('common.filters')} columns={3} onSearch={search.commit}>
            <TextField label={t('common.search')} {...search.field} placeholder={t('enrollment.searchPlaceholder')} />
            <SelectField label={t('enrollment.branch')} name="branch_id" value={branch} placeholder={t('common.all')} options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))} onChange={(v) => setFilter('branch_id', v)} />
          </FilterForm>
        </div>
      }
      query={query}
      columns={columns}
      rowKey={(e) => e.id}
      rowName={(e) => e.student.full_name}
      rowTestId="enrollment-row"
      caption={t('enrollment.caption')}
      loadFailed={t('enrollment.loadFailed')}
      total={(count) => t('enrollment.total', { count })}
      empty={{ title: t('enrollment.emptyTitle'), description: t('enrollment.emptyDescription') }}
      filtered={Boolean(status || branch || params.get('search'))}
      filteredEmptyTitle={t('common.emptyFiltered')}
      onClearFilters={() => {
        search.clear();
        setParams(new URLSearchParams(params.get('centre') ? { centre: params.get('centre')! } : {}));
      }}
      onPage={(p) => setFilter('page', String(p))}
    />
  );
}

export default function EnrollmentPage() {
  return <CentreFrame>{(scope) => <Enrollments scope={scope} />}</CentreFrame>;
}
