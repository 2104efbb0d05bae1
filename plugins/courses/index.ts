import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  list: () => import('./routes/list-page'),
  wizard: () => import('./routes/wizard-page'),
  property: () => import('./routes/property-page'),
};
const STEPS = ['basic-information', 'type', 'adons', 'properties', 'duration-price', 'review', 'preview'];
const PROPERTIES = ['pte-practice', 'practice-test', 'mock-test', 'quiz', 'materials', 'live-class', 'webinars', 'one-to-one-appointment'];

// docs/product-spec.md §6: "Tasks, schedule and courses need no key"; the server checks
// PACKAGE_* or the test-authoring key of the same action (trainers author courses).
const routes: RouteDef[] = [
  { id: 'courses.list', path: '/courses', portal: 'shared', layout: 'role', permissions: [], lazy: page.list },
  { id: 'courses.owner', path: '/coaching-owner/course-management', portal: 'coaching-owner', layout: 'role', permissions: [], lazy: page.list },
  ...STEPS.map((s): RouteDef => ({ id: `courses.step.${s}`, path: `/course/${s}`, portal: 'shared', layout: 'role', permissions: [], lazy: page.wizard })),
  ...PROPERTIES.map((s): RouteDef => ({ id: `courses.property.${s}`, path: `/course/properties/${s}`, portal: 'shared', layout: 'role', permissions: [], lazy: page.property })),
];

/** Courses: taught programmes with a schedule, trainers and branches, built with the package wizard (docs/product-spec.md §11). */
export default definePlugin({
  id: 'courses',
  routes,
  menu: [
    { key: 'courses', name: 'courses:menu.courses', route: '/courses', permissionKeys: [], icon: 'tests', portal: 'teacher', order: 45 },
    { key: 'admin.courses', name: 'courses:menu.courses', route: '/courses', permissionKeys: ['STUDY_GUIDE_INDEX'], icon: 'tests', portal: 'admin', order: 66 },
    { key: 'coachingCenter.courseManagement', name: 'courses:menu.courseManagement', route: '/coaching-owner/course-management', permissionKeys: [], icon: 'tests', portal: 'coaching-owner', order: 29 },
  ],
  locales: { en: { courses: en }, bn: { courses: bn } },
});
