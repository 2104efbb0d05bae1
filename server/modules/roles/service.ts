/**
 * Roles over the permission catalogue (docs/product-spec.md §10). The master edits every role, the built-in ones
 * too (they then keep the master's keys across restarts, but never lose their REQUIRED_KEYS); a centre's owner adds
 * staff roles in the centre from the keys the owner holds. Keys are read at every request (server/kernel/auth.ts),
 * so a change reaches signed-in users at their next call.
 */
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PERMISSIONS, PERMISSION_GROUPS, REQUIRED_KEYS, permissionById, permissionId } from '@kernel/permissions/catalogue.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { organizations, rolePermissions, roles } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { PermissionGroup, PermissionRef, Role, RoleDiff } from './contracts.ts';
import type { CreateRoleInput, RoleListInput, UpdateRoleInput } from './schemas.ts';

const isMaster = (ctx: RequestContext, actor: Actor) => !ctx.tenant && actor.role === 'SUPER_ADMIN';

const ref = (id: string): PermissionRef => {
  const p = permissionById(id)!;
  return { id: p.id, keyword: p.keyword, label: p.label, description: p.description };
};

/** GET permissions: the catalogue in the groups docs/product-spec.md §3 names. */
export async function listPermissionGroups({ ctx }: Verb): Promise<PermissionGroup[]> {
  requirePermission(ctx, 'PERMISSION_INDEX');
  return PERMISSION_GROUPS.map((g) => ({ key: g.key, label: g.label, permissions: PERMISSIONS.filter((p) => p.group === g.key).map((p) => ref(p.id)) }));
}

function requiredIds(kind: string, builtin: boolean): string[] {
  if (!builtin) return [];
  return ((REQUIRED_KEYS as Record<string, readonly string[]>)[kind] ?? []).map(permissionId);
}

/** The roles a caller sees: the built-in ones and, per scope, every centre's (the master) or its own centre's. */
function reach(ctx: RequestContext): SQL {
  if (!ctx.tenant) return sql`true`;
  return or(isNull(roles.organizationId), eq(roles.organizationId, ctx.tenant.id))!;
}

function mayEdit(ctx: RequestContext, actor: Actor, role: { builtin: boolean; kind: string; organizationId: number | null }): boolean {
  if (role.kind === 'SUPER_ADMIN') return false; // it passes every check without keys
  if (isMaster(ctx, actor)) return true;
  return !role.builtin && role.organizationId !== null && ctx.tenant?.id === role.organizationId && actor.permissions.has('ROLE_UPDATE');
}

