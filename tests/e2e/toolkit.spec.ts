// The toolkit (server/modules/toolkit/README.md): the master writes an explanation and a sample answer for an essay
// of its own (made here through the API, so nothing another spec uploaded or sat changes what this one finds) and
// sets the intro communication and a prompt of the type; a student of alpha sees the intro on a test's sheet and the
// prompt beside the type's practice, answers the essay and finds the explanation and sample answer in the review of
// the answer, and again in the result of a test holding the essay once that test is handed in.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { origin, PASSWORD, signIn } from './helpers';

async function apiLogin(request: APIRequestContext, tenant: string | null, email: string): Promise<string> {
  // Node does not resolve *.localhost: API calls go to the bare host and name the tenant in X-Tenant.
  const res = await request.post(`${origin()}/api/v1/login`, { headers: tenant ? { 'X-Tenant': tenant } : {}, data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

test('the master writes an explanation, a sample answer, the intro and a prompt; the student sees them in practice and in a test result', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const master = await apiLogin(request, null, 'master@platform.test');
  const auth = { headers: { Authorization: `Bearer ${master}` } };
  const type = (await (await request.get(`${origin()}/api/v1/question-types/write-essay`, auth)).json()).data as { id: number };
  // the essay is this spec's own: a platform item, approved, so alpha's students practise it and nobody holds it
  const made = await request.post(`${origin()}/api/v1/questions`, {
    ...auth,
    data: { type: 'write-essay', title: `Toolkit essay ${stamp}`, content: { prompt: 'Some say cities grow because of jobs. Discuss both views and give your opinion.' }, key: { modelAnswer: 'Cities grow where work is.' } },
  });
  expect(made.status()).toBe(201);
  const essay = { id: (await made.json()).data.id as number };
  expect((await request.patch(`${origin()}/api/v1/questions/change-approval/${essay.id}`, { ...auth, data: { approval: 'approved' } })).status()).toBe(200);
  // a prompt of the type: a student reads it beside the type's practice list
  const prompt = await request.post(`${origin()}/api/v1/prompts`, { ...auth, data: { title: `Cue ${stamp}`, text: 'Write 200 to 300 words.', question_type_id: type.id } });
  expect(prompt.status()).toBe(201);

  await signIn(page, undefined, 'master@platform.test');
  await expect(page).toHaveURL(/\/master\/portal$/);

  // an explanation of the essay, made the default (the seed's default gives way)
  await page.goto(`${origin()}/master/question-and-test-management/material-management/explanation?question=${essay.id}`);
  await expect(page.getByTestId('create-aid').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('create-aid').first().click();
  const dialog = page.getByTestId('aid-dialog');
  await dialog.locator('select[name="question_type_id"]').selectOption(String(type.id));
  await dialog.locator('select[name="question_id"]').selectOption(String(essay.id));
  await dialog.locator('input[name="title"]').fill(`Master explains ${stamp}`);
  await dialog.locator('[data-name="body"]').click();
  await page.keyboard.type('An essay needs a clear position in the first paragraph.');
  await dialog.locator('input[name="is_default"]').check();
  await dialog.getByTestId('save-aid').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('aid-row').filter({ hasText: `Master explains ${stamp}` });
  await expect(row).toHaveAttribute('data-default', 'true');

  // a sample answer through "choose from archive": the seed's model answer of the type, reused for the essay
  await page.goto(`${origin()}/master/question-and-test-management/material-management/sample-answer?question=${essay.id}`);
  await page.getByTestId('create-aid').first().click();
  const sample = page.getByTestId('aid-dialog');
  await sample.locator('select[name="question_type_id"]').selectOption(String(type.id));
  await sample.locator('select[name="question_id"]').selectOption(String(essay.id));
  await sample.getByTestId('open-archive').click();
  await sample.getByTestId('archive-pick').first().click();
  await sample.locator('input[name="title"]').fill(`Model ${stamp}`);
  await sample.locator('input[name="is_default"]').check();
  await sample.getByTestId('save-aid').click();
  await expect(sample).toBeHidden();
  await expect(page.getByTestId('aid-row').filter({ hasText: `Model ${stamp}` })).toHaveAttribute('data-default', 'true');

  // the intro communication
  await page.goto(`${origin()}/master/question-and-test-management/toolkit/intro-communication`);
  const intro = page.getByTestId('communication-intro');
  await intro.locator('input[name="title"]').fill('Before you begin');
  await intro.locator('[data-name="body"]').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Breathe, read carefully ${stamp}.`);
  await intro.getByTestId('save-communication').click();
  await expect(page.getByText('Communication saved.')).toBeVisible();

  // the student: the intro on a test's sheet
  await page.evaluate(() => localStorage.clear());
  const student = await apiLogin(request, 'alpha', 'student@alpha.test');
  const tests = await request.get(`${origin()}/api/v1/practice-tests?per_page=50`, { headers: { 'X-Tenant': 'alpha', Authorization: `Bearer ${student}` } });
  const anyTest = ((await tests.json()).data.items as Array<{ id: number; title: string }>)[0]!;
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(/\/student\/portal$/);
  await page.goto(`${origin('alpha')}/student/practice-test`);
  await page.getByTestId('test-row').filter({ hasText: anyTest.title }).getByRole('link').first().click();
  await expect(page.getByTestId('sitting-intro')).toBeVisible();
  await expect(page.getByTestId('test-communication-intro')).toContainText(`Breathe, read carefully ${stamp}.`);

  // answers the essay, then reads the review
  const answer = await request.post(`${origin()}/api/v1/question-test`, {
    headers: { 'X-Tenant': 'alpha', Authorization: `Bearer ${student}` },
    data: { question_id: essay.id, response: { text: 'Cities grow because jobs draw people in. '.repeat(30) } },
  });
  expect(answer.status()).toBe(200);
  const attemptId = (await answer.json()).data.attempt_id as number;
  await page.goto(`${origin('alpha')}/student/pte-practice/result/${attemptId}`);
  await expect(page.getByTestId('review-explanation')).toContainText('An essay needs a clear position in the first paragraph.');
  await expect(page.getByTestId('review-explanation')).toContainText(`Master explains ${stamp}`);
  await expect(page.getByTestId('review-sample-answer')).toContainText(`Model ${stamp}`);

  // the prompt beside the type's practice list
  await page.goto(`${origin('alpha')}/student/pte-practice/list/writing/write-essay`);
  await expect(page.getByTestId('type-prompt').filter({ hasText: `Cue ${stamp}` })).toContainText('Write 200 to 300 words.');

  // a test holding the essay: nothing while the sheet is open, the explanation and sample answer on its result
  const teacher = await apiLogin(request, 'alpha', 'teacher@alpha.test');
  const asTeacher = { headers: { 'X-Tenant': 'alpha', Authorization: `Bearer ${teacher}` } };
  const created = await request.post(`${origin()}/api/v1/practice-tests`, { ...asTeacher, data: { step: 'test-information', title: `Toolkit test ${stamp}`, category: 'writing' } });
  expect(created.status()).toBe(201);
  const testId = (await created.json()).data.id as number;
  expect((await request.put(`${origin()}/api/v1/practice-tests/${testId}`, { ...asTeacher, data: { step: 'test-preview', question_ids: [essay.id] } })).status()).toBe(200);
  expect((await request.patch(`${origin()}/api/v1/practice-tests/change-status/${testId}`, { ...asTeacher, data: { approval: 'approved' } })).status()).toBe(200);
  const asStudent = { headers: { 'X-Tenant': 'alpha', Authorization: `Bearer ${student}` } };
  const enrolled = await request.post(`${origin()}/api/v1/exam-enrolls`, { ...asStudent, data: { test_id: testId } });
  expect(enrolled.status()).toBe(201);
  const sheetId = (await enrolled.json()).data.id as number;
  expect((await request.put(`${origin()}/api/v1/answer-sheets/${sheetId}`, { ...asStudent, data: { question_id: essay.id, response: { text: 'Jobs draw people to cities. '.repeat(30) }, revision: 1 } })).status()).toBe(200);
  const open = await request.get(`${origin()}/api/v1/answer-sheets/${sheetId}`, asStudent);
  expect(await open.text()).not.toContain(`Master explains ${stamp}`);
  expect((await request.post(`${origin()}/api/v1/answer-sheets`, { ...asStudent, data: { answer_sheet_id: sheetId } })).status()).toBe(200);
  await page.goto(`${origin('alpha')}/student/pte-test/result/${sheetId}`);
  const item = page.getByTestId('result-item').first();
  await item.locator('summary').click();
  await expect(item.getByTestId('review-explanation')).toContainText(`Master explains ${stamp}`);
  await expect(item.getByTestId('review-explanation')).toContainText('An essay needs a clear position in the first paragraph.');
  await expect(item.getByTestId('review-sample-answer')).toContainText(`Model ${stamp}`);
});
