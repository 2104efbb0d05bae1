import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSION_KEYS, permissionId } from '@kernel/permissions/catalogue.ts';
import { DEFAULT_LOGIN_THROTTLE } from '@server/kernel/throttle.ts';
import { PASSWORD, type Answer, expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  // one trusted proxy, so a test can speak from several addresses through X-Forwarded-For; short slow-down
  // delays (the limits are the real ones) so a patient guesser can be played without long sleeps
  s = await startServer({ trustProxy: 1, loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, baseDelayMs: 100, maxDelayMs: 400 } });
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
    expect(d.organization).toEqual({ id: expect.any(Number), name: 'Alpha PTE Academy', subdomain: 'alpha', email: 'hello@alpha.test', phone: '+8801711000000' });
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

describe('login throttle (throttle the guesser, not the owner)', () => {
  const loginFrom = (address: string, email: string, password: string, tenant = 'alpha'): Promise<Answer> =>
    s.api(tenant).raw('POST', '/api/v1/login', {
      body: JSON.stringify({ email, password }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const failuresOf = async (key: string) =>
    Number((await s.db.query<{ n: string }>(`select count(*) as n from login_attempts where account_key = $1`, [key]))[0]!.n);

  it('100 guesses from one address: slowed, then refused; the owner still signs in from another address', async () => {
    const guesser = '198.51.100.1';
    const seen: string[] = [];
    for (let i = 0; i < 100; i++) {
      const r = await loginFrom(guesser, 'owner@alpha.test', `wrong-guess-${i}`);
      if (r.status === 422) seen.push('failed');
      else {
        expectErrorEnvelope(r, 429);
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        seen.push(r.body.code);
        // a patient guesser waits out each slow-down (the delays are short here)
        if (r.body.code === 'login_slowed') await sleep(450);
      }
    }
    // three free guesses, then each guess waits for a growing delay, and the tenth failure closes the pair
    expect(seen.slice(0, 4)).toEqual(['failed', 'failed', 'failed', 'login_slowed']);
    expect(seen.filter((x) => x === 'failed')).toHaveLength(10);
    expect(seen.indexOf('login_refused')).toBeGreaterThan(seen.lastIndexOf('failed'));
    expect(seen.at(-1)).toBe('login_refused');
    const refused = await loginFrom(guesser, 'owner@alpha.test', PASSWORD);
    expectErrorEnvelope(refused, 429);
    expect(refused.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    // refused and slowed attempts check no password and are not counted
    expect(await failuresOf('alpha:owner@alpha.test')).toBe(10);
    // the owner, from an address that has not been failing (and where it never signed in before)
    expectOk(await loginFrom('203.0.113.5', 'owner@alpha.test', PASSWORD));
    // the same e-mail on another tenant is another account
    expectErrorEnvelope(await loginFrom(guesser, 'owner@alpha.test', 'wrong-guess', 'beta'), 422);
  });

  it('a correct login from the guessing address works once the throttle has expired', async () => {
    await s.db.query(`update login_attempts set created_at = created_at - interval '16 minutes' where ip = '198.51.100.1'`);
    expectOk(await loginFrom('198.51.100.1', 'owner@alpha.test', PASSWORD));
    // success forgets this pair's failures only
    expect(await failuresOf('alpha:owner@alpha.test')).toBe(0);
  });

  it('per address (spraying many accounts): refused at its limit, except for an account that signs in there', async () => {
    const nat = '192.0.2.77';
    expectOk(await loginFrom(nat, 'teacher@alpha.test', PASSWORD)); // the teacher uses this address
    const { address } = DEFAULT_LOGIN_THROTTLE;
    await s.db.query(
      `insert into login_attempts (account_key, ip, created_at)
       select 'alpha:sprayed-' || g || '@alpha.test', $1, now() - make_interval(secs => g) from generate_series(1, $2) g`,
      [nat, address.refuseAt],
    );
    const r = await loginFrom(nat, 'student@alpha.test', PASSWORD);
    expectErrorEnvelope(r, 429);
    expect(r.body.code).toBe('login_refused');
    expectOk(await loginFrom(nat, 'teacher@alpha.test', PASSWORD));
    expectOk(await loginFrom('192.0.2.78', 'student@alpha.test', PASSWORD));
  });

  it('per account (distributed guessing): refused from new addresses, the owner still gets in from a known one', async () => {
    const home = '192.0.2.10';
    expectOk(await loginFrom(home, 'student@alpha.test', PASSWORD));
    await s.db.query(
      `insert into login_attempts (account_key, ip) select 'alpha:student@alpha.test', '100.64.' || (g / 256) || '.' || (g % 256) from generate_series(1, $1) g`,
      [DEFAULT_LOGIN_THROTTLE.account.refuseAt],
    );
    const r = await loginFrom('192.0.2.11', 'student@alpha.test', PASSWORD);
    expectErrorEnvelope(r, 429);
    expect(r.body.code).toBe('login_refused');
    expectOk(await loginFrom(home, 'student@alpha.test', PASSWORD));
  });

  it('a failure from a known address still counts for its own pair', async () => {
    const home = '192.0.2.10';
    for (let i = 0; i < 3; i++) expectErrorEnvelope(await loginFrom(home, 'student@alpha.test', 'wrong-guess'), 422);
    expect((await loginFrom(home, 'student@alpha.test', 'wrong-guess')).body.code).toBe('login_slowed');
  });
});
