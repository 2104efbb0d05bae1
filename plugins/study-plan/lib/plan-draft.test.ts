import { describe, expect, it } from 'vitest';
import { addTask, draftDays, errorsByKey, fromTasks, removeTask, reorderDay, replaceTask, toBody } from './plan-draft';
import type { StudyTask } from '../api/study-plan-api';

const task = (id: number, day: string, position: number, title = `T${id}`): StudyTask => ({
  id, plan_id: 1, day, position, kind: 'free', target_id: null, target_ref: '', title, section: null, minutes: null, status: 'todo', done_at: null,
});

describe('plan draft', () => {
  const draft = fromTasks([task(3, '2026-01-02', 0), task(1, '2026-01-01', 1), task(2, '2026-01-01', 0)]);

  it('reads tasks in day and position order', () => {
    expect(draft.map((t) => t.key)).toEqual(['t2', 't1', 't3']);
    expect(draftDays(draft).map((d) => [d.day, d.tasks.map((t) => t.id)])).toEqual([['2026-01-01', [2, 1]], ['2026-01-02', [3]]]);
  });

  it('reorders one day only', () => {
    const r = reorderDay(draft, '2026-01-01', ['t1', 't2']);
    expect(toBody(r).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(reorderDay(draft, '2026-01-02', ['t1'])).toEqual(draft);
  });

  it('adds, moves to another day (at its end) and removes', () => {
    const added = addTask(draft, { day: '2026-01-02', kind: 'free', title: 'New' });
    expect(toBody(added).map((t) => t.title)).toEqual(['T2', 'T1', 'T3', 'New']);
    const moved = replaceTask(added, 't2', { ...added[0]!, day: '2026-01-02' });
    expect(draftDays(moved).map((d) => d.tasks.map((t) => t.title))).toEqual([['T1'], ['T3', 'New', 'T2']]);
    expect(toBody(removeTask(moved, 't3')).map((t) => t.title)).toEqual(['T1', 'New', 'T2']);
  });

  it('maps a 422 on tasks.N to the draft task sent N-th', () => {
    const r = reorderDay(draft, '2026-01-01', ['t1', 't2']);
    expect(errorsByKey(r, { 'tasks.0.title': 'The title is required.', 'tasks.2.day': 'Bad day', other: 'x' })).toEqual({ t1: 'The title is required.', t3: 'Bad day' });
  });
});
