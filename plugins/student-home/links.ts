/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** a handed-in practice test's or mock test's score report (exams) */
  testResult: routeRef('exams.pte-test-result', ['id']),
  mockResult: routeRef('exams.mock-test-result', ['id']),
};
