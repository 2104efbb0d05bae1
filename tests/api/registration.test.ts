// Public student registration (docs/product-spec.md §11 "Public wizards"): the draft, its secret, every step's
// checks, the submission (student, pending enrollment, invoice, promo redemption, verification mail) and its guards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetTenant } from '@server/kernel/tenant.ts';
import { expectErrorEnvelope, expectNoSecrets, expectOk, PASSWORD, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
const ids = { alpha: 0, beta: 0, online: 0, course: 0, free: 0, draftPkg: 0, betaPkg: 0, branchA: 0, branchB: 0, betaBranch: 0, promo10: 0, lastOne: 0 };

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await s.db.query<T>(sql, params))[0]!;
}

beforeAll(async () => {
  s = await startServer();
  ids.alpha = (await one<{ id: number }>(`select id from organizations where subdomain = 'alpha'`)).id;
  ids.beta = (await one<{ id: number }>(`select id from organizations where subdomain = 'beta'`)).id;
  const pkg = async (org: number, name: string, o: { kind?: string; delivery?: string; price: number; status?: string; days?: number }) =>
    (
      await one<{ id: number }>(
        `insert into packages (organization_id, kind, audience, name, description, delivery, properties, duration_days, price_minor, currency, status)
         values ($1, $2, 'STUDENT', $3, 'Test', $4, $5::jsonb, $6, $7, 'BDT', $8) returning id`,
        [org, o.kind ?? 'PACKAGE', name, o.delivery ?? 'ONLINE', JSON.stringify({ pte_practice: { enabled: true, sections: [] }, mock_test: { enabled: true, count: 5 } }), o.days ?? 30, o.price, o.status ?? 'active'],
      )
    ).id;
  ids.online = await pkg(ids.alpha, 'Reg Online Practice', { price: 900_001 });
  ids.course = await pkg(ids.alpha, 'Reg Weekend Course', { kind: 'COURSE', delivery: 'BRANCH', price: 1_500_000, days: 90 });
  ids.free = await pkg(ids.alpha, 'Reg Free Trial', { price: 0, days: 7 });
  ids.draftPkg = await pkg(ids.alpha, 'Reg Unpublished', { price: 100, status: 'draft' });
  ids.betaPkg = await pkg(ids.beta, 'Reg Beta Only', { price: 500_000 });
  const branch = async (org: number, name: string) => (await one<{ id: number }>(`insert into branches (organization_id, name, address) values ($1, $2, 'Road 1') returning id`, [org, name])).id;
  ids.branchA = await branch(ids.alpha, 'Reg Branch A');
  ids.branchB = await branch(ids.alpha, 'Reg Branch B');
  ids.betaBranch = await branch(ids.beta, 'Reg Beta Branch');
  await s.db.query(`insert into package_branches (package_id, branch_id, organization_id) values ($1, $2, $3)`, [ids.course, ids.branchA, ids.alpha]);
  const promo = async (code: string, kind: string, amount: number, limit: number | null) =>
    (await one<{ id: number }>(`insert into promo_codes (organization_id, code, discount_kind, amount, usage_limit) values ($1, $2, $3, $4, $5) returning id`, [ids.alpha, code, kind, amount, limit])).id;
  ids.promo10 = await promo('REGTEN', 'PERCENT', 10, 10);
  ids.lastOne = await promo('REGLAST', 'FIXED', 100_000, 1);
});
afterAll(async () => {
  await s?.close();
});

const basic = (email: string, extra: Record<string, unknown> = {}) => ({ first_name: 'Rina', last_name: 'Akter', email, phone: '+880 1711-000000', password: 'Secret-pass-1', password_confirmation: 'Secret-pass-1', ...extra });
const details = { date_of_birth: '2000-05-17', address: 'House 1, Road 2, Dhaka' };

