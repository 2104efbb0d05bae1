/**
 * Job circulars and their screening questions (README.md): a centre's coaching owner and admins keep the centre's,
 * the master the platform's on the platform domain, with the same calls. The public reading of a circular is here
 * too (GET job-circular/public/{id}); the applicant's wizard is apply.ts, the staff's review applications.ts.
 */
import { and, asc, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { list } from '../../kernel/envelope.ts';
import { AppError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { publicVerb, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { jobCirculars, jobQuestions, trainerApplications } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { CircularBody, CircularList, CircularListQuery, CircularUpdateBody, Deleted, JobCircularDetail, JobQuestionSet, PublicCircular, QuestionSetBody } from './contracts.ts';
import { circularOpen, closedReason, deadlineProblem, salaryRangeProblem, todayUtc } from './rules.ts';
import { CIRCULAR_NOT_FOUND, PLATFORM_NAME, circularDetailOf, circularsOf, currencyOf, detailOfRow, ownedBy, ownedCircular, ownerOf, questionsOf } from './scope.ts';

/* ---------------------------------------------------------------- circulars: staff */

/** GET job-circular: the scope's circulars, filtered and paged; application_count counts submitted applications. */
export async function listCirculars({ ctx, input }: Verb<CircularListQuery>): Promise<CircularList> {
  requirePermission(ctx, 'JOB_CIRCULAR_INDEX');
  const org = ownerOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    ownedBy(org),
    input.active !== undefined ? eq(jobCirculars.active, input.active) : undefined,
    input.search
      ? sql`(lower(${jobCirculars.title} || ' ' || ${jobCirculars.jobPosition} || ' ' || ${jobCirculars.description}) like ${likePattern(input.search)})`
      : undefined,
  );
  const dir = input.direction === 'asc' ? asc : input.direction === 'desc' ? desc : undefined;
  const appCount = sql`(select count(*) from trainer_applications a where a.circular_id = ${jobCirculars.id} and a.status <> 'draft')`;
  const order: SQL[] =
    input.sort === 'title'
      ? [(dir ?? asc)(sql`lower(${jobCirculars.title})`), desc(jobCirculars.id)]
      : input.sort === 'deadline'
        ? [(dir ?? asc)(jobCirculars.deadline), desc(jobCirculars.id)]
        : input.sort === 'created_at'
          ? [(dir ?? desc)(jobCirculars.createdAt), (dir ?? desc)(jobCirculars.id)]
          : input.sort === 'application_count'
            ? [(dir ?? desc)(appCount), desc(jobCirculars.id)]
            : [(dir ?? desc)(jobCirculars.postingDate), (dir ?? desc)(jobCirculars.id)];
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(jobCirculars).where(where);
    const rows = await tx.select().from(jobCirculars).where(where).orderBy(...order).limit(perPage).offset((page - 1) * perPage);
    return list(await circularsOf(tx, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET job-circular/{id} */
export async function showCircular({ ctx, input }: Verb<{ id: number }>): Promise<JobCircularDetail> {
  requirePermission(ctx, 'JOB_CIRCULAR_INDEX');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => circularDetailOf(tx, await ownedCircular(tx, org, input.id)));
}

function checkDates(posting: string, detail: { salary_range_min?: number | null; salary_range_max?: number | null; deadline: string }): void {
  const errors: Record<string, string[]> = {};
  const salary = salaryRangeProblem(detail.salary_range_min, detail.salary_range_max);
  if (salary) errors['job_circular_detail.salary_range_max'] = [salary];
  const deadline = deadlineProblem(posting, detail.deadline);
  if (deadline) errors['job_circular_detail.deadline'] = [deadline];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** POST job-circular */
export async function createCircular({ ctx, input }: Verb<CircularBody>): Promise<JobCircularDetail> {
  const actor = requirePermission(ctx, 'JOB_CIRCULAR_STORE');
  const org = ownerOf(ctx);
  const posting = input.posting_date ?? todayUtc();
  const d = input.job_circular_detail;
  checkDates(posting, d);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx
      .insert(jobCirculars)
      .values({
        organizationId: org,
        title: input.title,
        description: input.description ?? '',
        jobPosition: input.job_position,
        postingDate: posting,
        active: input.active ?? true,
        jobType: d.type,
        salaryType: d.salary_type,
        salaryRangeMin: d.salary_range_min ?? null,
        salaryRangeMax: d.salary_range_max ?? null,
        workplace: d.workplace,
        restrictions: d.restrictions ?? '',
        deadline: d.deadline,
        createdBy: actor.userId,
      })
      .returning();
    return circularDetailOf(tx, row!);
  });
}

/** PUT job-circular/{id}: the fields sent; job_circular_detail merged with the stored one, checked whole. */
export async function updateCircular({ ctx, input }: Verb<CircularUpdateBody & { id: number }>): Promise<JobCircularDetail> {
  requirePermission(ctx, 'JOB_CIRCULAR_UPDATE');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const cur = await ownedCircular(tx, org, input.id, true);
    const d = { ...detailOfRow(cur), ...Object.fromEntries(Object.entries(input.job_circular_detail ?? {}).filter(([, v]) => v !== undefined)) } as ReturnType<typeof detailOfRow>;
    const posting = input.posting_date ?? cur.postingDate;
    checkDates(posting, d);
    const [row] = await tx
      .update(jobCirculars)
      .set({
        title: input.title ?? cur.title,
        description: input.description ?? cur.description,
        jobPosition: input.job_position ?? cur.jobPosition,
        postingDate: posting,
        active: input.active ?? cur.active,
        jobType: d.type,
        salaryType: d.salary_type,
        salaryRangeMin: d.salary_range_min,
        salaryRangeMax: d.salary_range_max,
        workplace: d.workplace,
        restrictions: d.restrictions,
        deadline: d.deadline,
        updatedAt: new Date(),
      })
      .where(eq(jobCirculars.id, cur.id))
      .returning();
    return circularDetailOf(tx, row!);
  });
}

/**
 * DELETE job-circular/{id}: refused (409 `circular_has_applications`) while a submitted application exists; staff
 * deactivate it instead. Drafts (never submitted) and the questions go with it.
 */
export async function deleteCircular({ ctx, input }: Verb<{ id: number }>): Promise<Deleted> {
  requirePermission(ctx, 'JOB_CIRCULAR_DESTROY');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const cur = await ownedCircular(tx, org, input.id, true);
    const [n] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(trainerApplications)
      .where(and(eq(trainerApplications.circularId, cur.id), ne(trainerApplications.status, 'draft')));
    const count = Number(n?.n ?? 0);
    if (count > 0) {
      throw new AppError(409, `This job circular has ${count} application${count === 1 ? '' : 's'} and cannot be deleted. Deactivate it instead.`, undefined, undefined, 'circular_has_applications');
    }
    await tx.delete(jobCirculars).where(eq(jobCirculars.id, cur.id));
    return { id: cur.id };
  });
}

