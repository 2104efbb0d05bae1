// Popups (server/modules/popups/README.md): teacher@alpha.test creates a notice for the Morning batch; a student of
// that batch signs in, sees it over the start page and closes it; after a reload it is not shown again, and
// /student/communication lists it. A feedback popup: the student rates 4 and the trainer's results show the answer
// and the counts.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, origin, signIn } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// axe is injected as a script, which the product's CSP (rightly) forbids: bypass it for this check only
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const ALPHA = origin('alpha');
const BASE = `${ALPHA}/teacher/communication/popup-creation`;
// the run starts on a fresh database (playwright.config.ts), so the titles need no suffix; a failed test restarts the
// worker, which would draw a new one
const notice = 'Centre closed on Friday';
const feedback = 'How was this week?';

async function createPopup(page: Page, kind: string, title: string, body: string) {
  await page.goto(`${BASE}/${kind}`);
  // the empty list offers the same button again: the heading's is the first
  await page.getByTestId('create-popup').first().click();
  const editor = page.getByTestId('popup-editor');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Text').fill(body);
  await editor.getByLabel('Chosen groups and students').check();
  await editor.getByLabel('Morning batch').check();
  await editor.getByLabel('Save as').selectOption('active');
  await editor.getByTestId('save-popup').click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('popup-row').filter({ hasText: title })).toBeVisible();
}

// The other specs share the server and sign in as students of the Morning batch: archive this spec's popups at the
// end so none of them pops up over another spec's page.
test.afterAll(async ({ request }) => {
  const login = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'teacher@alpha.test', password: PASSWORD } });
  const headers = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await login.json()).data.token}` };
  for (const kind of ['notice', 'feedback']) {
    const list = (await (await request.get(`${origin()}/api/v1/popups?kind=${kind}&per_page=50`, { headers })).json()).data.items as Array<{ id: number; title: string }>;
    for (const p of list.filter((x) => x.title === notice || x.title === feedback)) {
      expect((await request.put(`${origin()}/api/v1/popups/${p.id}`, { headers, data: { status: 'archived' } })).status()).toBe(200);
    }
  }
});

test('a trainer writes a notice and a feedback request for the Morning batch', async ({ page }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  await createPopup(page, 'notice', notice, 'No classes this Friday.\n\nSee you on Saturday.');
  expect(await seriousViolations(page)).toEqual([]);
  await createPopup(page, 'feedback', feedback, 'Rate this week from 1 to 5.');
});

test('the student sees the notice once, closes it, and finds it again on the communication page', async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/student/portal`);
  // the oldest pending first: the notice, written before the feedback request
  const dialog = page.getByTestId('student-popup');
  await expect(dialog.getByRole('heading', { name: notice })).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('See you on Saturday.');
  await dialog.getByTestId('dismiss-popup').click();
  await expect(dialog).toBeHidden();

  // one popup per page load: the next one (the feedback request) comes after a reload, the notice never again
  await page.reload();
  await expect(dialog.getByRole('heading', { name: feedback })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: notice })).toHaveCount(0);
  await dialog.getByLabel('4 stars').check();
  await dialog.getByTestId('send-answer').click();
  await expect(dialog.getByRole('status')).toContainText('Thank you');
  await dialog.getByTestId('dismiss-popup').click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.waitForTimeout(4000);
  await expect(page.getByTestId('student-popup')).toHaveCount(0);

  await page.goto(`${ALPHA}/student/communication`);
  const row = page.getByTestId('communication-row').filter({ hasText: notice });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('communication-state')).toHaveText('Closed');
  await expect(page.getByTestId('communication-row').filter({ hasText: feedback }).getByTestId('communication-state')).toHaveText('Answered');
  await expect(page.getByTestId('communication-detail').filter({ hasText: 'No classes this Friday.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the trainer's results show the rating and the counts", async ({ page }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  await page.goto(`${BASE}/feedback`);
  const row = page.getByTestId('popup-row').filter({ hasText: feedback });
  await expect(row.getByTestId('popup-counts')).toHaveText('1 shown · 1 closed · 1 answered');
  await row.getByRole('button', { name: feedback, exact: true }).click();
  const results = page.getByTestId('popup-results');
  await expect(results.getByTestId('count-shown')).toHaveText('1');
  await expect(results.getByTestId('count-responded')).toHaveText('1');
  await expect(results.getByTestId('rating-summary')).toContainText('4★: 1');
  await expect(results.getByTestId('response-row').getByTestId('response-rating')).toHaveText('4 / 5');
  await expect(results.getByTestId('response-row')).toContainText('Arif Hasan');
});
