/**
 * The declared routes that can match a path: those whose first segment is the path's (compared as react-router
 * compares, case-insensitively and decoded), plus any whose first segment is a parameter or a splat. <Routes>
 * flattens and ranks every route it is given on every render; handing it the few hundred routes of all portals made
 * each render of the app's route tree cost tens of milliseconds on a phone, several times during start-up.
 */
import type { RouteDef } from '../plugins/types';

export function firstSegment(path: string): string {
  const raw = path.split('/').find((s) => s !== '') ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape: react-router leaves it as it is too
  }
  return decoded.toLowerCase();
}

export function routesForPath<R extends Pick<RouteDef, 'path'>>(routes: readonly R[], pathname: string): R[] {
  return routesForSegment(routes, firstSegment(pathname));
}

/** The same for a first segment already read with firstSegment. */
export function routesForSegment<R extends Pick<RouteDef, 'path'>>(routes: readonly R[], own: string): R[] {
  return routes.filter((r) => {
    const first = firstSegment(r.path);
    return first === own || first.startsWith(':') || first.startsWith('*');
  });
}
