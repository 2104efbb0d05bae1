// Branches, promo codes, enrollments, due and collection, communication, course FAQs and comparison
// (docs/product-spec.md §11) on the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let owner: string;
let admin: string;
let teacher: string;
let student: string;
let betaOwner: string;
let alphaId: number;
let betaId: number;

beforeAll(async () => {
  s = await startServer();
  [master, owner, admin, teacher, student, betaOwner] = await Promise.all([
    s.login(null, 'master@platform.test'),
    s.login('alpha', 'owner@alpha.test'),
    s.login('alpha', 'admin@alpha.test'),
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('beta', 'owner@beta.test'),
  ]);
  const orgs = await s.db.query<{ id: number; subdomain: string }>(`select id, subdomain from organizations`);
  alphaId = orgs.find((o) => o.subdomain === 'alpha')!.id;
  betaId = orgs.find((o) => o.subdomain === 'beta')!.id;
});
afterAll(async () => {
  await s?.close();
});

const count = async (table: string) => Number((await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

describe('branches', () => {
  it('the seed gives alpha Dhanmondi and Uttara with their sections; beta sees only its own', async () => {
    const r = await s.api('alpha', admin).get('branches');
    expectOk(r);
    expect(r.body.data.items.map((b: { name: string }) => b.name)).toEqual(['Dhanmondi', 'Uttara']);
    expect(r.body.data.items[0]).toMatchObject({ organization_id: alphaId, code: 'DHK-01', currency: 'BDT', contract: { revenue_share_percent: 20, fee_minor: 2_500_000 }, payment: { method: 'bank_transfer' } });
    const b = await s.api('beta', betaOwner).get('branches');
    expect(b.body.data.items.map((x: { name: string }) => x.name)).toEqual(['Sydney CBD']);
  });

  it('creates, edits section by section, switches off and deletes a branch; the name is unique in the centre', async () => {
    const created = await s.api('alpha', owner).post('branches', { name: 'Mirpur', code: 'DHK-03', email: 'mirpur@alpha.test', addons: [{ name: 'Locker', price_minor: 20_000 }] });
    expectOk(created, 201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name: 'Mirpur', status: 'active', contract: { start_on: null, terms: '' }, addons: [{ name: 'Locker', price_minor: 20_000 }] });
    const c = await s.api('alpha', owner).put(`branches/${id}`, { contract: { start_on: '2026-01-01', end_on: '2026-12-31', fee_minor: 100_000, revenue_share_percent: 10, terms: 'x' } });
    expectOk(c);
    expect(c.body.data.contract).toEqual({ start_on: '2026-01-01', end_on: '2026-12-31', fee_minor: 100_000, revenue_share_percent: 10, terms: 'x' });
    expect(c.body.data.addons).toHaveLength(1);
    const sup = await s.api('alpha', owner).put(`branches/${id}`, { support: { contact_name: 'Ayesha', phone: '+8801711000999', email: 'help@alpha.test', hours: '9-5' } });
    expect(sup.body.data.support).toEqual({ contact_name: 'Ayesha', phone: '+8801711000999', email: 'help@alpha.test', hours: '9-5' });
    const dup = await s.api('alpha', owner).post('branches', { name: 'mirpur' });
    expectErrorEnvelope(dup, 422);
    expect(dup.body.errors.name).toBeTruthy();
    const off = await s.api('alpha', owner).patch(`branches/change-status/${id}`, { status: 'inactive' });
    expect(off.body.data.status).toBe('inactive');
    expectOk(await s.api('alpha', owner).delete(`branches/${id}`));
    expectErrorEnvelope(await s.api('alpha', owner).get(`branches/${id}`), 404);
    // a deleted branch's name is free again
    expectOk(await s.api('alpha', owner).post('branches', { name: 'Mirpur' }), 201);
  });

  it('422 per field for bad sections, and nothing is written', async () => {
    const before = await count('branches');
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'X', contract: { start_on: '2026-05-01', end_on: '2026-04-01' } }, 'contract.end_on'],
      [{ name: 'X', contract: { start_on: '2026-02-30' } }, 'contract.start_on'],
      [{ name: 'X', contract: { revenue_share_percent: 101 } }, 'contract.revenue_share_percent'],
      [{ name: 'X', contract: { revenue_share_percent: 12.5 } }, 'contract.revenue_share_percent'],
      [{ name: 'X', contract: { fee_minor: 10.5 } }, 'contract.fee_minor'],
      [{ name: 'X', support: { email: 'not-mail' } }, 'support.email'],
      [{ name: 'X', addons: [{ name: 'A', price_minor: -1 }] }, 'addons.0.price_minor'],
      [{ name: 'X', addons: [{ name: 'A', price_minor: 1 }, { name: 'a', price_minor: 2 }] }, 'addons'],
      [{ name: 'X', payment: { method: 'cheque' } }, 'payment.method'],
      [{ name: 'X', payment: { surprise: 1 } }, 'payment'],
    ];
    for (const [body, field] of cases) {
      const r = await s.api('alpha', owner).post('branches', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await count('branches')).toBe(before);
  });

  it('trainers and students are refused; another centre cannot read or change alpha’s branch', async () => {
    const [dhanmondi] = await s.db.query<{ id: number }>(`select id from branches where name = 'Dhanmondi'`);
    expectErrorEnvelope(await s.api('alpha', teacher).get('branches'), 403);
    expectErrorEnvelope(await s.api('alpha', student).post('branches', { name: 'Nope' }), 403);
    expectErrorEnvelope(await s.api('beta', betaOwner).get(`branches/${dhanmondi!.id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).put(`branches/${dhanmondi!.id}`, { name: 'Taken' }), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).delete(`branches/${dhanmondi!.id}`), 404);
    expect((await s.db.query<{ name: string }>(`select name from branches where id = $1`, [dhanmondi!.id]))[0]!.name).toBe('Dhanmondi');
  });

  it('the master works on any centre from the platform domain, naming it', async () => {
    const none = await s.api(null, master).get('branches');
    expectErrorEnvelope(none, 422);
    expect(none.body.errors.organization_id).toBeTruthy();
    expectErrorEnvelope(await s.api(null, master).get('branches?organization_id=999999'), 422);
    const list = await s.api(null, master).get(`branches?organization_id=${betaId}`);
    expect(list.body.data.items.map((b: { name: string }) => b.name)).toEqual(['Sydney CBD']);
    const made = await s.api(null, master).post('branches', { organization_id: betaId, name: 'Melbourne', payment: { method: 'cash' } });
    expectOk(made, 201);
    expect(made.body.data.organization_id).toBe(betaId);
    const edited = await s.api(null, master).put(`branches/${made.body.data.id}`, { addons: [{ name: 'Parking', price_minor: 1000 }] });
    expect(edited.body.data.addons).toEqual([{ name: 'Parking', price_minor: 1000 }]);
    // the centre sees it; the other centre does not
    expect((await s.api('beta', betaOwner).get('branches')).body.data.items.map((b: { name: string }) => b.name)).toContain('Melbourne');
    expectErrorEnvelope(await s.api('alpha', owner).get(`branches/${made.body.data.id}`), 404);
  });
});

describe('promo codes', () => {
  it('lists the seeded codes with their windows', async () => {
    const r = await s.api('alpha', admin).get('promo-codes');
    expectOk(r);
    const codes = r.body.data.items as Array<{ code: string; discount_kind: string; amount: number; usage_limit: number; ends_on: string | null; branch: { name: string } | null }>;
    expect(codes.find((c) => c.code === 'WELCOME10')).toMatchObject({ discount_kind: 'PERCENT', amount: 10, usage_limit: 100, ends_on: null });
    const flat = codes.find((c) => c.code === 'FLAT500')!;
    expect(flat).toMatchObject({ discount_kind: 'FIXED', amount: 50_000, usage_limit: 20, branch: { name: 'Dhanmondi' } });
    const today = new Date().toISOString().slice(0, 10);
    const in60 = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    expect(flat).toMatchObject({ ends_on: in60 });
    expect((r.body.data.items as Array<{ code: string; starts_on: string }>).find((c) => c.code === 'FLAT500')!.starts_on).toBe(today);
  });

  it('creates an upper-cased code, and keeps its rules (percent 1..100, window, limit >= used)', async () => {
    const made = await s.api('alpha', admin).post('promo-codes', { code: ' summer-26 ', discount_kind: 'PERCENT', amount: 15, starts_on: '2026-06-01', ends_on: '2026-06-01', usage_limit: 5 });
    expectOk(made, 201);
    expect(made.body.data).toMatchObject({ code: 'SUMMER-26', starts_on: '2026-06-01', ends_on: '2026-06-01', used_count: 0, status: 'active', currency: 'BDT' });
    const id = made.body.data.id as number;
    const before = await count('promo_codes');
    const bad: Array<[unknown, string]> = [
      [{ code: 'summer-26', discount_kind: 'FIXED', amount: 100 }, 'code'],
      [{ code: 'AB', discount_kind: 'FIXED', amount: 100 }, 'code'],
      [{ code: 'BAD CODE', discount_kind: 'FIXED', amount: 100 }, 'code'],
      [{ code: 'PCT', discount_kind: 'PERCENT', amount: 101 }, 'amount'],
      [{ code: 'PCT', discount_kind: 'PERCENT', amount: 0 }, 'amount'],
      [{ code: 'FIX', discount_kind: 'FIXED', amount: 12.5 }, 'amount'],
      [{ code: 'WIN', discount_kind: 'FIXED', amount: 1, starts_on: '2026-06-02', ends_on: '2026-06-01' }, 'ends_on'],
      [{ code: 'LIM', discount_kind: 'FIXED', amount: 1, usage_limit: 0 }, 'usage_limit'],
      [{ code: 'PKG', discount_kind: 'FIXED', amount: 1, package_ids: [2147483000] }, 'package_ids'],
      [{ code: 'BRN', discount_kind: 'FIXED', amount: 1, branch_id: 2147483000 }, 'branch_id'],
    ];
    for (const [body, field] of bad) {
      const r = await s.api('alpha', admin).post('promo-codes', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await count('promo_codes')).toBe(before);
    // a percentage code cannot become 150 %; a limit cannot drop below the uses made
    expectErrorEnvelope(await s.api('alpha', admin).put(`promo-codes/${id}`, { amount: 150 }), 422);
    await s.db.query(`update promo_codes set used_count = 3 where id = $1`, [id]);
    const low = await s.api('alpha', admin).put(`promo-codes/${id}`, { usage_limit: 2 });
    expectErrorEnvelope(low, 422);
    expect(low.body.errors.usage_limit).toBeTruthy();
    const ok = await s.api('alpha', admin).put(`promo-codes/${id}`, { usage_limit: 3, discount_kind: 'FIXED', amount: 25_000 });
    expect(ok.body.data).toMatchObject({ usage_limit: 3, discount_kind: 'FIXED', amount: 25_000 });
    // a used code is switched off, not deleted
    expectErrorEnvelope(await s.api('alpha', admin).delete(`promo-codes/${id}`), 409);
    expect((await s.api('alpha', admin).patch(`promo-codes/change-status/${id}`, { status: 'inactive' })).body.data.status).toBe('inactive');
    const unused = await s.api('alpha', admin).post('promo-codes', { code: 'GONE', discount_kind: 'FIXED', amount: 1 });
    expectOk(await s.api('alpha', admin).delete(`promo-codes/${unused.body.data.id}`));
  });

  it('the same code may exist in two centres; another centre cannot touch alpha’s', async () => {
    expectOk(await s.api('beta', betaOwner).post('promo-codes', { code: 'WELCOME10', discount_kind: 'PERCENT', amount: 5 }), 201);
    const [w] = await s.db.query<{ id: number }>(`select id from promo_codes where code = 'WELCOME10' and organization_id = $1`, [alphaId]);
    expectErrorEnvelope(await s.api('beta', betaOwner).get(`promo-codes/${w!.id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).put(`promo-codes/${w!.id}`, { amount: 99 }), 404);
    expectErrorEnvelope(await s.api('alpha', teacher).get('promo-codes'), 403);
    const master1 = await s.api(null, master).post('promo-codes', { organization_id: betaId, code: 'MASTER1', discount_kind: 'FIXED', amount: 100 });
    expectOk(master1, 201);
    expect(master1.body.data.organization_id).toBe(betaId);
  });
});

