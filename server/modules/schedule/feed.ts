/**
 * The calendar feed (README.md "Feed"): a per-user secret address a phone calendar reads without a session. The token
 * is shown once when made; only its SHA-256 is kept, so a leaked table opens no feed. A new token replaces the old
 * (the old address stops working); an unknown token is 404, like a feed that never existed.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import { originFor } from '../../kernel/config.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { publicVerb, requireActor } from '../../kernel/permissions.ts';
import { hashToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { roles, scheduleFeedTokens, scheduleSessions, users } from '../../db/schema.ts';
import type { FeedCreated, FeedInfo, FeedParams } from './contracts.ts';
import { buildFeed } from './ics.ts';
import { fullName, groupsOf, visibleTo, type Viewer } from './read.ts';

/** How far the feed reaches: a term back, a year ahead. */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 366;
const FEED_MAX = 2000;

function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Schedules belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

function feedUrl(ctx: RequestContext, token: string): string {
  return `${originFor(ctx.config, ctx.tenant!.subdomain)}/api/v1/schedule/feed/${token}.ics`;
}

/** GET schedule/feed: whether the caller has a feed address (the address itself is not kept). */
export async function feedInfo({ ctx }: Verb<undefined>): Promise<FeedInfo> {
  const actor = requireActor(ctx);
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx.select().from(scheduleFeedTokens).where(and(eq(scheduleFeedTokens.userId, actor.userId), eq(scheduleFeedTokens.organizationId, org)));
    return { active: !!row, created_at: row?.createdAt.toISOString() ?? null };
  });
}

/** POST schedule/feed: a new feed address for the caller (the previous one stops working). */
export async function regenerateFeed({ ctx }: Verb<undefined>): Promise<FeedCreated> {
  const actor = requireActor(ctx);
  const org = centreOf(ctx);
  const token = newToken();
  return withTenantTx(ctx, async (tx) => {
    const now = new Date();
    await tx
      .insert(scheduleFeedTokens)
      .values({ userId: actor.userId, organizationId: org, tokenHash: hashToken(token), createdAt: now })
      .onConflictDoUpdate({ target: scheduleFeedTokens.userId, set: { tokenHash: hashToken(token), createdAt: now } });
    return { url: feedUrl(ctx, token), created_at: now.toISOString() };
  });
}

/** DELETE schedule/feed: the caller's feed address stops working. */
export async function deleteFeed({ ctx }: Verb<undefined>): Promise<null> {
  const actor = requireActor(ctx);
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    await tx.delete(scheduleFeedTokens).where(and(eq(scheduleFeedTokens.userId, actor.userId), eq(scheduleFeedTokens.organizationId, org)));
    return null;
  });
}

/**
 * GET schedule/feed/{token}.ics (no session: the token is the key): the token owner's sessions and live classes as
 * iCalendar. Who sees what follows the owner's role: a student its groups', a trainer its own, the coaching owner and
 * admins the centre's. A user since removed or deactivated has no feed.
 */
export async function calendarFeed({ ctx: request, input }: Verb<FeedParams>): Promise<{ text: string; filename: string }> {
  publicVerb(request);
  const token = input.file.slice(0, -'.ics'.length);
  // A calendar app sends no X-Tenant header: the token says whose feed it is, so it is looked up on the owner
  // connection (like the bearer token, server/README.md "owner connection"), then everything else runs under the
  // centre's row-level security. A token of another centre than the one the request names is 404.
  const [hit] = await request.db.query<{ organization_id: number; subdomain: string; name: string }>(
    `select f.organization_id, o.subdomain, o.name from schedule_feed_tokens f join organizations o on o.id = f.organization_id
      where f.token_hash = $1 and o.status = 'active' and o.deleted_at is null`,
    [hashToken(token)],
  );
  if (!hit || (request.tenant && request.tenant.id !== hit.organization_id)) throw new NotFoundError('Calendar feed not found.');
  const ctx: RequestContext = { ...request, tenant: { id: hit.organization_id, subdomain: hit.subdomain, name: hit.name } };
  const org = hit.organization_id;
  return withTenantTx(ctx, async (tx) => {
    const [owner] = await tx
      .select({ userId: users.id, kind: roles.kind })
      .from(scheduleFeedTokens)
      .innerJoin(users, eq(users.id, scheduleFeedTokens.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(scheduleFeedTokens.tokenHash, hashToken(token)), eq(scheduleFeedTokens.organizationId, org), isNull(users.deletedAt), eq(users.status, 'active')));
    if (!owner) throw new NotFoundError('Calendar feed not found.');
    const viewer: Viewer = { userId: owner.userId, as: owner.kind === 'STUDENT' ? 'student' : owner.kind === 'TRAINER' ? 'trainer' : 'staff' };
    const now = Date.now();
    const rows = await tx
      .select({ s: scheduleSessions, trainer: fullName })
      .from(scheduleSessions)
      .innerJoin(users, eq(users.id, scheduleSessions.trainerId))
      .where(and(
        visibleTo(org, viewer),
        sql`${scheduleSessions.endsAt} > ${new Date(now - FEED_DAYS_BACK * 86_400_000).toISOString()}`,
        sql`${scheduleSessions.startsAt} < ${new Date(now + FEED_DAYS_AHEAD * 86_400_000).toISOString()}`,
      ))
      .orderBy(asc(scheduleSessions.startsAt))
      .limit(FEED_MAX);
    const g = await groupsOf(tx, rows.map((r) => r.s.id));
    const origin = originFor(ctx.config, ctx.tenant!.subdomain);
    const portal = viewer.as === 'student' ? 'student' : 'teacher';
    const text = buildFeed(
      rows.map(({ s, trainer }) => ({
        id: s.id, kind: s.kind, title: s.title, startsAt: s.startsAt, endsAt: s.endsAt, room: s.room, trainer,
        groups: (g.get(s.id) ?? []).map((x) => x.name),
        url: s.kind === 'live' ? `${origin}/${portal}/live-class/schedule/list` : `${origin}/${portal}/schedule`,
        updatedAt: s.updatedAt,
      })),
      { calendarName: ctx.tenant!.name, host: new URL(origin).host },
    );
    return { text, filename: 'schedule.ics' };
  });
}
