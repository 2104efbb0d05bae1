/**
 * The rules of online classes, pure (README.md "Rules"): when a part counts as done, which chapters are locked and why,
 * a class's progress, and what publishing refuses. The service loads rows into these shapes; rules.test.ts tests them.
 */
import type { LockReason, PartKind } from './contracts.ts';

export interface RulePart {
  id: number;
  kind: PartKind;
  /** a progress row exists (POST oc/mark-as-complete) */
  marked: boolean;
  /** quiz parts: the best percent of the student's handed-in sheets of the quiz set (null: none handed in) */
  quizBest: number | null;
}
export interface RuleChapter {
  id: number;
  parts: RulePart[];
}
export interface RuleModule {
  id: number;
  sequential: boolean;
  minQuizPercent: number | null;
  chapters: RuleChapter[];
}

/** A quiz is passed by a handed-in sheet reaching the module's minimum (any handed-in sheet when there is none). */
export function quizPassed(best: number | null, min: number | null): boolean {
  return best !== null && best >= (min ?? 0);
}

/** Done: a quiz part when its quiz is passed (or it was marked once passed), any other part when marked. */
export function partDone(p: RulePart, min: number | null): boolean {
  return p.kind === 'quiz' ? quizPassed(p.quizBest, min) : p.marked;
}

export interface Progress {
  done: number;
  total: number;
  percent: number;
}
export function progressOf(done: number, total: number): Progress {
  return { done, total, percent: total > 0 ? Math.floor((100 * done) / total) : 0 };
}

export interface ChapterState {
  locked: boolean;
  reason: LockReason | null;
  done: number;
  total: number;
  completed: boolean;
}

/**
 * Locks, module by module (a module's rules govern its own chapters; the first chapter of every module is open):
 * - `sequential`: a chapter opens when every part of the chapter before it is done;
 * - `minQuizPercent`: a chapter opens when every quiz part of the chapter before it is passed with that percent;
 * - a chapter after a locked one is locked too (with the earlier reason), whichever rule locked it.
 */
export function chapterStates(modules: readonly RuleModule[]): Map<number, ChapterState> {
  const out = new Map<number, ChapterState>();
  for (const m of modules) {
    let prev: { state: ChapterState; chapter: RuleChapter } | null = null;
    for (const c of m.chapters) {
      const done = c.parts.filter((p) => partDone(p, m.minQuizPercent)).length;
      const total = c.parts.length;
      let locked = false;
      let reason: LockReason | null = null;
      if (prev) {
        if (prev.state.locked && (m.sequential || m.minQuizPercent !== null)) {
          locked = true;
          reason = prev.state.reason;
        } else if (m.sequential && !prev.state.completed) {
          locked = true;
          reason = 'previous_chapter_incomplete';
        } else if (m.minQuizPercent !== null && prev.chapter.parts.some((p) => p.kind === 'quiz' && !quizPassed(p.quizBest, m.minQuizPercent))) {
          locked = true;
          reason = 'quiz_not_passed';
        }
      }
      const state: ChapterState = { locked, reason, done, total, completed: total > 0 && done === total };
      out.set(c.id, state);
      prev = { state, chapter: c };
    }
  }
  return out;
}

/** Every part of every chapter of the class done (a class with no parts is never complete). */
export function classProgress(modules: readonly RuleModule[]): Progress & { completed: boolean } {
  let done = 0;
  let total = 0;
  for (const m of modules) for (const c of m.chapters) for (const p of c.parts) {
    total += 1;
    if (partDone(p, m.minQuizPercent)) done += 1;
  }
  return { ...progressOf(done, total), completed: total > 0 && done === total };
}

/* ---- publishing ---- */

export interface PublishPart {
  kind: PartKind;
  materialId: number | null;
  videoPath: string | null;
  /** the kind of the material named, null when it is gone or not readable by the class's owner */
  materialKind: string | null;
  paragraphs: readonly string[];
  quizSetId: number | null;
  /** the quiz set is in the bank and readable (false: gone) */
  quizExists: boolean;
  questionIds: readonly number[];
  /** how many of questionIds exist in the bank */
  questionsFound: number;
}
export interface PublishClass {
  title: string;
  modules: ReadonlyArray<{ minQuizPercent: number | null; chapters: ReadonlyArray<{ parts: readonly PublishPart[] }> }>;
}

/** What publishing refuses, as 422 fields (empty: it may be published). Paths follow GET online-class/{id}'s shape. */
export function publishProblems(c: PublishClass): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  if (c.title.trim() === '') add('title', 'The title is required.');
  if (c.modules.length === 0) add('modules', 'Add at least one module.');
  c.modules.forEach((m, i) => {
    if (m.chapters.length === 0) add(`modules.${i}.chapters`, 'This module has no chapters.');
    m.chapters.forEach((ch, j) => {
      const at = `modules.${i}.chapters.${j}`;
      if (ch.parts.length === 0) add(`${at}.parts`, 'This chapter has no parts.');
      ch.parts.forEach((p, k) => {
        const f = `${at}.parts.${k}`;
        if (p.kind === 'video') {
          if (p.materialId !== null) {
            if (p.materialKind === null) add(`${f}.material_id`, 'The material of this video part is gone.');
            else if (p.materialKind !== 'video') add(`${f}.material_id`, 'A video part needs a video: this material is not a video.');
          } else if (p.videoPath === null) add(`${f}.material_id`, 'Choose a video material or upload a video.');
        }
        if (p.kind === 'material' && (p.materialId === null || p.materialKind === null)) add(`${f}.material_id`, 'The material of this part is gone.');
        if (p.kind === 'text' && !p.paragraphs.some((x) => x.trim() !== '')) add(`${f}.paragraphs`, 'Write the text.');
        if (p.kind === 'quiz' && (p.quizSetId === null || !p.quizExists)) add(`${f}.quiz_set_id`, 'The quiz set of this part is gone.');
        if (p.kind === 'pte' && (p.questionIds.length === 0 || p.questionsFound !== p.questionIds.length)) add(`${f}.question_ids`, 'Some questions of this part are gone.');
      });
    });
  });
  return errors;
}

/** A minimum quiz score needs a quiz to apply to: some chapter of the module holds a quiz part. */
export function ruleProblem(rule: { minQuizPercent: number | null }, module: { chapters: ReadonlyArray<{ parts: ReadonlyArray<{ kind: PartKind }> }> }): string | null {
  if (rule.minQuizPercent === null) return null;
  return module.chapters.some((c) => c.parts.some((p) => p.kind === 'quiz')) ? null : 'This module has no chapter quiz: add a quiz part before setting a minimum score.';
}

/** The video position kept: not below 0, not past the part's length when the author gave it. */
export function clampPosition(sec: number, duration: number | null): number {
  const s = Math.max(0, sec);
  return duration !== null && duration > 0 ? Math.min(s, duration) : s;
}
