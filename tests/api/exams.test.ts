// Tests, mock tests, quiz sets (authoring) and answer sheets (sitting, saving, deadlines, scoring, result cards,
// quiz tests) over HTTP on a real database: issue 5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handInOverdue } from '@server/modules/exams/sweeper.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let teacher: string;
let student: string;
let other: string;
let betaStudent: string;
let betaTeacher: string;
let alphaId: number;

const SINGLE = ['reading-multiple-choice-single', 'listening-multiple-choice-single', 'select-missing-word', 'highlight-correct-summary'];

async function rows<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  return s.db.query<T>(sqlText, params);
}

/** Alpha's single-answer items (non-quiz) with their correct option. */
async function singleItems(n: number): Promise<Array<{ id: number; correct: string; wrong: string }>> {
  const r = await rows<{ id: number; key: { correct: string }; content: { options: Array<{ id: string }> } }>(
    `select q.id, k.key, q.content from questions q join question_types t on t.id = q.question_type_id join question_keys k on k.question_id = q.id
      where t.slug = any($1) and q.organization_id = $2 and q.quiz_type_id is null and q.deleted_at is null order by q.id limit $3`,
    [SINGLE, alphaId, n],
  );
  return r.map((x) => ({ id: x.id, correct: x.key.correct, wrong: x.content.options.find((o) => o.id !== x.key.correct)!.id }));
}

/**
 * A published practice test of `ids` by alpha's teacher (who may approve): finishing the wizard leaves it awaiting
 * approval, and the approval publishes it (tests/api/test-lifecycle.test.ts).
 */
async function makeTest(ids: number[], extra: Record<string, unknown> = {}): Promise<number> {
  const api = s.api('alpha', teacher);
  const c = await api.post('practice-tests', { step: 'test-information', title: 'API test', category: 'reading' });
  expectOk(c, 201);
  const u = await api.put(`practice-tests/${c.body.data.id}`, { step: 'test-preview', question_ids: ids, ...extra });
  expectOk(u);
  expect(u.body.data).toMatchObject({ completed: true, approval: 'pending', state: 'awaiting-approval' });
  expectOk(await api.patch(`practice-tests/change-status/${c.body.data.id}`, { approval: 'approved' }));
  return c.body.data.id as number;
}

