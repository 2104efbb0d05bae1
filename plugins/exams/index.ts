import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const page = {
  practiceList: () => import('./routes/practice-list-page'),
  mockList: () => import('./routes/mock-list-page'),
  sitting: () => import('./routes/sitting-page'),
  ptePracticeList: () => import('./routes/pte-practice-test-list-page'),
  pteItemIntro: () => import('./routes/pte-item-intro-page'),
  quizList: () => import('./routes/quiz-list-page'),
  quiz: () => import('./routes/quiz-page'),
  results: () => import('./routes/result-list-page'),
  result: () => import('./routes/result-page'),
  details: () => import('./routes/details-result-page'),
  short: () => import('./routes/short-result-page'),
  publicQuizList: () => import('./routes/public-quiz-list-page'),
  publicQuiz: () => import('./routes/public-quiz-page'),
};

const student = (name: string, path: string, permissions: readonly string[], lazy: RouteDef['lazy']): RouteDef => ({ id: `exams.${name}`, path, portal: 'student', layout: 'role', permissions, lazy });

/** Practice tests and mock exams in the exam player, quizzes (also on the public /quiz-test), and the score reports. */
export default definePlugin({
  id: 'exams',
  routes: [
    student('practice-list', '/student/practice-test', ['TEST_INDEX'], page.practiceList),
    student('practice-sitting', '/student/practice-test/:slug/preview/:id', ['TEST_INDEX'], page.sitting),
    student('pte-practice-list', '/student/pte-practice/test', ['TEST_INDEX'], page.ptePracticeList),
    student('pte-practice-sitting', '/student/pte-practice/:slug/preview/:id', ['TEST_INDEX'], page.sitting),
    student('pte-item-intro', '/student/pte-practice/:slug/pte-preview1/:id', ['TEST_INDEX'], page.pteItemIntro),
    student('mock-list', '/student/mock-exam', ['MOCK_TEST_INDEX'], page.mockList),
    student('mock-sitting', '/student/mock-exam/:slug/mock-test/:id', ['MOCK_TEST_INDEX'], page.sitting),
    student('quiz-list', '/student/quiz-test', ['QUIZ_INDEX'], page.quizList),
    student('quiz', '/student/quiz-test/:id', ['QUIZ_INDEX'], page.quiz),
    student('results', '/student/result', ['ANSWER_SHEET_INDEX'], page.results),
    student('pte-test-result', '/student/pte-test/result/:id', [], page.result),
    student('mock-test-result', '/student/mock-test/result/:id', [], page.result),
    student('details-result', '/student/details-result/evaluation/:id', [], page.details),
    student('short-result', '/student/short-result/evaluation/:id', [], page.short),
    { id: 'exams.public-quiz-list', path: '/quiz-test', portal: 'public', layout: 'public-student', permissions: [], lazy: page.publicQuizList },
    { id: 'exams.public-quiz', path: '/quiz-test/:id', portal: 'public', layout: 'public-student', permissions: [], lazy: page.publicQuiz },
  ],
  menu: [
    { key: 'student.practiceTest', name: 'exams:menu.practiceTest', route: '/student/practice-test', permissionKeys: ['TEST_INDEX'], icon: 'test', portal: 'student', order: 40 },
    { key: 'student.mockExam', name: 'exams:menu.mockExam', route: '/student/mock-exam', permissionKeys: ['MOCK_TEST_INDEX'], icon: 'mock', portal: 'student', order: 50 },
    { key: 'student.quizTest', name: 'exams:menu.quizTest', route: '/student/quiz-test', permissionKeys: ['QUIZ_INDEX'], icon: 'quiz', portal: 'student', order: 60 },
    { key: 'student.result', name: 'exams:menu.result', route: '/student/result', permissionKeys: ['ANSWER_SHEET_INDEX'], icon: 'result', portal: 'student', order: 70 },
  ],
  // the student's start page: progress by skill toward the target, latest results, sittings still open
  portalCards: [{ id: 'exams.progress', portal: 'student', order: 10, permissions: ['ANSWER_SHEET_INDEX'], lazy: () => import('./components/progress-card'),
    // what progressSheetsQuery, openSittingsQuery and studentTargetQuery ask (asked at start-up, lib/portal-reads.test.ts)
    reads: ['answer-sheets?status=submitted&per_page=50', 'exam-enrolls/list', 'users/profile'] }],
  locales: { en: { exams: en }, bn: { exams: bn } },
  links: Object.values(links),
});
