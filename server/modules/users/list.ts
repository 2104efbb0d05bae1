import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import { list } from '../../kernel/envelope.ts';
import { requireAnyPermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Tx } from '../../kernel/db.ts';
import { groupMembers, roles, users } from '../../db/schema.ts';
import { onlyStudents, reachable, selectPeople, toUserRow } from './people.ts';
import type { UserListInput } from './schemas.ts';
import type { UserRow } from './contracts.ts';

/** Who may list people: everyone of the scope, or (STUDENT_INDEX, USER_INDEX) its students only. */
export const LIST_KEYS = ['USER_INDEX_USER', 'STUDENT_INDEX', 'USER_INDEX'] as const;

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids of the roles of a kind the caller can see (the built-in one and the centre's own). The list filters on
 * `users.role_id` with these values rather than joining on `roles.kind`: with a value PostgreSQL walks
 * users_org_role_created_idx in the list's order and stops at the page, where the join made it read and sort every
 * user of the centre (EXPLAIN ANALYZE on 50,000 students: 20 ms for the first page; tests/bench/people.ts).
 */
async function roleIdsOfKind(tx: Tx, kind: string): Promise<number[]> {
  const rows = await tx.select({ id: roles.id }).from(roles).where(eq(roles.kind, kind as 'STUDENT'));
  return rows.map((r) => r.id);
}

/**
 * The ids of the users a search matches, read on the owner connection with the centre named in the query. Inside the
 * tenant's transaction row-level security keeps PostgreSQL from using an index whose operator is not leakproof (LIKE
 * is not), so the trigram index of migration 0008 went unused there: 40 ms a search on 50,000 students, against under
 * 1 ms here (EXPLAIN ANALYZE, tests/bench/people.ts). The ids are only candidates: the list's own query runs under
 * row-level security and keeps what the caller may see. The expression is the index's, letter for letter. Called
 * before the tenant's transaction opens: a second connection asked for while one is held could wait on a full pool.
 */
export async function searchIds(ctx: RequestContext, search: string | undefined): Promise<number[] | null> {
  if (!search) return null;
  const pattern = likePattern(search);
  const match = `deleted_at is null and lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')) like $1`;
  const rows = ctx.tenant
    ? await ctx.db.query<{ id: number }>(`select id from users where ${match} and organization_id = $2`, [pattern, ctx.tenant.id])
    : await ctx.db.query<{ id: number }>(`select id from users where ${match}`, [pattern]);
  return rows.map((r) => r.id);
}

/** The where clause of a people list: scope, the students-only rule, and every filter of the query (`hits`: searchIds). */
export async function peopleFilter(tx: Tx, ctx: RequestContext, actor: Actor, q: UserListInput, hits: number[] | null): Promise<SQL> {
  const parts: (SQL | undefined)[] = [reachable(ctx)];
  if (!ctx.tenant && q.organization_id !== undefined) parts.push(eq(users.organizationId, q.organization_id));
  const kinds = new Set([...(onlyStudents(actor) ? ['STUDENT'] : []), ...(q.role ? [q.role] : [])]);
  if (kinds.size > 1) return sql`false`;
  for (const kind of kinds) parts.push(inArray(users.roleId, await roleIdsOfKind(tx, kind)));
  if (q.role_id) parts.push(eq(users.roleId, q.role_id));
  if (q.status === 'active' || q.status === 'inactive') parts.push(eq(users.status, q.status));
  if (q.status === 'invited') parts.push(isNull(users.passwordSetAt));
  if (q.group_id) parts.push(sql`exists (select 1 from ${groupMembers} gm where gm.user_id = ${users.id} and gm.group_id = ${q.group_id})`);
  if (hits) parts.push(sql`${users.id} = any(${sql.param(hits)}::int[])`);
  return and(...parts)!;
}

function orderOf(q: UserListInput): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  switch (q.sort) {
    case 'name':
      return [(q.order === 'desc' ? desc : asc)(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id)];
    case 'email':
      return [(q.order === 'desc' ? desc : asc)(sql`lower(${users.email})`), asc(users.id)];
    case 'last_login_at':
      return [q.order === 'asc' ? sql`${users.lastLoginAt} asc nulls first` : sql`${users.lastLoginAt} desc nulls last`, desc(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

/** Rows of a filter (peopleFilter's), in the query's order; `limit` null for all of them (the export). */
export async function peoplePage(tx: Tx, where: SQL, q: UserListInput, limit: number | null, offset = 0): Promise<UserRow[]> {
  const query = selectPeople(tx).where(where).orderBy(...orderOf(q));
  const rows = limit === null ? await query.limit(100_000) : await query.limit(limit).offset(offset);
  return rows.map(toUserRow);
}

/** GET users: the people of the caller's scope, searched, filtered, sorted and paged. */
export async function listUsers({ ctx, input }: Verb<UserListInput>) {
  const actor = requireAnyPermission(ctx, ...LIST_KEYS);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const hits = await searchIds(ctx, input.search);
  return withTenantTx(ctx, async (tx) => {
    const where = await peopleFilter(tx, ctx, actor, input, hits);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where);
    const items = await peoplePage(tx, where, input, perPage, (page - 1) * perPage);
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}
