/**
 * Payments, invoices, promo lookups and subscription changes (docs/product-spec.md §11). Every verb starts with its
 * guard and works inside the caller's centre (RLS holds the same line); the master on the platform scope reads the
 * platform's own invoices (organization null).
 */
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { recordAudit, type AuditEntry } from '../../kernel/audit.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { can, publicVerb, requireActor, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { enrollments, invoiceInstalments, invoices, organizations, packages, promoCodes, roles, transactions, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Invoice, PaymentProviders, PromoQuote, RecordedPayment, Subscription, SubscriptionChange } from './contracts.ts';
import { enrollmentView, invoiceView, invoiceViews, orgWhere, transactionView } from './invoices.ts';
import { activateEnrollment, createInvoice, nextNumber, quotePromo, redeemPromo } from './ledger.ts';
import { allocatePayment, invoiceStatus } from './money.ts';
import { invoicePdf, receiptPdf } from './pdf.ts';
import { availableProviders } from './providers/index.ts';
import type { InstalmentPlanInput, InvoiceListInput, PromoInput, SubscriptionInput, TransactionInput } from './schemas.ts';

const READ = ['PACKAGE_INDEX', 'USER_CHANGE_SUBSCRIPTION'] as const;

/** Staff with PACKAGE_INDEX read the centre's invoices; a student (or anyone else) only their own. */
function scope(ctx: RequestContext, actor: NonNullable<RequestContext['actor']>): { org: number | null; own: SQL | undefined } {
  const org = ctx.tenant?.id ?? null;
  const all = actor.role !== 'STUDENT' && can(actor, 'PACKAGE_INDEX');
  return { org, own: all ? undefined : eq(invoices.studentId, actor.userId) };
}

function centre(ctx: RequestContext) {
  if (!ctx.tenant) throw new NotFoundError('Subscriptions belong to a coaching centre: open its own address.');
  return ctx.tenant;
}

// the audit vocabulary (kernel/audit.ts) has no payment words yet: the lead adds them (see the module README)
const audit = (tx: Tx, ctx: RequestContext, e: { action: string; targetType: string; targetId: number; details?: Record<string, unknown> }) =>
  recordAudit(tx, ctx, e as unknown as AuditEntry);

/** GET invoices */
export async function listInvoices({ ctx, input }: Verb<InvoiceListInput>) {
  const actor = requireAnyPermission(ctx, ...READ);
  const { org, own } = scope(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const search = input.search
    ? sql`(lower(${invoices.number}) like ${likePattern(input.search)} or ${invoices.studentId} in (select u.id from users u where lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${likePattern(input.search)}))`
    : undefined;
  const where = and(
    orgWhere(org),
    own,
    input.status ? eq(invoices.status, input.status) : undefined,
    input.branch_id ? eq(invoices.branchId, input.branch_id) : undefined,
    input.student_id ? eq(invoices.studentId, input.student_id) : undefined,
    search,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where);
    return list(await invoiceViews(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET invoices/{id} */
export async function showInvoice({ ctx, input }: Verb<{ id: number }>): Promise<Invoice> {
  const actor = requireAnyPermission(ctx, ...READ);
  const { org, own } = scope(ctx, actor);
  return withTenantTx(ctx, (tx) => invoiceView(tx, org, input.id, own));
}

async function centreName(tx: Tx, org: number | null): Promise<string> {
  if (org === null) return 'PTE Coaching';
  const [o] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, org));
  return o?.name ?? 'PTE Coaching';
}

/** GET invoices/{id}/pdf */
export async function invoiceDocument({ ctx, input }: Verb<{ id: number }>): Promise<{ bytes: Uint8Array; filename: string }> {
  const actor = requireAnyPermission(ctx, ...READ);
  const { org, own } = scope(ctx, actor);
  const { inv, name } = await withTenantTx(ctx, async (tx) => ({ inv: await invoiceView(tx, org, input.id, own), name: ctx.tenant?.name ?? (await centreName(tx, org)) }));
  return { bytes: await invoicePdf(inv, name), filename: `${inv.number}.pdf` };
}

/** GET transactions/{id}/receipt */
export async function receiptDocument({ ctx, input }: Verb<{ id: number }>): Promise<{ bytes: Uint8Array; filename: string }> {
  const actor = requireAnyPermission(ctx, ...READ);
  const { org, own } = scope(ctx, actor);
  const { t, inv } = await withTenantTx(ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, input.id), org === null ? isNull(transactions.organizationId) : eq(transactions.organizationId, org)));
    if (!row) throw new NotFoundError('Receipt not found');
    const found = await invoiceViews(tx, and(orgWhere(org), eq(invoices.id, row.invoiceId), own), 1, 1);
    if (!found[0]) throw new NotFoundError('Receipt not found');
    return { t: transactionView(row), inv: found[0] };
  });
  return { bytes: await receiptPdf(t, inv, ctx.tenant?.name ?? 'PTE Coaching'), filename: `${t.receipt_number}.pdf` };
}

