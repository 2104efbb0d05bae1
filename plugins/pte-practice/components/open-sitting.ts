/**
 * Where a student resumes the open test that holds an item they tried to practise (409 `item_in_open_sitting`).
 * The sitting pages belong to the exams plugin, which this plugin may not import: the paths are written out here
 * (its routes in plugins/exams/index.ts) until routes can be referred to by name.
 */
import type { OpenSitting } from '@machines/exam-session.machine';

/** "Mock Test #1: Reading!" -> "mock-test-1-reading", as the exams plugin writes a test's address */
function slugOf(title: string | null): string {
  const s = String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return s || 'test';
}

/** The open sitting's page (resuming its sheet); without the test's details, the results list, which lists it. */
export function resumePathOf(s: OpenSitting | null): string {
  if (!s || s.testId === null) return '/student/result';
  const sheet = s.answerSheetId !== null ? `?sheet=${s.answerSheetId}` : '';
  // the kind as the tests table spells it (quiz-sets, mock-tests) or singular (quiz-set, mock-test)
  const kind = s.examType ?? '';
  if (kind.startsWith('quiz')) return `/student/quiz-test/${s.testId}${sheet}`;
  if (kind.startsWith('mock')) return `/student/mock-exam/${slugOf(s.testTitle)}/mock-test/${s.testId}${sheet}`;
  return `/student/practice-test/${slugOf(s.testTitle)}/preview/${s.testId}${sheet}`;
}
