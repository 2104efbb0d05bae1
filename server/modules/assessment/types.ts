import type { Evidence } from '@question-types/kit/define-question-type.ts';
import type { AnyQuestionType } from '@question-types/registry.ts';

/**
 * What an assessor adds beside the Evidence score() reads: text notes shown with the measures (the misspelled words),
 * never read by scoring.
 */
export interface AssessedEvidence extends Evidence {
  notes?: Record<string, string>;
}

export interface AssessInput {
  /** the question type (slug, section, traits) */
  type: AnyQuestionType;
  /** the item as parsed by the type's schemas */
  content: unknown;
  key: unknown;
  response: unknown;
  /** the recording on disk, when the response names one bound to the student (speaking types) */
  recordingFile?: string | null;
}

/**
 * Turns a response (a text, a recording) into evidence for score(): measured aids, a transcript, trait estimates.
 * An assessor only reports what it measured: a trait it cannot judge stays out (pending for a trainer).
 * It may throw: the pipeline then drops its evidence (an answer never fails because of an assessor).
 */
export interface Assessor {
  /** a short stable name, recorded with the evidence */
  name: string;
  appliesTo(type: AnyQuestionType): boolean;
  assess(input: AssessInput): Promise<Partial<AssessedEvidence>>;
}
