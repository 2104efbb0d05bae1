import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunkFiles, hintedPages, hintRead, lowPriorityEntry, pageHintScript, type HintData } from './page-hint.ts';

const FILES = { scripts: ['/assets/shell-a.js', '/assets/sign-in-b.js'], styles: ['/assets/shell-c.css'] };
const ITEM = { path: '/student/pte-practice/:slug/pte/:pteId', scripts: ['/assets/player-d.js'], styles: [] };

/** Runs the hint in a page with this path and storage; answers the links it added and the reads it sent, after the first paint. */
function run(path: string, storage: Record<string, string> | 'blocked', inPage: string[] = [], texts?: HintData['texts'], data: Partial<HintData> = {}) {
  const added: Array<{ rel: string; href: string; as?: string; crossOrigin?: string }> = [];
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  const order: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, headers: init.headers });
    order.push(url);
    return Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: () => Promise.resolve(`{"url":"${url}"}`) });
  };
  const window: Record<string, unknown> = { fetch };
  runInNewContext(pageHintScript({ build: 'b1', shell: FILES, texts, pages: [ITEM], ...data }), {
    window,
    fetch,
    localStorage: {
      getItem: (k: string) => {
        if (storage === 'blocked') throw new Error('SecurityError');
        return storage[k] ?? null;
      },
    },
    location: { pathname: path },
    document: {
      createElement: () => ({}),
      head: { appendChild: (l: (typeof added)[number]) => order.push(l.href) && added.push(l) },
      // the page's own entry files, as its HTML names them
      querySelector: (sel: string) => (inPage.some((f) => sel.includes(`"${f}"`)) ? {} : null),
    },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  const beforePaint = added.length + sent.length;
  frames.forEach((f) => f());
  // the requests each task made
  const tasks: number[] = [];
  while (timers.length) {
    const before = added.length + sent.length;
    timers.shift()!();
    tasks.push(added.length + sent.length - before);
  }
  return { beforePaint, tasks, added, sent, order, early: window.__pteEarly as { build: string; token?: string; reads: Record<string, Promise<unknown>> } };
}

/** A start of the student portal as the client remembers it (src/kernel/app/early-start.ts). */
const REMEMBERED = {
  path: '/student/portal',
  build: 'b1',
  files: ['/assets/boot-x.js', '/assets/shell-a.js', '/assets/portal-e.js', '/assets/card-f.css'],
  reads: [{ key: 'dashboard', url: '/api/v1/dashboard', headers: { Accept: 'application/json', 'X-Tenant': 'alpha' } }],
};

describe('the page hint', () => {
  it("asks for the shell's scripts and stylesheet on a portal page with a stored session, after the first paint", () => {
    const { beforePaint, added } = run('/student/portal', { token: 't' });
    expect(beforePaint).toBe(0);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/shell-a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/sign-in-b.js', crossOrigin: '' },
      { rel: 'preload', href: '/assets/shell-c.css', as: 'style', crossOrigin: '' },
    ]);
    expect(run('/coaching-owner/students/list', { token: 't' }).added).toHaveLength(3);
  });

  it("asks for a page's own chunks on that page's path only", () => {
    const item = run('/student/pte-practice/read-aloud/pte/12', { token: 't' }).added.map((l) => l.href);
    expect(item).toEqual([...FILES.scripts, ...FILES.styles, '/assets/player-d.js']);
    for (const other of ['/student/pte-practice/read-aloud/pte', '/student/pte-practice/read-aloud/pte/12/x', '/student/pte-practice/list/reading/x', '/teacher/pte-practice/a/pte/1']) {
      expect(run(other, { token: 't' }).added.map((l) => l.href)).not.toContain('/assets/player-d.js');
    }
  });

  it('asks for nothing without a session, off the portals, or when storage is refused', () => {
    expect(run('/student/portal', {}).added).toEqual([]);
    expect(run('/login', { token: 't' }).added).toEqual([]);
    expect(run('/', { token: 't' }).added).toEqual([]);
    expect(run('/student/portal', 'blocked').added).toEqual([]);
  });

  it("asks for what the path's last start needed, after the shell's files, leaving out what the page or the hint asked for already", async () => {
    const { beforePaint, tasks, added, sent, order, early } = run('/student/portal', { token: 't', early_start: JSON.stringify([REMEMBERED]) }, ['/assets/boot-x.js']);
    expect(beforePaint).toBe(0);
    // one a task, so that asking is no long task
    expect(tasks).toEqual([1, 1, 1, 1, 1, 1]);
    expect(sent).toEqual([{ url: '/api/v1/dashboard', headers: { Accept: 'application/json', 'X-Tenant': 'alpha', Authorization: 'Bearer t' } }]);
    // the shell's files first (and its texts and the page's, here none), then the reads, then the rest of what was remembered
    expect(order).toEqual(['/assets/shell-a.js', '/assets/sign-in-b.js', '/assets/shell-c.css', '/api/v1/dashboard', '/assets/portal-e.js', '/assets/card-f.css']);
    expect(added.map((l) => [l.rel, l.href, l.as])).toEqual([
      ['modulepreload', '/assets/shell-a.js', undefined],
      ['modulepreload', '/assets/sign-in-b.js', undefined],
      ['preload', '/assets/shell-c.css', 'style'],
      ['modulepreload', '/assets/portal-e.js', undefined],
      ['preload', '/assets/card-f.css', 'style'],
    ]);
    // the answer is left, as text, for the client to take over with the token it was sent with
    expect(early.build).toBe('b1');
    expect(early.token).toBe('t');
    await expect(early.reads.dashboard).resolves.toEqual({ ok: true, status: 200, statusText: 'OK', text: '{"url":"/api/v1/dashboard"}' });
  });

  it("sends the reads every role page and this one declare when this path has nothing remembered, with a remembered read's headers", () => {
    const reads = [hintRead('auth-user')];
    const pages = [{ ...ITEM, reads: ['questions/:pteId', 'questions?type=:slug&page=1&per_page=100'].map(hintRead) }];
    const item = run('/student/pte-practice/read-aloud/pte/12', { token: 't', early_start: JSON.stringify([REMEMBERED]) }, [], undefined, { reads, pages });
    expect(item.sent.map((r) => r.url)).toEqual(['/api/v1/auth-user', '/api/v1/questions/12', '/api/v1/questions?type=read-aloud&page=1&per_page=100']);
    expect(item.sent[0]!.headers).toEqual({ Accept: 'application/json', 'X-Tenant': 'alpha', Authorization: 'Bearer t' });
    // keyed as the client keys them (primeKey: the query sorted), so the warm-up takes them over
    expect(Object.keys(item.early.reads)).toEqual(['auth-user', 'questions/12', 'questions?page=1&per_page=100&type=read-aloud']);
    // without a remembered read there are no headers to send (the tenant's): nothing is sent
    expect(run('/student/pte-practice/read-aloud/pte/12', { token: 't' }, [], undefined, { reads, pages }).sent).toEqual([]);
    // a segment that is no URI component fills in empty, and the rest of the hint still runs
    const odd = run('/student/pte-practice/read-aloud/pte/%E0%A4', { token: 't', early_start: JSON.stringify([REMEMBERED]) }, [], undefined, { reads, pages });
    expect(odd.sent.map((r) => r.url)).toContain('/api/v1/questions/');
    expect(odd.added.map((l) => l.href)).toContain('/assets/player-d.js');
    // a remembered start of this very path is sent instead
    const again = run('/student/portal', { token: 't', early_start: JSON.stringify([REMEMBERED]) }, [], undefined, { reads, pages });
    expect(again.sent.map((r) => r.url)).toEqual(['/api/v1/dashboard']);
  });

  it("ignores a start remembered for another path or build, or malformed, and names the build without a session", () => {
    for (const remembered of [{ ...REMEMBERED, path: '/student/other' }, { ...REMEMBERED, build: 'b0' }, { ...REMEMBERED, files: 'x' }]) {
      const { added, sent } = run('/student/portal', { token: 't', early_start: JSON.stringify([remembered]) });
      expect(sent).toEqual([]);
      expect(added.map((l) => l.href)).toEqual([...FILES.scripts, ...FILES.styles]);
    }
    expect(run('/student/portal', { token: 't', early_start: '{not json' }).added).toHaveLength(3);
    const visitor = run('/student/portal', { early_start: JSON.stringify([REMEMBERED]) });
    expect(visitor.sent).toEqual([]);
    expect(visitor.early).toEqual({ build: 'b1', reads: {} });
  });

  it("asks for the shell's texts in the stored language, English without one, after the shell's files", () => {
    const texts = { en: { scripts: ['/assets/texts-en.js'], styles: [] }, bn: { scripts: ['/assets/common-bn.js', '/assets/texts-bn.js'], styles: [] } };
    const hrefs = (storage: Record<string, string>) => run('/student/portal', { token: 't', ...storage }, [], texts).added.map((l) => l.href);
    expect(hrefs({ lang: 'bn' })).toEqual([...FILES.scripts, ...FILES.styles, '/assets/common-bn.js', '/assets/texts-bn.js']);
    expect(hrefs({})).toEqual([...FILES.scripts, ...FILES.styles, '/assets/texts-en.js']);
    expect(hrefs({ lang: 'fr' })).toEqual([...FILES.scripts, ...FILES.styles, '/assets/texts-en.js']);
    expect(run('/login', { token: 't', lang: 'bn' }, [], texts).added).toEqual([]);
  });

  it("gives a page with `each` one hint per chunk naming a value, on the path with that value, without its page's files", () => {
    const chunk = (name: string, imports: string[] = []) => ({ type: 'chunk', name, fileName: `assets/${name}.js`, imports: imports.map((i) => `assets/${i}.js`), moduleIds: [`/m/${name}.ts`] });
    const bundle = Object.fromEntries(
      [chunk('shell'), chunk('player', ['shell']), chunk('qt-read-aloud', ['player', 'kit']), chunk('qt-write-essay', ['player']), chunk('kit'), chunk('other')].map((c) => [c.fileName, c]),
    );
    const shell = chunkFiles(bundle, '', (c) => c.name === 'shell')!;
    const pages = hintedPages(bundle, '', [{ path: '/s/:slug/pte/:id', modules: ['/m/player.ts'], each: { param: 'slug', valueOf: (c) => /^qt-(.+)$/.exec(c)?.[1] } }], shell);
    expect(pages).toEqual([
      { path: '/s/:slug/pte/:id', scripts: ['/assets/player.js'], styles: [] },
      { path: '/s/read-aloud/pte/:id', scripts: ['/assets/qt-read-aloud.js', '/assets/kit.js'], styles: [] },
      { path: '/s/write-essay/pte/:id', scripts: ['/assets/qt-write-essay.js'], styles: [] },
    ]);
    expect(() => hintedPages(bundle, '', [{ path: '/x', chunks: (c) => c === 'missing' }], shell)).toThrow(/page hint \/x/);
  });

  it("takes a chunk's files and those of the chunks it imports, leaving out what the page loads already", () => {
    const chunk = (fileName: string, imports: string[], moduleIds: string[], css: string[] = []) => ({ type: 'chunk', name: fileName.split(/[/-]/)[1]!, fileName, imports, moduleIds, viteMetadata: { importedCss: new Set(css) } });
    const bundle = {
      'assets/boot-x.js': chunk('assets/boot-x.js', [], ['/src/main.tsx']),
      'assets/shell-a.js': chunk('assets/shell-a.js', ['assets/boot-x.js', 'assets/sign-in-b.js'], ['/src/role-layout.tsx'], ['assets/shell-c.css']),
      'assets/sign-in-b.js': chunk('assets/sign-in-b.js', ['assets/boot-x.js'], ['/plugins/login.tsx']),
      'assets/player-d.js': chunk('assets/player-d.js', ['assets/boot-x.js', 'assets/shell-a.js'], ['/plugins/practice-page.tsx', '/question-types/registry.ts']),
      'assets/shell-c.css': { type: 'asset' },
    };
    const html = '<script type="module" crossorigin src="/assets/boot-x.js"></script>';
    const shell = chunkFiles(bundle, html, (c) => c.name === 'shell');
    expect(shell).toEqual(FILES);
    expect(chunkFiles(bundle, html, (c) => c.moduleIds.includes('/plugins/practice-page.tsx'), shell!)).toEqual({ scripts: ['/assets/player-d.js'], styles: [] });
    expect(chunkFiles(bundle, html, (c) => c.name === 'nothing')).toBeNull();
  });

  it("asks for the entry's files at low priority, once", () => {
    const head = '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-b.js"><link rel="stylesheet" href="/assets/boot-c.css">';
    const low = lowPriorityEntry(head);
    expect(low).toBe('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-b.js"><link rel="stylesheet" href="/assets/boot-c.css">');
    expect(lowPriorityEntry(low)).toBe(low);
  });
});
