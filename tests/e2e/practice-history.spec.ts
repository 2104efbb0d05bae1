// Issue 9, item 5: a practised essay can be found again. A student writes an essay in PTE practice (the player runs
// on the exam session machine: Submit -> the score with the trainer's traits pending), then finds it under Results,
// Practice tab, as awaiting evaluation, and opens its review; once the trainer's evaluation is released, the review
// shows the trainer's feedback.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { origin, PASSWORD, signIn } from './helpers';

const ALPHA = origin('alpha');
/** a seeded item of alpha's bank (question-types/write-essay/fixtures.ts) */
const ESSAY_TITLE = 'Free university education';
const ESSAY = Array.from({ length: 24 }, () => 'Free tuition lets talented students from every background study without fear of debt.').join(' ');

/** The trainer's evaluation, through the API (Node does not resolve *.localhost: the bare host and X-Tenant). */
async function evaluateAsTrainer(request: APIRequestContext, attemptId: number, feedback: string): Promise<void> {
  const login = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'teacher@alpha.test', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const view = await request.get(`${origin()}/api/v1/evaluation/${attemptId}`, { headers });
  expect(view.status()).toBe(200);
  const human = ((await view.json()).data.traits as Array<{ key: string; human: boolean; max: number }>).filter((t) => t.human);
  const traits = Object.fromEntries(human.map((t) => [t.key, Math.min(1, t.max)]));
  const done = await request.post(`${origin()}/api/v1/evaluation/evaluate`, { headers, data: { attempt_id: attemptId, traits, feedback } });
  expect(done.status()).toBe(200);
}

test('a student practises an essay, then finds it under Results as awaiting evaluation and opens its review', async ({ page, request }) => {
  test.setTimeout(90_000);
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/student/portal`);

  // PTE practice: the essay in the exam player, timed by the type (20 minutes)
  await page.goto(`${ALPHA}/student/pte-practice/list/writing/write-essay`);
  await page.getByTestId('practice-row').filter({ hasText: ESSAY_TITLE }).getByTestId('practise').click();
  const player = page.getByTestId('exam-player');
  await expect(player).toHaveAttribute('data-mode', 'practice');
  await expect(page.getByTestId('player-section')).toHaveText('Writing');
  await expect(page.getByTestId('time-left-item')).toHaveText(/^(20:00|19:5\d)$/);
  await page.locator('textarea[name="response"]').fill(ESSAY);
  await page.getByTestId('submit-answer').click();
  await expect(page.getByTestId('practice-result')).toBeVisible();
  await expect(page.getByTestId('score-panel')).toContainText('Part of this answer is scored by a trainer');
  await expect(page.getByTestId('redo')).toBeVisible();
  const href = await page.getByTestId('full-result').getAttribute('href');
  const attemptId = Number(/\/student\/pte-practice\/result\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(attemptId).toBeGreaterThan(0);

  // Results -> Practice: the newest answer first, awaiting a trainer
  await page.getByTestId('sidebar').locator('[data-menu-key="student.result"]').click();
  await expect(page).toHaveURL(`${ALPHA}/student/result`);
  await page.getByTestId('result-tab-practice').click();
  const row = page.locator(`[data-testid="practice-history-row"][data-id="${attemptId}"]`);
  await expect(row).toHaveAttribute('data-status', 'awaiting');
  await expect(page.getByTestId('practice-history-row').first()).toHaveAttribute('data-id', String(attemptId));
  await expect(row).toContainText(ESSAY_TITLE);
  await expect(row).toContainText('Awaiting evaluation');

  // its review: the practice result page of that attempt, still waiting for the trainer
  await row.getByTestId('open-practice-result').click();
  await expect(page).toHaveURL(`${ALPHA}/student/pte-practice/result/${attemptId}`);
  const result = page.getByTestId('practice-result-page');
  await expect(result).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('result-review')).toBeVisible();

  // the trainer evaluates it; released, the student's review shows the feedback and the list says evaluated
  const feedback = 'Clear position; link your paragraphs with better transitions.';
  await evaluateAsTrainer(request, attemptId, feedback);
  await page.reload();
  await expect(page.getByTestId('practice-result-page')).toHaveAttribute('data-status', 'evaluated');
  await expect(page.getByTestId('trainer-feedback')).toContainText(feedback);
  await page.goto(`${ALPHA}/student/result?tab=practice`);
  await expect(page.locator(`[data-testid="practice-history-row"][data-id="${attemptId}"]`)).toHaveAttribute('data-status', 'evaluated');
});
