/**
 * The chunks every signed-in page waits for (the auth actor, the role layout), asked for ahead of React by the
 * warm-up. Their own module so a test of the warm-up replaces them with nothing: loaded for real, their module graphs
 * kept loading after the test file had ended.
 */
import { preloadable } from '../lazy/preloadable';

/** The role layout, rendered by the router; preloaded, it renders without suspending. */
export const roleLayout = preloadable(() => import('../layouts/role-layout'));

/** Asks for the chunks; the promise settles when both have arrived (or failed). */
export function loadShellChunks(): Promise<unknown> {
  return Promise.allSettled([import('../auth/auth-actor'), roleLayout.preload()]);
}
