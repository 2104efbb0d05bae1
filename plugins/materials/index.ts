import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** Materials: the staff material dashboards (from the platform, from students, by kind, group, course, special), the student's practice materials (list, grid, directory) and the owner's material management. */
export default definePlugin({
  id: 'materials',
  routes: [],
  menu: [],
  locales: { en: { 'materials': en }, bn: { 'materials': bn } },
});
