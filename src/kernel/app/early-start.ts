/**
 * What a returning user's page needed at its last start, remembered for the next one: the chunks and stylesheets it
 * fetched before its first render settled, and the reads the warm-up asked for. The page's inline hint
 * (scripts/page-hint.ts) reads this back at the next start of the same path and asks for all of it while the entry is
 * still downloading; without it those were waves of requests after the entry had run (a card's chunk, then its
 * texts, then its read), six at a time on a phone's HTTP/1.1 connections.
 * Remembered per path, for a few paths, with the build it came from: another build's chunks have other names.
 * Logout clears it with the rest of the storage (auth/session.ts).
 */
import { EARLY_START_KEY, getToken } from '../auth/session';
import { readRequest } from '../http/client';
import { earlyGlobal, type EarlyRead } from '../http/early-reads';
import type { Registry } from '../router/registry';
import { declaredReads } from './warm-up';

export interface EarlyStart {
  path: string;
  build: string;
  /** module scripts and stylesheets, by URL path */
  files: string[];
  reads: EarlyRead[];
}

/** How many paths are remembered: a user starts on a handful of pages (the portal, a list, an item). */
export const REMEMBERED_PATHS = 6;
/** A cap on what one start asks for early: past it, early requests compete with the entry for the link. */
export const MAX_FILES = 40;
export const MAX_READS = 12;

const isString = (v: unknown): v is string => typeof v === 'string';

function isEarlyRead(v: unknown): v is EarlyRead {
  const r = v as EarlyRead | null;
  return typeof r === 'object' && r !== null && isString(r.key) && isString(r.url) && typeof r.headers === 'object' && r.headers !== null && Object.values(r.headers).every(isString);
}

/** The remembered starts in storage; anything malformed (another version's, edited by hand) is left out. */
export function parseEarlyStarts(raw: string | null): EarlyStart[] {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter((s): s is EarlyStart => {
    const e = s as EarlyStart | null;
    return typeof e === 'object' && e !== null && isString(e.path) && isString(e.build) && Array.isArray(e.files) && e.files.every(isString) && Array.isArray(e.reads) && e.reads.every(isEarlyRead);
  });
}

/** `list` with `start` first, in place of an earlier start of its path, and at most REMEMBERED_PATHS long. */
export function withEarlyStart(list: readonly EarlyStart[], start: EarlyStart): EarlyStart[] {
  return [start, ...list.filter((s) => s.path !== start.path)].slice(0, REMEMBERED_PATHS);
}

/**
 * The page's own chunks and stylesheets among the resources fetched so far: same origin, under /assets/, in the
 * order they were asked for, each once. The entry's files are among them; the hint leaves out what the page's
 * HTML asks for already.
 */
export function assetFiles(entries: ReadonlyArray<{ name: string; startTime: number }>, origin: string): string[] {
  const files: string[] = [];
  for (const e of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    let url: URL;
    try {
      url = new URL(e.name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !/^\/assets\/[^/]+\.(js|css)$/.test(url.pathname) || files.includes(url.pathname)) continue;
    files.push(url.pathname);
  }
  return files.slice(0, MAX_FILES);
}

/**
 * Remembers this start of `path`: called once the first render has settled, before secondary work asks for anything
 * (app/secondary-work.ts), so the files are the page's own. Not when the user has moved on to another page (its files
 * would be remembered under this one), nor without the hint's build (the development server has no hint).
 * A page reached by navigation inside the app (remembered-navigation.ts) passes `since`, when the navigation began:
 * the files fetched before it were another page's. Its start is partial (the entry and what earlier pages fetched are
 * not among its files), so it does not replace a start of the same path and build (`keep`).
 */
export function rememberEarlyStart(path: string, reads: readonly EarlyRead[], options: { since?: number; keep?: boolean } = {}): void {
  const build = earlyGlobal()?.build;
  if (!build || window.location.pathname !== path || typeof performance === 'undefined') return;
  const entries = performance.getEntriesByType('resource').filter((e) => e.startTime >= (options.since ?? 0));
  const start: EarlyStart = { path, build, files: assetFiles(entries, window.location.origin), reads: reads.slice(0, MAX_READS) };
  try {
    const list = parseEarlyStarts(localStorage.getItem(EARLY_START_KEY));
    if (options.keep && list.some((s) => s.path === path && s.build === build)) return;
    localStorage.setItem(EARLY_START_KEY, JSON.stringify(withEarlyStart(list, start)));
  } catch {
    // storage full or refused: the next start is only slower
  }
}

/**
 * Remembers the start of the role page at `path` with the reads it declares (the warm-up's list: warm-up.ts), for a
 * page opened from the address bar (start.tsx) and one reached by navigation (remembered-navigation.ts) alike.
 */
export function rememberPageStart(registry: Pick<Registry, 'routes' | 'portalCards'>, path: string, options: { since?: number; keep?: boolean } = {}): void {
  const reads = getToken() ? declaredReads(registry.routes, path, registry.portalCards) : null;
  if (reads) rememberEarlyStart(path, reads.map(readRequest), options);
}
