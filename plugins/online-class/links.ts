/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** a chapter's quiz part: the quiz set sat through the exams flow (`?sheet=` resumes an open sitting) */
  quiz: routeRef('exams.quiz', ['id']),
};
