import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The teacher portal's home: dashboard counts. */
export default definePlugin({
  id: 'teacher-home',
  routes: [
    {
      id: 'teacher-home.portal',
      path: '/teacher/portal',
      portal: 'teacher',
      layout: 'role',
      permissions: ['DASHBOARD_INDEX'],
      lazy: () => import('./routes/portal-page'),
    },
  ],
  menu: [
    {
      key: 'teacher.portal',
      name: 'teacher-home:menu.portal',
      route: '/teacher/portal',
      permissionKeys: ['DASHBOARD_INDEX'],
      icon: 'dashboard',
      portal: 'teacher',
      order: 0,
    },
  ],
  locales: { en: { 'teacher-home': en }, bn: { 'teacher-home': bn } },
});
