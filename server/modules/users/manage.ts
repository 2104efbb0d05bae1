/**
 * Creating and changing people (docs/product-spec.md §10): create with an invitation, edit, activate/deactivate,
 * soft delete, resend the invitation. Every change to another user follows the rank rule (server/kernel/rank.ts)
 * and leaves an audit entry in the same transaction.
 */
import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { NO_PASSWORD } from '../../kernel/passwords.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { actorRank, requireRankOver, targetRank } from '../../kernel/rank.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { originFor } from '../../kernel/config.ts';
import { groupMembers, groups, oneTimeTokens, organizations, roles, sessions, users } from '../../db/schema.ts';
import { issueOneTimeToken, VERIFY_DAYS } from '../auth/service.ts';
import { detailOf, findPerson, toUserRow } from './people.ts';
import { inviteUser, type InviteFrom } from './invite.ts';
import type { CreateUserInput, UpdateUserInput } from './schemas.ts';
import type { RoleKind, UserDetail, UserRow } from './contracts.ts';

export const EMAIL_TAKEN = 'This e-mail address is already in use.';

interface Place extends InviteFrom {
  organizationId: number | null;
}

/** The centre a new user joins: the request's tenant, or (the master on the bare domain) the one named. */
async function placeOf(tx: Tx, ctx: RequestContext, organizationId: number | undefined, kind: RoleKind | null): Promise<Place> {
  if (ctx.tenant) return { organizationId: ctx.tenant.id, subdomain: ctx.tenant.subdomain, placeName: ctx.tenant.name };
  if (kind === 'SUPER_ADMIN') return { organizationId: null, subdomain: null, placeName: 'the platform' };
  if (organizationId === undefined) throw ValidationError.field('organization_id', 'Choose the coaching centre the user belongs to.');
  const [org] = await tx
    .select({ id: organizations.id, subdomain: organizations.subdomain, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!org) throw ValidationError.field('organization_id', 'There is no such coaching centre.');
  return { organizationId: org.id, subdomain: org.subdomain, placeName: org.name };
}

/** A role the centre may give: a built-in one or the centre's own, active. `role` (a kind) picks the built-in one. */
async function roleFor(tx: Tx, organizationId: number | null, roleId: number | undefined, kind: RoleKind | undefined) {
  if (roleId === undefined && kind === undefined) throw ValidationError.field('role_id', 'Choose a role.');
  const visible = organizationId === null ? isNull(roles.organizationId) : or(isNull(roles.organizationId), eq(roles.organizationId, organizationId));
  const which = roleId !== undefined ? eq(roles.id, roleId) : and(eq(roles.kind, kind!), eq(roles.builtin, true));
  const [role] = await tx.select({ id: roles.id, kind: roles.kind, name: roles.name, status: roles.status }).from(roles).where(and(which, visible));
  if (!role || role.status !== 'active') throw ValidationError.field(roleId !== undefined ? 'role_id' : 'role', 'This role does not exist or is inactive.');
  if (organizationId !== null && role.kind === 'SUPER_ADMIN') throw ValidationError.field(roleId !== undefined ? 'role_id' : 'role', 'A centre user cannot be a master.');
  if (organizationId === null && role.kind !== 'SUPER_ADMIN') throw ValidationError.field('organization_id', 'Choose the coaching centre the user belongs to.');
  return role;
}

/**
 * The rank rule for giving a role: only a role strictly below the actor's own. The master may add platform staff
 * (another master): making an account is not acting on an existing one, which the rule guards.
 */
function requireMayGive(actor: Actor, kind: RoleKind, field: string): void {
  if (actor.role === 'SUPER_ADMIN' && actor.organizationId === null) return;
  if (actorRank(actor.role) <= targetRank(kind)) throw ValidationError.field(field, 'You cannot give a role of the same or a higher rank than your own.');
}

async function requireEmailFree(tx: Tx, organizationId: number | null, email: string, exceptId?: number): Promise<void> {
  const [hit] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        organizationId === null ? isNull(users.organizationId) : eq(users.organizationId, organizationId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  if (hit) throw ValidationError.field('email', EMAIL_TAKEN);
}

/** Group ids of the centre, for a student or a trainer (groups hold no other kind). */
async function setGroups(tx: Tx, userId: number, organizationId: number | null, kind: string, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    if (organizationId === null || (kind !== 'STUDENT' && kind !== 'TRAINER')) throw ValidationError.field('group_ids', 'Only students and trainers belong to groups.');
    const found = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.organizationId, organizationId), inArray(groups.id, unique)));
    if (found.length !== unique.length) throw ValidationError.field('group_ids', 'One of the groups does not exist in this centre.');
  }
  await tx.delete(groupMembers).where(eq(groupMembers.userId, userId));
  if (unique.length > 0) {
    await tx.insert(groupMembers).values(unique.map((groupId) => ({ groupId, userId, organizationId: organizationId!, memberRole: kind === 'STUDENT' ? ('student' as const) : ('trainer' as const) })));
  }
}

