/**
 * Whom a member of staff reaches in the CRM (docs/product-spec.md §23): the coaching owner and admins (they hold
 * USER_STORE, the key of people's records) every student of the centre; anyone else (trainers) the students of the
 * groups they teach. A student out of reach is "not found", as for a student of another centre.
 */
import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { can } from '../../kernel/permissions.ts';
import { groupMembers, groups, roles, users } from '../../db/schema.ts';

export const STUDENTS_OF_EVERYONE = 'USER_STORE';

export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Points and progress belong to a centre: on the platform's own address there are none. */
export function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("The CRM belongs to a coaching centre: open it on the centre's address.");
  return ctx.tenant.id;
}

export const seesEveryone = (actor: Actor) => can(actor, STUDENTS_OF_EVERYONE);

const mine = alias(groupMembers, 'crm_mine');
const theirs = alias(groupMembers, 'crm_theirs');

/** The condition on `users` for the students the actor reaches (join `roles` on users.role_id first). */
export function studentsInReach(tx: Tx, org: number, actor: Actor): SQL {
  const base = and(eq(users.organizationId, org), eq(roles.kind, 'STUDENT'), isNull(users.deletedAt))!;
  if (seesEveryone(actor)) return base;
  return and(
    base,
    exists(
      tx
        .select({ one: sql`1` })
        .from(theirs)
        .innerJoin(mine, and(eq(mine.groupId, theirs.groupId), eq(mine.userId, actor.userId), eq(mine.memberRole, 'trainer')))
        .where(and(eq(theirs.userId, users.id), eq(theirs.memberRole, 'student'))),
    ),
  )!;
}

/** The groups the actor sees: all of the centre's, or those it teaches. */
export function groupsInReach(org: number, actor: Actor): SQL {
  if (seesEveryone(actor)) return eq(groups.organizationId, org);
  return and(
    eq(groups.organizationId, org),
    inArray(groups.id, sql`(select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${actor.userId} and ${groupMembers.memberRole} = 'trainer')`),
  )!;
}

export interface StudentRow {
  id: number;
  full_name: string;
  email: string;
}

/** One student the actor reaches, or null. */
export async function studentInReach(tx: Tx, org: number, actor: Actor, id: number): Promise<StudentRow | null> {
  const [row] = await tx
    .select({ id: users.id, full_name: fullName, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), studentsInReach(tx, org, actor)));
  return row ?? null;
}

/** The groups of each student (as students), by student id. */
export async function groupsOf(tx: Tx, studentIds: readonly number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (!studentIds.length) return out;
  const rows = await tx
    .select({ userId: groupMembers.userId, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(inArray(groupMembers.userId, [...studentIds]), eq(groupMembers.memberRole, 'student')))
    .orderBy(groups.name, groups.id);
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return out;
}