beforeAll(async () => {
  s = await startServer();
  [teacher, student, other, betaStudent, betaTeacher] = await Promise.all([
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('alpha', 'newstudent@alpha.test'),
    s.login('beta', 'student@beta.test'),
    s.login('beta', 'teacher@beta.test'),
  ]);
  alphaId = (await rows<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id;
});
afterAll(async () => {
  await s?.close();
});

describe('authoring tests (wizard saves)', () => {
  it('creates with POST, then PUTs each step, keeping what a step does not send', async () => {
    const api = s.api('alpha', teacher);
    const bad = await api.post('practice-tests', { step: 'test-information' });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toContain('title');
    const wrongStep = await api.post('practice-tests', { step: 'quiz-information', title: 'x' });
    expectErrorEnvelope(wrongStep, 422);
    expect(wrongStep.body.errors.step).toBeDefined();
    const badCategory = await api.post('practice-tests', { step: 'test-information', title: 'x', category: 'full' });
    expectErrorEnvelope(badCategory, 422);

    const c = await api.post('practice-tests', { step: 'test-information', title: 'Week 1 reading', category: 'reading' });
    expectOk(c, 201);
    const id = c.body.data.id;
    expect(c.body.data).toMatchObject({ title: 'Week 1 reading', step: 'test-information', visited: ['test-information'], completed: false, t_id: expect.stringMatching(/^PT-0+\d+$/) });

    expectOk(await api.put(`practice-tests/${id}`, { step: 'time-set', duration_minutes: 25 }));
    const items = await singleItems(3);
    const put = await api.put(`practice-tests/${id}`, { step: 'choose-question', question_ids: [items[1]!.id, items[0]!.id, items[1]!.id] });
    expectOk(put);
    expect(put.body.data).toMatchObject({ title: 'Week 1 reading', duration_minutes: 25, question_ids: [items[1]!.id, items[0]!.id], step: 'choose-question' });
    expect(put.body.data.visited).toEqual(['test-information', 'time-set', 'choose-question']);

    const got = await api.get(`practice-tests/${id}`);
    expectOk(got);
    expect(got.body.data.step).toBe('choose-question');
  });

  it('refuses items outside the bank (another tenant, unknown) per index, and finishing with none', async () => {
    const api = s.api('alpha', teacher);
    const [betaItem] = await rows<{ id: number }>(`select id from questions where organization_id <> $1 and organization_id is not null limit 1`, [alphaId]);
    const c = await api.post('practice-tests', { step: 'test-information', title: 'T' });
    expectOk(c, 201);
    const [mine] = await singleItems(1);
    const bad = await api.put(`practice-tests/${c.body.data.id}`, { step: 'choose-question', question_ids: [mine!.id, betaItem!.id, 2_000_000_000] });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['question_ids.1', 'question_ids.2']);
    const empty = await api.put(`practice-tests/${c.body.data.id}`, { step: 'test-preview' });
    expectErrorEnvelope(empty, 422);
    expect(empty.body.errors.question_ids).toBeDefined();
    expect((await api.get(`practice-tests/${c.body.data.id}`)).body.data.question_ids).toEqual([]);
  });

  it('keeps a full mock in the official order', async () => {
    const api = s.api('alpha', teacher);
    const pick = async (slug: string) => (await rows<{ id: number }>(`select q.id from questions q join question_types t on t.id = q.question_type_id where t.slug = $1 and q.organization_id = $2 limit 1`, [slug, alphaId]))[0]!.id;
    const wfd = await pick('write-from-dictation');
    const ra = await pick('read-aloud');
    const ro = await pick('reorder-paragraphs');
    const c = await api.post('mock-tests', { step: 'test-information', title: 'Mock', category: 'full', question_ids: [wfd, ro, ra] });
    expectOk(c, 201);
    expect(c.body.data.question_ids).toEqual([ra, ro, wfd]);
    expect(c.body.data.t_id).toMatch(/^MT-/);
  });

  it('lets a student see finished approved tests only, without their items; other tenants see nothing', async () => {
    const draft = await s.api('alpha', teacher).post('practice-tests', { step: 'test-information', title: 'Draft only' });
    const items = await singleItems(2);
    const done = await makeTest(items.map((i) => i.id));
    const list = await s.api('alpha', student).get('practice-tests?per_page=100');
    expectOk(list);
    const ids = list.body.data.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(done);
    expect(ids).not.toContain(draft.body.data.id);
    expect(list.body.data.items[0]).not.toHaveProperty('question_ids');
    expectErrorEnvelope(await s.api('alpha', student).get(`practice-tests/${draft.body.data.id}`), 404);
    const shown = await s.api('alpha', student).get(`practice-tests/${done}`);
    expectOk(shown);
    expect(shown.body.data).not.toHaveProperty('question_ids');
    expectErrorEnvelope(await s.api('beta', betaStudent).get(`practice-tests/${done}`), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`practice-tests/review/questions/${done}`), 404);
    expectErrorEnvelope(await s.api('alpha', student).post('practice-tests', { step: 'test-information', title: 'x' }), 403);
    expectErrorEnvelope(await s.api('alpha', student).get(`practice-tests/review/questions/${done}`), 403);
  });

  it('previews chosen or random items with keys for authors; changes status and approval', async () => {
    const api = s.api('alpha', teacher);
    const items = await singleItems(2);
    const p = await api.post('practice-tests/questions', { question_ids: [items[1]!.id, items[0]!.id] });
    expectOk(p);
    expect(p.body.data.items.map((i: { id: number }) => i.id)).toEqual([items[1]!.id, items[0]!.id]);
    expect(p.body.data.items[0].key).toHaveProperty('correct');
    const r = await api.post('practice-tests/questions', { number_of_questions: { 'reorder-paragraphs': 2 } });
    expectOk(r);
    expect(r.body.data.items).toHaveLength(2);
    expect(r.body.data.items.every((i: { question_type: { slug: string } }) => i.question_type.slug === 'reorder-paragraphs')).toBe(true);
    expectErrorEnvelope(await api.post('practice-tests/questions', { number_of_questions: { nope: 1 } }), 422);

    const id = await makeTest([items[0]!.id]);
    const off = await api.patch(`practice-tests/change-status/${id}`, { status: 'inactive' });
    expectOk(off);
    expect(off.body.data.status).toBe('inactive');
    expectErrorEnvelope(await s.api('alpha', student).get(`practice-tests/${id}`), 404);
    expectErrorEnvelope(await api.patch(`practice-tests/change-status/${id}`, {}), 422);
    const counts = await api.get('practice-tests/section-wise-count');
    expectOk(counts);
    expect(counts.body.data.all).toBeGreaterThan(0);
    expect(counts.body.data).toHaveProperty('combo');
  });

  it('serves the PTE-practice catalogue per section', async () => {
    const r = await s.api('alpha', student).get('practice-tests/pte-practice-list?section=reading');
    expectOk(r);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0].section).toBe('READING');
    expect(r.body.data[0].types.find((t: { slug: string }) => t.slug === 'reorder-paragraphs').questions_count).toBeGreaterThan(0);
  });
});

