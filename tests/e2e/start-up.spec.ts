// Start-up of a returning user's page (src/kernel/app/start.tsx, warm-up.ts; scripts/shell-hint.ts): the signed-in
// shell is asked for beside the entry by the page's inline hint, which the page's policy allows, and the first render
// is the page's frame, not the spinner React would keep for 300 ms before showing what it suspended on.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

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
  // the entry's boot chunk is held until the shell chunk has been asked for (or 5 s went by): only the page's hint
  // can ask for it before the entry runs
  let shellAsked!: () => void;
  const asked = new Promise<'asked'>((resolve) => (shellAsked = () => resolve('asked')));
  page.on('request', (r) => {
    if (/\/assets\/shell-[^/]+\.js$/.test(r.url())) shellAsked();
  });
  let beforeEntry: string | undefined;
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    beforeEntry = await Promise.race([asked, new Promise<string>((resolve) => setTimeout(() => resolve('not asked'), 5000))]);
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(beforeEntry).toBe('asked');
  const { commits, csp } = await page.evaluate(() => {
    const w = window as unknown as { __commits: string[]; __csp: string[] };
    return { commits: w.__commits, csp: w.__csp };
  });
  expect(csp).toEqual([]);
  // the layout's skip link is there from the first render on: no bare "Loading…" first
  expect(commits[0]).toContain('Skip to main content');
});
