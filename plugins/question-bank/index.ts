import { definePlugin } from '@kernel/plugins/define-plugin';
import type { Portal, RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const SECTIONS = ['reading', 'writing', 'speaking', 'listening'] as const;
const KEYS = ['QUESTION_INDEX'] as const;

const page = {
  index: () => import('./routes/index-page'),
  list: () => import('./routes/list-page'),
  create: () => import('./routes/create-page'),
  edit: () => import('./routes/edit-page'),
  preview: () => import('./routes/preview-page'),
  quizList: () => import('./routes/quiz-list-page'),
  quizCreate: () => import('./routes/quiz-create-page'),
  quizEdit: () => import('./routes/quiz-edit-page'),
};

/**
 * The authoring screens under one portal's prefix (docs/routes.md): `base` the portal's bank index, `questions` the item
 * screens. The owner's have no index of their own (base null: their /test/test-list is test creation's page), and
 * no quiz items (pte-quiz: the teacher's, admin's and master's).
 */
function bankRoutes(portal: Exclude<Portal, 'public' | 'shared' | 'student'>, { base, questions }: { base: string | null; questions: string }): RouteDef[] {
  const r = (name: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({
    id: `question-bank.${portal}.${name}`,
    path,
    portal,
    layout: 'role',
    permissions: KEYS,
    lazy,
  });
  return [
    ...(base !== null ? [r('index', base, page.index)] : []),
    ...SECTIONS.map((s) => r(`list-${s}`, `${questions}/${s}`, page.list)),
    r('create', `${questions}/create`, page.create),
    r('edit', `${questions}/edit/:id`, page.edit),
    ...(base !== null
      ? [r('quiz-list', `${base}/pte-quiz`, page.quizList), r('quiz-create', `${base}/pte-quiz/create`, page.quizCreate), r('quiz-edit', `${base}/pte-quiz/edit/:id`, page.quizEdit)]
      : []),
    // the owner shares /test/test-list with test creation, whose {slug}/pte-preview/{id} previews a test
    r('preview', base === null ? `${questions}/:slug/pte-preview/:id` : `${base}/:slug/pte-preview/:id`, page.preview),
  ];
}

const underIndex = (base: string) => ({ base, questions: `${base}/pte-question` });

/** The question bank: the authoring screens of the teacher, admin, master and coaching owner. */
export default definePlugin({
  id: 'question-bank',
  routes: [
    ...bankRoutes('teacher', underIndex('/teacher/question-creation')),
    ...bankRoutes('admin', underIndex('/admin/question-creation')),
    ...bankRoutes('master', underIndex('/master/question-creation')),
    { id: 'question-bank.master.management', path: '/master/question-management', portal: 'master', layout: 'role', permissions: KEYS, lazy: page.index },
    ...bankRoutes('coaching-owner', { base: null, questions: '/coaching-owner/test/test-list/pte-question' }),
  ],
  menu: [
    { key: 'teacher.questionCreation', name: 'question-bank:menu.questionCreation', route: '/teacher/question-creation', permissionKeys: KEYS, icon: 'questions', portal: 'teacher', order: 40 },
    { key: 'admin.questionCreation', name: 'question-bank:menu.questionCreation', route: '/admin/question-creation', permissionKeys: KEYS, icon: 'questions', portal: 'admin', order: 40 },
    { key: 'coachingCenter.test.questions', name: 'question-bank:menu.ownerQuestions', route: '/coaching-owner/test/test-list/pte-question/reading', permissionKeys: KEYS, icon: 'questions', portal: 'coaching-owner', order: 41 },
    { key: 'master.questionManagement', name: 'question-bank:menu.questionManagement', route: '/master/question-management', permissionKeys: KEYS, icon: 'questions', portal: 'master', order: 40 },
  ],
  locales: { en: { 'question-bank': en }, bn: { 'question-bank': bn } },
});
