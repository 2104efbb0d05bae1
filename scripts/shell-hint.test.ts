import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { lowPriorityEntry, shellFiles, shellHintScript } from './shell-hint.ts';

const FILES = { scripts: ['/assets/shell-a.js', '/assets/sign-in-b.js'], styles: ['/assets/shell-c.css'] };

/** Runs the hint in a page with this path and storage; answers the links it added, after the first paint. */
function run(path: string, storage: Record<string, string> | 'blocked') {
  const added: Array<{ rel: string; href: string; as?: string; crossOrigin?: string }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  runInNewContext(shellHintScript(FILES), {
    localStorage: {
      getItem: (k: string) => {
        if (storage === 'blocked') throw new Error('SecurityError');
        return storage[k] ?? null;
      },
    },
    location: { pathname: path },
    document: { createElement: () => ({}), head: { appendChild: (l: (typeof added)[number]) => added.push(l) } },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  const beforePaint = added.length;
  frames.forEach((f) => f());
  timers.forEach((f) => f());
  return { beforePaint, added };
}

describe('the shell hint', () => {
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

  it('asks for nothing without a session, off the portals, or when storage is refused', () => {
    expect(run('/student/portal', {}).added).toEqual([]);
    expect(run('/login', { token: 't' }).added).toEqual([]);
    expect(run('/', { token: 't' }).added).toEqual([]);
    expect(run('/student/portal', 'blocked').added).toEqual([]);
  });

  it("takes the shell chunk's own files from the build, leaving out what the page loads already", () => {
    const bundle = {
      'assets/boot-x.js': { type: 'chunk', name: 'boot', fileName: 'assets/boot-x.js', imports: [] },
      'assets/shell-a.js': { type: 'chunk', name: 'shell', fileName: 'assets/shell-a.js', imports: ['assets/boot-x.js', 'assets/sign-in-b.js'], viteMetadata: { importedCss: new Set(['assets/shell-c.css']) } },
      'assets/shell-c.css': { type: 'asset' },
    };
    const html = '<script type="module" crossorigin src="/assets/boot-x.js"></script>';
    expect(shellFiles(bundle, html)).toEqual(FILES);
    expect(shellFiles({ 'assets/boot-x.js': bundle['assets/boot-x.js'] }, html)).toBeNull();
  });

  it("asks for the entry's files at low priority, once", () => {
    const head = '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-b.js"><link rel="stylesheet" href="/assets/boot-c.css">';
    const low = lowPriorityEntry(head);
    expect(low).toBe('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-b.js"><link rel="stylesheet" href="/assets/boot-c.css">');
    expect(lowPriorityEntry(low)).toBe(low);
  });
});
