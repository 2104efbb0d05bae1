import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { PASSWORD, origin, signIn } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script, which the product's CSP (rightly) forbids: bypass it for this check only.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto(`${origin('alpha')}/login`);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the student portal has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in page is usable by keyboard alone', async ({ page }) => {
  await page.goto(`${origin('alpha')}/login`);
  await page.locator('input[name="email"]').focus();
  await page.keyboard.type('student@alpha.test');
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type('Demo-pass-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/portal$/);
});

test('the test lists, the public quiz list and the wizard have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${origin('alpha')}/quiz-test`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, 'alpha', 'student@alpha.test');
  await page.waitForURL(/\/student\/portal$/);
  await page.goto(`${origin('alpha')}/student/practice-test`);
  await page.getByTestId('test-row').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${origin('alpha')}/student/mock-exam`);
  await page.getByTestId('test-row').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the trainer test list and wizard have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await page.waitForURL(/\/teacher\/portal$/);
  await page.goto(`${origin('alpha')}/teacher/test-creation/list`);
  await page.getByTestId('test-row').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${origin('alpha')}/teacher/test-creation/test/test-information`);
  await expect(page.getByTestId('wizard')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the exam player and the score report have no serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(60_000);
  // a sitting of the seeded reading test, made over the API (Node cannot resolve *.localhost: X-Tenant names alpha)
  const login = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'newstudent@alpha.test', password: PASSWORD } });
  const headers = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await login.json()).data.token}` };
  const tests = (await (await request.get(`${origin()}/api/v1/practice-tests?search=Reading%20practice`, { headers })).json()).data.items as Array<{ id: number }>;
  const testId = tests[0]!.id;
  const sheet = (await (await request.post(`${origin()}/api/v1/exam-enrolls`, { headers, data: { test_id: testId } })).json()).data.id as number;

  await signIn(page, 'alpha', 'newstudent@alpha.test');
  await page.waitForURL(/\/student\/portal$/);
  await page.goto(`${origin('alpha')}/student/practice-test/reading/preview/${testId}?sheet=${sheet}`);
  await expect(page.getByTestId('exam-player')).toBeVisible();
  await expect(page.getByTestId('player-body')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  expect((await request.post(`${origin()}/api/v1/answer-sheets`, { headers, data: { answer_sheet_id: sheet } })).status()).toBe(200);
  await page.goto(`${origin('alpha')}/student/pte-test/result/${sheet}`);
  await expect(page.getByTestId('result-page')).toBeVisible();
  await expect(page.getByTestId('chart-bar').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
