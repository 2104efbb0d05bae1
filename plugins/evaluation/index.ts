import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const KEYS = ['EVALUATION_INDEX'] as const;

const page = {
  list: () => import('./routes/list-page'),
  evaluation: () => import('./routes/evaluation-page'),
  result: () => import('./routes/practice-result-page'),
};

/** The lists (manual, automatic, feedback; each per test kind) and the evaluation page under a portal's prefix (docs/routes.md). */
function evaluationRoutes(portal: 'teacher' | 'admin'): RouteDef[] {
  const base = `/${portal}/pending-evaluation`;
  const r = (name: string, path: string, lazy: RouteDef['lazy']): RouteDef => ({ id: `evaluation.${portal}.${name}`, path, portal, layout: 'role', permissions: KEYS, lazy });
  return [
    ...(portal === 'admin' ? [r('index', base, page.list)] : []),
    r('evaluate', `${base}/manual/practice-test/evaluation/:id`, page.evaluation),
    // one list page for every tab: manual has no quiz tab (docs/routes.md)
    ...(['manual', 'automatic', 'feedback'] as const).flatMap((list) =>
      ['practice-test', 'full-mock-test', 'partial-mock-test', 'diagnostic-test', ...(list === 'manual' ? [] : ['quiz-test'])].map((kind) =>
        r(kind === 'practice-test' ? list : `${list}.${kind}`, `${base}/${list}/${kind}`, page.list),
      ),
    ),
  ];
}

/** Trainer evaluation of practice answers (issue 4) and the student's result page of a practice answer. */
export default definePlugin({
  id: 'evaluation',
  routes: [
    ...evaluationRoutes('teacher'),
    ...evaluationRoutes('admin'),
    { id: 'evaluation.student.practice-result', path: '/student/pte-practice/result/:id', portal: 'student', layout: 'role', permissions: [], lazy: page.result },
  ],
  menu: [
    { key: 'pendingEvaluation', name: 'evaluation:menu.pendingEvaluation', route: '/teacher/pending-evaluation/manual/practice-test', permissionKeys: KEYS, icon: 'evaluation', portal: 'teacher', order: 70 },
    { key: 'admin.pendingEvaluation', name: 'evaluation:menu.pendingEvaluation', route: '/admin/pending-evaluation', permissionKeys: KEYS, icon: 'evaluation', portal: 'admin', order: 70 },
  ],
  // the trainer's and admin's start page: what waits for them and their students' latest answers
  portalCards: (['teacher', 'admin'] as const).map((portal) => ({ id: `evaluation.waiting.${portal}`, portal, order: 10, permissions: KEYS, lazy: () => import('./components/waiting-card'),
    // the card's two lists (lib/portal-reads.test.ts checks them against evaluationListQuery)
    reads: ['evaluation?status=pending&page=1&per_page=5', 'evaluation?status=all&page=1&per_page=5'] })),
  locales: { en: { evaluation: en }, bn: { evaluation: bn } },
  links: Object.values(links),
});
