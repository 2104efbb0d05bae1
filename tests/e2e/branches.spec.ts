// Branches, discounts and dues (docs/product-spec.md §11): admin@alpha.test creates a branch and a promo code, reads
// the due-and-collection totals the seed gives, records a payment on a seeded instalment and downloads its receipt.
import { expect, test } from '@playwright/test';
import { origin, signIn } from './helpers';

test('the admin manages branches, promo codes and collects a due instalment', async ({ page }) => {
  await signIn(page, 'alpha', 'admin@alpha.test');
  // signed in once the portal opens; going on sooner races the sign-in and lands back on /login
  await expect(page).toHaveURL(`${origin('alpha')}/admin/portal`);

  await page.goto(`${origin('alpha')}/admin/branches`);
  await expect(page.getByTestId('branch-row').first()).toBeVisible();
  await page.getByTestId('create-branch').click();
  const branch = page.getByTestId('branch-dialog');
  await branch.locator('input[name="name"]').fill('Banani');
  await branch.locator('input[name="code"]').fill('DHK-09');
  await branch.getByTestId('save-branch').click();
  await expect(page.getByTestId('branch-name').filter({ hasText: 'Banani' })).toBeVisible();

  await page.goto(`${origin('alpha')}/admin/discounts`);
  await expect(page.getByTestId('promo-code').filter({ hasText: 'WELCOME10' })).toBeVisible();
  await page.getByTestId('create-promo').click();
  const promo = page.getByTestId('promo-dialog');
  await promo.locator('input[name="code"]').fill('spring25');
  await promo.locator('input[name="amount"]').fill('25');
  await promo.getByTestId('save-promo').click();
  await expect(page.getByTestId('promo-code').filter({ hasText: 'SPRING25' })).toBeVisible();

  await page.goto(`${origin('alpha')}/admin/due-and-collection`);
  // the seed: ৳33,000 billed, ৳5,000 collected, ৳28,000 outstanding (BDT, whole amounts)
  await expect(page.getByTestId('total-billed')).toContainText('33,000');
  await expect(page.getByTestId('total-collected')).toContainText('5,000');
  await expect(page.getByTestId('total-outstanding')).toContainText('28,000');

  const overdue = page.locator('[data-testid="instalment-row"][data-overdue="1"]').first();
  await overdue.getByTestId('record-payment').click();
  const dialog = page.getByTestId('payment-dialog');
  await dialog.locator('input[name="amount"]').fill('1000');
  // a double click records one payment (one idempotency key per opening)
  await dialog.getByTestId('save-payment').dblclick();
  await expect(dialog.getByTestId('receipt-pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByTestId('receipt-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/^RCP-\d{4}-\d{6}\.pdf$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('total-collected')).toContainText('6,000');
});
