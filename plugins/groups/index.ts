import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = { groups: () => import('./routes/groups-page') };

/** Groups (batches) of students with their trainers: the admin's group-creation (docs/routes.md) and the owner's. */
export default definePlugin({
  id: 'groups',
  routes: [
    { id: 'groups.admin', path: '/admin/group-creation', portal: 'admin', layout: 'role', permissions: ['CLASS_INDEX'], lazy: page.groups },
    { id: 'groups.owner', path: '/coaching-owner/group-creation', portal: 'coaching-owner', layout: 'role', permissions: ['USER_INDEX_USER'], lazy: page.groups },
  ],
  menu: [
    { key: 'admin.groupCreation', name: 'groups:menu.groups', route: '/admin/group-creation', permissionKeys: ['CLASS_INDEX'], icon: 'user', portal: 'admin', order: 60 },
    { key: 'coachingCenter.groups', name: 'groups:menu.groups', route: '/coaching-owner/group-creation', permissionKeys: ['USER_INDEX_USER'], icon: 'user', portal: 'coaching-owner', order: 27 },
  ],
  locales: { en: { groups: en }, bn: { groups: bn } },
});
