/**
 * A respondent's answers, pure: what the public page holds while answering, the required fields left empty (checked
 * before sending, in the reader's language), the body POST public-forms/{slug}/responses takes, and how staff read a
 * stored answer.
 */
import type { FormField } from '../api/forms-api';

/** text fields hold strings; multiple choice a list; rating a number; file the uploaded path; unanswered absent */
export type Answers = Record<string, string | string[] | number | undefined>;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The ids of required fields left empty, in the form's order. */
export function missingRequired(fields: readonly FormField[], answers: Answers): string[] {
  return fields.filter((f) => f.required && empty(answers[f.id])).map((f) => f.id);
}

/** The answers as sent: empties left out, a number field's text as a number when it reads as one (else as typed). */
export function answersBody(fields: readonly FormField[], answers: Answers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = answers[f.id];
    if (empty(v)) continue;
    if (f.kind === 'number' && typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) out[f.id] = Number(v);
    else out[f.id] = typeof v === 'string' && f.kind !== 'file' ? v.trim() : v;
  }
  return out;
}

/** The 422 messages by field id (`answers.<id>`); messages on other keys under `_form`. */
export function answerErrors(errors: Readonly<Record<string, string[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const id = key.startsWith('answers.') ? key.slice('answers.'.length) : '_form';
    out[id] ??= messages[0] ?? '';
  }
  return out;
}

/** A stored answer as one line of text (a file by its stored name; lists joined). */
export function answerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(answerText).join('; ');
  if (typeof value === 'string') return value.startsWith('/files/') ? value.slice(value.lastIndexOf('/') + 1) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The public address of a form on the centre's sub-domain. */
export const publicLink = (origin: string, slug: string) => `${origin}/form/${slug}`;
