import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The admin portal's home: dashboard counts. */
export default definePlugin({
  id: 'admin-home',
  routes: [
    {
      id: 'admin-home.portal',
      path: '/admin/portal',
      portal: 'admin',
      layout: 'role',
      permissions: ['DASHBOARD_INDEX'],
      lazy: () => import('./routes/portal-page'),
    },
  ],
  menu: [
    {
      key: 'admin.portal',
      name: 'admin-home:menu.portal',
      route: '/admin/portal',
      permissionKeys: ['DASHBOARD_INDEX'],
      icon: 'dashboard',
      portal: 'admin',
      order: 0,
    },
  ],
  locales: { en: { 'admin-home': en }, bn: { 'admin-home': bn } },
});
