/**
 * What the verbs of this module share (no verbs here): whose circulars a call sees, fetch-or-404 helpers and the
 * answer shapes built from rows. A centre's address sees the centre's rows; the platform domain the platform's
 * (organization_id null). Every query filters by that owner itself; row-level security is the second layer.
 */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { jobCirculars, jobQuestions, organizations, trainerApplications } from '../../db/schema.ts';
import { APPLICATION_STEPS, type Answer, type ApplicationSummary, type JobCircular, type JobCircularDetail, type JobQuestion, type TrainerApplication } from './contracts.ts';
import { applicantStatus, circularOpen, nextStatuses, todayUtc } from './rules.ts';

export type CircularRow = typeof jobCirculars.$inferSelect;
export type ApplicationRow = typeof trainerApplications.$inferSelect;

export const CIRCULAR_NOT_FOUND = 'Job circular not found.';
export const APPLICATION_NOT_FOUND = 'Application not found.';
/** the currency of a platform circular (the platform has no organizations row) */
export const PLATFORM_CURRENCY = 'BDT';
export const PLATFORM_NAME = 'the platform';

/** The owner a call works on: the centre of the address, or null (the platform's own rows). */
export function ownerOf(ctx: RequestContext): number | null {
  return ctx.tenant ? ctx.tenant.id : null;
}

export function ownedBy(org: number | null): SQL {
  return org === null ? isNull(jobCirculars.organizationId) : eq(jobCirculars.organizationId, org);
}
export function appOwnedBy(org: number | null): SQL {
  return org === null ? isNull(trainerApplications.organizationId) : eq(trainerApplications.organizationId, org);
}

/** The circular of this owner, or 404 (another owner's looks missing). */
export async function ownedCircular(tx: Tx, org: number | null, id: number, lock = false): Promise<CircularRow> {
  const q = tx.select().from(jobCirculars).where(and(eq(jobCirculars.id, id), ownedBy(org)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError(CIRCULAR_NOT_FOUND);
  return row;
}

export async function currencyOf(tx: Tx, org: number | null): Promise<string> {
  if (org === null) return PLATFORM_CURRENCY;
  const [o] = await tx.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, org));
  return o?.currency ?? PLATFORM_CURRENCY;
}

export async function questionsOf(tx: Tx, circularId: number): Promise<JobQuestion[]> {
  const rows = await tx.select().from(jobQuestions).where(eq(jobQuestions.circularId, circularId)).orderBy(asc(jobQuestions.position), asc(jobQuestions.id));
  return rows.map((q) => ({ id: q.id, question: q.question, required: q.required, position: q.position }));
}

export function detailOfRow(c: CircularRow) {
  return {
    type: c.jobType,
    salary_type: c.salaryType,
    salary_range_min: c.salaryRangeMin,
    salary_range_max: c.salaryRangeMax,
    workplace: c.workplace,
    restrictions: c.restrictions,
    deadline: c.deadline,
  };
}

