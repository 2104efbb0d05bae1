/**
 * How a user is read for the people screens: one select (role, centre, creator, groups, invitation state) and one
 * mapping to the UserRow contract, shared by the list, the detail, the export and every change that answers a row.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { organizations, roles, targetScores, users } from '../../db/schema.ts';
import type { RoleKind, UserDetail, UserRow } from './contracts.ts';

const creator = alias(users, 'creator');

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  image: users.image,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  organizationId: users.organizationId,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  passwordSetAt: users.passwordSetAt,
  packageExpiryDate: users.packageExpiryDate,
  roleId: users.roleId,
  roleKind: roles.kind,
  roleName: roles.name,
  organizationName: organizations.name,
  creatorId: creator.id,
  creatorFirst: creator.firstName,
  creatorLast: creator.lastName,
  inviteLive: sql<boolean>`exists (select 1 from one_time_tokens t where t.user_id = ${users.id} and t.kind = 'invite' and t.used_at is null and t.expires_at > now())`,
  groups: sql<Array<{ id: number; name: string }> | string>`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name) from group_members gm join groups g on g.id = gm.group_id where gm.user_id = ${users.id}), '[]'::json)`,
};

/** The people select, joined; callers add where, order and paging. */
export function selectPeople(tx: Tx) {
  return tx
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(creator, eq(creator.id, users.createdBy));
}

const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function toUserRow(r: Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number]): UserRow {
  const groups = typeof r.groups === 'string' ? (JSON.parse(r.groups) as Array<{ id: number; name: string }>) : r.groups;
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    full_name: fullName(r.firstName, r.lastName),
    email: r.email,
    phone: r.phone,
    image: r.image,
    role: r.roleKind as RoleKind,
    role_id: r.roleId,
    role_name: r.roleName,
    status: r.status,
    invitation: r.passwordSetAt ? 'accepted' : r.inviteLive ? 'pending' : 'expired',
    email_verified_at: iso(r.emailVerifiedAt),
    organization_id: r.organizationId,
    organization_name: r.organizationName ?? null,
    groups: groups ?? [],
    created_at: iso(r.createdAt)!,
    last_login_at: iso(r.lastLoginAt),
    created_by: r.creatorId ? { id: r.creatorId, full_name: fullName(r.creatorFirst ?? '', r.creatorLast ?? '') } : null,
  };
}

/**
 * The users an actor's people screens may reach: the tenant's (a tenant request), every user of the platform for the
 * master on the bare domain; never deleted ones. RLS holds the same line underneath.
 */
export function reachable(ctx: RequestContext): SQL {
  const live = isNull(users.deletedAt);
  return ctx.tenant ? and(eq(users.organizationId, ctx.tenant.id), live)! : live;
}

/** One reachable user with its role, or 404. */
export async function findPerson(tx: Tx, ctx: RequestContext, id: number) {
  const [row] = await selectPeople(tx).where(and(reachable(ctx), eq(users.id, id)));
  if (!row) throw new NotFoundError('User not found');
  return row;
}

export async function detailOf(tx: Tx, ctx: RequestContext, id: number): Promise<UserDetail> {
  const row = await findPerson(tx, ctx, id);
  const [t] = await tx.select().from(targetScores).where(eq(targetScores.userId, id));
  return {
    ...toUserRow(row),
    package_expiry_date: row.packageExpiryDate ?? null,
    target_score: t ? { exam_date: t.examDate, speaking: t.speaking, listening: t.listening, writing: t.writing, reading: t.reading } : null,
  };
}

/** Whether the actor may see every user of its scope, or only students (the admin's our-student, the trainer's CRM). */
export function onlyStudents(actor: Actor): boolean {
  return actor.role !== 'SUPER_ADMIN' && !actor.permissions.has('USER_INDEX_USER');
}
