import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const KEYS = ['USER_INDEX_USER'] as const;
const page = {
  staffList: () => import('./routes/staff-list-page'),
  staffForm: () => import('./routes/staff-form-page'),
  roles: () => import('./routes/roles-page'),
  audit: () => import('./routes/audit-page'),
};

/**
 * Who may do what: the master's platform staff (administrative-roles) and the role editor over the permission
 * catalogue (user-roles); the owner's staff roles inside the centre; the audit log (docs/product-spec.md §10).
 * The owner's user-roles and both audit-log pages are ours (docs/routes.md names none for them).
 */
export default definePlugin({
  id: 'roles',
  routes: [
    { id: 'roles.staff.list', path: '/master/administrative-roles/list', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.staffList },
    { id: 'roles.staff.create', path: '/master/administrative-roles/create', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.staffForm },
    { id: 'roles.staff.edit', path: '/master/administrative-roles/edit/:id', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.staffForm },
    { id: 'roles.master.roles', path: '/master/user-roles/list', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.roles },
    { id: 'roles.owner.roles', path: '/coaching-owner/user-roles/list', portal: 'coaching-owner', layout: 'role', permissions: ['ROLE_INDEX'], lazy: page.roles },
    { id: 'roles.master.audit', path: '/master/audit-log', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.audit },
    { id: 'roles.owner.audit', path: '/coaching-owner/audit-log', portal: 'coaching-owner', layout: 'role', permissions: KEYS, lazy: page.audit },
  ],
  menu: [
    { key: 'master.administrativeRoles', name: 'roles:menu.administrativeRoles', route: '/master/administrative-roles/list', permissionKeys: KEYS, icon: 'user', portal: 'master', order: 30 },
    { key: 'master.userRoles', name: 'roles:menu.userRoles', route: '/master/user-roles/list', permissionKeys: KEYS, icon: 'user', portal: 'master', order: 35 },
    { key: 'master.auditLog', name: 'roles:menu.auditLog', route: '/master/audit-log', permissionKeys: KEYS, icon: 'result', portal: 'master', order: 90 },
    { key: 'coachingCenter.userRoles', name: 'roles:menu.userRoles', route: '/coaching-owner/user-roles/list', permissionKeys: ['ROLE_INDEX'], icon: 'user', portal: 'coaching-owner', order: 30 },
    { key: 'coachingCenter.auditLog', name: 'roles:menu.auditLog', route: '/coaching-owner/audit-log', permissionKeys: KEYS, icon: 'result', portal: 'coaching-owner', order: 90 },
  ],
  locales: { en: { roles: en }, bn: { roles: bn } },
});
