import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The student portal's home: dashboard counts. */
export default definePlugin({
  id: 'student-home',
  routes: [
    {
      id: 'student-home.portal',
      path: '/student/portal',
      portal: 'student',
      layout: 'role',
      permissions: ['DASHBOARD_INDEX'],
      lazy: () => import('./routes/portal-page'),
    },
  ],
  menu: [
    {
      key: 'student.portal',
      name: 'student-home:menu.portal',
      route: '/student/portal',
      permissionKeys: ['DASHBOARD_INDEX'],
      icon: 'dashboard',
      portal: 'student',
      order: 0,
    },
  ],
  locales: { en: { 'student-home': en }, bn: { 'student-home': bn } },
});
