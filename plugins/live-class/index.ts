import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  list: () => import('./routes/live-list-page'),
  calendar: () => import('./routes/live-calendar-page'),
};

// docs/routes.md: the teacher's pages need LIVE_CLASS_INDEX; the student's name no key (the server shows a student
// only its groups' classes)
const TEACHER = ['LIVE_CLASS_INDEX'] as const;
const portalRoutes = (portal: 'student' | 'teacher', permissions: readonly string[]): RouteDef[] => [
  { id: `live-class.${portal}.now-playing`, path: `/${portal}/live-class/now-playing`, portal, layout: 'role', permissions, lazy: page.list },
  { id: `live-class.${portal}.next-live`, path: `/${portal}/live-class/next-live`, portal, layout: 'role', permissions, lazy: page.list },
  { id: `live-class.${portal}.schedule`, path: `/${portal}/live-class/schedule`, portal, layout: 'role', permissions, lazy: page.calendar },
  { id: `live-class.${portal}.list`, path: `/${portal}/live-class/schedule/list`, portal, layout: 'role', permissions, lazy: page.list },
];

/** Live classes: scheduled online classes for groups (meeting link, materials, reminder, attendance, recording). */
export default definePlugin({
  id: 'live-class',
  routes: [...portalRoutes('student', []), ...portalRoutes('teacher', TEACHER)],
  menu: [
    { key: 'student.liveClass', name: 'live-class:menu.liveClass', route: '/student/live-class/next-live', permissionKeys: [], icon: 'mock', portal: 'student', order: 62 },
    { key: 'teacher.liveClass', name: 'live-class:menu.liveClass', route: '/teacher/live-class/next-live', permissionKeys: TEACHER, icon: 'mock', portal: 'teacher', order: 62 },
  ],
  locales: { en: { 'live-class': en }, bn: { 'live-class': bn } },
});
