// The help centre (plugins/help/README.md): a student opens the FAQ and works a question by keyboard (aria-expanded
// follows), searches the help and lands on the FAQ entry found; the coaching owner writes the centre's own "how to use"
// page for students, the student reads it, and the owner restores the platform text (confirmed).
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { origin, signIn } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// axe is injected as a script, which the product's CSP (rightly) forbids: bypass it for this file's checks
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
const stamp = Date.now().toString(36);

async function asStudent(page: Page) {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/student/portal`);
}

test('a student works the FAQ by keyboard and finds an answer by search', async ({ page }) => {
  await asStudent(page);
  await page.getByTestId('sidebar').locator('[data-menu-key="student.help"]').click();
  await expect(page).toHaveURL(`${ALPHA}/student/help/how-to-use`);
  await expect(page.getByTestId('help-article')).toHaveAttribute('data-source', 'platform');
  await expect(page.getByTestId('help-article-body').locator('img').first()).toHaveAttribute('alt', /dashboard/i);

  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(`${ALPHA}/student/help/faq`);
  const first = page.getByTestId('help-faq-list').getByRole('button').first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answerId = await first.getAttribute('aria-controls');
  await expect(page.locator(`#${answerId}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${answerId}`)).toBeHidden();
  // Tab reaches the next question
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('help-faq-list').getByRole('button').nth(1)).toBeFocused();

  await page.getByLabel('Search help').fill('microphone');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const results = page.getByTestId('help-search-results');
  await expect(results.getByRole('heading')).toContainText('microphone');
  const hit = results.getByRole('link', { name: /microphone/i });
  await hit.click();
  await expect(page).toHaveURL(/\/student\/help\/faq\?open=\d+#faq-\d+$/);
  const opened = page.getByRole('button', { name: /microphone/i });
  await expect(opened).toHaveAttribute('aria-expanded', 'true');

  // the chrome in Bengali
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সহায়তা');
  await expect(page.getByRole('link', { name: 'সাধারণ প্রশ্ন' })).toBeVisible();
});

test('the owner writes the students\' how-to-use page, the student reads it, the owner restores the platform text', async ({ browser }) => {
  const owner = await browser.newPage();
  await signIn(owner, 'alpha', 'owner@alpha.test');
  await expect(owner).toHaveURL(`${ALPHA}/coaching-owner/portal`);
  await owner.getByTestId('sidebar').locator('[data-menu-key="coaching-owner.help"]').click();
  await expect(owner).toHaveURL(`${ALPHA}/coaching-owner/help`);
  await expect(owner.getByTestId('help-source')).toHaveAttribute('data-source', 'platform');
  await expect(owner.locator('[data-name="body"] img').first()).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);
  const title = `Alpha's guide ${stamp}`;
  await owner.getByLabel('Title').fill(title);
  const body = owner.locator('[data-name="body"]');
  await body.click();
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type(`Welcome to Alpha ${stamp}. Ask at the front desk for your timetable.`);
  await expect(owner.getByText('You have unsaved changes.')).toBeVisible();
  await owner.getByTestId('help-save').click();
  await expect(owner.getByTestId('help-source')).toHaveAttribute('data-source', 'centre');
  await expect(owner.getByText('You have unsaved changes.')).toBeHidden();

  const student = await browser.newPage();
  await asStudent(student);
  await student.goto(`${ALPHA}/student/help/how-to-use`);
  await expect(student.getByTestId('help-article')).toHaveAttribute('data-source', 'centre');
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await expect(student.getByTestId('help-article-body')).toContainText(`Welcome to Alpha ${stamp}`);

  await owner.getByTestId('help-restore').click();
  await expect(owner.getByTestId('confirm-dialog')).toBeVisible();
  await owner.getByTestId('confirm-yes').click();
  await expect(owner.getByTestId('help-source')).toHaveAttribute('data-source', 'platform');
  await student.reload();
  await expect(student.getByTestId('help-article')).toHaveAttribute('data-source', 'platform');
  await expect(student.getByTestId('help-article-body')).not.toContainText(stamp);
});