/** The first answer of an idempotency key, or null. */
async function replay(tx: Tx, org: number | null, key: string): Promise<RecordedPayment | null> {
  const [t] = await tx.select().from(transactions).where(and(sql`coalesce(${transactions.organizationId}, 0) = ${org ?? 0}`, eq(transactions.idempotencyKey, key)));
  if (!t) return null;
  return { transaction: transactionView(t), invoice: await invoiceView(tx, org, t.invoiceId) };
}

/**
 * POST transaction: staff record money received. One transaction per idempotency key (the same key again answers the
 * first payment with 200); the invoice row is locked, so two payments of one invoice queue and never overpay it.
 */
export async function recordTransaction({ ctx, input }: Verb<TransactionInput>): Promise<{ status: 200 | 201; data: RecordedPayment }> {
  const actor = requirePermission(ctx, 'PACKAGE_UPDATE');
  if (actor.role === 'STUDENT') throw new ForbiddenError();
  const org = ctx.tenant?.id ?? null;
  return withTenantTx(ctx, async (tx) => {
    const before = await replay(tx, org, input.idempotency_key);
    if (before) return { status: 200 as const, data: before };
    const [inv] = await tx.select().from(invoices).where(and(orgWhere(org), eq(invoices.id, input.invoice_id))).for('update');
    if (!inv) throw ValidationError.field('invoice_id', 'This invoice does not exist.');
    // a twin request with the same key held the lock first: answer what it recorded
    const raced = await replay(tx, org, input.idempotency_key);
    if (raced) return { status: 200 as const, data: raced };
    if (inv.status === 'void') throw ValidationError.field('invoice_id', 'This invoice is void.');
    const due = inv.totalMinor - inv.paidMinor;
    if (due <= 0) throw ValidationError.field('amount_minor', 'Nothing is due on this invoice.');
    if (input.amount_minor > due) throw ValidationError.field('amount_minor', `The amount is more than what is due (${due}).`);
    const inst = await tx.select().from(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, inv.id)).for('update');
    if (input.instalment_id !== undefined) {
      const named = inst.find((x) => x.id === input.instalment_id);
      if (!named) throw ValidationError.field('instalment_id', 'This instalment is not part of the invoice.');
      if (named.paidMinor >= named.amountMinor) throw ValidationError.field('instalment_id', 'This instalment is already paid.');
    }
    const receipt = await nextNumber(tx, 'RCP', org);
    const [t] = await tx
      .insert(transactions)
      .values({
        organizationId: org, invoiceId: inv.id, instalmentId: input.instalment_id ?? null, amountMinor: input.amount_minor, currency: inv.currency,
        provider: 'manual', method: input.method, receiptNumber: receipt, reference: input.reference, idempotencyKey: input.idempotency_key, recordedBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!t) {
      // the key was used at the same moment for another invoice (whose lock we do not hold): that one won
      const other = await replay(tx, org, input.idempotency_key);
      if (other) return { status: 200 as const, data: other };
      throw ValidationError.field('idempotency_key', 'This idempotency key is in use; send the payment again.');
    }
    for (const a of allocatePayment(inst, input.amount_minor, input.instalment_id)) {
      await tx
        .update(invoiceInstalments)
        .set({ paidMinor: sql`${invoiceInstalments.paidMinor} + ${a.addMinor}`, status: sql`case when ${invoiceInstalments.paidMinor} + ${a.addMinor} >= ${invoiceInstalments.amountMinor} then 'paid' else 'due' end` })
        .where(eq(invoiceInstalments.id, a.id));
    }
    const paid = inv.paidMinor + input.amount_minor;
    await tx.update(invoices).set({ paidMinor: paid, status: invoiceStatus(inv.totalMinor, paid) }).where(eq(invoices.id, inv.id));
    // §11: access starts when the first payment is recorded
    if (inv.enrollmentId !== null) await activateEnrollment(tx, inv.enrollmentId);
    await audit(tx, ctx, { action: 'payment.record', targetType: 'invoice', targetId: inv.id, details: { amount_minor: input.amount_minor, method: input.method, receipt_number: receipt } });
    return { status: 201 as const, data: { transaction: transactionView(t), invoice: await invoiceView(tx, org, inv.id) } };
  });
}

