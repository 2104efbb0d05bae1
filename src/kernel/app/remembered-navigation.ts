/**
 * A role page reached by navigation inside the app remembers its start too (early-start.ts), so that its next
 * opening from the address bar is hinted: above all the portal a user lands on after signing in, whose next visit
 * is the first full load of it. The start page of a full load is remembered by start-up itself (start.tsx).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRegistry } from '../router/registry';
import { rememberPageStart } from './early-start';

/** How long after a navigation its page counts as settled: start-up's wait before secondary work (start.tsx). */
export const NAVIGATION_SETTLED_MS = 1500;

export function useRememberNavigation(): void {
  const { pathname } = useLocation();
  const { routes, portalCards } = useRegistry();
  const first = useRef(true);
  // when the page before this one had settled: what was fetched since is this page's, prefetched before its
  // navigation or not (signing in asks for the portal's chunks while it waits for the server)
  const settledAt = useRef(0);
  useEffect(() => {
    const since = settledAt.current;
    const timer = setTimeout(() => {
      settledAt.current = performance.now();
      if (first.current) {
        // the start page of a full load is start-up's to remember
        first.current = false;
        return;
      }
      rememberPageStart({ routes, portalCards }, pathname, { since, keep: true });
    }, NAVIGATION_SETTLED_MS);
    return () => {
      clearTimeout(timer);
      first.current = false;
    };
  }, [pathname, routes, portalCards]);
}

/** Mounted once inside the router (app.tsx). */
export function RememberNavigation(): null {
  useRememberNavigation();
  return null;
}
