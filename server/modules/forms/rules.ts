/**
 * The rules of forms (README.md), pure: a form's fields checked as a whole, a response checked against its form, when
 * a form takes responses, and the rows of the responses' CSV. No database, no clock (today is passed in).
 */
import { CHOICE_KINDS, FORM_LIMITS, type FormField, type FormFieldInput } from './contracts.ts';

export type Errors = Record<string, string[]>;

const add = (errors: Errors, key: string, message: string) => {
  (errors[key] ??= []).push(message);
};

/** A path POST common/upload-file answered for the `quarantine` folder. */
export const QUARANTINE_PATH = /^\/files\/quarantine\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/**
 * A form's fields as sent, checked whole: ids unique, choice kinds with 2 to 50 distinct options (others keep none),
 * and once the form has answers (`answered`) a field keeps its kind (its old answers would no longer fit it: add a new
 * field instead).
 * Fields sent without an id get one from `newId`. Errors are keyed `fields.<index>.<property>`.
 */
export function checkFields(
  input: readonly FormFieldInput[],
  opts: { previous?: readonly FormField[]; answered?: boolean; newId: () => string },
): { fields: FormField[]; errors: Errors } {
  const errors: Errors = {};
  const seen = new Set<string>();
  const before = new Map((opts.previous ?? []).map((f) => [f.id, f]));
  const fields = input.map((f, i): FormField => {
    let id = f.id;
    if (id === undefined) do id = opts.newId(); while (seen.has(id) || before.has(id) || input.some((x) => x.id === id));
    if (seen.has(id)) add(errors, `fields.${i}.id`, 'Each field may appear once: this id is used by another field.');
    seen.add(id);
    const choice = CHOICE_KINDS.includes(f.kind);
    const options = choice ? (f.options ?? []).map((o) => o.trim()) : [];
    if (choice) {
      if (options.length < 2) add(errors, `fields.${i}.options`, 'A choice field needs at least two options.');
      const lower = options.map((o) => o.toLowerCase());
      if (new Set(lower).size !== lower.length) add(errors, `fields.${i}.options`, 'Each option may appear once.');
    }
    const old = before.get(id);
    if (old && opts.answered && old.kind !== f.kind) {
      add(errors, `fields.${i}.kind`, 'This field already has answers, so its kind cannot change: add a new field instead.');
    }
    return { id, kind: f.kind, label: f.label.trim(), help: (f.help ?? '').trim(), required: f.required ?? false, options };
  });
  return { fields, errors };
}

/**
 * The retired fields after a change of `fields`: a field taken off a form that has answers joins them (its answers keep
 * their label), a retired field put back (same id) leaves them. Without answers nothing is kept.
 */
export function retireFields(previous: readonly FormField[], retired: readonly FormField[], next: readonly FormField[], answered: boolean): FormField[] {
  const live = new Set(next.map((f) => f.id));
  const out = retired.filter((f) => !live.has(f.id));
  if (!answered) return out;
  const kept = new Set(out.map((f) => f.id));
  for (const f of previous) if (!live.has(f.id) && !kept.has(f.id)) out.push(f);
  return out;
}

export type Acceptance = { accepting: true; reason: null } | { accepting: false; reason: 'inactive' | 'closed' };

