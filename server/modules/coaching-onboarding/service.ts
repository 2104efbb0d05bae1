/**
 * Coaching-centre onboarding (docs/product-spec.md §11, "Public wizards"): a visitor on the platform domain fills a
 * pre-registration (the spec's "dummy organization") step by step; the first save answers a secret that, with the
 * id, reads and resumes it (only its SHA-256 is kept). Submitted, it waits for the master, whose approval creates
 * the centre and invites its administrator through the coaching-centres verb. Every call is the platform's: on a
 * centre's sub-domain it does not exist (404).
 */
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { originFor } from '../../kernel/config.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list, parseOr422 } from '../../kernel/envelope.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { publicVerb, requirePermission } from '../../kernel/permissions.ts';
import { checkSubdomainRules } from '../../kernel/tenant.ts';
import { hashToken, looksLikeToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { invoices, organizations, packages, preRegistrations, users } from '../../db/schema.ts';
import { createOrganization } from '../coaching-centres/service.ts';
import { likePattern } from '../users/list.ts';
import { createInvoice } from '../payments/ledger.ts';
import type { Availability, AvailabilityAnswer, CreatedPreRegistration, Plan, PreRegistration } from './contracts.ts';
import type { CheckInput, ListInput, StepInput } from './schemas.ts';
import { addressLine, firstIncompleteStep, markVisited, resumeStep, STEP_FIELDS, STEPS, type DraftData, type StepId } from './steps.ts';

type Row = typeof preRegistrations.$inferSelect;
type PlanRow = Pick<typeof packages.$inferSelect, 'id' | 'name' | 'description' | 'priceMinor' | 'currency' | 'durationDays' | 'properties'>;

/** The platform's own flow: a centre's sub-domain does not have it. */
function platformOnly(ctx: RequestContext): void {
  if (ctx.tenant) throw new NotFoundError('Centre onboarding happens on the platform domain.');
}

/** Public reads and writes on the platform scope see the platform's rows (plans and invoices: organization_id null). */
const platformTx = <T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>) => withTenantTx(ctx, fn, { platformPublic: true });

/**
 * A transaction whose first statement runs on the owner connection, the rest under row-level security as in
 * withTenantTx. Migration 0009 grants app_user only SELECT and UPDATE on pre_registrations, so creating and deleting
 * a draft are the two statements that need the owner; everything after them runs as app_user on the platform scope.
 */
async function ownerFirst<T>(ctx: RequestContext, first: (tx: Tx) => Promise<T>, rest?: (tx: Tx, got: T) => Promise<void>): Promise<T> {
  return ctx.db.orm.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const got = await first(tx);
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', '', true), set_config('app.platform', 'on', true), set_config('app.user_id', ${ctx.actor ? String(ctx.actor.userId) : ''}, true)`,
    );
    if (rest) await rest(tx, got);
    return got;
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function resumeLink(ctx: RequestContext, row: Pick<Row, 'id' | 'step'>, token: string): string {
  return `${originFor(ctx.config, null)}/coaching-center/${row.step}?id=${row.id}&token=${encodeURIComponent(token)}`;
}

async function mailResumeLink(tx: Tx, ctx: RequestContext, row: Pick<Row, 'id' | 'step'>, to: string, centre: string, token: string): Promise<void> {
  await enqueueMail(tx, {
    organizationId: null,
    to,
    subject: 'Continue your coaching centre registration',
    text:
      `Hello,\n\nYou started registering ${centre} on our platform. Open this link to continue where you left off ` +
      `(keep it to yourself: anyone with it can read and change your registration):\n${resumeLink(ctx, row, token)}\n\n` +
      `If you did not start this, ignore this mail.\n`,
  });
}

async function activePlan(tx: Tx, id: number): Promise<PlanRow | null> {
  const [p] = await tx
    .select({ id: packages.id, name: packages.name, description: packages.description, priceMinor: packages.priceMinor, currency: packages.currency, durationDays: packages.durationDays, properties: packages.properties })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.audience, 'CENTRE'), isNull(packages.organizationId), eq(packages.status, 'active'), isNull(packages.deletedAt)));
  return p ?? null;
}

