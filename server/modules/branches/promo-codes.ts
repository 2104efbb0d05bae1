/**
 * Promo codes, the discounts pages (docs/product-spec.md §11): upper-case codes, a percentage (1–100) or a fixed
 * amount in minor units, an optional window in whole days, usage limit, packages and branch. Using a code is the
 * payments module's (ledger.ts redeemPromo); here they are managed.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { branches, organizations, packages, promoCodes } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { PromoCode } from './contracts.ts';
import type { CreatePromoInput, PromoListInput, UpdatePromoInput } from './schemas.ts';
import { instantsToWindow, windowToInstants } from './rules.ts';
import { centreOf, pageOf, uniqueViolation } from './scope.ts';
import { requireBranch } from './service.ts';

const CODE_TAKEN = 'This code exists already in the centre.';

async function promosWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<PromoCode[]> {
  const rows = await tx
    .select({ p: promoCodes, currency: organizations.currency, branchName: branches.name })
    .from(promoCodes)
    .innerJoin(organizations, eq(organizations.id, promoCodes.organizationId))
    .leftJoin(branches, eq(branches.id, promoCodes.branchId))
    .where(where)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const ids = [...new Set(rows.flatMap((r) => r.p.packageIds))];
  const names = new Map(
    ids.length ? (await tx.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, ids))).map((p) => [p.id, p.name]) : [],
  );
  return rows.map(({ p, currency, branchName }) => ({
    id: p.id,
    organization_id: p.organizationId!,
    code: p.code,
    description: p.description,
    discount_kind: p.discountKind,
    amount: p.amount,
    currency,
    ...instantsToWindow(p.startsAt, p.endsAt),
    usage_limit: p.usageLimit,
    used_count: p.usedCount,
    package_ids: p.packageIds,
    packages: p.packageIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    branch: p.branchId !== null && branchName !== null ? { id: p.branchId, name: branchName } : null,
    status: p.status,
    created_at: p.createdAt.toISOString(),
  }));
}

async function promoOf(tx: Tx, organizationId: number, id: number): Promise<PromoCode> {
  const [p] = await promosWhere(tx, and(eq(promoCodes.organizationId, organizationId), eq(promoCodes.id, id)), 1, 1);
  if (!p) throw new NotFoundError('Promo code not found');
  return p;
}

/** The centre of a promo code reached by id: the tenant's, or for the master the code's own centre. */
async function centreOfPromo(tx: Tx, ctx: RequestContext, id: number): Promise<number> {
  if (ctx.tenant) return ctx.tenant.id;
  const [p] = await tx.select({ org: promoCodes.organizationId }).from(promoCodes).where(eq(promoCodes.id, id));
  if (!p || p.org === null) throw new NotFoundError('Promo code not found');
  return (await centreOf(tx, ctx, p.org)).id;
}

/** Package ids given for a code: the centre's own live packages or courses, else 422 naming the strangers. */
async function requirePackages(tx: Tx, organizationId: number, ids: readonly number[] | undefined): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.organizationId, organizationId), isNull(packages.deletedAt), inArray(packages.id, unique)));
  if (found.length !== unique.length) {
    const ok = new Set(found.map((f) => f.id));
    throw ValidationError.field('package_ids', `Not packages of this centre: ${unique.filter((id) => !ok.has(id)).join(', ')}.`);
  }
  return unique;
}

