// The delivery policy over HTTP (server/modules/delivery/README.md): every route of the OpenAPI document that can
// return an item is called as anonymous, a student (before, during and after a sitting holding the item, and after
// the trainer's evaluation is released) and a trainer; the key, model answer and feedback must appear exactly where
// the policy allows. Keys carry sentinels, so a new route that leaks one fails here without being named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
let teacher: string;
let student: string;
let other: string;

const MODEL = 'Sentinelmodelanswer about cities that no fixture contains.';
const GAP = 'zephyrsentinel';
const FEEDBACK = 'Sentinelfeedback: organise your paragraphs.';
const EXPLAINED = 'Sentinelexplanation: a position in the first paragraph.';
const SAMPLED = 'Sentinelsample: cities grow where the jobs are.';

let essayId: number;
let gapId: number;
let testId: number;
let sheetId: number;
let essayAttempt: number;
let gapAttempt: number;

type Operation = { method: string; path: string; permission?: unknown };
let operations: Operation[] = [];

/** Every value a path parameter could take that names one of this test's things. */
function candidates(param: string): string[] {
  const ids = [essayId, gapId, testId, sheetId, essayAttempt, gapAttempt].filter((n) => n !== undefined).map(String);
  if (param === 'questionId') return [String(essayId), String(gapId)];
  if (param === 'country') return ['BD'];
  if (param === 'token') return ['x'];
  return [...new Set(ids)];
}

/** The concrete URLs of an OpenAPI path: one per combination of candidate values (two parameters at most today). */
function urls(path: string): string[] {
  let out = [path.replace(/^\/api\/v1\//, '')];
  for (const m of path.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    const next: string[] = [];
    for (const u of out) for (const v of candidates(m[1]!)) next.push(u.replace(m[0], v));
    out = next;
  }
  return out;
}

/** GET every operation of the document (with every candidate id) as `token`; the answers, by URL. */
async function walkGets(token?: string): Promise<Map<string, Answer>> {
  const api = s.api('alpha', token);
  const out = new Map<string, Answer>();
  for (const op of operations.filter((o) => o.method === 'get')) {
    // lists are also asked for what an author filter would show
    const queries = op.path.includes('{') ? [''] : ['?per_page=100', '?status=inactive&per_page=100'];
    await Promise.all(urls(op.path).flatMap((url) => queries.map(async (q) => out.set(url + q, await api.get(url + q)))));
  }
  return out;
}

const SECRETS = [MODEL, GAP, FEEDBACK, EXPLAINED, SAMPLED];
function leaks(answers: Map<string, Answer>, secrets = SECRETS): string[] {
  const out: string[] = [];
  for (const [url, a] of answers) for (const secret of secrets) if (a.text.includes(secret)) out.push(`${url} -> ${secret.slice(0, 20)}`);
  return out;
}

beforeAll(async () => {
  s = await startServer();
  [teacher, student, other] = await Promise.all([
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('alpha', 'newstudent@alpha.test'),
  ]);
  const t = s.api('alpha', teacher);
  const essay = await t.post('questions', { type: 'write-essay', title: 'Delivery essay', content: { prompt: 'Do cities grow because of jobs? Discuss.' }, key: { modelAnswer: MODEL } });
  expectOk(essay, 201);
  essayId = essay.body.data.id;
  const gap = await t.post('questions', {
    type: 'listening-fill-in-the-blanks',
    title: 'Delivery gaps',
    content: { audio: '/files/seed/listening-fill-in-the-blanks-1.ogg', transcript: 'The wind was a {{1}} that morning.' },
    key: { gaps: [[GAP]] },
  });
  expectOk(gap, 201);
  gapId = gap.body.data.id;
  // the essay's default explanation and sample answer follow the policy's explanation and sample-answer reveals
  expectOk(await t.post('explanations', { question_id: essayId, body: EXPLAINED, is_default: true }), 201);
  expectOk(await t.post('sample-answer', { question_id: essayId, body: SAMPLED, is_default: true }), 201);
  const doc = await s.api(null).get('/api/docs/openapi.json');
  expect(doc.status).toBe(200);
  operations = Object.entries(doc.body.paths as Record<string, Record<string, { 'x-permission'?: unknown }>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, permission: op['x-permission'] })),
  );
  expect(operations.filter((o) => o.method === 'get').length).toBeGreaterThan(30);
});
afterAll(async () => {
  await s?.close();
});

