import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  list: () => import('./routes/list-page'),
  form: () => import('./routes/form-page'),
};

/** list, create and edit under a portal's student-management (docs/routes.md) */
function management(portal: 'master' | 'coaching-owner'): RouteDef[] {
  const base = `/${portal}/student-management`;
  const r = (name: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `students.${portal}.${name}`, path, portal, layout: 'role', permissions: ['USER_INDEX_USER'], lazy });
  return [r('list', `${base}/list`, page.list), r('create', `${base}/create`, page.form), r('edit', `${base}/edit/:id`, page.form)];
}

/** Students: the master's and the owner's student management, the admin's our-student list (issue 13). */
export default definePlugin({
  id: 'students',
  routes: [
    ...management('master'),
    ...management('coaching-owner'),
    { id: 'students.admin.list', path: '/admin/our-student', portal: 'admin', layout: 'role', permissions: ['STUDENT_INDEX'], lazy: page.list },
  ],
  menu: [
    { key: 'master.studentManagement', name: 'students:menu.students', route: '/master/student-management/list', permissionKeys: ['USER_INDEX_USER'], icon: 'user', portal: 'master', order: 20 },
    { key: 'coachingCenter.ourStudent', name: 'students:menu.students', route: '/coaching-owner/student-management/list', permissionKeys: ['USER_INDEX_USER'], icon: 'user', portal: 'coaching-owner', order: 20 },
    { key: 'admin.ourStudent', name: 'students:menu.ourStudent', route: '/admin/our-student', permissionKeys: ['STUDENT_INDEX'], icon: 'user', portal: 'admin', order: 20 },
  ],
  locales: { en: { students: en }, bn: { students: bn } },
});
