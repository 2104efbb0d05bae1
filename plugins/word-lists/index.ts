import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** Word lists with word details, and the student's flash cards. */
export default definePlugin({
  id: 'word-lists',
  routes: [],
  menu: [],
  locales: { en: { 'word-lists': en }, bn: { 'word-lists': bn } },
});
