import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const KEYS = ['ORGANIZATION_INDEX'] as const;
const page = {
  list: () => import('./routes/list-page'),
  form: () => import('./routes/form-page'),
  settings: () => import('./routes/settings-page'),
};

/**
 * The master's coaching centres (docs/routes.md): list, create (the tenant, its branding and its invited owner),
 * edit; and the coaching owner's own centre settings (details and branding; the page reads the centre, so it needs
 * ORGANIZATION_INDEX beside ORGANIZATION_UPDATE).
 */
export default definePlugin({
  id: 'coaching-centres',
  routes: [
    { id: 'coaching-centres.list', path: '/master/coaching-center/list', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.list },
    { id: 'coaching-centres.create', path: '/master/coaching-center/create', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.form },
    { id: 'coaching-centres.edit', path: '/master/coaching-center/edit/:id', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.form },
    { id: 'coaching-centres.settings', path: '/coaching-owner/centre-settings', portal: 'coaching-owner', layout: 'role', permissions: ['ORGANIZATION_INDEX', 'ORGANIZATION_UPDATE'], lazy: page.settings },
  ],
  menu: [
    { key: 'master.coachingCenter', name: 'coaching-centres:menu.coachingCenter', route: '/master/coaching-center/list', permissionKeys: KEYS, icon: 'home', portal: 'master', order: 10 },
    { key: 'coachingCenter.settings', name: 'coaching-centres:menu.centreSettings', route: '/coaching-owner/centre-settings', permissionKeys: ['ORGANIZATION_UPDATE'], icon: 'home', portal: 'coaching-owner', order: 95 },
  ],
  locales: { en: { 'coaching-centres': en }, bn: { 'coaching-centres': bn } },
});
