/**
 * A centre's branches with the master's sections (contract, support, add-ons, payment; docs/product-spec.md §11).
 * Centre staff with ORGANIZATION_UPDATE manage their own centre's; the master on the platform domain any centre's.
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { branches, organizations, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Branch, BranchAddon, BranchContract, BranchPayment, BranchSupport } from './contracts.ts';
import type { BranchListInput, CreateBranchInput, UpdateBranchInput } from './schemas.ts';
import { centreOf, fullName, pageOf, uniqueViolation } from './scope.ts';

export const BRANCH_READ = ['ORGANIZATION_UPDATE', 'PACKAGE_INDEX'] as const;
const creator = alias(users, 'creator');
const NAME_TAKEN = 'A branch of this name exists already in the centre.';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const intOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Stored sections may be `{}` (never filled): every key gets its empty value. */
export function contractOf(raw: Record<string, unknown>): BranchContract {
  return { start_on: str(raw.start_on) || null, end_on: str(raw.end_on) || null, fee_minor: intOrNull(raw.fee_minor), revenue_share_percent: intOrNull(raw.revenue_share_percent), terms: str(raw.terms) };
}
export function supportOf(raw: Record<string, unknown>): BranchSupport {
  return { contact_name: str(raw.contact_name), phone: str(raw.phone), email: str(raw.email), hours: str(raw.hours) };
}
export function addonsOf(raw: unknown[]): BranchAddon[] {
  return raw.flatMap((a) => {
    const o = (a ?? {}) as Record<string, unknown>;
    const price = intOrNull(o.price_minor);
    return typeof o.name === 'string' && price !== null ? [{ name: o.name, price_minor: price }] : [];
  });
}
export function paymentOf(raw: Record<string, unknown>): BranchPayment {
  const m = raw.method;
  return { method: m === 'bank_transfer' || m === 'mobile_banking' || m === 'cash' ? m : null, account_name: str(raw.account_name), account_number: str(raw.account_number), bank: str(raw.bank) };
}

const studentsCount = sql<number>`(select count(distinct e.student_id)::int from enrollments e where e.branch_id = ${branches.id} and e.status <> 'cancelled')`;

async function branchesWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<Branch[]> {
  const rows = await tx
    .select({ b: branches, currency: organizations.currency, students: studentsCount, cFirst: creator.firstName, cLast: creator.lastName })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .leftJoin(creator, eq(creator.id, branches.createdBy))
    .where(where)
    .orderBy(asc(sql`lower(${branches.name})`), desc(branches.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((r) => ({
    id: r.b.id,
    organization_id: r.b.organizationId,
    name: r.b.name,
    code: r.b.code,
    address: r.b.address,
    phone: r.b.phone,
    email: r.b.email,
    manager_name: r.b.managerName,
    status: r.b.status,
    contract: contractOf(r.b.contract),
    support: supportOf(r.b.support),
    addons: addonsOf(r.b.addons),
    payment: paymentOf(r.b.payment),
    currency: r.currency,
    students_count: Number(r.students),
    created_at: r.b.createdAt.toISOString(),
    created_by: r.b.createdBy !== null ? { id: r.b.createdBy, full_name: fullName(r.cFirst, r.cLast) } : null,
  }));
}

const live = (organizationId: number) => and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt));

/** One live branch of the centre, or 404 (another centre's id is not told apart from a missing one). */
export async function branchOf(tx: Tx, organizationId: number, id: number): Promise<Branch> {
  const [b] = await branchesWhere(tx, and(live(organizationId), eq(branches.id, id)), 1, 1);
  if (!b) throw new NotFoundError('Branch not found');
  return b;
}

/** A branch id given in a body: one of the centre's live branches, else 422 on the field. */
export async function requireBranch(tx: Tx, organizationId: number, id: number | null | undefined, field = 'branch_id'): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const [b] = await tx.select({ id: branches.id }).from(branches).where(and(live(organizationId), eq(branches.id, id)));
  if (!b) throw ValidationError.field(field, 'There is no such branch in this centre.');
  return b.id;
}

