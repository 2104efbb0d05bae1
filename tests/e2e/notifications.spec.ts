// Notifications (docs/product-spec.md §18): a student practises an essay; the trainer evaluates it (through the API,
// as another browser would); without a reload the student's bell shows the unread count (polled every 30 s) and
// the text; opening the notification goes to the result and marks it read, and the count clears. "See all" opens
// the page of every notification.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { origin, PASSWORD, signIn } from './helpers';

const ALPHA = origin('alpha');
/** a seeded item of alpha's bank (question-types/write-essay/fixtures.ts) */
const ESSAY_TITLE = 'Free university education';
const ESSAY = Array.from({ length: 24 }, () => 'Free tuition lets talented students from every background study without fear of debt.').join(' ');

async function evaluateAsTrainer(request: APIRequestContext, attemptId: number): Promise<void> {
  const login = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'teacher@alpha.test', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const view = await request.get(`${origin()}/api/v1/evaluation/${attemptId}`, { headers });
  expect(view.status()).toBe(200);
  const human = ((await view.json()).data.traits as Array<{ key: string; human: boolean; max: number }>).filter((t) => t.human);
  const traits = Object.fromEntries(human.map((t) => [t.key, Math.min(1, t.max)]));
  const done = await request.post(`${origin()}/api/v1/evaluation/evaluate`, { headers, data: { attempt_id: attemptId, traits, feedback: 'Good structure.' } });
  expect(done.status()).toBe(200);
}

test('a released evaluation reaches the student\'s bell without a reload; opening it marks it read', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/student/portal`);
  const bell = page.getByTestId('notification-bell');
  const badge = page.getByTestId('notification-count');

  // whatever was there before is read first: the count starts at none (no badge at 0) once the bell has asked for it
  // (a moment after the page: kernel/app/secondary-work.ts)
  const student = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'student@alpha.test', password: PASSWORD } });
  const asStudent = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await student.json()).data.token as string}` };
  expect((await request.post(`${origin()}/api/v1/notifications/read-all`, { headers: asStudent })).status()).toBe(200);
  await expect(page.locator('[data-secondary-work="ready"]')).toHaveCount(1);
  await bell.click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('notifications-see-all')).toBeVisible();
  await expect(badge).toBeHidden();
  await page.keyboard.press('Escape');

  // the student practises an essay (the player, as in practice-history.spec.ts)
  await page.goto(`${ALPHA}/student/pte-practice/list/writing/write-essay`);
  await page.getByTestId('practice-row').filter({ hasText: ESSAY_TITLE }).getByTestId('practise').click();
  await page.locator('textarea[name="response"]').fill(ESSAY);
  await page.getByTestId('submit-answer').click();
  await expect(page.getByTestId('practice-result')).toBeVisible();
  const href = await page.getByTestId('full-result').getAttribute('href');
  const attemptId = Number(/\/student\/pte-practice\/result\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(attemptId).toBeGreaterThan(0);
  await expect(badge).toBeHidden();

  // the trainer releases the evaluation; the bell learns of it by its poll (30 s), no reload
  await evaluateAsTrainer(request, attemptId);
  await expect(badge).toHaveText('1', { timeout: 45_000 });
  await expect(bell).toHaveAttribute('aria-label', 'Show notifications, 1 unread');

  await bell.click();
  const item = menu.getByTestId('notification-item').first();
  await expect(item).toContainText(`Your trainer evaluated your answer to “${ESSAY_TITLE}”.`);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(page).toHaveURL(`${ALPHA}/student/pte-practice/result/${attemptId}`);
  await expect(badge).toBeHidden();

  // See all: the page of every notification, this one read
  await bell.click();
  await menu.getByTestId('notifications-see-all').click();
  await expect(page).toHaveURL(`${ALPHA}/notifications`);
  const row = page.getByTestId('notification-row').first();
  await expect(row).toContainText(ESSAY_TITLE);
  await expect(row).not.toHaveAttribute('data-unread', 'true');
});