/** POST invoice-instalment: sets the plan of an invoice. Paid and part-paid instalments stay as they are. */
export async function setInstalmentPlan({ ctx, input }: Verb<InstalmentPlanInput>): Promise<Invoice> {
  const actor = requirePermission(ctx, 'PACKAGE_UPDATE');
  if (actor.role === 'STUDENT') throw new ForbiddenError();
  const org = ctx.tenant?.id ?? null;
  return withTenantTx(ctx, async (tx) => {
    const [inv] = await tx.select().from(invoices).where(and(orgWhere(org), eq(invoices.id, input.invoice_id))).for('update');
    if (!inv) throw ValidationError.field('invoice_id', 'This invoice does not exist.');
    if (inv.status === 'void') throw ValidationError.field('invoice_id', 'This invoice is void.');
    const sum = input.plan.reduce((a, p) => a + p.amount_minor, 0);
    if (sum !== inv.totalMinor) throw ValidationError.field('plan', `The instalments add up to ${sum}, the invoice's total is ${inv.totalMinor}.`);
    const current = (await tx.select().from(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, inv.id)).for('update')).sort((a, b) => a.seq - b.seq);
    const touched = current.filter((x) => x.paidMinor > 0);
    touched.forEach((x, i) => {
      const p = input.plan[i];
      if (!p || p.amount_minor !== x.amountMinor || p.due_on !== x.dueOn || x.seq !== i + 1) {
        throw ValidationError.field('plan', 'A paid instalment cannot change: keep the paid ones first, as they are.');
      }
    });
    await tx.delete(invoiceInstalments).where(and(eq(invoiceInstalments.invoiceId, inv.id), eq(invoiceInstalments.paidMinor, 0)));
    const rest = input.plan.slice(touched.length);
    if (rest.length > 0) {
      await tx.insert(invoiceInstalments).values(rest.map((p, i) => ({ invoiceId: inv.id, organizationId: org, seq: touched.length + i + 1, dueOn: p.due_on, amountMinor: p.amount_minor })));
    }
    await audit(tx, ctx, { action: 'invoice.plan', targetType: 'invoice', targetId: inv.id, details: { instalments: input.plan.length } });
    return invoiceView(tx, org, inv.id);
  });
}

/** Whether a package may be bought here: a centre's active student package, or a platform plan on the platform scope. */
function buyable(org: number | null): SQL {
  return and(
    org === null ? and(isNull(packages.organizationId), eq(packages.audience, 'CENTRE')) : and(eq(packages.organizationId, org), eq(packages.audience, 'STUDENT')),
    eq(packages.status, 'active'),
    isNull(packages.deletedAt),
  )!;
}

