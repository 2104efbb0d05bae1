/**
 * The navigation guard of docs/product-spec.md §2, as a pure function. The router calls it for every layout;
 * the permission part (all listed keys, else /forbidden) lives in `decidePermission`.
 */
import { PORTAL_SEGMENTS, mapUserType, portalPath } from '../auth/session';
import { hasAllPermissions, type PermissionHolder } from '../permissions/check';
import type { LayoutKind } from '../plugins/types';

export const OPEN_LAYOUTS: readonly LayoutKind[] = ['login', 'registration', 'public-student', 'impersonate'];

export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface NavigationInput {
  path: string;
  /** stored user type (MASTER, TEACHER, ...; server names are mapped) */
  userType: string | null;
  hasToken: boolean;
  /** the layout of the matched route; undefined for the root */
  layout?: LayoutKind;
}

const allow: NavigationDecision = { kind: 'allow' };
const redirect = (to: string): NavigationDecision => ({ kind: 'redirect', to });

/**
 * @example decideNavigation({ path: '/master/portal', userType: 'STUDENT', hasToken: true, layout: 'role' })
 *   // { kind: 'redirect', to: '/student/portal' }
 */
export function decideNavigation({ path, userType, hasToken, layout }: NavigationInput): NavigationDecision {
  const segment = path.split('/').filter(Boolean)[0] ?? '';
  if (segment === '') return redirect(hasToken ? portalPath(userType) : '/login');

  const open = layout !== undefined && OPEN_LAYOUTS.includes(layout);
  if (!open && !hasToken) return redirect('/login');

  if (hasToken && (PORTAL_SEGMENTS as readonly string[]).includes(segment)) {
    const own = portalPath(mapUserType(userType));
    if (own.split('/')[1] !== segment) return redirect(own);
  }
  return allow;
}

/** Route guards need ALL listed keys (docs/product-spec.md §6); without them the user goes to /forbidden. */
export function decidePermission(user: PermissionHolder | null, keys: readonly string[]): NavigationDecision {
  return keys.length === 0 || hasAllPermissions(user, keys) ? allow : redirect('/forbidden');
}
