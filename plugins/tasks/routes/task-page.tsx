/**
 * The task page of the teacher (/teacher/task), the admin (/admin/task) and the coaching owner
 * (/coaching-owner/task): tabs Mine, Created by me, All; filters status, overdue and search (all in the URL); overdue
 * tasks first and marked; mark done (or reopen) in the row; edit, start and delete (confirmed) in the row's menu.
 * `?open=<id>` (a notification's link) opens that task's dialog.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { withListParam } from '@ui/data-list/list-math';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { TabLinks } from '@ui/data-list/tab-links';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { pushToast } from '@kernel/notify/toasts';
import { deleteTask, invalidateTasks, STATUSES, taskListQuery, updateTask, type TaskRecord, type TaskStatus, type TaskView } from '../api/tasks-api';
import { DueLabel } from '../components/due-label';
import { LinkLabel } from '../components/link-label';
import { OpenTask } from '../components/open-task';
import { TaskDialog } from '../components/task-dialog';
import { portalOf } from '../lib/target-path';
import { useTasksTranslation } from '../locales/texts';

const VIEWS: readonly TaskView[] = ['mine', 'created', 'all'];

export default function TaskPage() {
  const { t } = useTasksTranslation();
  const { pathname } = useLocation();
  const portal = portalOf(pathname);
  const { user } = useAuth();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const view = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as TaskView) : 'mine';
  const status = params.get('status') ?? '';
  const overdue = params.get('overdue') === '1' ? '1' : '';
  const filters = { view, status: status || undefined, overdue: overdue || undefined, search: params.get('search') || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(taskListQuery(filters));
  const [editing, setEditing] = useState<TaskRecord | 'new' | null>(null);
  const [doomed, setDoomed] = useState<TaskRecord | null>(null);
  const openId = Number(params.get('open')) || null;

  const move = useMutation({
    mutationFn: ({ task, to }: { task: TaskRecord; to: TaskStatus }) => updateTask(task.id, { status: to }, true),
    onSuccess: (task) => {
      pushToast('success', t(task.status === 'done' ? 'list.done' : task.status === 'open' ? 'list.reopened' : 'list.started', { title: task.title }));
      void invalidateTasks(client);
    },
  });
  const remove = useMutation({
    mutationFn: (task: TaskRecord) => deleteTask(task.id),
    onSuccess: (_d, task) => {
      pushToast('success', t('list.deleted', { title: task.title }));
      setDoomed(null);
      void invalidateTasks(client);
    },
  });

  const columns: DataListColumn<TaskRecord>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      className: 'font-medium text-ink',
      cell: (task) => (
        <span className="flex flex-wrap items-center gap-1">
          <button type="button" onClick={() => setEditing(task)} className="text-left text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600" data-testid="task-title">
            {task.title}
          </button>
          {task.priority === 'high' && <Badge tone="primary">{t('priority.high')}</Badge>}
        </span>
      ),
    },
    { key: 'status', header: t('list.columns.status'), testId: 'task-status', cell: (task) => t(`status.${task.status}`) },
    { key: 'due', header: t('list.columns.due'), testId: 'task-due', cell: (task) => <DueLabel task={task} /> },
    { key: 'assignee', header: t('list.columns.assignee'), cell: (task) => task.assignee.full_name },
    { key: 'about', header: t('list.columns.about'), cell: (task) => (task.link ? <LinkLabel link={task.link} portal={portal} /> : '—') },
    { key: 'by', header: t('list.columns.by'), cell: (task) => task.created_by?.full_name ?? '—' },
  ];

  const rowAction = (task: TaskRecord) =>
    task.status === 'done' ? (
      <Button variant="ghost" aria-label={t('list.reopenOf', { title: task.title })} onClick={() => move.mutate({ task, to: 'open' })} data-testid="task-reopen">
        {t('list.reopen')}
      </Button>
    ) : (
      <Button variant="secondary" aria-label={t('list.markDoneOf', { title: task.title })} onClick={() => move.mutate({ task, to: 'done' })} data-testid="task-done">
        {t('list.markDone')}
      </Button>
    );

  const rowMenu = (task: TaskRecord): RowMenuItem[] => [
    { key: 'edit', label: t('list.edit'), onSelect: () => setEditing(task) },
    ...(task.status === 'open' ? [{ key: 'start', label: t('list.start'), onSelect: () => move.mutate({ task, to: 'in-progress' }) }] : []),
    ...(task.can.destroy ? [{ key: 'delete', label: t('list.delete'), danger: true, onSelect: () => setDoomed(task) }] : []),
  ];

  const create = (
    <Button onClick={() => setEditing('new')} data-testid="create-task">
      {t('list.create')}
    </Button>
  );
  const tabTo = (v: TaskView) => `?${withListParam(withListParam(params, 'view', v === 'mine' ? '' : v), 'open', '').toString()}`;
  const closeOpen = () => setParams(withListParam(params, 'open', ''), { replace: true });

  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t('list.intro')}
        primaryAction={create}
        nav={<TabLinks label={t('list.views')} tabs={VIEWS.map((v) => ({ id: v, to: tabTo(v), label: t(`list.view.${v}`) }))} current={view} testId="task-view" dataName="view" />}
        filters={
          <FilterForm label={t('list.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('list.search')} {...search.field} />
            <FilterPills
              label={t('list.statusFilter')}
              allLabel={t('status.all')}
              options={[...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), { value: 'not-done', label: t('status.not-done') }]}
              value={status}
              onChange={(v: string) => setParams(withListParam(params, 'status', v))}
              testId="status-filter"
            />
            <FilterPills
              label={t('list.overdueFilter')}
              allLabel={t('list.any')}
              options={[{ value: '1', label: t('list.overdueOnly') }]}
              value={overdue}
              onChange={(v: string) => setParams(withListParam(params, 'overdue', v))}
              testId="overdue-filter"
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(task) => task.id}
        rowName={(task) => task.title}
        rowTestId="task-row"
        rowProps={(task) => ({ 'data-overdue': task.overdue ? 'true' : 'false', 'data-status': task.status })}
        rowAction={rowAction}
        rowMenu={rowMenu}
        caption={t('list.caption')}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create }}
        filtered={Boolean(filters.status || filters.overdue || filters.search)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(withListParam(params, 'search', ''), 'status', ''), 'overdue', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {editing && <TaskDialog task={editing === 'new' ? null : editing} selfId={Number(user?.id) || null} onClose={() => setEditing(null)} />}
      {openId && !editing && <OpenTask id={openId} selfId={Number(user?.id) || null} onClose={closeOpen} />}
      <ConfirmDialog
        open={doomed !== null}
        title={t('list.deleteTitle')}
        body={doomed ? t('list.deleteBody', { title: doomed.title }) : ''}
        confirmLabel={t('list.delete')}
        cancelLabel={t('form.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