describe('sitting a test (answer sheets)', () => {
  it('enrolls without keys, resumes the same sheet, saves idempotently, scores on submit', async () => {
    const items = await singleItems(4);
    const testId = await makeTest(items.map((i) => i.id));
    const api = s.api('alpha', student);
    const e = await api.post('exam-enrolls', { test_id: testId });
    expectOk(e, 201);
    const sheet = e.body.data;
    expect(sheet.items.map((i: { question_id: number }) => i.question_id)).toEqual(items.map((i) => i.id));
    expect(sheet.deadline).not.toBeNull();
    for (const it of sheet.items) expect(it).not.toHaveProperty('key');
    expect(e.text).not.toMatch(/"correct"/);

    // the practice answer of an item would reveal its key: not while the student sits a test holding it
    const leak = await api.post('question-test', { question_id: items[0]!.id, response: { selected: items[0]!.correct } });
    expectErrorEnvelope(leak, 409);
    expect(leak.text).not.toMatch(/"correct"/);

    const again = await api.post('exam-enrolls', { test_id: testId });
    expectOk(again);
    expect(again.body.data).toMatchObject({ id: sheet.id, resumed: true });

    const save = (body: unknown) => api.put(`answer-sheets/${sheet.id}`, body);
    const first = await save({ question_id: items[0]!.id, response: { selected: items[0]!.correct }, revision: 1 });
    expectOk(first);
    expect(first.body.data).toMatchObject({ revision: 1, stale: false });
    // the same save again (a retry) and an older one change nothing
    expect((await save({ question_id: items[0]!.id, response: { selected: items[0]!.correct }, revision: 1 })).body.data.stale).toBe(true);
    expect((await save({ question_id: items[0]!.id, response: { selected: items[0]!.wrong }, revision: 1 })).body.data).toMatchObject({ stale: true, revision: 1 });
    expectOk(await save({ question_id: items[1]!.id, response: { selected: items[1]!.wrong }, revision: 2 }));
    expectOk(await save({ question_id: items[2]!.id, response: { selected: items[2]!.correct }, revision: 3 }));
    expectOk(await save({ current_index: 2 }));
    // bad input: 422 and nothing stored
    const bad = await save({ question_id: items[3]!.id, response: { selected: 42 }, revision: 4 });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)[0]).toMatch(/^response/);
    expectErrorEnvelope(await save({ question_id: 1, response: {}, revision: 5 }), 422);
    expectErrorEnvelope(await save({ revision: 5 }), 422);

    // a reload (or a second device) resumes at the same item with the answers
    const resume = await api.get(`exam-enrolls/questions/${sheet.id}`);
    expectOk(resume);
    expect(resume.body.data.current_index).toBe(2);
    expect(resume.body.data.answers[String(items[0]!.id)]).toEqual({ selected: items[0]!.correct });
    expect(resume.body.data.revision).toBe(3);
    // tests go forward only
    expect((await save({ current_index: 0 })).body.data.current_index).toBe(2);

    const before = await api.get(`answer-sheets/${sheet.id}`);
    expectOk(before);
    expect(before.body.data.items[0]).not.toHaveProperty('key');

    const sub = await api.post('answer-sheets', { answer_sheet_id: sheet.id });
    expectOk(sub);
    expect(sub.body.data).toMatchObject({ status: 'submitted', points: { earned: 2, possible: 4 }, overall: 50, evaluation_status: 'complete' });
    expect(sub.body.data.skills.reading === null && sub.body.data.skills.listening === null).toBe(false);
    // submitting again answers the same card; saving after it is refused with the deadline code
    const twice = await api.post('answer-sheets', { answer_sheet_id: sheet.id });
    expect(twice.body.data.points).toEqual(sub.body.data.points);
    const late = await save({ question_id: items[3]!.id, response: { selected: items[3]!.correct }, revision: 9 });
    expectErrorEnvelope(late, 410);
    expect(late.body.code).toBe('deadline_passed');

    const after = await api.get(`answer-sheets/${sheet.id}`);
    expect(after.body.data.items[0].key).toEqual({ correct: items[0]!.correct });
    expect(after.body.data.items[0].score).toBe(1);
    const card = await api.get(`result-cards/${sheet.id}`);
    expectOk(card);
    expect(card.body.data.items).toHaveLength(4);
    const list = await api.get('answer-sheets');
    expect(list.body.data.items.find((i: { id: number }) => i.id === sheet.id)).toMatchObject({ status: 'submitted', overall: 50 });
    // a new enrollment after submitting is a new sheet
    const next = await api.post('exam-enrolls', { test_id: testId });
    expectOk(next, 201);
    expect(next.body.data.id).not.toBe(sheet.id);
  });

  it('keeps sheets to their owner and tenant', async () => {
    const items = await singleItems(2);
    const testId = await makeTest(items.map((i) => i.id));
    const e = await s.api('alpha', student).post('exam-enrolls', { test_id: testId });
    const id = e.body.data.id;
    for (const path of [`exam-enrolls/questions/${id}`, `answer-sheets/${id}`, `result-cards/${id}`]) {
      expectErrorEnvelope(await s.api('alpha', other).get(path), 404);
      expectErrorEnvelope(await s.api('beta', betaStudent).get(path), 404);
    }
    expectErrorEnvelope(await s.api('alpha', other).put(`answer-sheets/${id}`, { question_id: items[0]!.id, response: { selected: items[0]!.correct }, revision: 1 }), 404);
    expectErrorEnvelope(await s.api('alpha', other).post('answer-sheets', { answer_sheet_id: id }), 404);
    expectErrorEnvelope(await s.api('beta', betaStudent).post('exam-enrolls', { test_id: testId }), 404);
    // the trainer of the tenant reads it; the trainer of another does not
    expectOk(await s.api('alpha', teacher).get(`answer-sheets/${id}`));
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`answer-sheets/${id}`), 404);
    expectErrorEnvelope(await s.api('alpha', student).get('answer-sheets/abc'), 404);
  });

  it('refuses answers after the deadline and hands the sheet in with what was saved', async () => {
    const items = await singleItems(2);
    const testId = await makeTest(items.map((i) => i.id));
    const api = s.api('alpha', student);
    const e = await api.post('exam-enrolls', { test_id: testId });
    const id = e.body.data.id;
    expectOk(await api.put(`answer-sheets/${id}`, { question_id: items[0]!.id, response: { selected: items[0]!.correct }, revision: 1 }));
    await s.db.query(`update answer_sheets set deadline = now() - interval '1 minute' where id = $1`, [id]);
    const late = await api.put(`answer-sheets/${id}`, { question_id: items[1]!.id, response: { selected: items[1]!.correct }, revision: 2 });
    expectErrorEnvelope(late, 410);
    expect(late.body.code).toBe('deadline_passed');
    const resumed = await api.get(`exam-enrolls/questions/${id}`);
    expect(resumed.body.data.status).toBe('submitted');
    const card = await api.get(`result-cards/${id}`);
    expect(card.body.data.points).toEqual({ earned: 1, possible: 2 });
  });

  it('hands in sittings left past their deadline without anyone opening them', async () => {
    const items = await singleItems(2);
    const testId = await makeTest(items.map((i) => i.id));
    const api = s.api('alpha', other);
    const e = await api.post('exam-enrolls', { test_id: testId });
    const id = e.body.data.id;
    expectOk(await api.put(`answer-sheets/${id}`, { question_id: items[0]!.id, response: { selected: items[0]!.correct }, revision: 1 }));
    // not yet due: nothing happens
    expect(await handInOverdue(s.db, s.config)).toBe(0);
    await s.db.query(`update answer_sheets set deadline = now() - interval '1 minute' where id = $1`, [id]);
    expect(await handInOverdue(s.db, s.config)).toBe(1);
    const [row] = await rows<{ status: string; submit_reason: string }>(`select status, submit_reason from answer_sheets where id = $1`, [id]);
    expect(row).toEqual({ status: 'submitted', submit_reason: 'deadline' });
    expect((await api.get(`result-cards/${id}`)).body.data.points).toEqual({ earned: 1, possible: 2 });
    expect(await handInOverdue(s.db, s.config)).toBe(0);
  });

  it('times a full mock by parts and sends the part timers', async () => {
    const [mock] = await rows<{ id: number }>(`select id from tests where exam_type = 'mock-tests' and organization_id = $1 and title = 'Full mock test 1'`, [alphaId]);
    const e = await s.api('alpha', other).post('exam-enrolls', { test_id: mock!.id, exam_type: 'mock-tests' });
    expectOk(e, 201);
    const d = e.body.data;
    expect(d.mode).toBe('mock');
    expect(d.parts.map((p: { part: number }) => p.part)).toEqual([2, 3]);
    const parts = d.items.map((i: { part: number }) => i.part);
    expect([...parts].sort()).toEqual(parts);
    expect(d.items.find((i: { slug: string }) => i.slug === 'write-essay').timing.itemSec).toBe(1200);
    // a practice-test enrollment of a mock id is not found
    expectErrorEnvelope(await s.api('alpha', other).post('exam-enrolls', { test_id: mock!.id }), 404);
  });

  it('lists pending items of sheets per test kind for trainers', async () => {
    const [essay] = await rows<{ id: number }>(`select q.id from questions q join question_types t on t.id = q.question_type_id where t.slug = 'write-essay' and q.organization_id = $1 limit 1`, [alphaId]);
    const testId = await makeTest([essay!.id]);
    const api = s.api('alpha', student);
    const e = await api.post('exam-enrolls', { test_id: testId });
    const words = Array.from({ length: 220 }, (_v, i) => ['education', 'matters', 'because', 'people', 'learn'][i % 5]).join(' ') + '.';
    expectOk(await api.put(`answer-sheets/${e.body.data.id}`, { question_id: essay!.id, response: { text: words }, revision: 1 }));
    const card = await api.post('answer-sheets', { answer_sheet_id: e.body.data.id });
    expect(card.body.data.evaluation_status).toBe('awaiting');
    const list = await s.api('alpha', teacher).get('evaluation?kind=practice-sheet');
    expectOk(list);
    const row = list.body.data.items.find((i: { answer_sheet_id: number }) => i.answer_sheet_id === e.body.data.id);
    expect(row).toMatchObject({ status: 'pending', test_title: 'API test' });
    // the assessors measured the essay on submit (before the sheet was locked)
    const ev = await s.api('alpha', teacher).get(`evaluation/${row.id}`);
    expectOk(ev);
    expect(ev.body.data.result.measures).toHaveProperty('misspellings', 0);
    expect((await s.api('alpha', teacher).get('evaluation?kind=quiz-test')).body.data.items.some((i: { answer_sheet_id: number }) => i.answer_sheet_id === e.body.data.id)).toBe(false);
  });
});

