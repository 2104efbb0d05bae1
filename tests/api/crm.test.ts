// CRM (server/modules/crm/README.md, docs/product-spec.md §23) on the real server and database: awarding points
// (422s: not a student, another centre's student, a student of a group the trainer does not teach, no reason), the
// history, the leaderboard with ties, revoking (kept in the history); performance from real sittings handed in
// through the exam APIs, with the below-trajectory flag moving when a better result comes in and the inactive flag
// clearing with activity; the student's own portfolio and data lists; the other centre isolated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Award, Leaderboard, PerformanceList, PerformanceRow, Portfolio, StudentProgress } from '@server/modules/crm/contracts.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'newstudent' | 'betaTeacher' | 'betaStudent' | 'betaOwner';
const t = {} as Record<Who, string>;
const id = {} as Record<'student' | 'newstudent' | 'expired' | 'teacher' | 'betaStudent' | 'morning' | 'weekend' | 'item' | 'test', number>;
let correct = '';
let wrong = '';

const as = (who: Who) => s.api(who.startsWith('beta') ? 'beta' : 'alpha', t[who]);
const one = async <T,>(q: string, p: unknown[] = []) => (await s.db.query<T>(q, p))[0]!;

/** One sitting of the one-item reading test, handed in through the exam APIs; `daysAgo` moves it back in time. */
async function sit(who: Who, answer: string, daysAgo = 0): Promise<number> {
  const e = await as(who).post('exam-enrolls', { test_id: id.test });
  expectOk(e, 201);
  const sheet = e.body.data.id as number;
  expectOk(await as(who).put(`answer-sheets/${sheet}`, { question_id: id.item, response: { selected: answer }, revision: 1 }));
  expectOk(await as(who).post('answer-sheets', { answer_sheet_id: sheet }));
  if (daysAgo) {
    await s.db.query(`update answer_sheets set started_at = now() - make_interval(days => $2), submitted_at = now() - make_interval(days => $2) where id = $1`, [sheet, daysAgo]);
    await s.db.query(`update answer_sheet_items set saved_at = now() - make_interval(days => $2) where answer_sheet_id = $1`, [sheet, daysAgo]);
    await s.db.query(`update question_attempts set created_at = now() - make_interval(days => $2) where answer_sheet_id = $1`, [sheet, daysAgo]);
  }
  return sheet;
}

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student', 'newstudent'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  for (const [k, email] of [['student', 'student@alpha.test'], ['newstudent', 'newstudent@alpha.test'], ['expired', 'expired@alpha.test'], ['teacher', 'teacher@alpha.test'], ['betaStudent', 'student@beta.test']] as const) {
    id[k] = (await one<{ id: number }>(`select id from users where email = $1`, [email])).id;
  }
  id.morning = (await one<{ id: number }>(`select id from groups where name = 'Morning batch'`)).id;
  id.weekend = (await one<{ id: number }>(`select id from groups where name = 'Weekend batch'`)).id;
  // the weekend batch gets no trainer: its student is out of the teacher's reach
  await s.db.query(`delete from group_members where group_id = $1 and member_role = 'trainer'`, [id.weekend]);
  // the totals, ranks and histories below are this file's own awards: the demo's (server/db/seed-workspace.ts) go first
  await s.db.query(`delete from crm_point_awards where organization_id = (select id from organizations where subdomain = 'alpha')`);
  // a one-item reading test whose score we decide: right answer 90, wrong 10
  const item = await one<{ id: number; key: { correct: string }; content: { options: Array<{ id: string }> } }>(
    `select q.id, k.key, q.content from questions q join question_types t on t.id = q.question_type_id join question_keys k on k.question_id = q.id
      join organizations o on o.id = q.organization_id
      where t.slug = 'reading-multiple-choice-single' and o.subdomain = 'alpha' and q.quiz_type_id is null and q.deleted_at is null order by q.id limit 1`,
  );
  id.item = item.id;
  correct = item.key.correct;
  wrong = item.content.options.find((o) => o.id !== correct)!.id;
  id.test = (
    await one<{ id: number }>(
      `insert into tests (organization_id, exam_type, title, description, category, duration_minutes, create_type, question_ids, step, visited, completed, status, approval, created_by)
       select organization_id, exam_type, 'CRM reading check', description, category, duration_minutes, create_type, array[$1::int], step, visited, completed, status, approval, created_by
         from tests where title = 'Reading practice test 1' returning id`,
      [id.item],
    )
  ).id;
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('awarding points', () => {
  it('a trainer awards points to a student of their group (201), named with who and when', async () => {
    const r = await as('teacher').post('crm/points', { student_id: id.student, points: 10, reason: 'homework', note: 'Essay redone' });
    expectOk(r, 201);
    const a = r.body.data as Award;
    expect(a).toMatchObject({ points: 10, reason: 'homework', note: 'Essay redone', student: { id: id.student }, awarded_by: { id: id.teacher }, revoked_at: null });
    expect(Number.isNaN(Date.parse(a.awarded_at))).toBe(false);
  });

  it('422 per field: no reason, "other" without a note, points out of 1..100, not a student, another centre, a group the trainer does not teach', async () => {
    const count = async () => (await one<{ n: number }>(`select count(*)::int as n from crm_point_awards`)).n;
    const before = await count();
    const bad = async (body: object, field: string, who: Who = 'teacher') => {
      const r = await as(who).post('crm/points', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toContain(field);
    };
    await bad({ student_id: id.student, points: 5 }, 'reason');
    await bad({ student_id: id.student, points: 5, reason: 'other' }, 'note');
    await bad({ student_id: id.student, points: 0, reason: 'test' }, 'points');
    await bad({ student_id: id.student, points: 101, reason: 'test' }, 'points');
    await bad({ student_id: id.student, points: -5, reason: 'test' }, 'points');
    await bad({ student_id: id.teacher, points: 5, reason: 'test' }, 'student_id');
    await bad({ student_id: id.betaStudent, points: 5, reason: 'test' }, 'student_id');
    await bad({ student_id: id.expired, points: 5, reason: 'test' }, 'student_id');
    await bad({ student_id: id.student, points: 5, reason: 'test' }, 'student_id', 'betaTeacher');
    expect(await count()).toBe(before);
  });

  it('the owner reaches every student of the centre, the one outside the trainer’s groups too; a student may not award (403)', async () => {
    expectOk(await as('owner').post('crm/points', { student_id: id.expired, points: 3, reason: 'attendance' }), 201);
    expectErrorEnvelope(await as('student').post('crm/points', { student_id: id.newstudent, points: 3, reason: 'test' }), 403);
  });
});

describe('history, leaderboard and revoking', () => {
  let extra: Award;
  it('ties share a rank; more points move a student up', async () => {
    expectOk(await as('admin').post('crm/points', { student_id: id.newstudent, points: 10, reason: 'participation' }), 201);
    const tie = (await as('teacher').get(`crm/leaderboard?group_id=${id.morning}`)).body.data as Leaderboard;
    expect(tie.group).toEqual({ id: id.morning, name: 'Morning batch' });
    expect(tie.items.map((i) => [i.student.id, i.rank, i.points])).toEqual([[id.student, 1, 10], [id.newstudent, 1, 10]]);
    const r = await as('teacher').post('crm/points', { student_id: id.newstudent, points: 5, reason: 'other', note: 'Helped a classmate' });
    expectOk(r, 201);
    extra = r.body.data;
    const board = (await as('teacher').get(`crm/leaderboard?group_id=${id.morning}`)).body.data as Leaderboard;
    expect(board.items.map((i) => [i.student.id, i.rank, i.points])).toEqual([[id.newstudent, 1, 15], [id.student, 2, 10]]);
  });

  it('revoking needs a reason, keeps the award in the history marked, and takes its points off; twice is 409', async () => {
    expectErrorEnvelope(await as('teacher').post(`crm/points/${extra.id}/revoke`, {}), 422);
    const r = await as('teacher').post(`crm/points/${extra.id}/revoke`, { reason: 'Given to the wrong student' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ id: extra.id, revoke_reason: 'Given to the wrong student', revoked_by: { id: id.teacher } });
    expectErrorEnvelope(await as('teacher').post(`crm/points/${extra.id}/revoke`, { reason: 'again' }), 409);
    const h = await as('teacher').get(`crm/students/${id.newstudent}/points`);
    expectOk(h);
    expect(h.body.data.total).toBe(10);
    expect(h.body.data.awards.map((a: Award) => [a.points, a.revoked_at !== null])).toEqual([[5, true], [10, false]]);
    const board = (await as('teacher').get(`crm/leaderboard?group_id=${id.morning}`)).body.data as Leaderboard;
    expect(board.items.map((i) => i.rank)).toEqual([1, 1]);
  });

  it('a trainer sees only their groups and students: the weekend batch and its student are 404, and so is another centre’s', async () => {
    expectErrorEnvelope(await as('teacher').get(`crm/leaderboard?group_id=${id.weekend}`), 404);
    expectErrorEnvelope(await as('teacher').get(`crm/students/${id.expired}/points`), 404);
    expectOk(await as('owner').get(`crm/leaderboard?group_id=${id.weekend}`));
    const groups = await as('teacher').get('crm/groups');
    expect(groups.body.data.map((g: { id: number }) => g.id)).toEqual([id.morning]);
    const students = await as('teacher').get('crm/students');
    expect(students.body.data.items.map((x: { id: number }) => x.id).sort()).toEqual([id.student, id.newstudent].sort());
    expectErrorEnvelope(await as('betaOwner').get(`crm/students/${id.student}/points`), 404);
    expectErrorEnvelope(await as('betaOwner').get(`crm/leaderboard?group_id=${id.morning}`), 404);
    expectErrorEnvelope(await as('betaOwner').post(`crm/points/${extra.id}/revoke`, { reason: 'x' }), 404);
  });
});

describe('performance checking', () => {
  const row = async (studentId: number, q = '') => {
    const r = await as('teacher').get(`crm/performance${q}`);
    expectOk(r);
    return (r.body.data as PerformanceList).items.find((i: PerformanceRow) => i.student.id === studentId);
  };

  it('a student never active is inactive; starting a sitting clears it', async () => {
    expect((await row(id.newstudent))!.flags).toContain('inactive');
    const list = (await as('teacher').get('crm/performance?flag=inactive')).body.data as PerformanceList;
    expect(list.items.map((i) => i.student.id)).toContain(id.newstudent);
    expect(list.flagged).toBeGreaterThanOrEqual(1);
    expectOk(await as('newstudent').post('exam-enrolls', { test_id: id.test }), 201);
    const after = await row(id.newstudent);
    expect(after!.flags).not.toContain('inactive');
    expect(after!.days_inactive).toBe(0);
    expect((await as('teacher').get('crm/performance?flag=inactive')).body.data.items.map((i: PerformanceRow) => i.student.id)).not.toContain(id.newstudent);
  });

  it('progress by skill from handed-in sittings: below trajectory until a better result lifts it', async () => {
    await sit('student', wrong, 40);
    await sit('student', wrong);
    const below = await row(id.student);
    expect(below!.latest.reading).toBe(10);
    expect(below!.flags).toContain('below_trajectory');
    expect(below!.below_skills).toEqual(['reading']);
    expect(below!.target).toMatchObject({ reading: 58 });
    const detail = (await as('teacher').get(`crm/students/${id.student}/performance`)).body.data as StudentProgress;
    const reading = detail.skills.find((l) => l.skill === 'reading')!;
    expect(reading.points.map((p) => p.score)).toEqual([10, 10]);
    expect(reading.expected!).toBeGreaterThan(10);
    expect(reading.below).toBe(true);
    expect((await as('teacher').get(`crm/performance?flag=below_trajectory&group_id=${id.morning}`)).body.data.items.map((i: PerformanceRow) => i.student.id)).toEqual([id.student]);

    await sit('student', correct);
    const lifted = await row(id.student);
    expect(lifted!.latest.reading).toBe(90);
    expect(lifted!.flags).not.toContain('below_trajectory');
  });

  it('inactive_days is the page’s N: a student quiet for 40 days is inactive at N=14 only when nothing newer happened', async () => {
    const r = await as('teacher').get('crm/performance?inactive_days=0');
    expectErrorEnvelope(r, 422);
    const n = (await as('teacher').get(`crm/students/${id.student}/performance?inactive_days=1`)).body.data as StudentProgress;
    expect(n.inactive_days).toBe(1);
    expect(n.flags).not.toContain('inactive');
  });

  it('the attention count for the trainer card; another centre sees none of it', async () => {
    const a = await as('teacher').get('crm/attention');
    expectOk(a);
    expect(a.body.data).toMatchObject({ students: 2, inactive_days: 14 });
    const beta = (await as('betaTeacher').get('crm/performance')).body.data as PerformanceList;
    expect(beta.items.map((i) => i.student.id)).not.toContain(id.student);
    expectErrorEnvelope(await as('betaOwner').get(`crm/students/${id.student}/performance`), 404);
  });
});

describe('the student’s own pages', () => {
  it('the portfolio: own progress (the same numbers as the staff see), results and points with rank', async () => {
    const r = await as('student').get('my/portfolio');
    expectOk(r);
    const p = r.body.data as Portfolio;
    expect(p.progress.student.id).toBe(id.student);
    expect(p.progress.sittings.map((x) => x.skills.reading)).toEqual([10, 10, 90]);
    const staff = (await as('teacher').get(`crm/students/${id.student}/performance`)).body.data as StudentProgress;
    expect(p.progress.skills).toEqual(staff.skills);
    expect(p.points).toEqual({ total: 10, groups: [{ id: id.morning, name: 'Morning batch', rank: 1, of: 2 }] });
    expect(p.awards.map((a) => a.points)).toEqual([10]);
    const mine = await as('student').get('my/points');
    expect(mine.body.data).toEqual(p.points);
  });

  it('sees only its own: another student’s portfolio is theirs; staff routes are 403 for a student', async () => {
    const other = (await as('newstudent').get('my/portfolio')).body.data as Portfolio;
    expect(other.progress.student.id).toBe(id.newstudent);
    expect(other.progress.sittings).toEqual([]);
    expect(other.awards.map((a) => a.revoked_at !== null)).toEqual([true, false]);
    expectErrorEnvelope(await as('student').get(`crm/students/${id.newstudent}/performance`), 403);
    expectErrorEnvelope(await as('student').get('crm/performance'), 403);
    const beta = (await as('betaStudent').get('my/portfolio')).body.data as Portfolio;
    expect(beta.awards).toEqual([]);
  });

  it('the data lists with counts, one list, and its CSV', async () => {
    const sum = await as('student').get('my-data');
    expectOk(sum);
    expect(sum.body.data.map((k: { kind: string }) => k.kind)).toEqual(['enrollments', 'payments', 'attendance', 'points', 'results']);
    expect(sum.body.data.find((k: { kind: string }) => k.kind === 'results').count).toBe(3);
    const pts = await as('student').get('my-data/points');
    expect(pts.body.data.columns).toContain('reason');
    expect(pts.body.data.rows).toHaveLength(1);
    const res = await as('student').get('my-data/results');
    expect(res.body.data.rows[0]).toEqual(expect.arrayContaining(['CRM reading check', 90]));
    const csv = await as('student').raw('GET', '/api/v1/my-data/results/export');
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toContain('submitted_at');
    expect(csv.text).toContain('CRM reading check');
    expectErrorEnvelope(await as('student').get('my-data/secrets'), 422);
  });
});
