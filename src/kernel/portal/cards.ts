/** Which cards a portal page shows, and what makes a card declaration wrong. Pure: no React. */
import { hasAllPermissions, type PermissionHolder } from '../permissions/check';
import { isPermissionKey } from '../permissions/catalogue';
import { ROLE_PORTALS, type PortalCardDef, type RolePortal } from './types';

/** The cards of `portal` the user holds every permission of, by order, then id (so the page is stable). */
export function cardsFor(cards: readonly PortalCardDef[], portal: RolePortal, user: PermissionHolder | null | undefined): PortalCardDef[] {
  return cards
    .filter((c) => c.portal === portal && hasAllPermissions(user, c.permissions))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/**
 * What is wrong with a card declaration, or null. `ownerOfId` is the plugin that declared the same id before,
 * if any. The start-up validation throws the answer naming the plugin.
 */
export function portalCardProblem(card: PortalCardDef, ownerOfId: string | undefined): string | null {
  if (ownerOfId) return `duplicate portal card id "${card.id}" (also in ${ownerOfId})`;
  if (!(ROLE_PORTALS as readonly string[]).includes(card.portal)) return `portal card "${card.id}" names unknown portal "${card.portal}"`;
  if (!Number.isFinite(card.order)) return `portal card "${card.id}" needs a numeric order`;
  const unknown = card.permissions.find((k) => !isPermissionKey(k));
  if (unknown !== undefined) return `portal card "${card.id}" names unknown permission key "${unknown}"`;
  if (typeof card.lazy !== 'function') return `portal card "${card.id}" must load lazily`;
  return null;
}
