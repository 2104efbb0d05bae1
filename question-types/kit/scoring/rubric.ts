// Rubric-scored items (speaking and writing, SST): trait evidence combined with computed traits, the form
// gates of docs/pte-rules.md §3.11-§3.13 and the "a zero here zeroes the item" rules. Pure.
import { combineTraits, type Evidence, type ScoreResult, type TraitDef } from '../define-question-type.ts';

/** A word band: [min, max] inclusive. */
export type Band = readonly [number, number];

/**
 * The form score for a word count: the highest score whose bands hold the count, else 0.
 * @example formByBands(62, { 2: [[50, 70]], 1: [[40, 49], [71, 100]] }) // 2
 */
export function formByBands(words: number, bands: Readonly<Record<number, readonly Band[]>>): number {
  const scores = Object.keys(bands)
    .map(Number)
    .sort((a, b) => b - a);
  for (const s of scores) if ((bands[s] ?? []).some(([lo, hi]) => words >= lo && words <= hi)) return s;
  return 0;
}

/** Spelling trait from a misspelling count: 2 / 1 / 0 for 0 / 1 / ≥ 2 misspellings (docs/pte-rules.md §3.12, docs/pte-rules.md §3.13). */
export function spellingFromMisspellings(misspellings: number, max = 2): number {
  return Math.max(0, max - Math.max(0, Math.floor(misspellings)));
}

export interface RubricInput {
  traits: TraitDef[];
  /** traits the scorer computed itself (form, spelling from a count, an automatic content score) */
  computed: Record<string, number>;
  evidence?: Evidence;
  /** zero the whole item: no response, form 0 */
  zeroAll?: boolean;
  /** trait keys whose score 0 (computed or given) zeroes the whole item (content for writing items) */
  zeroIfZero?: readonly string[];
  /** per-item maxima for traits whose range depends on the item (Read Aloud content) */
  maxOverride?: Record<string, number>;
}

/** Combines computed traits with evidence; the zero rules make every trait 0 and nothing pending. */
export function scoreRubric(input: RubricInput): ScoreResult {
  const defs = input.traits.map((d) => (input.maxOverride && d.key in input.maxOverride ? { ...d, max: input.maxOverride[d.key]! } : d));
  const zeroed = () => {
    const traits = defs.map((d) => ({ key: d.key, score: 0, max: d.max }));
    return { score: 0, max: defs.reduce((n, d) => n + d.max, 0), traits, needsHuman: false };
  };
  if (input.zeroAll) return zeroed();
  const combined = combineTraits(defs, input.computed, input.evidence);
  const gate = input.zeroIfZero ?? [];
  if (combined.traits.some((t) => gate.includes(t.key) && !t.pending && t.score === 0)) return zeroed();
  return combined;
}

/** The evidence's misspelling count (a trainer or an assessor), or null when nobody counted yet. */
export function misspellingsFromEvidence(evidence?: Evidence): number | null {
  const n = evidence?.measures?.misspellings;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** Pronunciation bands 0-5 (docs/pte-rules.md §2 notes), index = score. */
export const PRONUNCIATION_RUBRIC = ['Non-English', 'Intrusive', 'Intermediate', 'Good', 'Advanced', 'Native-like'];
/** Oral fluency bands 0-5 (docs/pte-rules.md §2 notes), index = score. */
export const ORAL_FLUENCY_RUBRIC = ['Disfluent', 'Limited', 'Intermediate', 'Good', 'Advanced', 'Native-like'];

/** A speaking response: the stored recording's path, and optionally a typed practice transcript. */
export interface SpokenResponse {
  recording: string | null;
  transcript?: string;
}

/** The words to score automatically: an assessor's transcript (ASR) first, else the student's typed one. */
export function spokenTranscript(response: SpokenResponse, evidence?: Evidence): string | null {
  const t = evidence?.transcript ?? response.transcript ?? null;
  return t !== null && t.trim() !== '' ? t : null;
}

/** No recording and no words: "no speech captured" gives 0 for every trait (docs/pte-rules.md §3.14). */
export function noSpokenResponse(response: SpokenResponse, evidence?: Evidence): boolean {
  return !response.recording && spokenTranscript(response, evidence) === null;
}
