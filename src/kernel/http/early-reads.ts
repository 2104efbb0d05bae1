/**
 * Reads the page's inline hint (scripts/page-hint.ts) started before any module ran: a returning user's page asks
 * again for the reads its last start needed (app/early-start.ts), while the entry is still downloading. The hint
 * leaves them on a window global; the first `primeGet` of the same key, with the same token, takes one over instead of
 * asking the server a second time. Each is taken once.
 */

/** The window global the hint fills; its name and shape are the contract with scripts/page-hint.ts. */
export const EARLY_GLOBAL = '__pteEarly';

/** An answer as the hint keeps it: fetch's status and the body as text (the hint is plain ES5, it parses nothing). */
export interface EarlyAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
}

/** A read as the hint sends it again: the key `primeGet` takes it by, its URL, its headers but the bearer. */
export interface EarlyRead {
  key: string;
  url: string;
  headers: Record<string, string>;
}

export interface EarlyGlobal {
  /** the build the page belongs to: a remembered start from another build names chunks that no longer exist */
  build: string;
  /** the token the reads were sent with */
  token?: string;
  reads: Record<string, Promise<EarlyAnswer>>;
}

export function earlyGlobal(): EarlyGlobal | null {
  if (typeof window === 'undefined') return null;
  const g = (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] as EarlyGlobal | undefined;
  return g && typeof g.build === 'string' && g.reads && typeof g.reads === 'object' ? g : null;
}

/** The hint's answer for `key` when it was sent with `token`; dropped either way. */
export function takeEarlyRead(key: string, token: string): Promise<EarlyAnswer> | null {
  const g = earlyGlobal();
  const answer = g?.reads[key];
  if (!g || !answer) return null;
  delete g.reads[key];
  return g.token === token ? answer : null;
}
