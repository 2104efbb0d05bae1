// Bytes of JS + CSS a browser fetches for /login before any interaction (styles written into the page included),
// gzip level 6 (a typical server setting), beside a bare React + react-router page with two lazy routes built in the same run.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { launchChromium } from './lib';

export interface LoadedAsset { url: string; gzip: number }

async function assetsFor(url: string): Promise<LoadedAsset[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const bodies: Promise<LoadedAsset | null>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      // the stylesheet the server writes into the page (server/kernel/spa-page.ts) counts as if it were fetched
      if (type === 'document') {
        bodies.push(res.text().then((html) => {
          const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
          return css ? { url: `${res.url()}#inline-styles`, gzip: gzipSync(css, { level: 6 }).length } : null;
        }).catch(() => null));
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 6 }).length })).catch(() => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[name="email"], input[name=email]', { timeout: 15_000 });
    return (await Promise.all(bodies)).filter((a): a is LoadedAsset => a !== null);
  } finally {
    await browser.close();
  }
}

function serveStatic(dir: string): Promise<{ url: string; close(): void }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    const path = join(dir, (req.url ?? '/').split('?')[0]!);
    const file = existsSync(path) && extname(path) ? path : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })));
}

export async function measureBundle(appOrigin: string) {
  execFileSync('node_modules/.bin/vite', ['build', '--config', 'tests/bench/baseline/vite.config.ts'], { stdio: 'inherit' });
  const baseline = await serveStatic('.tmp/bench-baseline');
  try {
    const base = await assetsFor(`${baseline.url}/login`);
    const app = await assetsFor(`${appOrigin}/login`);
    const sum = (a: LoadedAsset[]) => a.reduce((n, x) => n + x.gzip, 0);
    return { baseline: sum(base), app: sum(app), ratio: sum(app) / sum(base), appAssets: app };
  } finally {
    baseline.close();
  }
}
