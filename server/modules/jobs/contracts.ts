// contracts: stable (additive changes only)
/**
 * Job circulars and trainer applications (docs/product-spec.md §14, this module's README.md): what every call takes
 * and answers. Zod only (the jobs plugin imports the types with `import type`); the API suite checks every answer
 * against these schemas. Base path /api/v1/, envelope and 422 shape of server/API-CONTRACT.md.
 *
 * Scope: on a centre's address (`X-Tenant`) everything is that centre's; on the platform domain (no `X-Tenant`) the
 * master's own circulars (organization_id null). Another scope's row is 404, as for a missing one.
 *
 * | method | path | who | input | answer (`data`) |
 * |---|---|---|---|---|
 * | GET | job-circular | JOB_CIRCULAR_INDEX | query CircularListQuery (search, active, page, per_page, sort, direction) | CircularList `{ items: JobCircular[], meta }` |
 * | GET | job-circular/{id} | JOB_CIRCULAR_INDEX | - | JobCircularDetail (circular + questions) |
 * | POST | job-circular | JOB_CIRCULAR_STORE | CircularBody | 201 JobCircularDetail |
 * | PUT | job-circular/{id} | JOB_CIRCULAR_UPDATE | CircularUpdateBody (any subset, at least one field) | JobCircularDetail |
 * | DELETE | job-circular/{id} | JOB_CIRCULAR_DESTROY | - | `{ id }`; 409 `code: circular_has_applications` when any submitted application exists (deactivate it instead: PUT `{active:false}`); drafts go with it |
 * | GET | job-circular/public/{id} | public (anonymous), on the circular's own address | - | PublicCircular (active circulars only, else 404; `open` false after the deadline) |
 * | GET | job-question/{id} | JOB_CIRCULAR_INDEX | {id} = a circular id | JobQuestionSet `{ job_circular_id, questions }` |
 * | POST | job-question | JOB_CIRCULAR_UPDATE | QuestionSetBody `{ job_circular_id, questions: [{id?, question, required}] }`: the whole ordered list, replaces it (a question keeps its id when sent back) | JobQuestionSet |
 * | GET | trainer-application | JOB_APPLICATION_INDEX | query ApplicationListQuery (job_circular_id, status, search, page, per_page, sort, direction) | ApplicationList (submitted applications only, never drafts) |
 * | GET | job-circular/trainer-application/{jobId} | JOB_APPLICATION_INDEX | query ApplicationListQuery (job_circular_id ignored) | ApplicationList of that circular; 404 for a circular of another scope |
 * | POST | trainer-application | public (anonymous) | StartApplicationBody `{ job_circular_id, step: 'basic-information', data: BasicInformation }` | 201 TrainerApplication with `token` (shown once); the resume link is e-mailed |
 * | GET | trainer-application/{id} | staff: JOB_APPLICATION_INDEX (bearer); applicant: header `X-Application-Token` (no bearer) | - | TrainerApplication (`viewer` says which view; the applicant's hides review fields) |
 * | PUT | trainer-application/{id} | applicant: header `X-Application-Token`, body `{ step, data }` (a step of APPLICATION_STEPS; `submit` submits); staff: JOB_APPLICATION_UPDATE (bearer), body ReviewBody fields | ApplicationPutBody | TrainerApplication |
 * | DELETE | trainer-application/{id} | JOB_APPLICATION_UPDATE | - | `{ id }` |
 * | POST | trainer-application/{id}/rejection-mail | JOB_APPLICATION_UPDATE | RejectionMailBody `{ subject?, body }` with `{name}` `{position}` placeholders | RejectionMailResult; 409 `code: not_rejected` unless the status is rejected |
 *
 * Applicant flow (the public wizard, routes /job-circular/{id} and /job-application/...): POST creates the draft with
 * the basic information and answers `token` once (the server keeps its SHA-256); the mail carries the resume link
 * `<origin>/job-application/basic-information/{job_circular_id}?application={id}&token={token}`. Every later call
 * sends the header `X-Application-Token: <token>` and no bearer; a wrong or missing token is 404 as for a missing id.
 * Steps are saved in order (a step needs every step before it: 422 `step`); `submit` checks everything again
 * (circular still open: 409 `code: circular_closed`; required answers: 422 `answers.<question_id>`), sends the
 * confirmation mail and answers status `new`. A submitted application answers 409 `code: already_submitted` to a step.
 * Step data errors are per field with the form's own names (`applicant_email`, `cv`,
 * `educational_details.0.degree`, `answers.<question_id>`), never prefixed with `data.`.
 *
 * Files: `cv` (required) and `pte_score_card` (optional) are paths answered by POST common/upload-file with
 * `type=quarantine`, uploaded on the same address: `/files/quarantine/<uuid>.pdf`. Only a PDF of at most 5 MiB
 * that was uploaded there is taken (422 on the field otherwise). Staff read them with GET /files/quarantine/<name>
 * (bearer + X-Tenant; coaching owner and admins, the master).
 *
 * Staff review (PUT with a bearer): `point` 0..100, `expected_salary`, `status` (transitions in STATUS_TRANSITIONS),
 * `active`, `reviewer_note`. `status: 'hired'` invites the applicant as a TRAINER of the circular's centre (the
 * invitation mail with a set-password link); 409 `code: email_taken` when the e-mail is already a user of that
 * centre. On the platform scope (a master's circular) hiring needs `organization_id`, the centre to invite into
 * (422 on `organization_id` without it).
 */
