/**
 * The circular form's values and rules, the body it sends, the screening questions it edits, and the small facts
 * the pages show (open or closed, the salary range, the public address). Pure; circular.test.ts tests them. The
 * server checks everything again (server/modules/jobs/contracts.ts); a local message is an i18n key.
 */
import type { CircularBody, JobCircularDetail, JobType, QuestionInput, SalaryType, Workplace } from '../api/jobs-api';

/** One screening question in the editor: `id` when it is stored (its answers stay attached), `key` for React. */
export interface QuestionDraft {
  key: string;
  id?: number;
  question: string;
  required: boolean;
}

export interface CircularValues {
  title: string;
  description: string;
  job_position: string;
  posting_date: string;
  type: JobType | '';
  salary_type: SalaryType | '';
  salary_range_min: string;
  salary_range_max: string;
  workplace: Workplace | '';
  restrictions: string;
  deadline: string;
  active: boolean;
  questions: QuestionDraft[];
}

export type CircularField = Exclude<keyof CircularValues, 'questions'>;

/** yyyy-MM-dd of today (UTC, the server's calendar) plus `days`. */
export function isoToday(days = 0, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

let seq = 0;
export const newQuestion = (question = '', required = false): QuestionDraft => ({ key: `q-${++seq}`, question, required });

/** A new circular: posted today, open for 30 days, active. */
export function emptyCircular(now = new Date()): CircularValues {
  return {
    title: '',
    description: '',
    job_position: '',
    posting_date: isoToday(0, now),
    type: 'full_time',
    salary_type: 'monthly',
    salary_range_min: '',
    salary_range_max: '',
    workplace: 'on_site',
    restrictions: '',
    deadline: isoToday(30, now),
    active: true,
    questions: [],
  };
}

export function toValues(c: JobCircularDetail): CircularValues {
  const d = c.job_circular_detail;
  return {
    title: c.title,
    description: c.description,
    job_position: c.job_position,
    posting_date: c.posting_date,
    type: d.type,
    salary_type: d.salary_type,
    salary_range_min: d.salary_range_min === null ? '' : String(d.salary_range_min),
    salary_range_max: d.salary_range_max === null ? '' : String(d.salary_range_max),
    workplace: d.workplace,
    restrictions: d.restrictions,
    deadline: d.deadline,
    active: c.active,
    questions: [...c.questions].sort((a, b) => a.position - b.position).map((q) => ({ ...newQuestion(q.question, q.required), id: q.id })),
  };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_RE = /^\d{1,10}$/;
function realDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The rules said before sending: field (or `questions.<index>.question`) -> i18n key under `form.errors`. */
export function checkCircular(v: CircularValues): Record<string, string> {
  const out: Record<string, string> = {};
  const fail = (field: string, failed: boolean, key: string) => {
    if (failed && !out[field]) out[field] = `form.errors.${key}`;
  };
  fail('title', v.title.trim() === '', 'required');
  fail('job_position', v.job_position.trim() === '', 'required');
  fail('posting_date', v.posting_date.trim() !== '' && !realDate(v.posting_date.trim()), 'date');
  fail('deadline', v.deadline.trim() === '', 'required');
  fail('deadline', !realDate(v.deadline.trim()), 'date');
  fail('deadline', realDate(v.deadline.trim()) && realDate(v.posting_date.trim()) && v.deadline.trim() < v.posting_date.trim(), 'deadlineBeforePosting');
  fail('type', v.type === '', 'choose');
  fail('salary_type', v.salary_type === '', 'choose');
  fail('workplace', v.workplace === '', 'choose');
  const min = v.salary_range_min.trim();
  const max = v.salary_range_max.trim();
  fail('salary_range_min', min !== '' && !WHOLE_RE.test(min), 'whole');
  fail('salary_range_max', max !== '' && !WHOLE_RE.test(max), 'whole');
  fail('salary_range_max', WHOLE_RE.test(min) && WHOLE_RE.test(max) && Number(max) < Number(min), 'maxBelowMin');
  v.questions.forEach((q, i) => fail(`questions.${i}.question`, q.question.trim() === '', 'questionEmpty'));
  if (v.questions.length > MAX_QUESTIONS) out.questions = 'form.errors.tooManyQuestions';
  return out;
}

export const MAX_QUESTIONS = 30;

const money = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** POST job-circular's body (PUT takes the same fields: the form sends them all). */
export function toBody(v: CircularValues): CircularBody {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    job_position: v.job_position.trim(),
    ...(v.posting_date.trim() ? { posting_date: v.posting_date.trim() } : {}),
    active: v.active,
    job_circular_detail: {
      type: v.type as JobType,
      salary_type: v.salary_type as SalaryType,
      salary_range_min: money(v.salary_range_min),
      salary_range_max: money(v.salary_range_max),
      workplace: v.workplace as Workplace,
      restrictions: v.restrictions.trim(),
      deadline: v.deadline.trim(),
    },
  };
}

/** POST job-question's list: the editor's order, stored ids kept. */
export function toQuestionInputs(questions: readonly QuestionDraft[]): QuestionInput[] {
  return questions.map((q) => ({ ...(q.id !== undefined ? { id: q.id } : {}), question: q.question.trim(), required: q.required }));
}

/**
 * A 422 of the circular's calls onto the form's fields: `job_circular_detail.deadline` -> `deadline`, the question
 * set's `questions.2.question` kept as it is; anything else goes above the form.
 */
export function mapServerErrors(errors: Record<string, string[]>): { fields: Record<string, string>; form: string[] } {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  const known = new Set(['title', 'description', 'job_position', 'posting_date', 'active', 'type', 'salary_type', 'salary_range_min', 'salary_range_max', 'workplace', 'restrictions', 'deadline', 'questions']);
  for (const [raw, messages] of Object.entries(errors)) {
    const m = messages[0];
    if (!m) continue;
    const field = raw.startsWith('job_circular_detail.') ? raw.slice('job_circular_detail.'.length) : raw;
    if (known.has(field) || /^questions\.\d+\.question$/.test(field)) fields[field] ??= m;
    else form.push(m);
  }
  return { fields, form };
}

// ---- the questions editor ----

/** Moves one question by `delta` places (clamped); the same order when nothing moves. */
export function moveQuestion<T extends { key: string }>(list: readonly T[], key: string, delta: number): T[] {
  const from = list.findIndex((q) => q.key === key);
  const to = Math.max(0, Math.min(list.length - 1, from + delta));
  if (from < 0 || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The questions in the order of `keys` (what the sortable list hands back); unknown keys are ignored. */
export function reorderQuestions<T extends { key: string }>(list: readonly T[], keys: readonly string[]): T[] {
  const byKey = new Map(list.map((q) => [q.key, q]));
  const ordered = keys.map((k) => byKey.get(k)).filter((q): q is T => q !== undefined);
  // anything the keys missed stays, at the end, so nothing is lost
  return [...ordered, ...list.filter((q) => !keys.includes(q.key))];
}

export function removeQuestion<T extends { key: string }>(list: readonly T[], key: string): T[] {
  return list.filter((q) => q.key !== key);
}

export function patchQuestion<T extends { key: string }>(list: readonly T[], key: string, patch: Partial<T>): T[] {
  return list.map((q) => (q.key === key ? { ...q, ...patch } : q));
}

// ---- facts the pages show ----

/** Whether a circular takes applications today (the server's rule: active and the deadline, inclusive, not passed). */
export function isOpen(c: { active: boolean; deadline: string }, today = isoToday()): boolean {
  return c.active && today <= c.deadline;
}

/** The state a list shows: inactive, closed (past its deadline) or open. */
export function circularState(c: { active: boolean; job_circular_detail: { deadline: string } }, today = isoToday()): 'inactive' | 'closed' | 'open' {
  if (!c.active) return 'inactive';
  return today <= c.job_circular_detail.deadline ? 'open' : 'closed';
}

/** The shareable address of a circular's public page on this centre's (or the platform's) own address. */
export function publicLink(origin: string, id: number): string {
  return `${origin.replace(/\/+$/, '')}/job-circular/${id}`;
}

/** A whole amount in the centre's currency, in the reader's language's digits. */
export function formatSalary(amount: number, currency: string, language: string): string {
  const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
  }
}

/** The salary range as one line: "min – max", "from min", "up to max", or null when neither is given. */
export function salaryRange(min: number | null, max: number | null, currency: string, language: string): { kind: 'range' | 'from' | 'upTo'; text: string } | null {
  const f = (n: number) => formatSalary(n, currency, language);
  if (min !== null && max !== null) return { kind: 'range', text: min === max ? f(min) : `${f(min)} – ${f(max)}` };
  if (min !== null) return { kind: 'from', text: f(min) };
  if (max !== null) return { kind: 'upTo', text: f(max) };
  return null;
}

/** `{name}` and `{position}` filled in as the server will (server/modules/jobs/rules.ts renderTemplate), for the preview. */
export function renderTemplate(template: string, values: { name: string; position: string }): string {
  return template.replace(/\{\s*(name|position)\s*\}/gi, (_m, key: string) => (key.toLowerCase() === 'name' ? values.name : values.position));
}
