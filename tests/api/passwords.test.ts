import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '@server/kernel/tokens.ts';
import { PASSWORD, expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

async function userId(email: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>('select id from users where email = $1', [email]);
  return row!.id;
}

async function passwordHash(email: string): Promise<string> {
  const [row] = await s.db.query<{ h: string }>('select password_hash as h from users where email = $1', [email]);
  return row!.h;
}

async function lastMailTo(email: string): Promise<{ body_text: string; organization_id: number | null } | undefined> {
  const rows = await s.db.query<{ body_text: string; organization_id: number | null }>(
    'select body_text, organization_id from outbox where to_address = $1 order by id desc limit 1',
    [email],
  );
  return rows[0];
}

/** Creates a one-time token row directly (invitations and verifications are issued by later modules). */
async function plantToken(kind: 'invite' | 'verify' | 'reset', email: string, minutes = 60): Promise<string> {
  const token = newToken();
  await s.db.query(
    `insert into one_time_tokens (kind, token_hash, user_id, organization_id, expires_at)
     select $1, $2, id, organization_id, now() + make_interval(mins => $4) from users where email = $3`,
    [kind, hashToken(token), email, minutes],
  );
  return token;
}

describe('forgot-password -> reset-password', () => {
  it('always answers 200 with the same message', async () => {
    for (const email of ['student@alpha.test', 'nobody@alpha.test', 'student@beta.test']) {
      const r = await s.api('alpha').post('forgot-password', { email });
      expectOk(r);
      expect(r.body.message).toBe('If the address is registered, a reset link is on its way.');
    }
    expect(await lastMailTo('nobody@alpha.test')).toBeUndefined();
    expect(await lastMailTo('student@beta.test')).toBeUndefined(); // beta's user, asked on alpha
  });

  it('mails a link; the token works once; old sessions are revoked', async () => {
    const oldToken = await s.login('alpha', 'student@alpha.test');
    const mail = await lastMailTo('student@alpha.test');
    expect(mail).toBeDefined();
    const m = /(http:\/\/alpha\.localhost:3000\/reset-password\?t=([A-Za-z0-9_-]+)&email=([^\s]+))/.exec(mail!.body_text);
    expect(m).not.toBeNull();
    const token = decodeURIComponent(m![2]!);
    expect(decodeURIComponent(m![3]!)).toBe('student@alpha.test');
    // the outbox and the token table hold no clear token
    const stored = await s.db.query<{ token_hash: string }>(`select token_hash from one_time_tokens where kind = 'reset'`);
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    const body = { token, email: 'student@alpha.test', password: 'New-pass-2027', password_confirmation: 'New-pass-2027' };
    // wrong e-mail with the right token: refused, token not consumed
    expectErrorEnvelope(await s.api('alpha').post('reset-password', { ...body, email: 'admin@alpha.test' }), 422);
    // another tenant: refused
    expectErrorEnvelope(await s.api('beta').post('reset-password', body), 422);

    const r = await s.api('alpha').post('reset-password', body);
    expectOk(r);
    expect(r.body.message).toBe('Your password has been reset.');
    const again = await s.api('alpha').post('reset-password', { ...body, password: 'Other-pass-2028', password_confirmation: 'Other-pass-2028' });
    expectErrorEnvelope(again, 422);
    expect(Object.keys(again.body.errors)).toEqual(['token']);

    expectErrorEnvelope(await s.api('alpha', oldToken).get('auth-user'), 401);
    expectErrorEnvelope(await s.api('alpha').post('login', { email: 'student@alpha.test', password: PASSWORD }), 422);
    expectOk(await s.api('alpha').post('login', { email: 'student@alpha.test', password: 'New-pass-2027' }));
  });

  it('the master resets on the platform scope', async () => {
    expectOk(await s.api(null).post('forgot-password', { email: 'master@platform.test' }));
    const mail = await lastMailTo('master@platform.test');
    const token = decodeURIComponent(/reset-password\?t=([A-Za-z0-9_-]+)/.exec(mail!.body_text)![1]!);
    expect(mail!.body_text).toContain('http://localhost:3000/reset-password');
    expectErrorEnvelope(await s.api('alpha').post('reset-password', { token, email: 'master@platform.test', password: 'Master-2027x', password_confirmation: 'Master-2027x' }), 422);
    expectOk(await s.api(null).post('reset-password', { token, email: 'master@platform.test', password: 'Master-2027x', password_confirmation: 'Master-2027x' }));
    expectOk(await s.api(null).post('login', { email: 'master@platform.test', password: 'Master-2027x' }));
  });

  it('expired tokens, weak passwords and mismatched confirmations are 422; nothing changes', async () => {
    const before = await passwordHash('teacher@alpha.test');
    const expired = await plantToken('reset', 'teacher@alpha.test', -1);
    const r1 = await s.api('alpha').post('reset-password', { token: expired, email: 'teacher@alpha.test', password: 'Fresh-pass-1', password_confirmation: 'Fresh-pass-1' });
    expectErrorEnvelope(r1, 422);
    expect(r1.body.errors.token).toBeDefined();
    const good = await plantToken('reset', 'teacher@alpha.test');
    const r2 = await s.api('alpha').post('reset-password', { token: good, email: 'teacher@alpha.test', password: 'short1', password_confirmation: 'short1' });
    expect(r2.body.errors.password).toBeDefined();
    const r3 = await s.api('alpha').post('reset-password', { token: good, email: 'teacher@alpha.test', password: 'lettersonly', password_confirmation: 'lettersonly' });
    expect(r3.body.errors.password).toEqual(['The password field must contain at least one letter and one number.']);
    const r4 = await s.api('alpha').post('reset-password', { token: good, email: 'teacher@alpha.test', password: 'Fresh-pass-1', password_confirmation: 'Fresh-pass-2' });
    expect(r4.body.errors.password_confirmation).toBeDefined();
    expect(await passwordHash('teacher@alpha.test')).toBe(before);
  });
});

describe('set-password (invitation)', () => {
  it('sets the password, verifies the e-mail, single use', async () => {
    await s.db.query(`update users set email_verified_at = null where email = 'newstudent@alpha.test'`);
    const token = await plantToken('invite', 'newstudent@alpha.test', 7 * 24 * 60);
    const body = { token, email: 'newstudent@alpha.test', password: 'Invited-2026', password_confirmation: 'Invited-2026' };
    // a reset token is not an invitation and vice versa
    expectErrorEnvelope(await s.api('alpha').post('reset-password', body), 422);
    expectOk(await s.api('alpha').post('set-password', body));
    expectErrorEnvelope(await s.api('alpha').post('set-password', body), 422);
    expectOk(await s.api('alpha').post('login', { email: 'newstudent@alpha.test', password: 'Invited-2026' }));
    const [row] = await s.db.query<{ v: boolean }>(`select email_verified_at is not null as v from users where email = 'newstudent@alpha.test'`);
    expect(row!.v).toBe(true);
  });
});

describe('GET user/verify/{token}', () => {
  it('verifies once; a second use and junk tokens are 422', async () => {
    await s.db.query(`update users set email_verified_at = null where email = 'expired@alpha.test'`);
    const token = await plantToken('verify', 'expired@alpha.test');
    expectErrorEnvelope(await s.api('beta').get(`user/verify/${token}`), 422);
    const r = await s.api('alpha').get(`user/verify/${token}`);
    expectOk(r);
    expect(r.body.message).toBe('Your e-mail address is verified.');
    expectErrorEnvelope(await s.api('alpha').get(`user/verify/${token}`), 422);
    for (const junk of ['x', '..%2F..%2Fetc', 'A'.repeat(150), '%00']) {
      const j = await s.api('alpha').get(`user/verify/${junk}`);
      expect([404, 422]).toContain(j.status);
      expectErrorEnvelope(j, j.status);
    }
    const [row] = await s.db.query<{ v: boolean }>(`select email_verified_at is not null as v from users where email = 'expired@alpha.test'`);
    expect(row!.v).toBe(true);
  });
});

describe('PUT reset-password-by-admin', () => {
  const body = (user_id: unknown) => ({ user_id, password: 'Admin-set-2026', password_confirmation: 'Admin-set-2026' });

  it("the owner resets a user of its tenant and that user's sessions end", async () => {
    const owner = await s.login('alpha', 'owner@alpha.test');
    const victimSession = await s.login('alpha', 'admin@alpha.test');
    const r = await s.api('alpha', owner).put('reset-password-by-admin', body(await userId('admin@alpha.test')));
    expectOk(r);
    expectErrorEnvelope(await s.api('alpha', victimSession).get('auth-user'), 401);
    expectOk(await s.api('alpha').post('login', { email: 'admin@alpha.test', password: 'Admin-set-2026' }));
    expectOk(await s.api('alpha', owner).get('auth-user'));
  });

  it("404 for another tenant's user or an unknown id; nothing changes", async () => {
    const owner = await s.login('alpha', 'owner@alpha.test');
    const before = await passwordHash('student@beta.test');
    const r = await s.api('alpha', owner).put('reset-password-by-admin', body(await userId('student@beta.test')));
    expectErrorEnvelope(r, 404);
    expectErrorEnvelope(await s.api('alpha', owner).put('reset-password-by-admin', body(999999)), 404);
    expectErrorEnvelope(await s.api('alpha', owner).put('reset-password-by-admin', body(await userId('master@platform.test'))), 404);
    expect(await passwordHash('student@beta.test')).toBe(before);
  });

  it('403 for a student; nothing changes', async () => {
    const student = await s.login('beta', 'student@beta.test');
    const before = await passwordHash('teacher@beta.test');
    const r = await s.api('beta', student).put('reset-password-by-admin', body(await userId('teacher@beta.test')));
    expectErrorEnvelope(r, 403);
    expect(r.body.message).toBe('This action is unauthorized.');
    expect(await passwordHash('teacher@beta.test')).toBe(before);
  });

  it('422 on bad ids and weak passwords', async () => {
    const owner = await s.login('beta', 'owner@beta.test');
    for (const id of ['abc', -1, 0, 1.5, 2 ** 40, null, [1]]) {
      const r = await s.api('beta', owner).put('reset-password-by-admin', body(id));
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.user_id).toBeDefined();
    }
    const r = await s.api('beta', owner).put('reset-password-by-admin', { user_id: 1, password: 'x', password_confirmation: 'x' });
    expect(r.body.errors.password).toBeDefined();
  });

  it('the master resets any user from the platform scope', async () => {
    const master = await s.login(null, 'master@platform.test').catch(() => s.login(null, 'master@platform.test', 'Master-2027x'));
    expectOk(await s.api(null, master).put('reset-password-by-admin', body(await userId('owner@beta.test'))));
    expectOk(await s.api('beta').post('login', { email: 'owner@beta.test', password: 'Admin-set-2026' }));
  });
});

