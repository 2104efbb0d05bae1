// Issue 14's onboarding journey (docs/product-spec.md §11, "Public wizards"): a visitor registers a centre on the
// platform domain through the nine steps, reloads in the middle and carries on where the server left it, submits;
// the master approves the request, which creates the centre and invites its administrator, who sets a password
// from the mail and signs in on the new sub-domain. Mail is caught by the test SMTP server the global set-up starts.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, latestMailTo, origin, signIn } from './helpers';

const next = (page: Page) => page.getByTestId('wizard-next').click();
const atStep = (page: Page, step: string) => expect(page.getByTestId('wizard')).toHaveAttribute('data-step', step);
const field = (page: Page, name: string) => page.getByTestId('wizard').locator(`[name="${name}"]`);

test('a visitor onboards a centre in nine steps, resuming after a reload; the master approves; the administrator signs in', async ({ page }) => {
  test.setTimeout(150_000);

  // --- basic information: the first save makes the draft; its id and secret join the address
  await page.goto(`${origin()}/coaching-center/basic-info`);
  await atStep(page, 'basic-info');
  await field(page, 'centre_name').fill('Sigma PTE Centre');
  await field(page, 'owner_name').fill('Sara Sigma');
  await field(page, 'email').fill('sara@sigma.test');
  await field(page, 'phone').fill('+880 1811 000000');
  await next(page);
  await atStep(page, 'address');
  await expect(page).toHaveURL(/\/coaching-center\/address\?id=\d+&token=[A-Za-z0-9_-]+/);

  await field(page, 'address_line').fill('7 River Road');
  await field(page, 'city').fill('Chattogram');
  await field(page, 'postal_code').fill('4000');
  await field(page, 'country').selectOption('BD');
  await next(page);
  await atStep(page, 'business-info');

  await field(page, 'trade_licence_no').fill('TL-CTG-2018-42');
  await field(page, 'year_founded').fill('2018');
  await field(page, 'students_band').selectOption('51-200');
  await next(page);
  await atStep(page, 'package');

  // --- a reload in the middle: the address names the draft, the server holds what was saved
  await page.reload();
  await atStep(page, 'package');
  await expect(page.getByTestId('wizard-record')).toHaveText('Sigma PTE Centre');
  // what was saved before the reload is there: the indicator reaches the first step and comes back
  const stepButton = (step: string) => page.locator(`[data-testid="wizard-step"][data-step="${step}"] button`);
  await stepButton('basic-info').click();
  await atStep(page, 'basic-info');
  await expect(field(page, 'email')).toHaveValue('sara@sigma.test');
  await stepButton('package').click();
  await atStep(page, 'package');

  // --- plan, contract, payment
  const card = page.getByTestId('plan-card').filter({ hasText: 'Centre Basic' });
  await card.click();
  await next(page);
  await atStep(page, 'contract');
  await expect(page.getByTestId('terms-text')).toContainText('Terms of service');
  await next(page);
  await expect(field(page, 'terms_accepted')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'terms_accepted').check();
  await next(page);
  await atStep(page, 'payment');
  await expect(page.getByTestId('amount-due')).toContainText('5,000');
  await field(page, 'payment_method').selectOption('bank_transfer');
  await field(page, 'payment_reference').fill('DBBL-778812');
  await next(page);

  // --- portal access with the live check; a taken sub-domain is said before saving
  await atStep(page, 'portal-access');
  await field(page, 'subdomain').fill('alpha');
  await expect(page.getByTestId('subdomain-field')).toHaveAttribute('data-verdict', 'taken');
  await field(page, 'subdomain').fill('sigma');
  await expect(page.getByTestId('subdomain-field')).toHaveAttribute('data-verdict', 'available');
  await field(page, 'primary_color').fill('#7c3aed');
  await next(page);

  await atStep(page, 'portal-admin');
  await field(page, 'admin_first_name').fill('Sami');
  await field(page, 'admin_last_name').fill('Admin');
  await field(page, 'admin_email').fill('admin@sigma.test');
  await next(page);

  // --- review and submit
  await atStep(page, 'review');
  const review = page.getByTestId('review');
  await expect(review).toContainText('Sigma PTE Centre');
  await expect(review).toContainText('sigma.localhost');
  await page.getByTestId('wizard-finish').click();
  await expect(page.getByTestId('onboarding-status')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('onboarding-status')).toContainText('sara@sigma.test');

  // the applicant's mails: the resume link, then the confirmation
  const resume = await latestMailTo('sara@sigma.test');
  expect(resume).toMatch(/coaching-center\/|We received/);

  // --- the master approves, after a confirmation naming the centre
  await page.evaluate(() => localStorage.clear());
  await signIn(page, undefined, 'master@platform.test');
  await expect(page).toHaveURL(/\/master\/portal$/);
  await page.goto(`${origin()}/master/coaching-center-requests`);
  const row = page.getByTestId('request-row').filter({ hasText: 'Sigma PTE Centre' });
  await expect(row).toHaveAttribute('data-status', 'submitted');
  await row.getByTestId('row-actions').click();
  await page.locator('[data-action="approve"]').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Sigma PTE Centre');
  await page.getByTestId('confirm-yes').click();
  await expect(row).toHaveAttribute('data-status', 'approved');

  // --- the administrator chooses a password from the invitation and signs in on the new sub-domain
  await page.evaluate(() => localStorage.clear());
  const mail = await latestMailTo('admin@sigma.test');
  const link = /(http:\/\/[^\s"<>]+\/set-password\?[^\s"<>]+)/.exec(mail)?.[1];
  expect(link, 'an invitation link').toBeTruthy();
  expect(new URL(link!).host).toBe(new URL(origin('sigma')).host);
  await page.goto(link!.replace(/&amp;/g, '&'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('to-login')).toBeVisible();
  await signIn(page, 'sigma', 'admin@sigma.test');
  await expect(page).toHaveURL(`${origin('sigma')}/coaching-owner/portal`);
  await expect(page.getByTestId('brand-name').first()).toHaveText('Sigma PTE Centre');
});