function call(tenant: string | null, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers['X-Registration-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return s.api(tenant).raw(method, `student-registration${path}`, { headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const start = (email: string, tenant = 'alpha') => call(tenant, 'POST', '', undefined, { step: 'basic-information', data: basic(email) });
const save = (id: number, token: string, step: string, data: unknown, tenant = 'alpha') => call(tenant, 'PUT', `/${id}`, token, { step, data });

/** A draft saved up to (and including) the course step. */
async function draftUpToCourse(email: string, course: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const r = await start(email);
  expectOk(r, 201);
  const { id, token } = r.body.data;
  expectOk(await save(id, token, 'details', details));
  expectOk(await save(id, token, 'course', course));
  return { id, token };
}

describe('options', () => {
  it("lists the centre's active packages and courses for students with their branches, and its branches", async () => {
    const r = await call('alpha', 'GET', '/options');
    expectOk(r);
    const names = r.body.data.packages.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Reg Online Practice', 'Reg Weekend Course', 'Reg Free Trial']));
    expect(names).not.toContain('Reg Unpublished');
    expect(names).not.toContain('Reg Beta Only');
    const course = r.body.data.packages.find((p: { id: number }) => p.id === ids.course);
    expect(course).toMatchObject({ kind: 'COURSE', delivery: 'BRANCH', price_minor: 1_500_000, currency: 'BDT', duration_days: 90, branches: [{ id: ids.branchA, name: 'Reg Branch A' }] });
    expect(course.properties.mock_test).toEqual({ enabled: true, count: 5 });
    expect(r.body.data.branches.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['Reg Branch A', 'Reg Branch B']));
    expect(r.body.data.centre.currency).toBe('BDT');
  });
  it("beta's sub-domain does not see alpha's packages or branches", async () => {
    const r = await call('beta', 'GET', '/options');
    expectOk(r);
    const names = r.body.data.packages.map((p: { name: string }) => p.name);
    expect(names).toContain('Reg Beta Only');
    for (const n of ['Reg Online Practice', 'Reg Weekend Course', 'Reg Free Trial']) expect(names).not.toContain(n);
    const branches = r.body.data.branches.map((b: { id: number }) => b.id);
    expect(branches).toContain(ids.betaBranch);
    expect(branches).not.toContain(ids.branchA);
    expect(branches).not.toContain(ids.branchB);
  });
  it('404 on the platform domain, for every call', async () => {
    expectErrorEnvelope(await call(null, 'GET', '/options'), 404);
    expectErrorEnvelope(await start('nobody@example.test', null as unknown as string), 404);
  });
});

describe('the draft and its secret', () => {
  it('POST creates the draft and shows the secret once; GET and PUT need it; another draft’s secret is 404', async () => {
    const a = await start('secret-a@example.test');
    expectOk(a, 201);
    expectNoSecrets(a);
    const { id, token } = a.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.body.data).toMatchObject({ step: 'basic-information', visited: ['basic-information'], status: 'draft', data: { email: 'secret-a@example.test', has_password: true, first_name: 'Rina' } });
    expect(a.text).not.toContain('Secret-pass-1');
    const b = await start('secret-b@example.test');
    const other = b.body.data.token as string;

    const g = await call('alpha', 'GET', `/${id}`, token);
    expectOk(g);
    expectNoSecrets(g);
    expect(g.body.data.token).toBeUndefined();
    expect(g.body.data.data.email).toBe('secret-a@example.test');

    for (const t of [undefined, '', other, 'A'.repeat(43), 'not a token!']) {
      expectErrorEnvelope(await call('alpha', 'GET', `/${id}`, t), 404);
      expectErrorEnvelope(await save(id, t ?? '', 'details', details), 404);
      expectErrorEnvelope(await call('alpha', 'GET', `/${id}/quote?package_id=${ids.online}`, t), 404);
    }
    // the same id and secret on another centre's address: not there
    expectErrorEnvelope(await call('beta', 'GET', `/${id}`, token), 404);
    expect((await one<{ step: string }>(`select step from student_registrations where id = $1`, [id])).step).toBe('basic-information');
    const row = await one<{ token_hash: string; data: Record<string, unknown> }>(`select token_hash, data from student_registrations where id = $1`, [id]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(String(row.data.password_hash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row.data)).not.toContain('Secret-pass-1');
  });

  it('a later basic-information save may keep the password given before (a resume elsewhere)', async () => {
    const a = await start('keep-pass@example.test');
    const { id, token } = a.body.data;
    const r = await save(id, token, 'basic-information', { ...basic('keep-pass@example.test'), first_name: 'Rana', password: '', password_confirmation: '' });
    expectOk(r);
    expect(r.body.data.data).toMatchObject({ first_name: 'Rana', has_password: true });
  });
});

describe('422 per field, never 500', () => {
  it('basic information: every field checked', async () => {
    const r = await call('alpha', 'POST', '', undefined, { step: 'basic-information', data: { first_name: '', email: 'not-an-email', phone: 'abc', password: 'short', password_confirmation: 'other' } });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'password']));
    const m = await call('alpha', 'POST', '', undefined, { step: 'basic-information', data: basic('mismatch@example.test', { password_confirmation: 'Secret-pass-2' }) });
    expectErrorEnvelope(m, 422);
    expect(Object.keys(m.body.errors)).toEqual(['password_confirmation']);
    const noPass = await call('alpha', 'POST', '', undefined, { step: 'basic-information', data: basic('nopass@example.test', { password: '', password_confirmation: '' }) });
    expectErrorEnvelope(noPass, 422);
    expect(Object.keys(noPass.body.errors)).toEqual(['password']);
    const letters = await call('alpha', 'POST', '', undefined, { step: 'basic-information', data: basic('letters@example.test', { password: 'onlyletters', password_confirmation: 'onlyletters' }) });
    expect(letters.body.errors.password[0]).toMatch(/letter and one number/);
  });

  it('a registration starts with the basic information', async () => {
    const r = await call('alpha', 'POST', '', undefined, { step: 'details', data: details });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['step']);
  });

  it('garbage of every kind is 422 and leaves no draft behind', async () => {
    const before = (await one<{ n: number }>(`select count(*)::int as n from student_registrations`)).n;
    const bodies: unknown[] = [
      {}, [], 'text', 42, null, { step: 'basic-information' }, { step: 'basic-information', data: [] }, { step: 'basic-information', data: 'x' },
      { step: 'nope', data: {} }, { step: 'basic-information', data: { first_name: ['a'], last_name: { a: 1 }, email: 5, phone: true, password: 7 } },
      { step: 'basic-information', data: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])) },
      { step: 'basic-information', data: basic('x'.repeat(300) + '@example.test') },
    ];
    for (const body of bodies) {
      const r = await s.api('alpha').post('student-registration', JSON.stringify(body));
      expectErrorEnvelope(r, 422);
    }
    expect((await one<{ n: number }>(`select count(*)::int as n from student_registrations`)).n).toBe(before);
  });

  it('details and course: checked per field, and in order', async () => {
    const { id, token } = (await start('order@example.test')).body.data;
    const early = await save(id, token, 'course', { package_id: ids.online });
    expectErrorEnvelope(early, 422);
    expect(Object.keys(early.body.errors)).toEqual(['step']);
    for (const [data, field] of [
      [{ ...details, date_of_birth: '2000-02-30' }, 'date_of_birth'],
      [{ ...details, date_of_birth: '2100-01-01' }, 'date_of_birth'],
      [{ ...details, date_of_birth: 20000517 }, 'date_of_birth'],
      [{ ...details, address: '' }, 'address'],
      [{ ...details, target_score: 95 }, 'target_score'],
      [{ ...details, target_score: 65.5 }, 'target_score'],
      [{ ...details, exam_date: '2001-01-01' }, 'exam_date'],
    ] as const) {
      const r = await save(id, token, 'details', data);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    expectOk(await save(id, token, 'details', { ...details, target_score: 65 }));
    for (const [data, field] of [
      [{}, 'package_id'],
      [{ package_id: 'one' }, 'package_id'],
      [{ package_id: ids.draftPkg }, 'package_id'],
      [{ package_id: ids.betaPkg }, 'package_id'],
      [{ package_id: 2147483646 }, 'package_id'],
      [{ package_id: ids.course }, 'branch_id'],
      [{ package_id: ids.course, branch_id: ids.branchB }, 'branch_id'],
      [{ package_id: ids.course, branch_id: ids.betaBranch }, 'branch_id'],
      [{ package_id: ids.online, branch_id: ids.branchA }, 'branch_id'],
      [{ package_id: ids.online, promo_code: 'NOSUCHCODE' }, 'promo_code'],
      [{ package_id: ids.online, promo_code: 'bad code!' }, 'promo_code'],
      [{ package_id: ids.online, instalments: 4 }, 'instalments'],
      [{ package_id: ids.online, instalments: 0 }, 'instalments'],
      [{ package_id: ids.free, instalments: 2 }, 'instalments'],
    ] as const) {
      const r = await save(id, token, 'course', data);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(data)).toEqual([field]);
    }
    const conf = await save(id, token, 'confirmation', { terms_accepted: true });
    expectErrorEnvelope(conf, 422);
    expect(Object.keys(conf.body.errors)).toEqual(['step']);
  });

  it('an e-mail already used in the centre is refused at the basic-information step already (any case)', async () => {
    for (const email of ['student@alpha.test', 'STUDENT@Alpha.test']) {
      const r = await start(email);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual(['email']);
    }
    // another centre's student may register here, and the check runs again on a later save
    const ok = await start('student@beta.test');
    expectOk(ok, 201);
    const { id, token } = ok.body.data;
    const taken = await save(id, token, 'basic-information', basic('owner@alpha.test'));
    expectErrorEnvelope(taken, 422);
    expect(Object.keys(taken.body.errors)).toEqual(['email']);
  });
});

