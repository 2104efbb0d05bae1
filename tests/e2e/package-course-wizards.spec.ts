// Issue 14: the owner of alpha builds a package and a course with the wizards (docs/product-spec.md §11), reloads in the
// middle and resumes at the same step with what was saved, finishes, and finds both in their lists.
import { expect, test, type Page } from '@playwright/test';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');
const suffix = Date.now().toString(36);

const atStep = (page: Page, step: string) => expect(page.getByTestId('wizard')).toHaveAttribute('data-step', step);
const next = (page: Page) => page.getByTestId('wizard-next').click();

test('the owner builds a package with the wizard, resumes it after a reload and finds it in the list', async ({ page }) => {
  const name = `E2E package ${suffix}`;
  await signIn(page, 'alpha', 'owner@alpha.test');
  await page.waitForURL(`${ALPHA}/coaching-owner/**`);
  await page.getByTestId('sidebar').locator('[data-menu-key="coachingCenter.packages"]').click();
  await page.waitForURL(`${ALPHA}/package`);
  await expect(page.getByTestId('offering-row').first()).toBeVisible();
  await page.getByTestId('create-offering').first().click();

  await atStep(page, 'basic-information');
  await next(page);
  await expect(page.getByText('The name is required.')).toBeVisible();
  await page.locator('input[name="name"]').fill(name);
  await page.locator('textarea[name="description"]').fill('Two weeks of mock tests.');
  await next(page);

  await atStep(page, 'type');
  await expect(page).toHaveURL(/\/package\/create\/type\?id=\d+$/);
  await next(page);
  await atStep(page, 'adons');
  await page.getByTestId('add-addon').click();
  await page.locator('input[name="addons.0.name"]').fill('Printed guide');
  await page.locator('input[name="addons.0.price"]').fill('500');
  await next(page);

  await atStep(page, 'properties');
  const url = page.url();
  // a reload in the middle resumes at the same step with what the server holds
  await page.reload();
  await atStep(page, 'properties');
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('wizard-record')).toHaveText(name);

  await page.getByTestId('edit-property-mock_test').click();
  await expect(page).toHaveURL(/\/package\/create\/properties\/mock-test\?id=\d+$/);
  await page.getByLabel('Include Mock tests').check();
  await page.locator('input[name="count"]').fill('4');
  await page.getByTestId('property-save').click();
  await atStep(page, 'properties');
  await expect(page.locator('[data-testid="property-row"][data-key="mock_test"] [data-testid="property-summary"]')).toHaveText('4');
  await expect(page.getByTestId('edit-property-one_to_one_appointment')).toHaveAttribute('href', /\/package\/create\/properties\/one-one-apointment\?id=\d+$/);
  await next(page);

  await atStep(page, 'duration-price');
  await page.locator('input[name="duration_days"]').fill('14');
  await expect(page.getByTestId('suggested-amount')).toBeVisible();
  await page.locator('input[name="price"]').fill('2,500');
  await next(page);

  await atStep(page, 'review');
  await expect(page.getByTestId('review')).toContainText('Printed guide');
  await next(page);
  await atStep(page, 'preview');
  await expect(page.getByTestId('offering-card')).toContainText(name);
  await page.getByTestId('wizard-finish').click();

  await page.waitForURL(`${ALPHA}/package`);
  const row = page.locator('[data-testid="offering-row"]', { hasText: name });
  await expect(row).toHaveAttribute('data-status', 'active');
  await expect(row.getByTestId('offering-price')).toContainText('2,500');
});

test('the owner builds a course with a schedule and its trainer and finds it under course management', async ({ page }) => {
  const name = `E2E course ${suffix}`;
  await signIn(page, 'alpha', 'owner@alpha.test');
  await page.waitForURL(`${ALPHA}/coaching-owner/**`);
  await page.getByTestId('sidebar').locator('[data-menu-key="coachingCenter.courseManagement"]').click();
  await page.waitForURL(`${ALPHA}/coaching-owner/course-management`);
  await expect(page.locator('[data-testid="offering-row"]', { hasText: 'PTE Online Evening Course' })).toBeVisible();
  await page.getByTestId('create-offering').first().click();

  await atStep(page, 'basic-information');
  await expect(page).toHaveURL(`${ALPHA}/course/basic-information`);
  await page.locator('input[name="name"]').fill(name);
  await next(page);

  await atStep(page, 'type');
  await page.getByLabel('Sarah Mitchell').check();
  await page.getByTestId('add-slot').click();
  await page.locator('select[name="schedule.0.day"]').selectOption('mon');
  await page.locator('input[name="schedule.0.start"]').fill('18:00');
  await page.locator('input[name="schedule.0.end"]').fill('20:00');
  await next(page);
  await atStep(page, 'adons');

  await page.reload();
  await atStep(page, 'adons');
  await page.getByRole('button', { name: 'Type' }).click();
  await atStep(page, 'type');
  await expect(page.getByLabel('Sarah Mitchell')).toBeChecked();
  await expect(page.locator('input[name="schedule.0.start"]')).toHaveValue('18:00');
  await next(page);
  await atStep(page, 'adons');
  await next(page);
  await atStep(page, 'properties');
  await next(page);
  await atStep(page, 'duration-price');
  await page.locator('input[name="duration_days"]').fill('60');
  await page.locator('input[name="price"]').fill('12000');
  await next(page);
  await atStep(page, 'review');
  await next(page);
  await atStep(page, 'preview');
  await expect(page.getByTestId('offering-card')).toContainText('Sarah Mitchell');
  await page.getByTestId('wizard-finish').click();

  await page.waitForURL(`${ALPHA}/courses`);
  await expect(page.locator('[data-testid="offering-row"]', { hasText: name })).toHaveAttribute('data-status', 'active');
});
