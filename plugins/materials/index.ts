import { definePlugin } from '@kernel/plugins/define-plugin';
import type { Portal, RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  nav: () => import('./routes/nav-page'),
  staff: () => import('./routes/staff-page'),
  student: () => import('./routes/student-page'),
};

const KIND_SEGMENTS = ['all', 'pdf-file', 'word-file', 'image-file', 'audio-file', 'video-file'] as const;
const STAFF = [
  { portal: 'teacher', base: '/teacher/material' },
  { portal: 'admin', base: '/admin/materials' },
  { portal: 'master', base: '/master/material' },
] as const;

const route = (portal: Portal, name: string, path: string, lazy: RouteDef['lazy'], permissions: readonly string[] = ['MATERIAL_INDEX']): RouteDef => ({
  id: `materials.${portal}.${name}`,
  path,
  portal,
  layout: 'role',
  permissions,
  lazy,
});

/** The pages of one staff portal (docs/routes.md); the word-list pages under the same base belong to the word-lists plugin. */
const staffRoutes = ({ portal, base }: (typeof STAFF)[number]): RouteDef[] => [
  route(portal, 'nav', `${base}/nav`, page.nav),
  route(portal, 'group', `${base}/group`, page.staff),
  route(portal, 'course-wise', `${base}/course-wise`, page.staff),
  route(portal, 'special', `${base}/special`, page.staff),
  ...(['platform', 'student'] as const).flatMap((source) =>
    KIND_SEGMENTS.map((kind) => route(portal, `from-${source}-${kind}`, `${base}/dashboard/from-${source}/${kind}`, page.staff)),
  ),
];

/**
 * Materials: the staff material dashboards (from the platform, from students, by kind, group, course, special), the
 * student's practice materials (list, grid, directory, and their own uploads) and the owner's material management.
 */
export default definePlugin({
  id: 'materials',
  routes: [
    ...STAFF.flatMap(staffRoutes),
    route('coaching-owner', 'management', '/coaching-owner/material-management', page.staff),
    route('student', 'list', '/student/practice-material/list', page.student, ['MATERIAL_INDEX']),
    route('student', 'grid', '/student/practice-material/grid', page.student, ['MATERIAL_INDEX']),
    route('student', 'directory', '/student/practice-material/directory', page.student, ['MATERIAL_INDEX']),
  ],
  menu: [
    { key: 'material.nav', name: 'materials:menu.title', route: '/teacher/material/nav', permissionKeys: ['MATERIAL_INDEX'], icon: 'tests', portal: 'teacher', order: 45 },
    { key: 'admin.materials', name: 'materials:menu.title', route: '/admin/materials/nav', permissionKeys: ['MATERIAL_INDEX'], icon: 'tests', portal: 'admin', order: 45 },
    { key: 'master.material', name: 'materials:menu.title', route: '/master/material/nav', permissionKeys: ['MATERIAL_INDEX'], icon: 'tests', portal: 'master', order: 45 },
    { key: 'coachingCenter.materialManagement', name: 'materials:menu.materialManagement', route: '/coaching-owner/material-management', permissionKeys: ['MATERIAL_INDEX'], icon: 'tests', portal: 'coaching-owner', order: 45 },
    { key: 'student.practiceMaterial', name: 'materials:menu.practiceMaterial', route: '/student/practice-material/grid', permissionKeys: ['MATERIAL_INDEX'], icon: 'practice', portal: 'student', order: 45 },
  ],
  locales: { en: { materials: en }, bn: { materials: bn } },
});
