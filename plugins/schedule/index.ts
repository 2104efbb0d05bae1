import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = () => import('./routes/schedule-page');

// docs/routes.md: /teacher/schedule and /student/schedule name no key (the server shows each its own sessions);
// /admin/rostering needs CLASS_INDEX; the coaching owner gets the same page (it rosters too: SCHEDULE_*)
const ROSTER = ['CLASS_INDEX'] as const;

/** Schedules and rostering: who teaches which group when and where, as a calendar or a list, and the calendar feed. */
export default definePlugin({
  id: 'schedule',
  routes: [
    { id: 'schedule.teacher', path: '/teacher/schedule', portal: 'teacher', layout: 'role', permissions: [], lazy: page },
    { id: 'schedule.student', path: '/student/schedule', portal: 'student', layout: 'role', permissions: [], lazy: page },
    { id: 'schedule.admin.rostering', path: '/admin/rostering', portal: 'admin', layout: 'role', permissions: ROSTER, lazy: page },
    { id: 'schedule.owner.rostering', path: '/coaching-owner/rostering', portal: 'coaching-owner', layout: 'role', permissions: ROSTER, lazy: page },
  ],
  menu: [
    { key: 'student.schedule', name: 'schedule:menu.schedule', route: '/student/schedule', permissionKeys: [], icon: 'mock', portal: 'student', order: 61 },
    { key: 'teacher.schedule', name: 'schedule:menu.schedule', route: '/teacher/schedule', permissionKeys: [], icon: 'mock', portal: 'teacher', order: 61 },
    { key: 'admin.rostering', name: 'schedule:menu.rostering', route: '/admin/rostering', permissionKeys: ROSTER, icon: 'mock', portal: 'admin', order: 61 },
    { key: 'coachingCenter.rostering', name: 'schedule:menu.rostering', route: '/coaching-owner/rostering', permissionKeys: ROSTER, icon: 'mock', portal: 'coaching-owner', order: 61 },
  ],
  locales: { en: { schedule: en }, bn: { schedule: bn } },
});
