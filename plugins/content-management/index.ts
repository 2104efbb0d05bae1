import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The master's question, test, material and quiz management: lists, drafts, assignment to trainers, admins and branches, a communication thread per item, bulk upload. */
export default definePlugin({
  id: 'content-management',
  routes: [],
  menu: [],
  locales: { en: { 'content-management': en }, bn: { 'content-management': bn } },
});
