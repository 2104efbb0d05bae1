/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** the student's results (exams): lists an open sitting whose test is unknown */
  results: routeRef('exams.results'),
  quiz: routeRef('exams.quiz', ['id']),
  mockSitting: routeRef('exams.mock-sitting', ['slug', 'id']),
  practiceSitting: routeRef('exams.practice-sitting', ['slug', 'id']),
  /** a practice answer's full result (evaluation) */
  practiceResult: routeRef('evaluation.student.practice-result', ['id']),
};
