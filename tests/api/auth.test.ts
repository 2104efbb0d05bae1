import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSION_KEYS, permissionId } from '@kernel/permissions/catalogue.ts';
import { PASSWORD, expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('POST login', () => {
  it('answers the tokens, the user and the role; stores only hashes', async () => {
    const r = await s.api('alpha').post('login', { email: 'teacher@alpha.test', password: PASSWORD });
    expectOk(r);
    expectNoSecrets(r);
    const d = r.body.data;
    expect(d).toMatchObject({ user_type: 'TRAINER', organization_id: expect.any(Number), subdomain: 'alpha', user_id: expect.any(Number) });
    expect(d.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(d.token2).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await s.db.query<{ token_hash: string }>('select token_hash from sessions where user_id = $1', [d.user_id]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.token_hash !== d.token && /^[0-9a-f]{64}$/.test(x.token_hash))).toBe(true);
  });

  it('is case-insensitive on the e-mail', async () => {
    expectOk(await s.api('alpha').post('login', { email: '  Student@ALPHA.test ', password: PASSWORD }));
  });

  it('422 on wrong credentials, same message for unknown e-mails', async () => {
    const a = await s.api('alpha').post('login', { email: 'admin@alpha.test', password: 'wrong-pass-1' });
    const b = await s.api('alpha').post('login', { email: 'nobody@alpha.test', password: 'wrong-pass-1' });
    for (const r of [a, b]) {
      expectErrorEnvelope(r, 422);
      expect(r.body.message).toBe('These credentials do not match our records.');
      expect(r.body.errors).toEqual({ email: ['These credentials do not match our records.'] });
    }
  });

  it('a tenant user cannot log in on another tenant or on the platform scope', async () => {
    expectErrorEnvelope(await s.api('beta').post('login', { email: 'student@alpha.test', password: PASSWORD }), 422);
    expectErrorEnvelope(await s.api(null).post('login', { email: 'student@alpha.test', password: PASSWORD }), 422);
  });

  it('422 on missing and wrong-typed fields, with dotted per-field errors', async () => {
    const r = await s.api('alpha').post('login', { email: 'not-an-email', password: 5 });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['email', 'password']);
    const r2 = await s.api('alpha').post('login', { password: PASSWORD });
    expect(r2.body.errors.email).toEqual(['The email field is required.']);
    const r3 = await s.api('alpha').post('login', { email: 'a'.repeat(300) + '@x.test', password: 'p'.repeat(5000) });
    expectErrorEnvelope(r3, 422);
  });

  it('403 for an inactive user with the right password', async () => {
    await s.db.query(`update users set status = 'inactive' where email = 'newstudent@alpha.test'`);
    const r = await s.api('alpha').post('login', { email: 'newstudent@alpha.test', password: PASSWORD });
    expectErrorEnvelope(r, 403);
    expect(r.body.message).toBe('Your account is inactive.');
    await s.db.query(`update users set status = 'active' where email = 'newstudent@alpha.test'`);
  });

  it('404 on an unknown or inactive tenant', async () => {
    const r = await s.api('gamma').post('login', { email: 'owner@alpha.test', password: PASSWORD });
    expectErrorEnvelope(r, 404);
    expect(r.body.message).toBe('Unknown tenant');
    expectErrorEnvelope(await s.api('../etc').post('login', {}), 404);
  });

  it('throttles one account after 5 failures (429) while another account still works', async () => {
    for (let i = 0; i < 5; i++) expectErrorEnvelope(await s.api('beta').post('login', { email: 'teacher@beta.test', password: 'wrong-pass-1' }), 422);
    const blocked = await s.api('beta').post('login', { email: 'teacher@beta.test', password: PASSWORD });
    expectErrorEnvelope(blocked, 429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectOk(await s.api('beta').post('login', { email: 'student@beta.test', password: PASSWORD }));
    // the same e-mail on another tenant is another account
    expectErrorEnvelope(await s.api('alpha').post('login', { email: 'teacher@beta.test', password: 'wrong-pass-1' }), 422);
  });

  it('stores argon2id hashes', async () => {
    const rows = await s.db.query<{ password_hash: string }>('select password_hash from users');
    expect(rows.length).toBe(10);
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
  });
});

describe('GET auth-user', () => {
  it('answers the contract shape with permission ids of the role', async () => {
    const token = await s.login('alpha', 'student@alpha.test');
    const r = await s.api('alpha', token).get('auth-user');
    expectOk(r);
    expectNoSecrets(r);
    const d = r.body.data;
    expect(Object.keys(d).sort()).toEqual(
      ['email', 'first_name', 'has_target_score', 'id', 'image', 'last_name', 'organization', 'package_expiry_date', 'permissions', 'role'].sort(),
    );
    expect(d).toMatchObject({ first_name: 'Arif', last_name: 'Hasan', role: 'STUDENT', has_target_score: true, image: null });
    expect(d.organization).toEqual({ id: expect.any(Number), name: 'Alpha PTE Academy', subdomain: 'alpha' });
    expect(d.package_expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...d.permissions].sort()).toEqual(ROLE_PERMISSION_KEYS.STUDENT.map(permissionId).sort());
  });

  it('has_target_score false and expiry of the expired student', async () => {
    const t1 = await s.login('alpha', 'newstudent@alpha.test');
    expect((await s.api('alpha', t1).get('auth-user')).body.data.has_target_score).toBe(false);
    const t2 = await s.login('alpha', 'expired@alpha.test');
    const exp = (await s.api('alpha', t2).get('auth-user')).body.data.package_expiry_date;
    expect(exp < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('the master works on the platform scope and on alpha; organization null', async () => {
    const token = await s.login(null, 'master@platform.test');
    for (const tenant of [null, 'alpha', 'beta']) {
      const r = await s.api(tenant, token).get('auth-user');
      expectOk(r);
      expect(r.body.data).toMatchObject({ role: 'SUPER_ADMIN', organization: null });
    }
  });

  it("alpha owner's token is refused on the platform scope and on beta", async () => {
    const token = await s.login('alpha', 'owner@alpha.test');
    expectOk(await s.api('alpha', token).get('auth-user'));
    expectErrorEnvelope(await s.api(null, token).get('auth-user'), 401);
    expectErrorEnvelope(await s.api('beta', token).get('auth-user'), 401);
  });

  it('401 for an expired session and for a deactivated user', async () => {
    const token = await s.login('alpha', 'admin@alpha.test');
    await s.db.query(`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'admin@alpha.test')`);
    expectErrorEnvelope(await s.api('alpha', token).get('auth-user'), 401);
    const t2 = await s.login('alpha', 'admin@alpha.test');
    await s.db.query(`update users set status = 'inactive' where email = 'admin@alpha.test'`);
    expectErrorEnvelope(await s.api('alpha', t2).get('auth-user'), 401);
    await s.db.query(`update users set status = 'active' where email = 'admin@alpha.test'`);
    expectOk(await s.api('alpha', t2).get('auth-user'));
  });

  it('401 for malformed Authorization headers', async () => {
    for (const h of ['Bearer', 'Basic abc', 'Bearer a b', `Bearer ${'x'.repeat(5000)}`]) {
      expectErrorEnvelope(await s.api('alpha').raw('GET', '/api/v1/auth-user', { headers: { Authorization: h } }), 401);
    }
  });
});

describe('POST logout', () => {
  it('revokes both tokens of the session; other sessions keep working', async () => {
    const login = await s.api('alpha').post('login', { email: 'teacher@alpha.test', password: PASSWORD });
    const other = await s.login('alpha', 'teacher@alpha.test');
    const { token } = login.body.data;
    const r = await s.api('alpha', token).post('logout');
    expectOk(r);
    expect(r.body.message).toBe('Logged out');
    expectErrorEnvelope(await s.api('alpha', token).get('auth-user'), 401);
    expectErrorEnvelope(await s.api('alpha', token).post('logout'), 401);
    expectOk(await s.api('alpha', other).get('auth-user'));
    const rows = await s.db.query<{ revoked: boolean }>(`select revoked_at is not null as revoked from sessions where user_id = $1 order by id desc limit 2`, [login.body.data.user_id]);
    expect(rows.map((x) => x.revoked).sort()).toEqual([false, true]);
  });
});
