/**
 * Achievements ("achieves") of one student's plan, computed from its tasks alone: no clock, no I/O, so the same
 * tasks always earn the same codes. The service stores a code the first time it appears and never takes it back
 * (unticking a task does not un-earn a milestone: README.md "Achievements").
 */
export const SECTIONS = ['speaking', 'writing', 'reading', 'listening'] as const;
export type Section = (typeof SECTIONS)[number];

import { ACHIEVEMENT_CODES } from './contracts.ts';

export { ACHIEVEMENT_CODES };
export type AchievementCode = (typeof ACHIEVEMENT_CODES)[number];

export interface TaskState {
  status: 'todo' | 'done' | 'skipped';
  section: Section | null;
  /** yyyy-MM-dd of the moment the task was ticked (the student's day as stored, UTC) */
  doneOn: string | null;
}

/** Longest run of consecutive calendar days (yyyy-MM-dd) on which at least one task was done. */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let prev: number | null = null;
  for (const d of sorted) {
    const t = Date.parse(`${d}T00:00:00Z`);
    if (Number.isNaN(t)) continue;
    run = prev !== null && t - prev === 86_400_000 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = t;
  }
  return best;
}

export interface Progress {
  total: number;
  done: number;
  skipped: number;
  /** whole percent of tasks done, 0..100 (skipped tasks count as not done) */
  percent: number;
}

export function progressOf(tasks: readonly Pick<TaskState, 'status'>[]): Progress {
  const done = tasks.filter((t) => t.status === 'done').length;
  const skipped = tasks.filter((t) => t.status === 'skipped').length;
  return { total: tasks.length, done, skipped, percent: tasks.length === 0 ? 0 : Math.floor((done * 100) / tasks.length) };
}

/** Every code the tasks earn, in ACHIEVEMENT_CODES order. */
export function earnedAchievements(tasks: readonly TaskState[]): AchievementCode[] {
  const { total, done } = progressOf(tasks);
  const earned = new Set<AchievementCode>();
  if (done === 0) return [];
  earned.add('first-task');
  const streak = longestStreak(tasks.flatMap((t) => (t.status === 'done' && t.doneOn ? [t.doneOn] : [])));
  if (streak >= 3) earned.add('streak-3');
  if (streak >= 7) earned.add('streak-7');
  if (done * 2 >= total) earned.add('half-plan');
  for (const s of SECTIONS) {
    const of = tasks.filter((t) => t.section === s);
    if (of.length > 0 && of.every((t) => t.status === 'done')) earned.add(`section-${s}`);
  }
  // finished: nothing left to do; skipped tasks are decided, so they do not hold the plan open
  if (tasks.every((t) => t.status !== 'todo')) earned.add('plan-finished');
  return ACHIEVEMENT_CODES.filter((c) => earned.has(c));
}

/** Codes earned now that were not stored before: what the service inserts and the answer announces. */
export function newlyEarned(tasks: readonly TaskState[], stored: readonly string[]): AchievementCode[] {
  const have = new Set(stored);
  return earnedAchievements(tasks).filter((c) => !have.has(c));
}