/**
 * The seed makes the demo enrollments only when the packages seed gave alpha a package; without one, the same rows
 * are made here so the enrollment pages are tested either way.
 */
async function ensureEnrollments(): Promise<void> {
  if ((await s.db.query(`select 1 from enrollments where organization_id = $1`, [alphaId])).length > 0) return;
  const [pkg] = await s.db.query<{ id: number }>(`insert into packages (organization_id, name, status) values ($1, 'Test package', 'active') returning id`, [alphaId]);
  const invoices = await s.db.query<{ id: number; student_id: number; branch_id: number | null }>(`select id, student_id, branch_id from invoices where organization_id = $1`, [alphaId]);
  for (const inv of invoices) {
    const [e] = await s.db.query<{ id: number }>(
      `insert into enrollments (organization_id, student_id, package_id, branch_id, status, starts_on, ends_on)
       select $1, u.id, $2, $3, case when u.package_expiry_date < current_date then 'ended' else 'active' end, least(current_date - 30, u.package_expiry_date), u.package_expiry_date
         from users u where u.id = $4 returning id`,
      [alphaId, pkg!.id, inv.branch_id, inv.student_id],
    );
    await s.db.query(`update invoices set enrollment_id = $1, package_id = $2 where id = $3`, [e!.id, pkg!.id, inv.id]);
  }
}

