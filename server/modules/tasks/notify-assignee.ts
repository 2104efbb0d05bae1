/**
 * The one call site of the notification for an assigned task (a new task, or a new assignee). The link opens the
 * task on the assignee's own portal's task page (`?open=<id>`): /teacher/task for a trainer, /admin/task and
 * /coaching-owner/task for the others, since a portal's pages open only to its role.
 */
import type { Tx } from '../../kernel/db.ts';
import { notify } from '../notifications/notify.ts';

const PORTAL = { TRAINER: 'teacher', ADMIN: 'admin', COACHING_OWNER: 'coaching-owner' } as const;

export const taskLink = (kind: keyof typeof PORTAL, id: number) => `/${PORTAL[kind]}/task?open=${id}`;

export async function notifyAssignee(
  tx: Tx,
  n: { organizationId: number; assigneeId: number; kind: keyof typeof PORTAL; taskId: number; title: string },
): Promise<void> {
  await notify(tx, { organizationId: n.organizationId, userIds: [n.assigneeId], kind: 'task.assigned', params: { title: n.title }, link: taskLink(n.kind, n.taskId) });
}
