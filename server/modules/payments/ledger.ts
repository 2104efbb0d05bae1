/**
 * The ledger's shared functions (docs/product-spec.md §11): promo quotes and redemptions, invoices with their
 * instalment plans, and enrollment activation. Other modules (registration, onboarding, enrollment pages) call these
 * inside their own `withTenantTx`, so every write lands in the caller's transaction. Signatures are fixed.
 */
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { isoDate } from '../../kernel/dates.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { enrollments, invoiceInstalments, invoices, packages, promoCodes, promoRedemptions, users } from '../../db/schema.ts';
import { addDaysIso, discountMinor, documentNumber, instalmentPlan } from './money.ts';

/** Raw rows of a statement, whichever driver is under Drizzle (both answer `{ rows }`). */
export async function rowsOf<T>(tx: Tx, q: SQL): Promise<T[]> {
  const r = (await tx.execute(q)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

const orgIs = (col: SQL | typeof invoices.organizationId, organizationId: number | null) => sql`coalesce(${col}, 0) = ${organizationId ?? 0}`;

/**
 * The next number of a per-centre, per-year sequence (`INV-2026-000001`), under a transaction-scoped advisory lock on
 * (kind, centre), so two invoices issued at once never share a number; the unique index is the last line.
 */
export async function nextNumber(tx: Tx, prefix: 'INV' | 'RCP', organizationId: number | null, year = new Date().getUTCFullYear()): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${prefix === 'INV' ? 7101 : 7102}, ${organizationId ?? 0})`);
  const like = `${prefix}-${year}-%`;
  const table = prefix === 'INV' ? sql`invoices` : sql`transactions`;
  const col = prefix === 'INV' ? sql`number` : sql`receipt_number`;
  const [row] = await rowsOf<{ n: number | string | null }>(
    tx,
    sql`select max(substring(${col} from 10)::int) as n from ${table} where coalesce(organization_id, 0) = ${organizationId ?? 0} and ${col} like ${like}`,
  );
  return documentNumber(prefix, year, Number(row?.n ?? 0) + 1);
}

export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is not active.',
  notYet: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  wrongPackage: 'This promo code does not apply to this package.',
  usedUp: 'This promo code has been used up.',
} as const;

/** Promo codes are stored upper-case (§11); what a buyer types is trimmed and upper-cased first. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A quote of a promo code for a package and subtotal; throws ValidationError({ [field]: [message] }) when it does not apply. Does not use the code. */
export async function quotePromo(
  tx: Tx,
  o: { organizationId: number | null; code: string; packageId: number | null; subtotalMinor: number; field?: string; now?: Date },
): Promise<{ promoCodeId: number; code: string; discountMinor: number }> {
  const field = o.field ?? 'code';
  const fail = (m: string) => ValidationError.field(field, m);
  const code = normalizeCode(o.code);
  if (!/^[A-Z0-9_-]{3,32}$/.test(code)) throw fail(PROMO_MESSAGES.unknown);
  const [p] = await tx.select().from(promoCodes).where(and(orgIs(sql`${promoCodes.organizationId}`, o.organizationId), eq(promoCodes.code, code)));
  if (!p) throw fail(PROMO_MESSAGES.unknown);
  const now = o.now ?? new Date();
  if (p.status !== 'active') throw fail(PROMO_MESSAGES.inactive);
  if (p.startsAt && p.startsAt > now) throw fail(PROMO_MESSAGES.notYet);
  if (p.endsAt && p.endsAt <= now) throw fail(PROMO_MESSAGES.expired);
  if (p.packageIds.length > 0 && (o.packageId === null || !p.packageIds.includes(o.packageId))) throw fail(PROMO_MESSAGES.wrongPackage);
  if (p.usageLimit !== null && p.usedCount >= p.usageLimit) throw fail(PROMO_MESSAGES.usedUp);
  return { promoCodeId: p.id, code: p.code, discountMinor: discountMinor(o.subtotalMinor, p.discountKind, Number(p.amount)) };
}

/** Uses one redemption atomically (conditional UPDATE); throws ValidationError({ [field]: ['This promo code has been used up.'] }) when none is left. */
export async function redeemPromo(
  tx: Tx,
  o: { promoCodeId: number; organizationId: number | null; invoiceId: number; email: string; field?: string },
): Promise<void> {
  // one statement: two buyers of the last use cannot both pass the WHERE (§11)
  const done = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, o.promoCodeId), orgIs(sql`${promoCodes.organizationId}`, o.organizationId), sql`(${promoCodes.usageLimit} is null or ${promoCodes.usedCount} < ${promoCodes.usageLimit})`))
    .returning({ id: promoCodes.id });
  if (done.length === 0) throw ValidationError.field(o.field ?? 'code', PROMO_MESSAGES.usedUp);
  await tx.insert(promoRedemptions).values({ promoCodeId: o.promoCodeId, organizationId: o.organizationId, invoiceId: o.invoiceId, email: o.email });
}

/** An invoice with its instalment plan (equal parts, remainder on the first, monthly due dates from issuedOn unless `plan` is given). */
export async function createInvoice(
  tx: Tx,
  o: {
    organizationId: number | null; currency: string; subtotalMinor: number; discountMinor?: number; promoCodeId?: number | null;
    studentId?: number | null; enrollmentId?: number | null; branchId?: number | null; packageId?: number | null; preRegistrationId?: number | null;
    instalments?: number; plan?: { dueOn: string; amountMinor: number }[]; createdBy?: number | null;
  },
): Promise<{ id: number; number: string; totalMinor: number }> {
  const discount = Math.min(o.discountMinor ?? 0, o.subtotalMinor);
  const total = o.subtotalMinor - discount;
  const issuedOn = isoDate(0);
  const plan = o.plan ?? instalmentPlan(total, Math.max(1, Math.min(12, o.instalments ?? 1)), issuedOn);
  if (plan.reduce((a, p) => a + p.amountMinor, 0) !== total || plan.some((p) => !Number.isSafeInteger(p.amountMinor) || p.amountMinor <= 0)) {
    throw ValidationError.field('plan', 'The instalments must be positive and add up to the total.');
  }
  const number = await nextNumber(tx, 'INV', o.organizationId);
  const [inv] = await tx
    .insert(invoices)
    .values({
      organizationId: o.organizationId, number, enrollmentId: o.enrollmentId ?? null, studentId: o.studentId ?? null, branchId: o.branchId ?? null,
      preRegistrationId: o.preRegistrationId ?? null, packageId: o.packageId ?? null, promoCodeId: o.promoCodeId ?? null, currency: o.currency,
      subtotalMinor: o.subtotalMinor, discountMinor: discount, totalMinor: total, paidMinor: 0,
      // nothing to pay is paid (a free package, a 100 % code)
      status: total === 0 ? 'paid' : 'unpaid', issuedOn, createdBy: o.createdBy ?? null,
    })
    .returning({ id: invoices.id });
  if (plan.length > 0) {
    await tx.insert(invoiceInstalments).values(plan.map((p, i) => ({ invoiceId: inv!.id, organizationId: o.organizationId, seq: i + 1, dueOn: p.dueOn, amountMinor: p.amountMinor })));
  }
  return { id: inv!.id, number, totalMinor: total };
}

/**
 * Starts a pending enrollment (starts today, ends after the package's duration, or after the previous one's end for a
 * renewal) and mirrors users.package_expiry_date. A change ends the student's running enrollments today (one queued
 * to start later is cancelled). Calling it again on an enrollment that is no longer pending changes nothing.
 */
export async function activateEnrollment(tx: Tx, enrollmentId: number): Promise<void> {
  const [e] = await tx.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
  if (!e) throw new NotFoundError('Enrollment not found');
  if (e.status !== 'pending') return;
  const [pkg] = await tx.select({ durationDays: packages.durationDays }).from(packages).where(eq(packages.id, e.packageId));
  if (!pkg) throw new NotFoundError('Package not found');
  const today = isoDate(0);
  let startsOn = today;
  const others = and(eq(enrollments.organizationId, e.organizationId), eq(enrollments.studentId, e.studentId), ne(enrollments.id, e.id), eq(enrollments.status, 'active'));
  if (e.reason === 'renew') {
    // the latest running one of the student: the renewal continues after it when it has not ended yet
    const [last] = await tx.select({ endsOn: enrollments.endsOn }).from(enrollments).where(others).orderBy(desc(enrollments.endsOn)).limit(1);
    if (last?.endsOn && last.endsOn >= today) startsOn = addDaysIso(last.endsOn, 1);
    // the ones already over are ended now; a running one ends by itself
    await tx.update(enrollments).set({ status: 'ended', updatedAt: new Date() }).where(and(others, sql`${enrollments.endsOn} < ${today}`));
  } else {
    await tx.update(enrollments).set({ status: 'cancelled', updatedAt: new Date() }).where(and(others, sql`${enrollments.startsOn} > ${today}`));
    await tx
      .update(enrollments)
      .set({ status: 'ended', endsOn: sql`least(coalesce(${enrollments.endsOn}, ${today}::date), ${today}::date)`, updatedAt: new Date() })
      .where(others);
  }
  const endsOn = addDaysIso(startsOn, pkg.durationDays - 1);
  await tx.update(enrollments).set({ status: 'active', startsOn, endsOn, updatedAt: new Date() }).where(eq(enrollments.id, e.id));
  // §11: the user's expiry mirrors the latest active enrollment; the auth lookup reads it on every request (no cache)
  await tx.update(users).set({ packageExpiryDate: endsOn }).where(eq(users.id, e.studentId));
}