async function rolesWhere(tx: Tx, ctx: RequestContext, actor: Actor, where: SQL | undefined, page: number, perPage: number) {
  const rows = await tx
    .select({
      r: roles,
      orgName: organizations.name,
      usersCount: sql<number>`(select count(*)::int from users u where u.role_id = ${roles.id} and u.deleted_at is null)`,
      ids: sql<string[] | null>`(select array_agg(rp.permission_id order by rp.permission_id) from role_permissions rp where rp.role_id = ${roles.id})`,
    })
    .from(roles)
    .leftJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(and(reach(ctx), where))
    .orderBy(sql`${roles.organizationId} nulls first`, asc(roles.name), asc(roles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map(
    (x): Role => ({
      id: x.r.id,
      name: x.r.name,
      kind: x.r.kind,
      description: x.r.description,
      status: x.r.status,
      builtin: x.r.builtin,
      organization_id: x.r.organizationId,
      organization_name: x.orgName ?? null,
      users_count: Number(x.usersCount),
      permission_ids: x.ids ?? [],
      required_ids: requiredIds(x.r.kind, x.r.builtin),
      editable: mayEdit(ctx, actor, x.r),
    }),
  );
}

async function findRole(tx: Tx, ctx: RequestContext, actor: Actor, id: number): Promise<Role> {
  const [role] = await rolesWhere(tx, ctx, actor, eq(roles.id, id), 1, 1);
  if (!role) throw new NotFoundError('Role not found');
  return role;
}

/** GET roles */
export async function listRoles({ ctx, input }: Verb<RoleListInput>) {
  const actor = requirePermission(ctx, 'ROLE_INDEX');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 50;
  const where = and(
    input.kind ? eq(roles.kind, input.kind) : undefined,
    input.status ? eq(roles.status, input.status) : undefined,
    input.search ? sql`lower(${roles.name}) like ${likePattern(input.search)}` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: count() }).from(roles).where(and(reach(ctx), where));
    return list(await rolesWhere(tx, ctx, actor, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET roles/{id} */
export async function showRole({ ctx, input }: Verb<{ id: number }>): Promise<Role> {
  const actor = requirePermission(ctx, 'ROLE_INDEX');
  return withTenantTx(ctx, (tx) => findRole(tx, ctx, actor, input.id));
}

/** The keys a change may set: known ids, what the owner holds (the master: any), the required ones kept. */
function checkKeys(ctx: RequestContext, actor: Actor, ids: readonly string[], kind: string, builtin: boolean): string[] {
  const unique = [...new Set(ids)];
  const unknown = unique.filter((id) => !permissionById(id));
  if (unknown.length) throw ValidationError.field('permission_ids', `Unknown permission ids: ${unknown.join(', ')}.`);
  if (!isMaster(ctx, actor) && actor.role !== 'SUPER_ADMIN') {
    const extra = unique.filter((id) => !actor.permissions.has(permissionById(id)!.keyword));
    if (extra.length) throw ValidationError.field('permission_ids', `You can only give keys you hold yourself: ${extra.map((id) => permissionById(id)!.keyword).join(', ')}.`);
  }
  const missing = requiredIds(kind, builtin).filter((id) => !unique.includes(id));
  if (missing.length) throw ValidationError.field('permission_ids', `The ${kind.toLowerCase().replace('_', ' ')} role needs these keys for its portal: ${missing.map((id) => permissionById(id)!.keyword).join(', ')}.`);
  return unique;
}

async function writeKeys(tx: Tx, roleId: number, ids: readonly string[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length > 0) await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
const NAME_TAKEN = 'A role of this name exists already.';

/** POST roles: a staff role in the owner's centre (the master: in a centre it names, or shared by every centre). */
export async function createRole({ ctx, input }: Verb<CreateRoleInput>): Promise<Role> {
  const actor = requirePermission(ctx, 'ROLE_STORE');
  const organizationId = ctx.tenant ? ctx.tenant.id : isMaster(ctx, actor) ? (input.organization_id ?? null) : null;
  if (!ctx.tenant && !isMaster(ctx, actor)) throw new ForbiddenError();
  const ids = checkKeys(ctx, actor, input.permission_ids, input.kind, false);
  try {
    return await withTenantTx(ctx, async (tx) => {
      if (organizationId !== null && !ctx.tenant) {
        const [org] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
        if (!org) throw ValidationError.field('organization_id', 'There is no such coaching centre.');
      }
      const [row] = await tx.insert(roles).values({ organizationId, name: input.name, kind: input.kind, description: input.description ?? '' }).returning({ id: roles.id });
      await writeKeys(tx, row!.id, ids);
      await recordAudit(tx, ctx, { action: 'role.create', targetType: 'role', targetId: row!.id, organizationId, details: { kind: input.kind, keys: ids.length } });
      return findRole(tx, ctx, actor, row!.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('name', NAME_TAKEN);
    throw err;
  }
}

async function editable(tx: Tx, ctx: RequestContext, actor: Actor, id: number): Promise<Role> {
  const role = await findRole(tx, ctx, actor, id);
  if (!role.editable) throw new ForbiddenError(role.builtin ? 'Only the platform changes a built-in role.' : 'You cannot change this role.');
  return role;
}

function diffOf(before: readonly string[], after: readonly string[]) {
  const b = new Set(before);
  const a = new Set(after);
  return { granted: after.filter((id) => !b.has(id)).map(ref), removed: before.filter((id) => !a.has(id)).map(ref) };
}

/** POST roles/{id}/preview: what saving these keys would grant and remove, and for how many users. Writes nothing. */
export async function previewRole({ ctx, input }: Verb<{ id: number; permission_ids: string[] }>): Promise<RoleDiff> {
  const actor = requirePermission(ctx, 'ROLE_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const role = await editable(tx, ctx, actor, input.id);
    const ids = checkKeys(ctx, actor, input.permission_ids, role.kind, role.builtin);
    return { ...diffOf(role.permission_ids, ids), users_affected: role.users_count };
  });
}

/** PUT roles/{id}: name, description, keys; a built-in role edited by the master keeps its keys from then on. */
export async function updateRole({ ctx, input }: Verb<UpdateRoleInput & { id: number }>): Promise<Role> {
  const actor = requirePermission(ctx, 'ROLE_UPDATE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const role = await editable(tx, ctx, actor, input.id);
      if (role.builtin && input.name !== undefined && input.name !== role.name) throw ValidationError.field('name', 'A built-in role keeps its name.');
      const set: Partial<typeof roles.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) set.name = input.name;
      if (input.description !== undefined) set.description = input.description;
      let diff = { granted: [] as PermissionRef[], removed: [] as PermissionRef[] };
      if (input.permission_ids !== undefined) {
        const ids = checkKeys(ctx, actor, input.permission_ids, role.kind, role.builtin);
        diff = diffOf(role.permission_ids, ids);
        await writeKeys(tx, role.id, ids);
        if (role.builtin) set.editedAt = new Date();
      }
      await tx.update(roles).set(set).where(eq(roles.id, role.id));
      await recordAudit(tx, ctx, {
        action: 'role.update',
        targetType: 'role',
        targetId: role.id,
        organizationId: role.organization_id,
        details: { granted: diff.granted.map((p) => p.keyword), removed: diff.removed.map((p) => p.keyword), users_affected: role.users_count },
      });
      return findRole(tx, ctx, actor, role.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('name', NAME_TAKEN);
    throw err;
  }
}

async function unusedCustom(tx: Tx, ctx: RequestContext, actor: Actor, id: number, what: string): Promise<Role> {
  const role = await editable(tx, ctx, actor, id);
  if (role.builtin) throw ValidationError.field('id', `A built-in role cannot be ${what}.`);
  if (role.users_count > 0) throw ValidationError.field('id', `${role.users_count} user(s) hold this role: give them another role first.`);
  return role;
}

/** DELETE roles/{id}: a centre's own role that nobody holds. */
export async function deleteRole({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  const actor = requirePermission(ctx, 'ROLE_DESTROY');
  return withTenantTx(ctx, async (tx) => {
    const role = await unusedCustom(tx, ctx, actor, input.id, 'deleted');
    await tx.delete(roles).where(eq(roles.id, role.id));
    await recordAudit(tx, ctx, { action: 'role.delete', targetType: 'role', targetId: role.id, organizationId: role.organization_id, details: { name: role.name } });
    return null;
  });
}

/** PATCH roles/change-status/{id}: an inactive role cannot be given to anyone; one that users hold stays active. */
export async function changeRoleStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<Role> {
  const actor = requirePermission(ctx, 'ROLE_CHANGE_STATUS');
  return withTenantTx(ctx, async (tx) => {
    const role = input.status === 'inactive' ? await unusedCustom(tx, ctx, actor, input.id, 'deactivated') : await editable(tx, ctx, actor, input.id);
    if (role.status !== input.status) {
      await tx.update(roles).set({ status: input.status, updatedAt: new Date() }).where(eq(roles.id, role.id));
      await recordAudit(tx, ctx, { action: input.status === 'active' ? 'role.activate' : 'role.deactivate', targetType: 'role', targetId: role.id, organizationId: role.organization_id });
    }
    return findRole(tx, ctx, actor, role.id);
  });
}
