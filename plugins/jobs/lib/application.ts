/**
 * The trainer application wizard's steps, what each step owns and sends, the rules the page says before sending,
 * and where the draft lives in the address (docs/product-spec.md §14; server/modules/jobs/contracts.ts). The server
 * checks everything again; a local message is a key (`job:<key>`) that the page translates, a server message is
 * English.
 */
import type { Answer, Degree, Job, TrainerApplication } from '../api/application-api';

/** The client's steps: the server's APPLICATION_STEPS with `review` for its `submit` (the review page submits). */
export const STEPS = ['basic-information', 'job-properties', 'educational-qualification', 'employment-history', 'job-questions', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** A degree or a job as the form holds it: every field text (a year typed half-way), plus a key for React. */
export interface DegreeDraft {
  key: string;
  degree: string;
  institution: string;
  subject: string;
  passing_year: string;
  result: string;
}
export interface JobDraft {
  key: string;
  organization: string;
  designation: string;
  start_date: string;
  /** '' with `current` = the job of today */
  end_date: string;
  current: boolean;
  responsibilities: string;
}

export interface Draft {
  job_circular_id: number;
  applicant_name: string;
  applicant_email: string;
  applicant_contact_number: string;
  /** text as typed; whole units of the centre's currency */
  expected_salary: string;
  choosing_reason: string;
  cv: string | null;
  /** the file names the applicant chose (shown beside the uploaded documents; not sent) */
  cv_name: string;
  pte_score_card: string | null;
  pte_score_card_name: string;
  educational_details: DegreeDraft[];
  experience_details: JobDraft[];
  /** question id -> answer */
  answers: Record<string, string>;
}

export const MAX_DEGREES = 20;
export const MAX_JOBS = 30;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
const DEGREE_FIELDS = ['degree', 'institution', 'subject', 'passing_year', 'result'] as const;
const JOB_FIELDS = ['organization', 'designation', 'start_date', 'end_date', 'responsibilities'] as const;

/** `educational_details.0.degree` … for every row the server may name in a 422 (shown at the row's field). */
const rowFields = (root: string, max: number, fields: readonly string[]) => Array.from({ length: max }, (_, i) => fields.map((f) => `${root}.${i}.${f}`)).flat();

/**
 * The fields each step owns: a 422 on one of them shows at the field. The job-questions step owns
 * `answers.<question id>`, known only once the circular is read: `ownAnswers` fills them in.
 */
export const STEP_FIELDS: Record<Step, string[]> = {
  'basic-information': ['applicant_name', 'applicant_email', 'applicant_contact_number'],
  'job-properties': ['expected_salary', 'choosing_reason', 'cv', 'pte_score_card'],
  'educational-qualification': ['educational_details', ...rowFields('educational_details', MAX_DEGREES, DEGREE_FIELDS)],
  'employment-history': ['experience_details', ...rowFields('experience_details', MAX_JOBS, JOB_FIELDS)],
  'job-questions': ['answers'],
  review: [],
};

/** The circular's questions become the job-questions step's own fields (the definition's list is shared: kept in place). */
export function ownAnswers(questionIds: readonly number[], fields: Record<Step, string[]> = STEP_FIELDS): void {
  fields['job-questions'].splice(0, fields['job-questions'].length, 'answers', ...questionIds.map((id) => `answers.${id}`));
}

type Errors = Record<string, string[]>;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ()-]{5,25}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_RE = /^\d{1,10}$/;
export const QUARANTINE_PDF_RE = /^\/files\/quarantine\/[0-9a-f-]{36}\.pdf$/;

function realDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function rules(checks: [field: string, failed: boolean, key: string][]): Errors {
  const out: Errors = {};
  for (const [field, failed, key] of checks) if (failed && !out[field]) out[field] = [`job:${key}`];
  return out;
}

/** What the questions step needs to know of a question. */
export interface QuestionRef {
  id: number;
  required: boolean;
}

