// Issue 9, item 5: a practised essay can be found again. A student writes an essay in PTE practice (the player runs
// on the exam session machine: Submit -> the score with the trainer's traits pending), then finds it under Results,
// Practice tab, as awaiting evaluation, and opens its review.
import { expect, test } from '@playwright/test';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');
/** a seeded item of alpha's bank (question-types/write-essay/fixtures.ts) */
const ESSAY_TITLE = 'Free university education';
const ESSAY = Array.from({ length: 24 }, () => 'Free tuition lets talented students from every background study without fear of debt.').join(' ');

test('a student practises an essay, then finds it under Results as awaiting evaluation and opens its review', async ({ page }) => {
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
});
