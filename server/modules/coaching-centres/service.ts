/**
 * Coaching centres (docs/product-spec.md §10): the master creates a centre with its owner (invited by mail), edits,
 * switches it on and off (off ends every session of its users; its data stays), deletes an inactive one softly.
 * A centre's owner edits its own details and branding. `organizations` is the platform's table (no tenant column):
 * every verb filters by the caller's reach itself.
 */
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { NO_PASSWORD } from '../../kernel/passwords.ts';
import { publicVerb, requirePermission } from '../../kernel/permissions.ts';
import { checkSubdomainRules, forgetTenant } from '../../kernel/tenant.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { organizations, roles, sessions, uploads, users } from '../../db/schema.ts';
import { inviteUser } from '../users/invite.ts';
import { likePattern } from '../users/list.ts';
import type { Branding, Organization } from './contracts.ts';
import type { CreateOrgInput, OrgListInput, UpdateOrgInput } from './schemas.ts';

const isMasterScope = (ctx: RequestContext) => !ctx.tenant && ctx.actor?.role === 'SUPER_ADMIN';

// qualified by hand: in a one-table select Drizzle writes its columns bare, and a bare "id" inside these
// subqueries would mean the subquery's own users.id
const ORG_ID = sql.raw('"organizations"."id"');
const counts = {
  usersCount: sql<number>`(select count(*)::int from users u where u.organization_id = ${ORG_ID} and u.deleted_at is null)`,
  studentsCount: sql<number>`(select count(*)::int from users u join roles r on r.id = u.role_id where u.organization_id = ${ORG_ID} and u.deleted_at is null and r.kind = 'STUDENT')`,
  owner: sql<{ id: number; first_name: string; last_name: string; email: string; password_set: boolean; invite_live: boolean } | string | null>`(
    select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
      'password_set', u.password_set_at is not null,
      'invite_live', exists (select 1 from one_time_tokens t where t.user_id = u.id and t.kind = 'invite' and t.used_at is null and t.expires_at > now()))
      from users u join roles r on r.id = u.role_id
     where u.organization_id = ${ORG_ID} and r.kind = 'COACHING_OWNER' and u.deleted_at is null
     order by u.id limit 1)`,
};

function selectOrgs(tx: Tx) {
  return tx.select({ o: organizations, ...counts }).from(organizations);
}

type OrgRecord = Awaited<ReturnType<ReturnType<typeof selectOrgs>['execute']>>[number];

