import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  award: () => import('./routes/award-point-page'),
  performance: () => import('./routes/performance-page'),
  crm: () => import('./routes/crm-page'),
};
// docs/routes.md: every CRM page needs USER_INDEX; awarding also needs CRM_POINT_STORE, which the page checks for
// its buttons and the server for the call
const KEYS = ['USER_INDEX'] as const;

/** The CRM: award points (with leaderboards) and performance checking (progress by skill, flags) for staff. */
export default definePlugin({
  id: 'crm',
  routes: [
    { id: 'crm.teacher.award-point', path: '/teacher/crm/award-point', portal: 'teacher', layout: 'role', permissions: KEYS, lazy: page.award },
    { id: 'crm.teacher.performance-checking', path: '/teacher/crm/performance-checking', portal: 'teacher', layout: 'role', permissions: KEYS, lazy: page.performance },
    { id: 'crm.admin', path: '/admin/crm', portal: 'admin', layout: 'role', permissions: KEYS, lazy: page.crm },
    { id: 'crm.coaching-owner', path: '/coaching-owner/crm', portal: 'coaching-owner', layout: 'role', permissions: KEYS, lazy: page.crm },
  ],
  menu: [
    { key: 'crm', name: 'crm:menu.awardPoint', route: '/teacher/crm/award-point', permissionKeys: KEYS, icon: 'students', portal: 'teacher', order: 90 },
    { key: 'teacher.crmPerformance', name: 'crm:menu.performanceChecking', route: '/teacher/crm/performance-checking', permissionKeys: KEYS, icon: 'result', portal: 'teacher', order: 91 },
    { key: 'admin.crm', name: 'crm:menu.crm', route: '/admin/crm', permissionKeys: KEYS, icon: 'students', portal: 'admin', order: 90 },
    { key: 'coachingCenter.crm', name: 'crm:menu.crm', route: '/coaching-owner/crm', permissionKeys: KEYS, icon: 'students', portal: 'coaching-owner', order: 90 },
  ],
  // the trainer's start page: how many of their students need attention (attentionQuery asks the same path)
  portalCards: [{ id: 'crm.attention', portal: 'teacher', order: 30, permissions: KEYS, lazy: () => import('./components/attention-card'), reads: ['crm/attention'] }],
  locales: { en: { crm: en }, bn: { crm: bn } },
});
