import { definePlugin } from '@kernel/plugins/define-plugin';
import { links } from './links';

/**
 * The student's start-up dialogs over the role layout (its `role.startup` slot): the blocking package-expiry notice,
 * else the target-score form while the student has none. No route and no menu; the dialogs and their texts load on
 * demand when a student's layout opens.
 */
export default definePlugin({
  id: 'student-startup',
  routes: [],
  menu: [],
  // nothing at start: the dialogs bring their own texts (locales/texts.ts)
  locales: { en: {}, bn: {} },
  links: Object.values(links),
  slots: [{ slot: 'role.startup', portal: 'student', lazy: () => import('./components/startup-dialogs') }],
});
