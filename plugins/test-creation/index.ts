import { definePlugin } from '@kernel/plugins/define-plugin';
import type { Portal, RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const TEST_STEPS = ['test-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'test-preview'];
const QUIZ_STEPS = ['quiz-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'quiz-set-preview'];
const TABS = ['all', 'reading', 'writing', 'speaking', 'listening', 'combo'];

const page = {
  index: () => import('./routes/index-page'),
  list: () => import('./routes/list-page'),
  quizList: () => import('./routes/quiz-list-page'),
  preview: () => import('./routes/pte-preview-page'),
  testWizard: () => import('./routes/test-wizard-page'),
  quizWizard: () => import('./routes/quiz-wizard-page'),
  practice: () => import('./routes/practice-tests-page'),
  practiceCreate: () => import('./routes/practice-create-page'),
  show: () => import('./routes/show-page'),
  fullMock: () => import('./routes/full-mock-page'),
};

/**
 * The authoring screens under one portal's prefix (docs/routes.md). `withPreview` false leaves out {slug}/pte-preview/{id}
 * where another plugin already owns that path (the coaching owner's, in question-bank).
 */
function authoringRoutes(portal: Exclude<Portal, 'public' | 'shared' | 'student'>, base: string, keys: readonly string[], withPreview = true): RouteDef[] {
  const r = (name: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `test-creation.${portal}.${name}`, path, portal, layout: 'role', permissions: keys, lazy });
  return [
    r('index', base, page.index),
    r('list', `${base}/list`, page.list),
    r('quiz-list', `${base}/quiz-list`, page.quizList),
    ...(withPreview ? [r('pte-preview', `${base}/:slug/pte-preview/:id`, page.preview)] : []),
    ...TEST_STEPS.map((s) => r(`test.${s}`, `${base}/test/${s}`, page.testWizard)),
    ...QUIZ_STEPS.map((s) => r(`quiz.${s}`, `${base}/quiz/${s}`, page.quizWizard)),
    ...TABS.map((s) => r(`practice-test.${s}`, `${base}/practice-test/${s}`, page.practice)),
    r('practice-test.create', `${base}/practice-test/create`, page.practiceCreate),
    r('practice-test.show', `${base}/practice-test/show/:id`, page.show),
    r('mock-exam.full-mock', `${base}/mock-exam/full-mock`, page.fullMock),
  ];
}

const TEST_INDEX = ['TEST_INDEX'] as const;
const MOCK_TEST_INDEX = ['MOCK_TEST_INDEX'] as const;

/** Test and quiz-set authoring (issue 5): the teacher's, admin's, master's and coaching owner's test-creation screens. */
export default definePlugin({
  id: 'test-creation',
  routes: [
    ...authoringRoutes('teacher', '/teacher/test-creation', TEST_INDEX),
    ...authoringRoutes('admin', '/admin/test-creation', TEST_INDEX),
    ...authoringRoutes('master', '/master/test-management/test-creation', MOCK_TEST_INDEX),
    ...authoringRoutes('coaching-owner', '/coaching-owner/test/test-list', TEST_INDEX),
  ],
  menu: [
    { key: 'testCreation', name: 'test-creation:menu.testCreation', route: '/teacher/test-creation', permissionKeys: TEST_INDEX, icon: 'tests', portal: 'teacher', order: 50 },
    { key: 'admin.testCreation', name: 'test-creation:menu.testCreation', route: '/admin/test-creation', permissionKeys: TEST_INDEX, icon: 'tests', portal: 'admin', order: 50 },
    { key: 'master.testManagement', name: 'test-creation:menu.testManagement', route: '/master/test-management/test-creation', permissionKeys: MOCK_TEST_INDEX, icon: 'tests', portal: 'master', order: 50 },
    { key: 'coachingCenter.test.testList', name: 'test-creation:menu.testList', route: '/coaching-owner/test/test-list', permissionKeys: TEST_INDEX, icon: 'tests', portal: 'coaching-owner', order: 40 },
  ],
  locales: { en: { 'test-creation': en }, bn: { 'test-creation': bn } },
});