/* ---------------------------------------------------------------- questions */

/** GET job-question/{id}: the screening questions of circular {id}, in order. */
export async function showQuestions({ ctx, input }: Verb<{ id: number }>): Promise<JobQuestionSet> {
  requirePermission(ctx, 'JOB_CIRCULAR_INDEX');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedCircular(tx, org, input.id);
    return { job_circular_id: c.id, questions: await questionsOf(tx, c.id) };
  });
}

/**
 * POST job-question: the circular's whole ordered list (replaces it). A question sent with its id keeps it (answers
 * already given stay attached); an id of another circular is 422 `questions.<i>.id`; a question left out is deleted
 * (its answers are no longer shown).
 */
export async function saveQuestions({ ctx, input }: Verb<QuestionSetBody>): Promise<JobQuestionSet> {
  requirePermission(ctx, 'JOB_CIRCULAR_UPDATE');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedCircular(tx, org, input.job_circular_id, true);
    const existing = await tx.select({ id: jobQuestions.id }).from(jobQuestions).where(eq(jobQuestions.circularId, c.id));
    const own = new Set(existing.map((q) => q.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    input.questions.forEach((q, i) => {
      if (q.id === undefined) return;
      if (!own.has(q.id)) errors[`questions.${i}.id`] = ['This question is not part of this job circular.'];
      else if (seen.has(q.id)) errors[`questions.${i}.id`] = ['Each question may be listed once.'];
      seen.add(q.id);
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const keep = input.questions.map((q) => q.id).filter((id): id is number => id !== undefined);
    await tx.delete(jobQuestions).where(and(eq(jobQuestions.circularId, c.id), keep.length ? notInArray(jobQuestions.id, keep) : undefined));
    for (const [position, q] of input.questions.entries()) {
      if (q.id !== undefined) {
        await tx.update(jobQuestions).set({ question: q.question, required: q.required, position }).where(and(eq(jobQuestions.id, q.id), eq(jobQuestions.circularId, c.id)));
      } else {
        await tx.insert(jobQuestions).values({ organizationId: c.organizationId, circularId: c.id, question: q.question, required: q.required, position });
      }
    }
    await tx.update(jobCirculars).set({ updatedAt: new Date() }).where(eq(jobCirculars.id, c.id));
    return { job_circular_id: c.id, questions: await questionsOf(tx, c.id) };
  });
}

/* ---------------------------------------------------------------- the public page */

/**
 * GET job-circular/public/{id}: an active circular of this address (a centre's on its sub-domain, the platform's on
 * the platform domain) for anyone; inactive or another address's: 404. After the deadline it is still shown, with
 * `open: false` and `closed_reason: 'deadline_passed'`.
 */
export async function publicCircular({ ctx, input }: Verb<{ id: number }>): Promise<PublicCircular> {
  publicVerb(ctx);
  const org = ownerOf(ctx);
  return withTenantTx(
    ctx,
    async (tx) => {
      const [c] = await tx.select().from(jobCirculars).where(and(eq(jobCirculars.id, input.id), ownedBy(org), eq(jobCirculars.active, true)));
      if (!c) throw new NotFoundError(CIRCULAR_NOT_FOUND);
      const today = todayUtc();
      const reason = closedReason(c, today);
      return {
        id: c.id,
        title: c.title,
        description: c.description,
        job_position: c.jobPosition,
        posting_date: c.postingDate,
        open: circularOpen(c, today),
        closed_reason: reason === 'deadline_passed' ? reason : null,
        currency: await currencyOf(tx, org),
        organization_name: ctx.tenant?.name ?? PLATFORM_NAME,
        job_circular_detail: detailOfRow(c),
        questions: await questionsOf(tx, c.id),
      };
    },
    { platformPublic: org === null },
  );
}
