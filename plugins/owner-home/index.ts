import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The coaching-owner portal's home: dashboard counts. */
export default definePlugin({
  id: 'owner-home',
  routes: [
    {
      id: 'owner-home.portal',
      path: '/coaching-owner/portal',
      portal: 'coaching-owner',
      layout: 'role',
      permissions: ['DASHBOARD_INDEX'],
      lazy: () => import('./routes/portal-page'),
    },
  ],
  menu: [
    {
      key: 'coachingCenter.portal',
      name: 'owner-home:menu.portal',
      route: '/coaching-owner/portal',
      permissionKeys: ['DASHBOARD_INDEX'],
      icon: 'dashboard',
      portal: 'coaching-owner',
      order: 0,
    },
  ],
  locales: { en: { 'owner-home': en }, bn: { 'owner-home': bn } },
});
