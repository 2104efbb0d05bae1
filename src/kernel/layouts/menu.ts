import { portalPrefix } from '../auth/session';
import { hasAnyPermission, type PermissionHolder } from '../permissions/check';
import type { MenuItemDef } from '../plugins/types';

/** The user's portal menu: items of their portal that they hold ANY key of (docs/product-spec.md §6), in order. */
export function menuFor(items: readonly MenuItemDef[], userType: string | null, user: PermissionHolder | null): MenuItemDef[] {
  const portal = portalPrefix(userType);
  return items
    .filter((i) => i.portal === portal && hasAnyPermission(user, i.permissionKeys))
    .sort((a, b) => a.order - b.order);
}

const segments = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

/**
 * The one menu item to highlight at `pathname`: the item whose route is the longest whole-segment prefix of the
 * address (the owner's "Question bank" under /test/test-list/pte-question/... wins over "Test list" at /test/test-list).
 * An item deeper than a portal's top level also counts for its sibling pages (the bank's other sections, a list's
 * create page): it shares all but the route's last segment, and ranks just below an exact prefix of the same depth.
 * Null when nothing matches.
 *
 * @example
 *   activeMenuKey([{ key: 'tests', route: '/o/test/test-list' }, { key: 'bank', route: '/o/test/test-list/pte-question/reading' }],
 *     '/o/test/test-list/pte-question/writing') // 'bank'
 */
export function activeMenuKey(items: ReadonlyArray<Pick<MenuItemDef, 'key' | 'route'>>, pathname: string): string | null {
  const at = segments(pathname);
  let best: { key: string; score: number } | null = null;
  for (const item of items) {
    const route = segments(item.route);
    let shared = 0;
    while (shared < route.length && shared < at.length && route[shared] === at[shared]) shared += 1;
    const score = shared === route.length ? route.length : route.length >= 3 && shared === route.length - 1 && at.length >= route.length ? shared + 0.5 : -1;
    if (score > 0 && (best === null || score > best.score)) best = { key: item.key, score };
  }
  return best?.key ?? null;
}
