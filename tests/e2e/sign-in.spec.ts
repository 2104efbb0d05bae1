import { expect, test } from '@playwright/test';
import { PASSWORD, latestMailTo, menuKeys, origin, signIn } from './helpers';

test.describe('signing in', () => {
  test('a student lands on the student portal and sees only the student menu and the dashboard counts', async ({ page }) => {
    await signIn(page, 'alpha', 'student@alpha.test');
    await expect(page).toHaveURL(`${origin('alpha')}/student/portal`);
    const keys = await menuKeys(page);
    expect(keys).toContain('student.portal');
    expect(keys.every((k) => k.startsWith('student.'))).toBe(true);
    await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
    const session = await page.evaluate(() => ({ type: localStorage.getItem('user_type'), token: localStorage.getItem('token') }));
    expect(session.type).toBe('STUDENT');
    expect(session.token).toBeTruthy();
  });

  test("another role's portal redirects a student to her own", async ({ page }) => {
    await signIn(page, 'alpha', 'student@alpha.test');
    await expect(page).toHaveURL(/\/student\/portal$/);
    await page.goto(`${origin('alpha')}/teacher`);
    await expect(page).toHaveURL(`${origin('alpha')}/student/portal`);
    await page.goto(`${origin('alpha')}/master/portal`);
    await expect(page).toHaveURL(`${origin('alpha')}/student/portal`);
  });

  test('each role lands on its own portal with its own menu', async ({ page }) => {
    const cases = [
      { tenant: 'alpha', email: 'teacher@alpha.test', portal: '/teacher/portal', key: 'teacher.portal' },
      { tenant: 'alpha', email: 'owner@alpha.test', portal: '/coaching-owner/portal', key: 'coachingCenter.portal' },
      { tenant: 'alpha', email: 'admin@alpha.test', portal: '/admin/portal', key: 'admin.portal' },
      { tenant: undefined, email: 'master@platform.test', portal: '/master/portal', key: 'master.portal' },
    ];
    for (const c of cases) {
      await page.context().clearCookies();
      await page.goto(`${origin(c.tenant)}/login`);
      await page.evaluate(() => localStorage.clear());
      await signIn(page, c.tenant, c.email);
      await expect(page).toHaveURL(`${origin(c.tenant)}${c.portal}`);
      expect(await menuKeys(page)).toContain(c.key);
      expect(await menuKeys(page)).not.toContain('student.portal');
      await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
    }
  });

  test("a wrong password shows the server's message and stores nothing", async ({ page }) => {
    await signIn(page, 'alpha', 'student@alpha.test', 'wrong-password-1');
    await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("beta's accounts do not sign in on alpha", async ({ page }) => {
    await signIn(page, 'alpha', 'student@beta.test');
    await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
  });

  test('a page that needs a session sends a visitor to /login', async ({ page }) => {
    await page.goto(`${origin('alpha')}/student/portal`);
    await expect(page).toHaveURL(`${origin('alpha')}/login`);
  });

  test('logout clears local storage and returns to /login', async ({ page }) => {
    await signIn(page, 'alpha', 'teacher@alpha.test');
    await expect(page).toHaveURL(/\/teacher\/portal$/);
    await page.evaluate(() => localStorage.setItem('something-else', 'x'));
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(`${origin('alpha')}/login`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(`${origin('alpha')}/teacher/portal`);
    await expect(page).toHaveURL(`${origin('alpha')}/login`);
  });
});

test.describe('start-up dialogs', () => {
  test('a student without target scores must fill the form; 95 is refused', async ({ page }) => {
    await signIn(page, 'alpha', 'newstudent@alpha.test');
    const form = page.getByTestId('target-score-form');
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeVisible();

    await form.locator('input[name="speaking"]').fill('95');
    await form.locator('input[name="speaking"]').blur();
    await expect(form.getByText('Score must be between 10-90').first()).toBeVisible();
    await form.locator('button[type="submit"]').click();
    await expect(form).toBeVisible();

    await form.locator('input[name="speaking"]').fill('65');
    for (const name of ['listening', 'writing', 'reading']) await form.locator(`input[name="${name}"]`).fill('70');
    const inThreeMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await form.locator('input[name="exam_date"]').fill(inThreeMonths);
    await form.locator('button[type="submit"]').click();
    await expect(form).toBeHidden();
    // the page settles first: a reload sent while the saved scores' reads were still landing was aborted (CI)
    await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page).toHaveURL(/\/student\/portal$/);
    await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
    await expect(page.getByTestId('target-score-form')).toHaveCount(0);
  });

  test('a student whose package expired sees a blocking dialog with the centre to call and a way out', async ({ page }) => {
    await signIn(page, 'alpha', 'expired@alpha.test');
    const dialog = page.getByTestId('package-expiry-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('package-expiry-contact')).toContainText('Alpha PTE Academy');
    await expect(page.getByTestId('package-expiry-contact')).toContainText('hello@alpha.test');
    // the server refuses practice too, whatever the page shows
    const refused = await page.evaluate(async () => {
      const r = await fetch('/api/v1/question-test', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Tenant': 'alpha', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ question_id: 1, response: {} }),
      });
      return { status: r.status, code: (await r.json()).code };
    });
    expect(refused).toEqual({ status: 403, code: 'package_expired' });
    // Log out is reached with the keyboard alone
    const logout = page.getByTestId('package-expiry-logout');
    for (let i = 0; i < 5 && !(await logout.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin('alpha')}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a student with a valid package and target scores sees neither', async ({ page }) => {
    await signIn(page, 'alpha', 'student@alpha.test');
    await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
    // the start-up dialogs come a moment after the page (kernel/app/secondary-work.ts): absent once they may come
    await expect(page.locator('[data-secondary-work="ready"]')).toHaveCount(1);
    await expect(page.getByTestId('package-expiry-dialog')).toHaveCount(0);
    await expect(page.getByTestId('target-score-form')).toHaveCount(0);
  });
});

test('a password reset through the e-mailed link works', async ({ page }) => {
  await page.goto(`${origin('beta')}/login`);
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/recover-your-password$/);
  // the address changes before the page's chunk has come: until then the sign-in form (with its own email field) stays
  await expect(page.getByRole('heading', { level: 1, name: 'Recover your password' })).toBeVisible();
  await page.locator('input[name="email"]').fill('student@beta.test');
  await page.locator('button[type="submit"]').click();

  const mail = await latestMailTo('student@beta.test');
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  expect(url.host).toBe(new URL(origin('beta')).host);
  expect(url.searchParams.get('t')).toBeTruthy();

  await page.goto(url.toString());
  const newPassword = 'New-pass-2026x';
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="password_confirmation"]').fill(newPassword);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText(/password has been reset/i).first()).toBeVisible();

  await signIn(page, 'beta', 'student@beta.test', PASSWORD);
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
  await signIn(page, 'beta', 'student@beta.test', newPassword);
  await expect(page).toHaveURL(`${origin('beta')}/student/portal`);
});
