/**
 * Trainer applications: all of them (`…/trainer-application`) or one circular's (`…/job-circular/{id}/applications`,
 * with that circular's facts above). The one list with search (name, e-mail, phone) and a status filter; each row
 * opens the application in full, where it is reviewed.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { applicationListQuery, circularQuery, deleteApplication, invalidateJobs, REVIEW_STATUSES, type ApplicationSummary, type ReviewStatus } from '../api/jobs-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { StatusBadge } from '../components/status-badge';
import { useStaffPaths } from '../components/staff';
import { formatSalary } from '../lib/circular';
import { useJobsTranslation } from '../locales/texts';

export default function ApplicationListPage() {
  const { t, i18n } = useJobsTranslation();
  const locale = useDateLocale();
  const { paths } = useStaffPaths();
  const client = useQueryClient();
  const { id } = useParams();
  const circularId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const circular = useQuery({ ...circularQuery(circularId ?? 0), enabled: circularId !== null });
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const status = (REVIEW_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ReviewStatus) : undefined;
  const filters = { search: params.get('search') || undefined, status, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(applicationListQuery(circularId, filters));
  const [deleting, setDeleting] = useState<ApplicationSummary | null>(null);
  const remove = useMutation({
    mutationFn: (a: ApplicationSummary) => deleteApplication(a.id),
    onSuccess: (_r, a) => {
      pushToast('success', t('applications.deleted', { name: a.applicant_name }));
      setDeleting(null);
      void invalidateJobs(client);
    },
    onError: () => setDeleting(null),
  });
  const currency = circular.data?.currency;

  const columns: DataListColumn<ApplicationSummary>[] = [
    {
      key: 'name',
      header: t('applications.columns.name'),
      className: 'font-medium text-ink',
      cell: (a) => (
        <Link to={paths.application(a.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {a.applicant_name}
        </Link>
      ),
    },
    { key: 'email', header: t('applications.columns.email'), cell: (a) => a.applicant_email },
    ...(circularId === null ? [{ key: 'circular', header: t('applications.columns.circular'), cell: (a: ApplicationSummary) => a.job_circular.title }] : []),
    { key: 'date', header: t('applications.columns.date'), className: 'whitespace-nowrap', cell: (a) => (a.application_date ? formatDisplayDate(a.application_date, locale) : '—') },
    { key: 'point', header: t('applications.columns.point'), className: 'tabular-nums', testId: 'application-point', cell: (a) => (a.point === null ? '—' : String(a.point)) },
    {
      key: 'salary',
      header: t('applications.columns.salary'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (a) => (a.expected_salary === null ? '—' : currency ? formatSalary(a.expected_salary, currency, i18n.language) : new Intl.NumberFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB').format(a.expected_salary)),
    },
    { key: 'status', header: t('applications.columns.status'), testId: 'application-status', cell: (a) => <StatusBadge status={a.status} /> },
  ];
  const rowMenu = (a: ApplicationSummary): RowMenuItem[] => [
    { key: 'open', label: t('applications.open'), to: paths.application(a.id) },
    { key: 'delete', label: t('applications.delete'), danger: true, onSelect: () => setDeleting(a) },
  ];
  const title = circularId === null ? t('applications.title') : t('applications.circularTitle', { title: circular.data?.title ?? '' });

  return (
    <>
      <DataList
        title={title}
        intro={circularId === null ? t('applications.intro') : circular.data ? `${circular.data.job_position} · ${t('list.columns.deadline')}: ${formatDisplayDate(circular.data.job_circular_detail.deadline, locale)}` : undefined}
        primaryAction={
          circularId !== null ? (
            <Link to={paths.circulars} className="text-sm text-primary-700 underline-offset-2 hover:underline">
              {t('applications.backToCirculars')}
            </Link>
          ) : undefined
        }
        filters={
          <FilterForm label={t('applications.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('applications.search')} hint={t('applications.searchHint')} {...search.field} />
            <div className="sm:col-span-2">
              <FilterPills
                label={t('applications.columns.status')}
                allLabel={t('status.all')}
                options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                value={status ?? ''}
                onChange={(v: string) => setParams(withListParam(params, 'status', v))}
              />
            </div>
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(a) => a.id}
        rowName={(a) => a.applicant_name}
        rowTestId="application-row"
        rowProps={(a) => ({ 'data-status': a.status })}
        rowMenu={rowMenu}
        caption={title}
        loadFailed={t('applications.loadFailed')}
        total={(count) => t('applications.total', { count })}
        empty={{ title: t('applications.emptyTitle'), description: t('applications.emptyDescription') }}
        filtered={Boolean(filters.search || status)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'status', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('applications.deleteTitle')}
        body={deleting ? t('applications.deleteBody', { name: deleting.applicant_name }) : ''}
        confirmLabel={t('applications.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
