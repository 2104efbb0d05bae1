import { definePlugin } from '@kernel/plugins/define-plugin';
import type { MenuItemDef, RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  publicCircular: () => import('./routes/public-circular-page'),
  wizard: () => import('./routes/application-wizard-page'),
  circulars: () => import('./routes/circular-list-page'),
  circularForm: () => import('./routes/circular-form-page'),
  applications: () => import('./routes/application-list-page'),
  application: () => import('./routes/application-page'),
};

const STEPS = ['job-properties', 'educational-qualification', 'employment-history', 'job-questions', 'review'] as const;

/** The public page of a circular and the six steps of the application (docs/routes.md: open, no permission). */
const publicRoutes: RouteDef[] = [
  { id: 'jobs.circular', path: '/job-circular/:jobCircularId', portal: 'public', layout: 'registration', permissions: [], lazy: page.publicCircular },
  { id: 'jobs.apply.basic-information', path: '/job-application/basic-information/:jobCircularId', portal: 'public', layout: 'registration', permissions: [], lazy: page.wizard },
  ...STEPS.map((step): RouteDef => ({ id: `jobs.apply.${step}`, path: `/job-application/${step}`, portal: 'public', layout: 'registration', permissions: [], lazy: page.wizard })),
];

type StaffPortal = 'coaching-owner' | 'admin' | 'master';
/** The same staff pages under each staff portal's prefix (lib/paths.ts). */
const staffRoutes = (portal: StaffPortal): RouteDef[] => [
  { id: `jobs.${portal}.circulars`, path: `/${portal}/job-circular`, portal, layout: 'role', permissions: ['JOB_CIRCULAR_INDEX'], lazy: page.circulars },
  { id: `jobs.${portal}.create`, path: `/${portal}/job-circular/create`, portal, layout: 'role', permissions: ['JOB_CIRCULAR_STORE'], lazy: page.circularForm },
  { id: `jobs.${portal}.edit`, path: `/${portal}/job-circular/edit/:id`, portal, layout: 'role', permissions: ['JOB_CIRCULAR_UPDATE'], lazy: page.circularForm },
  { id: `jobs.${portal}.circular-applications`, path: `/${portal}/job-circular/:id/applications`, portal, layout: 'role', permissions: ['JOB_APPLICATION_INDEX'], lazy: page.applications },
  { id: `jobs.${portal}.applications`, path: `/${portal}/trainer-application`, portal, layout: 'role', permissions: ['JOB_APPLICATION_INDEX'], lazy: page.applications },
  { id: `jobs.${portal}.application`, path: `/${portal}/trainer-application/:id`, portal, layout: 'role', permissions: ['JOB_APPLICATION_INDEX'], lazy: page.application },
];

const MENU_KEY: Record<StaffPortal, string> = { 'coaching-owner': 'coachingCenter', admin: 'admin', master: 'master' };
const MENU_ORDER: Record<StaffPortal, number> = { 'coaching-owner': 26, admin: 75, master: 25 };
const staffMenu = (portal: StaffPortal): MenuItemDef[] => [
  { key: `${MENU_KEY[portal]}.jobCircular`, name: 'jobs:menu.circulars', route: `/${portal}/job-circular`, permissionKeys: ['JOB_CIRCULAR_INDEX'], icon: 'tests', portal, order: MENU_ORDER[portal] },
  { key: `${MENU_KEY[portal]}.trainerApplication`, name: 'jobs:menu.applications', route: `/${portal}/trainer-application`, permissionKeys: ['JOB_APPLICATION_INDEX'], icon: 'user', portal, order: MENU_ORDER[portal] + 0.5 },
];

/**
 * Trainer recruitment (docs/product-spec.md §14): the public circular page and the resumable application wizard,
 * and the staff's circulars (list, create, edit with screening questions) and applications (lists, review, hire,
 * reject) for the coaching owner, the admin and the master.
 */
export default definePlugin({
  id: 'jobs',
  routes: [...publicRoutes, ...staffRoutes('coaching-owner'), ...staffRoutes('admin'), ...staffRoutes('master')],
  menu: [...staffMenu('coaching-owner'), ...staffMenu('admin'), ...staffMenu('master')],
  locales: { en: { jobs: en }, bn: { jobs: bn } },
});
