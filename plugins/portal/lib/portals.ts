/**
 * The five portals as data: the one portal plugin declares a route, a menu item and a counts card for each.
 * `menuKey` is the docs/product-spec.md §2 menu route name each portal's dashboard item has always had; `counts` are the countings
 * keys GET dashboard answers for that role (server/modules/dashboard), in the order the card shows them.
 */
import type { RolePortal } from '@kernel/portal/types';

export interface PortalData {
  portal: RolePortal;
  menuKey: string;
  counts: readonly string[];
}

export const PORTALS: readonly PortalData[] = [
  { portal: 'student', menuKey: 'student.portal', counts: ['practice_items', 'tests_taken', 'results_pending', 'days_to_exam'] },
  { portal: 'teacher', menuKey: 'teacher.portal', counts: ['students', 'questions', 'tests', 'pending_evaluations'] },
  { portal: 'admin', menuKey: 'admin.portal', counts: ['students', 'trainers', 'admins', 'active_students', 'courses'] },
  { portal: 'master', menuKey: 'master.portal', counts: ['coaching_centres', 'active_coaching_centres', 'students', 'trainers', 'users'] },
  { portal: 'coaching-owner', menuKey: 'coachingCenter.portal', counts: ['students', 'trainers', 'admins', 'active_students', 'courses'] },
];

/** The countings keys of a portal's counts card ([] for a portal that is not listed). */
export function countKeysOf(portal: RolePortal): readonly string[] {
  return PORTALS.find((p) => p.portal === portal)?.counts ?? [];
}
