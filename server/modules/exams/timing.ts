// How long a sitting may take, and in what order a full mock runs. Pure: no I/O, no clock. Every figure comes from
// the question types' definitions (question-types/README.md "Timings"); nothing here knows a type by name.
import type { AnyQuestionType } from '@question-types/registry.ts';

export type SittingMode = 'practice-test' | 'mock' | 'quiz';

/** The official order: Part 1 speaking and writing, Part 2 reading, Part 3 listening; within a part, each type's `partOrder`. */
export function officialRank(def: AnyQuestionType): number {
  return def.testPart * 100 + def.partOrder;
}

/** Items re-ordered into the official order, stable within a type (the author's order is kept there). */
export function officialOrder<T extends { def: AnyQuestionType }>(items: readonly T[]): T[] {
  return items
    .map((it, i) => ({ it, i }))
    .sort((a, b) => officialRank(a.it.def) - officialRank(b.it.def) || a.i - b.i)
    .map(({ it }) => it);
}

/** Timed by its part: the item has no clock of its own (reading, and listening but Summarize Spoken Text, today). */
function partTimed(def: AnyQuestionType): boolean {
  return def.timing.responseSec === null;
}

/**
 * The seconds an item needs within its sitting: an item timed by its part (no `responseSec`) takes its
 * `allowanceSec`; any other item takes what its own clock runs: the countdown before the audio, the prompt, the
 * preparation and the response window.
 */
export function itemAllowanceSec(def: AnyQuestionType): number {
  const t = def.timing;
  if (partTimed(def)) return t.allowanceSec ?? 0;
  return (t.preAudioSec ?? 0) + (t.promptSec ?? 0) + (t.prepSec ?? 0) + (t.responseSec ?? 0);
}

/** An item's own timer for the player (writing, SST): null when the item is timed by its part or the recorder. */
export function itemTimerSec(def: AnyQuestionType): number | null {
  return def.section !== 'speaking' && def.timing.responseSec !== null ? def.timing.responseSec : null;
}

/** A mock's part timers: one per part for the items it times (Part 2 reading, Part 3 listening but SST, today). */
export function partTimers(defs: readonly AnyQuestionType[]): Array<{ part: number; durationSec: number }> {
  const parts = [...new Set(defs.filter(partTimed).map((d) => d.testPart))].sort((a, b) => a - b);
  return parts.map((part) => ({ part, durationSec: defs.filter((d) => d.testPart === part && partTimed(d)).reduce((n, d) => n + itemAllowanceSec(d), 0) }));
}

/** Slack for uploads and page loads on top of the items' time (a sitting never ends because a recording was slow). */
export const SITTING_SLACK_SEC = 120;

/**
 * The whole sitting's time in seconds, or null (untimed). The author's minutes win where set, except in a full
 * mock, which keeps the official timing; quizzes without minutes are untimed.
 */
export function sittingSeconds(opts: { mode: SittingMode; category: string; durationMinutes: number | null; defs: readonly AnyQuestionType[] }): number | null {
  const official = opts.mode === 'mock' && opts.category === 'full';
  if (opts.durationMinutes !== null && !official) return opts.durationMinutes * 60;
  if (opts.mode === 'quiz') return null;
  return opts.defs.reduce((n, d) => n + itemAllowanceSec(d), 0) + SITTING_SLACK_SEC;
}

/** The grace after a deadline within which a save is still taken: the answer left the browser in time. */
export const DEADLINE_GRACE_MS = 5_000;
