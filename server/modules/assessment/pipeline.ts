// Evidence -> score(): the assessors' evidence, a trainer's trait scores and transcript combined, and the result
// stored on an attempt with the measured aids beside the type's own measures.
import type { Evidence, ScoreResult } from '@question-types/kit/define-question-type.ts';
import type { AnyQuestionType } from '@question-types/registry.ts';
import { tokens } from '@question-types/kit/scoring/index.ts';
import { wordsPerMinute } from './audio/measures.ts';
import type { Assessment } from './registry.ts';

/** What a trainer gave in POST evaluation/evaluate. */
export interface TrainerEvidence {
  traits: Record<string, number>;
  transcript?: string | null;
}

/** The evidence column of an attempt: the assessors' and the trainer's, kept apart. */
export interface StoredEvidence {
  assessor: Assessment;
  trainer: TrainerEvidence | null;
}

/**
 * The Evidence score() reads: the assessors' traits overridden by the trainer's, the trainer's transcript over an
 * assessor's, the measures, and words per minute when speaking time and a transcript (or a typed one) exist.
 */
export function combineEvidence(stored: StoredEvidence, response: unknown): Evidence {
  const a = stored.assessor;
  const t = stored.trainer;
  const transcript = t?.transcript?.trim() ? t.transcript : a.transcript?.trim() ? a.transcript : null;
  const measures: Record<string, number> = { ...(a.measures ?? {}) };
  const typed = (response as { transcript?: unknown } | null)?.transcript;
  const words = transcript ?? (typeof typed === 'string' && typed.trim() !== '' ? typed : null);
  if (words !== null && typeof measures.speakingSec === 'number') {
    const wpm = wordsPerMinute(tokens(words).length, measures.speakingSec);
    if (wpm !== null) measures.wordsPerMinute = wpm;
  }
  const traits = { ...(a.traits ?? {}), ...(t?.traits ?? {}) };
  return {
    ...(Object.keys(traits).length ? { traits } : {}),
    transcript,
    ...(Object.keys(measures).length ? { measures } : {}),
  };
}

/** The stored form of a result: the type's traits and parts, the measured aids merged under the type's measures. */
export interface StoredResult {
  traits: ScoreResult['traits'];
  needsHuman: boolean;
  parts: NonNullable<ScoreResult['parts']>;
  measures: Record<string, unknown>;
}

/** Scores a response with evidence; throws what score() throws. */
export function scoreWithEvidence(def: AnyQuestionType, input: { content: unknown; key: unknown; response: unknown }, stored: StoredEvidence): { result: ScoreResult; stored: StoredResult; evidence: Evidence } {
  const evidence = combineEvidence(stored, input.response);
  const result = def.score({ ...input, evidence });
  return {
    result,
    evidence,
    stored: {
      traits: result.traits,
      needsHuman: result.needsHuman,
      parts: result.parts ?? [],
      measures: { ...(evidence.measures ?? {}), ...(stored.assessor.notes ?? {}), ...(result.measures ?? {}) },
    },
  };
}

/** An attempt's status: pending while a trait waits for a human, evaluated once a trainer scored it, else auto. */
export function attemptStatus(needsHuman: boolean, evaluated: boolean): 'pending' | 'evaluated' | 'auto' {
  return needsHuman ? 'pending' : evaluated ? 'evaluated' : 'auto';
}
