import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('the sidebar is 350 px wide, 180 px mini, and gives way to a drawer below 1150 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'alpha', 'owner@alpha.test');
  await expect(page).toHaveURL(/\/coaching-owner\/portal$/);
  const aside = page.locator('aside').filter({ has: page.getByTestId('sidebar') });
  await expect(aside).toBeVisible();
  expect(Math.round((await aside.boundingBox())!.width)).toBe(350);
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(async () => Math.round((await aside.boundingBox())!.width)).toBe(180);

  await page.setViewportSize({ width: 1149, height: 800 });
  await expect(aside).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('img').first()).toBeVisible();
  await expect(drawer.getByTestId('user-role')).toHaveText('COACHING OWNER');
  await expect(drawer.getByTestId('menu-item').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('an HTTP error shows an error toast that closes by itself', async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test', 'not-the-password-1');
  const toast = page.getByTestId('toasts').locator('[data-variant="error"]');
  await expect(toast).toContainText('These credentials do not match our records.');
  await expect(toast).toHaveCount(0, { timeout: 6000 });
});

test('the notification bell opens its list by keyboard, Escape closes it and gives focus back to the bell', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(/\/student\/portal$/);
  const bell = page.getByTestId('notification-bell');
  const list = page.getByTestId('notification-menu');
  await expect(list).toBeHidden();
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  // the list loads on open (empty or not, the page of all is one step away)
  await expect(list.getByTestId('notifications-see-all')).toBeVisible();
  // the list stays inside a phone's width
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();
});
