import type { MenuItemDef, RouteDef } from '@kernel/plugins/types';

/**
 * The contacts helper's pages of the communication plugin: the communication home (teacher and admin), lists,
 * import and export, form leads, the deals board and the six lead pages (one page configured by source). The
 * teacher's pages need DASHBOARD_INDEX (docs/routes.md); the server checks COMMUNICATION_*. The admin gets the same
 * sub-pages under /admin/communication (a role cannot open another portal's routes; docs/routes.md).
 */
const KEYS = ['DASHBOARD_INDEX'] as const;

const page = {
  home: () => import('./routes/communication-home-page'),
  lists: () => import('./routes/contact-lists-page'),
  importExport: () => import('./routes/import-export-page'),
  forms: () => import('./routes/form-leads-page'),
  deals: () => import('./routes/deals-page'),
  leads: () => import('./routes/leads-page'),
};

/** The lead pages: path segment under `leads/` (the page reads its source from the path). */
export const LEAD_SEGMENTS = ['online-and-blog', 'trial-class-student', 'expired-students', 'seminars', 'webinars', 'workshop'] as const;

const portalRoutes = (portal: 'teacher' | 'admin'): RouteDef[] => {
  const base = `/${portal}/communication`;
  return [
    { id: `communication.${portal}.home`, path: base, portal, layout: 'role', permissions: KEYS, lazy: page.home },
    { id: `communication.${portal}.lists`, path: `${base}/interaction/create-list`, portal, layout: 'role', permissions: KEYS, lazy: page.lists },
    { id: `communication.${portal}.import-export`, path: `${base}/interaction/import-export`, portal, layout: 'role', permissions: KEYS, lazy: page.importExport },
    { id: `communication.${portal}.form-leads`, path: `${base}/interaction/form`, portal, layout: 'role', permissions: KEYS, lazy: page.forms },
    { id: `communication.${portal}.deals`, path: `${base}/interaction/deal`, portal, layout: 'role', permissions: KEYS, lazy: page.deals },
    ...LEAD_SEGMENTS.map((s): RouteDef => ({ id: `communication.${portal}.leads.${s}`, path: `${base}/leads/${s}`, portal, layout: 'role', permissions: KEYS, lazy: page.leads })),
  ];
};

export const contactRoutes: RouteDef[] = [...portalRoutes('teacher'), ...portalRoutes('admin')];

export const contactMenu: MenuItemDef[] = [
  { key: 'communication', name: 'communication:menu.communication', route: '/teacher/communication', permissionKeys: KEYS, icon: 'bell', portal: 'teacher', order: 85 },
  { key: 'admin.communication', name: 'communication:menu.communication', route: '/admin/communication', permissionKeys: KEYS, icon: 'bell', portal: 'admin', order: 85 },
];
