import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const STEPS = ['basic-info', 'address', 'business-info', 'package', 'contract', 'payment', 'portal-access', 'portal-admin', 'review'] as const;
const wizard = () => import('./routes/onboarding-page');

/**
 * Coaching-centre onboarding (docs/product-spec.md §11, docs/routes.md): the public nine-step registration on the
 * platform domain (one page for every step: the kit's wizard), and the master's review of the requests.
 */
export default definePlugin({
  id: 'coaching-onboarding',
  routes: [
    ...STEPS.map((step) => ({ id: `coaching-onboarding.${step}`, path: `/coaching-center/${step}`, portal: 'public' as const, layout: 'registration' as const, permissions: [], lazy: wizard })),
    { id: 'coaching-onboarding.requests', path: '/master/coaching-center-requests', portal: 'master', layout: 'role', permissions: ['ORGANIZATION_INDEX'], lazy: () => import('./routes/requests-page') },
  ],
  menu: [
    { key: 'master.coachingCenterRequests', name: 'coaching-onboarding:menu.requests', route: '/master/coaching-center-requests', permissionKeys: ['ORGANIZATION_INDEX'], icon: 'home', portal: 'master', order: 11 },
  ],
  locales: { en: { 'coaching-onboarding': en }, bn: { 'coaching-onboarding': bn } },
});