/** A form takes responses while active and through its last day (`close_on`, compared with today's UTC date). */
export function acceptance(form: { status: string; closeOn: string | null }, today: string): Acceptance {
  if (form.status !== 'active') return { accepting: false, reason: 'inactive' };
  if (form.closeOn !== null && form.closeOn < today) return { accepting: false, reason: 'closed' };
  return { accepting: true, reason: null };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (d: string) => ISO_DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export type Checked = { ok: true; answers: Record<string, unknown> } | { ok: false; errors: Errors };

/**
 * A response checked against its form's fields: a key naming no field of the form is refused (the key named), a
 * required field left unanswered, a value of the wrong shape, a choice not among the options, a number that is not
 * one, a date that is not a calendar date, a rating outside 1 to 5, a file that is not an upload path. Errors are keyed
 * `answers.<field id>`. The answers come back normalised (trimmed text, numbers as numbers, multiple choices in the
 * options' order); unanswered fields are left out.
 */
export function checkAnswers(fields: readonly FormField[], answers: Readonly<Record<string, unknown>>): Checked {
  const errors: Errors = {};
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const key of Object.keys(answers)) {
    if (!byId.has(key)) add(errors, `answers.${key}`, `This form has no field "${key.slice(0, 100)}".`);
  }
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const key = `answers.${f.id}`;
    const v = Object.hasOwn(answers, f.id) ? answers[f.id] : undefined;
    if (isEmpty(v)) {
      if (f.required) add(errors, key, 'This field is required.');
      continue;
    }
    switch (f.kind) {
      case 'text':
      case 'long_text': {
        const max = f.kind === 'text' ? FORM_LIMITS.text : FORM_LIMITS.longText;
        if (typeof v !== 'string') add(errors, key, 'The answer must be text.');
        else if (v.trim().length > max) add(errors, key, `The answer may not be longer than ${max} characters.`);
        else out[f.id] = v.trim();
        break;
      }
      case 'number': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && NUMBER_TEXT.test(v) ? Number(v) : NaN;
        if (!Number.isFinite(n) || Math.abs(n) > 1e15) add(errors, key, 'The answer must be a number.');
        else out[f.id] = n;
        break;
      }
      case 'choice':
        if (typeof v !== 'string' || !f.options.includes(v)) add(errors, key, 'Choose one of the options.');
        else out[f.id] = v;
        break;
      case 'multiple_choice': {
        const list = Array.isArray(v) ? v : null;
        if (!list || !list.every((x) => typeof x === 'string' && f.options.includes(x))) add(errors, key, 'Choose among the options.');
        else out[f.id] = f.options.filter((o) => list.includes(o));
        break;
      }
      case 'date':
        if (typeof v !== 'string' || !isCalendarDate(v)) add(errors, key, 'Give a date as yyyy-MM-dd.');
        else out[f.id] = v;
        break;
      case 'rating':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5) add(errors, key, 'Give a rating from 1 to 5.');
        else out[f.id] = v;
        break;
      case 'file':
        if (typeof v !== 'string' || !QUARANTINE_PATH.test(v)) add(errors, key, 'Upload the file first: this is not an uploaded file.');
        else out[f.id] = v;
        break;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers: out };
}

/** The stored upload paths of a response's file fields (the service checks each was uploaded here). */
export function filePaths(fields: readonly FormField[], answers: Readonly<Record<string, unknown>>): Array<{ fieldId: string; path: string }> {
  return fields.filter((f) => f.kind === 'file' && typeof answers[f.id] === 'string').map((f) => ({ fieldId: f.id, path: answers[f.id] as string }));
}

/** One answer as a spreadsheet cell's text: lists joined with "; ", a file by its stored name, the rest as written. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'string') return value.startsWith('/files/') ? value.slice(value.lastIndexOf('/') + 1) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface CsvResponse {
  id: number;
  createdAt: string;
  respondent: { full_name: string; email: string } | null;
  answers: Readonly<Record<string, unknown>>;
}

/**
 * The responses as a table: a header row (Response, Submitted at (UTC), Respondent, E-mail, then one column per field
 * of the form in its order, then one per retired field that any of these responses answered, labelled
 * "<label> (removed)") and one row per response. Quoting and formula protection are the CSV writer's (users/csv.ts).
 */
export function responseTable(fields: readonly FormField[], retired: readonly FormField[], responses: readonly CsvResponse[]): { header: string[]; rows: string[][] } {
  const answered = retired.filter((f) => responses.some((r) => !isEmpty(r.answers[f.id])));
  const columns = [...fields, ...answered];
  const header = ['Response', 'Submitted at (UTC)', 'Respondent', 'E-mail', ...fields.map((f) => f.label), ...answered.map((f) => `${f.label} (removed)`)];
  const rows = responses.map((r) => [
    String(r.id),
    r.createdAt.slice(0, 19).replace('T', ' '),
    r.respondent?.full_name ?? 'Visitor',
    r.respondent?.email ?? '',
    ...columns.map((f) => cellText(r.answers[f.id])),
  ]);
  return { header, rows };
}

/** A random public key of `length` letters and digits from `bytes` (crypto random bytes, one per character). */
export function slugFrom(bytes: Uint8Array, length = 12): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  // 57 letters: values from 228 up would bias the first ones, so they are skipped
  for (const b of bytes) {
    if (b >= 228) continue;
    out += alphabet[b % alphabet.length];
    if (out.length === length) break;
  }
  return out;
}
