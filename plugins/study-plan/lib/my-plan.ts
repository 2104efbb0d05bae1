/**
 * The student's page logic without React: the optimistic tick (a task's new status and the progress it gives) and
 * which tasks the page shows first (today's, and earlier ones left to do).
 */
import type { MyPlan, StudyTask } from '../api/study-plan-api';

export function progressOf(tasks: readonly Pick<StudyTask, 'status'>[]) {
  const done = tasks.filter((t) => t.status === 'done').length;
  const skipped = tasks.filter((t) => t.status === 'skipped').length;
  return { total: tasks.length, done, skipped, percent: tasks.length ? Math.floor((done * 100) / tasks.length) : 0 };
}

/** The answer as it will be once the tick is saved (the server's own answer replaces it, or the old one comes back). */
export function withStatus(data: MyPlan, taskId: number, status: StudyTask['status'], now: Date): MyPlan {
  if (!data.plan) return data;
  const tasks = data.plan.tasks.map((t) => (t.id === taskId ? { ...t, status, done_at: status === 'done' ? now.toISOString() : null } : t));
  return { ...data, plan: { ...data.plan, tasks, progress: progressOf(tasks) } };
}

export function todayTasks(tasks: readonly StudyTask[], today: string): StudyTask[] {
  return tasks.filter((t) => t.day === today).sort((a, b) => a.position - b.position);
}

/** Earlier days' tasks still to do, oldest first. */
export function overdueTasks(tasks: readonly StudyTask[], today: string): StudyTask[] {
  return tasks.filter((t) => t.day < today && t.status === 'todo').sort((a, b) => a.day.localeCompare(b.day) || a.position - b.position);
}

/** The first day after today with tasks, when today has none. */
export function nextDayWithTasks(tasks: readonly StudyTask[], today: string): string | null {
  return tasks.map((t) => t.day).filter((d) => d > today).sort()[0] ?? null;
}
