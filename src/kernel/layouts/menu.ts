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
