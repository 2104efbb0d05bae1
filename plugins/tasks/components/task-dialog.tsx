/**
 * Create or edit a task in a dialog: title, notes, assignee (the centre's staff), due time in the viewer's zone,
 * priority, status (when editing) and what it concerns. Checked here first (lib/draft.ts), then the server's 422s land
 * on the same fields. Enter in a field submits; Escape closes.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { assigneesQuery, createTask, invalidateTasks, PRIORITIES, STATUSES, updateTask, type TaskPriority, type TaskRecord, type TaskStatus } from '../api/tasks-api';
import { checkDraft, createBody, draftOf, emptyDraft, serverErrors, updateBody, type TaskDraft } from '../lib/draft';
import { useTasksTranslation } from '../locales/texts';
import { LinkPicker } from './link-picker';

type Errors = Partial<Record<'title' | 'notes' | 'assignee_id' | 'due_at' | 'link' | 'status' | 'priority', string>>;

export function TaskDialog({ task, selfId, onClose }: { task: TaskRecord | null; selfId: number | null; onClose: () => void }) {
  const { t } = useTasksTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<TaskDraft>(() => (task ? draftOf(task) : emptyDraft(selfId)));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const staff = useQuery(assigneesQuery());
  const patch = (p: Partial<TaskDraft>) => setDraft((d) => ({ ...d, ...p }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const save = useMutation({
    mutationFn: () => (task ? updateTask(task.id, updateBody(draft, draftOf(task))) : createTask(createBody(draft))),
    onSuccess: () => {
      pushToast('success', task ? t('form.saved') : t('form.created'));
      void invalidateTasks(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) {
        const mapped = serverErrors(e.fieldErrors);
        setErrors(mapped);
        if (!Object.keys(mapped).length) setFailure(e.message);
      } else setFailure(e instanceof Error ? e.message : t('form.failed'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = checkDraft(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
    if (Object.keys(found).length === 0) save.mutate();
  };

  // the assignee of an edited task stays choosable even if no longer on the staff list (deactivated)
  const people = staff.data ?? [];
  const assigneeOptions = [
    ...(task && !people.some((p) => p.id === task.assignee.id) ? [{ value: String(task.assignee.id), label: task.assignee.full_name }] : []),
    ...people.map((p) => ({ value: String(p.id), label: `${p.full_name} (${t(`form.role.${p.role}`)})` })),
  ];

  return (
    <Dialog open title={task ? t('form.editTitle') : t('form.createTitle')} onClose={onClose} maxWidth={640} testId="task-dialog">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {failure && <Alert variant="error">{failure}</Alert>}
        {staff.isError && <Alert variant="error">{t('list.loadFailed')}</Alert>}
        <TextField label={t('form.title')} name="title" required value={draft.title} maxLength={200} onChange={(e) => patch({ title: e.target.value })} error={errors.title} autoFocus />
        <div className="flex flex-col gap-1">
          <label htmlFor="task-notes" className="text-sm font-medium text-ink">
            {t('form.notes')}
          </label>
          <textarea
            id="task-notes"
            name="notes"
            rows={3}
            value={draft.notes}
            maxLength={5000}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'task-notes-error' : undefined}
            onChange={(e) => patch({ notes: e.target.value })}
            className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
          />
          {errors.notes && (
            <p id="task-notes-error" className="text-xs font-medium text-danger-700">
              {errors.notes}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.assignee')}
            name="assignee_id"
            value={draft.assigneeId}
            placeholder={staff.isPending ? t('form.loadingOptions') : t('form.choose')}
            options={assigneeOptions}
            onChange={(v) => patch({ assigneeId: v })}
            error={errors.assignee_id}
          />
          <TextField label={t('form.due')} name="due_at" type="datetime-local" value={draft.due} onChange={(e) => patch({ due: e.target.value })} hint={t('form.dueHint', { zone })} error={errors.due_at} />
          <SelectField
            label={t('form.priority')}
            name="priority"
            value={draft.priority}
            options={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            onChange={(v) => patch({ priority: v as TaskPriority })}
            error={errors.priority}
          />
          {task && (
            <SelectField
              label={t('form.status')}
              name="status"
              value={draft.status}
              options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              onChange={(v) => patch({ status: v as TaskStatus })}
              error={errors.status}
            />
          )}
        </div>
        <LinkPicker draft={draft} onChange={patch} error={errors.link} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="task-save">
            {task ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
