import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let owner: string;
let studentId: number;
let betaStudentId: number;

const userId = async (email: string) => (await s.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

beforeAll(async () => {
  s = await startServer();
  owner = await s.login('alpha', 'owner@alpha.test');
  studentId = await userId('student@alpha.test');
  betaStudentId = await userId('student@beta.test');
});
afterAll(async () => {
  await s?.close();
});

describe('impersonation', () => {
  it('an owner opens a student session through a single-use link', async () => {
    const url = await s.api('alpha', owner).get(`impersonate/url/${studentId}`);
    expectOk(url);
    const link = new URL(url.body.data.url);
    expect(link.hostname).toBe('alpha.localhost');
    expect(link.pathname).toBe('/im');
    const token = link.searchParams.get('token')!;
    expect(token).toBe(url.body.data.token);

    const verified = await s.api('alpha').get(`impersonate/verify/${encodeURIComponent(token)}`);
    expectOk(verified);
    expect(verified.body.data).toMatchObject({ user_id: studentId, user_type: 'STUDENT', subdomain: 'alpha' });
    const me = await s.api('alpha', verified.body.data.token).get('auth-user');
    expectOk(me);
    expect(me.body.data.email).toBe('student@alpha.test');
    const rows = await s.db.query<{ impersonator_id: number }>('select impersonator_id from sessions where user_id = $1 and impersonator_id is not null', [studentId]);
    expect(rows[0]?.impersonator_id).toBe(await userId('owner@alpha.test'));

    const again = await s.api('alpha').get(`impersonate/verify/${encodeURIComponent(token)}`);
    expectErrorEnvelope(again, 422);
    expect(again.body.errors.token[0]).toMatch(/invalid or has expired/);
  });

  it('a link from alpha does not open a session on beta', async () => {
    const url = await s.api('alpha', owner).get(`impersonate/url/${studentId}`);
    const res = await s.api('beta').get(`impersonate/verify/${encodeURIComponent(url.body.data.token)}`);
    expectErrorEnvelope(res, 422);
  });

  it("refuses another tenant's student, a non-student, a bad id and a role without the permission, issuing nothing", async () => {
    const count = async () => Number((await s.db.query<{ n: string }>(`select count(*) as n from one_time_tokens where kind = 'impersonate'`))[0]!.n);
    const before = await count();
    expectErrorEnvelope(await s.api('alpha', owner).get(`impersonate/url/${betaStudentId}`), 404);
    expectErrorEnvelope(await s.api('alpha', owner).get(`impersonate/url/${await userId('teacher@alpha.test')}`), 404);
    expectErrorEnvelope(await s.api('alpha', owner).get('impersonate/url/abc'), 404);
    expectErrorEnvelope(await s.api('alpha', owner).get('impersonate/url/99999999999999'), 404);
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    expectErrorEnvelope(await s.api('alpha', teacher).get(`impersonate/url/${studentId}`), 403);
    const student = await s.login('alpha', 'student@alpha.test');
    expectErrorEnvelope(await s.api('alpha', student).get(`impersonate/url/${studentId}`), 403);
    expectErrorEnvelope(await s.api('alpha').get(`impersonate/url/${studentId}`), 401);
    expect(await count()).toBe(before);
  });

  it('an expired link is refused', async () => {
    const url = await s.api('alpha', owner).get(`impersonate/url/${studentId}`);
    await s.db.query(`update one_time_tokens set expires_at = now() - interval '1 second' where kind = 'impersonate' and used_at is null`);
    expectErrorEnvelope(await s.api('alpha').get(`impersonate/verify/${encodeURIComponent(url.body.data.token)}`), 422);
  });

  it('garbage tokens are 422, never 500', async () => {
    for (const t of ['x', 'a'.repeat(199), '%00', '..%2F..']) {
      const res = await s.api('alpha').get(`impersonate/verify/${t}`);
      expect([404, 422]).toContain(res.status);
    }
  });
});

describe('impersonation and the rank rule', () => {
  it('an admin (below the owner, above a student) may impersonate a student too', async () => {
    const admin = await s.login('alpha', 'admin@alpha.test');
    expectOk(await s.api('alpha', admin).get(`impersonate/url/${studentId}`));
  });

  it('nobody impersonates the owner or an admin: 404 (only students are in reach), nothing issued', async () => {
    const admin = await s.login('alpha', 'admin@alpha.test');
    const before = (await s.db.query<{ n: string }>(`select count(*) as n from one_time_tokens where kind = 'impersonate'`))[0]!.n;
    expectErrorEnvelope(await s.api('alpha', admin).get(`impersonate/url/${await userId('owner@alpha.test')}`), 404);
    expectErrorEnvelope(await s.api('alpha', owner).get(`impersonate/url/${await userId('admin@alpha.test')}`), 404);
    expect((await s.db.query<{ n: string }>(`select count(*) as n from one_time_tokens where kind = 'impersonate'`))[0]!.n).toBe(before);
  });
});
