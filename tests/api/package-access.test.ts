// What a student's package covers, enforced on the server: an expired package answers 403 with
// `code: package_expired` on practice, tests, mock tests and quizzes; the student's own history stays readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
let expired: string;
let practiceTestId: number;
let mockTestId: number;
let quizSetId: number;
let questionId: number;

const EXPIRED = 'expired@alpha.test';
const setExpiry = (days: number) =>
  s.db.query(`update users set package_expiry_date = current_date + $1::int where email = $2`, [days, EXPIRED]);

function expectPackageExpired(r: Answer): void {
  expectErrorEnvelope(r, 403);
  expect(r.body.code).toBe('package_expired');
  expect(r.body.message).toBe('Your package has expired. Please renew it to continue.');
}

async function firstId(sqlText: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(sqlText);
  if (!row) throw new Error(`no row for: ${sqlText}`);
  return row.id;
}

const sheetCount = async () => Number((await s.db.query<{ n: string }>(`select count(*) as n from answer_sheets a join users u on u.id = a.user_id where u.email = $1`, [EXPIRED]))[0]!.n);
const attemptCount = async () => Number((await s.db.query<{ n: string }>(`select count(*) as n from question_attempts a join users u on u.id = a.user_id where u.email = $1`, [EXPIRED]))[0]!.n);

beforeAll(async () => {
  s = await startServer();
  expired = await s.login('alpha', EXPIRED);
  const alpha = `(select id from organizations where subdomain = 'alpha')`;
  const sittable = `organization_id = ${alpha} and deleted_at is null and completed and status = 'active' and approval = 'approved'`;
  practiceTestId = await firstId(`select id from tests where exam_type = 'practice-tests' and ${sittable} order by id limit 1`);
  mockTestId = await firstId(`select id from tests where exam_type = 'mock-tests' and ${sittable} order by id limit 1`);
  quizSetId = await firstId(`select id from tests where exam_type = 'quiz-sets' and ${sittable} order by id limit 1`);
  questionId = await firstId(
    `select q.id from questions q join question_types t on t.id = q.question_type_id
      where q.organization_id = ${alpha} and q.quiz_type_id is null and q.deleted_at is null and t.slug = 'reading-multiple-choice-single'
        and not exists (select 1 from tests x where q.id = any(x.question_ids))
      order by q.id limit 1`,
  );
});
afterAll(async () => {
  await s?.close();
});

describe('an expired package (expired@alpha, expired yesterday)', () => {
  it('refuses practice: POST question-test; no attempt is stored', async () => {
    const before = await attemptCount();
    expectPackageExpired(await s.api('alpha', expired).post('question-test', { question_id: questionId, response: { selected: null } }));
    expect(await attemptCount()).toBe(before);
  });

  it('refuses starting a practice test, a mock test and a quiz; no sitting is opened', async () => {
    const api = s.api('alpha', expired);
    expectPackageExpired(await api.post('exam-enrolls', { test_id: practiceTestId, exam_type: 'practice-tests' }));
    expectPackageExpired(await api.post('exam-enrolls', { test_id: mockTestId, exam_type: 'mock-tests' }));
    expectPackageExpired(await api.post('quiz-test/start', { quiz_set_id: quizSetId }));
    expect(await sheetCount()).toBe(0);
  });

  it('refuses saving answers and handing in a sitting opened while the package was valid', async () => {
    await setExpiry(30);
    const api = s.api('alpha', expired);
    const sitting = await api.post('exam-enrolls', { test_id: practiceTestId, exam_type: 'practice-tests' });
    expectOk(sitting, 201);
    const sheetId = sitting.body.data.answer_sheet_id;
    const quiz = await api.post('quiz-test/start', { quiz_set_id: quizSetId });
    expectOk(quiz, 201);
    const quizTestId = quiz.body.data.quiz_test.id;
    await setExpiry(-1);

    expectPackageExpired(await api.put(`answer-sheets/${sheetId}`, { current_index: 1 }));
    expectPackageExpired(await api.post('answer-sheets', { answer_sheet_id: sheetId }));
    expectPackageExpired(await api.put(`answer-sheets/${quizTestId}`, { current_index: 1 }));
    expectPackageExpired(await api.post(`quiz-test/evaluation/${quizSetId}`, { quiz_test_id: quizTestId }));
    const open = await s.db.query<{ status: string; current_index: number }>(`select status, current_index from answer_sheets where id = any($1)`, [[sheetId, quizTestId]]);
    expect(open.map((r) => [r.status, r.current_index])).toEqual([
      ['in_progress', 0],
      ['in_progress', 0],
    ]);
    // its own history stays readable
    expectOk(await api.get(`exam-enrolls/questions/${sheetId}`));
    expectOk(await api.get('answer-sheets'));
  });

  it('still lets the student read its profile, auth-user and sign out', async () => {
    const api = s.api('alpha', expired);
    expectOk(await api.get('auth-user'));
    expectOk(await api.get('users/profile'));
    expectOk(await api.post('logout'));
  });

  it('the same student with a valid package practises (the guard reads the expiry on each request)', async () => {
    await setExpiry(0); // the last day of a package is still covered
    const token = await s.login('alpha', EXPIRED);
    expectOk(await s.api('alpha', token).post('question-test', { question_id: questionId, response: { selected: null } }));
    await setExpiry(-1);
  });

  it('staff are not limited by a package date of their own', async () => {
    await s.db.query(`update users set package_expiry_date = current_date - 10 where email = 'teacher@alpha.test'`);
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    expectOk(await s.api('alpha', teacher).post('question-test', { question_id: questionId, response: { selected: null } }));
  });
});
