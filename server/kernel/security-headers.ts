import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { IFRAME_ALLOWED_HOSTS } from '../modules/toolkit/rules.ts';

/** Frames only from the hosts an iframe marker may name (the toolkit's fixed list); the page frames only addresses
 * the server matched to an active marker, in a sandbox (src/ui/plain-text.tsx). */
const FRAME_SRC = ["'self'", ...IFRAME_ALLOWED_HOSTS.flatMap((h) => [`https://${h}`, `https://*.${h}`])].join(' ');

/** A CSP hash source for an inline script's or style's exact text (without its quotes: `sha256-...`). */
export const cspHash = (text: string): string => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The policy: scripts from the origin only, and the inline scripts whose hashes are given ('sha256-...': the SPA page's
 * page hint, server/kernel/spa-page.ts), each as `cspHash` answers it.
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []): string =>
  `default-src 'self'; script-src ${["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; ` +
  `connect-src 'self'; frame-src ${FRAME_SRC}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`;

export const CSP = contentSecurityPolicy();

const DEFAULTS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Same-origin only: no CORS headers are ever sent (the SPA is served from the same origin as the API).
 * Runs after the route, so it only fills in what the answer lacks: a route that set its own, stricter header (the
 * sandbox CSP of /files/*) keeps it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of DEFAULTS) if (!h.has(name)) h.set(name, value);
  };
}
