import { routeRef } from '@kernel/router/route-refs';

/** Other plugins' pages a student's task opens (plugins/README.md: route refs, never paths). */
export const links = {
  practiceList: routeRef('pte-practice.list'),
  practiceTypeList: routeRef('pte-practice.type-list', ['section', 'type']),
  practiceItem: routeRef('pte-practice.item', ['slug', 'pteId']),
  practiceTests: routeRef('exams.practice-list'),
  mockTests: routeRef('exams.mock-list'),
  quizzes: routeRef('exams.quiz-list'),
  materials: routeRef('materials.student.grid'),
};
