// Study plans (server/modules/study-plan/README.md) on the real server and database: templates and their tasks,
// assignment to students and groups, the student's own plan, achievements, tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let owner: string;
let teacher: string;
let student: string;
let newStudent: string;
let betaTeacher: string;
let betaStudent: string;
let alphaId: number;
const users = new Map<string, number>();
let morningId: number;

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await startServer();
  [master, owner, teacher, student, newStudent, betaTeacher, betaStudent] = await Promise.all([
    s.login(null, 'master@platform.test'),
    s.login('alpha', 'owner@alpha.test'),
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('alpha', 'newstudent@alpha.test'),
    s.login('beta', 'teacher@beta.test'),
    s.login('beta', 'student@beta.test'),
  ]);
  alphaId = (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id;
  for (const u of await s.db.query<{ id: number; email: string }>(`select id, email from users`)) users.set(u.email, u.id);
  morningId = (await s.db.query<{ id: number }>(`select id from groups where name = 'Morning batch'`))[0]!.id;
});
afterAll(async () => {
  await s?.close();
});

const count = async (table: string) => Number((await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

async function makePlan(tasks: unknown[] = []) {
  const r = await s.api('alpha', teacher).post('study-plans', { title: `Plan ${Math.random().toString(36).slice(2, 8)}`, exam_date: iso(30), target_scores: { speaking: 65, writing: 79 } });
  expectOk(r, 201);
  const id = r.body.data.id as number;
  if (tasks.length) expectOk(await s.api('alpha', teacher).put(`study-plans/${id}/tasks`, { tasks }));
  return id;
}

describe('templates', () => {
  it('the seed gives alpha a template assigned to the Morning batch; beta sees none of it', async () => {
    const r = await s.api('alpha', teacher).get('study-plans');
    expectOk(r);
    const seeded = r.body.data.items.find((p: { title: string }) => p.title === 'Three weeks to 65');
    expect(seeded).toMatchObject({ kind: 'template', organization_id: alphaId, assigned_count: 2 });
    expect(seeded.tasks_count).toBeGreaterThan(20);
    const b = await s.api('beta', betaTeacher).get('study-plans');
    expectOk(b);
    expect(b.body.data.items).toEqual([]);
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`study-plans/${seeded.id}`), 404);
  });

  it('creates, edits, lists by search and deletes a template', async () => {
    const created = await s.api('alpha', teacher).post('study-plans', { title: 'Speaking sprint', description: 'Two weeks', exam_date: iso(14), target_scores: { speaking: 79 } });
    expectOk(created, 201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ title: 'Speaking sprint', exam_date: iso(14), target_scores: { speaking: 79 }, tasks: [], progress: { total: 0, percent: 0 }, created_by: { full_name: 'Sarah Mitchell' } });
    const put = await s.api('alpha', teacher).put(`study-plans/${id}`, { title: 'Speaking sprint 2' });
    expectOk(put);
    expect(put.body.data).toMatchObject({ title: 'Speaking sprint 2', description: 'Two weeks' });
    const found = await s.api('alpha', owner).get('study-plans?search=sprint%202');
    expect(found.body.data.items.map((p: { id: number }) => p.id)).toEqual([id]);
    expectOk(await s.api('alpha', teacher).delete(`study-plans/${id}`));
    expectErrorEnvelope(await s.api('alpha', teacher).get(`study-plans/${id}`), 404);
  });

  it('422 per field for bad input, and nothing is written', async () => {
    const before = await count('study_plans');
    const cases: Array<[unknown, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'X', exam_date: '2026-02-30' }, 'exam_date'],
      [{ title: 'X', exam_date: iso(-3) }, 'exam_date'],
      [{ title: 'X', exam_date: iso(800) }, 'exam_date'],
      [{ title: 'X', target_scores: { speaking: 95 } }, 'target_scores.speaking'],
      [{ title: 'X', target_scores: { speaking: 50.5 } }, 'target_scores.speaking'],
      [{ title: 'X', target_scores: { maths: 50 } }, 'target_scores'],
    ];
    for (const [body, field] of cases) {
      const r = await s.api('alpha', teacher).post('study-plans', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(body)).toContain(field);
    }
    // the master on the platform names the centre
    const m = await s.api(null, master).post('study-plans', { title: 'X' });
    expectErrorEnvelope(m, 422);
    expect(m.body.errors.organization_id).toBeTruthy();
    expect(await count('study_plans')).toBe(before);
  });

  it('tasks: ordered per day as sent, targets checked, ids kept', async () => {
    const [test] = await s.db.query<{ id: number; exam_type: string }>(`select id, exam_type from tests where organization_id = $1 and deleted_at is null order by id limit 1`, [alphaId]);
    const id = await makePlan();
    const put = await s.api('alpha', teacher).put(`study-plans/${id}/tasks`, {
      tasks: [
        { day: iso(2), kind: 'free', title: 'Review notes' },
        { day: iso(1), kind: 'practice', target_ref: 'write-essay', title: 'Essay' },
        { day: iso(1), kind: 'test', target_id: test!.id, title: 'Practice test' },
        { day: iso(1), kind: 'class', target_ref: 'https://meet.example/abc', title: 'Live class' },
      ],
    });
    expectOk(put);
    const tasks = put.body.data.tasks as Array<{ id: number; day: string; position: number; title: string; section: string | null }>;
    expect(tasks.map((t) => [t.day, t.position, t.title])).toEqual([[iso(1), 0, 'Essay'], [iso(1), 1, 'Practice test'], [iso(1), 2, 'Live class'], [iso(2), 0, 'Review notes']]);
    // a practice task takes its type's section; a test task keeps its exam type for the student's link
    expect(tasks[0]!.section).toBe('writing');
    expect(put.body.data.tasks[1].target_ref).toBe(test!.exam_type);
    const [q] = await s.db.query<{ id: number; slug: string }>(`select q.id, qt.slug from questions q join question_types qt on qt.id = q.question_type_id where q.organization_id = $1 and q.deleted_at is null order by q.id limit 1`, [alphaId]);
    const withQ = await s.api('alpha', teacher).put(`study-plans/${await makePlan()}/tasks`, { tasks: [{ day: iso(1), kind: 'question', target_id: q!.id, title: 'One item' }] });
    expect(withQ.body.data.tasks[0]).toMatchObject({ target_id: q!.id, target_ref: q!.slug });
    // reorder day 1 and drop a task: kept ids stay
    const re = await s.api('alpha', teacher).put(`study-plans/${id}/tasks`, { tasks: [{ ...strip(tasks[2]!) }, { ...strip(tasks[0]!) }] });
    expectOk(re);
    expect(re.body.data.tasks.map((t: { id: number; position: number }) => [t.id, t.position])).toEqual([[tasks[2]!.id, 0], [tasks[0]!.id, 1]]);

    const bad = await s.api('alpha', teacher).put(`study-plans/${id}/tasks`, {
      tasks: [
        { day: iso(1), kind: 'test', target_id: 999_999, title: 'No test' },
        { day: iso(1), kind: 'practice', target_ref: 'juggling', title: 'No type' },
        { day: iso(1), kind: 'material', title: 'No material' },
        { day: 'tomorrow', kind: 'free', title: 'Bad day' },
      ],
    });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['tasks.2.target_id', 'tasks.3.day']);
    const bad2 = await s.api('alpha', teacher).put(`study-plans/${id}/tasks`, { tasks: [{ day: iso(1), kind: 'test', target_id: 999_999, title: 'No test' }, { day: iso(1), kind: 'practice', target_ref: 'juggling', title: 'No type' }] });
    expect(Object.keys(bad2.body.errors).sort()).toEqual(['tasks.0.target_id', 'tasks.1.target_ref']);
    // another plan's task id is not this plan's
    const other = await makePlan([{ day: iso(1), kind: 'free', title: 'Elsewhere' }]);
    const otherTask = (await s.api('alpha', teacher).get(`study-plans/${other}`)).body.data.tasks[0].id;
    const stolen = await s.api('alpha', teacher).put(`study-plans/${id}/tasks`, { tasks: [{ id: otherTask, day: iso(1), kind: 'free', title: 'Mine now' }] });
    expectErrorEnvelope(stolen, 422);
    expect(stolen.body.errors['tasks.0.id']).toBeTruthy();
  });

  it('generates tasks up to the day before the exam', async () => {
    const id = await makePlan();
    const r = await s.api('alpha', teacher).post(`study-plans/${id}/generate`, { start_on: iso(0), tasks_per_day: 2, student_id: users.get('student@alpha.test') });
    expectOk(r);
    const days = new Set(r.body.data.tasks.map((t: { day: string }) => t.day));
    expect(days.size).toBe(30);
    expect([...days].sort().at(-1)).toBe(iso(29));
    const stranger = await s.api('alpha', teacher).post(`study-plans/${id}/generate`, { start_on: iso(0), student_id: users.get('student@beta.test') });
    expectErrorEnvelope(stranger, 422);
    expect(stranger.body.errors.student_id).toBeTruthy();
    const noStart = await s.api('alpha', teacher).post(`study-plans/${id}/generate`, {});
    expectErrorEnvelope(noStart, 422);
    expect(noStart.body.errors.start_on).toBeTruthy();
  });
});

