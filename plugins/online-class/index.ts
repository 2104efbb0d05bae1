import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const page = {
  list: () => import('./routes/class-list-page'),
  details: () => import('./routes/class-details-page'),
  chapter: () => import('./routes/chapter-details-page'),
  wizard: () => import('./routes/class-wizard-page'),
  preview: () => import('./routes/chapter-preview-page'),
  success: () => import('./routes/wizard-success-page'),
  studentList: () => import('./routes/student-class-list-page'),
  studentDetails: () => import('./routes/student-class-details-page'),
  studentChapter: () => import('./routes/student-chapter-page'),
  studentCongratulations: () => import('./routes/student-congratulations-page'),
  studentShortResult: () => import('./routes/student-short-result-page'),
};

// docs/product-spec.md §6: CLASS_INDEX opens the online-class pages of the teacher, the master and the coaching owner
const KEYS = ['CLASS_INDEX'] as const;
/** the wizard's addresses under online-class-create (docs/routes.md); several map to one step (lib/wizard-paths.ts) */
const WIZARD_PATHS: ReadonlyArray<[string, string]> = [
  ['class-information', 'class-information'],
  ['why-important', 'why-important'],
  ['new-faq', 'faq/new-faq'],
  ['import-faq', 'faq/import-faq'],
  ['class-mapping', 'class-mapping'],
  ['module-create', 'module-information/create'],
  ['module-edit', 'module-information/:id'],
  ['chapter-details', 'chapter-details'],
  ['rules', 'rules'],
  ['rules-module', 'rules/module/:id'],
  ['review', 'review'],
  ['review-module', 'review/module/:id'],
];

type StaffPortal = 'teacher' | 'master';
const viewRoutes = (portal: StaffPortal | 'coaching-owner'): RouteDef[] => [
  { id: `online-class.${portal}.list`, path: `/${portal}/online-class/online-class-list`, portal, layout: 'role', permissions: KEYS, lazy: page.list },
  { id: `online-class.${portal}.details-modules`, path: `/${portal}/online-class/class-details/:id/modules`, portal, layout: 'role', permissions: KEYS, lazy: page.details },
  { id: `online-class.${portal}.chapter`, path: `/${portal}/online-class/chapter/details/:id`, portal, layout: 'role', permissions: KEYS, lazy: page.chapter },
];
const staffRoutes = (portal: StaffPortal): RouteDef[] => [
  ...viewRoutes(portal),
  { id: `online-class.${portal}.details-description`, path: `/${portal}/online-class/class-details/:id/class-description`, portal, layout: 'role', permissions: KEYS, lazy: page.details },
  { id: `online-class.${portal}.details-why`, path: `/${portal}/online-class/class-details/:id/why-importants`, portal, layout: 'role', permissions: KEYS, lazy: page.details },
  ...WIZARD_PATHS.map(([name, path]): RouteDef => ({
    id: `online-class.${portal}.create.${name}`,
    path: `/${portal}/online-class/online-class-create/${path}`,
    portal,
    layout: 'role',
    permissions: KEYS,
    lazy: page.wizard,
  })),
  { id: `online-class.${portal}.create.preview`, path: `/${portal}/online-class/online-class-create/preview/module/:id/chapter/:chapterId`, portal, layout: 'role', permissions: KEYS, lazy: page.preview },
  { id: `online-class.${portal}.create.success`, path: `/${portal}/online-class/online-class-create/success`, portal, layout: 'role', permissions: KEYS, lazy: page.success },
];
const studentRoutes: RouteDef[] = [
  { id: 'online-class.student.list', path: '/student/online-class', portal: 'student', layout: 'role', permissions: ['OC_INDEX'], lazy: page.studentList },
  { id: 'online-class.student.details', path: '/student/online-class-details/:id', portal: 'student', layout: 'role', permissions: [], lazy: page.studentDetails },
  { id: 'online-class.student.chapter', path: '/student/online-class-chapter-details/:id', portal: 'student', layout: 'role', permissions: [], lazy: page.studentChapter },
  { id: 'online-class.student.congratulations', path: '/student/online-class-congratulations', portal: 'student', layout: 'role', permissions: [], lazy: page.studentCongratulations },
  { id: 'online-class.student.short-result', path: '/student/online-class/short-result/evaluation/:id', portal: 'student', layout: 'role', permissions: [], lazy: page.studentShortResult },
];

/** Online classes (issue 16): authoring (teacher, master), the coaching owner's read-only view, the student's classes. */
export default definePlugin({
  id: 'online-class',
  routes: [...staffRoutes('teacher'), ...staffRoutes('master'), ...viewRoutes('coaching-owner'), ...studentRoutes],
  menu: [
    { key: 'onlineClass', name: 'online-class:menu.onlineClass', route: '/teacher/online-class/online-class-list', permissionKeys: KEYS, icon: 'tests', portal: 'teacher', order: 60 },
    { key: 'master.onlineClass', name: 'online-class:menu.onlineClass', route: '/master/online-class/online-class-list', permissionKeys: KEYS, icon: 'tests', portal: 'master', order: 48 },
    { key: 'viewOnlineClass', name: 'online-class:menu.viewOnlineClass', route: '/coaching-owner/online-class/online-class-list', permissionKeys: KEYS, icon: 'tests', portal: 'coaching-owner', order: 46 },
    { key: 'student.onlineClass', name: 'online-class:menu.onlineClass', route: '/student/online-class', permissionKeys: ['OC_INDEX'], icon: 'practice', portal: 'student', order: 35 },
  ],
  locales: { en: { 'online-class': en }, bn: { 'online-class': bn } },
  links: Object.values(links),
});