describe('enrollments, expired students and the dues report', () => {
  beforeAll(ensureEnrollments);
  it('the due-and-collection totals equal the hand-computed sums of the seeded invoices', async () => {
    const r = await s.api('alpha', admin).get('branches/due-and-collection');
    expectOk(r);
    const d = r.body.data;
    expect(d.currency).toBe('BDT');
    const row = (name: string | null) => d.rows.find((x: { branch: { name: string } | null }) => (x.branch?.name ?? null) === name);
    // Dhanmondi: ৳15,000 in three parts, the first (৳5,000) paid 29 days ago, the second overdue since yesterday
    expect(row('Dhanmondi')).toMatchObject({ billed_minor: 1_500_000, collected_minor: 500_000, outstanding_minor: 1_000_000, overdue_count: 1, overdue_minor: 500_000, invoices_count: 1 });
    // Uttara: ৳12,000 in two parts, nothing due yet
    expect(row('Uttara')).toMatchObject({ billed_minor: 1_200_000, collected_minor: 0, outstanding_minor: 1_200_000, overdue_count: 0, overdue_minor: 0 });
    // no branch: ৳6,000 overdue for ten days
    expect(row(null)).toMatchObject({ billed_minor: 600_000, collected_minor: 0, outstanding_minor: 600_000, overdue_count: 1, overdue_minor: 600_000 });
    expect(d.totals).toMatchObject({ billed_minor: 3_300_000, collected_minor: 500_000, outstanding_minor: 2_800_000, overdue_count: 2, overdue_minor: 1_100_000, invoices_count: 3 });
    // the payment 29 days ago is inside a 60-day range, outside a range that starts yesterday
    const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const wide = await s.api('alpha', admin).get(`branches/due-and-collection?from=${ago(60)}&to=${ago(0)}`);
    expect(wide.body.data.totals.collected_in_range_minor).toBe(500_000);
    const narrow = await s.api('alpha', admin).get(`branches/due-and-collection?from=${ago(1)}&to=${ago(0)}`);
    expect(narrow.body.data.totals.collected_in_range_minor).toBe(0);
    const back = await s.api('alpha', admin).get(`branches/due-and-collection?from=${ago(0)}&to=${ago(1)}`);
    expectErrorEnvelope(back, 422);
    expect(back.body.errors.to).toBeTruthy();
  });

  it('exact sums: amounts near 2^50 add up to the cent, void invoices and other currencies do not count', async () => {
    const big = 2 ** 50 + 7;
    const [uttara] = await s.db.query<{ id: number }>(`select id from branches where name = 'Uttara'`);
    for (const [n, total, paid, status, currency] of [[90, big, 3, 'partial', 'BDT'], [91, big, 0, 'unpaid', 'BDT'], [92, 999, 0, 'void', 'BDT'], [93, 555, 0, 'unpaid', 'USD']] as const) {
      const [inv] = await s.db.query<{ id: number }>(
        `insert into invoices (organization_id, number, branch_id, currency, subtotal_minor, total_minor, paid_minor, status) values ($1, $2, $3, $4, $5, $5, $6, $7) returning id`,
        [alphaId, `TEST-${n}`, uttara!.id, currency, total, paid, status],
      );
      await s.db.query(`insert into invoice_instalments (invoice_id, organization_id, seq, due_on, amount_minor, paid_minor) values ($1, $2, 1, current_date - 3, $3, $4)`, [inv!.id, alphaId, total, paid]);
    }
    const r = await s.api('alpha', admin).get('branches/due-and-collection');
    const u = r.body.data.rows.find((x: { branch: { name: string } | null }) => x.branch?.name === 'Uttara');
    expect(u.billed_minor).toBe(1_200_000 + 2 * big);
    expect(u.collected_minor).toBe(3);
    expect(u.outstanding_minor).toBe(1_200_000 + 2 * big - 3);
    expect(u.overdue_count).toBe(2);
    expect(u.overdue_minor).toBe(2 * big - 3);
    expect(r.body.data.totals.billed_minor).toBe(3_300_000 + 2 * big);
    await s.db.query(`delete from invoices where number like 'TEST-%'`);
  });

  it('due instalments: oldest first, overdue filter, branch "none"', async () => {
    const r = await s.api('alpha', admin).get('branches/due-instalments');
    expectOk(r);
    const items = r.body.data.items as Array<{ due_minor: number; overdue: boolean; branch: { name: string } | null; invoice_number: string }>;
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ overdue: true, due_minor: 600_000, branch: null });
    const overdue = await s.api('alpha', admin).get('branches/due-instalments?overdue=1');
    expect(overdue.body.data.items).toHaveLength(2);
    const none = await s.api('alpha', admin).get('branches/due-instalments?branch_id=none');
    expect(none.body.data.items).toHaveLength(1);
    expect(items[0]!.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('enrollments list with paid and due; expired students; tenant filters', async () => {
    const r = await s.api('alpha', admin).get('enrollments');
    expectOk(r);
    {
      const mine = (r.body.data.items as Array<{ student: { email: string }; paid_minor: number; due_minor: number; branch: { name: string } | null }>).find((e) => e.student.email === 'student@alpha.test')!;
      expect(mine).toMatchObject({ paid_minor: 500_000, due_minor: 1_000_000, branch: { name: 'Dhanmondi' } });
      const search = await s.api('alpha', admin).get('enrollments?search=nusrat');
      expect(search.body.data.items.map((e: { student: { email: string } }) => e.student.email)).toEqual(['newstudent@alpha.test']);
    }
    const expired = await s.api('alpha', admin).get('enrollments/expired');
    expectOk(expired);
    expect(expired.body.data.items.map((e: { email: string }) => e.email)).toEqual(['expired@alpha.test']);
    expect(expired.body.data.items[0].days_expired).toBe(1);
    expect((await s.api('beta', betaOwner).get('enrollments/expired')).body.data.items).toEqual([]);
    expectErrorEnvelope(await s.api('alpha', student).get('enrollments'), 403);
    const m = await s.api(null, master).get(`enrollments/expired?organization_id=${alphaId}`);
    expect(m.body.data.items).toHaveLength(1);
  });
});

describe('communication', () => {
  beforeAll(ensureEnrollments);
  it('e-mails the students in scope through the outbox and keeps the history', async () => {
    const [dhanmondi] = await s.db.query<{ id: number }>(`select id from branches where name = 'Dhanmondi' and organization_id = $1`, [alphaId]);
    const before = await count('outbox');
    const r = await s.api('alpha', admin).post('commerce-messages', { scope: 'branch', target_id: dhanmondi!.id, subject: 'Room change', body: 'Class moves to room 3.' });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ scope: 'branch', target: { id: dhanmondi!.id, name: 'Dhanmondi' }, recipients: 1, audience: 'all' });
    expect(await count('outbox')).toBe(before + 1);
    const [mail] = await s.db.query<{ to_address: string; subject: string }>(`select to_address, subject from outbox order by id desc limit 1`);
    expect(mail).toEqual({ to_address: 'student@alpha.test', subject: 'Room change' });
    const due = await s.api('alpha', admin).post('commerce-messages', { scope: 'enrollment', audience: 'due', subject: 'Dues', body: 'Please pay.' });
    expect(due.body.data.recipients).toBe(3);
    const hist = await s.api('alpha', admin).get('commerce-messages');
    expect(hist.body.data.items.map((m: { subject: string }) => m.subject)).toEqual(['Dues', 'Room change']);
    expect((await s.api('beta', betaOwner).get('commerce-messages')).body.data.items).toEqual([]);
  });

  it('422 for a target of another centre or a missing one; nothing queued', async () => {
    const [sydney] = await s.db.query<{ id: number }>(`select id from branches where name = 'Sydney CBD'`);
    const before = await count('outbox');
    const r = await s.api('alpha', admin).post('commerce-messages', { scope: 'branch', target_id: sydney!.id, subject: 'x', body: 'y' });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.target_id).toBeTruthy();
    expectErrorEnvelope(await s.api('alpha', admin).post('commerce-messages', { scope: 'course', subject: 'x', body: 'y' }), 422);
    expectErrorEnvelope(await s.api('alpha', admin).post('commerce-messages', { scope: 'branch', target_id: sydney!.id, subject: '', body: '' }), 422);
    expect(await count('outbox')).toBe(before);
  });
});

