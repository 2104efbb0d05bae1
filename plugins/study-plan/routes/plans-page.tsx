/** The staff's study plans (templates): the one list, New in a dialog, Assign, Delete confirmed; a row opens the editor. */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { deletePlan, invalidatePlans, planListQuery, type PlanSummary } from '../api/study-plan-api';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { AssignDialog } from '../components/assign-dialog';
import { StaffNav, useStaffBase } from '../components/staff-nav';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useStudyPlanTranslation } from '../locales/texts';

export default function PlansPage() {
  const { t } = useStudyPlanTranslation();
  const locale = useDateLocale();
  const { base, master } = useStaffBase();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const filters = { search: params.get('search') || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(planListQuery(filters));
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<PlanSummary | null>(null);
  const [toDelete, setToDelete] = useState<PlanSummary | null>(null);
  const remove = useMutation({
    mutationFn: (p: PlanSummary) => deletePlan(p.id),
    onSuccess: () => {
      pushToast('success', t('list.deleted'));
      void invalidatePlans(client);
    },
    onSettled: () => setToDelete(null),
  });
  const columns: DataListColumn<PlanSummary>[] = [
    { key: 'title', header: t('list.columns.title'), className: 'font-medium text-ink', cell: (p) => <Link to={`${base}/list/${p.id}`} className="text-primary-700 underline-offset-2 hover:underline">{p.title}</Link> },
    { key: 'exam', header: t('list.columns.exam'), className: 'whitespace-nowrap', cell: (p) => (p.exam_date ? formatDisplayDate(p.exam_date, locale) : '—') },
    { key: 'days', header: t('list.columns.days'), className: 'whitespace-nowrap', cell: (p) => (p.first_day && p.last_day ? `${formatDisplayDate(p.first_day, locale)} – ${formatDisplayDate(p.last_day, locale)}` : '—') },
    { key: 'tasks', header: t('list.columns.tasks'), cell: (p) => p.tasks_count, testId: 'plan-tasks' },
    { key: 'assigned', header: t('list.columns.assigned'), cell: (p) => p.assigned_count, testId: 'plan-assigned' },
    { key: 'by', header: t('list.columns.by'), cell: (p) => p.created_by?.full_name ?? '—' },
  ];
  const rowMenu = (p: PlanSummary): RowMenuItem[] => [
    { key: 'edit', label: t('common.edit'), onSelect: () => navigate(`${base}/list/${p.id}`) },
    { key: 'assign', label: t('editor.assign'), onSelect: () => setAssigning(p) },
    { key: 'calendar', label: t('list.calendar'), onSelect: () => navigate(`${base}/calendar?plan=${p.id}`) },
    { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(p) },
  ];
  const create = <Button onClick={() => setCreating(true)} data-testid="create-plan">{t('list.create')}</Button>;
  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t('list.intro')}
        primaryAction={create}
        nav={<StaffNav current="list" />}
        filters={
          <FilterForm label={t('list.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('list.search')} {...search.field} />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.title}
        rowTestId="plan-row"
        rowMenu={rowMenu}
        caption={t('list.title')}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        filtered={Boolean(filters.search)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(params, 'search', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {creating && <PlanFormDialog plan={null} master={master} onClose={() => setCreating(false)} onSaved={(p) => navigate(`${base}/list/${p.id}`)} />}
      {assigning && <AssignDialog plan={assigning} master={master} onClose={() => setAssigning(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody', { title: toDelete?.title ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
