// Contacts, leads and deals (server/modules/contacts/README.md), part of issue 18's journey: teacher@alpha.test imports
// 200 leads from a CSV file through the import page into a new list (the page says 200 imported), creates a deal for
// one of them and moves it across two stages by keyboard (the move buttons keep the focus on the deal and announce
// the move); after a reload the deal is in the new stage. Then every contacts page opens, and the admin has its own.
import { expect, test } from '@playwright/test';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');
const tag = Date.now().toString(36);
const email = (i: number) => `lead${i}-${tag}@example.com`;
const csv = ['Email,Name,Phone', ...Array.from({ length: 200 }, (_, i) => `${email(i)},Lead ${i} ${tag},01711${String(i).padStart(6, '0')}`)].join('\n');
const listName = `Open day ${tag}`;
const dealTitle = `Academic course ${tag}`;

test('a trainer imports 200 leads, creates a deal and moves it two stages by keyboard', async ({ page }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  await page.goto(`${ALPHA}/teacher/communication/interaction/import-export`);

  await page.getByTestId('import-file').setInputFiles({ name: 'open-day.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-preview')).toContainText('200 rows');
  await expect(page.getByTestId('dest-new')).toBeChecked();
  await page.getByTestId('new-list-name').fill(listName);
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-count')).toHaveText('200 imported');

  // the new list holds them
  await page.getByRole('link', { name: 'Open the list' }).click();
  await expect(page.getByRole('heading', { name: `Members of “${listName}”` })).toBeVisible();
  await expect(page.getByText('200 members')).toBeVisible();

  // a deal for one of them
  await page.getByTestId('communication-nav').getByRole('link', { name: 'Deals' }).click();
  await expect(page).toHaveURL(`${ALPHA}/teacher/communication/interaction/deal`);
  await page.getByTestId('create-deal').click();
  const dialog = page.getByTestId('deal-dialog');
  await dialog.getByTestId('deal-contact-search').fill(email(7));
  const contact = dialog.getByLabel('Contact', { exact: true });
  await expect(contact.locator('option', { hasText: email(7) })).toHaveCount(1);
  await contact.selectOption({ label: `Lead 7 ${tag} <${email(7)}>` });
  await dialog.getByTestId('deal-title').fill(dealTitle);
  await dialog.getByLabel('Value').fill('15000');
  await dialog.getByTestId('deal-save').click();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('deal-card').filter({ hasText: dealTitle });
  await expect(page.getByTestId('stage-new').getByTestId('deal-card').filter({ hasText: dealTitle })).toBeVisible();

  // two stages to the right by keyboard only: the focus stays on the deal's move button after each move
  await card.getByRole('button', { name: `Move “${dealTitle}” to Contacted` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stage-contacted').getByTestId('deal-card').filter({ hasText: dealTitle })).toBeVisible();
  await expect(page.getByTestId('deal-announcement')).toHaveText(`“${dealTitle}” moved to Contacted.`);
  await expect(card.getByRole('button', { name: `Move “${dealTitle}” to Trial` })).toBeFocused();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/stage') && r.request().postData()?.includes('trial') === true);
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('stage-trial').getByTestId('deal-card').filter({ hasText: dealTitle })).toBeVisible();
  await expect(page.getByTestId('deal-announcement')).toHaveText(`“${dealTitle}” moved to Trial.`);

  await page.reload();
  await expect(page.getByTestId('stage-trial').getByTestId('deal-card').filter({ hasText: dealTitle })).toBeVisible();
  await expect(page.getByTestId('stage-new').getByTestId('deal-card').filter({ hasText: dealTitle })).toHaveCount(0);
});

test('every contacts page opens for the teacher', async ({ page }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  const pages: Array<[string, string]> = [
    ['/teacher/communication', 'Communication'],
    ['/teacher/communication/interaction/create-list', 'Lists'],
    ['/teacher/communication/interaction/form', 'Form leads'],
    ['/teacher/communication/leads/online-and-blog', 'Online and blog leads'],
    ['/teacher/communication/leads/trial-class-student', 'Trial-class students'],
    ['/teacher/communication/leads/expired-students', 'Expired students'],
    ['/teacher/communication/leads/seminars', 'Seminars'],
    ['/teacher/communication/leads/webinars', 'Webinars'],
    ['/teacher/communication/leads/workshop', 'Workshops'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${ALPHA}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // the seed's expired student is offered on the expired-students page
  await page.goto(`${ALPHA}/teacher/communication/leads/expired-students`);
  await expect(page.getByTestId('expired-row').filter({ hasText: 'expired@alpha.test' })).toBeVisible();
});

test('the admin has the same pages under its own portal', async ({ page }) => {
  await signIn(page, 'alpha', 'admin@alpha.test');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${ALPHA}/admin/communication`);
  await expect(page.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();
  await page.getByTestId('communication-nav').getByRole('link', { name: 'Deals' }).click();
  await expect(page).toHaveURL(`${ALPHA}/admin/communication/interaction/deal`);
  await expect(page.getByTestId('deal-board')).toBeVisible();
});
