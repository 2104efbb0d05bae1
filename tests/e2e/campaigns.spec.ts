// Campaigns (server/modules/campaigns/README.md), the second half of the journey: with a list of 200 contacts
// (imported through the contacts API in the setup), teacher@alpha.test writes and sends a campaign from the page;
// the captured mail holds 200 messages, each with an unsubscribe link; one link opened in a browser without a session
// asks, then confirms; the next campaign sends 199 and the report shows 1 skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { MAIL_DIR } from '../../playwright.config';
import { origin, PASSWORD, signIn } from './helpers';

const ALPHA = origin('alpha');
const run = Date.now().toString(36);
const DOMAIN = `c${run}.leads.test`;
const LIST = `Journey leads ${run}`;
const N = 200;
test.setTimeout(240_000);

/** The captured mails to this run's contacts: address -> decoded bodies. */
function mails(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of readdirSync(MAIL_DIR)) {
    const raw = readFileSync(join(MAIL_DIR, f), 'utf8');
    const to = raw.match(new RegExp(`([a-z0-9.]+@${DOMAIN.replace(/\./g, '\\.')})`, 'i'))?.[1]?.toLowerCase();
    if (!to) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    out.set(to, [...(out.get(to) ?? []), text]);
  }
  return out;
}
const total = (m: Map<string, string[]>) => [...m.values()].reduce((n, v) => n + v.length, 0);

async function writeAndSend(page: Page, name: string) {
  await page.goto(`${ALPHA}/teacher/communication/interaction/campaign`);
  await page.getByTestId('create-campaign').first().click();
  const editor = page.getByTestId('campaign-editor');
  await editor.getByLabel('Name (only you see it)').fill(name);
  await editor.getByLabel('Subject').fill('New batches for {{first_name}}');
  await editor.getByLabel('Message').fill('Dear {{name}},\nOur spring batches start soon at {{centre}}.');
  await editor.getByLabel('List', { exact: true }).selectOption({ label: LIST });
  await expect(editor.getByTestId('audience-count')).toContainText(`Reaches ${N} now`);
  await editor.getByTestId('save-campaign').click();
  await expect(editor).toBeHidden();
  const row = page.getByTestId('campaign-row').filter({ hasText: name });
  await row.getByTestId('row-actions').click();
  await page.locator('[data-action="send"]').click();
  await expect(page.getByRole('dialog')).toContainText(`“${name}” goes to everyone`);
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('campaign-detail')).toBeVisible();
}

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: `http://localhost:${new URL(ALPHA).port}`, extraHTTPHeaders: { 'X-Tenant': 'alpha' } });
  const login = await api.post('/api/v1/login', { data: { email: 'teacher@alpha.test', password: PASSWORD } });
  const token = (await login.json()).data.token as string;
  const rows = Array.from({ length: N }, (_, i) => ({ email: `lead${i + 1}@${DOMAIN}`, name: `Lead ${i + 1} Journey` }));
  const r = await api.post('/api/v1/contacts/import', { data: { rows, new_list_name: LIST }, headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), await r.text()).toBeLessThan(300);
  await api.dispose();
});

test('a trainer sends a campaign to 200 contacts; an unsubscribe link works without signing in; the next campaign skips it', async ({ page, browser }) => {
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  await writeAndSend(page, `Spring ${run}`);

  // every contact gets exactly one mail with its own unsubscribe link
  await expect.poll(() => total(mails()), { timeout: 150_000, intervals: [1000] }).toBe(N);
  const first = mails();
  expect(first.size).toBe(N);
  const links = [...first.values()].map((v) => v[0]!.match(/(http:\/\/alpha\.localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]+)/)?.[1]);
  expect(links.every(Boolean)).toBe(true);
  expect(new Set(links).size).toBe(N);
  await expect(page.getByTestId('count-sent')).toHaveText(String(N), { timeout: 30_000 });

  // a stranger's browser: no session
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const link = first.get(`lead7@${DOMAIN}`)![0]!.match(/(http:\/\/alpha\.localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]+)/)![1]!;
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Unsubscribe');
  await expect(visitor.locator('main')).toContainText(`lead7@${DOMAIN}`);
  await visitor.getByRole('button', { name: /Unsubscribe/ }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('You are unsubscribed');
  await context.close();

  await writeAndSend(page, `Follow-up ${run}`);
  await expect.poll(() => total(mails()), { timeout: 150_000, intervals: [1000] }).toBe(2 * N - 1);
  expect(mails().get(`lead7@${DOMAIN}`)!.length).toBe(1);
  await expect(page.getByTestId('count-skipped')).toHaveText('1', { timeout: 30_000 });

  await page.goto(`${ALPHA}/teacher/communication/interaction/report`);
  const row = page.getByTestId('report-campaign-row').filter({ hasText: `Follow-up ${run}` });
  await expect(row.getByTestId('report-skipped')).toHaveText('1');
  await expect(row.getByTestId('report-sent')).toHaveText(String(N - 1));
  const spring = page.getByTestId('report-campaign-row').filter({ hasText: `Spring ${run}` });
  await expect(spring.getByTestId('report-unsubscribed')).toHaveText('1');
});
