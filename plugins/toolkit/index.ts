import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The master's toolkit (prompts, time presets, intro and end communications, iframe markers, study guides) and the explanations and sample answers attached to questions. */
export default definePlugin({
  id: 'toolkit',
  routes: [],
  menu: [],
  locales: { en: { 'toolkit': en }, bn: { 'toolkit': bn } },
});
