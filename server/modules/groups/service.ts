/**
 * Groups (batches): students of a centre with their trainers (docs/product-spec.md §10). Later features assign tests,
 * materials and classes to a group. Every verb works inside the caller's centre (RLS holds the same line).
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requireAnyPermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { groupMembers, groups, roles, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Group, GroupDetail } from './contracts.ts';
import type { CreateGroupInput, GroupListInput, UpdateGroupInput } from './schemas.ts';

export const READ = ['CLASS_INDEX', 'USER_INDEX_USER', 'STUDENT_INDEX'] as const;
export const WRITE = { store: ['CLASS_STORE', 'USER_STORE'], update: ['CLASS_UPDATE', 'USER_UPDATE'], destroy: ['CLASS_DESTROY', 'USER_DESTROY'], status: ['CLASS_CHANGE_STATUS', 'USER_CHANGE_STATUS'] } as const;

const creator = alias(users, 'creator');

function centre(ctx: RequestContext) {
  if (!ctx.tenant) throw new NotFoundError('Groups belong to a coaching centre: open its own address.');
  return ctx.tenant;
}

const memberCount = (role: 'student' | 'trainer') =>
  sql<number>`(select count(*)::int from group_members gm join users u on u.id = gm.user_id where gm.group_id = ${groups.id} and gm.member_role = ${role} and u.deleted_at is null)`;

async function groupsWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<Group[]> {
  const rows = await tx
    .select({ g: groups, students: memberCount('student'), trainers: memberCount('trainer'), cFirst: creator.firstName, cLast: creator.lastName })
    .from(groups)
    .leftJoin(creator, eq(creator.id, groups.createdBy))
    .where(where)
    .orderBy(asc(sql`lower(${groups.name})`), desc(groups.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((r) => ({
    id: r.g.id,
    name: r.g.name,
    description: r.g.description,
    status: r.g.status,
    students_count: Number(r.students),
    trainers_count: Number(r.trainers),
    created_at: r.g.createdAt.toISOString(),
    created_by: r.g.createdBy !== null ? { id: r.g.createdBy, full_name: `${r.cFirst ?? ''} ${r.cLast ?? ''}`.trim() } : null,
  }));
}

async function detail(tx: Tx, organizationId: number, id: number): Promise<GroupDetail> {
  const [g] = await groupsWhere(tx, and(eq(groups.organizationId, organizationId), eq(groups.id, id)), 1, 1);
  if (!g) throw new NotFoundError('Group not found');
  const members = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email, role: groupMembers.memberRole })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, id), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`));
  const m = (r: (typeof members)[number]) => ({ id: r.id, full_name: `${r.first} ${r.last}`.trim(), email: r.email });
  return { ...g, students: members.filter((r) => r.role === 'student').map(m), trainers: members.filter((r) => r.role === 'trainer').map(m) };
}

/** GET groups */
export async function listGroups({ ctx, input }: Verb<GroupListInput>) {
  requireAnyPermission(ctx, ...READ);
  const tenant = centre(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(eq(groups.organizationId, tenant.id), input.status ? eq(groups.status, input.status) : undefined, input.search ? sql`lower(${groups.name}) like ${likePattern(input.search)}` : undefined);
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(groups).where(where);
    return list(await groupsWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET groups/{id} */
export async function showGroup({ ctx, input }: Verb<{ id: number }>): Promise<GroupDetail> {
  requireAnyPermission(ctx, ...READ);
  const tenant = centre(ctx);
  return withTenantTx(ctx, (tx) => detail(tx, tenant.id, input.id));
}

/** The members: each id a live student (or trainer) of the centre, else 422 on the list. */
async function members(tx: Tx, organizationId: number, ids: readonly number[] | undefined, kind: 'STUDENT' | 'TRAINER', field: string) {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt), eq(roles.kind, kind), inArray(users.id, unique)));
  if (found.length !== unique.length) {
    const ok = new Set(found.map((f) => f.id));
    throw ValidationError.field(field, `Not ${kind === 'STUDENT' ? 'students' : 'trainers'} of this centre: ${unique.filter((id) => !ok.has(id)).join(', ')}.`);
  }
  return unique;
}

