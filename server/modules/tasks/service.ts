/**
 * Tasks (README.md, docs/product-spec.md §20): to-dos of a centre's staff. Who sees which task: holders of
 * USER_STORE (the coaching owner and admins, who run the centre) see every task of the centre; others (trainers) the
 * tasks assigned to them or created by them. A task outside the caller's scope, or of another centre, is 404. The
 * status moves and "overdue" are rules.ts; making a task (and its checks) is create.ts, shared with automations.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { can, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { roles, tasks, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { AssigneeList, AssigneeQuery, IdParams, LinkOptionList, LinkOptionsQuery, TaskBody, TaskList, TaskListQuery, TaskRecord, TaskUpdateBody } from './contracts.ts';
import { assertAssignable, assertLinkTarget, createTask, STAFF_KINDS } from './create.ts';
import { notifyAssignee } from './notify-assignee.ts';
import { completedAtAfter, isOverdue, moveError } from './rules.ts';
import { labelsOf, offersOf } from './targets.ts';

type TaskRow = typeof tasks.$inferSelect;

/** The key that opens every task of the centre (the coaching owner and admins hold it; trainers see their own). */
export const TASKS_OF_EVERYONE = 'USER_STORE';

/** Tasks belong to a centre: on the platform's own address there are none. */
function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Tasks belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

const mineOrCreated = (actor: Actor) => or(eq(tasks.assigneeId, actor.userId), eq(tasks.createdBy, actor.userId))!;

/** The tasks the caller may see: the centre's, all of them or the ones assigned to or created by the caller. */
function scope(org: number, actor: Actor): SQL {
  return can(actor, TASKS_OF_EVERYONE) ? eq(tasks.organizationId, org) : and(eq(tasks.organizationId, org), mineOrCreated(actor))!;
}

/** Deleting is for the task's author and the managers: an assignee cannot make a task it was given disappear. */
const mayDestroy = (actor: Actor, row: TaskRow) => can(actor, TASKS_OF_EVERYONE) || row.createdBy === actor.userId;

async function visibleTask(tx: Tx, org: number, actor: Actor, id: number): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(and(scope(org, actor), eq(tasks.id, id)));
  if (!row) throw new NotFoundError('Task not found.');
  return row;
}

const fullName = (u: typeof users) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

async function recordsOf(tx: Tx, org: number, actor: Actor, rows: TaskRow[], now: Date): Promise<TaskRecord[]> {
  const people = [...new Set(rows.flatMap((r) => [r.assigneeId, r.createdBy]).filter((x): x is number => x !== null))];
  const names = new Map<number, string>();
  if (people.length) {
    const found = await tx.select({ id: users.id, name: fullName(users) }).from(users).where(inArray(users.id, people));
    for (const p of found) names.set(p.id, p.name);
  }
  const links = rows.filter((r) => r.linkKind !== null && r.linkId !== null).map((r) => ({ kind: r.linkKind!, id: r.linkId! }));
  const labels = links.length ? await labelsOf(tx, org, links) : new Map<string, string>();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    notes: r.notes,
    status: r.status,
    priority: r.priority,
    due_at: r.dueAt?.toISOString() ?? null,
    overdue: isOverdue(r, now),
    assignee: { id: r.assigneeId, full_name: names.get(r.assigneeId) ?? '' },
    created_by: r.createdBy !== null && names.has(r.createdBy) ? { id: r.createdBy, full_name: names.get(r.createdBy)! } : null,
    link: r.linkKind && r.linkId !== null ? { kind: r.linkKind, id: r.linkId, label: labels.get(`${r.linkKind}:${r.linkId}`) ?? null } : null,
    completed_at: r.completedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    can: { update: true, destroy: mayDestroy(actor, r) },
  }));
}

