// What opening one practice item costs: the JS + CSS a student's browser fetches when it navigates from the
// practice list to an item, per type (gzip -6), and whether any of it is TipTap (which only editors may load).
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib.ts';

export interface ChunkFigures { slug: string; questionId: number; bytes: number; files: string[]; tiptap: boolean }

async function studentSession(origin: string) {
  const res = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'alpha' },
    body: JSON.stringify({ email: 'student@alpha.test', password: 'Demo-pass-2026' }),
  });
  return ((await res.json()) as { data: Record<string, string | number | null> }).data;
}

async function firstItem(origin: string, token: string, slug: string): Promise<number> {
  const res = await fetch(`${origin}/api/v1/questions?type=${slug}&per_page=1`, { headers: { authorization: `Bearer ${token}`, 'x-tenant': 'alpha' } });
  const body = (await res.json()) as { data: { items: { id: number }[] } };
  const id = body.data.items[0]?.id;
  if (!id) throw new Error(`no ${slug} item in alpha's bank`);
  return id;
}

/** `tenantOrigin` is what the browser opens (alpha.localhost:PORT); `apiOrigin` what Node can resolve. */
export async function measurePracticeChunks(tenantOrigin: string, apiOrigin: string, slugs: string[]): Promise<ChunkFigures[]> {
  const session = await studentSession(apiOrigin);
  const browser = await launchChromium();
  const out: ChunkFigures[] = [];
  try {
    for (const slug of slugs) {
      const questionId = await firstItem(apiOrigin, String(session.token), slug);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${tenantOrigin}/login`);
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) if (v !== null) localStorage.setItem(k, String(v));
        localStorage.setItem('user_type', 'STUDENT');
      }, session);
      await page.goto(`${tenantOrigin}/student/pte-practice/list`, { waitUntil: 'networkidle' });
      const loaded: Promise<{ url: string; gzip: number; tiptap: boolean } | null>[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        loaded.push(
          res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 6 }).length, tiptap: /tiptap|ProseMirror/i.test(b.toString('utf8')) })).catch(() => null),
        );
      });
      // a client-side navigation, as a click from the list would make
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/student/pte-practice/${slug}/pte/${questionId}`);
      await page.getByTestId(`player-${slug}`).waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const assets = (await Promise.all(loaded)).filter((a): a is NonNullable<typeof a> => a !== null);
      out.push({ slug, questionId, bytes: assets.reduce((n, a) => n + a.gzip, 0), files: assets.map((a) => new URL(a.url).pathname), tiptap: assets.some((a) => a.tiptap) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