describe('course FAQs and comparison', () => {
  it('FAQ CRUD within the centre; 404 across centres', async () => {
    const made = await s.api('alpha', owner).post('course-faqs', { question: 'Is there a trial class?', answer: 'Yes, one free class.' });
    expectOk(made, 201);
    expect(made.body.data).toMatchObject({ package: null, position: 0, organization_id: alphaId });
    const id = made.body.data.id as number;
    expect((await s.api('alpha', owner).put(`course-faqs/${id}`, { answer: 'Yes, two.' })).body.data.answer).toBe('Yes, two.');
    expectErrorEnvelope(await s.api('alpha', owner).post('course-faqs', { question: 'Q', answer: 'A', package_id: 2147483000 }), 422);
    expectErrorEnvelope(await s.api('beta', betaOwner).get(`course-faqs/${id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).delete(`course-faqs/${id}`), 404);
    expect((await s.api('alpha', owner).get('course-faqs')).body.data.items).toHaveLength(1);
    expectOk(await s.api('alpha', owner).delete(`course-faqs/${id}`));
    expect((await s.api('alpha', owner).get('course-faqs')).body.data.items).toHaveLength(0);
  });

  it('compares the centre’s active courses', async () => {
    const r = await s.api('alpha', admin).get('course-comparison');
    expectOk(r);
    expect(r.body.data).toMatchObject({ organization_id: alphaId, currency: 'BDT' });
    expect(r.body.data.items.map((c: { name: string }) => c.name)).not.toContain('Test package');
    for (const c of r.body.data.items) expect(c.status).toBe('active');
    const all = await s.api(null, master).get(`course-comparison?organization_id=${alphaId}&status=all`);
    expectOk(all);
    expect(all.body.data.items.length).toBeGreaterThanOrEqual(r.body.data.items.length);
  });
});
