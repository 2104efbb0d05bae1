import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const KEYS = ['USER_INDEX_USER'] as const;
const page = {
  list: () => import('./routes/list-page'),
  form: () => import('./routes/form-page'),
};

/** The coaching owner's trainer management (docs/routes.md): list, create (invited by mail), edit. */
export default definePlugin({
  id: 'trainers',
  routes: [
    { id: 'trainers.list', path: '/coaching-owner/trainer-management/list', portal: 'coaching-owner', layout: 'role', permissions: KEYS, lazy: page.list },
    { id: 'trainers.create', path: '/coaching-owner/trainer-management/create', portal: 'coaching-owner', layout: 'role', permissions: KEYS, lazy: page.form },
    { id: 'trainers.edit', path: '/coaching-owner/trainer-management/edit/:id', portal: 'coaching-owner', layout: 'role', permissions: KEYS, lazy: page.form },
  ],
  menu: [
    { key: 'coachingCenter.trainerManagement', name: 'trainers:menu.trainers', route: '/coaching-owner/trainer-management/list', permissionKeys: KEYS, icon: 'user', portal: 'coaching-owner', order: 25 },
  ],
  locales: { en: { trainers: en }, bn: { trainers: bn } },
});