async function toPreRegistration(tx: Tx, r: Row): Promise<PreRegistration> {
  const [plan] = r.planPackageId
    ? await tx.select({ id: packages.id, name: packages.name, price_minor: packages.priceMinor, currency: packages.currency, duration_days: packages.durationDays }).from(packages).where(eq(packages.id, r.planPackageId))
    : [];
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number, total_minor: invoices.totalMinor, paid_minor: invoices.paidMinor, currency: invoices.currency, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.preRegistrationId, r.id), isNull(invoices.organizationId), ne(invoices.status, 'void')))
    .orderBy(desc(invoices.id))
    .limit(1);
  const [org] = r.organizationId ? await tx.select({ id: organizations.id, subdomain: organizations.subdomain }).from(organizations).where(eq(organizations.id, r.organizationId)) : [];
  const data = r.data as DraftData;
  return {
    id: r.id,
    status: r.status,
    step: (STEPS as readonly string[]).includes(r.step) ? (r.step as StepId) : 'basic-info',
    visited: r.visited.filter((s): s is StepId => (STEPS as readonly string[]).includes(s)),
    data,
    plan: plan ?? null,
    invoice: invoice ?? null,
    terms_version: typeof data.terms_version === 'string' && r.termsAcceptedAt ? data.terms_version : null,
    terms_accepted_at: iso(r.termsAcceptedAt),
    submitted_at: iso(r.submittedAt),
    reviewed_at: iso(r.reviewedAt),
    review_note: r.reviewNote,
    organization: org ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

// --- availability -------------------------------------------------------------------------------------------

/** A pre-registration waiting for the master holds its sub-domain and e-mail (a draft does not). */
const PENDING = ['submitted'] as const;

async function subdomainVerdict(tx: Tx, value: string, exceptId?: number): Promise<Availability> {
  const rules = checkSubdomainRules(value);
  if (!rules.valid) return { available: false, reason: rules.reason };
  const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.subdomain, value));
  if (org) return { available: false, reason: 'taken' };
  const [pending] = await tx
    .select({ id: preRegistrations.id })
    .from(preRegistrations)
    .where(and(eq(preRegistrations.subdomain, value), inArray(preRegistrations.status, [...PENDING]), exceptId ? ne(preRegistrations.id, exceptId) : undefined));
  return pending ? { available: false, reason: 'taken' } : { available: true, reason: null };
}

