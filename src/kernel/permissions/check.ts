import { isPermissionKey, permissionId } from './catalogue';

/** The part of the auth user a permission check reads. */
export interface PermissionHolder {
  role?: string | null;
  permissions?: readonly string[] | null;
}

/** SUPER_ADMIN passes every check (docs/product-spec.md §6). */
function isSuperAdmin(user: PermissionHolder): boolean {
  return user.role === 'SUPER_ADMIN';
}

/** A user holds a key when their permissions list contains the key's numeric id as text. Unknown keys are never held. */
export function holds(user: PermissionHolder, key: string): boolean {
  if (isSuperAdmin(user)) return true;
  if (!isPermissionKey(key)) return false;
  const id = permissionId(key);
  return (user.permissions ?? []).some((p) => String(p) === id);
}

/** Menus: any of the keys (an empty list shows the item). */
export function hasAnyPermission(user: PermissionHolder | null | undefined, keys: readonly string[]): boolean {
  if (!user) return false;
  if (keys.length === 0 || isSuperAdmin(user)) return true;
  return keys.some((k) => holds(user, k));
}

/** Route guards: all of the keys (an empty list passes). */
export function hasAllPermissions(user: PermissionHolder | null | undefined, keys: readonly string[]): boolean {
  if (!user) return false;
  if (keys.length === 0 || isSuperAdmin(user)) return true;
  return keys.every((k) => holds(user, k));
}