export function validateStep(step: Step, d: Partial<Draft>, questions: readonly QuestionRef[] = []): Errors {
  switch (step) {
    case 'basic-information':
      return rules([
        ['applicant_name', blank(d.applicant_name), 'required'],
        ['applicant_email', blank(d.applicant_email), 'required'],
        ['applicant_email', !blank(d.applicant_email) && !EMAIL_RE.test(String(d.applicant_email).trim()), 'email'],
        ['applicant_contact_number', blank(d.applicant_contact_number), 'required'],
        ['applicant_contact_number', !blank(d.applicant_contact_number) && !PHONE_RE.test(String(d.applicant_contact_number).trim()), 'phone'],
      ]);
    case 'job-properties': {
      const salary = String(d.expected_salary ?? '').trim();
      return rules([
        ['expected_salary', salary === '', 'required'],
        ['expected_salary', salary !== '' && !WHOLE_RE.test(salary), 'whole'],
        ['choosing_reason', blank(d.choosing_reason), 'required'],
        ['cv', !d.cv, 'cvRequired'],
      ]);
    }
    case 'educational-qualification': {
      const rows = d.educational_details ?? [];
      const out = rules([['educational_details', rows.length === 0, 'degreeRequired']]);
      rows.forEach((r, i) => {
        const year = r.passing_year.trim();
        Object.assign(
          out,
          rules([
            [`educational_details.${i}.degree`, blank(r.degree), 'required'],
            [`educational_details.${i}.institution`, blank(r.institution), 'required'],
            [`educational_details.${i}.passing_year`, year !== '' && (!/^\d{4}$/.test(year) || Number(year) < 1950 || Number(year) > 2100), 'year'],
          ]),
        );
      });
      return out;
    }
    case 'employment-history': {
      const out: Errors = {};
      (d.experience_details ?? []).forEach((r, i) => {
        const end = r.current ? '' : r.end_date.trim();
        Object.assign(
          out,
          rules([
            [`experience_details.${i}.organization`, blank(r.organization), 'required'],
            [`experience_details.${i}.designation`, blank(r.designation), 'required'],
            [`experience_details.${i}.start_date`, blank(r.start_date), 'required'],
            [`experience_details.${i}.start_date`, !blank(r.start_date) && !realDate(r.start_date.trim()), 'date'],
            [`experience_details.${i}.end_date`, !r.current && end === '', 'endRequired'],
            [`experience_details.${i}.end_date`, end !== '' && !realDate(end), 'date'],
            [`experience_details.${i}.end_date`, end !== '' && realDate(end) && realDate(r.start_date.trim()) && end < r.start_date.trim(), 'endBeforeStart'],
          ]),
        );
      });
      return out;
    }
    case 'job-questions':
      return rules(questions.map((q) => [`answers.${q.id}`, q.required && blank(d.answers?.[String(q.id)]), 'answerRequired']));
    case 'review':
      return {};
  }
}

/** Only the step's own fields travel with its save, in the server's shapes. */
export function stepPayload(step: Step, d: Partial<Draft>, questions: readonly QuestionRef[] = []): Record<string, unknown> {
  switch (step) {
    case 'basic-information':
      return {
        applicant_name: (d.applicant_name ?? '').trim(),
        applicant_email: (d.applicant_email ?? '').trim(),
        applicant_contact_number: (d.applicant_contact_number ?? '').trim(),
      };
    case 'job-properties': {
      const salary = String(d.expected_salary ?? '').trim();
      return {
        expected_salary: WHOLE_RE.test(salary) ? Number(salary) : salary,
        choosing_reason: (d.choosing_reason ?? '').trim(),
        cv: d.cv ?? '',
        pte_score_card: d.pte_score_card ?? null,
      };
    }
    case 'educational-qualification':
      return {
        educational_details: (d.educational_details ?? []).map((r) => {
          const year = r.passing_year.trim();
          return {
            degree: r.degree.trim(),
            institution: r.institution.trim(),
            subject: r.subject.trim(),
            passing_year: year === '' ? null : /^\d+$/.test(year) ? Number(year) : year,
            result: r.result.trim(),
          };
        }),
      };
    case 'employment-history':
      return {
        experience_details: (d.experience_details ?? []).map((r) => ({
          organization: r.organization.trim(),
          designation: r.designation.trim(),
          start_date: r.start_date.trim(),
          end_date: r.current || r.end_date.trim() === '' ? null : r.end_date.trim(),
          responsibilities: r.responsibilities.trim(),
        })),
      };
    case 'job-questions':
      return { answers: questions.map((q) => ({ question_id: q.id, answer: (d.answers?.[String(q.id)] ?? '').trim() })) };
    case 'review':
      return {};
  }
}

