/**
 * GET answers asked for before anyone renders (app/warm-up.ts), handed to the first `http.get` of the same path,
 * query and token. On a slow phone the start page's data would otherwise wait for the layout, the page and the card
 * to load and render one after another; asked at start-up, it arrives with them. Each primed answer is taken once,
 * and only within a short while, so a later read (a refetch, another visit) always asks the server again.
 */

/** How long a primed answer waits for its taker: start-up takes seconds, a primed answer older than this is stale. */
export const PRIMED_TTL_MS = 15_000;

interface Primed {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const primed = new Map<string, Primed>();

/** `path?query` with the query's pairs sorted and empty values dropped, as `request` sends them. */
export function primeKey(path: string, params?: Record<string, string | number | boolean | undefined>): string {
  const [bare, query = ''] = path.split('?', 2) as [string, string?];
  const pairs = new URLSearchParams(query);
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== '') pairs.set(k, String(v));
  const sorted = [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.length ? `${bare}?${new URLSearchParams(sorted).toString()}` : bare;
}

/** Keeps `answer` (the raw call, not yet turned into toasts) for the first GET of `key` with `token`. */
export function keepPrimed(key: string, token: string, answer: Promise<unknown>, now = Date.now()): void {
  if (primed.has(key)) return;
  answer.catch(() => undefined); // its taker reports a failure; an untaken one must not be an unhandled rejection
  primed.set(key, { token, at: now, answer });
}

/** The primed answer for `key` when it was asked with `token` and is fresh; dropped either way. */
export function takePrimed(key: string, token: string | null, now = Date.now()): Promise<unknown> | null {
  const p = primed.get(key);
  if (!p) return null;
  primed.delete(key);
  return p.token === token && now - p.at <= PRIMED_TTL_MS ? p.answer : null;
}

/** Tests: forget everything primed. */
export function clearPrimed(): void {
  primed.clear();
}