/** The centre a branch id belongs to, for the master who reaches it by id alone on the platform domain. */
async function centreOfBranch(tx: Tx, ctx: RequestContext, id: number): Promise<number> {
  if (ctx.tenant) return ctx.tenant.id;
  const [b] = await tx.select({ org: branches.organizationId }).from(branches).where(and(eq(branches.id, id), isNull(branches.deletedAt)));
  if (!b) throw new NotFoundError('Branch not found');
  return (await centreOf(tx, ctx, b.org)).id;
}

/** GET branches */
export async function listBranches({ ctx, input }: Verb<BranchListInput>) {
  requireAnyPermission(ctx, ...BRANCH_READ);
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const where = and(
      live(centre.id),
      input.status ? eq(branches.status, input.status) : undefined,
      input.search ? sql`lower(${branches.name} || ' ' || ${branches.code} || ' ' || ${branches.address}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(branches).where(where);
    return list(await branchesWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET branches/{id} */
export async function showBranch({ ctx, input }: Verb<{ id: number }>): Promise<Branch> {
  requireAnyPermission(ctx, ...BRANCH_READ);
  return withTenantTx(ctx, async (tx) => branchOf(tx, await centreOfBranch(tx, ctx, input.id), input.id));
}

function sections(input: UpdateBranchInput): Partial<typeof branches.$inferInsert> {
  const set: Partial<typeof branches.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.code !== undefined) set.code = input.code;
  if (input.address !== undefined) set.address = input.address;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.email !== undefined) set.email = input.email;
  if (input.manager_name !== undefined) set.managerName = input.manager_name;
  if (input.contract !== undefined) set.contract = input.contract;
  if (input.support !== undefined) set.support = input.support;
  if (input.addons !== undefined) set.addons = input.addons;
  if (input.payment !== undefined) set.payment = input.payment;
  return set;
}

/** POST branches */
export async function createBranch({ ctx, input }: Verb<CreateBranchInput>): Promise<Branch> {
  const actor = requirePermission(ctx, 'ORGANIZATION_UPDATE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const centre = await centreOf(tx, ctx, input.organization_id);
      const [b] = await tx
        .insert(branches)
        .values({ ...sections(input), name: input.name, organizationId: centre.id, createdBy: actor.userId })
        .returning({ id: branches.id });
      return branchOf(tx, centre.id, b!.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('name', NAME_TAKEN);
    throw err;
  }
}

/** PUT branches/{id}: each section sent replaces that section whole (the master's pages edit one section each). */
export async function updateBranch({ ctx, input }: Verb<UpdateBranchInput & { id: number }>): Promise<Branch> {
  requirePermission(ctx, 'ORGANIZATION_UPDATE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const org = await centreOfBranch(tx, ctx, input.id);
      await branchOf(tx, org, input.id);
      await tx.update(branches).set({ ...sections(input), updatedAt: new Date() }).where(and(live(org), eq(branches.id, input.id)));
      return branchOf(tx, org, input.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('name', NAME_TAKEN);
    throw err;
  }
}

/** PATCH branches/change-status/{id} */
export async function changeBranchStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<Branch> {
  requirePermission(ctx, 'ORGANIZATION_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const org = await centreOfBranch(tx, ctx, input.id);
    await branchOf(tx, org, input.id);
    await tx.update(branches).set({ status: input.status, updatedAt: new Date() }).where(and(live(org), eq(branches.id, input.id)));
    return branchOf(tx, org, input.id);
  });
}

/**
 * DELETE branches/{id}: a soft delete. Invoices, enrollments and promo codes keep pointing at the row (their history
 * still names the branch) and the name is free again for a new branch.
 */
export async function deleteBranch({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requirePermission(ctx, 'ORGANIZATION_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const org = await centreOfBranch(tx, ctx, input.id);
    await branchOf(tx, org, input.id);
    await tx.update(branches).set({ deletedAt: new Date(), status: 'inactive', updatedAt: new Date() }).where(and(live(org), eq(branches.id, input.id)));
    return null;
  });
}