/** GET promo-code/{code}?package_id=N (public): whether a code applies and what it takes off; it does not use the code. */
export async function lookupPromo({ ctx, input }: Verb<PromoInput>): Promise<PromoQuote> {
  publicVerb(ctx);
  const org = ctx.tenant?.id ?? null;
  return withTenantTx(
    ctx,
    async (tx) => {
      const [pkg] = await tx.select().from(packages).where(and(eq(packages.id, input.package_id), buyable(org)));
      if (!pkg) throw ValidationError.field('package_id', 'This package is not available.');
      const q = await quotePromo(tx, { organizationId: org, code: input.code, packageId: pkg.id, subtotalMinor: pkg.priceMinor, field: 'code' });
      const [p] = await tx.select({ kind: promoCodes.discountKind, amount: promoCodes.amount }).from(promoCodes).where(eq(promoCodes.id, q.promoCodeId));
      return { code: q.code, discount_kind: p!.kind, amount: p!.amount, discount_minor: q.discountMinor, total_minor: pkg.priceMinor - q.discountMinor, currency: pkg.currency };
    },
    { platformPublic: org === null },
  );
}

/** GET payments/providers (public) */
export async function listProviders({ ctx }: Verb): Promise<PaymentProviders> {
  publicVerb(ctx);
  const providers = await availableProviders(ctx.config);
  return { providers: providers.map((p) => ({ id: p.id, methods: [...p.methods] })) };
}

/** GET my-subscription (users/subscription would be shadowed by GET users/:id): the caller's running enrollment, the one waiting for payment and their invoices. */
export async function mySubscription({ ctx }: Verb): Promise<Subscription> {
  const actor = requireActor(ctx);
  if (!ctx.tenant) return { package_expiry_date: null, current: null, latest: null, pending: null, invoices: [] };
  const org = ctx.tenant.id;
  return withTenantTx(ctx, async (tx) => {
    const [u] = await tx.select({ expiry: users.packageExpiryDate }).from(users).where(eq(users.id, actor.userId));
    const mine = and(eq(enrollments.organizationId, org), eq(enrollments.studentId, actor.userId));
    const [cur] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(mine, eq(enrollments.status, 'active'), sql`${enrollments.startsOn} <= current_date and (${enrollments.endsOn} is null or ${enrollments.endsOn} >= current_date)`))
      .orderBy(desc(enrollments.startsOn), desc(enrollments.id))
      .limit(1);
    const [pend] = await tx.select({ id: enrollments.id }).from(enrollments).where(and(mine, eq(enrollments.status, 'pending'))).orderBy(desc(enrollments.id)).limit(1);
    const [last] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(mine, inArray(enrollments.status, ['active', 'ended'])))
      .orderBy(sql`${enrollments.endsOn} desc nulls last`, desc(enrollments.id))
      .limit(1);
    return {
      package_expiry_date: u?.expiry ?? null,
      current: cur ? await enrollmentView(tx, cur.id) : null,
      latest: last ? await enrollmentView(tx, last.id) : null,
      pending: pend ? await enrollmentView(tx, pend.id) : null,
      invoices: await invoiceViews(tx, and(orgWhere(org), eq(invoices.studentId, actor.userId)), 1, 20),
    };
  });
}

/**
 * POST users/change-or-renew-subscription. The same package as the latest enrollment renews it, another changes it;
 * either adds a pending enrollment pointing at the one before, with its invoice; a free one activates at once. A
 * student has one pending enrollment at a time: asking again for the same package answers the waiting one (200), for
 * another replaces it (its unpaid invoice is voided).
 */
