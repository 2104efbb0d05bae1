/**
 * The staff's side of applications (README.md "Reviewing"): a centre's coaching owner and admins (JOB_APPLICATION_*)
 * list the centre's submitted applications, read one in full, give points, change the status, hire (an invitation as
 * a TRAINER of the centre), mail a rejection and delete; the master does the same with the platform's on the platform
 * domain. Drafts are the applicant's and never shown here (404).
 */
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../kernel/audit.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { NO_PASSWORD } from '../../kernel/passwords.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { actorRank, targetRank } from '../../kernel/rank.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { jobCirculars, organizations, roles, trainerApplications, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import { inviteUser } from '../users/invite.ts';
import type { ApplicationList, ApplicationListQuery, ApplicationPutBody, Deleted, RejectionMailBody, RejectionMailResult, TrainerApplication } from './contracts.ts';
import { renderTemplate, splitName, transitionAllowed } from './rules.ts';
import { APPLICATION_NOT_FOUND, appOwnedBy, applicationOf, ownedCircular, ownerOf, summaryOf, type ApplicationRow, type CircularRow } from './scope.ts';

export const EMAIL_TAKEN = 'This e-mail address already belongs to a user of this centre. Change that user\'s role on the users page instead.';

/** A submitted application of this scope, or 404 (drafts and other scopes' rows look missing). */
async function ownedApplication(tx: Tx, org: number | null, id: number, lock = false): Promise<ApplicationRow> {
  const q = tx.select().from(trainerApplications).where(and(eq(trainerApplications.id, id), appOwnedBy(org), ne(trainerApplications.status, 'draft')));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
  return row;
}

/** GET trainer-application and GET job-circular/trainer-application/{jobId}: submitted applications, filtered and paged. */
export async function listApplications({ ctx, input }: Verb<ApplicationListQuery & { jobId?: number }>): Promise<ApplicationList> {
  requirePermission(ctx, 'JOB_APPLICATION_INDEX');
  const org = ownerOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    // the per-circular list answers 404 for a circular of another scope
    const circularId = input.jobId !== undefined ? (await ownedCircular(tx, org, input.jobId)).id : input.job_circular_id;
    const where = and(
      appOwnedBy(org),
      ne(trainerApplications.status, 'draft'),
      circularId !== undefined ? eq(trainerApplications.circularId, circularId) : undefined,
      input.status ? eq(trainerApplications.status, input.status) : undefined,
      input.active !== undefined ? eq(trainerApplications.active, input.active) : undefined,
      input.search
        ? sql`(lower(${trainerApplications.applicantName} || ' ' || ${trainerApplications.applicantEmail} || ' ' || ${trainerApplications.applicantContactNumber}) like ${likePattern(input.search)})`
        : undefined,
    );
    const dir = input.direction === 'asc' ? asc : input.direction === 'desc' ? desc : undefined;
    const order: SQL[] =
      input.sort === 'point'
        ? [(dir ?? desc)(sql`coalesce(${trainerApplications.point}, -1)`), desc(trainerApplications.id)]
        : input.sort === 'expected_salary'
          ? [(dir ?? asc)(sql`coalesce(${trainerApplications.expectedSalary}, 0)`), desc(trainerApplications.id)]
          : input.sort === 'applicant_name'
            ? [(dir ?? asc)(sql`lower(${trainerApplications.applicantName})`), desc(trainerApplications.id)]
            : [(dir ?? desc)(trainerApplications.applicationDate), (dir ?? desc)(trainerApplications.id)];
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(trainerApplications).where(where);
    const rows = await tx
      .select({ a: trainerApplications, c: { id: jobCirculars.id, title: jobCirculars.title, jobPosition: jobCirculars.jobPosition } })
      .from(trainerApplications)
      .innerJoin(jobCirculars, eq(jobCirculars.id, trainerApplications.circularId))
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(rows.map((r) => summaryOf(r.a, r.c)), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET trainer-application/{id} for staff: the application in full. */
export async function showApplication({ ctx, input }: Verb<{ id: number }>): Promise<TrainerApplication> {
  requirePermission(ctx, 'JOB_APPLICATION_INDEX');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => applicationOf(tx, await ownedApplication(tx, org, input.id), 'staff'));
}

/**
 * PUT trainer-application/{id} for staff: point, expected salary, status (rules.ts transitionAllowed), active, note.
 * `status: 'hired'` invites the applicant as a TRAINER (hire below) in the same transaction.
 */
export async function reviewApplication({ ctx, input }: Verb<ApplicationPutBody & { id: number }>): Promise<TrainerApplication> {
  const actor = requirePermission(ctx, 'JOB_APPLICATION_UPDATE');
  const org = ownerOf(ctx);
  if (input.step !== undefined || input.data !== undefined) {
    throw ValidationError.field(input.step !== undefined ? 'step' : 'data', 'Staff review an application: send point, expected_salary, status, active or reviewer_note.');
  }
  if (![input.point, input.expected_salary, input.status, input.active, input.reviewer_note, input.organization_id].some((v) => v !== undefined)) {
    throw ValidationError.field('point', 'Send at least one field to change.');
  }
  try {
    return await withTenantTx(ctx, async (tx) => {
      const row = await ownedApplication(tx, org, input.id, true);
      const set: Partial<typeof trainerApplications.$inferInsert> = { reviewedBy: actor.userId, updatedAt: new Date() };
      if (input.point !== undefined) set.point = input.point;
      if (input.expected_salary !== undefined) set.expectedSalary = input.expected_salary;
      if (input.active !== undefined) set.active = input.active;
      if (input.reviewer_note !== undefined) set.reviewerNote = input.reviewer_note;
      if (input.organization_id !== undefined && input.status !== 'hired') throw ValidationError.field('organization_id', 'Name a centre only when hiring from a platform job circular.');
      if (input.status !== undefined && input.status !== row.status) {
        if (!transitionAllowed(row.status, input.status)) {
          throw ValidationError.field('status', row.status === 'hired' ? 'This applicant has been hired: the status cannot change any more.' : `An application that is ${row.status} cannot become ${input.status}.`);
        }
        set.status = input.status;
        if (input.status === 'hired') {
          const [c] = await tx.select().from(jobCirculars).where(eq(jobCirculars.id, row.circularId));
          set.hiredUserId = await hire(ctx, tx, actor, row, c!, input.organization_id);
        }
      } else if (input.status === 'hired' && input.organization_id !== undefined) {
        throw ValidationError.field('organization_id', 'This applicant has been hired already.');
      }
      const [saved] = await tx.update(trainerApplications).set(set).where(eq(trainerApplications.id, row.id)).returning();
      return applicationOf(tx, saved!, 'staff');
    });
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    // the user's unique index (centre, e-mail) decided a race with another creation of the same address
    if (e?.code === '23505' || e?.cause?.code === '23505') throw new AppError(409, EMAIL_TAKEN, { applicant_email: [EMAIL_TAKEN] }, undefined, 'email_taken');
    throw err;
  }
}

/**
 * Hiring: the applicant becomes a TRAINER of the circular's centre, without a password, invited by mail (the
 * set-password link of server/modules/users/invite.ts). A platform circular's applicant is invited into the centre
 * named by `organization_id` (required there). 409 `email_taken` when the address is already a user of that centre.
 */
async function hire(ctx: RequestContext, tx: Tx, actor: Actor, app: ApplicationRow, c: CircularRow, organizationId: number | undefined): Promise<number> {
  if (actorRank(actor.role) <= targetRank('TRAINER')) throw new ForbiddenError('You cannot give a role of the same or a higher rank than your own.');
  let target: { id: number; subdomain: string; name: string };
  if (c.organizationId !== null) {
    if (organizationId !== undefined && organizationId !== c.organizationId) throw ValidationError.field('organization_id', "A centre's applicant is hired into that centre.");
    const [o] = await tx.select({ id: organizations.id, subdomain: organizations.subdomain, name: organizations.name }).from(organizations).where(eq(organizations.id, c.organizationId));
    if (!o) throw new NotFoundError(APPLICATION_NOT_FOUND);
    target = o;
  } else {
    if (organizationId === undefined) throw ValidationError.field('organization_id', 'Choose the coaching centre this trainer joins.');
    const [o] = await tx
      .select({ id: organizations.id, subdomain: organizations.subdomain, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.status, 'active'), isNull(organizations.deletedAt)));
    if (!o) throw ValidationError.field('organization_id', 'Choose an active coaching centre.');
    target = o;
  }
  const email = app.applicantEmail.toLowerCase();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, target.id), sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
  if (taken) throw new AppError(409, EMAIL_TAKEN, { applicant_email: [EMAIL_TAKEN] }, undefined, 'email_taken');
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.kind, 'TRAINER'), eq(roles.builtin, true), isNull(roles.organizationId)));
  if (!role) throw new AppError(500, 'The built-in TRAINER role is missing.');
  const { firstName, lastName } = splitName(app.applicantName);
  const [user] = await tx
    .insert(users)
    .values({
      organizationId: target.id,
      roleId: role.id,
      email,
      passwordHash: NO_PASSWORD,
      firstName: firstName || email,
      lastName,
      phone: app.applicantContactNumber || null,
      createdBy: actor.userId,
    })
    .returning({ id: users.id });
  await inviteUser(tx, ctx.config, { id: user!.id, email, firstName: firstName || email, organizationId: target.id }, { subdomain: target.subdomain, placeName: target.name });
  await recordAudit(tx, ctx, {
    action: 'user.create',
    targetType: 'user',
    targetId: user!.id,
    organizationId: target.id,
    details: { role: 'TRAINER', email, via: 'job-application', application_id: app.id, job_circular_id: c.id },
  });
  return user!.id;
}

