/**
 * The registration wizard's steps and the rules the page says before sending (docs/product-spec.md §11 "Public
 * wizards"). The server checks everything again and is the one that knows what is taken (the e-mail) or what a
 * promo code is worth; a local message is a key (`reg:<key>`) that the page translates, a server message is English.
 */
import type { RegistrationData } from '../api/registration-api';

export const STEPS = ['basic-information', 'details', 'course', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];
/** After the wizard: the invoice and how to pay, then what happens next. */
export const AFTER = ['payment', 'success'] as const;
export const MAX_INSTALMENTS = 3;

/** What the wizard holds: the server's fields plus the password pair (sent once, never read back). */
export type Draft = Omit<RegistrationData, 'has_password'> & { has_password?: boolean; password?: string; password_confirmation?: string };

export const STEP_FIELDS: Record<Step, readonly (keyof Draft & string)[]> = {
  'basic-information': ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation'],
  details: ['date_of_birth', 'address', 'target_score', 'exam_date'],
  course: ['package_id', 'branch_id', 'promo_code', 'instalments'],
  confirmation: ['terms_accepted'],
};

type Errors = Record<string, string[]>;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ()-]{5,25}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function rules(checks: [field: string, failed: boolean, key: string][]): Errors {
  const out: Errors = {};
  for (const [field, failed, key] of checks) if (failed && !out[field]) out[field] = [`reg:${key}`];
  return out;
}

function realDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** yyyy-MM-dd of today (UTC) plus `days`. */
export function isoToday(days = 0, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The password rules of sign-in: at least 8 characters with a letter and a digit. */
export function passwordProblem(password: string): 'passwordShort' | 'passwordMix' | null {
  if (password.length < 8) return 'passwordShort';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'passwordMix';
  return null;
}

export function validateStep(step: Step, d: Partial<Draft>, now = new Date()): Errors {
  switch (step) {
    case 'basic-information': {
      const password = d.password ?? '';
      // a password given before (a resume) may stay: both fields empty keep it
      const needsPassword = !d.has_password || password !== '';
      const problem = password ? passwordProblem(password) : null;
      return rules([
        ['first_name', blank(d.first_name), 'required'],
        ['last_name', blank(d.last_name), 'required'],
        ['email', blank(d.email), 'required'],
        ['email', !blank(d.email) && !EMAIL_RE.test(String(d.email).trim()), 'email'],
        ['phone', blank(d.phone), 'required'],
        ['phone', !blank(d.phone) && !PHONE_RE.test(String(d.phone).trim()), 'phone'],
        ['password', needsPassword && password === '', 'required'],
        ['password', problem !== null, problem ?? 'required'],
        ['password_confirmation', needsPassword && password !== '' && password !== (d.password_confirmation ?? ''), 'confirmation'],
      ]);
    }
    case 'details': {
      const dob = d.date_of_birth ?? '';
      const exam = d.exam_date ?? '';
      const score = d.target_score;
      return rules([
        ['date_of_birth', blank(dob), 'required'],
        ['date_of_birth', !blank(dob) && !realDate(dob), 'date'],
        ['date_of_birth', realDate(dob) && (dob > isoToday(-10 * 365, now) || dob < isoToday(-100 * 366, now)), 'birthRange'],
        ['address', blank(d.address), 'required'],
        ['target_score', score !== undefined && score !== null && (!Number.isInteger(score) || score < 10 || score > 90), 'score'],
        ['exam_date', !blank(exam) && !realDate(exam), 'date'],
        ['exam_date', realDate(exam) && (exam < isoToday(-1, now) || exam > isoToday(2 * 366, now)), 'examRange'],
      ]);
    }
    case 'course': {
      const n = d.instalments ?? 1;
      return rules([
        ['package_id', !d.package_id, 'package'],
        ['instalments', !Number.isInteger(n) || n < 1 || n > MAX_INSTALMENTS, 'instalments'],
      ]);
    }
    case 'confirmation':
      return rules([['terms_accepted', d.terms_accepted !== true, 'terms']]);
  }
}

/** Only the step's own fields travel with its save (the password only when typed). */
export function stepPayload(step: Step, d: Partial<Draft>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of STEP_FIELDS[step]) {
    const v = d[f];
    if (v === undefined) continue;
    out[f] = typeof v === 'string' && f !== 'password' && f !== 'password_confirmation' ? v.trim() : v;
  }
  if (step === 'basic-information' && !d.password) {
    out.password = '';
    out.password_confirmation = '';
  }
  if (step === 'details') {
    if (blank(out.exam_date)) out.exam_date = null;
    if (out.target_score === undefined) out.target_score = null;
  }
  if (step === 'course' && blank(out.promo_code)) out.promo_code = null;
  return out;
}

// ---- the record id in the address: "<id>.<secret>", so a reload or another device resumes with the link alone ----

/** The wizard's record id: the draft id and its secret together (the secret never leaves the address otherwise). */
export function recordKey(id: number | string, token: string): string {
  return `${id}.${token}`;
}

export function splitKey(key: string | number | null | undefined): { id: string; token: string } | null {
  if (key === null || key === undefined) return null;
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{16,128})$/.exec(String(key));
  return m ? { id: m[1]!, token: m[2]! } : null;
}

/** `?id=…&token=…` of the address, as a record key (null without both). */
export function keyFromSearch(search: URLSearchParams): string | null {
  const id = search.get('id');
  const token = search.get('token');
  return id && token && splitKey(`${id}.${token}`) ? `${id}.${token}` : null;
}

export function addressOf(step: string, key: string | number | null): string {
  const k = splitKey(key);
  return `/registration/${step}${k ? `?id=${k.id}&token=${encodeURIComponent(k.token)}` : ''}`;
}

// ---- the session's copy (a convenience: the link in the address is what resumes) ----

const STORE_KEY = 'registration.draft';

export function rememberDraft(key: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(STORE_KEY, key);
  } catch {
    // private mode: the address still holds it
  }
}

export function rememberedDraft(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): string | null {
  try {
    const v = storage?.getItem(STORE_KEY) ?? null;
    return splitKey(v) ? v : null;
  } catch {
    return null;
  }
}

export function forgetDraft(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(STORE_KEY);
  } catch {
    // nothing kept
  }
}

/** What the server holds, as the wizard's data (the password fields empty: never read back). */
export function toDraft(r: { data: RegistrationData }): Partial<Draft> {
  return { ...r.data, password: '', password_confirmation: '' };
}