/** GET task: overdue first, then the unfinished by due time (none last), then the done ones; newest first among equals. */
export async function listTasks({ ctx, input }: Verb<TaskListQuery>): Promise<TaskList> {
  const actor = requirePermission(ctx, 'TASK_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const now = new Date();
  const view = input.view ?? 'mine';
  const overdue = and(sql`${tasks.status} <> 'done'`, sql`${tasks.dueAt} < ${now}`)!;
  const where = and(
    scope(org, actor),
    view === 'mine' ? eq(tasks.assigneeId, actor.userId) : view === 'created' ? eq(tasks.createdBy, actor.userId) : undefined,
    input.status === 'not-done' ? sql`${tasks.status} <> 'done'` : input.status ? eq(tasks.status, input.status) : undefined,
    input.overdue === '1' ? overdue : undefined,
    input.search ? or(ilike(tasks.title, likePattern(input.search)), ilike(tasks.notes, likePattern(input.search))) : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(tasks).where(where);
    const rows = await tx
      .select()
      .from(tasks)
      .where(where)
      .orderBy(
        // a task without a due time is not overdue (the comparison alone gives null, which DESC would put first)
        desc(sql`coalesce((${overdue}), false)`),
        asc(sql`(${tasks.status} = 'done')`),
        sql`${tasks.dueAt} asc nulls last`,
        desc(tasks.createdAt),
        desc(tasks.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(await recordsOf(tx, org, actor, rows, now), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET task/{id} */
export async function showTask({ ctx, input }: Verb<IdParams>): Promise<TaskRecord> {
  const actor = requirePermission(ctx, 'TASK_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => (await recordsOf(tx, org, actor, [await visibleTask(tx, org, actor, input.id)], new Date()))[0]!);
}

/** POST task: through createTask (the assignee a member of staff of the centre, the link's target in the centre). */
export async function createTaskVerb({ ctx, input }: Verb<TaskBody>): Promise<TaskRecord> {
  const actor = requirePermission(ctx, 'TASK_STORE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const id = await createTask(tx, {
      organizationId: org,
      title: input.title,
      notes: input.notes,
      assigneeId: input.assignee_id,
      dueAt: input.due_at ? new Date(input.due_at) : null,
      priority: input.priority,
      link: input.link ?? null,
      createdBy: actor.userId,
    });
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, id));
    return (await recordsOf(tx, org, actor, [row!], new Date()))[0]!;
  });
}

/**
 * PUT task/{id}: any field; a status move must be one rules.ts allows (422 on `status`), a new assignee is checked
 * and notified like a new task's, a new link's target must exist in the centre.
 */
export async function updateTask({ ctx, input }: Verb<TaskUpdateBody & { id: number }>): Promise<TaskRecord> {
  const actor = requirePermission(ctx, 'TASK_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await visibleTask(tx, org, actor, input.id);
    const now = new Date();
    const patch: Partial<typeof tasks.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) patch.title = input.title;
    if (input.notes !== undefined) patch.notes = input.notes;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.due_at !== undefined) patch.dueAt = input.due_at === null ? null : new Date(input.due_at);
    if (input.status !== undefined) {
      const refused = moveError(row.status, input.status);
      if (refused) throw ValidationError.field('status', refused);
      patch.status = input.status;
      patch.completedAt = completedAtAfter(row.status, input.status, row.completedAt, now);
    }
    if (input.link !== undefined) {
      if (input.link) await assertLinkTarget(tx, org, input.link);
      patch.linkKind = input.link?.kind ?? null;
      patch.linkId = input.link?.id ?? null;
    }
    let newAssignee: Awaited<ReturnType<typeof assertAssignable>> | null = null;
    if (input.assignee_id !== undefined && input.assignee_id !== row.assigneeId) {
      newAssignee = await assertAssignable(tx, org, input.assignee_id);
      patch.assigneeId = input.assignee_id;
    }
    const [next] = await tx.update(tasks).set(patch).where(eq(tasks.id, row.id)).returning();
    if (newAssignee && input.assignee_id !== actor.userId) {
      await notifyAssignee(tx, { organizationId: org, assigneeId: input.assignee_id!, kind: newAssignee, taskId: row.id, title: next!.title });
    }
    return (await recordsOf(tx, org, actor, [next!], now))[0]!;
  });
}

/** DELETE task/{id}: its author or a manager (the assignee alone may not; 403 then, since it sees the task). */
export async function deleteTask({ ctx, input }: Verb<IdParams>): Promise<null> {
  const actor = requirePermission(ctx, 'TASK_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await visibleTask(tx, org, actor, input.id);
    if (!mayDestroy(actor, row)) throw new ForbiddenError('Only the author of a task or a manager may delete it.');
    await tx.delete(tasks).where(eq(tasks.id, row.id));
    return null;
  });
}

/** GET task/assignees: the centre's staff a task may be given to (active trainers, admins, the coaching owner). */
export async function listAssignees({ ctx, input }: Verb<AssigneeQuery>): Promise<AssigneeList> {
  requirePermission(ctx, 'TASK_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx
      .select({ id: users.id, full_name: fullName(users), email: users.email, role: roles.kind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(
          eq(users.organizationId, org),
          isNull(users.deletedAt),
          eq(users.status, 'active'),
          inArray(roles.kind, [...STAFF_KINDS]),
          input.search ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(input.search)), ilike(users.email, likePattern(input.search))) : undefined,
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(200);
    return rows.map((r) => ({ ...r, role: r.role as AssigneeList[number]['role'] }));
  });
}

/** GET task/link-options: what a task may be linked to, for the dialog's picker (a name search, or an id). */
export async function listLinkOptions({ ctx, input }: Verb<LinkOptionsQuery>): Promise<LinkOptionList> {
  requirePermission(ctx, 'TASK_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, (tx) => offersOf(tx, org, input.kind, input.search));
}
