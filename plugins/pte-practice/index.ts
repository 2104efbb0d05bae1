import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';
import { readsFrom } from '@kernel/http/read-templates';
import { PRACTICE_ITEM_PATH, PRACTICE_ITEM_READS } from './paths';

const KEYS = ['TEST_INDEX'] as const;

/** PTE practice: a student practises single items of each type, with the score and the review at once. */
export default definePlugin({
  id: 'pte-practice',
  routes: [
    { id: 'pte-practice.list', path: '/student/pte-practice/list', portal: 'student', layout: 'role', permissions: KEYS, lazy: () => import('./routes/list-page') },
    { id: 'pte-practice.type-list', path: '/student/pte-practice/list/:section/:type', portal: 'student', layout: 'role', permissions: KEYS, lazy: () => import('./routes/type-list-page') },
    {
      id: 'pte-practice.item', path: PRACTICE_ITEM_PATH, portal: 'student', layout: 'role', permissions: KEYS, lazy: () => import('./routes/practice-page'),
      reads: readsFrom(PRACTICE_ITEM_READS),
      preload: ({ slug = '' }) => import('./lib/warm-item').then((m) => m.warmItem(slug)),
    },
  ],
  menu: [
    { key: 'student.ptePractice', name: 'pte-practice:menu.ptePractice', route: '/student/pte-practice/list', permissionKeys: KEYS, icon: 'practice', portal: 'student', order: 30 },
  ],
  locales: { en: { 'pte-practice': en }, bn: { 'pte-practice': bn } },
  links: Object.values(links),
});
