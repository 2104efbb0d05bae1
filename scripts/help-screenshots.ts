/**
 * The screenshots of the seeded "how to use" help pages (server/db/seed-help.ts): public/help/*.webp, taken from the
 * real product with the demo data. Run against a server with a fresh demo database and the built app:
 *
 *   npm run build
 *   PORT=3405 DATA_DIR=.tmp/shots-data PLATFORM_DOMAIN=localhost:3405 node --import tsx server/main.ts &
 *   HELP_SHOTS_PORT=3405 node --import tsx scripts/help-screenshots.ts
 *
 * Each page is shot at 1280 x 800 and re-encoded by the browser itself (canvas, WebP, 800 x 500) so no image
 * library is needed; every file stays well under 80 KiB. Uses the system Chromium (TOOLCHAIN.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright';

const PORT = Number(process.env.HELP_SHOTS_PORT ?? 3000);
const ALPHA = `http://alpha.localhost:${PORT}`;
const OUT = 'public/help';
const PASSWORD = 'Demo-pass-2026';
const MAX_BYTES = 80 * 1024;

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${ALPHA}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/portal$/);
  await page.waitForLoadState('networkidle');
}

/** the page as WebP, scaled to 800 px wide, at the highest quality that stays under MAX_BYTES */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const png = (await page.screenshot({ type: 'png' })).toString('base64');
  const webp = await page.evaluate(
    async ({ png, max }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = Math.round((img.height * 800) / img.width);
      canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
      for (const q of [0.8, 0.7, 0.6, 0.5, 0.4]) {
        const url = canvas.toDataURL('image/webp', q);
        if ((url.length * 3) / 4 < max) return url.slice(url.indexOf(',') + 1);
      }
      throw new Error('the screenshot does not fit the size limit');
    },
    { png, max: MAX_BYTES },
  );
  const bytes = Buffer.from(webp, 'base64');
  writeFileSync(`${OUT}/${name}.webp`, bytes);
  console.log(`${OUT}/${name}.webp ${Math.round(bytes.length / 1024)} KiB`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const shots: Array<[string, (page: Page) => Promise<void>]> = [
      ['student-dashboard', async (page) => signIn(page, 'student@alpha.test')],
      ['student-practice', async (page) => {
        await signIn(page, 'student@alpha.test');
        await page.goto(`${ALPHA}/student/pte-practice/list/reading/reading-multiple-choice-single`);
      }],
      ['exam-player', async (page) => {
        await signIn(page, 'student@alpha.test');
        await page.goto(`${ALPHA}/student/pte-practice/list/reading/reading-multiple-choice-single`);
        await page.locator('a[href*="/pte/"]').first().click();
        await page.waitForURL(/\/pte\/\d+/);
      }],
      ['teacher-dashboard', async (page) => signIn(page, 'teacher@alpha.test')],
      ['admin-dashboard', async (page) => signIn(page, 'admin@alpha.test')],
    ];
    for (const [name, go] of shots) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await go(page);
      await shoot(page, name);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
