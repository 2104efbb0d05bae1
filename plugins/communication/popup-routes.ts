import type { MenuItemDef, RouteDef, SlotFillDef } from '@kernel/plugins/types';
import { POPUP_KINDS } from './lib/popup-kinds';

/**
 * The popups helper's pages of the communication plugin: one staff page per popup kind (list, create, edit, archive,
 * results), the student's communication page, and the popup shown over the student's layout at sign-in. The
 * plugin's index.ts spreads the routes and the menu and sets `slots`. The teacher's pages need DASHBOARD_INDEX
 * (docs/routes.md); the server checks COMMUNICATION_*.
 */
const KEYS = ['DASHBOARD_INDEX'] as const;
const BASE = '/teacher/communication/popup-creation';

const page = {
  kind: () => import('./routes/popup-kind-page'),
  student: () => import('./routes/student-communication-page'),
};

export const popupRoutes: RouteDef[] = [
  ...POPUP_KINDS.map((kind): RouteDef => ({
    id: `communication.teacher.popup.${kind}`,
    path: `${BASE}/${kind}`,
    portal: 'teacher',
    layout: 'role',
    permissions: KEYS,
    lazy: page.kind,
  })),
  // docs/routes.md: the student's communication page names no key
  { id: 'communication.student.communication', path: '/student/communication', portal: 'student', layout: 'role', permissions: [], lazy: page.student },
];

/** The student's way to the page; the teacher's pages are reached from the communication home (contacts helper). */
export const popupMenu: MenuItemDef[] = [
  { key: 'student.communication', name: 'communication:popup.menu.studentCommunication', route: '/student/communication', permissionKeys: [], icon: 'home', portal: 'student', order: 80 },
];

/** The pending popup over the student's layout at sign-in; it loads its dialog only when something is pending. */
export const popupSlots: SlotFillDef[] = [
  { slot: 'role.startup', portal: 'student', lazy: () => import('./components/popups/popup-startup') },
];
