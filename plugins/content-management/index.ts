import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  list: () => import('./routes/content-list-page'),
  bulk: () => import('./routes/bulk-upload-page'),
  answers: () => import('./routes/question-answers-page'),
};

const BASE = '/master/question-and-test-management';
const KEYS = ['QUESTION_INDEX'];
const KINDS = ['question', 'test', 'material', 'quiz'] as const;
const VIEWS = ['list', 'assign-to-trainer-or-admin', 'assign-to-branch', 'draft', 'communication'] as const;
const master = (id: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `content-management.${id}`, path: `${BASE}/${path}`, portal: 'master', layout: 'role', permissions: KEYS, lazy });

/**
 * The master's question, test, material and quiz management: lists, drafts, assignment to trainers, admins and
 * branches, a conversation per item, bulk upload. One list page serves every kind and view (it reads them from its
 * address); the three material-management aids pages belong to the toolkit plugin.
 */
export default definePlugin({
  id: 'content-management',
  routes: [
    ...KINDS.flatMap((kind) => VIEWS.map((view) => master(`${kind}-${view}`, `${kind}-management/${view}`, page.list))),
    master('question-answers', 'question-management/question-answers/:id', page.answers),
    master('question-bulk-upload', 'question-management/bulk-upload', page.bulk),
    master('material-bulk-upload', 'material-management/bulk-upload', page.bulk),
    master('quiz-bulk-upload', 'quiz-management/bulk-upload', page.bulk),
  ],
  menu: [
    { key: 'master.questionAndTestManagement.questions', name: 'content-management:menu.questionManagement', route: `${BASE}/question-management/list`, permissionKeys: KEYS, icon: 'questions', portal: 'master', order: 41 },
    { key: 'master.questionAndTestManagement.tests', name: 'content-management:menu.testManagement', route: `${BASE}/test-management/list`, permissionKeys: KEYS, icon: 'tests', portal: 'master', order: 42 },
    { key: 'master.questionAndTestManagement.materials', name: 'content-management:menu.materialManagement', route: `${BASE}/material-management/list`, permissionKeys: KEYS, icon: 'questions', portal: 'master', order: 43 },
    { key: 'master.questionAndTestManagement.quizzes', name: 'content-management:menu.quizManagement', route: `${BASE}/quiz-management/list`, permissionKeys: KEYS, icon: 'tests', portal: 'master', order: 44 },
    { key: 'master.questionAndTestManagement.bulkUpload', name: 'content-management:menu.bulkUpload', route: `${BASE}/question-management/bulk-upload`, permissionKeys: KEYS, icon: 'questions', portal: 'master', order: 45 },
  ],
  locales: { en: { 'content-management': en }, bn: { 'content-management': bn } },
});