async function setMembers(tx: Tx, organizationId: number, groupId: number, students: number[] | null, trainers: number[] | null): Promise<void> {
  for (const [ids, role] of [[students, 'student'], [trainers, 'trainer']] as const) {
    if (ids === null) continue;
    await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.memberRole, role)));
    if (ids.length) await tx.insert(groupMembers).values(ids.map((userId) => ({ groupId, userId, organizationId, memberRole: role })));
  }
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
const NAME_TAKEN = 'A group of this name exists already in the centre.';

/** POST groups */
export async function createGroup({ ctx, input }: Verb<CreateGroupInput>): Promise<GroupDetail> {
  const actor = requireAnyPermission(ctx, ...WRITE.store);
  const tenant = centre(ctx);
  try {
    return await withTenantTx(ctx, async (tx) => {
      const students = await members(tx, tenant.id, input.student_ids, 'STUDENT', 'student_ids');
      const trainers = await members(tx, tenant.id, input.trainer_ids, 'TRAINER', 'trainer_ids');
      const [g] = await tx.insert(groups).values({ organizationId: tenant.id, name: input.name, description: input.description ?? '', createdBy: actor.userId }).returning({ id: groups.id });
      await setMembers(tx, tenant.id, g!.id, students, trainers);
      await recordAudit(tx, ctx, { action: 'group.create', targetType: 'group', targetId: g!.id, details: { students: students.length, trainers: trainers.length } });
      return detail(tx, tenant.id, g!.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('name', NAME_TAKEN);
    throw err;
  }
}

/** PUT groups/{id}: the lists sent replace the members of that kind. */
export async function updateGroup({ ctx, input }: Verb<UpdateGroupInput & { id: number }>): Promise<GroupDetail> {
  requireAnyPermission(ctx, ...WRITE.update);
  const tenant = centre(ctx);
  try {
    return await withTenantTx(ctx, async (tx) => {
      await detail(tx, tenant.id, input.id);
      const students = input.student_ids === undefined ? null : await members(tx, tenant.id, input.student_ids, 'STUDENT', 'student_ids');
      const trainers = input.trainer_ids === undefined ? null : await members(tx, tenant.id, input.trainer_ids, 'TRAINER', 'trainer_ids');
      const set: Partial<typeof groups.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) set.name = input.name;
      if (input.description !== undefined) set.description = input.description;
      await tx.update(groups).set(set).where(eq(groups.id, input.id));
      await setMembers(tx, tenant.id, input.id, students, trainers);
      await recordAudit(tx, ctx, { action: 'group.update', targetType: 'group', targetId: input.id, details: { fields: Object.keys(input).filter((k) => k !== 'id' && (input as Record<string, unknown>)[k] !== undefined) } });
      return detail(tx, tenant.id, input.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('name', NAME_TAKEN);
    throw err;
  }
}

/** DELETE groups/{id}: the group goes; its people stay. */
export async function deleteGroup({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requireAnyPermission(ctx, ...WRITE.destroy);
  const tenant = centre(ctx);
  return withTenantTx(ctx, async (tx) => {
    const g = await detail(tx, tenant.id, input.id);
    await tx.delete(groups).where(eq(groups.id, g.id));
    await recordAudit(tx, ctx, { action: 'group.delete', targetType: 'group', targetId: g.id, details: { name: g.name } });
    return null;
  });
}

/** PATCH groups/change-status/{id} */
export async function changeGroupStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<GroupDetail> {
  requireAnyPermission(ctx, ...WRITE.status);
  const tenant = centre(ctx);
  return withTenantTx(ctx, async (tx) => {
    const g = await detail(tx, tenant.id, input.id);
    if (g.status !== input.status) {
      await tx.update(groups).set({ status: input.status, updatedAt: new Date() }).where(eq(groups.id, g.id));
      await recordAudit(tx, ctx, { action: input.status === 'active' ? 'group.activate' : 'group.deactivate', targetType: 'group', targetId: g.id });
    }
    return detail(tx, tenant.id, g.id);
  });
}