/** A unique-index race (two creates at once) reads as the duplicate e-mail it is. */
function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** POST users: a user of the caller's centre (the master: of any centre, or platform staff), invited by mail. */
export async function createUser({ ctx, input }: Verb<CreateUserInput>): Promise<UserDetail> {
  const actor = requirePermission(ctx, 'USER_STORE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const place = await placeOf(tx, ctx, input.organization_id, input.role ?? null);
      const role = await roleFor(tx, place.organizationId, input.role_id, input.role);
      requireMayGive(actor, role.kind, input.role_id !== undefined ? 'role_id' : 'role');
      await requireEmailFree(tx, place.organizationId, input.email);
      const [row] = await tx
        .insert(users)
        .values({
          organizationId: place.organizationId,
          roleId: role.id,
          email: input.email,
          passwordHash: NO_PASSWORD,
          firstName: input.first_name,
          lastName: input.last_name ?? '',
          phone: input.phone ?? null,
          packageExpiryDate: role.kind === 'STUDENT' ? (input.package_expiry_date ?? null) : null,
          createdBy: actor.userId,
        })
        .returning({ id: users.id });
      const id = row!.id;
      if (input.group_ids) await setGroups(tx, id, place.organizationId, role.kind, input.group_ids);
      await inviteUser(tx, ctx.config, { id, email: input.email, firstName: input.first_name, organizationId: place.organizationId }, place);
      await recordAudit(tx, ctx, { action: 'user.create', targetType: 'user', targetId: id, organizationId: place.organizationId, details: { role: role.kind, email: input.email } });
      return detailOf(tx, ctx, id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('email', EMAIL_TAKEN);
    throw err;
  }
}

/** The target of a change, in reach and of a lower rank (404 / 403 otherwise). */
async function targetOf(tx: Tx, ctx: RequestContext, actor: Actor, id: number) {
  const row = await findPerson(tx, ctx, id);
  requireRankOver(actor, { role: row.roleKind, organizationId: row.organizationId });
  return row;
}

/** Nobody removes themselves, and a centre keeps at least one active owner. */
async function requireNotSelfOrLastOwner(tx: Tx, actor: Actor, target: { id: number; roleKind: string; organizationId: number | null }, what: string): Promise<void> {
  if (target.id === actor.userId) throw ValidationError.field('id', `You cannot ${what} your own account.`);
  if (target.roleKind !== 'COACHING_OWNER' || target.organizationId === null) return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, target.organizationId), eq(roles.kind, 'COACHING_OWNER'), eq(users.status, 'active'), isNull(users.deletedAt), ne(users.id, target.id)));
  if (Number(others?.n ?? 0) === 0) throw ValidationError.field('id', `You cannot ${what} the last active owner of a coaching centre.`);
}

