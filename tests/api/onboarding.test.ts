import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectNoSecrets, expectOk, PASSWORD, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let planId: number;
let freePlanId: number;

beforeAll(async () => {
  s = await startServer();
  master = await s.login(null, 'master@platform.test');
  // the packages seed may hold the platform's plans already; these two are the test's own
  const [paid] = await s.db.query<{ id: number }>(
    `insert into packages (organization_id, audience, name, description, price_minor, currency, duration_days, status, properties)
     values (null, 'CENTRE', 'Test plan', 'For the onboarding test', 1250000, 'BDT', 365, 'active', '{"mock_test":{"enabled":true,"count":10}}') returning id`,
  );
  const [free] = await s.db.query<{ id: number }>(
    `insert into packages (organization_id, audience, name, price_minor, currency, duration_days, status) values (null, 'CENTRE', 'Free trial', 0, 'BDT', 30, 'active') returning id`,
  );
  planId = Number(paid!.id);
  freePlanId = Number(free!.id);
});
afterAll(async () => {
  await s?.close();
});

const platform = () => s.api(null);
const withToken = (token: string) => ({
  get: (id: number) => platform().raw('GET', `dummy/organizations/${id}`, { headers: { 'X-Onboarding-Token': token } }),
  put: (id: number, body: unknown) =>
    platform().raw('PUT', `dummy/organizations/${id}`, { body: JSON.stringify(body), headers: { 'X-Onboarding-Token': token, 'Content-Type': 'application/json' } }),
});

const basic = (over: Record<string, unknown> = {}) => ({ centre_name: 'Delta PTE House', owner_name: 'Dina Das', email: 'dina@delta.test', phone: '+880 1711-000000', ...over });
const STEPS_AFTER: [string, Record<string, unknown>][] = [
  ['address', { address_line: '12 Lake Road', city: 'Dhaka', postal_code: '1207', country: 'bd' }],
  ['business-info', { trade_licence_no: 'TL-2020-55', year_founded: 2019, students_band: '51-200', website: 'https://delta.example' }],
  ['package', { plan_package_id: 0 }],
  ['contract', { terms_version: '2026-11', terms_accepted: true }],
  ['payment', { payment_method: 'bank_transfer', payment_reference: 'BT-778812' }],
  ['portal-access', { subdomain: 'delta', primary_color: '#1D4ED8' }],
  ['portal-admin', { admin_first_name: 'Dina', admin_last_name: 'Das', admin_email: 'admin@delta.test' }],
];

/** Starts a draft and saves every step up to (not including) the review. */
async function draftThroughAllSteps(over: { email?: string; subdomain?: string; plan?: number } = {}) {
  const r = await platform().post('dummy/organizations', { step: 'basic-info', data: basic(over.email ? { email: over.email } : {}) });
  expectOk(r, 201);
  const { id, token } = r.body.data as { id: number; token: string };
  for (const [step, data] of STEPS_AFTER) {
    const d = step === 'package' ? { plan_package_id: over.plan ?? planId } : step === 'portal-access' && over.subdomain ? { ...data, subdomain: over.subdomain } : data;
    const a = await withToken(token).put(id, { step, data: d });
    expectOk(a);
  }
  return { id, token };
}

