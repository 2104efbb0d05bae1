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
    // the bank as its list shows it: the tenant's and the platform's items for a trainer, the practisable ones for a student
    const [bank] = await s.db.query<{ visible: number; practice: number }>(
      `select count(*)::int as visible,
              count(*) filter (where q.status = 'active' and q.approval = 'approved')::int as practice
         from questions q, organizations o
        where o.subdomain = 'alpha' and q.deleted_at is null and (q.organization_id = o.id or q.organization_id is null)`,
    );
    expect(student.practice_items).toBe(bank!.practice);
    const [own] = await s.db.query<{ n: number }>(`select count(*)::int as n from tests t join organizations o on o.id = t.organization_id where o.subdomain = 'alpha' and t.deleted_at is null and t.exam_type in ('practice-tests', 'mock-tests')`);
    expect(own!.n).toBeGreaterThan(0);
    expect(await get('alpha', 'teacher@alpha.test')).toEqual({ students: 3, questions: bank!.visible, tests: own!.n, pending_evaluations: 0 });
    expect(await get('alpha', 'owner@alpha.test')).toEqual({ students: 3, trainers: 1, admins: 1, active_students: 2, courses: 0 });
    expect(await get('beta', 'owner@beta.test')).toEqual({ students: 1, trainers: 1, admins: 0, active_students: 1, courses: 0 });
    expect(await get(null, 'master@platform.test')).toEqual({ coaching_centres: 2, active_coaching_centres: 2, students: 4, trainers: 2, users: 10 });
  });
  it('moves with the data: a test handed in, an essay awaiting a trainer, its evaluation', async () => {
    const student = await s.login('alpha', 'student@alpha.test');
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    const counts = async (token: string) => {
      const r = await s.api('alpha', token).get('dashboard');
      expectOk(r);
      return r.body.data.countings;
    };
    const before = { student: await counts(student), teacher: await counts(teacher) };
    // a practice test handed in
    const tests = await s.api('alpha', student).get('practice-tests?per_page=50');
    const test = tests.body.data.items[0];
    const sheet = await s.api('alpha', student).post('exam-enrolls', { test_id: test.id });
    expect(sheet.status).toBeLessThan(300);
    expectOk(await s.api('alpha', student).post('answer-sheets', { answer_sheet_id: sheet.body.data.id }));
    // an essay practised alone waits for a trainer
    const [essay] = await s.db.query<{ id: number }>(`select q.id from questions q join question_types t on t.id = q.question_type_id join organizations o on o.id = q.organization_id where t.slug = 'write-essay' and o.subdomain = 'alpha' and q.deleted_at is null and q.status = 'active' and q.approval = 'approved' order by q.id limit 1`);
    const answer = await s.api('alpha', student).post('question-test', { question_id: essay!.id, response: { text: 'Cities grow because work draws people to them. '.repeat(25) } });
    expectOk(answer);
    const sheetPending = (await s.db.query<{ n: number }>(`select count(*)::int as n from question_attempts where answer_sheet_id = $1 and status = 'pending'`, [sheet.body.data.id]))[0]!.n;
    const afterStudent = await counts(student);
    expect(afterStudent.tests_taken).toBe(before.student.tests_taken + 1);
    expect(afterStudent.results_pending).toBe(before.student.results_pending + 1 + (sheetPending > 0 ? 1 : 0));
    const afterTeacher = await counts(teacher);
    expect(afterTeacher.pending_evaluations).toBe(before.teacher.pending_evaluations + 1 + sheetPending);
    // the trainer evaluates the essay: one fewer waits
    const view = await s.api('alpha', teacher).get(`evaluation/${answer.body.data.attempt_id}`);
    const traits = Object.fromEntries(view.body.data.traits.filter((t: { human: boolean }) => t.human).map((t: { key: string }) => [t.key, 1]));
    expectOk(await s.api('alpha', teacher).post('evaluation/evaluate', { attempt_id: answer.body.data.attempt_id, traits }));
    expect((await counts(teacher)).pending_evaluations).toBe(afterTeacher.pending_evaluations - 1);
    expect((await counts(student)).results_pending).toBe(afterStudent.results_pending - 1);
  });

  it("the owner's and master's trends: 8 weeks, counted from the rows, moving with the data", async () => {
    const trendsOf = async (tenant: string | null, email: string) => {
      const r = await s.api(tenant, await s.login(tenant, email)).get('dashboard');
      expectOk(r);
      return r.body.data.trends;
    };
    const before = await trendsOf('alpha', 'owner@alpha.test');
    expect(before.weeks).toHaveLength(8);
    expect(new Date(`${before.weeks[7]}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
    for (const series of Object.values(before.series) as number[][]) expect(series).toHaveLength(8);
    // the seeded students joined this week
    const [joined] = await s.db.query<{ n: number }>(`select count(*)::int as n from users u join roles r on r.id = u.role_id join organizations o on o.id = u.organization_id where o.subdomain = 'alpha' and r.kind = 'STUDENT' and u.deleted_at is null and u.created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'`);
    expect(before.series.new_students[7]).toBe(joined!.n);
    // a student who joined three weeks ago shows in that week, and only in alpha's trends
    await s.db.query(
      `insert into users (organization_id, role_id, email, password_hash, first_name, created_at)
       select o.id, r.id, 'weeks-ago@alpha.test', '!invited', 'Weeks', now() - interval '21 days' from organizations o, roles r where o.subdomain = 'alpha' and r.kind = 'STUDENT' and r.builtin`,
    );
    const after = await trendsOf('alpha', 'owner@alpha.test');
    expect(after.series.new_students[4]).toBe(before.series.new_students[4] + 1);
    expect((await trendsOf('beta', 'owner@beta.test')).series.new_students[4]).toBe(0);
    const master = await trendsOf(null, 'master@platform.test');
    expect(master.series.new_students[4]).toBeGreaterThanOrEqual(1);
    // a student's and a trainer's dashboard carries no trends
    expect(await trendsOf('alpha', 'student@alpha.test')).toBeUndefined();
  });

  it('403 without DASHBOARD_INDEX', async () => {
    await s.db.query(`delete from role_permissions where permission_id = '100301' and role_id = (select id from roles where name = 'TRAINER' and organization_id is null)`);
    const token = await s.login('beta', 'teacher@beta.test');
    expectErrorEnvelope(await s.api('beta', token).get('dashboard'), 403);
  });
});
