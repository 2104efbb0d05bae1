import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  prompts: () => import('./routes/prompts-page'),
  timeSets: () => import('./routes/time-sets-page'),
  communication: () => import('./routes/communication-page'),
  markers: () => import('./routes/iframe-markers-page'),
  guides: () => import('./routes/study-guides-page'),
  aids: () => import('./routes/aids-page'),
};

const BASE = '/master/question-and-test-management';
const KEYS = ['QUESTION_INDEX'];
const master = (id: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `toolkit.${id}`, path: `${BASE}/${path}`, portal: 'master', layout: 'role', permissions: KEYS, lazy });

/**
 * The master's toolkit (prompts, time presets, intro and end communications, iframe markers, study guides) and the
 * explanations and sample answers attached to questions. The three material-management pages live here rather than
 * in content-management (docs/routes.md) because they share the toolkit's rich-text pieces.
 */
export default definePlugin({
  id: 'toolkit',
  routes: [
    master('prompt', 'toolkit/prompt', page.prompts),
    master('time-set', 'toolkit/time-set', page.timeSets),
    master('intro-communication', 'toolkit/intro-communication', page.communication),
    master('end-communication', 'toolkit/end-communication', page.communication),
    master('iframe-marker', 'toolkit/iframe-marker', page.markers),
    master('study-guide', 'toolkit/study-guide', page.guides),
    master('explanation', 'material-management/explanation', page.aids),
    master('material-study-guide', 'material-management/study-guide', page.guides),
    master('sample-answer', 'material-management/sample-answer', page.aids),
  ],
  menu: [
    { key: 'master.toolkit', name: 'toolkit:menu.title', route: `${BASE}/toolkit/prompt`, permissionKeys: KEYS, icon: 'questions', portal: 'master', order: 46 },
    { key: 'master.explanations', name: 'toolkit:menu.explanations', route: `${BASE}/material-management/explanation`, permissionKeys: KEYS, icon: 'questions', portal: 'master', order: 47 },
  ],
  locales: { en: { 'toolkit': en }, bn: { 'toolkit': bn } },
});
