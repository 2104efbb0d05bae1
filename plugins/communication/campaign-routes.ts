import type { MenuItemDef, RouteDef } from '@kernel/plugins/types';

/**
 * The campaign helper's pages of the communication plugin (campaigns, automations and the report); the plugin's
 * index.ts spreads these. The teacher's pages need DASHBOARD_INDEX (docs/routes.md); the server checks COMMUNICATION_*.
 */
const KEYS = ['DASHBOARD_INDEX'] as const;
const BASE = '/teacher/communication/interaction';

const page = {
  campaigns: () => import('./routes/campaign-list-page'),
  automations: () => import('./routes/automation-list-page'),
  report: () => import('./routes/report-page'),
};

export const campaignRoutes: RouteDef[] = [
  { id: 'communication.teacher.campaign', path: `${BASE}/campaign`, portal: 'teacher', layout: 'role', permissions: KEYS, lazy: page.campaigns },
  { id: 'communication.teacher.automation', path: `${BASE}/automation`, portal: 'teacher', layout: 'role', permissions: KEYS, lazy: page.automations },
  { id: 'communication.teacher.report', path: `${BASE}/report`, portal: 'teacher', layout: 'role', permissions: KEYS, lazy: page.report },
];

/** No menu items of their own: the communication home (contacts helper) links to these pages. */
export const campaignMenu: MenuItemDef[] = [];