describe('centre onboarding', () => {
  it('lists the plans publicly, cheapest first, on the platform domain only', async () => {
    const r = await platform().get('dummy/plans');
    expectOk(r);
    const ids = (r.body.data.items as { id: number; price_minor: number }[]).map((p) => p.id);
    expect(ids).toContain(planId);
    expect(ids.indexOf(freePlanId)).toBeLessThan(ids.indexOf(planId));
    expectErrorEnvelope(await s.api('alpha').get('dummy/plans'), 404);
  });

  it('checks a sub-domain and an e-mail live', async () => {
    const r = await platform().post('dummy/check-available-subdomain-or-email', { subdomain: 'alpha', email: 'master@platform.test' });
    expectOk(r);
    expect(r.body.data).toEqual({ subdomain: { available: false, reason: 'taken' }, email: { available: false, reason: 'taken' } });
    const free = await platform().post('dummy/check-available-subdomain-or-email', { subdomain: 'brand-new-centre' });
    expect(free.body.data).toEqual({ subdomain: { available: true, reason: null }, email: null });
    const bad = await platform().post('dummy/check-available-subdomain-or-email', { subdomain: 'www', email: 'not-mail' });
    expect(bad.body.data).toEqual({ subdomain: { available: false, reason: 'reserved' }, email: { available: false, reason: 'format' } });
    expectErrorEnvelope(await platform().post('dummy/check-available-subdomain-or-email', {}), 422);
    expectErrorEnvelope(await s.api('alpha').post('dummy/check-available-subdomain-or-email', { subdomain: 'x1x' }), 404);
  });

  it('the whole flow: draft, resume link mailed, every step, submit, approve, the administrator signs in', async () => {
    const first = await platform().post('dummy/organizations', { step: 'basic-info', data: basic() });
    expectOk(first, 201);
    expectNoSecrets(first);
    const { id, token, step, visited } = first.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(step).toBe('address');
    expect(visited).toEqual(['basic-info']);
    const [mail] = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'dina@delta.test' order by id`);
    expect(mail!.body_text).toContain(`/coaching-center/address?id=${id}&token=${token}`);
    const [stored] = await s.db.query<{ token_hash: string }>('select token_hash from pre_registrations where id = $1', [id]);
    expect(stored!.token_hash).not.toBe(token);

    for (const [st, data] of STEPS_AFTER) {
      const r = await withToken(token).put(id, { step: st, data: st === 'package' ? { plan_package_id: planId } : data });
      expectOk(r);
    }
    const got = await withToken(token).get(id);
    expectOk(got);
    expect(got.body.data.step).toBe('review');
    expect(got.body.data.data).toMatchObject({ country: 'BD', subdomain: 'delta', primary_color: '#1d4ed8', plan_package_id: planId });
    expect(got.body.data.terms_accepted_at).toEqual(expect.any(String));
    expect(got.body.data.invoice).toMatchObject({ total_minor: 1250000, currency: 'BDT', status: 'unpaid' });
    const [inv] = await s.db.query<{ organization_id: number | null; pre_registration_id: number }>('select organization_id, pre_registration_id from invoices where id = $1', [got.body.data.invoice.id]);
    expect(inv).toEqual({ organization_id: null, pre_registration_id: id });

    // the list by the link's token: just this one
    const byToken = await platform().get(`dummy/organizations?token=${token}`);
    expectOk(byToken);
    expect(byToken.body.data.items.map((x: { id: number }) => x.id)).toEqual([id]);

    const submitted = await withToken(token).put(id, { step: 'review', data: {} });
    expectOk(submitted);
    expect(submitted.body.data.status).toBe('submitted');
    expect(submitted.body.data.submitted_at).toEqual(expect.any(String));
    // no change after submitting
    expectErrorEnvelope(await withToken(token).put(id, { step: 'address', data: STEPS_AFTER[0]![1] }), 409);

    const listed = await s.api(null, master).get('dummy/organizations?status=submitted');
    expectOk(listed);
    expect(listed.body.data.items.map((x: { id: number }) => x.id)).toContain(id);

    const approved = await s.api(null, master).post(`dummy/organizations/${id}/approve`);
    expectOk(approved);
    expect(approved.body.data.status).toBe('approved');
    expect(approved.body.data.organization.subdomain).toBe('delta');
    const [org] = await s.db.query<{ name: string; plan_package_id: number; plan_expires_on: string | null; primary_color: string; contact_email: string }>(
      `select name, plan_package_id, plan_expires_on::text as plan_expires_on, primary_color, contact_email from organizations where subdomain = 'delta'`,
    );
    expect(org).toMatchObject({ name: 'Delta PTE House', plan_package_id: planId, primary_color: '#1d4ed8', contact_email: 'dina@delta.test' });
    expect(org!.plan_expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // the administrator's invitation opens on the new sub-domain
    const [invite] = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'admin@delta.test'`);
    expect(invite!.body_text).toContain('delta.');
    const t = decodeURIComponent(/set-password\?t=([^&\s]+)/.exec(invite!.body_text)![1]!);
    expectOk(await s.api('delta').post('set-password', { token: t, email: 'admin@delta.test', password: PASSWORD, password_confirmation: PASSWORD }));
    const login = await s.api('delta').post('login', { email: 'admin@delta.test', password: PASSWORD });
    expectOk(login);
    expect(login.body.data.user_type).toBe('COACHING_OWNER');

    // a second approval, a rejection after it: 409
    expectErrorEnvelope(await s.api(null, master).post(`dummy/organizations/${id}/approve`), 409);
    expectErrorEnvelope(await s.api(null, master).post(`dummy/organizations/${id}/reject`, { note: 'late' }), 409);
    // an approved one cannot be deleted
    expectErrorEnvelope(await s.api(null, master).delete(`dummy/organizations/${id}`), 409);
  });

  it("another draft's token, a wrong or missing one: 404, and nothing changes", async () => {
    const a = await platform().post('dummy/organizations', { step: 'basic-info', data: basic({ email: 'a@eps.test' }) });
    const b = await platform().post('dummy/organizations', { step: 'basic-info', data: basic({ email: 'b@eps.test' }) });
    expectOk(a, 201);
    expectOk(b, 201);
    expectErrorEnvelope(await withToken(b.body.data.token).get(a.body.data.id), 404);
    expectErrorEnvelope(await withToken('x'.repeat(43)).get(a.body.data.id), 404);
    expectErrorEnvelope(await platform().get(`dummy/organizations/${a.body.data.id}`), 404);
    expectErrorEnvelope(await withToken(b.body.data.token).put(a.body.data.id, { step: 'address', data: STEPS_AFTER[0]![1] }), 404);
    expectErrorEnvelope(await platform().raw('PUT', `dummy/organizations/${a.body.data.id}`, { body: JSON.stringify({ step: 'address', data: {} }), headers: { 'Content-Type': 'application/json' } }), 404);
    const [row] = await s.db.query<{ step: string }>('select step from pre_registrations where id = $1', [a.body.data.id]);
    expect(row!.step).toBe('address');
    // on a centre's sub-domain the draft does not exist
    expectErrorEnvelope(await s.api('alpha').raw('GET', `dummy/organizations/${a.body.data.id}`, { headers: { 'X-Onboarding-Token': a.body.data.token } }), 404);
  });

  it('the list: no token and no session 401; a token that opens nothing, an empty list; a centre user 403', async () => {
    expectErrorEnvelope(await platform().get('dummy/organizations'), 401);
    expectErrorEnvelope(await platform().get('dummy/organizations?token=short'), 422);
    const none = await platform().get(`dummy/organizations?token=${'y'.repeat(43)}`);
    expectOk(none);
    expect(none.body.data.items).toEqual([]);
    const owner = await s.login('alpha', 'owner@alpha.test');
    const r = await s.api('alpha', owner).get('dummy/organizations');
    expect([403, 404]).toContain(r.status);
    expectErrorEnvelope(r, r.status);
  });

  it('422 per field, nothing stored', async () => {
    const before = await s.db.query<{ n: number }>('select count(*)::int as n from pre_registrations');
    const bad = await platform().post('dummy/organizations', { step: 'basic-info', data: { centre_name: '', email: 'nope', phone: 'abc' } });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['centre_name', 'email', 'owner_name', 'phone']);
    expectErrorEnvelope(await platform().post('dummy/organizations', { step: 'address', data: {} }), 422);
    expectErrorEnvelope(await platform().post('dummy/organizations', { step: 'nope', data: {} }), 422);
    expectErrorEnvelope(await platform().post('dummy/organizations', { step: 'basic-info', data: basic({ email: 'master@platform.test' }) }), 422);
    expectErrorEnvelope(await platform().post('dummy/organizations', { step: 'basic-info', data: [1, 2] }), 422);
    const after = await s.db.query<{ n: number }>('select count(*)::int as n from pre_registrations');
    expect(after).toEqual(before);

    const r = await platform().post('dummy/organizations', { step: 'basic-info', data: basic({ email: 'c@eps.test' }) });
    const { id, token } = r.body.data;
    const put = withToken(token).put;
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['address', { address_line: 'x', city: 'y', postal_code: '!', country: 'ZZ' }, ['country', 'postal_code']],
      ['business-info', { trade_licence_no: 'T', year_founded: 3000, students_band: 'lots', website: 'ftp://x' }, ['students_band', 'website', 'year_founded']],
      ['package', { plan_package_id: 2147483000 }, ['plan_package_id']],
      ['contract', { terms_version: '1999-01', terms_accepted: false }, ['terms_accepted', 'terms_version']],
      ['portal-access', { subdomain: 'alpha', primary_color: 'blue' }, ['primary_color']],
      ['portal-access', { subdomain: 'alpha', primary_color: '#000000' }, ['subdomain']],
      ['portal-access', { subdomain: '-bad-', primary_color: '#000000' }, ['subdomain']],
      ['portal-admin', { admin_first_name: '', admin_email: 'x' }, ['admin_email', 'admin_first_name']],
    ];
    for (const [step, data, fields] of cases) {
      const a = await put(id, { step, data });
      expectErrorEnvelope(a, 422);
      expect(Object.keys(a.body.errors).sort(), `${step} ${JSON.stringify(data)}`).toEqual(fields);
    }
    // the payment step before a plan, and a paid plan without its reference
    expectErrorEnvelope(await put(id, { step: 'payment', data: {} }), 422);
    expectOk(await put(id, { step: 'package', data: { plan_package_id: planId } }));
    const pay = await put(id, { step: 'payment', data: { payment_method: 'cheque' } });
    expectErrorEnvelope(pay, 422);
    // submitting too early names the first missing step's fields
    const early = await put(id, { step: 'review', data: {} });
    expectErrorEnvelope(early, 422);
    expect(Object.keys(early.body.errors)).toContain('address_line');
    const [row] = await s.db.query<{ status: string; step: string }>('select status, step from pre_registrations where id = $1', [id]);
    expect(row).toEqual({ status: 'draft', step: 'address' });
    const invoices = await s.db.query('select id from invoices where pre_registration_id = $1', [id]);
    expect(invoices).toEqual([]);
  });

  it('a free plan needs no payment and raises no invoice; changing plan voids the unpaid invoice', async () => {
    const { id, token } = await draftThroughAllSteps({ email: 'free@eps.test', subdomain: 'freeplan' });
    const [first] = await s.db.query<{ status: string }>('select status from invoices where pre_registration_id = $1', [id]);
    expect(first!.status).toBe('unpaid');
    expectOk(await withToken(token).put(id, { step: 'package', data: { plan_package_id: freePlanId } }));
    const r = await withToken(token).put(id, { step: 'payment', data: {} });
    expectOk(r);
    expect(r.body.data.invoice).toBeNull();
    const all = await s.db.query<{ status: string }>('select status from invoices where pre_registration_id = $1', [id]);
    expect(all.map((x) => x.status)).toEqual(['void']);
    expect(r.body.data.data.payment_reference).toBeNull();
  });

  it('reject with a note (mailed), then the master deletes it; drafts are deletable, submitted ones are not', async () => {
    const { id, token } = await draftThroughAllSteps({ email: 'rej@eps.test', subdomain: 'rejected-one' });
    expectOk(await withToken(token).put(id, { step: 'review', data: {} }));
    expectErrorEnvelope(await s.api(null, master).delete(`dummy/organizations/${id}`), 409);
    expectErrorEnvelope(await s.api(null, master).post(`dummy/organizations/${id}/reject`, { note: '  ' }), 422);
    const r = await s.api(null, master).post(`dummy/organizations/${id}/reject`, { note: 'The trade licence could not be verified.' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 'rejected', review_note: 'The trade licence could not be verified.' });
    const [mail] = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'rej@eps.test' order by id desc limit 1`);
    expect(mail!.body_text).toContain('The trade licence could not be verified.');
    // the applicant sees the decision through the link
    expect((await withToken(token).get(id)).body.data.status).toBe('rejected');
    expectOk(await s.api(null, master).delete(`dummy/organizations/${id}`));
    expectErrorEnvelope(await withToken(token).get(id), 404);
    expectErrorEnvelope(await s.api(null, master).delete(`dummy/organizations/${id}`), 404);
    const d = await platform().post('dummy/organizations', { step: 'basic-info', data: basic({ email: 'draft@eps.test' }) });
    expectOk(await s.api(null, master).delete(`dummy/organizations/${d.body.data.id}`));
  });

  it('a sub-domain taken after submitting: approval is 422 subdomain and the request still waits', async () => {
    const { id, token } = await draftThroughAllSteps({ email: 'late@eps.test', subdomain: 'gamma-late' });
    expectOk(await withToken(token).put(id, { step: 'review', data: {} }));
    // a second request cannot take a sub-domain or an e-mail that a submitted one holds
    const other = await platform().post('dummy/organizations', { step: 'basic-info', data: basic({ email: 'late@eps.test' }) });
    expectErrorEnvelope(other, 422);
    expect(Object.keys(other.body.errors)).toEqual(['email']);
    const check = await platform().post('dummy/check-available-subdomain-or-email', { subdomain: 'gamma-late' });
    expect(check.body.data.subdomain).toEqual({ available: false, reason: 'taken' });
    // the master made a centre with that sub-domain in the meantime
    expectOk(
      await s.api(null, master).post('organizations', { name: 'Gamma Late', subdomain: 'gamma-late', contact_email: 'g@late.test', owner: { first_name: 'G', email: 'g@late.test' } }),
      201,
    );
    const r = await s.api(null, master).post(`dummy/organizations/${id}/approve`);
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['subdomain']);
    const [row] = await s.db.query<{ status: string }>('select status from pre_registrations where id = $1', [id]);
    expect(row!.status).toBe('submitted');
  });

  it('the review calls are the master\'s: a centre owner is 403, anonymous 401', async () => {
    const owner = await s.login('alpha', 'owner@alpha.test');
    expectErrorEnvelope(await s.api('alpha', owner).post('dummy/organizations/1/approve'), 403);
    expectErrorEnvelope(await platform().post('dummy/organizations/1/approve'), 401);
    expectErrorEnvelope(await s.api(null, master).post('dummy/organizations/2147483000/approve'), 404);
  });
});