/** DELETE trainer-application/{id} */
export async function deleteApplication({ ctx, input }: Verb<{ id: number }>): Promise<Deleted> {
  requirePermission(ctx, 'JOB_APPLICATION_UPDATE');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await ownedApplication(tx, org, input.id, true);
    await tx.delete(trainerApplications).where(eq(trainerApplications.id, row.id));
    return { id: row.id };
  });
}

export const DEFAULT_REJECTION_SUBJECT = 'Your application for {position}';

/**
 * POST trainer-application/{id}/rejection-mail: the template with `{name}` and `{position}` filled in, mailed through
 * the outbox to a rejected applicant (409 `not_rejected` otherwise). Sending again is allowed (a corrected text).
 */
export async function sendRejectionMail({ ctx, input }: Verb<RejectionMailBody & { id: number }>): Promise<RejectionMailResult> {
  requirePermission(ctx, 'JOB_APPLICATION_UPDATE');
  const org = ownerOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await ownedApplication(tx, org, input.id, true);
    if (row.status !== 'rejected') throw new AppError(409, 'Only a rejected applicant can be sent the rejection mail: set the status to rejected first.', undefined, undefined, 'not_rejected');
    const [c] = await tx.select({ jobPosition: jobCirculars.jobPosition }).from(jobCirculars).where(eq(jobCirculars.id, row.circularId));
    const values = { name: row.applicantName, position: c?.jobPosition ?? '' };
    const subject = renderTemplate(input.subject || DEFAULT_REJECTION_SUBJECT, values).slice(0, 300);
    await enqueueMail(tx, { organizationId: row.organizationId, to: row.applicantEmail, subject, text: renderTemplate(input.body, values) });
    const at = new Date();
    await tx.update(trainerApplications).set({ rejectionMailedAt: at, updatedAt: at }).where(eq(trainerApplications.id, row.id));
    return { id: row.id, to: row.applicantEmail, subject, rejection_mailed_at: at.toISOString() };
  });
}
