import type { MiddlewareHandler } from 'hono';

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

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