export async function changeOrRenew({ ctx, input }: Verb<SubscriptionInput>): Promise<{ status: 200 | 201; data: SubscriptionChange }> {
  const actor = requireAnyPermission(ctx, 'USER_CHANGE_SUBSCRIPTION', 'PACKAGE_UPDATE');
  const tenant = centre(ctx);
  const forOther = input.user_id !== undefined && input.user_id !== actor.userId;
  if (forOther && (actor.role === 'STUDENT' || !can(actor, 'PACKAGE_UPDATE'))) throw new ForbiddenError();
  if (!forOther && !can(actor, 'USER_CHANGE_SUBSCRIPTION')) throw new ForbiddenError();
  const studentId = forOther ? input.user_id! : actor.userId;
  return withTenantTx(ctx, async (tx) => {
    // one change at a time per student: the user row is the lock
    const [u] = await tx
      .select({ id: users.id, email: users.email, roleId: users.roleId })
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.organizationId, tenant.id), isNull(users.deletedAt)))
      .for('update');
    const [role] = u ? await tx.select({ kind: roles.kind }).from(roles).where(eq(roles.id, u.roleId)) : [];
    if (!u || role?.kind !== 'STUDENT') {
      if (forOther) throw ValidationError.field('user_id', 'This student does not exist.');
      throw ValidationError.field('user_id', 'Only a student holds a subscription.');
    }
    const [pkg] = await tx.select().from(packages).where(and(eq(packages.id, input.package_id), buyable(tenant.id)));
    if (!pkg) throw ValidationError.field('package_id', 'This package is not available.');
    const mine = and(eq(enrollments.organizationId, tenant.id), eq(enrollments.studentId, studentId));
    const [pending] = await tx.select().from(enrollments).where(and(mine, eq(enrollments.status, 'pending'))).orderBy(desc(enrollments.id)).limit(1);
    if (pending && pending.packageId === pkg.id) {
      const [inv] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.enrollmentId, pending.id), ne(invoices.status, 'void'))).limit(1);
      return { status: 200 as const, data: { enrollment: await enrollmentView(tx, pending.id), invoice: inv ? await invoiceView(tx, tenant.id, inv.id) : null } };
    }
    if (pending) {
      await tx.update(enrollments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(enrollments.id, pending.id));
      await tx.update(invoices).set({ status: 'void' }).where(and(eq(invoices.enrollmentId, pending.id), eq(invoices.paidMinor, 0)));
    }
    const [latest] = await tx
      .select()
      .from(enrollments)
      .where(and(mine, inArray(enrollments.status, ['active', 'ended'])))
      .orderBy(sql`${enrollments.endsOn} desc nulls last`, desc(enrollments.id))
      .limit(1);
    const reason = !latest ? 'new' : latest.packageId === pkg.id ? 'renew' : 'change';
    const promo = input.promo_code
      ? await quotePromo(tx, { organizationId: tenant.id, code: input.promo_code, packageId: pkg.id, subtotalMinor: pkg.priceMinor, field: 'promo_code' })
      : null;
    const [e] = await tx
      .insert(enrollments)
      .values({ organizationId: tenant.id, studentId, packageId: pkg.id, branchId: latest?.branchId ?? null, status: 'pending', previousId: latest?.id ?? null, reason, createdBy: actor.userId })
      .returning({ id: enrollments.id });
    let invoiceId: number | null = null;
    let total = 0;
    if (pkg.priceMinor > 0) {
      const inv = await createInvoice(tx, {
        organizationId: tenant.id, currency: pkg.currency, subtotalMinor: pkg.priceMinor, discountMinor: promo?.discountMinor ?? 0, promoCodeId: promo?.promoCodeId ?? null,
        studentId, enrollmentId: e!.id, branchId: latest?.branchId ?? null, packageId: pkg.id, instalments: input.instalments ?? 1, createdBy: actor.userId,
      });
      invoiceId = inv.id;
      total = inv.totalMinor;
      if (promo) await redeemPromo(tx, { promoCodeId: promo.promoCodeId, organizationId: tenant.id, invoiceId: inv.id, email: u.email, field: 'promo_code' });
    }
    // §11: a free package (or a code that takes everything off) gives access at once
    if (total === 0) await activateEnrollment(tx, e!.id);
    await audit(tx, ctx, { action: `enrollment.${reason}`, targetType: 'user', targetId: studentId, details: { enrollment_id: e!.id, package_id: pkg.id, invoice_id: invoiceId } });
    return { status: 201 as const, data: { enrollment: await enrollmentView(tx, e!.id), invoice: invoiceId !== null ? await invoiceView(tx, tenant.id, invoiceId) : null } };
  });
}
