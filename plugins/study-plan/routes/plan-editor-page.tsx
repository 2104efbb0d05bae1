/**
 * One plan: its details, its tasks by day (add, change, remove; reorder within a day by drag or keyboard with the
 * kit's sortable list on @dnd-kit/sortable), generate, assign, and the students it was assigned to with their
 * progress. The tasks are a draft (lib/plan-draft.ts) saved whole.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { Dialog } from '@ui/dialog';
import { TextField } from '@ui/text-field';
import { PageSpinner } from '@ui/spinner';
import { EmptyState } from '@ui/empty-state';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { formatApiDate, formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { HttpError } from '@kernel/http/client';
import { assignmentsQuery, generateTasks, invalidatePlans, planQuery, saveTasks, type PlanDetail } from '../api/study-plan-api';
import { addTask, draftDays, errorsByKey, fromTasks, removeTask, reorderDay, replaceTask, toBody, type DraftTask } from '../lib/plan-draft';
import { shiftDays } from '../lib/calendar';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { AssignDialog } from '../components/assign-dialog';
import { TaskDialog } from '../components/task-dialog';
import { TaskMeta, TaskTitle } from '../components/task-label';
import { useStaffBase } from '../components/staff-nav';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useStudyPlanTranslation } from '../locales/texts';

type Assignment = NonNullable<ReturnType<typeof useAssignments>['data']>['items'][number];
const useAssignments = (id: number, enabled: boolean) => useQuery({ ...assignmentsQuery(id), enabled });

function GenerateDialog({ plan, onClose, onDone }: { plan: PlanDetail; onClose: () => void; onDone: (p: PlanDetail) => void }) {
  const { t } = useStudyPlanTranslation();
  const [startOn, setStartOn] = useState(formatApiDate(new Date()));
  const [perDay, setPerDay] = useState('3');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useMutation({
    mutationFn: () => generateTasks(plan.id, { start_on: startOn, tasks_per_day: /^[1-6]$/.test(perDay) ? Number(perDay) : 3 }),
    onSuccess: (p) => {
      pushToast('success', t('editor.generated'));
      onDone(p);
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
    },
  });
  return (
    <Dialog open title={t('editor.generateTitle')} onClose={onClose} testId="generate-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); run.mutate(); }}>
        <p className="text-sm text-muted">{t('editor.generateBody')}</p>
        {errors.exam_date && <Alert variant="error">{errors.exam_date}</Alert>}
        <IsoDateField label={t('editor.startOn')} name="start_on" value={startOn} error={errors.start_on} onChange={setStartOn} />
        <TextField label={t('editor.perDay')} name="tasks_per_day" inputMode="numeric" maxLength={1} value={perDay} error={errors.tasks_per_day} onChange={(e) => setPerDay(e.target.value)} />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={run.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={run.isPending} data-testid="generate-submit">{t('editor.generate')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

function Editor({ plan }: { plan: PlanDetail }) {
  const { t } = useStudyPlanTranslation();
  const locale = useDateLocale();
  const { base, master } = useStaffBase();
  const client = useQueryClient();
  const [draft, setDraft] = useState<DraftTask[]>(() => fromTasks(plan.tasks));
  const [dirty, setDirty] = useState(false);
  const [taskErrors, setTaskErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<null | 'details' | 'assign' | 'generate' | { task: DraftTask | null; day: string }>(null);
  const template = plan.kind === 'template';
  const assignments = useAssignments(plan.id, template);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: DraftTask[]) => {
    setDraft(next);
    setDirty(true);
  };
  const reset = (p: PlanDetail) => {
    setDraft(fromTasks(p.tasks));
    setDirty(false);
    setTaskErrors({});
    client.setQueryData(planQuery(p.id).queryKey, p);
    void invalidatePlans(client);
  };
  const save = useMutation({
    mutationFn: () => saveTasks(plan.id, toBody(draft)),
    onSuccess: (p) => {
      pushToast('success', t('editor.saved'));
      reset(p);
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setTaskErrors(errorsByKey(draft, Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']))));
    },
  });

  const days = draftDays(draft);
  const nextDay = days.length ? shiftDays(days.at(-1)!.day, 1) : formatApiDate(new Date());
  const targets = Object.entries(plan.target_scores).map(([s, v]) => `${t(`sections.${s}`)} ${v}`).join(' · ');
  const columns: DataListColumn<Assignment>[] = [
    { key: 'student', header: t('achieves.columns.student'), className: 'font-medium text-ink', cell: (a) => a.student.full_name },
    { key: 'progress', header: t('my.progress'), testId: 'assignment-progress', cell: (a) => t('editor.progress', { done: a.progress.done, total: a.progress.total, percent: a.progress.percent }) },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={`${base}/list`} className="text-sm text-primary-700 underline-offset-2 hover:underline">← {t('editor.back')}</Link>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-ink" data-testid="plan-title">{plan.title}</h1>
            {plan.student && <p className="text-sm text-muted">{t('editor.studentCopy', { name: plan.student.full_name })}</p>}
            {plan.description && <p className="mt-1 max-w-prose text-sm text-muted">{plan.description}</p>}
            <p className="mt-1 text-sm text-ink">
              {plan.exam_date ? `${t('form.examDate')}: ${formatDisplayDate(plan.exam_date, locale)}` : null}
              {targets ? ` · ${targets}` : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog('details')}>{t('common.edit')}</Button>
            <Button variant="secondary" onClick={() => setDialog('generate')} data-testid="open-generate">{t('editor.generate')}</Button>
            {template && <Button variant="secondary" onClick={() => setDialog('assign')} data-testid="open-assign">{t('editor.assign')}</Button>}
          </div>
        </div>
      </div>

      <section aria-labelledby="tasks-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="tasks-heading" className="text-lg font-semibold text-ink">{t('editor.tasks')}</h2>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setDialog({ task: null, day: nextDay })} data-testid="add-task">{t('editor.addTask')}</Button>
            <Button onClick={() => save.mutate()} busy={save.isPending} disabled={!dirty} data-testid="save-tasks">{t('editor.save')}</Button>
          </div>
        </div>
        {dirty && <Alert variant="warning">{t('editor.unsaved')}</Alert>}
        {days.length === 0 ? (
          <EmptyState title={t('editor.noTasks')} />
        ) : (
          <ol className="flex flex-col gap-4">
            {days.map(({ day, tasks }) => (
              <li key={day} data-day={day} data-testid="editor-day" className="rounded-md border border-line p-3">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-ink">{formatDisplayDate(day, locale)}</h3>
                  <Button variant="ghost" onClick={() => setDialog({ task: null, day })} aria-label={`${t('editor.addToDay')}: ${formatDisplayDate(day, locale)}`}>+</Button>
                </div>
                <SortableList
                  label={t('editor.dayTasks', { day: formatDisplayDate(day, locale) })}
                  onReorder={(keys) => change(reorderDay(draft, day, keys))}
                  items={tasks.map((task) => ({
                    id: task.key,
                    content: (
                      <div className="flex flex-wrap items-center justify-between gap-2" data-testid="editor-task">
                        <div className="min-w-0">
                          <div className="font-medium"><TaskTitle task={{ kind: task.kind, target_ref: task.target_ref ?? '', title: task.title }} /></div>
                          <TaskMeta task={{ kind: task.kind, section: task.section ?? null, minutes: task.minutes ?? null }} />
                          {taskErrors[task.key] && <p role="alert" className="text-xs font-medium text-danger-700">{taskErrors[task.key]}</p>}
                        </div>
                        <div className="flex gap-1">
                          <Button variant="ghost" onClick={() => setDialog({ task, day })} aria-label={t('editor.editTask', { title: task.title })}>{t('common.edit')}</Button>
                          <Button variant="ghost" onClick={() => change(removeTask(draft, task.key))} aria-label={t('editor.removeTask', { title: task.title })}>{t('editor.remove')}</Button>
                        </div>
                      </div>
                    ),
                  }))}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      {template && (
        <DataList
          title={t('editor.students')}
          headingLevel={2}
          query={assignments}
          columns={columns}
          rowKey={(a) => a.plan_id}
          rowTestId="assignment-row"
          caption={t('editor.students')}
          loadFailed={t('editor.loadFailed')}
          empty={{ title: t('editor.noStudents') }}
          onPage={() => undefined}
        />
      )}

      {dialog === 'details' && <PlanFormDialog plan={plan} master={master} onClose={() => setDialog(null)} onSaved={(p) => client.setQueryData(planQuery(p.id).queryKey, p)} />}
      {dialog === 'assign' && <AssignDialog plan={plan} master={master} onClose={() => setDialog(null)} />}
      {dialog === 'generate' && <GenerateDialog plan={plan} onClose={() => setDialog(null)} onDone={(p) => { reset(p); setDialog(null); }} />}
      {dialog !== null && typeof dialog === 'object' && (
        <TaskDialog
          task={dialog.task}
          day={dialog.day}
          onClose={() => setDialog(null)}
          onSave={(task) => {
            change(dialog.task ? replaceTask(draft, dialog.task.key, task) : addTask(draft, task));
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

export default function PlanEditorPage() {
  const { t } = useStudyPlanTranslation();
  const id = Number(useParams().id);
  const plan = useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (plan.isError || !(Number.isInteger(id) && id > 0))
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('editor.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void plan.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  if (plan.isPending) return <PageSpinner label={t('common.loading')} />;
  // a new key after a save from elsewhere (details) keeps the draft; a different plan remounts
  return <Editor key={plan.data.id} plan={plan.data} />;
}
