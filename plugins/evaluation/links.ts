/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** PTE practice (pte-practice): the types, one type's items, one item */
  practiceList: routeRef('pte-practice.list'),
  practiceTypeList: routeRef('pte-practice.type-list', ['section', 'type']),
  practiceItem: routeRef('pte-practice.item', ['slug', 'pteId']),
};
