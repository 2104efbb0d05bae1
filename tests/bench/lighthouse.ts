// Lighthouse (mobile, simulated throttling: its default) on the pages a new user meets first: /login, the student
// portal and a practice item, through the product's server over the production build, in the system Chromium.
// The portal and the item are measured twice: opened with nothing remembered, and opened again by a student whose
// browser remembers what the page needed at its last start (src/kernel/app/early-start.ts); the HTTP cache is empty
// for both.
// Figures only; the goals are in the README's Performance table.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './lib.ts';
import { EARLY_START_KEY } from '../../src/kernel/auth/session.ts';

export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** accessibility audits that failed, by id */
  failing: string[];
  /** the first offending element of each failing audit, to fix it */
  offenders: string[];
  /** the heaviest requests (KiB transferred, path), to see what a page pays for */
  heaviest: string[];
  /** requests on the critical chain and the LCP element, to see what holds first paint */
  lcpElement: string;
  /** Lighthouse's estimate of the machine's CPU speed (higher is faster): the simulated CPU times scale with the real ones */
  benchmarkIndex: number;
  /** Lighthouse's own failure of this run (its code), when it could not measure the page: the run is left out of the summary */
  error?: string;
}

const DEBUG_PORT = 9333;

async function apiLogin(api: string, tenant: string, email: string): Promise<string> {
  const res = await fetch(`${api}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': tenant },
    body: JSON.stringify({ email, password: 'Demo-pass-2026' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login ${email}: ${res.status}`);
  return body.data.token;
}

/**
 * `runs` rounds of every page (LH_RUNS, default 3): one run's figures swing with what else the machine does (the
 * same build's Total Blocking Time went from 100 to 700 ms between runs), so the summary is the median.
 */
export async function benchLighthouse(origin: string, api: string, runs = Number(process.env.LH_RUNS ?? 3)): Promise<PageFigures[]> {
  const out: PageFigures[] = [];
  for (let i = 0; i < runs; i++) out.push(...(await lighthouseRound(origin, api)));
  return out;
}

/** `origin` is the tenant's page origin (alpha.localhost:port), `api` the same server by address. */
async function lighthouseRound(origin: string, api: string): Promise<PageFigures[]> {
  // an item to open: the first reading multiple-choice item the student may practise
  const token = await apiLogin(api, 'alpha', 'student@alpha.test');
  const list = await fetch(`${api}/api/v1/questions?type=reading-multiple-choice-single&per_page=1`, { headers: { authorization: `Bearer ${token}`, 'x-tenant': 'alpha' } });
  const item = ((await list.json()) as { data: { items: Array<{ id: number }> } }).data.items[0];
  if (!item) throw new Error('no practice item to open');

  // one persistent profile: the student signs in once through the page, Lighthouse then opens its tabs in it
  const profile = mkdtempSync(join(tmpdir(), 'lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    headless: true,
  });
  const out: PageFigures[] = [];
  try {
    const run = async (name: string, url: string) => {
      // a first visit: the HTTP cache is emptied here, local storage (the session) is kept. A new tab, the old ones
      // closed: the renderer's own memory cache kept the chunks the sign-in had loaded (the portal's cards came from
      // it, at 0 bytes) and outlives a cleared HTTP cache
      const tab = await context.newPage();
      for (const old of context.pages()) if (old !== tab) await old.close();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const result = await lighthouse(url, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const lhr = result!.lhr;
      // LH_REPORT_DIR=dir keeps each page's full report (open in https://googlechrome.github.io/lighthouse/viewer/)
      if (process.env.LH_REPORT_DIR) writeFileSync(join(process.env.LH_REPORT_DIR, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      out.push({
        page: name,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        transferKiB: audit('total-byte-weight') / 1024,
        failing: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
          .map((r) => r.id),
        offenders: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
          .flatMap((r) => ((lhr.audits[r.id]?.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? []).map((i) => `${r.id}: ${i.node?.snippet ?? '?'}`)),
        heaviest: ((lhr.audits['network-requests']?.details as { items?: Array<{ url: string; transferSize?: number }> } | undefined)?.items ?? [])
          .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
          .slice(0, 8)
          .map((i) => `${((i.transferSize ?? 0) / 1024).toFixed(1)} KiB ${new URL(i.url).pathname}`),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        error: lhr.runtimeError?.code,
        lcpElement: ((lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 160),
      });
    };
    await run('/login', `${origin}/login`);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login`);
    await page.locator('input[name="email"]').fill('student@alpha.test');
    await page.locator('input[name="password"]').fill('Demo-pass-2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/student\/portal$/);
    // a page opened from the address bar remembers its start once its first render has settled
    const openOnce = async (url: string) => {
      const tab = await context.newPage();
      await tab.goto(url);
      await tab.waitForFunction(([key, path]) => (localStorage.getItem(key) ?? '').includes(`"path":"${path}"`), [EARLY_START_KEY, new URL(url).pathname] as const);
    };
    const portal = `${origin}/student/portal`;
    const itemUrl = `${origin}/student/pte-practice/reading-multiple-choice-single/pte/${item.id}`;
    // the portal reached after signing in remembered its start (src/kernel/app/remembered-navigation.ts): forgotten,
    // for the figures of a first opening
    await page.waitForTimeout(2000);
    await page.evaluate((key) => localStorage.removeItem(key), EARLY_START_KEY);
    await run('student portal', portal);
    await openOnce(portal);
    await run('student portal, opened before', portal);
    await run('practice item (reading MCQ single)', itemUrl);
    await openOnce(itemUrl);
    await run('practice item, opened before', itemUrl);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return out;
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Per page, over the runs: the median and the range of each figure. */
export function summarizeLighthouse(rows: readonly PageFigures[]): string[] {
  const pages = [...new Set(rows.map((r) => r.page))];
  return pages.map((page) => {
    const of = rows.filter((r) => r.page === page && !r.error);
    if (of.length === 0) return `${page.padEnd(38)} every run failed`;
    const fig = (pick: (r: PageFigures) => number, show: (n: number) => string) => {
      const xs = of.map(pick);
      return `${show(median(xs))} (${show(Math.min(...xs))}-${show(Math.max(...xs))})`;
    };
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return (
      `${page.padEnd(38)} median of ${of.length}: performance ${fig((r) => r.performance, String)}  accessibility ${fig((r) => r.accessibility, String)}  ` +
      `LCP ${fig((r) => r.lcpMs, s)}  TBT ${fig((r) => r.tbtMs, (n) => `${Math.round(n)} ms`)}  benchmarkIndex ${Math.round(median(of.map((r) => r.benchmarkIndex)))}`
    );
  });
}

export function printLighthouse(rows: readonly PageFigures[]): void {
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(38)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  ` +
        `LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  ${r.transferKiB.toFixed(1)} KiB` +
        (r.failing.length ? `  failing: ${r.failing.join(', ')}` : '') +
        (r.error ? `  LIGHTHOUSE FAILED: ${r.error}` : ''),
    );
    for (const o of r.offenders.slice(0, 6)) console.log(`    ${o.slice(0, 200)}`);
    if (process.env.BENCH_VERBOSE) {
      console.log(`    LCP element: ${r.lcpElement}`);
      for (const h of r.heaviest) console.log(`    ${h}`);
    }
  }
  console.log('summary:');
  for (const line of summarizeLighthouse(rows)) console.log(line);
}