describe('quote', () => {
  it('price, promo discount and the instalment plan (equal parts, remainder on the first, monthly)', async () => {
    const { id, token } = (await start('quote@example.test')).body.data;
    const r = await call('alpha', 'GET', `/${id}/quote?package_id=${ids.online}&promo_code=regten&instalments=3`, token);
    expectOk(r);
    const q = r.body.data;
    expect(q).toMatchObject({ currency: 'BDT', subtotal_minor: 900_001, discount_minor: 90_000, total_minor: 810_001, promo_code: 'REGTEN', instalments: 3 });
    expect(q.plan.map((p: { amount_minor: number }) => p.amount_minor)).toEqual([270_001, 270_000, 270_000]);
    expect(q.plan[0].due_on).toBe(new Date().toISOString().slice(0, 10));
    const bad = await call('alpha', 'GET', `/${id}/quote?package_id=${ids.online}&promo_code=NOPE`, token);
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['promo_code']);
    const none = await call('alpha', 'GET', `/${id}/quote`, token);
    expectErrorEnvelope(none, 422);
    expect(Object.keys(none.body.errors)).toEqual(['package_id']);
    // a quote uses nothing
    expect((await one<{ used_count: number }>(`select used_count from promo_codes where id = $1`, [ids.promo10])).used_count).toBe(0);
  });
});

