import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const page = {
  list: () => import('./routes/plans-page'),
  editor: () => import('./routes/plan-editor-page'),
  calendar: () => import('./routes/calendar-page'),
  achieves: () => import('./routes/achieves-page'),
  mine: () => import('./routes/my-plan-page'),
};
const KEYS = ['STUDY_PLAN_INDEX'] as const;
/** teacher and master pages: the same components, one set of routes per portal (docs/routes.md) */
const staff = (portal: 'teacher' | 'master'): RouteDef[] => [
  { id: `study-plan.${portal}-list`, path: `/${portal}/study-plan/list`, portal, layout: 'role', permissions: KEYS, lazy: page.list },
  { id: `study-plan.${portal}-editor`, path: `/${portal}/study-plan/list/:id`, portal, layout: 'role', permissions: KEYS, lazy: page.editor },
  { id: `study-plan.${portal}-calendar`, path: `/${portal}/study-plan/calendar`, portal, layout: 'role', permissions: KEYS, lazy: page.calendar },
  { id: `study-plan.${portal}-achieves`, path: `/${portal}/study-plan/achieves`, portal, layout: 'role', permissions: KEYS, lazy: page.achieves },
];

/** Study plans: tasks over a calendar toward the exam date, achievements, assignment to students and groups, and the student's own plan. */
export default definePlugin({
  id: 'study-plan',
  routes: [
    ...staff('teacher'),
    ...staff('master'),
    { id: 'study-plan.student', path: '/student/study-plan', portal: 'student', layout: 'role', permissions: KEYS, lazy: page.mine },
  ],
  menu: [
    { key: 'teacher.studyPlan', name: 'study-plan:menu.studyPlan', route: '/teacher/study-plan/list', permissionKeys: KEYS, icon: 'tests', portal: 'teacher', order: 45 },
    { key: 'master.studyPlan', name: 'study-plan:menu.studyPlan', route: '/master/study-plan/list', permissionKeys: KEYS, icon: 'tests', portal: 'master', order: 45 },
    { key: 'student.studyPlan', name: 'study-plan:menu.studyPlan', route: '/student/study-plan', permissionKeys: KEYS, icon: 'practice', portal: 'student', order: 25 },
  ],
  locales: { en: { 'study-plan': en }, bn: { 'study-plan': bn } },
  links: Object.values(links),
});
