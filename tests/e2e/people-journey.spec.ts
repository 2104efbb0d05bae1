// Issue 13's journey: a centre is created by the master and taken up by its invited owner, who brands it, adds a
// trainer and imports students from a CSV; an invited student signs in; the owner enters that student's session
// and comes back. Mail is caught by the test SMTP server the global set-up starts.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, latestMailTo, origin, signIn } from './helpers';

// a 2x2 PNG in the brand's colour: a real image the server parses, small enough to read at a glance
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAQPgED3JRZ0QAAAABJRU5ErkJggg==',
  'base64',
);

/** 50 good rows and 3 bad ones: an invalid e-mail, a missing first name, a phone that is no phone. */
function studentsCsv(): string {
  const lines = ['First Name,Last Name,E-mail,Phone'];
  for (let i = 1; i <= 50; i++) lines.push(`Student${i},Omega,student${i}@${sub}.test,+8801700000${String(i).padStart(3, '0')}`);
  lines.push('Bad,Email,not-an-email,');
  lines.push(`,Nameless,nameless@${sub}.test,`);
  lines.push(`Bad,Phone,badphone@${sub}.test,call me maybe`);
  return `${lines.join('\n')}\n`;
}

/** Follows the invitation mailed to `email` and sets the password on the centre's own address. */
async function acceptInvitation(page: Page, email: string) {
  const mail = await latestMailTo(email);
  const link = /(http:\/\/[^\s"<>]+\/set-password\?[^\s"<>]+)/.exec(mail)?.[1];
  expect(link, `an invitation link in the mail to ${email}`).toBeTruthy();
  expect(new URL(link!).host).toBe(new URL(origin(sub)).host);
  await page.goto(link!.replace(/&amp;/g, '&'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('to-login')).toBeVisible();
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

// A retry (or a repeat) starts on a centre of its own: the first attempt's centre already holds the sub-domain and the e-mails.
let sub = 'omega';
let centreName = 'Omega PTE';

test('the master creates a centre; its owner takes it up, brands it, adds a trainer, imports students, and enters a student\'s session', async ({ page }) => {
  test.setTimeout(180_000);
  const attempt = test.info().retry + 10 * test.info().repeatEachIndex;
  sub = attempt ? `omega${attempt}` : 'omega';
  centreName = attempt ? `Omega Attempt${attempt} PTE` : 'Omega PTE';

  // --- the master creates the centre with its logo, colour and owner
  await signIn(page, undefined, 'master@platform.test');
  await expect(page).toHaveURL(/\/master\/portal$/);
  await page.goto(`${origin()}/master/coaching-center/create`);
  const form = page.getByTestId('centre-form');
  await form.locator('input[name="name"]').fill(centreName);
  await form.locator('input[name="subdomain"]').fill(sub);
  await expect(page.getByTestId('subdomain-field')).toHaveAttribute('data-verdict', 'available');
  await form.locator('input[name="contact_email"]').fill(`hello@${sub}.test`);
  await form.locator('input[name="logo"]').setInputFiles({ name: 'omega.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await form.locator('input[name="primary_color"]').fill('#0f766e');
  await form.locator('input[name="owner_first_name"]').fill('Olivia');
  await form.locator('input[name="owner_last_name"]').fill('Owner');
  await form.locator('input[name="owner_email"]').fill(`owner@${sub}.test`);
  await page.getByTestId('save-centre').click();
  await expect(page).toHaveURL(/\/master\/coaching-center\/list/);
  const row = page.getByTestId('centre-row').filter({ hasText: centreName });
  await expect(row.getByTestId('row-invitation')).toBeVisible();
  await signOut(page);

  // --- the owner sets a password from the invitation and signs in on omega, under its brand
  await acceptInvitation(page, `owner@${sub}.test`);
  await signIn(page, sub, `owner@${sub}.test`);
  await expect(page).toHaveURL(`${origin(sub)}/coaching-owner/portal`);
  await expect(page.getByTestId('brand-name').first()).toHaveText(centreName);
  const logo = page.getByTestId('brand-logo').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  // the brand colour reached the theme
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim())).not.toBe('');

  // --- a trainer
  await page.goto(`${origin(sub)}/coaching-owner/trainer-management/create`);
  const person = page.getByTestId('person-form');
  await person.locator('input[name="first_name"]').fill('Tariq');
  await person.locator('input[name="last_name"]').fill('Trainer');
  await person.locator('input[name="email"]').fill(`trainer@${sub}.test`);
  await page.getByTestId('save-person').click();
  await expect(page).toHaveURL(/\/coaching-owner\/trainer-management\/list/);
  await expect(page.getByTestId('person-row').filter({ hasText: `trainer@${sub}.test` })).toBeVisible();

  // --- 53 students from a CSV: 50 imported and invited, 3 rejected with their reasons
  await page.goto(`${origin(sub)}/coaching-owner/student-management/list`);
  // an empty list offers the import twice: in the page's actions and as the empty state's next step
  await page.getByTestId('import-csv').first().click();
  await page.getByTestId('import-file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(studentsCsv()) });
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await expect(page.getByTestId('import-summary')).toContainText('50');
  await page.getByTestId('only-problems').check();
  await expect(page.getByTestId('import-row')).toHaveCount(3);
  await expect(page.getByTestId('row-error').filter({ hasText: /e-?mail/i })).toHaveCount(1);
  await expect(page.locator('[data-testid="row-error"][data-field="first_name"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="row-error"][data-field="phone"]')).toHaveCount(1);
  await page.getByTestId('import-valid').click();
  await expect(page.getByTestId('import-created')).toHaveAttribute('data-count', '50');
  await expect(page.getByTestId('import-rejected')).toHaveAttribute('data-count', '3');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('people-list')).toBeVisible();
  await signOut(page);

  // --- an invited student takes up the invitation and signs in
  await acceptInvitation(page, `student7@${sub}.test`);
  await signIn(page, sub, `student7@${sub}.test`);
  await expect(page).toHaveURL(/\/student\/portal$/);
  await signOut(page);

  // --- the owner enters that student's session from the list and returns
  await signIn(page, sub, `owner@${sub}.test`);
  await expect(page).toHaveURL(/\/coaching-owner\/portal$/);
  await page.goto(`${origin(sub)}/coaching-owner/student-management/list`);
  await page.getByTestId('people-search').fill('student7@');
  await page.getByTestId('people-search').press('Enter');
  const studentRow = page.getByTestId('person-row').filter({ hasText: `student7@${sub}.test` });
  await expect(page.getByTestId('person-row')).toHaveCount(1);
  await studentRow.getByTestId('row-actions').click();
  await page.locator('[data-action="impersonate"]').click();
  await expect(page).toHaveURL(`${origin(sub)}/student/portal`);
  await expect(page.getByText('Return to Coaching Owner')).toBeVisible();
  await page.getByTestId('stop-impersonation').click();
  await expect(page).toHaveURL(`${origin(sub)}/coaching-owner/portal`);
});
