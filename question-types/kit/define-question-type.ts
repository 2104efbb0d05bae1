/**
 * The contract of a PTE question type: pure data + pure functions, shared by the server (validation,
 * scoring, the student allow-list) and the client (players, editors). No React, no I/O, no clock.
 *
 * @example
 *   export default defineQuestionType({
 *     slug: 'reading-multiple-choice-single', section: 'reading', name: 'Multiple Choice, Choose Single Answer',
 *     shortName: 'MCQ single (reading)', ruleset: 'pre-2025-08', version: 1, testPart: 2, partOrder: 5,
 *     timing: { ..., responseSec: null, allowanceSec: 120 }, traits: [{ key: 'correctness', label: 'Correct answer', max: 1, skills: ['reading'] }],
 *     schemas: { content, key, response }, score, validateItem,
 *   });
 */
import type { z } from 'zod';

export type Section = 'speaking' | 'writing' | 'reading' | 'listening';
export type Skill = Section;
export type Ruleset = 'pre-2025-08' | '2025-08';

/**
 * An item's clock (question-types/README.md "Timings"). Who times the item follows from it: the recorder for
 * speaking items, the item's own countdown where `responseSec` is set (writing, Summarize Spoken Text), the part
 * timer otherwise (reading, the other listening items), where `allowanceSec` is the item's share.
 */
export interface Timing {
  /** seconds to prepare before the response window (speaking) or before audio starts (listening "Beginning in N") */
  prepSec: number | null;
  /** response window in seconds (speaking recording limit, writing item timer); null = shared part timer */
  responseSec: number | null;
  /**
   * Only for items timed by their part (`responseSec` null, required there): the seconds such an item adds to its
   * part timer and its sitting, a typical item's share of the official part time.
   */
  allowanceSec?: number | null;
  /**
   * Speaking items: the seconds the prompt itself takes on top of `preAudioSec`, `prepSec` and `responseSec`
   * (the audio or video playing, the image appearing); counted into the sitting's time only.
   */
  promptSec?: number | null;
  /** countdown before an audio prompt plays ("Beginning in N seconds") */
  preAudioSec: number | null;
  /** how often the audio may play in a test */
  audioPlays: number | null;
  /** a tone marks the microphone opening */
  beep: boolean;
  /** recording stops after this much silence (speaking) */
  silenceCutoffMs: number | null;
}

export interface TraitDef {
  key: string;
  label: string;
  max: number;
  /** the communicative skills the trait's points are routed to (docs/pte-rules.md §3.15) */
  skills: Skill[];
  /** judged by a human (or an assessor) rather than computed from the response */
  human?: boolean;
  /** rubric text per band, shown to trainers (index = score) */
  rubric?: string[];
}

export interface TraitScore {
  key: string;
  score: number;
  max: number;
  /** no score yet: waits for a trainer or an assessor */
  pending?: boolean;
}

/** Per-part correctness for the Review: a gap, an option, a pair, a word. */
export interface PartResult {
  /** the part's id: gap index, option id, word index, pair "A>B" */
  id: string;
  correct: boolean;
  /** what the student gave, as text (for the Review) */
  given?: string | null;
  /** what the key expects, as text (revealed only after submission) */
  expected?: string | null;
}

export interface ScoreResult {
  score: number;
  max: number;
  traits: TraitScore[];
  /** some trait waits for a trainer: the score so far is partial */
  needsHuman: boolean;
  parts?: PartResult[];
  /** measured aids shown beside the score (word count, misspellings, speaking time) */
  measures?: Record<string, number | string | boolean | null>;
}

/** Evidence from outside the response: trainer trait scores, assessor measures and transcripts. */
export interface Evidence {
  /** trait key -> score given by a trainer (or an assessor), within the trait's range */
  traits?: Record<string, number>;
  transcript?: string | null;
  measures?: Record<string, number>;
}

export interface ScoreInput<C, K, R> {
  content: C;
  key: K;
  response: R;
  evidence?: Evidence;
}

/** A problem that makes an item unanswerable or unscorable; `path` names the field for the editor. */
export interface ItemIssue {
  path: string;
  message: string;
}