/** Circulars as the list shows them, with their counts computed from the data. */
export async function circularsOf(tx: Tx, rows: readonly CircularRow[]): Promise<JobCircular[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const apps = await tx
    .select({ id: trainerApplications.circularId, n: sql<number>`count(*)::int` })
    .from(trainerApplications)
    .where(and(inArray(trainerApplications.circularId, ids), ne(trainerApplications.status, 'draft')))
    .groupBy(trainerApplications.circularId);
  const qs = await tx
    .select({ id: jobQuestions.circularId, n: sql<number>`count(*)::int` })
    .from(jobQuestions)
    .where(inArray(jobQuestions.circularId, ids))
    .groupBy(jobQuestions.circularId);
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((x): x is number => x !== null))];
  const orgs = orgIds.length ? await tx.select({ id: organizations.id, currency: organizations.currency }).from(organizations).where(inArray(organizations.id, orgIds)) : [];
  const appCount = new Map(apps.map((a) => [a.id, Number(a.n)]));
  const qCount = new Map(qs.map((q) => [q.id, Number(q.n)]));
  const currency = new Map(orgs.map((o) => [o.id, o.currency]));
  const today = todayUtc();
  return rows.map((c) => ({
    id: c.id,
    organization_id: c.organizationId,
    is_platform: c.organizationId === null,
    title: c.title,
    description: c.description,
    job_position: c.jobPosition,
    posting_date: c.postingDate,
    application_count: appCount.get(c.id) ?? 0,
    active: c.active,
    open: circularOpen(c, today),
    currency: c.organizationId === null ? PLATFORM_CURRENCY : (currency.get(c.organizationId) ?? PLATFORM_CURRENCY),
    job_circular_detail: detailOfRow(c),
    question_count: qCount.get(c.id) ?? 0,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

export async function circularDetailOf(tx: Tx, row: CircularRow): Promise<JobCircularDetail> {
  const [c] = await circularsOf(tx, [row]);
  return { ...c!, questions: await questionsOf(tx, row.id) };
}

interface StoredDegree {
  degree?: string;
  institution?: string;
  subject?: string;
  passing_year?: number | null;
  result?: string;
}
interface StoredJob {
  organization?: string;
  designation?: string;
  start_date?: string;
  end_date?: string | null;
  responsibilities?: string;
}

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function summaryOf(a: ApplicationRow, c: Pick<CircularRow, 'id' | 'title' | 'jobPosition'>): ApplicationSummary {
  return {
    id: a.id,
    organization_id: a.organizationId,
    job_circular: { id: c.id, title: c.title, job_position: c.jobPosition },
    applicant_name: a.applicantName,
    applicant_email: a.applicantEmail,
    applicant_contact_number: a.applicantContactNumber,
    application_date: a.applicationDate ? a.applicationDate.toISOString() : null,
    point: a.point,
    expected_salary: a.expectedSalary,
    status: a.status,
    active: a.active,
    cv: a.cv,
    pte_score_card: a.pteScoreCard,
  };
}

/** The whole application; the applicant's view hides the review (README.md "What an applicant sees"). */
export async function applicationOf(tx: Tx, a: ApplicationRow, viewer: 'staff' | 'applicant', token?: string): Promise<TrainerApplication> {
  const [c] = await tx.select().from(jobCirculars).where(eq(jobCirculars.id, a.circularId));
  if (!c) throw new NotFoundError(APPLICATION_NOT_FOUND);
  const questions = await questionsOf(tx, c.id);
  const given = new Map(list<{ question_id: number; answer: string }>(a.answers).map((x) => [x.question_id, x.answer]));
  const answers: Answer[] = questions.map((q) => ({ question_id: q.id, question: q.question, required: q.required, answer: given.get(q.id) ?? '' }));
  const staff = viewer === 'staff';
  const base = summaryOf(a, c);
  return {
    ...base,
    point: staff ? a.point : null,
    status: staff ? a.status : applicantStatus(a.status),
    viewer,
    ...(token !== undefined ? { token } : {}),
    step: a.step,
    visited: APPLICATION_STEPS.filter((s) => a.visited.includes(s)),
    choosing_reason: a.choosingReason,
    educational_details: list<StoredDegree>(a.educationalDetails).map((d) => ({
      degree: d.degree ?? '', institution: d.institution ?? '', subject: d.subject ?? '', passing_year: d.passing_year ?? null, result: d.result ?? '',
    })),
    experience_details: list<StoredJob>(a.experienceDetails).map((j) => ({
      organization: j.organization ?? '', designation: j.designation ?? '', start_date: j.start_date ?? '1970-01-01', end_date: j.end_date ?? null, responsibilities: j.responsibilities ?? '',
    })),
    answers,
    reviewer_note: staff ? a.reviewerNote : null,
    hired_user_id: staff ? a.hiredUserId : null,
    rejection_mailed_at: staff && a.rejectionMailedAt ? a.rejectionMailedAt.toISOString() : null,
    circular_open: circularOpen(c, todayUtc()),
    deadline: c.deadline,
    next_statuses: staff ? nextStatuses(a.status) : [],
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
