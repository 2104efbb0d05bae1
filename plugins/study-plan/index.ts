import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** Study plans: tasks over a calendar toward the exam date, achievements, assignment to students and groups, and the student's own plan. */
export default definePlugin({
  id: 'study-plan',
  routes: [],
  menu: [],
  locales: { en: { 'study-plan': en }, bn: { 'study-plan': bn } },
});