export interface QuestionTypeDefinition<C = unknown, K = unknown, R = unknown> {
  slug: string;
  section: Section;
  /** the official PTE name */
  name: string;
  /** the product's short name (docs/product-spec.md §3) */
  shortName: string;
  ruleset: Ruleset;
  /** bump when content/key/response shapes change */
  version: number;
  /** 1 Speaking & Writing, 2 Reading, 3 Listening */
  testPart: 1 | 2 | 3;
  /** the type's place within its part in a full mock, 1 first (the official order; README.md "Timings") */
  partOrder: number;
  timing: Timing;
  traits: TraitDef[];
  /**
   * The response is the student's own written text (a summary, an essay): the text assessor measures its
   * spelling and vocabulary. Not set for typed answers that copy what was heard (Write from Dictation, gaps).
   */
  writtenProse?: boolean;
  /** response word limits and the one-sentence rule, where the type has them */
  constraints?: { minWords?: number; maxWords?: number; oneSentence?: boolean };
  schemas: {
    /** what the student sees: parsed as an allow-list to build every student payload */
    content: z.ZodType<C>;
    /** the secret: never sent to a student before submission */
    key: z.ZodType<K>;
    /** what the student submits */
    response: z.ZodType<R>;
  };
  score(input: ScoreInput<C, K, R>): ScoreResult;
  /** checks beyond the schemas that make an item answerable (a blank with no answer, a key option that does not exist) */
  validateItem(content: C, key: K): ItemIssue[];
  /** an empty response, for a player's initial state and for scoring a skipped item */
  emptyResponse(content: C): R;
}

/** Identity with checks: a definition is data, validated once when the registry loads. */
export function defineQuestionType<C, K, R>(def: QuestionTypeDefinition<C, K, R>): QuestionTypeDefinition<C, K, R> {
  if (!/^[a-z]+(-[a-z]+)*$/.test(def.slug)) throw new Error(`question type slug must be kebab-case: ${def.slug}`);
  const keys = new Set<string>();
  for (const t of def.traits) {
    if (keys.has(t.key)) throw new Error(`${def.slug}: duplicate trait ${t.key}`);
    keys.add(t.key);
    if (!(t.max > 0)) throw new Error(`${def.slug}: trait ${t.key} needs a positive max`);
  }
  if (!(Number.isInteger(def.partOrder) && def.partOrder > 0)) throw new Error(`${def.slug}: partOrder must be a positive integer`);
  // a part-timed item without a share would make its part timer (and the sitting) too short
  if (def.timing.responseSec === null && !(typeof def.timing.allowanceSec === 'number' && def.timing.allowanceSec > 0))
    throw new Error(`${def.slug}: an item without responseSec is timed by its part and needs timing.allowanceSec`);
  return def;
}

/** Sum of trait scores, with the traits that wait for a human marked pending. */
export function combineTraits(defs: TraitDef[], computed: Record<string, number>, evidence?: Evidence): { traits: TraitScore[]; score: number; max: number; needsHuman: boolean } {
  const traits: TraitScore[] = defs.map((d) => {
    const given = d.key in computed ? computed[d.key] : evidence?.traits?.[d.key];
    if (given === undefined || given === null) return { key: d.key, score: 0, max: d.max, pending: true };
    return { key: d.key, score: Math.max(0, Math.min(d.max, given)), max: d.max };
  });
  return {
    traits,
    score: traits.reduce((n, t) => n + t.score, 0),
    max: defs.reduce((n, d) => n + d.max, 0),
    needsHuman: traits.some((t) => t.pending),
  };
}

/**
 * Sample items and graded responses of a type (fixtures.ts): the scoring tests, the stories and the demo seed
 * all read them. Media paths point at committed seed files served under /files/seed/.
 */
export interface QuestionFixtures<C, K, R> {
  items: Array<{
    title: string;
    content: C;
    key: K;
    /** text the seed generator speaks into `content`'s audio file (listening and spoken prompts) */
    audioScript?: string;
  }>;
  responses: Array<{ name: string; item: number; response: R; expected: { score: number; max: number } }>;
}
