import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, origin, signIn } from './helpers';

async function apiLogin(request: APIRequestContext, tenant: string | null, email: string) {
  // Node does not resolve *.localhost: API calls go to the bare host and name the tenant in X-Tenant.
  const res = await request.post(`${origin()}/api/v1/login`, {
    headers: tenant ? { 'X-Tenant': tenant } : {},
    data: { email, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { token: string; token2: string; user_id: number; user_type: string; organization_id: number | null; subdomain: string | null };
}

test('a coaching owner impersonates a student and returns', async ({ page, request }) => {
  const student = await apiLogin(request, 'alpha', 'student@alpha.test');
  await signIn(page, 'alpha', 'owner@alpha.test');
  await expect(page).toHaveURL(/\/coaching-owner\/portal$/);
  const ownerToken = await page.evaluate(() => localStorage.getItem('token'));

  const url = await page.evaluate(async ({ id, token }) => {
    const res = await fetch(`/api/v1/impersonate/url/${id}`, { headers: { Authorization: `Bearer ${token}`, 'X-Tenant': 'alpha' } });
    return (await res.json()).data.url as string;
  }, { id: student.user_id, token: ownerToken });
  expect(new URL(url).pathname).toBe('/im');

  await page.goto(url);
  await expect(page).toHaveURL(`${origin('alpha')}/student/portal`);
  await expect(page.getByText('Return to Coaching Owner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(String(student.user_id));

  await page.getByTestId('stop-impersonation').click();
  await expect(page).toHaveURL(`${origin('alpha')}/coaching-owner/portal`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(ownerToken);
  await expect(page.getByText('Return to Coaching Owner')).toHaveCount(0);

  // the link was single-use
  await page.goto(url);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('/ref stores the handed-over session and opens the user portal', async ({ page, request }) => {
  const teacher = await apiLogin(request, 'alpha', 'teacher@alpha.test');
  const q = new URLSearchParams({
    auth_token: teacher.token,
    auth_token2: teacher.token2,
    user_id: String(teacher.user_id),
    user_type: teacher.user_type,
    organization_id: String(teacher.organization_id),
    subdomain: 'alpha',
  });
  await page.goto(`${origin('alpha')}/ref?${q}`);
  await expect(page).toHaveURL(`${origin('alpha')}/teacher/portal`);
  expect(await page.evaluate(() => ({ token: localStorage.getItem('token'), type: localStorage.getItem('user_type') }))).toEqual({ token: teacher.token, type: 'TEACHER' });
});

test('/ref with a bad token goes to the root and stores nothing', async ({ page }) => {
  await page.goto(`${origin('alpha')}/ref?auth_token=not-a-token&user_type=TRAINER&subdomain=alpha`);
  await expect(page).toHaveURL(`${origin('alpha')}/login`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the sign-in page switches to Bengali and keeps it', async ({ page }) => {
  await page.goto(`${origin('alpha')}/login`);
  await expect(page.locator('button[type="submit"]')).toHaveText('Sign in');
  await page.getByLabel(/language/i).selectOption('bn');
  await expect(page.locator('button[type="submit"]')).toHaveText('সাইন ইন করুন');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.reload();
  await expect(page.locator('button[type="submit"]')).toHaveText('সাইন ইন করুন');
  // the Bengali letters are drawn with the shipped Noto Sans Bengali, not boxes of a system font that lacks them
  await expect.poll(() => page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali' && f.status === 'loaded');
  })).toBe(true);
});

test('an English page loads no Bengali font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => { if (/noto-sans-bengali/i.test(r.url())) fonts.push(r.url()); });
  await page.goto(`${origin('alpha')}/login`);
  await expect(page.locator('button[type="submit"]')).toHaveText('Sign in');
  expect(fonts).toEqual([]);
});
