/**
 * The trait form's rules, pure: each trait a whole number within 0..max (this item's), the body of POST
 * evaluation/evaluate from the form's values, and a 422's `traits.<key>` errors mapped back onto the fields.
 */
import type { TraitScore } from '@question-types/kit/define-question-type';
import type { EvaluateBody, TraitInfo } from '../api/evaluation-api';

/** The form's values: trait key -> the text in its field ('' = not given). */
export type TraitValues = Record<string, string>;
/** Field errors by trait key (and `feedback`, `transcript`, `form` for the rest). */
export type FieldErrors = Record<string, string>;

type T = (key: string, options?: Record<string, unknown>) => string;

/** The problem with one trait's value, or null. Empty is allowed (the trait stays as it is). */
export function traitError(value: string, max: number, t: T): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d+$/.test(v)) return t('form.wholeNumber', { max });
  const n = Number(v);
  if (n < 0 || n > max) return t('form.outOfRange', { max });
  return null;
}

/** Every field's problem; `form` when no trait was given at all. */
export function validateTraits(traits: readonly TraitInfo[], values: TraitValues, t: T): FieldErrors {
  const errors: FieldErrors = {};
  let given = 0;
  for (const tr of traits) {
    const v = values[tr.key] ?? '';
    if (v.trim() !== '') given++;
    const e = traitError(v, tr.max, t);
    if (e) errors[tr.key] = e;
  }
  if (given === 0 && traits.length > 0) errors.form = t('form.nothingGiven');
  return errors;
}

/** The body to POST: the traits given (as numbers), feedback and transcript ('' clears: sent as null). */
export function evaluateBody(attemptId: number, traits: readonly TraitInfo[], values: TraitValues, feedback: string, transcript: string | undefined): EvaluateBody {
  const out: Record<string, number> = {};
  for (const tr of traits) {
    const v = (values[tr.key] ?? '').trim();
    if (v !== '') out[tr.key] = Number(v);
  }
  const body: EvaluateBody = { attempt_id: attemptId, traits: out, feedback: feedback.trim() === '' ? null : feedback };
  if (transcript !== undefined) body.transcript = transcript.trim() === '' ? null : transcript;
  return body;
}

/**
 * A 422's field errors onto the form: `traits.<key>` onto that trait, `feedback` and `transcript` onto theirs,
 * anything else (`traits`, `attempt_id`, `body`) onto the form.
 */
export function mapServerErrors(fieldErrors: Record<string, string[]>, traitKeys: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const m = /^traits\.(.+)$/.exec(path);
    const field = m && traitKeys.includes(m[1]!) ? m[1]! : path === 'feedback' || path === 'transcript' ? path : 'form';
    out[field] = out[field] ? `${out[field]} ${message}` : message;
  }
  return out;
}

/** The traits a trainer sets: the human ones, and any other the type could not compute yet (pending). */
export function editableTraits(traits: readonly TraitInfo[], result: { traits: readonly TraitScore[] }): TraitInfo[] {
  return traits.filter((tr) => tr.human || result.traits.some((s) => s.key === tr.key && s.pending));
}

/** The form's starting values: the trainer's earlier scores, else the scores a trait already has (not pending). */
export function initialValues(traits: readonly TraitInfo[], result: { traits: readonly TraitScore[] }, trainer: Record<string, number> | undefined): TraitValues {
  const out: TraitValues = {};
  for (const tr of traits) {
    const given = trainer?.[tr.key];
    const scored = result.traits.find((s) => s.key === tr.key);
    out[tr.key] = given !== undefined ? String(given) : scored && !scored.pending ? String(scored.score) : '';
  }
  return out;
}
