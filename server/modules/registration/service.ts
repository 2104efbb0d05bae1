/**
 * Public student registration on a centre's sub-domain (docs/product-spec.md §11 "Public wizards"): a draft saved
 * step by step (basic-information, details, course, confirmation), read and resumed only with the secret of its
 * resume link (the server keeps its SHA-256). The confirmation step turns the draft, in one transaction, into a
 * student with a pending enrollment and an invoice; a free package starts at once.
 *
 * Every verb is open to anonymous callers (`publicVerb`) and works only on a centre's own address (404 on the
 * platform's). A wrong or missing secret answers 404, so nobody learns that a draft id exists.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../kernel/audit.ts';
import { originFor } from '../../kernel/config.ts';
import type { RequestContext, Tenant } from '../../kernel/context.ts';
import { isoDate } from '../../kernel/dates.ts';
import type { Tx } from '../../kernel/db.ts';
import { parseOr422 } from '../../kernel/envelope.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { hashPassword } from '../../kernel/passwords.ts';
import { publicVerb } from '../../kernel/permissions.ts';
import { addressKey, DEFAULT_LOGIN_THROTTLE, scopeVerdict } from '../../kernel/throttle.ts';
import { hashToken, looksLikeToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import {
  branches, enrollments, invoiceInstalments, invoices, organizations, packageBranches, packages, promoCodes, roles, studentRegistrations, targetScores, users,
} from '../../db/schema.ts';
import { issueOneTimeToken, VERIFY_DAYS } from '../auth/service.ts';
import { PackageProperties } from '../packages/contracts.ts';
import { activateEnrollment, createInvoice, quotePromo, redeemPromo } from '../payments/ledger.ts';
import { instalmentPlan } from '../payments/money.ts';
import type { PlanPart, Registration, RegistrationData, RegistrationInvoice, RegistrationOptions, RegistrationQuote } from './contracts.ts';
import { BasicInformation, Confirmation, Course, Details, STEPS, type QuoteInput, type Step, type StepInput } from './schemas.ts';

type Row = typeof studentRegistrations.$inferSelect;

/** What the draft keeps in `data` (jsonb): the form's values, and the password only as its Argon2id hash. */
interface Stored {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  password_hash?: string;
  date_of_birth?: string;
  address?: string;
  target_score?: number | null;
  exam_date?: string | null;
  package_id?: number | null;
  branch_id?: number | null;
  promo_code?: string | null;
  instalments?: number;
  terms_accepted?: boolean;
}

export const NOT_FOUND = 'Registration not found.';
export const SUBMITTED = 'This registration has been submitted already.';
export const EMAIL_TAKEN = 'This e-mail address is already registered at this centre. Sign in instead, or reset your password.';
const PACKAGE_GONE = 'This package or course is not available.';

function centre(ctx: RequestContext): Tenant {
  if (!ctx.tenant) throw new NotFoundError("Registration takes place on a coaching centre's own address.");
  return ctx.tenant;
}

// ---- throttle: drafts created and e-mail probes, per client address (the login throttle's table and rules) ----

/**
 * A visitor creates a few drafts at most; a script creating thousands, or probing which e-mail addresses hold an
 * account (the basic-information step must say so), is refused. Counted in `login_attempts` under a key of its
 * own, so every process shares it (server/README.md "Login throttle").
 */
export const REGISTRATION_THROTTLE = { windowMs: 15 * 60 * 1000, rule: { slowAfter: 30, refuseAt: 30 } } as const;

function throttleKey(tenant: Tenant): string {
  return `student-registration:${tenant.subdomain}`;
}

