/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** evaluation: one practice answer to evaluate (an "evaluation" link), on the trainer's and the admin's portal */
  evaluateTeacher: routeRef('evaluation.teacher.evaluate', ['id']),
  evaluateAdmin: routeRef('evaluation.admin.evaluate', ['id']),
  /** students: the owner's page of one student (trainers and admins have no page of one student yet) */
  studentOwner: routeRef('students.coaching-owner.edit', ['id']),
  /** communication: the deal board (no page of one deal; the board shows them all) */
  dealsTeacher: routeRef('communication.teacher.deals'),
  dealsAdmin: routeRef('communication.admin.deals'),
  /** live-class: the list of live classes (no page of one class) */
  liveClassesTeacher: routeRef('live-class.teacher.list'),
};