function toOrganization(r: OrgRecord): Organization {
  const o = r.o;
  const owner = typeof r.owner === 'string' ? (JSON.parse(r.owner) as Exclude<OrgRecord['owner'], string>) : r.owner;
  return {
    id: o.id,
    name: o.name,
    subdomain: o.subdomain,
    status: o.status,
    contact_email: o.contactEmail,
    contact_phone: o.contactPhone,
    address: o.address,
    logo: o.logo,
    primary_color: o.primaryColor,
    owner: owner
      ? { id: owner.id, full_name: `${owner.first_name} ${owner.last_name}`.trim(), email: owner.email, invitation: owner.password_set ? 'accepted' : owner.invite_live ? 'pending' : 'expired' }
      : null,
    users_count: Number(r.usersCount),
    students_count: Number(r.studentsCount),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

/** The centres a caller reaches: all (the master on the bare domain) or its own. */
function reach(ctx: RequestContext): SQL {
  const live = isNull(organizations.deletedAt);
  if (isMasterScope(ctx)) return live;
  if (!ctx.tenant) return sql`false`;
  return and(live, eq(organizations.id, ctx.tenant.id))!;
}

async function findOrg(tx: Tx, ctx: RequestContext, id: number): Promise<OrgRecord> {
  const [row] = await selectOrgs(tx).where(and(reach(ctx), eq(organizations.id, id)));
  if (!row) throw new NotFoundError('Coaching centre not found');
  return row;
}

/** GET organizations */
export async function listOrganizations({ ctx, input }: Verb<OrgListInput>) {
  requirePermission(ctx, 'ORGANIZATION_INDEX');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const parts: (SQL | undefined)[] = [reach(ctx)];
  if (input.status) parts.push(eq(organizations.status, input.status));
  if (input.search) {
    const p = likePattern(input.search);
    parts.push(or(sql`lower(${organizations.name}) like ${p}`, sql`${organizations.subdomain} like ${p}`, sql`lower(coalesce(${organizations.contactEmail}, '')) like ${p}`));
  }
  const where = and(...parts);
  const dir = input.order === 'asc' ? asc : desc;
  const order =
    input.sort === 'name' ? [dir(sql`lower(${organizations.name})`)] : input.sort === 'subdomain' ? [dir(organizations.subdomain)] : input.sort === 'students_count' ? [dir(counts.studentsCount)] : [dir(organizations.createdAt)];
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(organizations).where(where);
    const rows = await selectOrgs(tx).where(where).orderBy(...order, desc(organizations.id)).limit(perPage).offset((page - 1) * perPage);
    return list(rows.map(toOrganization), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET organizations/{id} */
export async function showOrganization({ ctx, input }: Verb<{ id: number }>): Promise<Organization> {
  requirePermission(ctx, 'ORGANIZATION_INDEX');
  return withTenantTx(ctx, async (tx) => toOrganization(await findOrg(tx, ctx, input.id)));
}

/** Format, reserved names and availability (a deleted centre keeps its name reserved): 422 on `subdomain`. */
async function requireFreeSubdomain(tx: Tx, value: string, exceptId?: number): Promise<void> {
  const rules = checkSubdomainRules(value);
  if (!rules.valid) {
    throw ValidationError.field('subdomain', rules.reason === 'reserved' ? 'This sub-domain is reserved.' : 'Use 3-63 lower-case letters, digits and single hyphens, not at either end.');
  }
  const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.subdomain, value));
  if (taken && taken.id !== exceptId) throw ValidationError.field('subdomain', 'This sub-domain is already taken.');
}

/** A logo must be an image uploaded into the logos folder (by this centre or the platform). */
async function requireLogo(tx: Tx, path: string | null | undefined, organizationId: number | null): Promise<void> {
  if (!path) return;
  const [u] = await tx.select({ orgId: uploads.organizationId, mime: uploads.mime }).from(uploads).where(and(eq(uploads.path, path), eq(uploads.type, 'logos')));
  if (!u || !u.mime.startsWith('image/') || (u.orgId !== null && u.orgId !== organizationId)) throw ValidationError.field('logo', 'Upload the logo first (PNG, JPEG, WebP or GIF).');
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** POST organizations: the centre, its owner (COACHING_OWNER, invited on the new sub-domain), an audit entry. */
export async function createOrganization({ ctx, input }: Verb<CreateOrgInput>): Promise<Organization> {
  const actor = requirePermission(ctx, 'ORGANIZATION_STORE');
  if (!isMasterScope(ctx)) throw new ForbiddenError('Only the platform creates coaching centres.');
  try {
    return await withTenantTx(ctx, async (tx) => {
      await requireFreeSubdomain(tx, input.subdomain);
      await requireLogo(tx, input.logo, null);
      const [org] = await tx
        .insert(organizations)
        .values({
          name: input.name,
          subdomain: input.subdomain,
          status: input.status ?? 'active',
          contactEmail: input.contact_email,
          contactPhone: input.contact_phone ?? null,
          address: input.address ?? null,
          primaryColor: input.primary_color ?? null,
          logo: input.logo ?? null,
        })
        .returning({ id: organizations.id });
      const [ownerRole] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.kind, 'COACHING_OWNER'), eq(roles.builtin, true), isNull(roles.organizationId)));
      const [owner] = await tx
        .insert(users)
        .values({ organizationId: org!.id, roleId: ownerRole!.id, email: input.owner.email, passwordHash: NO_PASSWORD, firstName: input.owner.first_name, lastName: input.owner.last_name ?? '', createdBy: actor.userId })
        .returning({ id: users.id });
      await inviteUser(tx, ctx.config, { id: owner!.id, email: input.owner.email, firstName: input.owner.first_name, organizationId: org!.id }, { subdomain: input.subdomain, placeName: input.name });
      await recordAudit(tx, ctx, { action: 'organization.create', targetType: 'organization', targetId: org!.id, organizationId: org!.id, details: { subdomain: input.subdomain } });
      await recordAudit(tx, ctx, { action: 'user.create', targetType: 'user', targetId: owner!.id, organizationId: org!.id, details: { role: 'COACHING_OWNER', email: input.owner.email } });
      return toOrganization(await findOrg(tx, ctx, org!.id));
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('subdomain', 'This sub-domain is already taken.');
    throw err;
  }
}

/** PUT organizations/{id}: the master any centre (the sub-domain too); an owner its own centre's details and branding. */
export async function updateOrganization({ ctx, input }: Verb<UpdateOrgInput & { id: number }>): Promise<Organization> {
  requirePermission(ctx, 'ORGANIZATION_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const current = (await findOrg(tx, ctx, input.id)).o;
    const set: Partial<typeof organizations.$inferInsert> = { updatedAt: new Date() };
    const changed: string[] = [];
    const put = <K extends keyof typeof organizations.$inferInsert>(field: string, key: K, value: (typeof organizations.$inferInsert)[K] | undefined) => {
      if (value === undefined || value === current[key as keyof typeof current]) return;
      set[key] = value;
      changed.push(field);
    };
    if (input.subdomain !== undefined && input.subdomain !== current.subdomain) {
      if (!isMasterScope(ctx)) throw ValidationError.field('subdomain', 'Only the platform changes a sub-domain.');
      await requireFreeSubdomain(tx, input.subdomain, current.id);
      put('subdomain', 'subdomain', input.subdomain);
    }
    if (input.logo) await requireLogo(tx, input.logo, current.id);
    put('name', 'name', input.name);
    put('contact_email', 'contactEmail', input.contact_email);
    put('contact_phone', 'contactPhone', input.contact_phone === undefined ? undefined : (input.contact_phone ?? null));
    put('address', 'address', input.address === undefined ? undefined : (input.address ?? null));
    put('primary_color', 'primaryColor', input.primary_color === undefined ? undefined : (input.primary_color ?? null));
    put('logo', 'logo', input.logo === undefined ? undefined : (input.logo ?? null));
    if (changed.length > 0) {
      await tx.update(organizations).set(set).where(eq(organizations.id, current.id));
      await recordAudit(tx, ctx, { action: 'organization.update', targetType: 'organization', targetId: current.id, organizationId: current.id, details: { fields: changed } });
      forgetTenant(current.subdomain);
    }
    return toOrganization(await findOrg(tx, ctx, current.id));
  });
}

/** PATCH organizations/change-status/{id}: off ends every session of the centre's users at once. */
export async function changeOrganizationStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<Organization> {
  requirePermission(ctx, 'ORGANIZATION_CHANGE_STATUS');
  if (!isMasterScope(ctx)) throw new ForbiddenError('Only the platform switches a coaching centre on or off.');
  return withTenantTx(ctx, async (tx) => {
    const current = (await findOrg(tx, ctx, input.id)).o;
    if (current.status !== input.status) {
      await tx.update(organizations).set({ status: input.status, updatedAt: new Date() }).where(eq(organizations.id, current.id));
      if (input.status === 'inactive') {
        await tx.update(sessions).set({ revokedAt: sql`now()` as unknown as Date }).where(and(eq(sessions.organizationId, current.id), isNull(sessions.revokedAt)));
      }
      await recordAudit(tx, ctx, { action: input.status === 'active' ? 'organization.activate' : 'organization.deactivate', targetType: 'organization', targetId: current.id, organizationId: current.id });
      forgetTenant(current.subdomain);
    }
    return toOrganization(await findOrg(tx, ctx, current.id));
  });
}

/** DELETE organizations/{id}: only an inactive centre; soft (hidden, its sub-domain stays reserved, its data kept). */
export async function deleteOrganization({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requirePermission(ctx, 'ORGANIZATION_DESTROY');
  if (!isMasterScope(ctx)) throw new ForbiddenError('Only the platform deletes coaching centres.');
  return withTenantTx(ctx, async (tx) => {
    const current = (await findOrg(tx, ctx, input.id)).o;
    if (current.status !== 'inactive') throw ValidationError.field('id', 'Deactivate the coaching centre before deleting it.');
    await tx.update(organizations).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(organizations.id, current.id));
    await recordAudit(tx, ctx, { action: 'organization.delete', targetType: 'organization', targetId: current.id, organizationId: current.id, details: { subdomain: current.subdomain } });
    forgetTenant(current.subdomain);
    return null;
  });
}

/** GET branding (public): the centre's name, logo and colour for its login page and header. */
export async function showBranding({ ctx }: Verb): Promise<Branding> {
  publicVerb(ctx);
  if (!ctx.tenant) throw new NotFoundError('Branding belongs to a coaching centre');
  const [o] = await ctx.db.orm
    .select({ name: organizations.name, subdomain: organizations.subdomain, logo: organizations.logo, primaryColor: organizations.primaryColor, status: organizations.status })
    .from(organizations)
    .where(eq(organizations.id, ctx.tenant.id));
  if (!o) throw new NotFoundError('Unknown tenant');
  return { name: o.name, subdomain: o.subdomain, logo: o.logo, primary_color: o.primaryColor, status: o.status };
}
