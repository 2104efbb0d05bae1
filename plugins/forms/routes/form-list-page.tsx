/**
 * The forms of the teacher (/teacher/form/list: its own) and the admin (/admin/form: the centre's): the one list with
 * search and status, row actions edit, responses, copy the public link, switch on or off, and delete (confirmed,
 * naming the form and how many responses go with it).
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { changeStatus, deleteForm, formListQuery, invalidateForms, type FormSummary } from '../api/forms-api';
import { publicLink } from '../lib/answers';
import { formPaths, portalOf } from '../lib/paths';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useFormsTranslation } from '../locales/texts';

export default function FormListPage() {
  const { t } = useFormsTranslation();
  const locale = useDateLocale();
  const paths = formPaths(portalOf(useLocation().pathname));
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const status = params.get('status') ?? '';
  const filters = { search: params.get('search') || undefined, status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(formListQuery(filters));
  const [doomed, setDoomed] = useState<FormSummary | null>(null);
  const remove = useMutation({
    mutationFn: (f: FormSummary) => deleteForm(f.id),
    onSuccess: (_d, f) => {
      pushToast('success', t('list.deleted', { title: f.title }));
      setDoomed(null);
      void invalidateForms(client);
    },
  });
  const toggle = useMutation({
    mutationFn: (f: FormSummary) => changeStatus(f.id, f.status === 'active' ? 'inactive' : 'active'),
    onSuccess: (f) => {
      pushToast('success', f.status === 'active' ? t('list.activated', { title: f.title }) : t('list.deactivated', { title: f.title }));
      void invalidateForms(client);
    },
  });
  const copy = async (f: FormSummary) => {
    try {
      await navigator.clipboard.writeText(publicLink(window.location.origin, f.slug));
      pushToast('success', t('link.copied'));
    } catch {
      pushToast('warning', t('link.copyByHand'));
      navigate(paths.edit(f.id));
    }
  };
  const columns: DataListColumn<FormSummary>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      className: 'font-medium text-ink',
      cell: (f) => (
        <Link to={paths.edit(f.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {f.title}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      testId: 'form-status',
      cell: (f) => <Badge tone={f.accepting ? 'primary' : 'warning'}>{f.accepting ? t('status.open') : f.status === 'inactive' ? t('status.inactive') : t('status.closed')}</Badge>,
    },
    { key: 'fields', header: t('list.columns.fields'), cell: (f) => f.fields_count },
    {
      key: 'responses',
      header: t('list.columns.responses'),
      testId: 'form-responses',
      cell: (f) => (
        <Link to={paths.responses(f.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {t('list.responseCount', { count: f.responses_count })}
        </Link>
      ),
    },
    { key: 'updated', header: t('list.columns.updated'), className: 'whitespace-nowrap', cell: (f) => formatDisplayDate(f.updated_at, locale) },
    { key: 'by', header: t('list.columns.by'), cell: (f) => f.created_by?.full_name ?? '—' },
  ];
  const rowMenu = (f: FormSummary): RowMenuItem[] => [
    { key: 'edit', label: t('list.edit'), to: paths.edit(f.id) },
    { key: 'responses', label: t('list.responses'), to: paths.responses(f.id) },
    { key: 'copy', label: t('link.copy'), onSelect: () => void copy(f) },
    { key: 'status', label: f.status === 'active' ? t('list.deactivate') : t('list.activate'), onSelect: () => toggle.mutate(f) },
    { key: 'delete', label: t('list.delete'), danger: true, onSelect: () => setDoomed(f) },
  ];
  const create = (
    <Button onClick={() => navigate(paths.create)} data-testid="create-form">
      {t('list.create')}
    </Button>
  );
  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t('list.intro')}
        primaryAction={create}
        filters={
          <FilterForm label={t('list.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('list.search')} {...search.field} />
            <FilterPills
              label={t('list.columns.status')}
              allLabel={t('status.all')}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
              value={status}
              onChange={(v: string) => setParams(withListParam(params, 'status', v))}
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(f) => f.id}
        rowName={(f) => f.title}
        rowTestId="form-row"
        rowMenu={rowMenu}
        caption={t('list.title')}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        filtered={Boolean(filters.search || filters.status)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'status', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t('list.deleteTitle')}
        body={doomed ? t('list.deleteBody', { title: doomed.title, count: doomed.responses_count }) : ''}
        confirmLabel={t('list.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
