/**
 * The applicant's side (README.md "Applying"): anonymous visitors apply to a circular of the address they are on (a
 * centre's sub-domain, or the platform domain for the master's circulars). POST trainer-application creates a draft
 * with the basic information and answers its resume secret once (the row keeps its SHA-256; the link is mailed
 * through the outbox); each later call carries the secret in the header X-Application-Token. A wrong or missing
 * secret answers 404, as for a missing id, so nobody learns that an application exists or reads another's.
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { originFor } from '../../kernel/config.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { parseOr422 } from '../../kernel/envelope.ts';
import { AppError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { QUARANTINE_TYPE } from '../../kernel/files.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { publicVerb } from '../../kernel/permissions.ts';
import { addressKey, DEFAULT_LOGIN_THROTTLE, scopeVerdict } from '../../kernel/throttle.ts';
import { hashToken, looksLikeToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { jobCirculars, trainerApplications, uploads } from '../../db/schema.ts';
import {
  BasicInformation, EducationalQualification, EmploymentHistory, JOB_DOCUMENT_MAX_BYTES, JobProperties, JobQuestionAnswers,
  type ApplicationPutBody, type ApplicationStep, type StartApplicationBody, type TrainerApplication,
} from './contracts.ts';
import { answerProblems, circularOpen, missingSteps, todayUtc } from './rules.ts';
import { APPLICATION_NOT_FOUND, PLATFORM_NAME, applicationOf, ownedBy, questionsOf, type ApplicationRow, type CircularRow } from './scope.ts';

export const CIRCULAR_CLOSED = 'This job circular is no longer accepting applications.';
export const ALREADY_SUBMITTED = 'This application has been submitted already.';
export const ALREADY_APPLIED = 'You have already applied for this job with this e-mail address.';

/** The owner of the address (null: the platform domain), and the transaction options its public reads need. */
function place(ctx: RequestContext): { org: number | null; opts: { platformPublic: boolean } } {
  const org = ctx.tenant ? ctx.tenant.id : null;
  return { org, opts: { platformPublic: org === null } };
}

// ---- throttle: drafts created per client address (the login throttle's table and rules, a key of its own) ----

/** A visitor starts a few applications at most; a script starting thousands is refused (429 `application_throttled`). */
export const APPLICATION_THROTTLE = { windowMs: 15 * 60 * 1000, rule: { slowAfter: 20, refuseAt: 20 } } as const;

const throttleKey = (ctx: RequestContext) => `job-application:${ctx.tenant?.subdomain ?? ''}`;

async function checkThrottle(ctx: RequestContext): Promise<void> {
  const rows = await ctx.db.query<{ t: number; now: number }>(
    `select (extract(epoch from created_at) * 1000)::float8 as t, (extract(epoch from now()) * 1000)::float8 as now from login_attempts
      where account_key = $1 and ip = $2 and created_at > now() - make_interval(secs => $3) order by created_at desc limit $4`,
    [throttleKey(ctx), addressKey(ctx.ip), APPLICATION_THROTTLE.windowMs / 1000, APPLICATION_THROTTLE.rule.refuseAt],
  );
  const now = rows[0] ? Number(rows[0].now) : Date.now();
  const v = scopeVerdict(rows.map((r) => Number(r.t)), APPLICATION_THROTTLE.rule, { ...DEFAULT_LOGIN_THROTTLE, windowMs: APPLICATION_THROTTLE.windowMs }, now);
  if (v.kind === 'open') return;
  const minutes = Math.max(1, Math.ceil(v.retryAfterMs / 60_000));
  throw new AppError(429, `Too many applications from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { 'Retry-After': String(Math.ceil(v.retryAfterMs / 1000)) }, 'application_throttled');
}

async function countAttempt(ctx: RequestContext): Promise<void> {
  await ctx.db.query(`insert into login_attempts (account_key, ip) values ($1, $2)`, [throttleKey(ctx), addressKey(ctx.ip)]);
}

// ---- checks ----

function closed(): AppError {
  return new AppError(409, CIRCULAR_CLOSED, undefined, undefined, 'circular_closed');
}

function requireOpen(c: CircularRow): void {
  if (!circularOpen(c, todayUtc())) throw closed();
}

/** Nobody applies twice to one circular with one address (a submitted application; drafts aside). */
async function requireNotApplied(tx: Tx, circularId: number, email: string, exceptId?: number): Promise<void> {
  const [hit] = await tx
    .select({ id: trainerApplications.id })
    .from(trainerApplications)
    .where(
      and(
        eq(trainerApplications.circularId, circularId),
        ne(trainerApplications.status, 'draft'),
        sql`lower(${trainerApplications.applicantEmail}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(trainerApplications.id, exceptId),
      ),
    );
  if (hit) throw ValidationError.field('applicant_email', ALREADY_APPLIED);
}

/**
 * A document an applicant names: a file of the quarantine folder uploaded on this address, a PDF by its sniffed
 * content (the upload stored it as such), at most JOB_DOCUMENT_MAX_BYTES, and not named by another application.
 */
