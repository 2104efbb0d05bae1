// Every route of the test-creation module (practice tests, mock tests, quiz sets) answered with success at least once, in
// each view it has (author, student, visitor): the server checks each answer against the route's declared response
// (CHECK_RESPONSES, a mismatch is a 500), so this file is what makes every contract in
// server/modules/test-creation/contracts.ts meet a real answer. A route added to the module without a call here fails below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRoutes } from '@server/modules/test-creation/routes.ts';
import { expectOk, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
let teacher: string;
let student: string;
let alphaId: number;

/** `METHOD /path/:id` of each route answered 2xx here. */
const answered = new Set<string>();

function record(method: string, route: string, a: Answer, status = 200): Answer {
  expectOk(a, status);
  answered.add(`${method} ${route}`);
  return a;
}

async function firstIds(sqlText: string, params: unknown[]): Promise<number[]> {
  return (await s.db.query<{ id: number }>(sqlText, params)).map((r) => r.id);
}

beforeAll(async () => {
  s = await startServer();
  [teacher, student] = await Promise.all([s.login('alpha', 'teacher@alpha.test'), s.login('alpha', 'student@alpha.test')]);
  alphaId = (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id;
});
afterAll(async () => {
  await s?.close();
});

describe('test-creation module answers match their contracts', () => {
  it('practice and mock tests: the wizard, previews, review, status, lists and shows for authors and students', async () => {
    const author = s.api('alpha', teacher);
    const pupil = s.api('alpha', student);
    const items = await firstIds(
      `select id from questions where organization_id = $1 and quiz_type_id is null and deleted_at is null and status = 'active' and approval = 'approved' order by id limit 3`,
      [alphaId],
    );
    expect(items.length).toBe(3);
    for (const kind of ['practice-tests', 'mock-tests'] as const) {
      const c = record('post', `/${kind}`, await author.post(kind, { step: 'test-information', title: `Contract ${kind}` }), 201);
      const id = c.body.data.id as number;
      const u = record('put', `/${kind}/:id`, await author.put(`${kind}/${id}`, { step: 'test-preview', question_ids: items, duration_minutes: 20 }));
      expect(u.body.data.question_ids).toHaveLength(3);
      const picked = record('post', `/${kind}/questions`, await author.post(`${kind}/questions`, { question_ids: items }));
      expect(picked.body.data.items.map((i: { id: number }) => i.id)).toEqual(items);
      // a random draw goes through the other branch of the verb
      const slug = picked.body.data.items[0].question_type.slug as string;
      expect((await author.post(`${kind}/questions`, { number_of_questions: { [slug]: 1 } })).body.data.items).toHaveLength(1);
      const review = record('get', `/${kind}/review/questions/:id`, await author.get(`${kind}/review/questions/${id}`));
      expect(review.body.data.items).toHaveLength(3);
      record('patch', `/${kind}/change-status/:id`, await author.patch(`${kind}/change-status/${id}`, { status: 'active', approval: 'approved' }));
      const authorShow = record('get', `/${kind}/:id`, await author.get(`${kind}/${id}`));
      expect(authorShow.body.data.question_ids).toEqual(expect.any(Array));
      const authorList = record('get', `/${kind}`, await author.get(kind));
      expect(authorList.body.data.items[0]).not.toHaveProperty('attempts');

      // the student's views: a summary without items, list rows with its own sittings
      const studentShow = record('get', `/${kind}/:id`, await pupil.get(`${kind}/${id}`));
      expect(studentShow.body.data).not.toHaveProperty('question_ids');
      const studentList = record('get', `/${kind}`, await pupil.get(kind));
      const row = studentList.body.data.items.find((r: { id: number }) => r.id === id);
      expect(row).toMatchObject({ attempts: 0, in_progress_sheet_id: null });
      expect(row).not.toHaveProperty('question_ids');

      // a draft nobody has sat can be deleted (the lifecycle's own tests are tests/api/test-lifecycle.test.ts)
      const draft = await author.post(kind, { step: 'test-information', title: `Contract draft ${kind}` });
      record('delete', `/${kind}/:id`, await author.delete(`${kind}/${draft.body.data.id}`));
    }
    const light = record('get', '/practice-tests/list', await author.get('practice-tests/list'));
    expect(light.body.data.length).toBeGreaterThan(0);
    expect((await pupil.get('practice-tests/list')).status).toBe(200);
    const counts = record('get', '/practice-tests/section-wise-count', await author.get('practice-tests/section-wise-count'));
    expect(counts.body.data.all).toBeGreaterThan(0);
    expect((await pupil.get('practice-tests/section-wise-count')).status).toBe(200);
    const catalogue = record('get', '/practice-tests/pte-practice-list', await pupil.get('practice-tests/pte-practice-list'));
    expect(catalogue.body.data.map((x: { section: string }) => x.section)).toEqual(['SPEAKING', 'WRITING', 'READING', 'LISTENING']);
    expect((await pupil.get('practice-tests/pte-practice-list?section=writing')).body.data).toHaveLength(1);
  });

  it('quiz sets: the wizard, preview, review, publish, status, lists and show, and the public list', async () => {
    const author = s.api('alpha', teacher);
    const pupil = s.api('alpha', student);
    const quizItems = await firstIds(`select id from questions where organization_id = $1 and quiz_type_id is not null and deleted_at is null order by id limit 2`, [alphaId]);
    expect(quizItems.length).toBeGreaterThan(0);
    const c = record('post', '/quiz-set', await author.post('quiz-set', { step: 'quiz-information', title: 'Contract quiz', template_type: 'practice' }), 201);
    const id = c.body.data.id as number;
    record('put', '/quiz-set/:id', await author.put(`quiz-set/${id}`, { step: 'quiz-set-preview', question_ids: quizItems }));
    record('post', '/quiz-set/quizzes', await author.post('quiz-set/quizzes', { question_ids: quizItems }));
    const review = record('get', '/quiz-set/review/quizzes/:id', await author.get(`quiz-set/review/quizzes/${id}`));
    expect(review.body.data.quiz_set.id).toBe(id);
    record('patch', '/quiz-set/change-status/:id', await author.patch(`quiz-set/change-status/${id}`, { approval: 'approved' }));
    const pub = record('put', '/quiz-set/:id/publish', await author.put(`quiz-set/${id}/publish`, { published: true }));
    expect(pub.body.data.published_at).toEqual(expect.any(String));
    record('get', '/quiz-set/:id', await author.get(`quiz-set/${id}`));
    record('get', '/quiz-set', await author.get('quiz-set'));

    const studentShow = record('get', '/quiz-set/:id', await pupil.get(`quiz-set/${id}`));
    expect(studentShow.body.data).not.toHaveProperty('question_ids');
    const studentRow = record('get', '/quiz-set', await pupil.get('quiz-set')).body.data.items.find((r: { id: number }) => r.id === id);
    expect(studentRow).toMatchObject({ attempts: 0, in_progress_sheet_id: null });
    const visitor = record('get', '/quiz-set/list', await s.api('alpha').get('quiz-set/list'));
    expect(visitor.body.data.items.map((r: { id: number }) => r.id)).toContain(id);
    record('get', '/quiz-set/list', await pupil.get('quiz-set/list'));
    const draft = await author.post('quiz-set', { step: 'quiz-information', title: 'Contract quiz draft' });
    record('delete', '/quiz-set/:id', await author.delete(`quiz-set/${draft.body.data.id}`));
  });

  it('left no route of the module without a checked answer', () => {
    const all = testRoutes.map((r) => `${r.method} ${r.path}`);
    expect(all.filter((r) => !answered.has(r))).toEqual([]);
    expect(answered.size).toBe(all.length);
  });
});
