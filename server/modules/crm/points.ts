/**
 * Points (docs/product-spec.md §23): staff with CRM_POINT_STORE award 1 to 100 points with a reason to a student they
 * reach (scope.ts); USER_INDEX reads a student's history and a group's leaderboard. An award is revoked with a reason
 * and stays in the history; totals count awards not revoked.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { crmPointAwards, groupMembers, groups, roles, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Award, AwardBody, CrmGroup, CrmStudentList, IdParams, Leaderboard, LeaderboardQuery, PointHistory, RevokeBody, StudentListQuery } from './contracts.ts';
import { reasonErrors, rankStandings } from './rules.ts';
import { centreOf, fullName, groupsInReach, groupsOf, studentInReach, studentsInReach } from './scope.ts';

type AwardRow = typeof crmPointAwards.$inferSelect;

async function namesOf(tx: Tx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The awards as the contract names them (one query for every person named). */
export async function awardsOut(tx: Tx, rows: readonly AwardRow[]): Promise<Award[]> {
  const names = await namesOf(tx, rows.flatMap((r) => [r.studentId, r.awardedBy, r.revokedBy]));
  const person = (id: number | null) => (id !== null && names.has(id) ? { id, full_name: names.get(id)! } : null);
  return rows.map((r) => ({
    id: r.id,
    student: person(r.studentId) ?? { id: r.studentId, full_name: '' },
    points: r.points,
    reason: r.reason,
    note: r.note,
    awarded_by: person(r.awardedBy),
    awarded_at: r.awardedAt.toISOString(),
    revoked_at: r.revokedAt?.toISOString() ?? null,
    revoked_by: person(r.revokedBy),
    revoke_reason: r.revokeReason,
  }));
}

/** Each student's total of awards not revoked. */
export async function totalsOf(tx: Tx, org: number, studentIds: readonly number[]): Promise<Map<number, number>> {
  if (!studentIds.length) return new Map();
  const rows = await tx
    .select({ id: crmPointAwards.studentId, n: sql<number>`coalesce(sum(${crmPointAwards.points}), 0)::int` })
    .from(crmPointAwards)
    .where(and(eq(crmPointAwards.organizationId, org), inArray(crmPointAwards.studentId, [...studentIds]), isNull(crmPointAwards.revokedAt)))
    .groupBy(crmPointAwards.studentId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A student's awards, newest first (revoked ones included, marked). */
export async function awardsOfStudent(tx: Tx, org: number, studentId: number): Promise<Award[]> {
  const rows = await tx
    .select()
    .from(crmPointAwards)
    .where(and(eq(crmPointAwards.organizationId, org), eq(crmPointAwards.studentId, studentId)))
    .orderBy(desc(crmPointAwards.awardedAt), desc(crmPointAwards.id));
  return awardsOut(tx, rows);
}

/** The students of a group, ranked by their totals (ties share a rank). */
export async function standingsOfGroup(tx: Tx, org: number, groupId: number) {
  const members = await tx
    .select({ id: users.id, full_name: fullName })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.organizationId, org), eq(groupMembers.memberRole, 'student'), isNull(users.deletedAt)));
  const totals = await totalsOf(tx, org, members.map((m) => m.id));
  const names = new Map(members.map((m) => [m.id, m.full_name]));
  return rankStandings(members.map((m) => ({ studentId: m.id, points: totals.get(m.id) ?? 0 }))).map((s) => ({
    rank: s.rank,
    student: { id: s.studentId, full_name: names.get(s.studentId) ?? '' },
    points: s.points,
  }));
}

/* ---------------------------------------------------------------- verbs */