/** GET promo-codes */
export async function listPromoCodes({ ctx, input }: Verb<PromoListInput>) {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const where = and(
      eq(promoCodes.organizationId, centre.id),
      input.status ? eq(promoCodes.status, input.status) : undefined,
      input.branch_id ? eq(promoCodes.branchId, input.branch_id) : undefined,
      input.search ? sql`lower(${promoCodes.code} || ' ' || ${promoCodes.description}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(promoCodes).where(where);
    return list(await promosWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET promo-codes/{id} */
export async function showPromoCode({ ctx, input }: Verb<{ id: number }>): Promise<PromoCode> {
  requirePermission(ctx, 'PACKAGE_INDEX');
  return withTenantTx(ctx, async (tx) => promoOf(tx, await centreOfPromo(tx, ctx, input.id), input.id));
}

/** POST promo-codes */
export async function createPromoCode({ ctx, input }: Verb<CreatePromoInput>): Promise<PromoCode> {
  const actor = requirePermission(ctx, 'PACKAGE_STORE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const centre = await centreOf(tx, ctx, input.organization_id);
      const packageIds = (await requirePackages(tx, centre.id, input.package_ids)) ?? [];
      const branchId = await requireBranch(tx, centre.id, input.branch_id);
      const w = windowToInstants(input.starts_on ?? null, input.ends_on ?? null);
      const [p] = await tx
        .insert(promoCodes)
        .values({
          organizationId: centre.id,
          code: input.code,
          description: input.description ?? '',
          discountKind: input.discount_kind,
          amount: input.amount,
          startsAt: w.startsAt,
          endsAt: w.endsAt,
          usageLimit: input.usage_limit ?? null,
          packageIds,
          branchId,
          status: input.status ?? 'active',
          createdBy: actor.userId,
        })
        .returning({ id: promoCodes.id });
      return promoOf(tx, centre.id, p!.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('code', CODE_TAKEN);
    throw err;
  }
}

/**
 * PUT promo-codes/{id}. The rules are checked against the row as it will be (kind and amount, window, a limit not
 * below the uses already made), with the row locked so a redemption cannot slip in between.
 */
export async function updatePromoCode({ ctx, input }: Verb<UpdatePromoInput & { id: number }>): Promise<PromoCode> {
  requirePermission(ctx, 'PACKAGE_UPDATE');
  try {
    return await withTenantTx(ctx, async (tx) => {
      const org = await centreOfPromo(tx, ctx, input.id);
      const [row] = await tx.select().from(promoCodes).where(and(eq(promoCodes.organizationId, org), eq(promoCodes.id, input.id))).for('update');
      if (!row) throw new NotFoundError('Promo code not found');
      const kind = input.discount_kind ?? row.discountKind;
      const amount = input.amount ?? row.amount;
      if (kind === 'PERCENT' && amount > 100) throw ValidationError.field('amount', 'A percentage is from 1 to 100.');
      const was = instantsToWindow(row.startsAt, row.endsAt);
      const startsOn = input.starts_on !== undefined ? input.starts_on : was.starts_on;
      const endsOn = input.ends_on !== undefined ? input.ends_on : was.ends_on;
      if (startsOn && endsOn && endsOn < startsOn) throw ValidationError.field('ends_on', 'The code must end on or after the day it starts.');
      const limit = input.usage_limit !== undefined ? input.usage_limit : row.usageLimit;
      if (limit !== null && limit < row.usedCount) throw ValidationError.field('usage_limit', `The code has been used ${row.usedCount} times already: the limit cannot be lower.`);
      const w = windowToInstants(startsOn, endsOn);
      const set: Partial<typeof promoCodes.$inferInsert> = { discountKind: kind, amount, startsAt: w.startsAt, endsAt: w.endsAt, usageLimit: limit };
      if (input.code !== undefined) set.code = input.code;
      if (input.description !== undefined) set.description = input.description;
      if (input.status !== undefined) set.status = input.status;
      const packageIds = await requirePackages(tx, org, input.package_ids);
      if (packageIds !== undefined) set.packageIds = packageIds;
      if (input.branch_id !== undefined) set.branchId = await requireBranch(tx, org, input.branch_id);
      await tx.update(promoCodes).set(set).where(eq(promoCodes.id, row.id));
      return promoOf(tx, org, row.id);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('code', CODE_TAKEN);
    throw err;
  }
}

/** PATCH promo-codes/change-status/{id} */
export async function changePromoCodeStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<PromoCode> {
  requirePermission(ctx, 'PACKAGE_CHANGE_STATUS');
  return withTenantTx(ctx, async (tx) => {
    const org = await centreOfPromo(tx, ctx, input.id);
    await promoOf(tx, org, input.id);
    await tx.update(promoCodes).set({ status: input.status }).where(and(eq(promoCodes.organizationId, org), eq(promoCodes.id, input.id)));
    return promoOf(tx, org, input.id);
  });
}

/** DELETE promo-codes/{id}: only a code nobody used; a used one is switched off instead (its invoices name it). */
export async function deletePromoCode({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requirePermission(ctx, 'PACKAGE_DESTROY');
  return withTenantTx(ctx, async (tx) => {
    const org = await centreOfPromo(tx, ctx, input.id);
    const p = await promoOf(tx, org, input.id);
    if (p.used_count > 0) throw new ConflictError('This code has been used: switch it off instead of deleting it.');
    await tx.delete(promoCodes).where(and(eq(promoCodes.organizationId, org), eq(promoCodes.id, input.id)));
    return null;
  });
}

