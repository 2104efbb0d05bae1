/**
 * Where a task's link leads on the viewer's portal, or null when that portal has no page for the thing: the link
 * then shows its label only. Contacts have no page of their own yet, deals and live classes only their lists (docs/product-spec.md
 * §20); when one comes, its route ref joins links.ts and a line joins this table.
 */
import { pathTo, type RouteRef } from '@kernel/router/route-refs';
import type { TaskLinkKind } from '../api/tasks-api';
import { links } from '../links';

export type TaskPortal = 'teacher' | 'admin' | 'coaching-owner';

type Target = { ref: RouteRef<'id'>; withId: true } | { ref: RouteRef<never>; withId: false };

const TARGETS: Partial<Record<TaskLinkKind, Partial<Record<TaskPortal, Target>>>> = {
  evaluation: { teacher: { ref: links.evaluateTeacher, withId: true }, admin: { ref: links.evaluateAdmin, withId: true } },
  student: { 'coaching-owner': { ref: links.studentOwner, withId: true } },
  deal: { teacher: { ref: links.dealsTeacher, withId: false }, admin: { ref: links.dealsAdmin, withId: false } },
  'live-class': { teacher: { ref: links.liveClassesTeacher, withId: false } },
};

export function targetPath(kind: TaskLinkKind, id: number, portal: TaskPortal): string | null {
  const target = TARGETS[kind]?.[portal];
  if (!target) return null;
  return target.withId ? pathTo(target.ref, { id }) : pathTo(target.ref);
}

/** The portal of a task page's address (/teacher/task, /admin/task, /coaching-owner/task). */
export const portalOf = (pathname: string): TaskPortal => (pathname.startsWith('/admin/') ? 'admin' : pathname.startsWith('/coaching-owner/') ? 'coaching-owner' : 'teacher');
