import { definePlugin } from '@kernel/plugins/define-plugin';
import { portalPage } from '@kernel/portal/portal-route';
import type { PortalCardDef } from '@kernel/portal/types';
import type { MenuItemDef, RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { PORTALS } from './lib/portals';

const routes: RouteDef[] = PORTALS.map(({ portal }) => ({
  id: `portal.${portal}`,
  path: `/${portal}/portal`,
  portal,
  layout: 'role',
  permissions: ['DASHBOARD_INDEX'],
  lazy: portalPage(portal, `portal:title.${portal}`),
}));

const menu: MenuItemDef[] = PORTALS.map(({ portal, menuKey }) => ({
  key: menuKey,
  name: 'portal:menu.portal',
  route: `/${portal}/portal`,
  permissionKeys: ['DASHBOARD_INDEX'],
  icon: 'dashboard',
  portal,
  order: 0,
}));

const portalCards: PortalCardDef[] = PORTALS.map(({ portal }) => ({
  id: `portal.counts.${portal}`,
  portal,
  order: 0,
  permissions: ['DASHBOARD_INDEX'],
  lazy: () => import('./components/counts-card'),
  // dashboardQuery's read, asked at start-up with the page (lib/portal-reads.test.ts)
  reads: ['dashboard'],
}));

// the owner's, admin's and master's start pages also show how their scope moved week by week
const trendCards: PortalCardDef[] = (['admin', 'master', 'coaching-owner'] as const).map((portal) => ({
  id: `portal.trends.${portal}`,
  portal,
  order: 20,
  permissions: ['DASHBOARD_INDEX'],
  lazy: () => import('./components/trends-card'),
  reads: ['dashboard'],
}));

/** Every role's portal page (the kernel's, at /{portal}/portal) with its menu item and its dashboard counts card. */
export default definePlugin({
  id: 'portal',
  routes,
  menu,
  portalCards: [...portalCards, ...trendCards],
  locales: { en: { portal: en }, bn: { portal: bn } },
});