describe('the delivery policy, route by route', () => {
  it('shows a practised item’s key to its student, and keeps a student out of the author view', async () => {
    const api = s.api('alpha', student);
    const e = await api.post('question-test', { question_id: essayId, response: { text: 'Cities grow because jobs draw people in. '.repeat(30) } });
    expectOk(e);
    expect(e.body.data.key).toEqual({ modelAnswer: MODEL });
    essayAttempt = e.body.data.attempt_id;
    const g = await api.post('question-test', { question_id: gapId, response: { gaps: ['breeze'] } });
    expectOk(g);
    expect(g.body.data.key).toEqual({ gaps: [[GAP]] });
    expect(g.text).toContain(`"expected":"${GAP}"`);
    gapAttempt = g.body.data.attempt_id;

    // a student holds QUIZ_SHOW and QUIZ_INDEX, yet never gets the author view
    const quizItem = (await s.db.query<{ id: number }>(`select id from questions where quiz_type_id is not null and organization_id is not null order by id limit 1`))[0]!;
    const one = await api.get(`quiz/${quizItem.id}`);
    expectOk(one);
    expect(one.body.data).not.toHaveProperty('key');
    await s.db.query(`update questions set status = 'inactive' where id = $1`, [quizItem.id]);
    expect((await api.get(`quiz/${quizItem.id}`)).status).toBe(404);
    const inactive = await api.get('quiz?status=inactive&per_page=100');
    expectOk(inactive);
    expect(inactive.body.data.items.map((i: { id: number }) => i.id)).not.toContain(quizItem.id);
    for (const i of inactive.body.data.items) expect(i.status).toBe('active');
    await s.db.query(`update questions set status = 'active' where id = $1`, [quizItem.id]);
  });

  it('hides every key, model answer and older score of an item while the student sits a test holding it', async () => {
    const t = s.api('alpha', teacher);
    const c = await t.post('practice-tests', { step: 'test-information', title: 'Delivery sitting', category: 'combo' });
    expectOk(c, 201);
    testId = c.body.data.id;
    expectOk(await t.put(`practice-tests/${testId}`, { step: 'test-preview', question_ids: [essayId, gapId] }));
    // finishing the wizard leaves the test awaiting approval; approving it publishes it to students
    expectOk(await t.patch(`practice-tests/change-status/${testId}`, { approval: 'approved' }));
    const api = s.api('alpha', student);
    const e = await api.post('exam-enrolls', { test_id: testId });
    expectOk(e, 201);
    sheetId = e.body.data.id;

    const seen = await walkGets(student);
    expect(leaks(seen)).toEqual([]);
    // the older practice attempts say why they are withheld, and name the test
    const old = await api.get(`question-attempts/${essayAttempt}`);
    expectOk(old);
    expect(old.body.data).toMatchObject({ key: null, score: null, withheld: { answer_sheet_id: sheetId, test_title: 'Delivery sitting' } });
    const ev = await api.get(`evaluation/${gapAttempt}`);
    expectOk(ev);
    expect(ev.body.data.question.key).toBeNull();
    expect(ev.body.data.result.parts).toEqual([]);

    // practising it meanwhile names the open test (409, code and data to link back), and changes nothing
    const before = await s.db.query(`select count(*)::int as n from question_attempts`);
    const p = await api.post('question-test', { question_id: essayId, response: { text: 'x' } });
    expectErrorEnvelope(p, 409);
    expect(p.body.code).toBe('item_in_open_sitting');
    expect(p.body.message).toContain('Delivery sitting');
    expect(p.body.data).toMatchObject({ answer_sheet_id: sheetId, test_id: testId, test_title: 'Delivery sitting', exam_type: 'practice-tests' });
    expect(await s.db.query(`select count(*)::int as n from question_attempts`)).toEqual(before);

    // anonymous callers see nothing secret either; another student is not held by this sitting
    expect(leaks(await walkGets())).toEqual([]);
    const others = await s.api('alpha', other).post('question-test', { question_id: gapId, response: { gaps: [GAP] } });
    expectOk(others);
    expect(others.body.data.key).toEqual({ gaps: [[GAP]] });

    // staff views stay as they are: the trainer reads keys in the author view and the student's attempt
    const tq = await t.get(`questions/${essayId}`);
    expectOk(tq);
    expect(tq.body.data.key).toEqual({ modelAnswer: MODEL });
    const tev = await t.get(`evaluation/${gapAttempt}`);
    expect(tev.text).toContain(GAP);
  });

  it('shows the keys in the review once the sitting is handed in, and the older attempts again', async () => {
    const api = s.api('alpha', student);
    expectOk(await api.put(`answer-sheets/${sheetId}`, { question_id: gapId, response: { gaps: [GAP] }, revision: 1 }));
    expectOk(await api.post('answer-sheets', { answer_sheet_id: sheetId }));
    const sheet = await api.get(`answer-sheets/${sheetId}`);
    expectOk(sheet);
    const byId = new Map(sheet.body.data.items.map((i: { question_id: number }) => [i.question_id, i]));
    expect(byId.get(essayId)).toMatchObject({ key: { modelAnswer: MODEL } });
    expect(byId.get(gapId)).toMatchObject({ key: { gaps: [[GAP]] }, score: 1, max: 1 });
    expect(byId.get(essayId)).toMatchObject({ explanation: { body: EXPLAINED }, sample_answer: { body: SAMPLED } });
    const old = await api.get(`question-attempts/${essayAttempt}`);
    expect(old.body.data).toMatchObject({ key: { modelAnswer: MODEL }, withheld: null });
    expect(old.body.data.score).not.toBeNull();
    // the trainer's feedback is not written yet: nowhere to be seen
    expect(leaks(await walkGets(student), [FEEDBACK])).toEqual([]);
  });

  it('shows the trainer’s feedback once the evaluation is released', async () => {
    const t = s.api('alpha', teacher);
    const view = await t.get(`evaluation/${essayAttempt}`);
    expectOk(view);
    const human = view.body.data.traits.filter((x: { human: boolean }) => x.human).map((x: { key: string }) => x.key);
    const traits = Object.fromEntries(human.map((k: string) => [k, 1]));
    expectOk(await t.post('evaluation/evaluate', { attempt_id: essayAttempt, traits, feedback: FEEDBACK }));
    const api = s.api('alpha', student);
    const a = await api.get(`question-attempts/${essayAttempt}`);
    expect(a.body.data.feedback).toBe(FEEDBACK);
    const e = await api.get(`evaluation/${essayAttempt}`);
    expect(e.body.data.feedback).toBe(FEEDBACK);
    // another student of the tenant reads none of it
    expect(leaks(await walkGets(other), [FEEDBACK, MODEL, EXPLAINED, SAMPLED])).toEqual([]);
  });

  it('keeps the author-only previews from students whatever their role holds', async () => {
    // give the student role every authoring key of tests for this check, then take them back
    const keys = ['TEST_STORE', 'TEST_SHOW', 'QUIZ_SET_STORE', 'QUIZ_SET_SHOW'];
    const ids = await s.db.query<{ id: number }>(`select id from permissions where keyword = any($1)`, [keys]);
    const role = (await s.db.query<{ role_id: number }>(`select role_id from users where email = 'student@alpha.test'`))[0]!.role_id;
    for (const { id } of ids) await s.db.query(`insert into role_permissions (role_id, permission_id) values ($1, $2) on conflict do nothing`, [role, id]);
    try {
      const api = s.api('alpha', student);
      const review = await api.get(`practice-tests/review/questions/${testId}`);
      expect(review.status).toBe(403);
      const preview = await api.post('practice-tests/questions', { question_ids: [essayId] });
      expect(preview.status).toBe(403);
      expect(preview.text).not.toContain(MODEL);
    } finally {
      await s.db.query(`delete from role_permissions where role_id = $1 and permission_id = any($2)`, [role, ids.map((i) => i.id)]);
    }
  });
});
