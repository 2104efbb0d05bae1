/**
 * Where a student resumes the open test that holds an item they tried to practise (409 `item_in_open_sitting`).
 * The sitting pages belong to the exams plugin, which this plugin may not import: it links to them by route id.
 */
import type { OpenSitting } from '@machines/exam-session.machine';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';

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
  if (!s || s.testId === null) return pathTo(links.results);
  const search = { sheet: s.answerSheetId };
  // the kind as the tests table spells it (quiz-sets, mock-tests) or singular (quiz-set, mock-test)
  const kind = s.examType ?? '';
  if (kind.startsWith('quiz')) return pathTo(links.quiz, { id: s.testId }, search);
  if (kind.startsWith('mock')) return pathTo(links.mockSitting, { slug: slugOf(s.testTitle), id: s.testId }, search);
  return pathTo(links.practiceSitting, { slug: slugOf(s.testTitle), id: s.testId }, search);
}
