// Start-up of a returning user's page (src/kernel/app/start.tsx, warm-up.ts, early-start.ts; scripts/page-hint.ts):
// the signed-in shell, a practice item's own chunks, and what the page's last start needed are asked for beside the
// entry by the page's inline hint, which the page's policy allows; the first render is the page's frame, not the spinner React would keep for 300 ms before showing what
// it suspended on.
import { expect, test, type Page } from '@playwright/test';
import { origin, signIn } from './helpers';

/**
 * Holds the entry's boot chunk until a request matching each of `wanted` has been asked for (or 5 s went by), and
 * answers which came first: only the page's hint can ask for them before the entry runs.
 */
async function askedBeforeEntry(page: Page, ...wanted: RegExp[]): Promise<() => string | undefined> {
  let seen!: () => void;
  const asked = new Promise<string>((resolve) => (seen = () => resolve('asked')));
  const missing = new Set(wanted);
  page.on('request', (r) => {
    for (const w of missing) if (w.test(new URL(r.url()).pathname)) missing.delete(w);
    if (missing.size === 0) seen();
  });
  let first: string | undefined;
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    first = await Promise.race([asked, new Promise<string>((resolve) => setTimeout(() => resolve('not asked'), 5000))]);
    await route.continue();
  });
  return () => first;
}

test("a returning student's portal: the shell hinted under the page's policy, the frame in the first render", async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(/\/student\/portal$/);
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: string[]; __csp: string[] };
    w.__commits = [];
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    new MutationObserver(() => {
      const root = document.getElementById('root');
      // React's renders, once it has replaced the server's shell
      if (root && !root.querySelector('[data-boot-shell]')) w.__commits.push(root.innerText);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // the shell, its texts, and the student's portal cards (scripts/portal-chunks.ts)
  const shellFirst = await askedBeforeEntry(page, /^\/assets\/shell-[^/]+\.js$/, /^\/assets\/kernel-texts-en-[^/]+\.js$/, /^\/assets\/portal-student-[^/]+\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(shellFirst()).toBe('asked');
  const { commits, csp } = await page.evaluate(() => {
    const w = window as unknown as { __commits: string[]; __csp: string[] };
    return { commits: w.__commits, csp: w.__csp };
  });
  expect(csp).toEqual([]);
  // the layout's skip link is there from the first render on: no bare "Loading…" first
  expect(commits[0]).toContain('Skip to main content');
});

test('a student who opened the portal before: its reads and chunks are asked for beside the entry, each read once', async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(/\/student\/portal$/);
  // reached by navigation after signing in, the portal remembers what it fetched (src/kernel/app/early-start.ts)
  const remembered = async () => {
    await page.waitForFunction(() => (localStorage.getItem('early_start') ?? '').includes('"/student/portal"'));
    return page.evaluate(() => JSON.parse(localStorage.getItem('early_start')!)[0] as { files: string[]; reads: Array<{ key: string }> });
  };
  const navigated = await remembered();
  expect(navigated.reads.map((r) => r.key)).toEqual(expect.arrayContaining(['auth-user', 'dashboard']));
  expect(navigated.files.some((f) => /\/portal-cards-[^/]+\.js$/.test(f))).toBe(true);
  const dashboardReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/dashboard') dashboardReads.push(r.url());
  });
  const readFirst = await askedBeforeEntry(page, /^\/api\/v1\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(readFirst()).toBe('asked');
  // the counts came from the hint's answer, which the client took over: the server was asked once
  await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
  expect(dashboardReads).toHaveLength(1);
  // opened from the address bar, the page remembers its whole start, the entry's files among them
  await expect.poll(async () => (await remembered()).files.some((f) => /\/boot-[^/]+\.js$/.test(f))).toBe(true);
});

test("a practice item opened from the address bar: its page's and its type's chunks and its reads are asked for beside the entry, the item shows", async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(/\/student\/portal$/);
  // the portal reached after signing in remembers its start, its reads' headers among it
  await page.waitForFunction(() => (localStorage.getItem('early_start') ?? '').includes('"/student/portal"'));
  await page.goto(`${origin('alpha')}/student/pte-practice/list/reading/reading-multiple-choice-single`);
  await page.getByTestId('practice-row').first().getByTestId('practise').click();
  await expect(page).toHaveURL(/\/student\/pte-practice\/reading-multiple-choice-single\/pte\/\d+$/);
  const itemUrl = page.url();
  const itemPath = new URL(itemUrl).pathname;
  // nothing remembered of this item (the portal's start is): the hint sends the item's declared reads itself
  await page.evaluate((path) => {
    const all = JSON.parse(localStorage.getItem('early_start') ?? '[]') as Array<{ path: string }>;
    localStorage.setItem('early_start', JSON.stringify(all.filter((r) => r.path !== path)));
  }, itemPath);
  const itemId = itemPath.split('/').pop()!;
  const itemReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/v1/questions/${itemId}`) itemReads.push(r.url());
  });
  const playerFirst = await askedBeforeEntry(page, /^\/assets\/player-[^/]+\.js$/, /^\/assets\/qt-reading-multiple-choice-single-[^/]+\.js$/, new RegExp(`^/api/v1/questions/${itemId}$`));
  await page.goto(itemUrl);
  await expect(page.getByTestId('reading-passage')).toBeVisible();
  expect(playerFirst()).toBe('asked');
  // the warm-up took the hint's answer over: the item was read once
  expect(itemReads).toHaveLength(1);
});
