import { describe, expect, it } from 'vitest';
import { nextDayWithTasks, overdueTasks, progressOf, todayTasks, withStatus } from './my-plan';
import type { MyPlan, StudyTask } from '../api/study-plan-api';

const task = (id: number, day: string, position = 0, status: StudyTask['status'] = 'todo'): StudyTask => ({
  id, plan_id: 1, day, position, kind: 'free', target_id: null, target_ref: '', title: `T${id}`, section: null, minutes: null, status, done_at: null,
});

describe('the student page', () => {
  const tasks = [task(1, '2026-01-01'), task(2, '2026-01-02', 1), task(3, '2026-01-02', 0, 'done'), task(4, '2026-01-05')];
  const data = { plan: { tasks, progress: progressOf(tasks) }, plans: [], achievements: [], days_to_exam: 3, today: '2026-01-02' } as unknown as MyPlan;

  it('ticks optimistically and recomputes the progress', () => {
    const next = withStatus(data, 2, 'done', new Date('2026-01-02T10:00:00Z'));
    expect(next.plan!.progress).toEqual({ total: 4, done: 2, skipped: 0, percent: 50 });
    expect(next.plan!.tasks.find((t) => t.id === 2)!.done_at).toBe('2026-01-02T10:00:00.000Z');
    expect(withStatus(next, 2, 'todo', new Date()).plan!.tasks.find((t) => t.id === 2)!.done_at).toBeNull();
    // the original stays as it was (the rollback puts it back)
    expect(data.plan!.progress.done).toBe(1);
  });

  it("picks today's tasks in order, earlier ones left to do, and the next day with tasks", () => {
    expect(todayTasks(tasks, '2026-01-02').map((t) => t.id)).toEqual([3, 2]);
    expect(overdueTasks(tasks, '2026-01-02').map((t) => t.id)).toEqual([1]);
    expect(nextDayWithTasks(tasks, '2026-01-02')).toBe('2026-01-05');
    expect(nextDayWithTasks(tasks, '2026-01-05')).toBeNull();
  });
});
