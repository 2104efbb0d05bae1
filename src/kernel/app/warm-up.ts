/**
 * Start-up warm-up for a returning user (a token is stored): what the first page will wait for is asked for at once,
 * in parallel, instead of one after another as React reaches each lazy boundary. On a slow phone that waterfall
 * (entry -> role layout chunk -> auth chunk -> auth-user -> page chunk) was most of the portal's time to first paint.
 * Nothing here changes what is shown: each import lands in the module cache the lazy boundaries read later, and the
 * auth-user answer is handed once to the first fetch that asks for it (auth-user-prefetch.ts).
 */
import { matchPath } from 'react-router';
import { hasToken } from '../auth/session';
import { primeAuthUser } from '../auth/auth-user-prefetch';
import type { RouteDef } from '../plugins/types';

/** The declared route a path opens, if any (the same first-match order the router uses for static paths). */
export function routeForPath(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

export function warmUp(routes: readonly RouteDef[], pathname: string): void {
  if (!hasToken()) return;
  const route = routeForPath(routes, pathname);
  if (!route || route.layout !== 'role') return;
  primeAuthUser();
  void import('../auth/auth-actor');
  void import('../layouts/role-layout');
  void route.lazy().catch(() => undefined);
}