describe('submission', () => {
  it('the whole flow: a promo code and two instalments make a student, a pending enrollment, an invoice and a mail', async () => {
    const email = 'rina.akter@example.test';
    const { id, token } = await draftUpToCourse(email, { package_id: ids.course, branch_id: ids.branchA, promo_code: ' regten ', instalments: 2 });
    const g = await call('alpha', 'GET', `/${id}`, token);
    expect(g.body.data).toMatchObject({ step: 'course', visited: ['basic-information', 'details', 'course'], data: { package_id: ids.course, branch_id: ids.branchA, promo_code: 'REGTEN', instalments: 2 }, invoice: null });

    // the saved choice is what a quote without a package in the query prices
    const q = await call('alpha', 'GET', `/${id}/quote`, token);
    expectOk(q);
    expect(q.body.data).toMatchObject({ promo_code: 'REGTEN', instalments: 2, total_minor: 1_350_000, plan: [{ seq: 1, amount_minor: 675_000 }, { seq: 2, amount_minor: 675_000 }] });

    const refused = await save(id, token, 'confirmation', { terms_accepted: false });
    expectErrorEnvelope(refused, 422);
    expect(Object.keys(refused.body.errors)).toEqual(['terms_accepted']);

    const r = await save(id, token, 'confirmation', { terms_accepted: true });
    expectOk(r);
    expectNoSecrets(r);
    const reg = r.body.data;
    expect(reg.status).toBe('submitted');
    expect(reg.enrollment).toMatchObject({ status: 'pending', starts_on: null });
    expect(reg.invoice).toMatchObject({ status: 'unpaid', currency: 'BDT', subtotal_minor: 1_500_000, discount_minor: 150_000, total_minor: 1_350_000, paid_minor: 0, due_minor: 1_350_000, promo_code: 'REGTEN', package: { id: ids.course }, branch: { id: ids.branchA } });
    expect(reg.invoice.instalments.map((p: { amount_minor: number }) => p.amount_minor)).toEqual([675_000, 675_000]);

    const user = await one<{ id: number; role: string; email_verified_at: string | null; password_set_at: string | null; package_expiry_date: string | null; organization_id: number }>(
      `select u.id, r.kind as role, u.email_verified_at, u.password_set_at, u.package_expiry_date, u.organization_id from users u join roles r on r.id = u.role_id where lower(u.email) = $1`,
      [email],
    );
    expect(user).toMatchObject({ role: 'STUDENT', email_verified_at: null, package_expiry_date: null, organization_id: ids.alpha });
    expect(user.password_set_at).not.toBeNull();
    const enr = await one<{ status: string; branch_id: number; package_id: number }>(`select status, branch_id, package_id from enrollments where student_id = $1`, [user.id]);
    expect(enr).toEqual({ status: 'pending', branch_id: ids.branchA, package_id: ids.course });
    expect((await one<{ used_count: number }>(`select used_count from promo_codes where id = $1`, [ids.promo10])).used_count).toBe(1);
    expect((await one<{ n: number }>(`select count(*)::int as n from promo_redemptions where promo_code_id = $1 and email = $2`, [ids.promo10, email])).n).toBe(1);
    const draft = await one<{ status: string; user_id: number; invoice_id: number; submitted_at: string | null }>(`select status, user_id, invoice_id, submitted_at from student_registrations where id = $1`, [id]);
    expect(draft).toMatchObject({ status: 'submitted', user_id: user.id, invoice_id: reg.invoice.id });
    expect(draft.submitted_at).not.toBeNull();

    // the verification mail, confirmed by the page's call
    const mail = await one<{ body_text: string; subject: string }>(`select body_text, subject from outbox where to_address = $1 order by id desc limit 1`, [email]);
    const link = /\/email-verification-success\?t=([A-Za-z0-9_%-]+)/.exec(mail.body_text);
    expect(link).not.toBeNull();
    expect(mail.body_text).toContain(reg.invoice.number);
    expectOk(await s.api('alpha').get(`user/verify/${decodeURIComponent(link![1]!)}`));
    expect((await one<{ v: string | null }>(`select email_verified_at as v from users where id = $1`, [user.id])).v).not.toBeNull();

    // the student signs in with the password of the first step
    expect((await s.api('alpha').post('login', { email, password: 'Secret-pass-1' })).status).toBe(200);

    // the payment step reads the invoice with the secret
    const after = await call('alpha', 'GET', `/${id}`, token);
    expectOk(after);
    expect(after.body.data.invoice.number).toBe(reg.invoice.number);

    // the draft cannot be submitted again, nor changed
    const users = (await one<{ n: number }>(`select count(*)::int as n from users`)).n;
    const again = await save(id, token, 'confirmation', { terms_accepted: true });
    expectErrorEnvelope(again, 409);
    expectErrorEnvelope(await save(id, token, 'details', details), 409);
    expect((await one<{ n: number }>(`select count(*)::int as n from users`)).n).toBe(users);
    expect((await one<{ used_count: number }>(`select used_count from promo_codes where id = $1`, [ids.promo10])).used_count).toBe(1);
  });

  it('a free package starts at once: active enrollment, expiry date, a paid invoice without instalments', async () => {
    const email = 'free.trial@example.test';
    const { id, token } = await draftUpToCourse(email, { package_id: ids.free });
    const r = await save(id, token, 'confirmation', { terms_accepted: true });
    expectOk(r);
    const today = new Date().toISOString().slice(0, 10);
    expect(r.body.data.status).toBe('completed');
    expect(r.body.data.enrollment).toMatchObject({ status: 'active', starts_on: today });
    expect(r.body.data.invoice).toMatchObject({ status: 'paid', total_minor: 0, due_minor: 0, instalments: [] });
    const u = await one<{ package_expiry_date: string }>(`select package_expiry_date::text from users where lower(email) = $1`, [email]);
    expect(u.package_expiry_date).toBe(r.body.data.enrollment.ends_on);
    // seven days, the first included
    expect(new Date(`${u.package_expiry_date}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime()).toBe(6 * 86_400_000);
  });

  it('the last use of a promo code goes to one registrant; the other is told and nothing of theirs is created', async () => {
    const a = await draftUpToCourse('last.a@example.test', { package_id: ids.online, promo_code: 'REGLAST' });
    const b = await draftUpToCourse('last.b@example.test', { package_id: ids.online, promo_code: 'REGLAST' });
    expectOk(await save(a.id, a.token, 'confirmation', { terms_accepted: true }));
    const r = await save(b.id, b.token, 'confirmation', { terms_accepted: true });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.promo_code[0]).toMatch(/used up/);
    expect((await one<{ n: number }>(`select count(*)::int as n from users where lower(email) = 'last.b@example.test'`)).n).toBe(0);
    expect((await one<{ status: string }>(`select status from student_registrations where id = $1`, [b.id])).status).toBe('draft');
    expect((await one<{ used_count: number }>(`select used_count from promo_codes where id = $1`, [ids.lastOne])).used_count).toBe(1);
    // without the code the second one goes through
    expectOk(await save(b.id, b.token, 'course', { package_id: ids.online, promo_code: '' }));
    const ok = await save(b.id, b.token, 'confirmation', { terms_accepted: true });
    expectOk(ok);
    expect(ok.body.data.invoice).toMatchObject({ discount_minor: 0, total_minor: 900_001, promo_code: null });
    expect(ok.body.data.invoice.instalments).toHaveLength(1);
  });

  it('two registrations with one e-mail: the second is refused at confirmation', async () => {
    const a = await draftUpToCourse('twice@example.test', { package_id: ids.online });
    const b = await draftUpToCourse('twice@example.test', { package_id: ids.online });
    expectOk(await save(a.id, a.token, 'confirmation', { terms_accepted: true }));
    const r = await save(b.id, b.token, 'confirmation', { terms_accepted: true });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['email']);
  });

  it('a target score with an exam date becomes the student’s target (no target form at first sign-in)', async () => {
    const exam = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const r0 = await start('target@example.test');
    const { id, token } = r0.body.data;
    expectOk(await save(id, token, 'details', { ...details, target_score: 65, exam_date: exam }));
    expectOk(await save(id, token, 'course', { package_id: ids.free }));
    expectOk(await save(id, token, 'confirmation', { terms_accepted: true }));
    const t = await s.login('alpha', 'target@example.test', 'Secret-pass-1');
    const me = await s.api('alpha', t).get('auth-user');
    expect(me.body.data.has_target_score).toBe(true);
    expect(PASSWORD).not.toBe('Secret-pass-1');
  });
});

describe('centre state and throttle', () => {
  it('an inactive centre answers 403 tenant_inactive', async () => {
    await s.db.query(`update organizations set status = 'inactive' where id = $1`, [ids.beta]);
    forgetTenant('beta');
    try {
      const r = await call('beta', 'GET', '/options');
      expectErrorEnvelope(r, 403);
      expect(r.body.code).toBe('tenant_inactive');
    } finally {
      await s.db.query(`update organizations set status = 'active' where id = $1`, [ids.beta]);
      forgetTenant('beta');
    }
  });

  it('too many drafts from one address are refused with 429 (and a Retry-After)', async () => {
    await s.db.query(`insert into login_attempts (account_key, ip) select 'student-registration:alpha', '127.0.0.1' from generate_series(1, 30)`);
    const before = (await one<{ n: number }>(`select count(*)::int as n from student_registrations`)).n;
    const r = await start('throttled@example.test');
    expectErrorEnvelope(r, 429);
    expect(r.body.code).toBe('registration_throttled');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await one<{ n: number }>(`select count(*)::int as n from student_registrations`)).n).toBe(before);
    // beta's address book is its own
    expectOk(await start('not-throttled@example.test', 'beta'), 201);
  });
});
