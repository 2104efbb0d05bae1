import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const KEYS = ['ORGANIZATION_INDEX'] as const;

/** The student's own records: the portfolio and history (progress, results, points) and the data list ("my data"). */
export default definePlugin({
  id: 'student-home',
  routes: [
    { id: 'student-home.portfolio', path: '/student/portfolio-and-history', portal: 'student', layout: 'role', permissions: KEYS, lazy: () => import('./routes/portfolio-page') },
    { id: 'student-home.data-list', path: '/student/data-list', portal: 'student', layout: 'role', permissions: KEYS, lazy: () => import('./routes/data-list-page') },
  ],
  menu: [
    { key: 'student.portfolioAndHistory', name: 'student-home:menu.portfolio', route: '/student/portfolio-and-history', permissionKeys: KEYS, icon: 'result', portal: 'student', order: 75 },
    { key: 'student.dataList', name: 'student-home:menu.dataList', route: '/student/data-list', permissionKeys: KEYS, icon: 'user', portal: 'student', order: 76 },
  ],
  // the student's start page: points and rank (myPointsQuery asks the same path)
  portalCards: [{ id: 'student-home.points', portal: 'student', order: 20, permissions: KEYS, lazy: () => import('./components/my-points-card'), reads: ['my/points'] }],
  locales: { en: { 'student-home': en }, bn: { 'student-home': bn } },
  links: Object.values(links),
});