async function revokeSessions(tx: Tx, userId: number): Promise<void> {
  await tx.update(sessions).set({ revokedAt: sql`now()` as unknown as Date }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** PUT users/{id}: name, e-mail (re-verified), phone, role, groups, package expiry. */
export async function updateUser({ ctx, input }: Verb<UpdateUserInput & { id: number }>): Promise<UserDetail> {
  const actor = requirePermission(ctx, 'USER_UPDATE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const target = await targetOf(tx, ctx, actor, input.id);
      const changed: string[] = [];
      const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      let kind = target.roleKind;
      const newRole = input.role_id !== undefined || (input.role !== undefined && input.role !== target.roleKind) ? await roleFor(tx, target.organizationId, input.role_id, input.role) : null;
      if (newRole && newRole.id !== target.roleId) {
        const role = newRole;
        requireMayGive(actor, role.kind, input.role_id !== undefined ? 'role_id' : 'role');
        set.roleId = role.id;
        kind = role.kind;
        changed.push('role');
        await recordAudit(tx, ctx, { action: 'user.role_change', targetType: 'user', targetId: target.id, organizationId: target.organizationId, details: { from: target.roleName, to: role.name } });
      }
      if (input.first_name !== undefined && input.first_name !== target.firstName) {
        set.firstName = input.first_name;
        changed.push('first_name');
      }
      if (input.last_name !== undefined && input.last_name !== target.lastName) {
        set.lastName = input.last_name;
        changed.push('last_name');
      }
      if (input.phone !== undefined && (input.phone ?? null) !== target.phone) {
        set.phone = input.phone ?? null;
        changed.push('phone');
      }
      if (input.package_expiry_date !== undefined && (input.package_expiry_date ?? null) !== target.packageExpiryDate) {
        set.packageExpiryDate = input.package_expiry_date ?? null;
        changed.push('package_expiry_date');
      }
      const newEmail = input.email !== undefined && input.email !== target.email.toLowerCase() ? input.email : null;
      if (newEmail) {
        await requireEmailFree(tx, target.organizationId, newEmail, target.id);
        set.email = newEmail;
        set.emailVerifiedAt = null;
        changed.push('email');
      }
      await tx.update(users).set(set).where(eq(users.id, target.id));
      if (input.group_ids !== undefined) {
        await setGroups(tx, target.id, target.organizationId, kind, input.group_ids);
        changed.push('groups');
      } else if (kind !== target.roleKind && kind !== 'STUDENT' && kind !== 'TRAINER') {
        await tx.delete(groupMembers).where(eq(groupMembers.userId, target.id));
      }
      if (newEmail) {
        // the new address is confirmed like a first one: a link to GET user/verify/{token}
        const token = await issueOneTimeToken(tx, 'verify', target.id, target.organizationId, VERIFY_DAYS * 24 * 60);
        const sub = ctx.tenant?.subdomain ?? (target.organizationId === null ? null : (await tx.select({ s: organizations.subdomain }).from(organizations).where(eq(organizations.id, target.organizationId)))[0]?.s ?? null);
        await enqueueMail(tx, {
          organizationId: target.organizationId,
          to: newEmail,
          subject: 'Confirm your e-mail address',
          text: `Hello ${input.first_name ?? target.firstName},\n\nYour e-mail address was changed to this one. Open this link to confirm it (valid for ${VERIFY_DAYS} days):\n${originFor(ctx.config, sub)}/email-verification-success?t=${encodeURIComponent(token)}\n`,
        });
      }
      if (changed.length > 0) await recordAudit(tx, ctx, { action: 'user.update', targetType: 'user', targetId: target.id, organizationId: target.organizationId, details: { fields: changed } });
      return detailOf(tx, ctx, target.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('email', EMAIL_TAKEN);
    throw err;
  }
}

/** PATCH users/change-status/{id}: deactivating ends every session of the user at once. */
export async function changeUserStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<UserRow> {
  const actor = requirePermission(ctx, 'USER_CHANGE_STATUS');
  return withTenantTx(ctx, async (tx) => {
    if (input.status === 'inactive' && input.id === actor.userId) throw ValidationError.field('id', 'You cannot deactivate your own account.');
    const target = await targetOf(tx, ctx, actor, input.id);
    if (input.status === 'inactive') await requireNotSelfOrLastOwner(tx, actor, target, 'deactivate');
    if (target.status !== input.status) {
      await tx.update(users).set({ status: input.status, updatedAt: new Date() }).where(eq(users.id, target.id));
      if (input.status === 'inactive') await revokeSessions(tx, target.id);
      await recordAudit(tx, ctx, { action: input.status === 'active' ? 'user.activate' : 'user.deactivate', targetType: 'user', targetId: target.id, organizationId: target.organizationId });
    }
    return toUserRow(await findPerson(tx, ctx, target.id));
  });
}

/** DELETE users/{id}: a soft delete; answers and results keep their owner, the e-mail is free again. */
export async function deleteUser({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  const actor = requirePermission(ctx, 'USER_DESTROY');
  return withTenantTx(ctx, async (tx) => {
    if (input.id === actor.userId) throw ValidationError.field('id', 'You cannot delete your own account.');
    const target = await targetOf(tx, ctx, actor, input.id);
    await requireNotSelfOrLastOwner(tx, actor, target, 'delete');
    await tx.update(users).set({ deletedAt: new Date(), status: 'inactive', updatedAt: new Date() }).where(eq(users.id, target.id));
    await revokeSessions(tx, target.id);
    await tx.update(oneTimeTokens).set({ usedAt: sql`now()` as unknown as Date }).where(and(eq(oneTimeTokens.userId, target.id), isNull(oneTimeTokens.usedAt)));
    await tx.delete(groupMembers).where(eq(groupMembers.userId, target.id));
    await recordAudit(tx, ctx, { action: 'user.delete', targetType: 'user', targetId: target.id, organizationId: target.organizationId, details: { email: target.email } });
    return null;
  });
}

/** POST users/{id}/resend-invitation: a new link; the earlier ones stop working. */
export async function resendInvitation({ ctx, input }: Verb<{ id: number }>): Promise<{ sent_to: string }> {
  const actor = requirePermission(ctx, 'USER_STORE');
  return withTenantTx(ctx, async (tx) => {
    const target = await targetOf(tx, ctx, actor, input.id);
    if (target.passwordSetAt) throw ValidationError.field('id', 'This user has already accepted the invitation.');
    if (target.status !== 'active') throw ValidationError.field('id', 'Activate the user before inviting them again.');
    const place: InviteFrom =
      ctx.tenant ? { subdomain: ctx.tenant.subdomain, placeName: ctx.tenant.name } : target.organizationId === null ? { subdomain: null, placeName: 'the platform' } : { subdomain: null, placeName: target.organizationName ?? 'your centre' };
    if (!ctx.tenant && target.organizationId !== null) {
      const [org] = await tx.select({ s: organizations.subdomain }).from(organizations).where(eq(organizations.id, target.organizationId));
      place.subdomain = org?.s ?? null;
    }
    await inviteUser(tx, ctx.config, { id: target.id, email: target.email, firstName: target.firstName, organizationId: target.organizationId }, place);
    await recordAudit(tx, ctx, { action: 'user.invite', targetType: 'user', targetId: target.id, organizationId: target.organizationId });
    return { sent_to: target.email };
  });
}
