// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_START_KEY } from '../auth/session';
import { EARLY_GLOBAL } from '../http/early-reads';
import { assetFiles, MAX_READS, parseEarlyStarts, REMEMBERED_PATHS, rememberEarlyStart, withEarlyStart, type EarlyStart } from './early-start';

const start = (path: string, build = 'b1'): EarlyStart => ({ path, build, files: ['/assets/a.js'], reads: [{ key: 'dashboard', url: '/api/v1/dashboard', headers: { Accept: 'application/json' } }] });
const w = window as unknown as Record<string, unknown>;

describe('remembered starts', () => {
  afterEach(() => {
    localStorage.clear();
    delete w[EARLY_GLOBAL];
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('reads back what it wrote, and nothing malformed', () => {
    expect(parseEarlyStarts(JSON.stringify([start('/student/portal')]))).toEqual([start('/student/portal')]);
    for (const junk of [null, '', '{', '{}', '"x"', JSON.stringify([{ path: '/x' }]), JSON.stringify([{ ...start('/x'), files: [1] }]), JSON.stringify([{ ...start('/x'), reads: [{ key: 'a' }] }])]) {
      expect(parseEarlyStarts(junk)).toEqual([]);
    }
    // one bad entry does not lose the good ones
    expect(parseEarlyStarts(JSON.stringify([start('/a'), 7, start('/b')])).map((s) => s.path)).toEqual(['/a', '/b']);
  });

  it('keeps the newest start of each path first, for a few paths', () => {
    let list: EarlyStart[] = [];
    for (let i = 0; i < REMEMBERED_PATHS + 2; i++) list = withEarlyStart(list, start(`/p${i}`));
    expect(list).toHaveLength(REMEMBERED_PATHS);
    expect(list[0]!.path).toBe(`/p${REMEMBERED_PATHS + 1}`);
    list = withEarlyStart(list, start('/p5', 'b2'));
    expect(list.map((s) => s.path).filter((p) => p === '/p5')).toHaveLength(1);
    expect(list[0]).toEqual(start('/p5', 'b2'));
  });

  it("takes the page's own chunks and stylesheets, in the order they were asked for, each once", () => {
    const origin = 'http://alpha.localhost:3000';
    const files = assetFiles(
      [
        { name: `${origin}/assets/shell-b.js`, startTime: 20 },
        { name: `${origin}/assets/boot-a.js`, startTime: 10 },
        { name: `${origin}/api/v1/dashboard`, startTime: 30 },
        { name: `${origin}/assets/shell-c.css`, startTime: 40 },
        { name: `${origin}/assets/logo.png`, startTime: 50 },
        { name: 'http://elsewhere.test/assets/x.js', startTime: 60 },
        { name: `${origin}/assets/shell-b.js`, startTime: 70 },
        { name: 'not a url', startTime: 80 },
      ],
      origin,
    );
    expect(files).toEqual(['/assets/boot-a.js', '/assets/shell-b.js', '/assets/shell-c.css']);
  });

  it("remembers a start under the hint's build, only while the page is still the one that started", () => {
    window.history.replaceState(null, '', '/student/portal');
    const reads = Array.from({ length: MAX_READS + 3 }, (_, i) => ({ key: `r${i}`, url: `/api/v1/r${i}`, headers: {} }));
    // no hint, no build (the development server): nothing to remember under
    rememberEarlyStart('/student/portal', reads);
    expect(localStorage.getItem(EARLY_START_KEY)).toBeNull();
    w[EARLY_GLOBAL] = { build: 'b1', reads: {} };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: `${window.location.origin}/assets/portal-a.js`, startTime: 5 } as PerformanceEntry]);
    rememberEarlyStart('/student/other', reads);
    expect(localStorage.getItem(EARLY_START_KEY)).toBeNull();
    rememberEarlyStart('/student/portal', reads);
    const [saved] = parseEarlyStarts(localStorage.getItem(EARLY_START_KEY));
    expect(saved).toMatchObject({ path: '/student/portal', build: 'b1', files: ['/assets/portal-a.js'] });
    expect(saved!.reads).toHaveLength(MAX_READS);
  });

  it('takes only the files fetched since a navigation began, for a page reached inside the app', () => {
    window.history.replaceState(null, '', '/student/list');
    w[EARLY_GLOBAL] = { build: 'b1', reads: {} };
    const at = (name: string, startTime: number) => ({ name: `${window.location.origin}/assets/${name}`, startTime }) as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([at('login-a.js', 10), at('list-b.js', 500), at('texts-c.js', 600)]);
    rememberEarlyStart('/student/list', [], { since: 400 });
    expect(parseEarlyStarts(localStorage.getItem(EARLY_START_KEY))[0]!.files).toEqual(['/assets/list-b.js', '/assets/texts-c.js']);
  });
});
