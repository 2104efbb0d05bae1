/**
 * Where a student resumes the open test that holds an item they tried to practise (409 `item_in_open_sitting`).
 * The sitting pages belong to the exams plugin, which this plugin may not import: it links to them by route id.
 */
import type { OpenSitting } from '@machines/exam-session.machine';
import { pathTo } from '@kernel/router/route-refs';
import { slugify } from '@kernel/router/slug';
import { links } from '../links';

/** The open sitting's page (resuming its sheet); without the test's details, the results list, which lists it. */
export function resumePathOf(s: OpenSitting | null): string {
  if (!s || s.testId === null) return pathTo(links.results);
  const search = { sheet: s.answerSheetId };
  // the kind as the tests table spells it (quiz-sets, mock-tests) or singular (quiz-set, mock-test)
  const kind = s.examType ?? '';
  if (kind.startsWith('quiz')) return pathTo(links.quiz, { id: s.testId }, search);
  if (kind.startsWith('mock')) return pathTo(links.mockSitting, { slug: slugify(s.testTitle), id: s.testId }, search);
  return pathTo(links.practiceSitting, { slug: slugify(s.testTitle), id: s.testId }, search);
}