async function checkDocument(tx: Tx, org: number | null, applicationId: number, path: string, field: 'cv' | 'pte_score_card'): Promise<void> {
  const [u] = await tx
    .select({ mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.type, QUARANTINE_TYPE), org === null ? isNull(uploads.organizationId) : eq(uploads.organizationId, org)));
  const label = field === 'cv' ? 'CV' : 'PTE score card';
  if (!u) throw ValidationError.field(field, `Upload the ${label} first: this is not a file uploaded here.`);
  if (u.mime !== 'application/pdf') throw ValidationError.field(field, `The ${label} must be a PDF file.`);
  if (u.size > JOB_DOCUMENT_MAX_BYTES) throw ValidationError.field(field, `The ${label} may not be larger than ${JOB_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`);
  const [other] = await tx
    .select({ id: trainerApplications.id })
    .from(trainerApplications)
    .where(and(or(eq(trainerApplications.cv, path), eq(trainerApplications.pteScoreCard, path)), ne(trainerApplications.id, applicationId)));
  if (other) throw ValidationError.field(field, `This file belongs to another application: upload your ${label} again.`);
}

/** The application of this address with this id and secret, or 404 (a wrong secret looks like a missing id). */
async function findOwn(tx: Tx, org: number | null, id: number, token: string, lock = false): Promise<ApplicationRow> {
  if (!looksLikeToken(token)) throw new NotFoundError(APPLICATION_NOT_FOUND);
  const q = tx
    .select()
    .from(trainerApplications)
    .where(
      and(
        eq(trainerApplications.id, id),
        org === null ? isNull(trainerApplications.organizationId) : eq(trainerApplications.organizationId, org),
        eq(trainerApplications.tokenHash, hashToken(token)),
      ),
    );
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
  return row;
}

async function circularOf(tx: Tx, id: number): Promise<CircularRow> {
  const [c] = await tx.select().from(jobCirculars).where(eq(jobCirculars.id, id));
  if (!c) throw new NotFoundError(APPLICATION_NOT_FOUND);
  return c;
}

const placeName = (ctx: RequestContext) => ctx.tenant?.name ?? PLATFORM_NAME;

export function resumeLink(ctx: RequestContext, circularId: number, applicationId: number, token: string): string {
  return `${originFor(ctx.config, ctx.tenant?.subdomain ?? null)}/job-application/basic-information/${circularId}?application=${applicationId}&token=${encodeURIComponent(token)}`;
}

// ---- verbs ----

/** POST trainer-application: a draft with the basic information; the answer carries the resume secret once. */
export async function startApplication({ ctx, input }: Verb<StartApplicationBody>): Promise<TrainerApplication> {
  publicVerb(ctx);
  const { org, opts } = place(ctx);
  const basic = parseOr422(BasicInformation, input.data);
  await checkThrottle(ctx);
  const token = newToken();
  const created = await withTenantTx(
    ctx,
    async (tx) => {
      const [c] = await tx.select().from(jobCirculars).where(and(eq(jobCirculars.id, input.job_circular_id), ownedBy(org), eq(jobCirculars.active, true)));
      if (!c) throw ValidationError.field('job_circular_id', 'This job circular does not exist.');
      requireOpen(c);
      await requireNotApplied(tx, c.id, basic.applicant_email);
      const [row] = await tx
        .insert(trainerApplications)
        .values({
          organizationId: org,
          circularId: c.id,
          tokenHash: hashToken(token),
          step: 'basic-information',
          visited: ['basic-information'],
          applicantName: basic.applicant_name,
          applicantEmail: basic.applicant_email,
          applicantContactNumber: basic.applicant_contact_number,
        })
        .returning();
      await enqueueMail(tx, {
        organizationId: org,
        to: basic.applicant_email,
        subject: `Your application for ${c.jobPosition} at ${placeName(ctx)}`,
        text:
          `Hello ${basic.applicant_name},\n\nYou started an application for "${c.title}" (${c.jobPosition}) at ${placeName(ctx)}.\n\n` +
          `Continue it any time, on any device, with this link (keep it private: it opens your application):\n${resumeLink(ctx, c.id, row!.id, token)}\n\n` +
          `Applications close at the end of ${c.deadline} (UTC).\n`,
      });
      return applicationOf(tx, row!, 'applicant', token);
    },
    opts,
  );
  await countAttempt(ctx);
  return created;
}

/** GET trainer-application/{id} with X-Application-Token: the applicant's own application. */
export async function showOwnApplication({ ctx, input }: Verb<{ id: number; token: string }>): Promise<TrainerApplication> {
  publicVerb(ctx);
  const { org, opts } = place(ctx);
  return withTenantTx(ctx, async (tx) => applicationOf(tx, await findOwn(tx, org, input.id, input.token), 'applicant'), opts);
}

const REVIEW_FIELDS = ['point', 'expected_salary', 'status', 'active', 'reviewer_note', 'organization_id'] as const;

