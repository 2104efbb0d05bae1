// The signed-in user's notifications: list, unread count, mark one or all read. Every verb reads and changes only
// the caller's own rows (filtered here by user and tenant; the table's policies restrict the same).
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { requireActor } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { notifications } from '../../db/schema.ts';
import type { IdParams, Notification, NotificationList, NotificationListQuery, UnreadCount } from './contracts.ts';

const NOT_FOUND = 'Notification not found.';

function mine(ctx: RequestContext, actor: Actor): SQL {
  const org = ctx.tenant ? eq(notifications.organizationId, ctx.tenant.id) : isNull(notifications.organizationId);
  return and(eq(notifications.userId, actor.userId), org)!;
}

function view(r: typeof notifications.$inferSelect): Notification {
  return { id: r.id, kind: r.kind, params: r.params ?? {}, link: r.link, created_at: r.createdAt.toISOString(), read_at: r.readAt ? r.readAt.toISOString() : null };
}

/** GET notifications: newest first; `unread` keeps the unread ones. */
export async function listNotifications({ ctx, input }: Verb<NotificationListQuery>): Promise<NotificationList> {
  const actor = requireActor(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(mine(ctx, actor), input.unread ? isNull(notifications.readAt) : undefined);
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: count() }).from(notifications).where(where);
    const [unread] = await tx.select({ n: count() }).from(notifications).where(and(mine(ctx, actor), isNull(notifications.readAt)));
    const rows = await tx.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(perPage).offset((page - 1) * perPage);
    return { ...list(rows.map(view), page, perPage, Number(total?.n ?? 0)), unread: Number(unread?.n ?? 0) };
  });
}

/** GET notifications/unread-count: the bell's badge (one small query, polled). */
export async function unreadCount({ ctx }: Verb): Promise<UnreadCount> {
  const actor = requireActor(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [r] = await tx.select({ n: count() }).from(notifications).where(and(mine(ctx, actor), isNull(notifications.readAt)));
    return { unread: Number(r?.n ?? 0) };
  });
}

/** POST notifications/{id}/read: another user's (or a missing) notification is 404. Reading twice keeps the first time. */
export async function markRead({ ctx, input }: Verb<IdParams>): Promise<Notification> {
  const actor = requireActor(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx.select().from(notifications).where(and(mine(ctx, actor), eq(notifications.id, input.id)));
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (row.readAt) return view(row);
    const [updated] = await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, row.id)).returning();
    return view(updated!);
  });
}

/** POST notifications/read-all: every unread one of the caller's; answers the new count (0). */
export async function markAllRead({ ctx }: Verb): Promise<UnreadCount & { marked: number }> {
  const actor = requireActor(ctx);
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx.update(notifications).set({ readAt: new Date() }).where(and(mine(ctx, actor), isNull(notifications.readAt))).returning({ id: notifications.id });
    return { unread: 0, marked: rows.length };
  });
}
