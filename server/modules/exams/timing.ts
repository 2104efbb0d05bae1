// How long a sitting may take, and in what order a full mock runs (pte-items.md §1.1). Pure: no I/O, no clock.
import type { AnyQuestionType } from '@question-types/registry.ts';
import { QUESTION_TYPES } from '@question-types/registry.ts';

export type SittingMode = 'practice-test' | 'mock' | 'quiz';

/** The official order: Part 1 speaking and writing, Part 2 reading, Part 3 listening; within a part, pte-items.md §2 order. */
export function officialRank(def: AnyQuestionType): number {
  return def.testPart * 100 + QUESTION_TYPES.findIndex((d) => d.slug === def.slug);
}

/** Items re-ordered into the official order, stable within a type (the author's order is kept there). */
export function officialOrder<T extends { def: AnyQuestionType }>(items: readonly T[]): T[] {
  return items
    .map((it, i) => ({ it, i }))
    .sort((a, b) => officialRank(a.it.def) - officialRank(b.it.def) || a.i - b.i)
    .map(({ it }) => it);
}

/**
 * The time an item takes when it has no timer of its own, in seconds: reading items share Part 2's timer and
 * listening items (SST aside) share Part 3's. The figures spread the official part times over a typical form
 * (Reading ~29 min for ~15-20 items; Listening ~30 min for ~17 items besides SST), weighted by the work an item is.
 */
const SHARED_ALLOWANCE_SEC: Record<string, number> = {
  'reading-writing-fill-in-the-blanks': 150,
  'reading-multiple-choice-multiple': 150,
  'reorder-paragraphs': 150,
  'reading-fill-in-the-blanks': 120,
  'reading-multiple-choice-single': 120,
  'listening-multiple-choice-multiple': 120,
  'listening-fill-in-the-blanks': 120,
  'highlight-correct-summary': 120,
  'listening-multiple-choice-single': 90,
  'select-missing-word': 75,
  'highlight-incorrect-words': 90,
  'write-from-dictation': 75,
};
const DEFAULT_SHARED_SEC = 120;
/** what a speaking item's prompt (audio, image study) adds to its preparation and response */
const SPEAKING_PROMPT_SEC = 45;

/** The seconds an item needs within its sitting: its own timer where it has one, else its share of its part. */
export function itemAllowanceSec(def: AnyQuestionType): number {
  const t = def.timing;
  if (def.section === 'speaking') return (t.prepSec ?? 0) + (t.responseSec ?? 0) + SPEAKING_PROMPT_SEC + (t.preAudioSec ?? 0);
  if (t.responseSec !== null) return t.responseSec + (t.preAudioSec ?? 0);
  return SHARED_ALLOWANCE_SEC[def.slug] ?? DEFAULT_SHARED_SEC;
}

/** An item's own timer for the player (writing, SST): null when the item is timed by its part or the recorder. */
export function itemTimerSec(def: AnyQuestionType): number | null {
  return def.section !== 'speaking' && def.timing.responseSec !== null ? def.timing.responseSec : null;
}

/** A mock's part timers: Part 2 (reading) for the whole part, Part 3 (listening) for every item but SST. */
export function partTimers(defs: readonly AnyQuestionType[]): Array<{ part: number; durationSec: number }> {
  const out: Array<{ part: number; durationSec: number }> = [];
  for (const part of [2, 3] as const) {
    const shared = defs.filter((d) => d.testPart === part && itemTimerSec(d) === null);
    if (shared.length) out.push({ part, durationSec: shared.reduce((n, d) => n + itemAllowanceSec(d), 0) });
  }
  return out;
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
