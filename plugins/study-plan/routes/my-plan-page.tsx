/**
 * The student's study plan: the countdown to the exam, progress, today's tasks to tick (optimistic, rolled back
 * when the server refuses), earlier tasks left to do, the month calendar (a list by day on a phone) and the
 * achievements earned. Each task opens what it names (a practice type, an item, a test list, a class link).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { SelectField } from '@ui/select-field';
import { PageSpinner } from '@ui/spinner';
import { withListParam } from '@ui/data-list/list-math';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { pathTo } from '@kernel/router/route-refs';
import { myPlanQuery, tickTask, type MyPlan, type StudyTask } from '../api/study-plan-api';
import { links } from '../links';
import { countdown, isDay, openingDay } from '../lib/calendar';
import { nextDayWithTasks, overdueTasks, todayTasks, withStatus } from '../lib/my-plan';
import { MonthCalendar } from '../components/month-calendar';
import { TaskMeta, TaskTitle } from '../components/task-label';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useStudyPlanTranslation } from '../locales/texts';

/** Where a task leads in the student's portal, when it leads anywhere. */
function targetOf(task: StudyTask): { to: string; external?: boolean } | null {
  if (task.kind === 'practice' && task.section && task.target_ref) return { to: pathTo(links.practiceTypeList, { section: task.section, type: task.target_ref }) };
  if (task.kind === 'question' && task.target_id && task.target_ref) return { to: pathTo(links.practiceItem, { slug: task.target_ref, pteId: task.target_id }) };
  if (task.kind === 'test') return { to: pathTo(task.target_ref === 'mock-tests' ? links.mockTests : task.target_ref === 'quiz-sets' ? links.quizzes : links.practiceTests) };
  if (task.kind === 'material' && task.target_id) return { to: pathTo(links.materials, {}, { open: String(task.target_id) }) };
  if (task.kind === 'class' && /^https?:\/\//i.test(task.target_ref)) return { to: task.target_ref, external: true };
  return null;
}

function TaskCheck({ task, onTick, busy }: { task: StudyTask; onTick: (t: StudyTask, done: boolean) => void; busy: boolean }) {
  const { t } = useStudyPlanTranslation();
  const target = targetOf(task);
  const done = task.status === 'done';
  return (
    <div className="flex items-start gap-3" data-testid="my-task" data-status={task.status}>
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-primary-600"
        checked={done}
        disabled={busy}
        aria-label={t('my.markDone', { title: task.title })}
        onChange={(e) => onTick(task, e.target.checked)}
        data-testid="tick-task"
      />
      <div className="min-w-0 flex-1">
        <div className={`font-medium ${done ? 'text-muted line-through' : 'text-ink'}`}><TaskTitle task={task} /></div>
        <TaskMeta task={task} />
      </div>
      {target &&
        (target.external ? (
          <a href={target.to} target="_blank" rel="noreferrer noopener" className="shrink-0 text-sm text-primary-700 underline-offset-2 hover:underline">{t('common.open')}</a>
        ) : (
          <Link to={target.to} className="shrink-0 text-sm text-primary-700 underline-offset-2 hover:underline">{t('common.open')}</Link>
        ))}
    </div>
  );
}

function Plan({ data, planId }: { data: MyPlan; planId: number | undefined }) {
  const { t } = useStudyPlanTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [month, setMonth] = useState<string | null>(null);
  const key = myPlanQuery(planId).queryKey;
  const tick = useMutation({
    mutationFn: ({ task, done }: { task: StudyTask; done: boolean }) => tickTask(task.id, done ? 'done' : 'todo'),
    onMutate: async ({ task, done }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MyPlan>(key);
      if (before) client.setQueryData<MyPlan>(key, withStatus(before, task.id, done ? 'done' : 'todo', new Date()));
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) client.setQueryData(key, ctx.before);
      pushToast('error', t('my.tickFailed'));
    },
    onSuccess: (r) => {
      for (const code of r.earned) pushToast('success', t('my.earned', { name: t(`achievements.${code}`) }));
      if (r.earned.length) void client.invalidateQueries({ queryKey: ['my-study-plan'] });
      else client.setQueryData<MyPlan>(key, (cur) => (cur?.plan ? { ...cur, plan: { ...cur.plan, tasks: cur.plan.tasks.map((x) => (x.id === r.task.id ? r.task : x)), progress: r.progress } } : cur));
    },
  });
  const plan = data.plan!;
  const today = data.today;
  const onTick = (task: StudyTask, done: boolean) => tick.mutate({ task, done });
  const todays = todayTasks(plan.tasks, today);
  const overdue = overdueTasks(plan.tasks, today);
  const next = todays.length ? null : nextDayWithTasks(plan.tasks, today);
  const cd = countdown(data.days_to_exam);
  const list = (tasks: StudyTask[], testId: string) => (
    <ul className="flex flex-col gap-3" data-testid={testId}>
      {tasks.map((task) => <li key={task.id}><TaskCheck task={task} onTick={onTick} busy={false} /></li>)}
    </ul>
  );
  const shownMonth = month ?? openingDay(today, plan.first_day, plan.last_day);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('my.title')}</h1>
          <p className="text-sm text-muted" data-testid="my-plan-title">{plan.title}</p>
        </div>
        {data.plans.length > 1 && (
          <div className="w-full max-w-xs">
            <SelectField label={t('my.plan')} name="plan" value={String(plan.id)} options={data.plans.map((p) => ({ value: String(p.id), label: p.title }))}
              onChange={(v) => setParams(withListParam(params, 'plan', v))} />
          </div>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-md border border-line bg-surface p-4" aria-labelledby="countdown-h" data-testid="countdown">
          <h2 id="countdown-h" className="text-lg font-semibold text-ink">{t(`my.countdown.${cd.key}`, { count: cd.count })}</h2>
          {plan.exam_date && <p className="text-sm text-muted">{t('my.examOn', { date: formatDisplayDate(plan.exam_date, locale) })}</p>}
        </section>
        <section className="rounded-md border border-line bg-surface p-4" aria-labelledby="progress-h">
          <h2 id="progress-h" className="text-lg font-semibold text-ink">{t('my.progress')}</h2>
          <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={plan.progress.percent} aria-labelledby="progress-h" className="mt-2 h-3 w-full overflow-hidden rounded bg-canvas" data-testid="progress-bar">
            <div className="h-full bg-primary-600" style={{ width: `${plan.progress.percent}%` }} />
          </div>
          <p className="mt-1 text-sm text-muted" data-testid="progress-text">{t('my.progressText', { done: plan.progress.done, total: plan.progress.total })} ({plan.progress.percent} %)</p>
        </section>
      </div>

      <section aria-labelledby="today-h" className="flex flex-col gap-3">
        <h2 id="today-h" className="text-lg font-semibold text-ink">{t('my.today')} · {formatDisplayDate(today, locale)}</h2>
        {todays.length ? list(todays, 'today-tasks') : <p className="text-sm text-muted">{t('my.noToday')}</p>}
        {next && (
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('my.upcoming')} · {formatDisplayDate(next, locale)}</h3>
            <div className="mt-2">{list(plan.tasks.filter((x) => x.day === next), 'next-tasks')}</div>
          </div>
        )}
      </section>

      {overdue.length > 0 && (
        <section aria-labelledby="overdue-h" className="flex flex-col gap-3">
          <h2 id="overdue-h" className="text-lg font-semibold text-ink">{t('my.overdue')}</h2>
          {list(overdue.slice(0, 10), 'overdue-tasks')}
        </section>
      )}

      <section aria-labelledby="ach-h" className="flex flex-col gap-2">
        <h2 id="ach-h" className="text-lg font-semibold text-ink">{t('my.achievements')}</h2>
        {data.achievements.length === 0 ? (
          <p className="text-sm text-muted">{t('my.noAchievements')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="my-achievements">
            {data.achievements.map((a) => (
              <li key={a.id} data-code={a.code} className="rounded-full border border-primary-600 bg-primary-50 px-3 py-1 text-sm text-primary-800">
                <span aria-hidden="true">★ </span>{t(`achievements.${a.code}`)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="cal-h" className="flex flex-col gap-2">
        <h2 id="cal-h" className="text-lg font-semibold text-ink">{t('my.calendar')}</h2>
        <MonthCalendar tasks={plan.tasks} month={isDay(shownMonth) ? shownMonth : today} today={today} onMonth={setMonth} renderAgendaTask={(task) => <TaskCheck task={task} onTick={onTick} busy={false} />} />
      </section>
    </div>
  );
}

export default function MyPlanPage() {
  const { t } = useStudyPlanTranslation();
  const [params] = useSearchParams();
  const planId = Number(params.get('plan')) || undefined;
  const query = useQuery(myPlanQuery(planId));
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('my.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  if (!query.data.plan)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-ink">{t('my.title')}</h1>
        <EmptyState title={t('my.emptyTitle')} description={t('my.emptyDescription')} action={<Link to={pathTo(links.practiceList)} className="text-primary-700 underline">{t('my.practise')}</Link>} />
      </div>
    );
  return <Plan data={query.data} planId={planId} />;
}
