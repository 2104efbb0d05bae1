/**
 * Start-up warm-up for a returning user (a token is stored): what the first page will wait for is asked for at once,
 * in parallel, instead of one after another as React reaches each lazy boundary. On a slow phone that waterfall
 * (entry -> role layout chunk -> auth chunk -> auth-user -> page chunk) was most of the portal's time to first paint.
 * Nothing here changes what is shown: each import lands in the module cache the lazy boundaries read later, and the
 * auth-user answer is handed once to the first fetch that asks for it (http/primed.ts).
 */
import { matchPath } from 'react-router';
import { hasToken } from '../auth/session';
import { ensureBranding } from '../branding/branding';
import { preloadableOf } from '../lazy/preloadable';
import { primeGet } from '../http/client';
import { portalOfPage } from '../portal/portal-route';
import { routesForPath } from '../router/route-subset';
import { loadShellChunks } from './shell-chunks';
import type { PortalCardDef } from '../portal/types';
import type { RouteDef } from '../plugins/types';
import { SIGNED_IN_READS } from '../http/read-templates';

/**
 * The declared route a path opens, if any (the same first-match order the router uses for static paths). Only the
 * routes of the path's first segment are matched: matchPath compiles a pattern each call, and over every declared
 * route that was a slow phone's longest start-up task.
 */
export function routeForPath(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  return matchRoute(routes, pathname)?.route;
}

/** The route with the parameters its match read, so the warm-up matches once. */
function matchRoute(routes: readonly RouteDef[], pathname: string): { route: RouteDef; params: Readonly<Record<string, string | undefined>> } | undefined {
  for (const route of routesForPath(routes, pathname)) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** The cards shown beside a role page: its portal's, when the page is a portal page. */
function cardsOf(route: RouteDef, portalCards: readonly PortalCardDef[]): PortalCardDef[] {
  const portal = portalOfPage(route.lazy);
  return portal ? portalCards.filter((card) => card.portal === portal) : [];
}

/**
 * The reads a role page starts with: the signed-in user, the page's declared reads, its cards'. What the warm-up asks
 * for, and what a page reached by navigation remembers for its next start (remembered-navigation.ts); null off the
 * role pages.
 */
export function declaredReads(routes: readonly RouteDef[], pathname: string, portalCards: readonly PortalCardDef[] = []): string[] | null {
  const matched = matchRoute(routes, pathname);
  if (!matched || matched.route.layout !== 'role') return null;
  return [...SIGNED_IN_READS, ...(matched.route.reads?.(matched.params) ?? []), ...cardsOf(matched.route, portalCards).flatMap((card) => card.reads ?? [])];
}

/** Runs a step of the warm-up: at once by default; start-up hands in "in a task of its own" (see startApp). */
export type Schedule = (step: () => void) => void;
const now: Schedule = (step) => step();

/**
 * Warms a role page up, or answers null (no stored session, not a role page). The answer settles once every chunk it
 * asked for has arrived or failed: start-up renders then, so the first commit is the page itself and not a spinner
 * that React would replace no sooner than 300 ms later (lazy/preloadable.ts). It also means start-up asks for the
 * kernel texts that page shows (i18n is not set up yet when this runs).
 * A portal page's cards, and the reads they declare, are asked for with the page: the page would only reach them
 * after its own chunk ran and rendered, and its largest text is usually in a card.
 * Each group of requests is one `schedule` step: asking costs the main thread a few milliseconds a request (x4 on a
 * slow phone), and ~20 of them in the entry's task made it the page's longest.
 */
export function warmUp(
  routes: readonly RouteDef[],
  pathname: string,
  portalCards: readonly PortalCardDef[] = [],
  schedule: Schedule = now,
): Promise<void> | null {
  if (!hasToken()) return null;
  const matched = matchRoute(routes, pathname);
  if (!matched || matched.route.layout !== 'role') return null;
  const { route, params } = matched;
  const chunks: Promise<unknown>[] = [];
  // settled at once: a failed chunk is the lazy boundary's to report when it renders, not an unhandled rejection here
  const load = (chunk: Promise<unknown>) => void chunks.push(chunk.catch(() => undefined));
  // first what every signed-in page waits for, then the page's own chunk and reads, then what sits beside it
  for (const path of SIGNED_IN_READS) primeGet(path);
  load(loadShellChunks());
  load(preloadableOf(route.lazy).preload());
  ensureBranding();
  return new Promise<void>((ready) => {
    schedule(() => {
      for (const path of route.reads?.(params) ?? []) primeGet(path);
      if (route.preload) load(route.preload(params));
    });
    schedule(() => {
      // the layout's slot fills (the start-up dialogs) are not asked for: they come after the page
      // (app/secondary-work.ts)
      for (const card of cardsOf(route, portalCards)) {
        load(preloadableOf(card.lazy).preload());
        for (const path of card.reads ?? []) primeGet(path);
      }
      void Promise.all(chunks).then(() => ready());
    });
  });
}
