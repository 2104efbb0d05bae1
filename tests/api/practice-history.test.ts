// A student's practice history (GET question-attempts) over HTTP: only the caller's own single-item practice
// answers, newest first, paged with the list envelope, filtered by type and status, never a key; another student,
// another tenant and a trainer see none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let alphaStudent: string;
let alphaOther: string;
let alphaTeacher: string;
let betaStudent: string;
let alphaId: number;
let studentId: number;
let mcqId: number;
let essayId: number;
const attempts: { mcq: number; essay: number } = { mcq: 0, essay: 0 };

async function questionOf(slug: string): Promise<number> {
  const [r] = await s.db.query<{ id: number }>(
    `select q.id from questions q join question_types t on t.id = q.question_type_id
      where t.slug = $1 and q.organization_id = $2 and q.deleted_at is null order by q.id limit 1`,
    [slug, alphaId],
  );
  if (!r) throw new Error(`no ${slug} item in alpha`);
  return r.id;
}

const essay = Array.from({ length: 220 }, (_v, i) => ['Cities', 'that', 'plan', 'transport', 'well', 'give', 'people', 'time'][i % 8]).join(' ') + '.';

beforeAll(async () => {
  s = await startServer();
  [alphaStudent, alphaOther, alphaTeacher, betaStudent] = await Promise.all([
    s.login('alpha', 'student@alpha.test'),
    s.login('alpha', 'newstudent@alpha.test'),
    s.login('alpha', 'teacher@alpha.test'),
    s.login('beta', 'student@beta.test'),
  ]);
  const [org] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  alphaId = org!.id;
  const [me] = await s.db.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`);
  studentId = me!.id;
  mcqId = await questionOf('reading-multiple-choice-single');
  essayId = await questionOf('write-essay');

  const mcq = await s.api('alpha', alphaStudent).post('question-test', { question_id: mcqId, response: { selected: 'A' } });
  expectOk(mcq);
  attempts.mcq = mcq.body.data.attempt_id;
  const written = await s.api('alpha', alphaStudent).post('question-test', { question_id: essayId, response: { text: essay } });
  expectOk(written);
  attempts.essay = written.body.data.attempt_id;
  // items answered inside a test belong to that test's result, not to the practice history
  const [test] = await s.db.query<{ id: number }>(`select id from tests where organization_id = $1 and exam_type = 'practice-tests' order by id limit 1`, [alphaId]);
  const sheet = await s.api('alpha', alphaStudent).post('exam-enrolls', { test_id: test!.id });
  expectOk(sheet, 201);
  expectOk(await s.api('alpha', alphaStudent).post('answer-sheets', { answer_sheet_id: sheet.body.data.id }));
  const [sheetItems] = await s.db.query<{ n: number }>(`select count(*)::int as n from question_attempts where user_id = $1 and answer_sheet_id is not null`, [studentId]);
  expect(sheetItems!.n).toBeGreaterThan(0);
});
afterAll(async () => {
  await s?.close();
});

describe('GET question-attempts (the practice history)', () => {
  it('lists the student’s two practice answers, newest first, with type, date, score and the awaiting flag, never a key', async () => {
    const r = await s.api('alpha', alphaStudent).get('question-attempts');
    expectOk(r);
    const { items, meta } = r.body.data;
    expect(items.map((i: { id: number }) => i.id)).toEqual([attempts.essay, attempts.mcq]);
    expect(meta).toEqual({ current_page: 1, per_page: 15, total: 2, last_page: 1 });
    const [e, m] = items;
    expect(e).toMatchObject({ question_id: essayId, section: 'writing', status: 'pending', awaiting: true, needs_human: true });
    expect(e.question_type.slug).toBe('write-essay');
    expect(typeof e.question_title).toBe('string');
    expect(Number.isNaN(Date.parse(e.created_at))).toBe(false);
    expect(m).toMatchObject({ question_id: mcqId, section: 'reading', status: 'auto', awaiting: false, max: 1 });
    expect(m.question_type.slug).toBe('reading-multiple-choice-single');
    for (const row of items) {
      expect(Object.keys(row).sort()).toEqual(['awaiting', 'created_at', 'id', 'max', 'needs_human', 'question_id', 'question_title', 'question_type', 'score', 'section', 'status']);
    }
    expect(r.text).not.toMatch(/"key"|"response"|"correct"/);
  });

  it('pages with the list envelope', async () => {
    const p1 = await s.api('alpha', alphaStudent).get('question-attempts?per_page=1');
    expectOk(p1);
    expect(p1.body.data.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(p1.body.data.items.map((i: { id: number }) => i.id)).toEqual([attempts.essay]);
    const p2 = await s.api('alpha', alphaStudent).get('question-attempts?per_page=1&page=2');
    expect(p2.body.data.items.map((i: { id: number }) => i.id)).toEqual([attempts.mcq]);
    const p3 = await s.api('alpha', alphaStudent).get('question-attempts?per_page=1&page=3');
    expect(p3.body.data.items).toEqual([]);
    expect(p3.body.data.meta.total).toBe(2);
  });

  it('filters by status and by type', async () => {
    const awaiting = await s.api('alpha', alphaStudent).get('question-attempts?status=awaiting');
    expect(awaiting.body.data.items.map((i: { id: number }) => i.id)).toEqual([attempts.essay]);
    const evaluated = await s.api('alpha', alphaStudent).get('question-attempts?status=Evaluated');
    expect(evaluated.body.data.items.map((i: { id: number }) => i.id)).toEqual([attempts.mcq]);
    const byType = await s.api('alpha', alphaStudent).get('question-attempts?type=write-essay');
    expect(byType.body.data.items.map((i: { id: number }) => i.id)).toEqual([attempts.essay]);
    const none = await s.api('alpha', alphaStudent).get('question-attempts?type=no-such-type');
    expect(none.body.data).toEqual({ items: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 } });
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get('question-attempts?status=graded'), 422);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get('question-attempts?per_page=1000'), 422);
  });

  it('shows the evaluated state once a trainer scored the essay', async () => {
    const ev = await s.api('alpha', alphaTeacher).post('evaluation/evaluate', {
      attempt_id: attempts.essay,
      traits: { content: 3, development: 2, grammar: 1, linguisticRange: 2, vocabularyRange: 1 },
    });
    expectOk(ev);
    const r = await s.api('alpha', alphaStudent).get('question-attempts?type=write-essay');
    expect(r.body.data.items[0]).toMatchObject({ id: attempts.essay, status: 'evaluated', awaiting: false, needs_human: false });
  });

  it('another student, another tenant and a trainer see none of them; anonymous is 401', async () => {
    const other = await s.api('alpha', alphaOther).get('question-attempts');
    expectOk(other);
    expect(other.body.data.items).toEqual([]);
    expect(other.body.data.meta.total).toBe(0);
    const beta = await s.api('beta', betaStudent).get('question-attempts');
    expectOk(beta);
    expect(beta.body.data.items).toEqual([]);
    // the alpha token on beta is refused outright
    expect((await s.api('beta', alphaStudent).get('question-attempts')).status).toBe(401);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).get('question-attempts'), 403);
    expectErrorEnvelope(await s.api('alpha').get('question-attempts'), 401);
  });
});
