// A visitor registers on alpha's sub-domain with the seeded promo code and two instalments, reloads in the middle
// and resumes from the address, the admin records the first payment, and the new student signs in and practises.
import { expect, test } from '@playwright/test';
import { origin, PASSWORD, signIn } from './helpers';

const ALPHA = origin('alpha');
const EMAIL = `reg.${Date.now()}@example.test`;
const STUDENT_PASSWORD = 'Journey-pass-7';

test('a visitor registers with a promo code and two instalments, resumes after a reload, pays the first and practises', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));

  await page.goto(`${ALPHA}/registration/basic-information`);
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'basic-information');
  await page.locator('input[name="first_name"]').fill('Nusrat');
  await page.locator('input[name="last_name"]').fill('Jahan');
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="phone"]').fill('+880 1811-222333');
  await page.locator('input[name="password"]').fill(STUDENT_PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(STUDENT_PASSWORD);
  await page.getByTestId('wizard-next').click();

  await expect(page).toHaveURL(/\/registration\/details\?id=\d+&token=[A-Za-z0-9_-]+$/);
  await page.locator('input[name="date_of_birth"]').fill('1999-03-14');
  await page.locator('input[name="address"]').fill('Road 5, Mirpur, Dhaka');
  // a target with an exam date: the student's target score, so no target form stands between sign-in and practice
  await page.locator('input[name="target_score"]').fill('65');
  await page.locator('input[name="exam_date"]').fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/registration\/course\?id=\d+&token=/);

  // a reload in the middle: the address alone brings the draft back at the same step, with what was saved
  await page.reload();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'course');
  await page.getByTestId('wizard-back').click();
  await expect(page.locator('input[name="address"]')).toHaveValue('Road 5, Mirpur, Dhaka');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'course');

  await page.getByTestId('package-card').filter({ hasText: 'PTE Starter 30 days' }).locator('input[type="radio"]').check();
  await page.locator('input[name="promo_code"]').fill('welcome10');
  await page.getByTestId('apply-promo').click();
  await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10');
  await page.locator('input[name="instalments"][value="2"]').check();
  await expect(page.getByTestId('quote-plan').locator('li')).toHaveCount(2);
  await page.getByTestId('wizard-next').click();

  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'confirmation');
  await expect(page.getByTestId('registration-summary')).toContainText(EMAIL);
  await page.locator('input[name="terms_accepted"]').check();
  await page.getByTestId('wizard-finish').click();

  await expect(page).toHaveURL(/\/registration\/payment\?id=\d+&token=/);
  await expect(page.getByTestId('invoice-number')).toContainText(/INV-\d{4}-\d{6}/);
  await expect(page.getByTestId('invoice-instalments').locator('li')).toHaveCount(2);
  const invoiceNumber = ((await page.getByTestId('invoice-number').textContent()) ?? '').match(/INV-\d{4}-\d{6}/)![0];
  await page.getByTestId('payment-continue').click();
  await expect(page.getByTestId('registration-success')).toBeVisible();

  // the admin records the first instalment (through the API)
  const login = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'admin@alpha.test', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get(`${origin()}/api/v1/invoices?search=${encodeURIComponent(invoiceNumber)}`, { headers });
  expect(list.status()).toBe(200);
  const invoice = ((await list.json()).data.items as Array<{ id: number; number: string; instalments: Array<{ id: number; amount_minor: number }> }>).find((i) => i.number === invoiceNumber)!;
  expect(invoice.instalments).toHaveLength(2);
  const paid = await request.post(`${origin()}/api/v1/transaction`, {
    headers,
    data: { invoice_id: invoice.id, instalment_id: invoice.instalments[0]!.id, amount_minor: invoice.instalments[0]!.amount_minor, method: 'cash', idempotency_key: `reg-journey-${invoice.id}` },
  });
  expect(paid.status()).toBe(201);

  // the student signs in and a practice item opens
  await signIn(page, 'alpha', EMAIL, STUDENT_PASSWORD);
  await expect(page).toHaveURL(`${ALPHA}/student/portal`);
  await page.goto(`${ALPHA}/student/pte-practice/list/writing/write-essay`);
  await page.getByTestId('practice-row').first().getByTestId('practise').click();
  await expect(page.getByTestId('exam-player')).toHaveAttribute('data-mode', 'practice');
});
