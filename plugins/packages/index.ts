import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  list: () => import('./routes/list-page'),
  wizard: () => import('./routes/wizard-page'),
  property: () => import('./routes/property-page'),
};
// docs/product-spec.md §2 names no key for these "shared" routes; the list and the wizard need PACKAGE_INDEX (the server's read key)
const KEYS = ['PACKAGE_INDEX'];
const STEPS = ['basic-information', 'type', 'adons', 'properties', 'duration-price', 'review', 'preview'];
const PROPERTIES = ['pte-practice', 'practice-test', 'mock-test', 'quiz', 'materials', 'live-class', 'webinars', 'one-one-apointment'];

const routes: RouteDef[] = [
  { id: 'packages.list', path: '/package', portal: 'shared', layout: 'role', permissions: KEYS, lazy: page.list },
  ...STEPS.map((s): RouteDef => ({ id: `packages.step.${s}`, path: `/package/create/${s}`, portal: 'shared', layout: 'role', permissions: KEYS, lazy: page.wizard })),
  ...PROPERTIES.map((s): RouteDef => ({ id: `packages.property.${s}`, path: `/package/create/properties/${s}`, portal: 'shared', layout: 'role', permissions: KEYS, lazy: page.property })),
];

/** Packages: what a centre's students buy (the master: the platform's plans for centres), docs/product-spec.md §11. */
export default definePlugin({
  id: 'packages',
  routes,
  menu: [
    { key: 'master.packages', name: 'packages:menu.packages', route: '/package', permissionKeys: KEYS, icon: 'tests', portal: 'master', order: 45 },
    { key: 'coachingCenter.packages', name: 'packages:menu.packages', route: '/package', permissionKeys: KEYS, icon: 'tests', portal: 'coaching-owner', order: 28 },
    { key: 'admin.packages', name: 'packages:menu.packages', route: '/package', permissionKeys: KEYS, icon: 'tests', portal: 'admin', order: 65 },
  ],
  locales: { en: { packages: en }, bn: { packages: bn } },
});