describe('quiz sets and quiz tests', () => {
  it('serves quiz items through the quiz calls only', async () => {
    const api = s.api('alpha', teacher);
    const list = await api.get('quiz?per_page=100');
    expectOk(list);
    expect(list.body.data.items.length).toBeGreaterThan(0);
    expect(list.body.data.items.every((i: { quiz_type_id: number | null }) => i.quiz_type_id !== null)).toBe(true);
    const [plain] = await singleItems(1);
    expectErrorEnvelope(await api.get(`quiz/${plain!.id}`), 404);
    const one = await api.get(`quiz/${list.body.data.items[0].id}`);
    expectOk(one);
    expect(one.body.data.key).toBeDefined();
    const source = await api.get(`questions/${plain!.id}`);
    const body = { type: source.body.data.question_type.slug, title: 'Quiz copy', content: source.body.data.content, key: source.body.data.key };
    const noType = await api.post('quiz', body);
    expectErrorEnvelope(noType, 422);
    expect(noType.body.errors.quiz_type_id).toBeDefined();
    const made = await api.post('quiz', { ...body, quiz_type_id: 2 });
    expectOk(made, 201);
    expectOk(await api.delete(`quiz/${made.body.data.id}`));
    expectErrorEnvelope(await s.api('alpha', student).post('quiz', { ...body, quiz_type_id: 2 }), 403);
  });

  it('builds, publishes and lists a quiz set; only quiz items go in', async () => {
    const api = s.api('alpha', teacher);
    const [quizItem] = await rows<{ id: number }>(`select id from questions where organization_id = $1 and quiz_type_id is not null limit 1`, [alphaId]);
    const [plain] = await singleItems(1);
    const c = await api.post('quiz-set', { step: 'quiz-information', title: 'Quick quiz', quiz_type_id: 4 });
    expectOk(c, 201);
    expect(c.body.data.q_s_id).toMatch(/^QS-/);
    const notQuiz = await api.put(`quiz-set/${c.body.data.id}`, { step: 'choose-question', question_ids: [plain!.id] });
    expectErrorEnvelope(notQuiz, 422);
    expectErrorEnvelope(await api.put(`quiz-set/${c.body.data.id}/publish`, { published: true }), 422);
    expectOk(await api.put(`quiz-set/${c.body.data.id}`, { step: 'quiz-set-preview', question_ids: [quizItem!.id] }));
    const pub = await api.put(`quiz-set/${c.body.data.id}/publish`, { published: true });
    expectOk(pub);
    expect(pub.body.data.published).toBe(true);
    const visitor = await s.api('alpha').get('quiz-set/list');
    expectOk(visitor);
    expect(visitor.body.data.items.map((i: { id: number }) => i.id)).toContain(c.body.data.id);
    const review = await api.get(`quiz-set/review/quizzes/${c.body.data.id}`);
    expect(review.body.data.items[0].key).toBeDefined();
  });

  it('starts a quiz in a fixed random order, evaluates it and summarises', async () => {
    const [set] = await rows<{ id: number; question_ids: number[] }>(`select id, question_ids from tests where exam_type = 'quiz-sets' and organization_id = $1 and title = 'PTE-style warm-up quiz'`, [alphaId]);
    const api = s.api('alpha', student);
    const start = await api.post('quiz-test/start', { quiz_set_id: set!.id });
    expectOk(start, 201);
    const qt = start.body.data.quiz_test;
    const a = await api.get(`quiz-test/${qt.id}?order=random`);
    const b = await api.get(`quiz-test/${qt.id}?order=random`);
    expectOk(a);
    const order = a.body.data.items.map((i: { question_id: number }) => i.question_id);
    expect(order).toEqual(b.body.data.items.map((i: { question_id: number }) => i.question_id));
    expect([...order].sort()).toEqual([...set!.question_ids].sort());
    expect(a.text).not.toMatch(/"correct"/);
    const keys = new Map((await rows<{ question_id: number; key: { correct: string } }>(`select question_id, key from question_keys where question_id = any($1)`, [order])).map((k) => [k.question_id, k.key.correct]));
    const single = order.filter((id: number) => keys.get(id) !== undefined);
    // one bad answer refuses the whole hand-in, nothing saved
    const refused = await api.post(`quiz-test/evaluation/${set!.id}`, { quiz_test_id: qt.id, answers: [{ question_id: single[0], response: { selected: keys.get(single[0]) } }, { question_id: single[1], response: { selected: 7 } }] });
    expectErrorEnvelope(refused, 422);
    expect((await api.get(`quiz-test/${qt.id}`)).body.data.answers).toEqual({});
    const answers = single.slice(0, 2).map((id: number) => ({ question_id: id, response: { selected: keys.get(id) } }));
    const ev = await api.post(`quiz-test/evaluation/${set!.id}`, { quiz_test_id: qt.id, answers });
    expectOk(ev);
    expect(ev.body.data).toMatchObject({ correct: 2, total: order.length });
    expect(ev.body.data.items[0].key).toBeDefined();
    const again = await api.get(`quiz-test/evaluation/${qt.id}`);
    expect(again.body.data.correct).toBe(2);
    const list = await api.get('quiz-test');
    expectOk(list);
    expect(list.body.data.summary).toMatchObject({ completed: 1 });
    expect(list.body.data.items[0].percent).toBe(ev.body.data.percent);
    expectErrorEnvelope(await s.api('alpha', other).get(`quiz-test/evaluation/${qt.id}`), 404);
  });
});