/** GET crm/students: the students the caller reaches, with their groups and points; search, filter by group. */
export async function listStudents({ ctx, input }: Verb<StudentListQuery>): Promise<CrmStudentList> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const where = and(
      studentsInReach(tx, org, actor),
      input.search ? sql`(lower(${fullName}) like ${likePattern(input.search)} or lower(${users.email}) like ${likePattern(input.search)})` : undefined,
      input.group_id
        ? inArray(users.id, sql`(select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${input.group_id} and ${groupMembers.memberRole} = 'student')`)
        : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
    const rows = await tx
      .select({ id: users.id, full_name: fullName, email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const ids = rows.map((r) => r.id);
    const [totals, groupMap] = [await totalsOf(tx, org, ids), await groupsOf(tx, ids)];
    return list(rows.map((r) => ({ ...r, groups: groupMap.get(r.id) ?? [], points: totals.get(r.id) ?? 0 })), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET crm/groups: the groups the caller sees (the owner and admins: all; trainers: theirs) with their student counts. */
export async function listGroups({ ctx }: Verb): Promise<CrmGroup[]> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx
      .select({ id: groups.id, name: groups.name, students_count: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.memberRole} = 'student')` })
      .from(groups)
      .where(groupsInReach(org, actor))
      .orderBy(asc(groups.name), asc(groups.id));
    return rows.map((r) => ({ ...r, students_count: Number(r.students_count) }));
  });
}

/**
 * POST crm/points: award points. 422 on `student_id` for anyone who is not a student the caller reaches (another
 * centre's, a trainer, a student of a group the trainer does not teach), on `note` for "other" without a text.
 */
export async function awardPoints({ ctx, input }: Verb<AwardBody>): Promise<Award> {
  const actor = requirePermission(ctx, 'CRM_POINT_STORE');
  const org = centreOf(ctx);
  const errors = reasonErrors(input.reason, input.note);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return withTenantTx(ctx, async (tx) => {
    const student = await studentInReach(tx, org, actor, input.student_id);
    if (!student) throw new ValidationError({ student_id: ['Choose a student of your groups.'] });
    const [row] = await tx
      .insert(crmPointAwards)
      .values({ organizationId: org, studentId: student.id, points: input.points, reason: input.reason, note: input.note ?? '', awardedBy: actor.userId })
      .returning();
    return (await awardsOut(tx, [row!]))[0]!;
  });
}

/** POST crm/points/{id}/revoke: the award stays in the history with who revoked it, when and why; 409 when already revoked. */
export async function revokeAward({ ctx, input }: Verb<RevokeBody & IdParams>): Promise<Award> {
  const actor = requirePermission(ctx, 'CRM_POINT_STORE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx.select().from(crmPointAwards).where(and(eq(crmPointAwards.id, input.id), eq(crmPointAwards.organizationId, org))).for('update');
    if (!row || !(await studentInReach(tx, org, actor, row.studentId))) throw new NotFoundError('Award not found.');
    if (row.revokedAt) throw new ConflictError('This award is already revoked.');
    const [next] = await tx
      .update(crmPointAwards)
      .set({ revokedAt: new Date(), revokedBy: actor.userId, revokeReason: input.reason })
      .where(eq(crmPointAwards.id, row.id))
      .returning();
    return (await awardsOut(tx, [next!]))[0]!;
  });
}

/** GET crm/students/{id}/points: a student's total and every award, newest first. */
export async function pointHistory({ ctx, input }: Verb<IdParams>): Promise<PointHistory> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const student = await studentInReach(tx, org, actor, input.id);
    if (!student) throw new NotFoundError('Student not found.');
    const awards = await awardsOfStudent(tx, org, student.id);
    const total = awards.filter((a) => !a.revoked_at).reduce((n, a) => n + a.points, 0);
    return { student: { id: student.id, full_name: student.full_name }, total, awards };
  });
}

/** GET crm/leaderboard?group_id=: a group's students by points, ties ranked equally; a group the caller does not see is 404. */
export async function leaderboard({ ctx, input }: Verb<LeaderboardQuery>): Promise<Leaderboard> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [group] = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(and(groupsInReach(org, actor), eq(groups.id, input.group_id)));
    if (!group) throw new NotFoundError('Group not found.');
    return { group, items: await standingsOfGroup(tx, org, group.id) };
  });
}
