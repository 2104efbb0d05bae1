import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('GET dashboard', () => {
  it('countings by role', async () => {
    const get = async (tenant: string | null, email: string) => {
      const r = await s.api(tenant, await s.login(tenant, email)).get('dashboard');
      expectOk(r);
      return r.body.data.countings;
    };
    const student = await get('alpha', 'student@alpha.test');
    expect(Object.keys(student).sort()).toEqual(['days_to_exam', 'practice_items', 'results_pending', 'tests_taken']);
    expect(student.days_to_exam).toBe(60);
    // the bank: the tenant's own questions for a trainer, the practisable ones (tenant's and platform's) for a student
    const [bank] = await s.db.query<{ own: number; practice: number }>(
      `select count(*) filter (where q.organization_id = o.id)::int as own,
              count(*) filter (where q.status = 'active' and q.approval = 'approved')::int as practice
         from questions q, organizations o
        where o.subdomain = 'alpha' and q.deleted_at is null and (q.organization_id = o.id or q.organization_id is null)`,
    );
    expect(student.practice_items).toBe(bank!.practice);
    expect(await get('alpha', 'teacher@alpha.test')).toEqual({ students: 3, questions: bank!.own, tests: 0, pending_evaluations: 0 });
    expect(await get('alpha', 'owner@alpha.test')).toEqual({ students: 3, trainers: 1, admins: 1, active_students: 2, courses: 0 });
    expect(await get('beta', 'owner@beta.test')).toEqual({ students: 1, trainers: 1, admins: 0, active_students: 1, courses: 0 });
    expect(await get(null, 'master@platform.test')).toEqual({ coaching_centres: 2, active_coaching_centres: 2, students: 4, trainers: 2, users: 10 });
  });
  it('403 without DASHBOARD_INDEX', async () => {
    await s.db.query(`delete from role_permissions where permission_id = '100301' and role_id = (select id from roles where name = 'TRAINER' and organization_id is null)`);
    const token = await s.login('beta', 'teacher@beta.test');
    expectErrorEnvelope(await s.api('beta', token).get('dashboard'), 403);
  });
});