import { z } from 'zod';

/* ------------------------------------------------------------------ shared pieces */

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const BodyId = z.number({ error: 'Choose one.' }).int().min(1).max(MAX_INT);
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const text = (label: string, max: number) => z.string({ error: `The ${label} must be text.` }).trim().max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const required = (label: string, max: number) => text(label, max).min(1, { message: `The ${label} is required.` });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
const lower = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toLowerCase().pipe(z.enum(values));
const Flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
const NOTHING_TO_CHANGE = 'Send at least one field to change.';
const MAX_SALARY = 1_000_000_000;

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
/** a calendar date, yyyy-MM-dd */
export const IsoDateField = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `The ${label} must be a date in the form yyyy-MM-dd.` })
    .refine(isRealDate, { message: `The ${label} must be a valid date.` });
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'freelance'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const SALARY_TYPES = ['monthly', 'hourly', 'yearly', 'fixed', 'negotiable'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const;
export type Workplace = (typeof WORKPLACES)[number];

/** Every status; `draft` is the applicant's unsubmitted application, which staff never see. */
export const APPLICATION_STATUSES = ['draft', 'new', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What staff filter by and set. */
export const REVIEW_STATUSES = ['new', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Which status a reviewer may move an application to from each status (rules.ts enforces it; `hired` is final). */
export const STATUS_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  new: ['shortlisted', 'interview', 'rejected', 'hired'],
  shortlisted: ['new', 'interview', 'rejected', 'hired'],
  interview: ['shortlisted', 'rejected', 'hired'],
  rejected: ['shortlisted', 'interview'],
  hired: [],
};

/** The wizard's steps in order; `submit` is the review page's button (the review page only reads). */
export const APPLICATION_STEPS = ['basic-information', 'job-properties', 'educational-qualification', 'employment-history', 'job-questions', 'submit'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** A document uploaded with POST common/upload-file, type `quarantine` (a PDF; the server checks the upload itself). */
export const QuarantinePdfPath = z
  .string({ error: 'Upload the file first.' })
  .trim()
  .max(300)
  .regex(/^\/files\/quarantine\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/, { message: 'Upload a PDF file first: this is not an uploaded PDF.' });
/** the size limit of an applicant's PDF (the quarantine folder's own) */
export const JOB_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;
export const JobIdParams = z.object({ jobId: PathId });
export type JobIdParams = z.output<typeof JobIdParams>;

export const CIRCULAR_SORTS = ['posting_date', 'deadline', 'title', 'created_at', 'application_count'] as const;
/** GET job-circular */
export const CircularListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  active: opt(Flag),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  sort: opt(lower(CIRCULAR_SORTS)),
  direction: opt(lower(['asc', 'desc'] as const)),
});
export type CircularListQuery = z.output<typeof CircularListQuery>;

export const APPLICATION_SORTS = ['application_date', 'point', 'expected_salary', 'applicant_name'] as const;
/** GET trainer-application and GET job-circular/trainer-application/{jobId} */
export const ApplicationListQuery = z.object({
  job_circular_id: opt(PathId),
  status: opt(lower(REVIEW_STATUSES)),
  active: opt(Flag),
  /** name, e-mail or contact number */
  search: opt(z.string().trim().max(100)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  sort: opt(lower(APPLICATION_SORTS)),
  direction: opt(lower(['asc', 'desc'] as const)),
});
export type ApplicationListQuery = z.output<typeof ApplicationListQuery>;

/* ------------------------------------------------------------------ circular bodies */

const Salary = (label: string) =>
  z.number({ error: `The ${label} must be a whole number.` }).int({ message: `The ${label} must be a whole number.` }).min(0, { message: `The ${label} may not be negative.` }).max(MAX_SALARY, { message: `The ${label} is too large.` });

/** job_circular_detail. Salaries are whole units of the centre's currency (`currency` in the answer). */
export const CircularDetailInput = z.object({
  type: z.enum(JOB_TYPES, { error: 'Choose the job type.' }),
  salary_type: z.enum(SALARY_TYPES, { error: 'Choose the salary type.' }),
  salary_range_min: Salary('minimum salary').nullable().optional(),
  salary_range_max: Salary('maximum salary').nullable().optional(),
  workplace: z.enum(WORKPLACES, { error: 'Choose the workplace.' }),
  restrictions: text('restrictions', 2000).optional(),
  /** the last day applications are taken (inclusive, UTC) */
  deadline: IsoDateField('deadline'),
});
export type CircularDetailInput = z.output<typeof CircularDetailInput>;

/**
 * POST job-circular. `description` is plain text (line breaks kept, never HTML). `posting_date` defaults to today.
 * 422 `job_circular_detail.salary_range_max` when min > max; `job_circular_detail.deadline` before the posting date.
 */
export const CircularBody = z.object({
  title: required('title', 200),
  description: text('description', 20_000).optional(),
  job_position: required('job position', 150),
  posting_date: IsoDateField('posting date').optional(),
  active: z.boolean().optional(),
  job_circular_detail: CircularDetailInput,
});
export type CircularBody = z.output<typeof CircularBody>;

/** PUT job-circular/{id}: any subset; `job_circular_detail` fields are merged with the stored ones. */
export const CircularUpdateBody = z
  .object({
    title: required('title', 200).optional(),
    description: text('description', 20_000).optional(),
    job_position: required('job position', 150).optional(),
    posting_date: IsoDateField('posting date').optional(),
    active: z.boolean().optional(),
    job_circular_detail: CircularDetailInput.partial().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type CircularUpdateBody = z.output<typeof CircularUpdateBody>;

export const QuestionInput = z.object({
  /** an existing question of this circular keeps its id (answers given to it stay attached) */
  id: BodyId.optional(),
  question: required('question', 1000),
  required: z.boolean().optional().default(false),
});
export type QuestionInput = z.output<typeof QuestionInput>;
/** POST job-question: the circular's whole ordered list of screening questions (replaces it; at most 30). */
export const QuestionSetBody = z.object({
  job_circular_id: BodyId,
  questions: z.array(QuestionInput).max(30, { message: 'At most 30 questions.' }),
});
export type QuestionSetBody = z.output<typeof QuestionSetBody>;

/* ------------------------------------------------------------------ application bodies */

/** step basic-information */
export const BasicInformation = z.object({
  applicant_name: required('name', 150),
  applicant_email: z.string({ error: 'The e-mail is required.' }).trim().toLowerCase().max(254, { message: 'The e-mail may not be longer than 254 characters.' }).pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  applicant_contact_number: z
    .string({ error: 'The contact number is required.' })
    .trim()
    .max(30, { message: 'Enter a phone number of digits, spaces, brackets or dashes, with an optional leading +.' })
    .regex(/^\+?[0-9 ()-]{5,25}$/, { message: 'Enter a phone number of digits, spaces, brackets or dashes, with an optional leading +.' }),
});
export type BasicInformation = z.output<typeof BasicInformation>;

/** step job-properties */
export const JobProperties = z.object({
  expected_salary: Salary('expected salary'),
  choosing_reason: required('reason', 3000),
  cv: QuarantinePdfPath,
  pte_score_card: QuarantinePdfPath.nullable().optional(),
});
export type JobProperties = z.output<typeof JobProperties>;

const Year = z.number({ error: 'The year must be a whole number.' }).int({ message: 'The year must be a whole number.' }).min(1950, { message: 'The year must be between 1950 and 2100.' }).max(2100, { message: 'The year must be between 1950 and 2100.' });

export const Degree = z.object({
  degree: required('degree', 150),
  institution: required('institution', 200),
  subject: text('subject', 150).optional(),
  passing_year: Year.nullable().optional(),
  result: text('result', 50).optional(),
});
export type Degree = z.output<typeof Degree>;
/** step educational-qualification: at least one degree */
export const EducationalQualification = z.object({
  educational_details: z.array(Degree, { error: 'Add your degrees.' }).min(1, { message: 'Add at least one degree.' }).max(20, { message: 'At most 20 degrees.' }),
});
export type EducationalQualification = z.output<typeof EducationalQualification>;

export const Job = z
  .object({
    organization: required('organization', 200),
    designation: required('designation', 150),
    start_date: IsoDateField('start date'),
    /** null: the current job */
    end_date: IsoDateField('end date').nullable().optional(),
    responsibilities: text('responsibilities', 3000).optional(),
  })
  .superRefine((j, ctx) => {
    if (j.end_date && j.end_date < j.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date may not be before the start date.' });
  });
export type Job = z.output<typeof Job>;
/** step employment-history: may be empty (no experience yet) */
export const EmploymentHistory = z.object({
  experience_details: z.array(Job, { error: 'Send the list of jobs (empty when none).' }).max(30, { message: 'At most 30 jobs.' }),
});
export type EmploymentHistory = z.output<typeof EmploymentHistory>;

/** step job-questions: answers to this circular's questions only (422 `answers.<question_id>` otherwise). */
export const JobQuestionAnswers = z.object({
  answers: z.array(z.object({ question_id: BodyId, answer: text('answer', 5000) }), { error: 'Send the answers.' }).max(30),
});
export type JobQuestionAnswers = z.output<typeof JobQuestionAnswers>;

/** POST trainer-application: a new draft with its basic information. */
export const StartApplicationBody = z.object({
  job_circular_id: BodyId,
  step: z.literal('basic-information', { error: 'An application starts with the basic information.' }),
  /** BasicInformation, checked by the service (errors on its own field names) */
  data: z.record(z.string().max(64), z.unknown()),
});
export type StartApplicationBody = z.output<typeof StartApplicationBody>;

/** PUT trainer-application/{id}, staff (bearer, JOB_APPLICATION_UPDATE): at least one field. */
export const ReviewBody = z.object({
  point: z.number({ error: 'The point must be a whole number from 0 to 100.' }).int({ message: 'The point must be a whole number from 0 to 100.' }).min(0, { message: 'The point must be a whole number from 0 to 100.' }).max(100, { message: 'The point must be a whole number from 0 to 100.' }).nullable().optional(),
  expected_salary: Salary('expected salary').optional(),
  status: z.enum(REVIEW_STATUSES, { error: 'Choose a status: new, shortlisted, interview, rejected or hired.' }).optional(),
  active: z.boolean().optional(),
  reviewer_note: text('note', 5000).optional(),
  /** hiring from a platform circular: the centre the trainer is invited into */
  organization_id: BodyId.optional(),
});
export type ReviewBody = z.output<typeof ReviewBody>;

/**
 * PUT trainer-application/{id}: one body for both callers. The applicant (header X-Application-Token, no bearer)
 * sends `step` and `data` (the step's fields); staff (bearer) send ReviewBody fields. At least one field.
 */
export const ApplicationPutBody = ReviewBody.extend({
  step: z.enum(APPLICATION_STEPS, { error: 'Choose a step.' }).optional(),
  data: z.record(z.string().max(64), z.unknown()).optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['step'] });
export type ApplicationPutBody = z.output<typeof ApplicationPutBody>;

/** POST trainer-application/{id}/rejection-mail: `{name}` and `{position}` are replaced (rules.ts renderTemplate). */
export const RejectionMailBody = z.object({
  subject: text('subject', 200).optional(),
  body: required('message', 10_000),
});
export type RejectionMailBody = z.output<typeof RejectionMailBody>;

/* ------------------------------------------------------------------ answers */

export const CircularDetail = z.object({
  type: z.enum(JOB_TYPES),
  salary_type: z.enum(SALARY_TYPES),
  salary_range_min: Int.nullable(),
  salary_range_max: Int.nullable(),
  workplace: z.enum(WORKPLACES),
  restrictions: z.string(),
  deadline: IsoDate,
});
export type CircularDetail = z.infer<typeof CircularDetail>;

export const JobCircular = z.object({
  id: Int,
  /** null = a platform circular (the master's) */
  organization_id: Int.nullable(),
  is_platform: z.boolean(),
  title: z.string(),
  description: z.string(),
  job_position: z.string(),
  posting_date: IsoDate,
  /** submitted applications (drafts not counted) */
  application_count: Int,
  active: z.boolean(),
  /** active and the deadline not passed (UTC day, inclusive) */
  open: z.boolean(),
  /** the centre's currency the salaries are in */
  currency: z.string(),
  job_circular_detail: CircularDetail,
  question_count: Int,
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobCircular = z.infer<typeof JobCircular>;
export const CircularList = z.object({ items: z.array(JobCircular), meta: Meta });
export type CircularList = z.infer<typeof CircularList>;

export const JobQuestion = z.object({ id: Int, question: z.string(), required: z.boolean(), position: Int });
export type JobQuestion = z.infer<typeof JobQuestion>;

export const JobCircularDetail = JobCircular.extend({ questions: z.array(JobQuestion) });
export type JobCircularDetail = z.infer<typeof JobCircularDetail>;

export const JobQuestionSet = z.object({ job_circular_id: Int, questions: z.array(JobQuestion) });
export type JobQuestionSet = z.infer<typeof JobQuestionSet>;

/** GET job-circular/public/{id}: what a visitor sees (no counts, no internal dates). */
export const PublicCircular = z.object({
  id: Int,
  title: z.string(),
  description: z.string(),
  job_position: z.string(),
  posting_date: IsoDate,
  open: z.boolean(),
  /** why it takes no applications: null while open */
  closed_reason: z.enum(['deadline_passed']).nullable(),
  currency: z.string(),
  /** the centre's name (the platform's for a master's circular) */
  organization_name: z.string(),
  job_circular_detail: CircularDetail,
  questions: z.array(JobQuestion),
});
export type PublicCircular = z.infer<typeof PublicCircular>;

export const Answer = z.object({ question_id: Int, question: z.string(), required: z.boolean(), answer: z.string() });
export type Answer = z.infer<typeof Answer>;

export const DegreeOut = z.object({ degree: z.string(), institution: z.string(), subject: z.string(), passing_year: Int.nullable(), result: z.string() });
export const JobOut = z.object({ organization: z.string(), designation: z.string(), start_date: IsoDate, end_date: IsoDate.nullable(), responsibilities: z.string() });

/** A list row for staff. */
export const ApplicationSummary = z.object({
  id: Int,
  organization_id: Int.nullable(),
  job_circular: z.object({ id: Int, title: z.string(), job_position: z.string() }),
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_contact_number: z.string(),
  /** when it was submitted (ISO timestamp) */
  application_date: z.string().nullable(),
  point: Int.nullable(),
  expected_salary: Int.nullable(),
  status: z.enum(APPLICATION_STATUSES),
  active: z.boolean(),
  cv: z.string().nullable(),
  pte_score_card: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;
export const ApplicationList = z.object({ items: z.array(ApplicationSummary), meta: Meta });
export type ApplicationList = z.infer<typeof ApplicationList>;

/**
 * GET/PUT trainer-application/{id} and POST trainer-application. `viewer: 'applicant'` hides the review (point,
 * reviewer_note, hired_user_id are null; status is `draft` or `new` whatever the reviewers decided).
 */
export const TrainerApplication = ApplicationSummary.extend({
  viewer: z.enum(['staff', 'applicant']),
  /** the resume secret: only in the answer of POST trainer-application (shown once) */
  token: z.string().optional(),
  /** the last step saved */
  step: z.string(),
  visited: z.array(z.enum(APPLICATION_STEPS)),
  choosing_reason: z.string(),
  educational_details: z.array(DegreeOut),
  experience_details: z.array(JobOut),
  /** one per current question of the circular, in order (answer '' when not answered) */
  answers: z.array(Answer),
  reviewer_note: z.string().nullable(),
  /** the trainer invited on hiring */
  hired_user_id: Int.nullable(),
  rejection_mailed_at: z.string().nullable(),
  /** the circular as the wizard needs it: whether it still takes applications, and its deadline */
  circular_open: z.boolean(),
  deadline: IsoDate,
  /** the statuses a reviewer may move it to now (staff view; [] for the applicant) */
  next_statuses: z.array(z.enum(REVIEW_STATUSES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TrainerApplication = z.infer<typeof TrainerApplication>;

export const Deleted = z.object({ id: Int });
export type Deleted = z.infer<typeof Deleted>;

export const RejectionMailResult = z.object({ id: Int, to: z.string(), subject: z.string(), rejection_mailed_at: z.string() });
export type RejectionMailResult = z.infer<typeof RejectionMailResult>;
