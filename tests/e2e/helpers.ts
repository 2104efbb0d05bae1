import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT, MAIL_DIR } from '../../playwright.config';

export const PASSWORD = 'Demo-pass-2026';
export const origin = (tenant?: string) => `http://${tenant ? `${tenant}.` : ''}localhost:${E2E_PORT}`;

export async function signIn(page: Page, tenant: string | undefined, email: string, password = PASSWORD) {
  await page.goto(`${origin(tenant)}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

export async function menuKeys(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('menu-item').first()).toBeVisible();
  return sidebar.getByTestId('menu-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-key') ?? ''));
}

/** The newest mail caught by the test SMTP server for this address, decoded from quoted-printable. */
export async function latestMailTo(address: string, timeoutMs = 20_000): Promise<string> {
  const dir = MAIL_DIR;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const files = readdirSync(dir).sort().reverse();
    for (const f of files) {
      const raw = readFileSync(join(dir, f), 'utf8');
      if (raw.toLowerCase().includes(`to: ${address}`) || raw.toLowerCase().includes(`<${address}>`)) {
        return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}