async function emailVerdict(tx: Tx, value: string, exceptId?: number): Promise<Availability> {
  const email = value.trim().toLowerCase();
  if (!STEP_FIELDS['basic-info'].shape.email.safeParse(email).success) return { available: false, reason: 'format' };
  // a platform account (the master's scope), or another request already waiting for review
  const [user] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email}`, isNull(users.organizationId), isNull(users.deletedAt)));
  if (user) return { available: false, reason: 'taken' };
  const [pending] = await tx
    .select({ id: preRegistrations.id })
    .from(preRegistrations)
    .where(and(eq(preRegistrations.email, email), inArray(preRegistrations.status, [...PENDING]), exceptId ? ne(preRegistrations.id, exceptId) : undefined));
  return pending ? { available: false, reason: 'taken' } : { available: true, reason: null };
}

const SUBDOMAIN_MESSAGES: Record<string, string> = {
  format: 'Use 3-63 lower-case letters, digits and single hyphens, not at either end.',
  reserved: 'This sub-domain is reserved.',
  taken: 'This sub-domain is already taken.',
};

async function requireFreeSubdomain(tx: Tx, value: string, exceptId?: number): Promise<void> {
  const v = await subdomainVerdict(tx, value, exceptId);
  if (!v.available) throw ValidationError.field('subdomain', SUBDOMAIN_MESSAGES[v.reason ?? 'taken']!);
}

async function requireFreeEmail(tx: Tx, value: string, exceptId?: number): Promise<void> {
  const v = await emailVerdict(tx, value, exceptId);
  if (!v.available) throw ValidationError.field('email', v.reason === 'format' ? 'Enter a valid e-mail address.' : 'This e-mail already belongs to an account or a request waiting for review.');
}

/** POST dummy/check-available-subdomain-or-email: the live checks of the basic-info and portal-access steps. */
export async function checkAvailability({ ctx, input }: Verb<CheckInput>): Promise<AvailabilityAnswer> {
  publicVerb(ctx);
  platformOnly(ctx);
  return platformTx(ctx, async (tx) => ({
    subdomain: input.subdomain === undefined ? null : await subdomainVerdict(tx, input.subdomain.trim().toLowerCase()),
    email: input.email === undefined ? null : await emailVerdict(tx, input.email),
  }));
}

// --- plans --------------------------------------------------------------------------------------------------

/** GET dummy/plans: the platform's active plans for centres, cheapest first. */
export async function listPlans({ ctx }: Verb): Promise<{ items: Plan[] }> {
  publicVerb(ctx);
  platformOnly(ctx);
  const rows = await platformTx(ctx, (tx) =>
    tx
      .select({ id: packages.id, name: packages.name, description: packages.description, priceMinor: packages.priceMinor, currency: packages.currency, durationDays: packages.durationDays, properties: packages.properties })
      .from(packages)
      .where(and(eq(packages.audience, 'CENTRE'), isNull(packages.organizationId), eq(packages.status, 'active'), isNull(packages.deletedAt)))
      .orderBy(packages.priceMinor, packages.id),
  );
  return {
    items: rows.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price_minor: Number(p.priceMinor),
      currency: p.currency,
      duration_days: p.durationDays,
      properties: (p.properties ?? {}) as Record<string, unknown>,
    })),
  };
}

// --- steps --------------------------------------------------------------------------------------------------

interface Applied {
  set: Partial<typeof preRegistrations.$inferInsert>;
  data: DraftData;
}

/**
 * Checks one step's fields (422 per field) and what they mean for the row: the e-mail and sub-domain columns, the
 * plan, the terms' acceptance time, the platform's invoice for a paid plan, and on the review the submission.
 */
async function applyStep(tx: Tx, current: Row | null, step: StepId, raw: Record<string, unknown>): Promise<Applied> {
  const fields = parseOr422(STEP_FIELDS[step], raw) as Partial<DraftData>;
  const before = (current?.data ?? {}) as DraftData;
  const data: DraftData = { ...before, ...fields };
  const visited = markVisited(current?.visited ?? [], step);
  const set: Applied['set'] = { data: data as Record<string, unknown>, step: resumeStep(visited), visited, updatedAt: new Date() };
  switch (step) {
    case 'basic-info':
      await requireFreeEmail(tx, data.email!, current?.id);
      set.email = data.email!;
      break;
    case 'package':
      if (!(await activePlan(tx, data.plan_package_id!))) throw ValidationError.field('plan_package_id', 'Choose one of the plans offered.');
      set.planPackageId = data.plan_package_id!;
      break;
    case 'contract':
      // the first acceptance of a version is the one that counts; accepting it again keeps that time
      if (!current?.termsAcceptedAt || before.terms_version !== data.terms_version) set.termsAcceptedAt = new Date();
      break;
    case 'payment':
      Object.assign(data, await settlePayment(tx, current!, data));
      break;
    case 'portal-access':
      await requireFreeSubdomain(tx, data.subdomain!, current?.id);
      set.subdomain = data.subdomain!;
      break;
    case 'review': {
      const missing = firstIncompleteStep(data);
      if (missing) throw new ValidationError(missing.errors, `Complete the ${missing.step} step first.`);
      await requireFreeEmail(tx, data.email!, current?.id);
      await requireFreeSubdomain(tx, data.subdomain!, current?.id);
      const plan = await activePlan(tx, data.plan_package_id!);
      if (!plan) throw ValidationError.field('plan_package_id', 'The plan you chose is no longer offered: choose another.');
      if (Number(plan.priceMinor) > 0 && (!data.payment_method || !data.payment_reference)) throw ValidationError.field('payment_method', 'Tell us how you paid for the plan.');
      if (!current?.termsAcceptedAt) throw ValidationError.field('terms_accepted', 'Accept the terms to continue.');
      set.status = 'submitted';
      set.submittedAt = new Date();
      set.step = 'review';
      break;
    }
  }
  set.data = data as Record<string, unknown>;
  return { set, data };
}

/**
 * The payment step: a paid plan needs how it was paid (a manual bank or mobile transfer, checked by the platform)
 * and gets one live invoice from the platform (organization null). Changing the plan voids the unpaid invoice of the
 * old one. A free plan needs nothing.
 */
async function settlePayment(tx: Tx, current: Row, data: DraftData): Promise<Partial<DraftData>> {
  const plan = data.plan_package_id ? await activePlan(tx, data.plan_package_id) : null;
  if (!plan) throw ValidationError.field('payment_method', 'Choose a plan on the package step first.');
  const price = Number(plan.priceMinor);
  const live = await tx
    .select({ id: invoices.id, packageId: invoices.packageId, paid: invoices.paidMinor })
    .from(invoices)
    .where(and(eq(invoices.preRegistrationId, current.id), isNull(invoices.organizationId), ne(invoices.status, 'void')));
  const stale = live.filter((i) => i.packageId !== plan.id && Number(i.paid) === 0);
  if (stale.length) await tx.update(invoices).set({ status: 'void' }).where(inArray(invoices.id, stale.map((i) => i.id)));
  if (price === 0) return { payment_method: null, payment_reference: null };
  const errors: Record<string, string[]> = {};
  if (!data.payment_method) errors.payment_method = ['Choose how you paid.'];
  if (!data.payment_reference || data.payment_reference.length < 3) errors.payment_reference = ['Enter the reference of your transfer (at least 3 characters).'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (!live.some((i) => i.packageId === plan.id)) {
    await createInvoice(tx, { organizationId: null, currency: plan.currency, subtotalMinor: price, packageId: plan.id, preRegistrationId: current.id, instalments: 1 });
  }
  return {};
}

/** The draft that this secret opens; anything else (no secret, a wrong one, another draft's) is 404. */
async function findByToken(tx: Tx, id: number, token: string | undefined, lock = false): Promise<Row> {
  if (!token || !looksLikeToken(token)) throw new NotFoundError('Registration not found.');
  const q = tx.select().from(preRegistrations).where(and(eq(preRegistrations.id, id), eq(preRegistrations.tokenHash, hashToken(token))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError('Registration not found.');
  return row;
}

/** POST dummy/organizations: the first step (basic-info) makes the draft and answers its resume secret, once. */
export async function createPreRegistration({ ctx, input }: Verb<StepInput>): Promise<CreatedPreRegistration> {
  publicVerb(ctx);
  platformOnly(ctx);
  if (input.step !== 'basic-info') throw ValidationError.field('step', 'Start with the basic information.');
  const token = newToken();
  // checked on the platform scope first (no row exists yet), then written as the owner (see ownerFirst)
  const applied = await platformTx(ctx, (tx) => applyStep(tx, null, 'basic-info', input.data));
  let out!: CreatedPreRegistration;
  await ownerFirst(
    ctx,
    async (tx) => {
      const [row] = await tx
        .insert(preRegistrations)
        .values({ ...applied.set, tokenHash: hashToken(token) })
        .returning();
      return row!;
    },
    async (tx, row) => {
      await mailResumeLink(tx, ctx, row, row.email, applied.data.centre_name ?? 'your centre', token);
      out = { ...(await toPreRegistration(tx, row)), token };
    },
  );
  return out;
}

/** GET dummy/organizations/{id} with X-Onboarding-Token. */
export async function showPreRegistration({ ctx, input }: Verb<{ id: number; token?: string }>): Promise<PreRegistration> {
  publicVerb(ctx);
  platformOnly(ctx);
  return platformTx(ctx, async (tx) => toPreRegistration(tx, await findByToken(tx, input.id, input.token)));
}

/** PUT dummy/organizations/{id} with X-Onboarding-Token: one step's save; the review step submits. */
export async function updatePreRegistration({ ctx, input }: Verb<StepInput & { id: number; token?: string }>): Promise<PreRegistration> {
  publicVerb(ctx);
  platformOnly(ctx);
  return platformTx(ctx, async (tx) => {
    const row = await findByToken(tx, input.id, input.token, true);
    if (row.status !== 'draft') throw new ConflictError('This registration has been submitted and can no longer be changed.');
    const { set, data } = await applyStep(tx, row, input.step, input.data);
    const [saved] = await tx.update(preRegistrations).set(set).where(eq(preRegistrations.id, row.id)).returning();
    if (input.step === 'basic-info' && data.email && data.email !== row.email) await mailResumeLink(tx, ctx, saved!, data.email, data.centre_name ?? 'your centre', input.token!);
    if (saved!.status === 'submitted') {
      await enqueueMail(tx, {
        organizationId: null,
        to: saved!.email,
        subject: 'We received your coaching centre registration',
        text: `Hello,\n\nThank you for registering ${data.centre_name}. We will review your request and e-mail you when it is decided.\n`,
      });
    }
    return toPreRegistration(tx, saved!);
  });
}

/**
 * GET dummy/organizations: with `token`, anyone gets the one registration of that secret (a list of at most one);
 * without it, the master's list of requests (every one but drafts unless a status is asked for).
 */
export async function listPreRegistrations({ ctx, input }: Verb<ListInput>) {
  publicVerb(ctx); // anonymous with a link's token; the master's list is guarded below
  if (input.token !== undefined) {
    platformOnly(ctx);
    if (!looksLikeToken(input.token)) throw ValidationError.field('token', 'This link is not valid.');
    return platformTx(ctx, async (tx) => {
      const [row] = await tx.select().from(preRegistrations).where(eq(preRegistrations.tokenHash, hashToken(input.token!)));
      return list(row ? [await toPreRegistration(tx, row)] : [], 1, 1, row ? 1 : 0);
    });
  }
  requirePermission(ctx, 'ORGANIZATION_INDEX');
  platformOnly(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const parts: (SQL | undefined)[] = [input.status ? eq(preRegistrations.status, input.status) : ne(preRegistrations.status, 'draft')];
  if (input.search) {
    const p = likePattern(input.search);
    parts.push(or(sql`lower(${preRegistrations.data}->>'centre_name') like ${p}`, sql`${preRegistrations.email} like ${p}`, sql`${preRegistrations.subdomain} like ${p}`));
  }
  const where = and(...parts);
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(preRegistrations).where(where);
    const rows = await tx
      .select()
      .from(preRegistrations)
      .where(where)
      .orderBy(sql`${preRegistrations.submittedAt} desc nulls last`, desc(preRegistrations.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items: PreRegistration[] = [];
    for (const r of rows) items.push(await toPreRegistration(tx, r));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

async function findForReview(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(preRegistrations).where(eq(preRegistrations.id, id));
  if (!row) throw new NotFoundError('Registration not found.');
  return row;
}

function requireSubmitted(row: Row): void {
  if (row.status === 'submitted') return;
  throw new ConflictError(row.status === 'draft' ? 'This registration has not been submitted yet.' : `This registration has already been ${row.status}.`);
}

/**
 * POST dummy/organizations/{id}/approve (the master): the centre and its administrator (invited by mail) through the
 * coaching-centres verb, then the plan on the centre and the request marked approved. A sub-domain taken since the
 * submission is 422 `subdomain` and leaves the request waiting.
 */
export async function approvePreRegistration({ ctx, input }: Verb<{ id: number }>): Promise<PreRegistration> {
  const actor = requirePermission(ctx, 'ORGANIZATION_STORE');
  platformOnly(ctx);
  const row = await withTenantTx(ctx, (tx) => findForReview(tx, input.id));
  requireSubmitted(row);
  const d = row.data as DraftData;
  // its own transaction: it checks the sub-domain again (422) and makes the centre, owner, invitation and audit
  const org = await createOrganization({
    ctx,
    input: {
      name: d.centre_name!,
      subdomain: row.subdomain,
      contact_email: row.email,
      contact_phone: d.phone ?? null,
      address: addressLine(d).slice(0, 300),
      primary_color: d.primary_color ?? null,
      logo: null,
      status: 'active',
      owner: { first_name: d.admin_first_name!, last_name: d.admin_last_name ?? '', email: d.admin_email! },
    },
  });
  return withTenantTx(ctx, async (tx) => {
    const [saved] = await tx
      .update(preRegistrations)
      .set({ status: 'approved', organizationId: org.id, reviewedBy: actor.userId, reviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(preRegistrations.id, row.id), eq(preRegistrations.status, 'submitted')))
      .returning();
    // a concurrent approval of the same request fails at the sub-domain inside createOrganization, so this holds
    if (!saved) throw new ConflictError('This registration has already been decided.');
    if (row.planPackageId) {
      const [plan] = await tx.select({ days: packages.durationDays }).from(packages).where(eq(packages.id, row.planPackageId));
      if (plan) {
        await tx
          .update(organizations)
          .set({ planPackageId: row.planPackageId, planExpiresOn: sql`current_date + ${plan.days}::int` as unknown as string })
          .where(eq(organizations.id, org.id));
      }
    }
    await enqueueMail(tx, {
      organizationId: null,
      to: row.email,
      subject: `${d.centre_name} is approved`,
      text:
        `Hello,\n\nYour coaching centre ${d.centre_name} is approved. Its portal is ${originFor(ctx.config, org.subdomain)}. ` +
        `${d.admin_email} will get an invitation to choose a password.\n`,
    });
    return toPreRegistration(tx, saved);
  });
}

/** POST dummy/organizations/{id}/reject (the master), with a note that is mailed to the applicant. */
export async function rejectPreRegistration({ ctx, input }: Verb<{ id: number; note: string }>): Promise<PreRegistration> {
  const actor = requirePermission(ctx, 'ORGANIZATION_STORE');
  platformOnly(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await findForReview(tx, input.id);
    requireSubmitted(row);
    const [saved] = await tx
      .update(preRegistrations)
      .set({ status: 'rejected', reviewNote: input.note, reviewedBy: actor.userId, reviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(preRegistrations.id, row.id), eq(preRegistrations.status, 'submitted')))
      .returning();
    if (!saved) throw new ConflictError('This registration has already been decided.');
    const d = row.data as DraftData;
    await enqueueMail(tx, {
      organizationId: null,
      to: row.email,
      subject: `About your registration of ${d.centre_name}`,
      text: `Hello,\n\nWe could not approve the registration of ${d.centre_name}:\n\n${input.note}\n\nReply to this mail if you have questions.\n`,
    });
    return toPreRegistration(tx, saved);
  });
}

/** DELETE dummy/organizations/{id} (the master): a draft or a rejected request only; its unpaid invoice is voided. */
export async function deletePreRegistration({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requirePermission(ctx, 'ORGANIZATION_DESTROY');
  platformOnly(ctx);
  await ownerFirst(ctx, async (tx) => {
    const [row] = await tx.select({ id: preRegistrations.id, status: preRegistrations.status }).from(preRegistrations).where(eq(preRegistrations.id, input.id)).for('update');
    if (!row) throw new NotFoundError('Registration not found.');
    if (row.status !== 'draft' && row.status !== 'rejected') throw new ConflictError('Only a draft or a rejected registration can be deleted.');
    await tx.update(invoices).set({ status: 'void' }).where(and(eq(invoices.preRegistrationId, row.id), isNull(invoices.organizationId), eq(invoices.paidMinor, 0)));
    await tx.delete(preRegistrations).where(eq(preRegistrations.id, row.id));
  });
  return null;
}
