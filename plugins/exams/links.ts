/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** sign-in (auth), with `?redirect=` back here */
  login: routeRef('auth.login'),
  /** PTE practice (pte-practice): the types, one item in the player */
  practiceList: routeRef('pte-practice.list'),
  practiceItem: routeRef('pte-practice.item', ['slug', 'pteId']),
  /** a practice answer's full result (evaluation) */
  practiceResult: routeRef('evaluation.student.practice-result', ['id']),
};
