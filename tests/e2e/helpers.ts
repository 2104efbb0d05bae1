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

/**
 * A short WebM recorded in the page (canvas + MediaRecorder, numbered coloured frames): a real, seekable video
 * without a fixture file.
 */
export async function recordedVideo(page: Page, ms = 3000): Promise<Buffer> {
  const b64 = await page.evaluate(async (duration) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const g = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
    const parts: Blob[] = [];
    rec.ondataavailable = (e) => parts.push(e.data);
    let frame = 0;
    const timer = setInterval(() => {
      g.fillStyle = `hsl(${(frame * 12) % 360} 70% 50%)`;
      g.fillRect(0, 0, 160, 120);
      g.fillStyle = '#fff';
      g.fillText(String(frame++), 70, 60);
    }, 66);
    rec.start(250);
    await new Promise((r) => setTimeout(r, duration));
    rec.stop();
    await new Promise((r) => (rec.onstop = r));
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, ms);
  return Buffer.from(b64, 'base64');
}
