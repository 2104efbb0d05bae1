import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  branches: () => import('./routes/branches-page'),
  section: () => import('./routes/branch-section-page'),
  enrollment: () => import('./routes/enrollment-page'),
  expired: () => import('./routes/expired-page'),
  discounts: () => import('./routes/discounts-page'),
  dues: () => import('./routes/dues-page'),
  communication: () => import('./routes/communication-page'),
  courses: () => import('./routes/courses-page'),
  comparison: () => import('./routes/comparison-page'),
  faqs: () => import('./routes/faqs-page'),
};

const admin = (id: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `branches.${id}`, path, portal: 'admin', layout: 'role', permissions: [], lazy });
const MASTER = '/master/branch-management';
const master = (id: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `branches.master-${id}`, path: `${MASTER}/${path}`, portal: 'master', layout: 'role', permissions: ['ORGANIZATION_INDEX'], lazy });

/**
 * Branches, enrollment, discounts, dues and collection (docs/product-spec.md §11): the admin's four pages and the
 * master's branch-management pages (a centre picker at the top of each). One page component per concept serves both.
 */
export default definePlugin({
  id: 'branches',
  routes: [
    admin('admin-branches', '/admin/branches', page.branches),
    admin('admin-enrollment', '/admin/enrollment', page.enrollment),
    admin('admin-discounts', '/admin/discounts', page.discounts),
    admin('admin-dues', '/admin/due-and-collection', page.dues),
    master('list-of-branch', 'branch-creation/list-of-branch', page.branches),
    master('branch-contract', 'branch-creation/branch-contract', page.section),
    master('support', 'branch-creation/support', page.section),
    master('branch-ad-ons', 'branch-creation/branch-ad-ons', page.section),
    master('payment', 'branch-creation/payment', page.section),
    master('branch-communication', 'branch-creation/communication', page.communication),
    master('enrollment-data', 'enrollment-management/enrollment-data', page.enrollment),
    master('discount-or-promotion', 'enrollment-management/discount-or-promotion', page.discounts),
    master('due-and-collection', 'enrollment-management/due-and-collection', page.dues),
    master('expired-student', 'enrollment-management/expired-student', page.expired),
    master('enrollment-communication', 'enrollment-management/communication', page.communication),
    master('course-list', 'course-management/course-list', page.courses),
    master('course-contract', 'course-management/course-contract', page.courses),
    master('course-ad-ons', 'course-management/course-ad-ons', page.courses),
    master('course-comparison', 'course-management/course-comparison', page.comparison),
    master('faqs', 'course-management/faqs', page.faqs),
    master('course-communication', 'course-management/communication', page.communication),
  ],
  menu: [
    { key: 'admin.branches', name: 'branches:menu.branches', route: '/admin/branches', permissionKeys: ['ORGANIZATION_UPDATE'], icon: 'home', portal: 'admin', order: 70 },
    { key: 'admin.enrollment', name: 'branches:menu.enrollment', route: '/admin/enrollment', permissionKeys: ['PACKAGE_INDEX'], icon: 'user', portal: 'admin', order: 71 },
    { key: 'admin.discounts', name: 'branches:menu.discounts', route: '/admin/discounts', permissionKeys: ['PACKAGE_INDEX'], icon: 'result', portal: 'admin', order: 72 },
    { key: 'admin.dueAndCollection', name: 'branches:menu.dueAndCollection', route: '/admin/due-and-collection', permissionKeys: ['PACKAGE_INDEX'], icon: 'result', portal: 'admin', order: 73 },
    { key: 'master.branchCreation', name: 'branches:menu.branchCreation', route: `${MASTER}/branch-creation/list-of-branch`, permissionKeys: ['ORGANIZATION_INDEX'], icon: 'home', portal: 'master', order: 20 },
    { key: 'master.enrollmentManagement', name: 'branches:menu.enrollmentManagement', route: `${MASTER}/enrollment-management/enrollment-data`, permissionKeys: ['ORGANIZATION_INDEX'], icon: 'user', portal: 'master', order: 21 },
    { key: 'master.courseManagement', name: 'branches:menu.courseManagement', route: `${MASTER}/course-management/course-list`, permissionKeys: ['ORGANIZATION_INDEX'], icon: 'tests', portal: 'master', order: 22 },
  ],
  locales: { en: { branches: en }, bn: { branches: bn } },
});
