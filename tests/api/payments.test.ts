// Payments, promo codes, subscriptions and entitlements (docs/product-spec.md §11), on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemPromo, createInvoice } from '@server/modules/payments/ledger.ts';
import type { Tx } from '@server/kernel/db.ts';
import { hashPassword } from '@server/kernel/passwords.ts';
import { PASSWORD, expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let alphaId: number;
let txBefore = 0;
const txCount = async () => (await count(`select count(*) as n from transactions`)) - txBefore;
let betaId: number;
const tok: Record<string, string> = {};
const pkg: Record<'gold' | 'silver' | 'free' | 'betaPkg', number> = { gold: 0, silver: 0, free: 0, betaPkg: 0 };
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => s.db.query<T>(text, params);
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;
const userId = async (email: string) => Number((await one<{ id: number }>(`select id from users where email = $1`, [email])).id);
const count = async (text: string, params: unknown[] = []) => Number((await one<{ n: string | number }>(text, params)).n);
const today = (days = 0) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
};

async function addPackage(org: number, name: string, price: number, properties: unknown = {}, days = 30): Promise<number> {
  const r = await one<{ id: number }>(
    `insert into packages (organization_id, kind, audience, name, duration_days, price_minor, currency, status, properties)
     values ($1, 'PACKAGE', 'STUDENT', $2, $3, $4, 'BDT', 'active', $5::jsonb) returning id`,
    [org, name, days, price, JSON.stringify(properties)],
  );
  return Number(r.id);
}
async function addPromo(org: number, code: string, o: { kind?: string; amount?: number; starts?: string; ends?: string; limit?: number | null; used?: number; packages?: number[]; status?: string } = {}) {
  await q(
    `insert into promo_codes (organization_id, code, discount_kind, amount, starts_at, ends_at, usage_limit, used_count, package_ids, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [org, code, o.kind ?? 'PERCENT', o.amount ?? 10, o.starts ?? null, o.ends ?? null, o.limit ?? null, o.used ?? 0, o.packages ?? [], o.status ?? 'active'],
  );
}

beforeAll(async () => {
  s = await startServer();
  alphaId = Number((await one<{ id: number }>(`select id from organizations where subdomain = 'alpha'`)).id);
  betaId = Number((await one<{ id: number }>(`select id from organizations where subdomain = 'beta'`)).id);
  // students of our own, so the demo's enrollments and invoices (seed) do not matter: same password as the demo's
  for (const [email, first, days] of [['pay-renew@alpha.test', 'Imran', -1], ['pay-gold@alpha.test', 'Arif', 365], ['pay-free@alpha.test', 'Nusrat', 365]] as const) {
    await q(
      `insert into users (organization_id, role_id, email, password_hash, first_name, last_name, phone, status, email_verified_at, password_set_at, package_expiry_date)
       select organization_id, role_id, $1, $4, $2, 'Payer', '', 'active', now(), now(), current_date + $3::int from users where email = 'expired@alpha.test'`,
      [email, first, days, await hashPassword(PASSWORD)],
    );
  }
  for (const [k, t, e] of [
    ['owner', 'alpha', 'owner@alpha.test'], ['admin', 'alpha', 'admin@alpha.test'], ['student', 'alpha', 'pay-gold@alpha.test'],
    ['expired', 'alpha', 'pay-renew@alpha.test'], ['newstudent', 'alpha', 'pay-free@alpha.test'], ['teacher', 'alpha', 'teacher@alpha.test'],
    ['betaOwner', 'beta', 'owner@beta.test'],
  ] as const) tok[k] = await s.login(t, e);
  txBefore = await count(`select count(*) as n from transactions`);
  pkg.gold = await addPackage(alphaId, 'Gold', 1000_00, { practice_test: { enabled: true, count: 1 }, pte_practice: { enabled: true, sections: [] }, quiz: { enabled: true, count: null } });
  pkg.silver = await addPackage(alphaId, 'Silver', 600_00, { mock_test: { enabled: true, count: null } });
  pkg.free = await addPackage(alphaId, 'Free trial', 0, {}, 7);
  pkg.betaPkg = await addPackage(betaId, 'Beta plan', 100_00);
  await addPromo(alphaId, 'SAVE10', { amount: 10 });
  await addPromo(alphaId, 'OLD', { starts: '2020-01-01T00:00:00Z', ends: '2020-02-01T00:00:00Z' });
  await addPromo(alphaId, 'SOON', { starts: '2099-01-01T00:00:00Z' });
  await addPromo(alphaId, 'SILVERONLY', { packages: [pkg.silver] });
  await addPromo(alphaId, 'GONE', { limit: 2, used: 2 });
  await addPromo(alphaId, 'OFF', { status: 'inactive' });
  await addPromo(alphaId, 'FLAT', { kind: 'FIXED', amount: 250_00 });
  await addPromo(alphaId, 'FIVE', { limit: 5 });
  await addPromo(alphaId, 'ALL', { amount: 100 });
  // the expired student held Gold until yesterday
  const expiredId = await userId('pay-renew@alpha.test');
  await q(`insert into enrollments (organization_id, student_id, package_id, status, starts_on, ends_on, reason) values ($1, $2, $3, 'active', $4, $5, 'new')`, [
    alphaId, expiredId, pkg.gold, today(-30), today(-1),
  ]);
});
afterAll(async () => {
  await s?.close();
});

describe('GET promo-code/{code}', () => {
  const look = (code: string, pid: number, tenant = 'alpha') => s.api(tenant).get(`promo-code/${encodeURIComponent(code)}?package_id=${pid}`);
  it('quotes a code typed in lower case without using it', async () => {
    const r = await look(' save10 ', pkg.gold);
    expectOk(r);
    expect(r.body.data).toEqual({ code: 'SAVE10', discount_kind: 'PERCENT', amount: 10, discount_minor: 100_00, total_minor: 900_00, currency: 'BDT' });
    const f = await look('flat', pkg.gold);
    expect(f.body.data).toMatchObject({ discount_kind: 'FIXED', discount_minor: 250_00, total_minor: 750_00 });
    expect(await count(`select used_count as n from promo_codes where code = 'SAVE10'`)).toBe(0);
  });
  it.each([
    ['OLD', 'This promo code has expired.'],
    ['SOON', 'This promo code is not valid yet.'],
    ['SILVERONLY', 'This promo code does not apply to this package.'],
    ['GONE', 'This promo code has been used up.'],
    ['OFF', 'This promo code is not active.'],
    ['NOPE', 'This promo code does not exist.'],
    ['<script>', 'This promo code does not exist.'],
  ])('%s: 422 on code', async (code, message) => {
    const r = await look(code, pkg.gold);
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toEqual({ code: [message] });
  });
  it("applies on the package it names; another centre's package or code is not there", async () => {
    expectOk(await look('SILVERONLY', pkg.silver));
    expectErrorEnvelope(await look('SAVE10', pkg.betaPkg), 422);
    const r = await look('SAVE10', pkg.gold, 'beta');
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['package_id']);
  });
  it('refuses garbage without a 500', async () => {
    for (const p of ['promo-code/SAVE10', 'promo-code/SAVE10?package_id=abc', 'promo-code/SAVE10?package_id=-1', `promo-code/${'A'.repeat(300)}?package_id=1`]) {
      const r = await s.api('alpha').get(p);
      expect(r.status).toBe(422);
    }
  });
});

describe('redeemPromo', () => {
  it('20 parallel redemptions of a 5-use code: exactly 5', async () => {
    const promoId = (await one<{ id: number }>(`select id from promo_codes where code = 'FIVE'`)).id;
    const inv = await s.db.orm.transaction((tx) => createInvoice(tx as unknown as Tx, { organizationId: alphaId, currency: 'BDT', subtotalMinor: 100 }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        s.db.orm.transaction((tx) => redeemPromo(tx as unknown as Tx, { promoCodeId: Number(promoId), organizationId: alphaId, invoiceId: inv.id, email: `r${i}@x.test` })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { errors: unknown }).errors).toEqual({ code: ['This promo code has been used up.'] });
    expect(await count(`select used_count as n from promo_codes where id = $1`, [promoId])).toBe(5);
    expect(await count(`select count(*) as n from promo_redemptions where promo_code_id = $1`, [promoId])).toBe(5);
  });
});

describe('renewal, payment and activation', () => {
  let invoiceId: number;
  let enrollmentId: number;
  let total: number;

  it('an expired student renews: a pending enrollment pointing at the old one and an invoice (with a promo code)', async () => {
    const r = await s.api('alpha', tok.expired).post('users/change-or-renew-subscription', { package_id: pkg.gold, promo_code: 'save10', instalments: 2 });
    expectOk(r, 201);
    const { enrollment, invoice } = r.body.data;
    expect(enrollment).toMatchObject({ status: 'pending', reason: 'renew', package: { id: pkg.gold, name: 'Gold' }, starts_on: null });
    expect(invoice).toMatchObject({ status: 'unpaid', subtotal_minor: 1000_00, discount_minor: 100_00, total_minor: 900_00, paid_minor: 0, due_minor: 900_00, promo_code: 'SAVE10' });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice.instalments.map((i: { amount_minor: number }) => i.amount_minor)).toEqual([450_00, 450_00]);
    expect(invoice.student.email).toBe('pay-renew@alpha.test');
    invoiceId = invoice.id;
    enrollmentId = enrollment.id;
    total = invoice.total_minor;
    const prev = await one<{ previous_id: number }>(`select previous_id from enrollments where id = $1`, [enrollmentId]);
    expect(prev.previous_id).not.toBeNull();
    expect(await count(`select used_count as n from promo_codes where code = 'SAVE10'`)).toBe(1);
  });

  it('asking again for the same package answers the waiting one (200), nothing new', async () => {
    const r = await s.api('alpha', tok.expired).post('users/change-or-renew-subscription', { package_id: pkg.gold });
    expectOk(r, 200);
    expect(r.body.data.enrollment.id).toBe(enrollmentId);
    expect(await count(`select count(*) as n from enrollments where student_id = $1`, [await userId('pay-renew@alpha.test')])).toBe(2);
  });

  it('GET my-subscription shows the pending one and the invoice; the package is still expired', async () => {
    const r = await s.api('alpha', tok.expired).get('my-subscription');
    expectOk(r);
    expect(r.body.data.pending.id).toBe(enrollmentId);
    expect(r.body.data.current).toBeNull();
    expect(r.body.data.invoices[0].id).toBe(invoiceId);
    expect(r.body.data.package_expiry_date).toBe(today(-1));
  });

  it('a student cannot record a payment; a trainer neither', async () => {
    const body = { invoice_id: invoiceId, amount_minor: 100, method: 'cash', idempotency_key: 'student-try-1' };
    expectErrorEnvelope(await s.api('alpha', tok.expired).post('transaction', body), 403);
    expectErrorEnvelope(await s.api('alpha', tok.teacher).post('transaction', body), 403);
    expect(await txCount()).toBe(0);
  });

  it('refuses an over-payment and nonsense with 422, recording nothing', async () => {
    const api = s.api('alpha', tok.admin);
    const over = await api.post('transaction', { invoice_id: invoiceId, amount_minor: total + 1, method: 'cash', idempotency_key: 'over-pay-1' });
    expectErrorEnvelope(over, 422);
    expect(Object.keys(over.body.errors)).toEqual(['amount_minor']);
    for (const bad of [
      { invoice_id: invoiceId, amount_minor: 10.5, method: 'cash', idempotency_key: 'bad-key-01' },
      { invoice_id: invoiceId, amount_minor: -5, method: 'cash', idempotency_key: 'bad-key-02' },
      { invoice_id: invoiceId, amount_minor: 5, method: 'gold', idempotency_key: 'bad-key-03' },
      { invoice_id: invoiceId, amount_minor: 5, method: 'cash', idempotency_key: 'short' },
      { invoice_id: 'x', amount_minor: 5, method: 'cash', idempotency_key: 'bad-key-04' },
      { invoice_id: 2147483646, amount_minor: 5, method: 'cash', idempotency_key: 'bad-key-05' },
      { invoice_id: invoiceId, instalment_id: 2147483646, amount_minor: 5, method: 'cash', idempotency_key: 'bad-key-06' },
      { invoice_id: invoiceId, amount_minor: 1e30, method: 'cash', idempotency_key: 'bad-key-07' },
    ]) expectErrorEnvelope(await api.post('transaction', bad), 422);
    expect(await txCount()).toBe(0);
  });

  it('the first payment activates the renewal: starts today, ends after the duration, expiry mirrored', async () => {
    const r = await s.api('alpha', tok.admin).post('transaction', { invoice_id: invoiceId, amount_minor: 300_00, method: 'bank_transfer', reference: 'TRX-1', idempotency_key: 'pay-expired-0001' });
    expectOk(r, 201);
    expect(r.body.data.transaction).toMatchObject({ amount_minor: 300_00, method: 'bank_transfer', reference: 'TRX-1' });
    expect(r.body.data.transaction.receipt_number).toMatch(/^RCP-\d{4}-\d{6}$/);
    expect(r.body.data.invoice).toMatchObject({ status: 'partial', paid_minor: 300_00, due_minor: 600_00 });
    expect(r.body.data.invoice.instalments[0]).toMatchObject({ paid_minor: 300_00, status: 'due' });
    const e = await one<{ status: string; starts_on: string; ends_on: string }>(`select status, to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on from enrollments where id = $1`, [enrollmentId]);
    expect(e).toEqual({ status: 'active', starts_on: today(), ends_on: today(29) });
    const u = await one<{ d: string }>(`select to_char(package_expiry_date, 'YYYY-MM-DD') as d from users where email = 'pay-renew@alpha.test'`);
    expect(u.d).toBe(today(29));
    // the next request sees it: the auth snapshot is read per request
    const me = await s.api('alpha', tok.expired).get('auth-user');
    expect(me.body.data.package_expiry_date).toBe(today(29));
    const sub = await s.api('alpha', tok.expired).get('my-subscription');
    expect(sub.body.data.current.id).toBe(enrollmentId);
    expect(sub.body.data.pending).toBeNull();
  });

  it('the same key again answers the first payment (200); twice in parallel records one', async () => {
    const api = s.api('alpha', tok.admin);
    const again = await api.post('transaction', { invoice_id: invoiceId, amount_minor: 300_00, method: 'bank_transfer', idempotency_key: 'pay-expired-0001' });
    expectOk(again, 200);
    expect(await txCount()).toBe(1);
    const body = { invoice_id: invoiceId, amount_minor: 100_00, method: 'cash', idempotency_key: 'pay-parallel-0002' };
    const [a, b] = await Promise.all([api.post('transaction', body), api.post('transaction', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.transaction.id).toBe(b.body.data.transaction.id);
    expect(await txCount()).toBe(2);
    expect(await count(`select paid_minor as n from invoices where id = $1`, [invoiceId])).toBe(400_00);
  });

  it('sets an instalment plan: 422 when it does not add up or changes a paid one', async () => {
    const api = s.api('alpha', tok.admin);
    const inv = (await api.get(`invoices/${invoiceId}`)).body.data;
    const first = inv.instalments[0];
    const bad = await api.post('invoice-instalment', { invoice_id: invoiceId, plan: [{ due_on: first.due_on, amount_minor: first.amount_minor }, { due_on: '2027-01-01', amount_minor: 1 }] });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['plan']);
    const touch = await api.post('invoice-instalment', { invoice_id: invoiceId, plan: [{ due_on: '2027-01-01', amount_minor: 900_00 }] });
    expectErrorEnvelope(touch, 422);
    expect(Object.keys(touch.body.errors)).toEqual(['plan']);
    expectErrorEnvelope(await api.post('invoice-instalment', { invoice_id: invoiceId, plan: [{ due_on: '2027-02-30', amount_minor: 900_00 }] }), 422);
    const okPlan = await api.post('invoice-instalment', {
      invoice_id: invoiceId,
      plan: [{ due_on: first.due_on, amount_minor: first.amount_minor }, { due_on: '2027-01-01', amount_minor: 200_00 }, { due_on: '2027-02-01', amount_minor: 250_00 }],
    });
    expectOk(okPlan);
    expect(okPlan.body.data.instalments.map((i: { amount_minor: number }) => i.amount_minor)).toEqual([450_00, 200_00, 250_00]);
  });

  it('reads: a student only their own; beta never sees alpha; PDFs start with %PDF', async () => {
    const mine = await s.api('alpha', tok.expired).get('invoices');
    expectOk(mine);
    expect(mine.body.data.items.every((i: { student: { email: string } }) => i.student.email === 'pay-renew@alpha.test')).toBe(true);
    expectErrorEnvelope(await s.api('alpha', tok.student).get(`invoices/${invoiceId}`), 404);
    expectErrorEnvelope(await s.api('alpha', tok.student).get(`invoices/${invoiceId}/pdf`), 404);
    expectErrorEnvelope(await s.api('beta', tok.betaOwner).get(`invoices/${invoiceId}`), 404);
    expect((await s.api('beta', tok.betaOwner).get('invoices')).body.data.items).toEqual([]);
    const all = await s.api('alpha', tok.owner).get('invoices?search=pay-renew');
    expectOk(all);
    expect(all.body.data.items.map((i: { id: number }) => i.id)).toContain(invoiceId);
    expectNoSecrets(all);
    for (const [who, path] of [[tok.expired, `invoices/${invoiceId}/pdf`], [tok.admin, `invoices/${invoiceId}/pdf`]] as const) {
      const r = await fetch(`${s.base}/api/v1/${path}`, { headers: { 'X-Tenant': 'alpha', Authorization: `Bearer ${who}` } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await r.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    const txId = (await one<{ id: number }>(`select id from transactions where invoice_id = $1 order by id limit 1`, [invoiceId])).id;
    const rec = await fetch(`${s.base}/api/v1/transactions/${txId}/receipt`, { headers: { 'X-Tenant': 'alpha', Authorization: `Bearer ${tok.expired}`, 'Accept-Encoding': 'gzip' } });
    expect(rec.status).toBe(200);
    expect(Buffer.from(await rec.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expectErrorEnvelope(await s.api('beta', tok.betaOwner).get(`transactions/${txId}/receipt`), 404);
  });

  it('a change: pending until paid, then starts today and ends the running one today', async () => {
    const r = await s.api('alpha', tok.expired).post('users/change-or-renew-subscription', { package_id: pkg.silver });
    expectOk(r, 201);
    expect(r.body.data.enrollment).toMatchObject({ reason: 'change', status: 'pending' });
    const inv = r.body.data.invoice;
    expectOk(await s.api('alpha', tok.owner).post('transaction', { invoice_id: inv.id, amount_minor: inv.total_minor, method: 'mobile_banking', idempotency_key: 'pay-change-0003' }), 201);
    const rows = await q<{ id: number; status: string; reason: string; starts_on: string; ends_on: string; previous_id: number | null }>(
      `select id, status, reason, to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on, previous_id from enrollments where student_id = $1 order by id`,
      [await userId('pay-renew@alpha.test')],
    );
    expect(rows.map((x) => [x.reason, x.status])).toEqual([['new', 'ended'], ['renew', 'ended'], ['change', 'active']]);
    expect(rows[1]!.ends_on).toBe(today());
    expect(rows[2]).toMatchObject({ starts_on: today(), ends_on: today(29), previous_id: rows[1]!.id });
    expect((await s.api('alpha', tok.expired).get('invoices/' + inv.id)).body.data.status).toBe('paid');
  });

  it('staff renew for a student: the renewal starts the day after the running one ends', async () => {
    const sid = await userId('pay-renew@alpha.test');
    const r = await s.api('alpha', tok.owner).post('users/change-or-renew-subscription', { package_id: pkg.silver, user_id: sid, instalments: 3 });
    expectOk(r, 201);
    expect(r.body.data.enrollment.reason).toBe('renew');
    expect(r.body.data.invoice.instalments).toHaveLength(3);
    expectOk(await s.api('alpha', tok.owner).post('transaction', { invoice_id: r.body.data.invoice.id, amount_minor: 1, method: 'cash', idempotency_key: 'pay-renew-00004' }), 201);
    const e = await one<{ starts_on: string; ends_on: string }>(`select to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on from enrollments where id = $1`, [r.body.data.enrollment.id]);
    expect(e).toEqual({ starts_on: today(30), ends_on: today(59) });
    expect((await one<{ d: string }>(`select to_char(package_expiry_date, 'YYYY-MM-DD') as d from users where id = $1`, [sid])).d).toBe(today(59));
    // a student may not act for another; staff of another centre's student: 422
    expectErrorEnvelope(await s.api('alpha', tok.student).post('users/change-or-renew-subscription', { package_id: pkg.silver, user_id: sid }), 403);
    const other = await s.api('alpha', tok.owner).post('users/change-or-renew-subscription', { package_id: pkg.silver, user_id: await userId('student@beta.test') });
    expectErrorEnvelope(other, 422);
    expect(Object.keys(other.body.errors)).toEqual(['user_id']);
    expectErrorEnvelope(await s.api('alpha', tok.student).post('users/change-or-renew-subscription', { package_id: pkg.betaPkg }), 422);
  });

  it('a free package activates at once (no invoice)', async () => {
    const r = await s.api('alpha', tok.newstudent).post('users/change-or-renew-subscription', { package_id: pkg.free });
    expectOk(r, 201);
    expect(r.body.data.enrollment).toMatchObject({ status: 'active', reason: 'new', starts_on: today(), ends_on: today(6) });
    expect(r.body.data.invoice).toBeNull();
    // a 100 % code: an invoice of 0, paid, active at once
    const all = await s.api('alpha', tok.student).post('users/change-or-renew-subscription', { package_id: pkg.gold, promo_code: 'ALL' });
    expectOk(all, 201);
    expect(all.body.data.enrollment.status).toBe('active');
    expect(all.body.data.invoice).toMatchObject({ total_minor: 0, status: 'paid', instalments: [] });
  });
});

describe('entitlements', () => {
  const sittable = (type: string) =>
    q<{ id: number }>(`select id from tests where exam_type = $1 and organization_id = $2 and deleted_at is null and completed and status = 'active' and approval = 'approved' order by id limit 2`, [type, alphaId]);

  it('Silver leaves out practice tests: 403 not_in_package; mock tests pass', async () => {
    // expired@alpha now holds Silver (mock tests, unlimited)
    const [pt] = await sittable('practice-tests');
    const [mt] = await sittable('mock-tests');
    const api = s.api('alpha', tok.expired);
    const r = await api.post('exam-enrolls', { test_id: pt!.id, exam_type: 'practice-tests' });
    expectErrorEnvelope(r, 403);
    expect(r.body.code).toBe('not_in_package');
    expectOk(await api.post('exam-enrolls', { test_id: mt!.id, exam_type: 'mock-tests' }), 201);
  });

  it('practice follows the package too: Silver has no PTE practice (403 not_in_package), Gold every section', async () => {
    const [item] = await q<{ id: number }>(
      `select q.id from questions q join question_types t on t.id = q.question_type_id
        where t.slug = 'reading-multiple-choice-single' and q.organization_id = $1 and q.deleted_at is null and q.status = 'active' and q.approval = 'approved' order by q.id limit 1`,
      [alphaId],
    );
    const refused = await s.api('alpha', tok.expired).post('question-test', { question_id: item!.id, response: { selected: null } });
    expectErrorEnvelope(refused, 403);
    expect(refused.body.code).toBe('not_in_package');
    expect((await s.api('alpha', tok.student).post('question-test', { question_id: item!.id, response: { selected: null } })).status).toBeLessThan(300);
  });

  it('Gold allows one practice test: the second distinct one is refused, the first reopens', async () => {
    // student@alpha holds Gold (practice_test count 1) since the 100 % code
    const [a, b] = await sittable('practice-tests');
    const api = s.api('alpha', tok.student);
    expectOk(await api.post('exam-enrolls', { test_id: a!.id, exam_type: 'practice-tests' }), 201);
    const second = await api.post('exam-enrolls', { test_id: b!.id, exam_type: 'practice-tests' });
    expectErrorEnvelope(second, 403);
    expect(second.body.code).toBe('package_limit_reached');
    expect((await api.post('exam-enrolls', { test_id: a!.id, exam_type: 'practice-tests' })).status).toBeLessThan(300);
  });
});

describe('GET payments/providers', () => {
  it('offers the manual provider only without a card key', async () => {
    const r = await s.api('alpha').get('payments/providers');
    expectOk(r);
    expect(r.body.data).toEqual({ providers: [{ id: 'manual', methods: ['cash', 'bank_transfer', 'mobile_banking'] }] });
  });
});