describe('PUT reset-password-by-admin: the rank rule (who may act on whom)', () => {
  const body = (user_id: number) => ({ user_id, password: 'Taken-over-2026', password_confirmation: 'Taken-over-2026' });

  /** A second user of a role on alpha, with the demo password (copied from the owner's hash). */
  async function addUser(email: string, roleOf: string): Promise<number> {
    const [row] = await s.db.query<{ id: number }>(
      `insert into users (organization_id, role_id, email, password_hash, first_name, last_name, status)
       select r.organization_id, r.role_id, $1, o.password_hash, 'Extra', 'User', 'active'
         from users r, users o where r.email = $2 and o.email = 'owner@alpha.test'
       returning id`,
      [email, roleOf],
    );
    return row!.id;
  }

  it("403 for an admin on the coaching owner: the hash and the owner's sessions stay", async () => {
    await addUser('admin2@alpha.test', 'admin@alpha.test');
    const admin = await s.login('alpha', 'admin2@alpha.test');
    const ownerSession = await s.login('alpha', 'owner@alpha.test');
    const before = await passwordHash('owner@alpha.test');
    const r = await s.api('alpha', admin).put('reset-password-by-admin', body(await userId('owner@alpha.test')));
    expectErrorEnvelope(r, 403);
    expect(r.body.message).toBe('You cannot act on a user of the same or a higher rank.');
    expect(await passwordHash('owner@alpha.test')).toBe(before);
    expectOk(await s.api('alpha', ownerSession).get('auth-user'));
  });

  it('403 on the same rank: another admin, and oneself', async () => {
    const admin = await s.login('alpha', 'admin2@alpha.test');
    const other = await userId('admin@alpha.test');
    const before = await passwordHash('admin@alpha.test');
    expectErrorEnvelope(await s.api('alpha', admin).put('reset-password-by-admin', body(other)), 403);
    expectErrorEnvelope(await s.api('alpha', admin).put('reset-password-by-admin', body(await userId('admin2@alpha.test'))), 403);
    expect(await passwordHash('admin@alpha.test')).toBe(before);
  });

  it('an admin resets a trainer and a student of its tenant; the owner resets an admin', async () => {
    const admin = await s.login('alpha', 'admin2@alpha.test');
    await addUser('teacher2@alpha.test', 'teacher@alpha.test');
    expectOk(await s.api('alpha', admin).put('reset-password-by-admin', body(await userId('teacher2@alpha.test'))));
    expectOk(await s.api('alpha').post('login', { email: 'teacher2@alpha.test', password: 'Taken-over-2026' }));
    const owner = await s.login('alpha', 'owner@alpha.test');
    expectOk(await s.api('alpha', owner).put('reset-password-by-admin', body(await userId('admin2@alpha.test'))));
    expectErrorEnvelope(await s.api('alpha', admin).get('auth-user'), 401);
  });

  it("404 for an admin on another tenant's owner; nothing changes", async () => {
    const owner = await s.login('alpha', 'owner@alpha.test');
    const before = await passwordHash('owner@beta.test');
    expectErrorEnvelope(await s.api('alpha', owner).put('reset-password-by-admin', body(await userId('owner@beta.test'))), 404);
    expect(await passwordHash('owner@beta.test')).toBe(before);
  });
});

describe('the client address without TRUST_PROXY', () => {
  it('X-Forwarded-For is ignored: fresh forged addresses do not escape the login slow-down', async () => {
    const attempt = (i: number) =>
      s.api('alpha').raw('POST', '/api/v1/login', {
        body: JSON.stringify({ email: 'nobody@alpha.test', password: `guess-${i}` }),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
      });
    for (let i = 0; i < 3; i++) expectErrorEnvelope(await attempt(i), 422);
    const fourth = await attempt(3);
    expectErrorEnvelope(fourth, 429);
    expect(fourth.body.code).toBe('login_slowed');
    const stored = await s.db.query<{ ip: string }>(`select distinct ip from login_attempts where account_key = 'alpha:nobody@alpha.test'`);
    expect(stored.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });
});
