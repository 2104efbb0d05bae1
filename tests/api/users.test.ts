import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '@server/kernel/dates.ts';
import { expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('GET users/profile', () => {
  it('answers the contract shape, no secrets', async () => {
    const token = await s.login('alpha', 'student@alpha.test');
    const r = await s.api('alpha', token).get('users/profile');
    expectOk(r);
    expectNoSecrets(r);
    expect(Object.keys(r.body.data).sort()).toEqual(
      ['created_at', 'email', 'email_verified_at', 'first_name', 'id', 'image', 'last_name', 'organization_id', 'phone', 'role', 'status', 'target_score'].sort(),
    );
    expect(r.body.data.target_score).toMatchObject({ exam_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), speaking: 65 });
  });
  it('the master reads its own profile on the platform scope and on a tenant', async () => {
    const token = await s.login(null, 'master@platform.test');
    for (const tenant of [null, 'beta']) {
      const r = await s.api(tenant, token).get('users/profile');
      expectOk(r);
      expect(r.body.data).toMatchObject({ email: 'master@platform.test', role: 'SUPER_ADMIN', organization_id: null, target_score: null });
    }
  });
});

describe('POST users/target', () => {
  const good = () => ({ exam_date: isoDate(30), speaking: 79, listening: 65, writing: 50, reading: 10 });

  it('a student sets a target; auth-user reflects it', async () => {
    const token = await s.login('alpha', 'newstudent@alpha.test');
    const r = await s.api('alpha', token).post('users/target', good());
    expectOk(r);
    expect(r.body.data).toEqual(good());
    expect((await s.api('alpha', token).get('auth-user')).body.data.has_target_score).toBe(true);
    const r2 = await s.api('alpha', token).post('users/target', { ...good(), speaking: 90 });
    expect(r2.body.data.speaking).toBe(90);
    const rows = await s.db.query<{ n: number }>(`select count(*)::int as n from target_scores t join users u on u.id = t.user_id where u.email = 'newstudent@alpha.test'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('422 per field on bad values; the stored target does not change', async () => {
    const token = await s.login('alpha', 'student@alpha.test');
    const before = (await s.api('alpha', token).get('users/profile')).body.data.target_score;
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['exam_date', 'listening', 'reading', 'speaking', 'writing']],
      [{ ...good(), speaking: 9 }, ['speaking']],
      [{ ...good(), listening: 91 }, ['listening']],
      [{ ...good(), writing: 50.5 }, ['writing']],
      [{ ...good(), reading: '50' }, ['reading']],
      [{ ...good(), exam_date: isoDate(-5) }, ['exam_date']],
      [{ ...good(), exam_date: isoDate(800) }, ['exam_date']],
      [{ ...good(), exam_date: '2026-02-30' }, ['exam_date']],
      [{ ...good(), exam_date: '30/01/2027' }, ['exam_date']],
      [{ ...good(), exam_date: ['2027-01-01'] }, ['exam_date']],
    ];
    for (const [body, fields] of cases) {
      const r = await s.api('alpha', token).post('users/target', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors).sort()).toEqual(fields);
    }
    expect((await s.api('alpha', token).get('users/profile')).body.data.target_score).toEqual(before);
  });

  it('403 for a trainer; nothing stored', async () => {
    const token = await s.login('alpha', 'teacher@alpha.test');
    const r = await s.api('alpha', token).post('users/target', good());
    expectErrorEnvelope(r, 403);
    const rows = await s.db.query(`select 1 from target_scores t join users u on u.id = t.user_id where u.email = 'teacher@alpha.test'`);
    expect(rows.length).toBe(0);
  });
});
