/**
 * createTask: the one way a task is made, by POST task (service.ts) and by other modules (the campaign helper's
 * automations). It checks what the database cannot: the assignee is a member of staff of the centre, and the link's
 * target exists in the centre; both are 422 on the field (`assignee_id`, `link.id`), so a verb can pass them on.
 * Assigning notifies the assignee in the same transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { roles, tasks, users } from '../../db/schema.ts';
import { checkTarget, type TaskLinkKind } from './targets.ts';
import { notifyAssignee } from './notify-assignee.ts';

export type { TaskLinkKind } from './targets.ts';

/** The roles whose holders may be given a task: staff, not students. */
export const STAFF_KINDS = ['TRAINER', 'ADMIN', 'COACHING_OWNER'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** 422 on `field` unless the user is an active, not deleted member of staff of the centre. */
export async function assertAssignable(tx: Tx, organizationId: number, userId: number, field = 'assignee_id'): Promise<StaffKind> {
  const [row] = await tx
    .select({ id: users.id, status: users.status, kind: roles.kind })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), isNull(users.deletedAt), inArray(roles.kind, [...STAFF_KINDS])));
  if (!row) throw ValidationError.field(field, 'The assignee must be a trainer, admin or coaching owner of this centre.');
  if (row.status !== 'active') throw ValidationError.field(field, "The assignee's account is inactive.");
  return row.kind as StaffKind;
}

/** 422 on `link.id` (or `link.kind`) unless the target exists in the centre. */
export async function assertLinkTarget(tx: Tx, organizationId: number, link: { kind: TaskLinkKind; id: number }): Promise<void> {
  const found = await checkTarget(tx, organizationId, link.kind, link.id);
  if (found === 'unavailable') throw ValidationError.field('link.kind', `Tasks cannot link to a ${link.kind} yet.`);
  if (found === 'missing') throw ValidationError.field('link.id', `No ${link.kind} with id ${link.id} in this centre.`);
}

export async function createTask(
  tx: Tx,
  t: {
    organizationId: number;
    title: string;
    assigneeId: number;
    dueAt?: Date | null;
    link?: { kind: TaskLinkKind; id: number } | null;
    createdBy: number | null;
    /** the POST's extras; automations leave them to their defaults */
    notes?: string;
    priority?: 'low' | 'normal' | 'high';
  },
): Promise<number> {
  const title = t.title.trim();
  if (!title) throw ValidationError.field('title', 'The title is required.');
  if (title.length > 200) throw ValidationError.field('title', 'The title is at most 200 characters.');
  if (t.dueAt && Number.isNaN(t.dueAt.getTime())) throw ValidationError.field('due_at', 'The due time is not a valid time.');
  const kind = await assertAssignable(tx, t.organizationId, t.assigneeId);
  if (t.link) await assertLinkTarget(tx, t.organizationId, t.link);
  const [row] = await tx
    .insert(tasks)
    .values({
      organizationId: t.organizationId,
      title,
      notes: t.notes ?? '',
      assigneeId: t.assigneeId,
      dueAt: t.dueAt ?? null,
      priority: t.priority ?? 'normal',
      linkKind: t.link?.kind ?? null,
      linkId: t.link?.id ?? null,
      createdBy: t.createdBy,
    })
    .returning({ id: tasks.id });
  const id = row!.id;
  // nobody needs telling about a task they gave themselves
  if (t.assigneeId !== t.createdBy) await notifyAssignee(tx, { organizationId: t.organizationId, assigneeId: t.assigneeId, kind, taskId: id, title });
  return id;
}