const strip = (t: Record<string, unknown>) => ({ id: t.id, day: t.day, kind: t.kind, target_id: t.target_id, target_ref: t.target_ref, title: t.title, section: t.section, minutes: t.minutes });

describe('assignment and the student', () => {
  let planId: number;
  let myTasks: Array<{ id: number; day: string; status: string; title: string }>;

  it('assigning to a group makes one copy per student of it; assigning again skips them', async () => {
    planId = await makePlan([
      { day: iso(0), kind: 'practice', target_ref: 'read-aloud', title: 'Read aloud x5' },
      { day: iso(0), kind: 'free', title: 'Vocabulary' },
      { day: iso(1), kind: 'practice', target_ref: 'write-essay', title: 'One essay' },
      { day: iso(2), kind: 'free', title: 'Mock' },
    ]);
    const r = await s.api('alpha', teacher).post(`study-plans/${planId}/assign`, { group_ids: [morningId] });
    expectOk(r);
    expect(r.body.data.created.map((a: { student: { full_name: string } }) => a.student.full_name).sort()).toEqual(['Arif Hasan', 'Nusrat Jahan']);
    expect(r.body.data.created[0].progress).toEqual({ total: 4, done: 0, skipped: 0, percent: 0 });
    const again = await s.api('alpha', teacher).post(`study-plans/${planId}/assign`, { group_ids: [morningId], student_ids: [users.get('expired@alpha.test')] });
    expect(again.body.data.created.map((a: { student: { full_name: string } }) => a.student.full_name)).toEqual(['Imran Kabir']);
    expect(again.body.data.skipped).toHaveLength(2);
    const list = await s.api('alpha', teacher).get(`study-plans/${planId}/students`);
    expect(list.body.data.meta.total).toBe(3);
  });

  it('422 for students or groups outside the centre, an empty choice, or a student copy', async () => {
    const before = await count('study_plans');
    for (const [body, field] of [
      [{ student_ids: [users.get('student@beta.test')] }, 'student_ids'],
      [{ student_ids: [users.get('teacher@alpha.test')] }, 'student_ids'],
      [{ group_ids: [999_999] }, 'group_ids'],
      [{}, 'student_ids'],
    ] as const) {
      const r = await s.api('alpha', teacher).post(`study-plans/${planId}/assign`, body);
      expectErrorEnvelope(r, 422);
      expect(r.body.errors[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await count('study_plans')).toBe(before);
  });

  it("the student sees their copy with today's tasks and a countdown; staff pages are not theirs", async () => {
    const r = await s.api('alpha', student).get('my-study-plan');
    expectOk(r);
    expect(r.body.data.plan).toMatchObject({ kind: 'student', source_plan_id: planId, student: { full_name: 'Arif Hasan' } });
    expect(r.body.data.days_to_exam).toBe(30);
    expect(r.body.data.plans.length).toBeGreaterThanOrEqual(2);
    myTasks = r.body.data.plan.tasks;
    expect(myTasks.filter((t) => t.day === r.body.data.today).map((t) => t.title)).toEqual(['Read aloud x5', 'Vocabulary']);
    expectErrorEnvelope(await s.api('alpha', student).get('study-plans'), 403);
    expectErrorEnvelope(await s.api('alpha', teacher).get('my-study-plan'), 403);
  });

  it('the student ticks a task, gets progress and achievements once; another student gets 404', async () => {
    const first = await s.api('alpha', student).patch(`my-study-plan/tasks/${myTasks[0]!.id}`, { status: 'done' });
    expectOk(first);
    expect(first.body.data.task).toMatchObject({ status: 'done' });
    expect(first.body.data.task.done_at).toBeTruthy();
    expect(first.body.data.progress).toEqual({ total: 4, done: 1, skipped: 0, percent: 25 });
    // the only speaking task of the plan: its section is complete too
    expect(first.body.data.earned).toEqual(['first-task', 'section-speaking']);
    const second = await s.api('alpha', student).patch(`my-study-plan/tasks/${myTasks[1]!.id}`, { status: 'done' });
    expect(second.body.data.earned).toEqual(['half-plan']);
    // unticking keeps what was earned; ticking again earns nothing new
    const undo = await s.api('alpha', student).patch(`my-study-plan/tasks/${myTasks[1]!.id}`, { status: 'todo' });
    expect(undo.body.data).toMatchObject({ task: { status: 'todo', done_at: null }, earned: [] });
    expect((await s.api('alpha', student).patch(`my-study-plan/tasks/${myTasks[1]!.id}`, { status: 'done' })).body.data.earned).toEqual([]);

    // another student of the centre, the other tenant's student, and a template's task: 404
    expectErrorEnvelope(await s.api('alpha', newStudent).patch(`my-study-plan/tasks/${myTasks[0]!.id}`, { status: 'todo' }), 404);
    expectErrorEnvelope(await s.api('beta', betaStudent).patch(`my-study-plan/tasks/${myTasks[0]!.id}`, { status: 'todo' }), 404);
    const templateTask = (await s.api('alpha', teacher).get(`study-plans/${planId}`)).body.data.tasks[0].id;
    expectErrorEnvelope(await s.api('alpha', student).patch(`my-study-plan/tasks/${templateTask}`, { status: 'done' }), 404);
    const bad = await s.api('alpha', student).patch(`my-study-plan/tasks/${myTasks[0]!.id}`, { status: 'finished' });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.status).toBeTruthy();

    const mine = await s.api('alpha', student).get(`my-study-plan?plan_id=${first.body.data.task.plan_id}`);
    expect(mine.body.data.achievements.map((a: { code: string }) => a.code).sort()).toEqual(['first-task', 'half-plan', 'section-speaking']);
    expectErrorEnvelope(await s.api('alpha', newStudent).get(`my-study-plan?plan_id=${first.body.data.task.plan_id}`), 404);
  });

  it('staff see the achievements and the copy’s progress; the other centre and the master by centre', async () => {
    const r = await s.api('alpha', teacher).get(`study-plans/achieves?student_id=${users.get('student@alpha.test')}`);
    expectOk(r);
    expect(r.body.data.items.map((a: { code: string }) => a.code).sort()).toEqual(['first-task', 'half-plan', 'section-speaking']);
    expect(r.body.data.items[0]).toMatchObject({ student: { full_name: 'Arif Hasan' } });
    const students = await s.api('alpha', teacher).get(`study-plans/${planId}/students`);
    const arif = students.body.data.items.find((a: { student: { full_name: string } }) => a.student.full_name === 'Arif Hasan');
    expect(arif.progress).toMatchObject({ done: 2, percent: 50 });
    const beta = await s.api('beta', betaTeacher).get('study-plans/achieves');
    expect(beta.body.data.items).toEqual([]);
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`study-plans/${planId}/students`), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).post(`study-plans/${planId}/assign`, { student_ids: [users.get('student@beta.test')] }), 404);
    const m = await s.api(null, master).get(`study-plans/achieves?organization_id=${alphaId}`);
    expect(m.body.data.meta.total).toBeGreaterThanOrEqual(2);
    const mp = await s.api(null, master).get(`study-plans/${planId}`);
    expectOk(mp);
  });

  it('deleting a template leaves the students their copies', async () => {
    expectOk(await s.api('alpha', teacher).delete(`study-plans/${planId}`));
    const r = await s.api('alpha', student).get('my-study-plan');
    expect(r.body.data.plan).toMatchObject({ source_plan_id: null, progress: { done: 2 } });
    const still = await s.db.query<{ n: number }>(`select count(*)::int as n from study_plans where kind = 'student' and source_plan_id is null`);
    expect(Number(still[0]!.n)).toBe(3);
  });
});
