import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The master portal's home: dashboard counts. */
export default definePlugin({
  id: 'master-home',
  routes: [
    {
      id: 'master-home.portal',
      path: '/master/portal',
      portal: 'master',
      layout: 'role',
      permissions: ['DASHBOARD_INDEX'],
      lazy: () => import('./routes/portal-page'),
    },
  ],
  menu: [
    {
      key: 'master.portal',
      name: 'master-home:menu.portal',
      route: '/master/portal',
      permissionKeys: ['DASHBOARD_INDEX'],
      icon: 'dashboard',
      portal: 'master',
      order: 0,
    },
  ],
  locales: { en: { 'master-home': en }, bn: { 'master-home': bn } },
});