async function checkThrottle(ctx: RequestContext, tenant: Tenant): Promise<void> {
  const rows = await ctx.db.query<{ t: number; now: number }>(
    `select (extract(epoch from created_at) * 1000)::float8 as t, (extract(epoch from now()) * 1000)::float8 as now from login_attempts
      where account_key = $1 and ip = $2 and created_at > now() - make_interval(secs => $3) order by created_at desc limit $4`,
    [throttleKey(tenant), addressKey(ctx.ip), REGISTRATION_THROTTLE.windowMs / 1000, REGISTRATION_THROTTLE.rule.refuseAt],
  );
  const now = rows[0] ? Number(rows[0].now) : Date.now();
  const v = scopeVerdict(rows.map((r) => Number(r.t)), REGISTRATION_THROTTLE.rule, { ...DEFAULT_LOGIN_THROTTLE, windowMs: REGISTRATION_THROTTLE.windowMs }, now);
  if (v.kind === 'open') return;
  const minutes = Math.max(1, Math.ceil(v.retryAfterMs / 60_000));
  throw new AppError(429, `Too many registrations from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { 'Retry-After': String(Math.ceil(v.retryAfterMs / 1000)) }, 'registration_throttled');
}

async function countAttempt(ctx: RequestContext, tenant: Tenant): Promise<void> {
  await ctx.db.query(`insert into login_attempts (account_key, ip) values ($1, $2)`, [throttleKey(tenant), addressKey(ctx.ip)]);
}

// ---- reading a draft ----

/** The draft of this centre with this id and secret, or 404 (a wrong secret looks like a missing draft). */
async function findDraft(tx: Tx, tenant: Tenant, id: number, token: string, lock = false): Promise<Row> {
  if (!looksLikeToken(token)) throw new NotFoundError(NOT_FOUND);
  const q = tx
    .select()
    .from(studentRegistrations)
    .where(and(eq(studentRegistrations.id, id), eq(studentRegistrations.organizationId, tenant.id), eq(studentRegistrations.tokenHash, hashToken(token))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

function publicData(s: Stored): RegistrationData {
  const { password_hash, ...rest } = s;
  return { ...rest, has_password: typeof password_hash === 'string' && password_hash.length > 0 };
}

const orderedSteps = (steps: Iterable<string>) => STEPS.filter((s) => new Set(steps).has(s));

async function invoiceView(tx: Tx, organizationId: number, invoiceId: number): Promise<RegistrationInvoice | null> {
  const [inv] = await tx
    .select({ i: invoices, pkgName: packages.name, branchName: branches.name, code: promoCodes.code })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .leftJoin(branches, eq(branches.id, invoices.branchId))
    .leftJoin(promoCodes, eq(promoCodes.id, invoices.promoCodeId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.organizationId, organizationId)));
  if (!inv) return null;
  const parts = await tx.select().from(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, invoiceId)).orderBy(asc(invoiceInstalments.seq));
  const i = inv.i;
  const total = Number(i.totalMinor);
  const paid = Number(i.paidMinor);
  return {
    id: i.id,
    number: i.number,
    status: i.status,
    currency: i.currency,
    subtotal_minor: Number(i.subtotalMinor),
    discount_minor: Number(i.discountMinor),
    total_minor: total,
    paid_minor: paid,
    due_minor: Math.max(0, total - paid),
    issued_on: i.issuedOn,
    package: i.packageId !== null && inv.pkgName !== null ? { id: i.packageId, name: inv.pkgName } : null,
    branch: i.branchId !== null && inv.branchName !== null ? { id: i.branchId, name: inv.branchName } : null,
    promo_code: inv.code ?? null,
    instalments: parts.map((p) => ({ seq: p.seq, due_on: p.dueOn, amount_minor: Number(p.amountMinor), paid_minor: Number(p.paidMinor), status: p.status })),
  };
}

async function view(tx: Tx, row: Row, token?: string): Promise<Registration> {
  let enrollment: Registration['enrollment'] = null;
  let invoice: RegistrationInvoice | null = null;
  if (row.invoiceId !== null) {
    invoice = await invoiceView(tx, row.organizationId, row.invoiceId);
    const [inv] = await tx.select({ enrollmentId: invoices.enrollmentId }).from(invoices).where(eq(invoices.id, row.invoiceId));
    if (inv?.enrollmentId) {
      const [e] = await tx
        .select({ id: enrollments.id, status: enrollments.status, startsOn: enrollments.startsOn, endsOn: enrollments.endsOn })
        .from(enrollments)
        .where(and(eq(enrollments.id, inv.enrollmentId), eq(enrollments.organizationId, row.organizationId)));
      if (e) enrollment = { id: e.id, status: e.status, starts_on: e.startsOn, ends_on: e.endsOn };
    }
  }
  // submitted becomes completed once the student has access (the first payment, or at once for a free package)
  const status = row.status === 'submitted' && enrollment?.status === 'active' ? 'completed' : row.status;
  return {
    id: row.id,
    ...(token !== undefined ? { token } : {}),
    step: row.step,
    visited: orderedSteps(row.visited),
    status,
    data: publicData(row.data as Stored),
    enrollment,
    invoice,
  };
}

// ---- the pieces each step checks ----

async function requireEmailFree(tx: Tx, organizationId: number, email: string): Promise<void> {
  const [hit] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  if (hit) throw ValidationError.field('email', EMAIL_TAKEN);
}

interface Priced {
  pkg: { id: number; name: string; kind: 'PACKAGE' | 'COURSE'; delivery: 'BOTH' | 'BRANCH' | 'ONLINE'; durationDays: number; currency: string };
  subtotal: number;
  discount: number;
  promo: { id: number; code: string } | null;
  total: number;
  instalments: number;
  plan: PlanPart[];
}

/** An active package or course of the centre for students, or 422 on `package_id`. */
async function packageFor(tx: Tx, organizationId: number, packageId: number | null | undefined) {
  if (!packageId) throw ValidationError.field('package_id', 'Choose a package or course.');
  const [pkg] = await tx
    .select({ id: packages.id, name: packages.name, kind: packages.kind, delivery: packages.delivery, durationDays: packages.durationDays, priceMinor: packages.priceMinor, currency: packages.currency })
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.organizationId, organizationId), eq(packages.audience, 'STUDENT'), eq(packages.status, 'active'), isNull(packages.deletedAt)));
  if (!pkg) throw ValidationError.field('package_id', PACKAGE_GONE);
  return pkg;
}

/**
 * The branch where a course is attended: required when it is taught only in a branch, optional for BOTH (none =
 * online), refused for an online-only one; one of the course's branches when it names any, else any active branch.
 */
async function branchFor(tx: Tx, organizationId: number, pkg: Priced['pkg'], branchId: number | null | undefined): Promise<number | null> {
  if (pkg.delivery === 'ONLINE') {
    if (branchId) throw ValidationError.field('branch_id', 'This package is taught online only: choose no branch.');
    return null;
  }
  if (!branchId) {
    if (pkg.delivery === 'BRANCH') throw ValidationError.field('branch_id', 'Choose the branch where you will attend.');
    return null;
  }
  const [b] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.organizationId, organizationId), eq(branches.status, 'active'), isNull(branches.deletedAt)));
  if (!b) throw ValidationError.field('branch_id', 'This branch is not available.');
  const own = await tx.select({ branchId: packageBranches.branchId }).from(packageBranches).where(eq(packageBranches.packageId, pkg.id));
  if (own.length > 0 && !own.some((o) => o.branchId === branchId)) throw ValidationError.field('branch_id', 'This course is not taught at this branch.');
  return branchId;
}

/** Price, promo discount and instalment plan (integers only, docs/product-spec.md §11); 422 per field. */
async function price(tx: Tx, organizationId: number, o: { packageId: number | null | undefined; promoCode: string | null | undefined; instalments: number }): Promise<Priced> {
  const row = await packageFor(tx, organizationId, o.packageId);
  const pkg = { id: row.id, name: row.name, kind: row.kind, delivery: row.delivery, durationDays: row.durationDays, currency: row.currency };
  const subtotal = Number(row.priceMinor);
  let discount = 0;
  let promo: Priced['promo'] = null;
  if (o.promoCode) {
    const q = await quotePromo(tx, { organizationId, code: o.promoCode, packageId: pkg.id, subtotalMinor: subtotal, field: 'promo_code' });
    discount = Math.min(q.discountMinor, subtotal);
    promo = { id: q.promoCodeId, code: q.code };
  }
  const total = subtotal - discount;
  if (total === 0 && o.instalments > 1) throw ValidationError.field('instalments', 'Nothing is left to pay: choose a single payment.');
  const plan = instalmentPlan(total, o.instalments, isoDate(0)).map((p, i) => ({ seq: i + 1, due_on: p.dueOn, amount_minor: p.amountMinor }));
  return { pkg, subtotal, discount, promo, total, instalments: Math.max(1, plan.length), plan };
}

/** A step may be saved once every step before it has been. */
function requireEarlierSteps(row: Row, step: Step): void {
  const missing = STEPS.slice(0, STEPS.indexOf(step)).filter((s) => !row.visited.includes(s));
  if (missing.length) throw ValidationError.field('step', `Complete the ${missing[0]!.replace('-', ' ')} step first.`);
}

// ---- verbs ----

/** GET student-registration/options: the centre's active packages and courses for students, and its branches. */
export async function registrationOptions({ ctx }: Verb): Promise<RegistrationOptions> {
  publicVerb(ctx);
  const tenant = centre(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [org] = await tx.select({ name: organizations.name, currency: organizations.currency }).from(organizations).where(eq(organizations.id, tenant.id));
    const pkgs = await tx
      .select()
      .from(packages)
      .where(and(eq(packages.organizationId, tenant.id), eq(packages.audience, 'STUDENT'), eq(packages.status, 'active'), isNull(packages.deletedAt)))
      .orderBy(asc(packages.kind), asc(sql`lower(${packages.name})`), asc(packages.id));
    const liveBranches = await tx
      .select({ id: branches.id, name: branches.name, address: branches.address })
      .from(branches)
      .where(and(eq(branches.organizationId, tenant.id), eq(branches.status, 'active'), isNull(branches.deletedAt)))
      .orderBy(asc(sql`lower(${branches.name})`));
    const links = pkgs.length
      ? await tx.select({ packageId: packageBranches.packageId, branchId: packageBranches.branchId }).from(packageBranches).where(inArray(packageBranches.packageId, pkgs.map((p) => p.id)))
      : [];
    const byId = new Map(liveBranches.map((b) => [b.id, b]));
    return {
      centre: { name: org?.name ?? tenant.name, currency: org?.currency ?? 'BDT' },
      packages: pkgs.map((p) => {
        const props = PackageProperties.safeParse(p.properties);
        const schedule = Array.isArray(p.schedule) ? (p.schedule as { day: string; start: string; end: string }[]).filter((x) => x && typeof x.day === 'string' && typeof x.start === 'string' && typeof x.end === 'string') : [];
        return {
          id: p.id,
          kind: p.kind,
          name: p.name,
          description: p.description,
          delivery: p.delivery,
          duration_days: p.durationDays,
          price_minor: Number(p.priceMinor),
          currency: p.currency,
          properties: props.success ? props.data : {},
          schedule: schedule.map((x) => ({ day: x.day, start: x.start, end: x.end })),
          branches: p.delivery === 'ONLINE' ? [] : links.filter((l) => l.packageId === p.id && byId.has(l.branchId)).map((l) => ({ id: l.branchId, name: byId.get(l.branchId)!.name })),
        };
      }),
      branches: liveBranches,
    };
  });
}

/** POST student-registration: the draft, created with the first step; the answer carries the resume secret once. */
export async function createRegistration({ ctx, input }: Verb<StepInput>): Promise<Registration> {
  publicVerb(ctx);
  const tenant = centre(ctx);
  if (input.step !== 'basic-information') throw ValidationError.field('step', 'A registration starts with the basic information.');
  await checkThrottle(ctx, tenant);
  const basic = parseOr422(BasicInformation, input.data);
  if (!basic.password) throw ValidationError.field('password', 'The password is required.');
  const passwordHash = await hashPassword(basic.password);
  const token = newToken();
  let probe = false;
  try {
    const created = await withTenantTx(ctx, async (tx) => {
      probe = true;
      await requireEmailFree(tx, tenant.id, basic.email);
      probe = false;
      const data: Stored = { first_name: basic.first_name, last_name: basic.last_name, email: basic.email, phone: basic.phone, password_hash: passwordHash };
      const [row] = await tx
        .insert(studentRegistrations)
        .values({ organizationId: tenant.id, tokenHash: hashToken(token), data: data as Record<string, unknown>, step: 'basic-information', visited: ['basic-information'], email: basic.email })
        .returning();
      return view(tx, row!, token);
    });
    await countAttempt(ctx, tenant);
    return created;
  } catch (err) {
    if (probe) await countAttempt(ctx, tenant);
    throw err;
  }
}

/** GET student-registration/{id} (header X-Registration-Token) */
export async function showRegistration({ ctx, input }: Verb<{ id: number; token: string }>): Promise<Registration> {
  publicVerb(ctx);
  const tenant = centre(ctx);
  return withTenantTx(ctx, async (tx) => view(tx, await findDraft(tx, tenant, input.id, input.token)));
}

/**
 * GET student-registration/{id}/quote: what the course step costs, with the promo code and the instalment plan: of
 * the choice in the query, or of the saved one when the query names no package.
 */
export async function quoteRegistration({ ctx, input }: Verb<QuoteInput & { id: number; token: string }>): Promise<RegistrationQuote> {
  publicVerb(ctx);
  const tenant = centre(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await findDraft(tx, tenant, input.id, input.token);
    const saved = row.data as Stored;
    // a package in the query asks about that choice (no code = none); without one, the saved choice is quoted
    const ask = input.package_id !== undefined
      ? { packageId: input.package_id, promoCode: input.promo_code || null, instalments: input.instalments ?? 1 }
      : { packageId: saved.package_id ?? null, promoCode: saved.promo_code ?? null, instalments: saved.instalments ?? 1 };
    const p = await price(tx, tenant.id, ask);
    return {
      package: { id: p.pkg.id, name: p.pkg.name, kind: p.pkg.kind, duration_days: p.pkg.durationDays },
      currency: p.pkg.currency,
      subtotal_minor: p.subtotal,
      discount_minor: p.discount,
      total_minor: p.total,
      promo_code: p.promo?.code ?? null,
      instalments: p.instalments,
      plan: p.plan,
    };
  });
}

/** PUT student-registration/{id} (header X-Registration-Token): saves one step; the confirmation step submits. */
export async function saveRegistrationStep({ ctx, input }: Verb<StepInput & { id: number; token: string }>): Promise<Registration> {
  publicVerb(ctx);
  const tenant = centre(ctx);
  const step = input.step;
  // parsed (and the password hashed) before the transaction: a 422 costs no lock, the hash no held connection
  const basic = step === 'basic-information' ? parseOr422(BasicInformation, input.data) : null;
  const details = step === 'details' ? parseOr422(Details, input.data) : null;
  const course = step === 'course' ? parseOr422(Course, input.data) : null;
  if (step === 'confirmation') parseOr422(Confirmation, input.data);
  if (basic) await checkThrottle(ctx, tenant);
  const passwordHash = basic?.password ? await hashPassword(basic.password) : null;
  let probe = false;
  try {
    return await withTenantTx(ctx, async (tx) => {
      const row = await findDraft(tx, tenant, input.id, input.token, true);
      if (row.status !== 'draft') throw new ConflictError(SUBMITTED);
      requireEarlierSteps(row, step);
      const stored = { ...(row.data as Stored) };
      const columns: Partial<typeof studentRegistrations.$inferInsert> = {};
      if (basic) {
        if (!passwordHash && !stored.password_hash) throw ValidationError.field('password', 'The password is required.');
        // checked on every save, not only when it changed: someone may have registered the address meanwhile
        probe = true;
        await requireEmailFree(tx, tenant.id, basic.email);
        probe = false;
        Object.assign(stored, { first_name: basic.first_name, last_name: basic.last_name, email: basic.email, phone: basic.phone });
        if (passwordHash) stored.password_hash = passwordHash;
        columns.email = basic.email;
      }
      if (details) {
        Object.assign(stored, { date_of_birth: details.date_of_birth, address: details.address, target_score: details.target_score ?? null, exam_date: details.exam_date ?? null });
      }
      if (course) {
        const p = await price(tx, tenant.id, { packageId: course.package_id, promoCode: course.promo_code || null, instalments: course.instalments });
        const branchId = await branchFor(tx, tenant.id, p.pkg, course.branch_id);
        Object.assign(stored, { package_id: p.pkg.id, branch_id: branchId, promo_code: p.promo?.code ?? null, instalments: p.instalments });
        Object.assign(columns, { packageId: p.pkg.id, branchId, promoCode: p.promo?.code ?? '', instalments: p.instalments });
      }
      const visited = orderedSteps([...row.visited, step]);
      if (step === 'confirmation') {
        stored.terms_accepted = true;
        await submit(ctx, tx, tenant, row, stored);
        columns.status = 'submitted';
        columns.submittedAt = new Date();
      }
      const [saved] = await tx
        .update(studentRegistrations)
        .set({ ...columns, data: stored as Record<string, unknown>, step, visited, updatedAt: new Date() })
        .where(eq(studentRegistrations.id, row.id))
        .returning();
      return view(tx, saved!);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw ValidationError.field('email', EMAIL_TAKEN);
    // an address already registered is what a prober looks for: each one counts against the address
    if (probe) await countAttempt(ctx, tenant);
    throw err;
  }
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The confirmation: in the caller's transaction, the student (STUDENT of the centre, e-mail unverified, the
 * password chosen at the first step), a pending enrollment, the invoice with the plan the visitor saw, the promo
 * redemption (the last use's race is the ledger's conditional UPDATE) and the verification mail. Every earlier
 * step is checked again: time has passed since (the code may be used up, the package switched off, the e-mail
 * taken).
 */
async function submit(ctx: RequestContext, tx: Tx, tenant: Tenant, row: Row, s: Stored): Promise<void> {
  const basic = parseOr422(BasicInformation, { first_name: s.first_name, last_name: s.last_name, email: s.email, phone: s.phone });
  const details = parseOr422(Details, { date_of_birth: s.date_of_birth, address: s.address, target_score: s.target_score ?? null, exam_date: s.exam_date ?? null });
  if (!s.password_hash) throw ValidationError.field('password', 'The password is required.');
  await requireEmailFree(tx, tenant.id, basic.email);
  const p = await price(tx, tenant.id, { packageId: s.package_id ?? null, promoCode: s.promo_code ?? null, instalments: s.instalments ?? 1 });
  const branchId = await branchFor(tx, tenant.id, p.pkg, s.branch_id ?? null);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.kind, 'STUDENT'), eq(roles.builtin, true), isNull(roles.organizationId)));
  if (!role) throw new AppError(500, 'The built-in STUDENT role is missing.');
  const [user] = await tx
    .insert(users)
    .values({
      organizationId: tenant.id, roleId: role.id, email: basic.email, passwordHash: s.password_hash, firstName: basic.first_name, lastName: basic.last_name,
      phone: basic.phone, passwordSetAt: new Date(),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (details.target_score != null && details.exam_date != null) {
    const t = details.target_score;
    await tx.insert(targetScores).values({ userId, organizationId: tenant.id, examDate: details.exam_date, speaking: t, listening: t, writing: t, reading: t });
  }
  const [enrollment] = await tx
    .insert(enrollments)
    .values({ organizationId: tenant.id, studentId: userId, packageId: p.pkg.id, branchId, status: 'pending', reason: 'new', createdBy: userId })
    .returning({ id: enrollments.id });
  const invoice = await createInvoice(tx, {
    organizationId: tenant.id, currency: p.pkg.currency, subtotalMinor: p.subtotal, discountMinor: p.discount, promoCodeId: p.promo?.id ?? null,
    studentId: userId, enrollmentId: enrollment!.id, branchId, packageId: p.pkg.id,
    plan: p.plan.map((x) => ({ dueOn: x.due_on, amountMinor: x.amount_minor })), createdBy: null,
  });
  if (p.promo) await redeemPromo(tx, { promoCodeId: p.promo.id, organizationId: tenant.id, invoiceId: invoice.id, email: basic.email, field: 'promo_code' });
  // §11: access starts with the first payment, or at once when there is nothing to pay
  if (invoice.totalMinor === 0) await activateEnrollment(tx, enrollment!.id);
  await tx.update(studentRegistrations).set({ userId, invoiceId: invoice.id }).where(eq(studentRegistrations.id, row.id));
  row.invoiceId = invoice.id;
  const verify = await issueOneTimeToken(tx, 'verify', userId, tenant.id, VERIFY_DAYS * 24 * 60);
  const origin = originFor(ctx.config, tenant.subdomain);
  // integer arithmetic on minor units (two decimals: BDT's paisa), no floating point in an amount (§11)
  const money = (minor: number) => `${p.pkg.currency} ${(minor - (minor % 100)) / 100}.${String(minor % 100).padStart(2, '0')}`;
  const next =
    invoice.totalMinor === 0
      ? 'Your package is free and has started: sign in to begin.'
      : `Invoice ${invoice.number}: ${money(invoice.totalMinor)} in ${p.plan.length} instalment${p.plan.length === 1 ? '' : 's'}, the first of ${money(p.plan[0]!.amount_minor)} due on ${p.plan[0]!.due_on}. Pay at the centre (cash, bank transfer or mobile banking); your access starts when the first payment is recorded.`;
  await enqueueMail(tx, {
    organizationId: tenant.id,
    to: basic.email,
    subject: `Welcome to ${tenant.name}: confirm your e-mail address`,
    text:
      `Hello ${basic.first_name},\n\nYou are registered for ${p.pkg.name} at ${tenant.name}.\n\n` +
      `Open this link to confirm your e-mail address (valid for ${VERIFY_DAYS} days):\n${origin}/email-verification-success?t=${encodeURIComponent(verify)}\n\n` +
      `${next}\n\nSign in at ${origin}/login with this e-mail address and the password you chose.\n`,
  });
  await recordAudit(tx, ctx, { action: 'user.create', targetType: 'user', targetId: userId, organizationId: tenant.id, details: { role: 'STUDENT', email: basic.email, via: 'registration', registration_id: row.id } });
}