let keySeq = 0;
const nextKey = (prefix: string) => `${prefix}-${++keySeq}`;

export const emptyDegree = (): DegreeDraft => ({ key: nextKey('degree'), degree: '', institution: '', subject: '', passing_year: '', result: '' });
export const emptyJob = (): JobDraft => ({ key: nextKey('job'), organization: '', designation: '', start_date: '', end_date: '', current: false, responsibilities: '' });

/** What the server holds, as the wizard's data. */
export function toDraft(r: Pick<TrainerApplication, 'applicant_name' | 'applicant_email' | 'applicant_contact_number' | 'expected_salary' | 'choosing_reason' | 'cv' | 'pte_score_card' | 'educational_details' | 'experience_details' | 'answers'> & { job_circular: { id: number } }): Partial<Draft> {
  return {
    job_circular_id: r.job_circular.id,
    applicant_name: r.applicant_name,
    applicant_email: r.applicant_email,
    applicant_contact_number: r.applicant_contact_number,
    expected_salary: r.expected_salary === null ? '' : String(r.expected_salary),
    choosing_reason: r.choosing_reason,
    cv: r.cv,
    // the server keeps only the stored name (a UUID): the page says "uploaded" rather than show it
    cv_name: '',
    pte_score_card: r.pte_score_card,
    pte_score_card_name: '',
    educational_details: r.educational_details.map((x: Degree) => ({
      key: nextKey('degree'),
      degree: x.degree,
      institution: x.institution,
      subject: x.subject,
      passing_year: x.passing_year === null ? '' : String(x.passing_year),
      result: x.result,
    })),
    experience_details: r.experience_details.map((x: Job) => ({
      key: nextKey('job'),
      organization: x.organization,
      designation: x.designation,
      start_date: x.start_date,
      end_date: x.end_date ?? '',
      current: x.end_date === null,
      responsibilities: x.responsibilities,
    })),
    answers: Object.fromEntries(r.answers.map((a: Answer) => [String(a.question_id), a.answer])),
  };
}

/** A new application's first data: the circular it is for, one empty degree row to fill. */
export function newDraft(circularId: number): Partial<Draft> {
  return { job_circular_id: circularId, educational_details: [emptyDegree()], experience_details: [], answers: {} };
}

// ---- the record id in the address: "<id>.<secret>", so a reload or the mailed link resumes with the address alone ----

export function recordKey(id: number | string, token: string): string {
  return `${id}.${token}`;
}

export function splitKey(key: string | number | null | undefined): { id: string; token: string } | null {
  if (key === null || key === undefined) return null;
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{16,256})$/.exec(String(key));
  return m ? { id: m[1]!, token: m[2]! } : null;
}

/** `?application=…&token=…` of the address (the mailed link's form), as a record key; null without both. */
export function keyFromSearch(search: URLSearchParams): string | null {
  const id = search.get('application');
  const token = search.get('token');
  return id && token && splitKey(`${id}.${token}`) ? `${id}.${token}` : null;
}

/** The address of a step; the first carries the circular in its path (docs/routes.md). */
export function addressOf(step: string, key: string | number | null, circularId: number | null | undefined): string {
  const k = splitKey(key);
  const query = k ? `?application=${k.id}&token=${encodeURIComponent(k.token)}` : '';
  if (step === 'basic-information') return `/job-application/basic-information/${circularId ?? ''}${query}`;
  return `/job-application/${step}${query}`;
}

/**
 * The step a resumed application opens: the mailed link names the first step, which means "where I left off" (the
 * step after the last saved); any other step of the address is kept when it can be reached.
 */
export function resumeTarget(urlStep: string | undefined): string | undefined {
  return urlStep === 'basic-information' ? undefined : urlStep;
}

// ---- the session's copy (a convenience: the address is what resumes) ----

const STORE_KEY = 'jobs.application';

export function rememberApplication(key: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(STORE_KEY, key);
  } catch {
    // private mode: the address still holds it
  }
}

export function forgetApplication(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(STORE_KEY);
  } catch {
    // nothing kept
  }
}

/** A file the applicant picked, checked before it is sent: PDF, at most 5 MiB. */
export function documentProblem(file: { name: string; type: string; size: number }): 'pdfOnly' | 'tooLarge' | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return 'pdfOnly';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}
