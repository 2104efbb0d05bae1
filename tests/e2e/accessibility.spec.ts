import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { origin, signIn } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script, which the product's CSP (rightly) forbids: bypass it for this check only.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto(`${origin('alpha')}/login`);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the student portal has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in page is usable by keyboard alone', async ({ page }) => {
  await page.goto(`${origin('alpha')}/login`);
  await page.locator('input[name="email"]').focus();
  await page.keyboard.type('student@alpha.test');
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type('Demo-pass-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/portal$/);
});