/**
 * PUT trainer-application/{id} with X-Application-Token: saves one step (`data` holds the step's fields, checked
 * with the form's own names); `submit` checks everything again and submits. Steps go in order (422 `step`), only
 * while the circular is open (409 `circular_closed`) and the application is a draft (409 `already_submitted`).
 */
export async function saveApplicationStep({ ctx, input }: Verb<ApplicationPutBody & { id: number; token: string }>): Promise<TrainerApplication> {
  publicVerb(ctx);
  const { org, opts } = place(ctx);
  const { step } = input;
  if (!step) {
    const review = REVIEW_FIELDS.find((f) => input[f] !== undefined);
    throw ValidationError.field(review ?? 'step', review ? 'Sign in as the centre\'s staff to review an application.' : 'Choose a step.');
  }
  const data = input.data ?? {};
  // parsed before the transaction: a 422 costs no lock
  const basic = step === 'basic-information' ? parseOr422(BasicInformation, data) : null;
  const props = step === 'job-properties' ? parseOr422(JobProperties, data) : null;
  const education = step === 'educational-qualification' ? parseOr422(EducationalQualification, data) : null;
  const employment = step === 'employment-history' ? parseOr422(EmploymentHistory, data) : null;
  const answers = step === 'job-questions' ? parseOr422(JobQuestionAnswers, data) : null;
  try {
    return await withTenantTx(
      ctx,
      async (tx) => {
        const row = await findOwn(tx, org, input.id, input.token, true);
        if (row.status !== 'draft') throw new AppError(409, ALREADY_SUBMITTED, undefined, undefined, 'already_submitted');
        const c = await circularOf(tx, row.circularId);
        if (!c.active || !circularOpen(c, todayUtc())) throw closed();
        const questions = await questionsOf(tx, c.id);
        const missing = missingSteps(row.visited, step as ApplicationStep).filter((s) => s !== 'job-questions' || questions.length > 0);
        if (missing.length) throw ValidationError.field('step', `Complete the ${missing[0]!.replace(/-/g, ' ')} step first.`);
        const set: Partial<typeof trainerApplications.$inferInsert> = {};
        if (basic) {
          await requireNotApplied(tx, c.id, basic.applicant_email, row.id);
          Object.assign(set, { applicantName: basic.applicant_name, applicantEmail: basic.applicant_email, applicantContactNumber: basic.applicant_contact_number });
        }
        if (props) {
          await checkDocument(tx, org, row.id, props.cv, 'cv');
          if (props.pte_score_card) await checkDocument(tx, org, row.id, props.pte_score_card, 'pte_score_card');
          if (props.pte_score_card && props.pte_score_card === props.cv) throw ValidationError.field('pte_score_card', 'Upload the PTE score card as a file of its own.');
          Object.assign(set, { expectedSalary: props.expected_salary, choosingReason: props.choosing_reason, cv: props.cv, pteScoreCard: props.pte_score_card ?? null });
        }
        if (education) set.educationalDetails = education.educational_details;
        if (employment) set.experienceDetails = employment.experience_details.map((j) => ({ ...j, end_date: j.end_date ?? null }));
        if (answers) {
          const problems = answerProblems(questions, answers.answers, true);
          if (Object.keys(problems).length) throw new ValidationError(problems);
          set.answers = answers.answers;
        }
        if (step === 'submit') {
          await submit(ctx, tx, org, row, c, questions);
          Object.assign(set, { status: 'new' as const, applicationDate: new Date() });
        }
        const visited = [...new Set([...row.visited, step])];
        const [saved] = await tx
          .update(trainerApplications)
          .set({ ...set, step, visited, updatedAt: new Date() })
          .where(eq(trainerApplications.id, row.id))
          .returning();
        return applicationOf(tx, saved!, 'applicant');
      },
      opts,
    );
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    // two submissions with one address at once: the unique index decides
    if (e?.code === '23505' || e?.cause?.code === '23505') throw ValidationError.field('applicant_email', ALREADY_APPLIED);
    throw err;
  }
}

/** Everything again before submitting: time has passed since each step (a question may have become required). */
async function submit(ctx: RequestContext, tx: Tx, org: number | null, row: ApplicationRow, c: CircularRow, questions: Awaited<ReturnType<typeof questionsOf>>): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (!row.cv) errors.cv = ['Upload your CV.'];
  if (row.expectedSalary === null) errors.expected_salary = ['The expected salary is required.'];
  if (!Array.isArray(row.educationalDetails) || row.educationalDetails.length === 0) errors.educational_details = ['Add at least one degree.'];
  Object.assign(errors, answerProblems(questions, Array.isArray(row.answers) ? row.answers : [], true));
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (row.cv) await checkDocument(tx, org, row.id, row.cv, 'cv');
  await requireNotApplied(tx, c.id, row.applicantEmail, row.id);
  await enqueueMail(tx, {
    organizationId: org,
    to: row.applicantEmail,
    subject: `We received your application for ${c.jobPosition}`,
    text:
      `Hello ${row.applicantName},\n\nThank you for applying for "${c.title}" (${c.jobPosition}) at ${placeName(ctx)}. ` +
      `We have received your application and will contact you at this address about the next steps.\n`,
  });
}
