// Forms (server/modules/forms/README.md): teacher@alpha.test builds a form with several kinds of field, one required,
// and moves a field by keyboard; a visitor answers it from its public link (a first try without the required answer
// is refused with the message); the trainer sees the response and exports the CSV, whose content is checked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');
const title = `Open day sign-up ${Date.now().toString(36)}`;
let link = '';
let editUrl = '';

const kinds = (page: Page) => page.getByTestId('field-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
const card = (page: Page, kind: string) => page.locator(`[data-testid="field-card"][data-kind="${kind}"]`);

test('a trainer builds a form and moves a field by keyboard', async ({ page }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  await page.goto(`${ALPHA}/teacher/form/list`);
  await expect(page.getByTestId('form-row').filter({ hasText: 'Course feedback' })).toBeVisible();
  await page.getByTestId('create-form').click();
  await expect(page).toHaveURL(`${ALPHA}/teacher/form/create`);

  await page.getByTestId('form-title').fill(title);
  // the first field is a short text: the required name
  await card(page, 'text').getByTestId('field-label').fill('Your name');
  await card(page, 'text').getByTestId('field-required').check();
  const add = async (kind: string, label: string) => {
    await page.getByLabel('Kind of the new field').selectOption(kind);
    await page.getByTestId('add-field').click();
    await card(page, kind).getByTestId('field-label').fill(label);
  };
  await add('choice', 'Which day suits you?');
  const options = card(page, 'choice').getByTestId('field-option');
  await options.nth(0).fill('Saturday');
  await options.nth(1).fill('Sunday');
  await add('rating', 'How excited are you?');
  await add('long_text', 'Questions for us');
  expect(await kinds(page)).toEqual(['text', 'choice', 'rating', 'long_text']);

  // keyboard drag: Space on the rating's handle picks it up, ↑ moves it one place, Space drops it
  const handle = page.locator('li', { has: card(page, 'rating') }).getByRole('button').first();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Item is over position 2.');
  await page.keyboard.press('Space');
  await expect.poll(() => kinds(page)).toEqual(['text', 'rating', 'choice', 'long_text']);

  // the preview shows the form as respondents will see it
  await page.getByTestId('tab-preview').click();
  const preview = page.getByTestId('form-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  expect(await preview.getByTestId('answer-field').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['text', 'rating', 'choice', 'long_text']);
  await page.getByTestId('tab-build').click();

  await page.getByTestId('save-form').click();
  await expect(page).toHaveURL(/\/teacher\/form\/edit\/\d+$/);
  editUrl = page.url();
  link = await page.getByTestId('public-link').inputValue();
  expect(link).toMatch(new RegExp(`^${ALPHA}/form/[A-Za-z0-9]{12}$`));
  // saved in that order
  await page.reload();
  await expect.poll(() => kinds(page)).toEqual(['text', 'rating', 'choice', 'long_text']);
});

test('a visitor answers the form from its public link', async ({ page }) => {
  expect(link).not.toBe('');
  await page.goto(link);
  await expect(page.getByTestId('public-form-title')).toHaveText(title);
  // first try: the required name left empty
  await page.getByRole('radio', { name: 'Sunday' }).check();
  // a rating is a row of labelled star buttons (radios): pressed by its label
  await page.locator('label', { has: page.getByRole('radio', { name: '4 out of 5' }) }).click();
  await expect(page.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
  await page.getByTestId('send-response').click();
  await expect(page.getByTestId('answer-problem')).toContainText('Some answers need attention');
  const name = page.locator('[data-testid="answer-field"][data-kind="text"]');
  await expect(name.getByText('This question needs an answer.')).toBeVisible();
  await expect(page.getByTestId('response-sent')).toHaveCount(0);

  await page.getByLabel('Your name').fill('Rafi Ahmed');
  await page.getByLabel('Questions for us').fill('Is there parking?\nAnd "tea"?');
  await page.getByTestId('send-response').click();
  await expect(page.getByTestId('response-sent')).toContainText('Your response was sent.');
});

test('the trainer reads the response and exports the CSV', async ({ page }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  await page.goto(`${ALPHA}/teacher/form/list?search=${encodeURIComponent(title)}`);
  const row = page.getByTestId('form-row').filter({ hasText: title });
  await expect(row.getByTestId('form-responses')).toHaveText('1 response');
  await row.getByTestId('form-responses').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${editUrl.replace('/edit/', '/responses/').replace(/[.?]/g, '\\$&')}$`));

  const response = page.getByTestId('response-row');
  await expect(response).toHaveCount(1);
  await expect(response.getByTestId('respondent')).toHaveText('Visitor');
  await response.getByTestId('toggle-response').click();
  const answers = page.getByTestId('response-answers');
  await expect(answers).toContainText('Rafi Ahmed');
  await expect(answers).toContainText('Sunday');
  await expect(answers).toContainText('(4/5)');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^open-day-sign-up-[a-z0-9-]+-responses-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(header).toBe('Response,Submitted at (UTC),Respondent,E-mail,Your name,How excited are you?,Which day suits you?,Questions for us');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Visitor,,Rafi Ahmed,4,Sunday,"Is there parking\?\nAnd ""tea""\?"$/);
});

test("an admin sees the centre's forms, the trainer's included, at /admin/form", async ({ page }) => {
  await signIn(page, 'alpha', 'admin@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/admin/portal`);
  await page.getByTestId('sidebar').locator('[data-menu-key="admin.form"]').click();
  await expect(page).toHaveURL(`${ALPHA}/admin/form`);
  await expect(page.getByTestId('form-row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('form-row').filter({ hasText: 'Course feedback' }).getByTestId('form-responses')).toHaveText('2 responses');
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the product's CSP (rightly) forbids: bypass it for this check only
  test.use({ bypassCSP: true });
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  async function seriousViolations(page: Page) {
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return axe.run(document, { resultTypes: ['violations'] });
    });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  test('the public form page and the builder have no serious violations', async ({ page }) => {
    await page.goto(`${ALPHA}/form/alphaFeedback26`);
    await expect(page.getByTestId('public-form-title')).toHaveText('Course feedback');
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, 'alpha', 'teacher@alpha.test');
    await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
    await page.goto(`${ALPHA}/teacher/form/list?search=feedback`);
    await page.getByTestId('form-row').filter({ hasText: 'Course feedback' }).getByRole('link', { name: 'Course feedback' }).click();
    await expect(page.getByTestId('field-card')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
