/**
 * Popups (README.md, docs/product-spec.md §24): a centre's staff (COMMUNICATION_*) write notices, forum topics,
 * suggestion and feedback requests and blog shares for every student or for chosen groups and students; a student
 * is shown the oldest pending one at sign-in, and what it dismissed or answered is remembered here, not in the
 * browser. Every member of staff with COMMUNICATION_INDEX sees every popup of the centre (they are the centre's
 * voice, not one trainer's). Another centre's popup is 404. The pure rules are rules.ts.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { AppError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission, requireRole } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { blogPosts, groupMembers, groups, popupGroups, popupReceipts, popupResponses, popups, popupStudents, roles, users } from '../../db/schema.ts';
import type {
  BlogShare, CommunicationItem, CommunicationList, HideBody, IdParams, OptionsQuery, PageQuery, PendingPopups, PopupBody, PopupCounts, PopupDetail,
  PopupList, PopupListQuery, PopupOptions, PopupSummary, PopupUpdateBody, Receipt, RespondBody, ResponseParams, StaffResponse, StaffResponseList, StudentPopup,
} from './contracts.ts';
import { ANSWERED_ONCE, audienceErrors, checkResponse, isLive, ratingCounts, shortName, windowErrors } from './rules.ts';

type PopupRow = typeof popups.$inferSelect;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Popups belong to a centre: on the platform's own address there are none. */
function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Popups belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

async function popupOf(tx: Tx, org: number, id: number): Promise<PopupRow> {
  const [row] = await tx.select().from(popups).where(and(eq(popups.organizationId, org), eq(popups.id, id)));
  if (!row) throw new NotFoundError('Popup not found.');
  return row;
}

/* ---------------------------------------------------------------- reading */

async function countsOf(tx: Tx, ids: number[]): Promise<Map<number, PopupCounts>> {
  const out = new Map<number, PopupCounts>(ids.map((id) => [id, { shown: 0, dismissed: 0, responded: 0, responses: 0 }]));
  if (!ids.length) return out;
  const receipts = await tx
    .select({ id: popupReceipts.popupId, shown: sql<number>`count(*)::int`, dismissed: sql<number>`count(${popupReceipts.dismissedAt})::int` })
    .from(popupReceipts)
    .where(inArray(popupReceipts.popupId, ids))
    .groupBy(popupReceipts.popupId);
  for (const r of receipts) Object.assign(out.get(r.id)!, { shown: Number(r.shown), dismissed: Number(r.dismissed) });
  const answers = await tx
    .select({ id: popupResponses.popupId, responded: sql<number>`count(distinct ${popupResponses.userId})::int`, responses: sql<number>`count(*)::int` })
    .from(popupResponses)
    .where(inArray(popupResponses.popupId, ids))
    .groupBy(popupResponses.popupId);
  for (const r of answers) Object.assign(out.get(r.id)!, { responded: Number(r.responded), responses: Number(r.responses) });
  return out;
}

async function authorsOf(tx: Tx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function summaryOf(row: PopupRow, counts: PopupCounts, authors: Map<number, string>, now: Date): PopupSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    live: isLive(row, now),
    audience_all: row.audienceAll,
    counts,
    created_by: row.createdBy !== null && authors.has(row.createdBy) ? { id: row.createdBy, name: authors.get(row.createdBy)! } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type PostRow = Pick<typeof blogPosts.$inferSelect, 'id' | 'title' | 'slug' | 'excerpt' | 'status'>;
const shareOf = (p: PostRow): BlogShare => ({ id: p.id, title: p.title, slug: p.slug, excerpt: p.excerpt, published: p.status === 'published' });

async function postsOf(tx: Tx, org: number, ids: Array<number | null>): Promise<Map<number, BlogShare>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, status: blogPosts.status })
    .from(blogPosts)
    .where(and(eq(blogPosts.organizationId, org), inArray(blogPosts.id, wanted)));
  return new Map(rows.map((r) => [r.id, shareOf(r)]));
}

async function detailOf(tx: Tx, org: number, row: PopupRow): Promise<PopupDetail> {
  const now = new Date();
  const counts = (await countsOf(tx, [row.id])).get(row.id)!;
  const summary = summaryOf(row, counts, await authorsOf(tx, [row.createdBy]), now);
  const gs = await tx
    .select({ id: groups.id, name: groups.name })
    .from(popupGroups)
    .innerJoin(groups, eq(groups.id, popupGroups.groupId))
    .where(eq(popupGroups.popupId, row.id))
    .orderBy(asc(groups.name));
  const ss = await tx
    .select({ id: users.id, name: fullName })
    .from(popupStudents)
    .innerJoin(users, eq(users.id, popupStudents.userId))
    .where(eq(popupStudents.popupId, row.id))
    .orderBy(asc(users.firstName), asc(users.id));
  const ratings = row.kind === 'feedback'
    ? ratingCounts((await tx.select({ r: popupResponses.rating }).from(popupResponses).where(eq(popupResponses.popupId, row.id))).map((x) => x.r))
    : [0, 0, 0, 0, 0];
  const post = row.blogPostId !== null ? (await postsOf(tx, org, [row.blogPostId])).get(row.blogPostId) ?? null : null;
  return { ...summary, body: row.body, groups: gs, students: ss, blog_post: post, ratings };
}

/* ---------------------------------------------------------------- staff: checks */

/** The groups and students named: each of this centre (a student a live STUDENT), else 422 naming the ids. */
async function checkAudience(tx: Tx, org: number, a: { group_ids?: readonly number[]; student_ids?: readonly number[] }): Promise<{ groupIds: number[]; studentIds: number[] }> {
  const groupIds = [...new Set(a.group_ids ?? [])];
  const studentIds = [...new Set(a.student_ids ?? [])];
  const errors: Record<string, string[]> = {};
  if (groupIds.length) {
    const found = new Set((await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.organizationId, org), inArray(groups.id, groupIds)))).map((r) => r.id));
    const missing = groupIds.filter((id) => !found.has(id));
    if (missing.length) errors['audience.group_ids'] = [`Not groups of this centre: ${missing.join(', ')}.`];
  }
  if (studentIds.length) {
    const found = new Set(
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(and(eq(users.organizationId, org), isNull(users.deletedAt), eq(roles.kind, 'STUDENT'), inArray(users.id, studentIds)))
      ).map((r) => r.id),
    );
    const missing = studentIds.filter((id) => !found.has(id));
    if (missing.length) errors['audience.student_ids'] = [`Not students of this centre: ${missing.join(', ')}.`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { groupIds, studentIds };
}

/** A blog share names a published post of this centre's blog (422 on blog_post_id otherwise). */
async function checkPost(tx: Tx, org: number, id: number | null | undefined): Promise<number> {
  if (id === null || id === undefined) throw ValidationError.field('blog_post_id', 'Choose the blog post to share.');
  const [p] = await tx.select({ status: blogPosts.status }).from(blogPosts).where(and(eq(blogPosts.organizationId, org), eq(blogPosts.id, id)));
  if (!p) throw ValidationError.field('blog_post_id', "Not a post of this centre's blog.");
  if (p.status !== 'published') throw ValidationError.field('blog_post_id', 'Only a published post can be shared.');
  return id;
}

async function setAudience(tx: Tx, org: number, popupId: number, a: { groupIds: number[]; studentIds: number[] }): Promise<void> {
  await tx.delete(popupGroups).where(eq(popupGroups.popupId, popupId));
  await tx.delete(popupStudents).where(eq(popupStudents.popupId, popupId));
  if (a.groupIds.length) await tx.insert(popupGroups).values(a.groupIds.map((groupId) => ({ popupId, groupId, organizationId: org })));
  if (a.studentIds.length) await tx.insert(popupStudents).values(a.studentIds.map((userId) => ({ popupId, userId, organizationId: org })));
}

/* ---------------------------------------------------------------- staff: popups */

/** GET popups: the centre's popups, newest first; filter by kind and status, search in the title. */
export async function listPopups({ ctx, input }: Verb<PopupListQuery>): Promise<PopupList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    eq(popups.organizationId, org),
    input.kind ? eq(popups.kind, input.kind) : undefined,
    input.status ? eq(popups.status, input.status) : undefined,
    input.search ? sql`strpos(lower(${popups.title}), lower(${input.search})) > 0` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(popups).where(where);
    const rows = await tx.select().from(popups).where(where).orderBy(desc(popups.createdAt), desc(popups.id)).limit(perPage).offset((page - 1) * perPage);
    const counts = await countsOf(tx, rows.map((r) => r.id));
    const authors = await authorsOf(tx, rows.map((r) => r.createdBy));
    const now = new Date();
    return list(rows.map((r) => summaryOf(r, counts.get(r.id)!, authors, now)), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET popups/{id} */
export async function showPopup({ ctx, input }: Verb<IdParams>): Promise<PopupDetail> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => detailOf(tx, org, await popupOf(tx, org, input.id)));
}

/** POST popups: a draft or active popup with its audience (422 per field). */
export async function createPopup({ ctx, input }: Verb<PopupBody>): Promise<PopupDetail> {
  const actor = requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  const errors = { ...audienceErrors(input.audience), ...windowErrors(startsAt, endsAt) };
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return withTenantTx(ctx, async (tx) => {
    const audience = input.audience.all ? { groupIds: [], studentIds: [] } : await checkAudience(tx, org, input.audience);
    const blogPostId = input.kind === 'blog-share' ? await checkPost(tx, org, input.blog_post_id) : null;
    const [row] = await tx
      .insert(popups)
      .values({
        organizationId: org,
        kind: input.kind,
        title: input.title,
        body: input.body ?? '',
        audienceAll: input.audience.all,
        blogPostId,
        startsAt,
        endsAt,
        status: input.status ?? 'draft',
        createdBy: actor.userId,
      })
      .returning();
    await setAudience(tx, org, row!.id, audience);
    return detailOf(tx, org, row!);
  });
}

/** PUT popups/{id}: any of its fields (the kind stays); `status: archived` takes it off every student's screen. */
export async function updatePopup({ ctx, input }: Verb<PopupUpdateBody & { id: number }>): Promise<PopupDetail> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await popupOf(tx, org, input.id);
    const startsAt = input.starts_at !== undefined ? new Date(input.starts_at) : row.startsAt;
    const endsAt = input.ends_at !== undefined ? new Date(input.ends_at) : row.endsAt;
    const errors = { ...(input.audience ? audienceErrors(input.audience) : {}), ...windowErrors(startsAt, endsAt) };
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const patch: Partial<typeof popups.$inferInsert> = { updatedAt: new Date(), startsAt, endsAt };
    if (input.title !== undefined) patch.title = input.title;
    if (input.body !== undefined) patch.body = input.body;
    if (input.status !== undefined) patch.status = input.status;
    if (row.kind === 'blog-share' && input.blog_post_id !== undefined) patch.blogPostId = await checkPost(tx, org, input.blog_post_id);
    if (input.audience !== undefined) {
      const audience = input.audience.all ? { groupIds: [], studentIds: [] } : await checkAudience(tx, org, input.audience);
      patch.audienceAll = input.audience.all;
      await setAudience(tx, org, row.id, audience);
    }
    const [next] = await tx.update(popups).set(patch).where(eq(popups.id, row.id)).returning();
    return detailOf(tx, org, next!);
  });
}

/** GET popups/{id}/responses: the answers, newest first, with the students' full names (staff see hidden replies too). */
export async function listResponses({ ctx, input }: Verb<PageQuery & { id: number }>): Promise<StaffResponseList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const popup = await popupOf(tx, org, input.id);
    const where = and(eq(popupResponses.organizationId, org), eq(popupResponses.popupId, popup.id));
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(popupResponses).where(where);
    const rows = await tx
      .select({ r: popupResponses, name: fullName })
      .from(popupResponses)
      .leftJoin(users, eq(users.id, popupResponses.userId))
      .where(where)
      .orderBy(desc(popupResponses.createdAt), desc(popupResponses.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items: StaffResponse[] = rows.map(({ r, name }) => ({
      id: r.id,
      student: name !== null ? { id: r.userId, name } : null,
      text: r.text,
      rating: r.rating,
      hidden: r.hiddenAt !== null,
      created_at: r.createdAt.toISOString(),
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

/** PUT popups/{id}/responses/{responseId}/hidden: hide a forum reply from the audience (or show it again). */
export async function hideResponse({ ctx, input }: Verb<HideBody & ResponseParams>): Promise<StaffResponse> {
  const actor = requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const popup = await popupOf(tx, org, input.id);
    if (popup.kind !== 'forum') throw ValidationError.field('hidden', 'Only forum replies are hidden; other answers are seen by staff only.');
    const [r] = await tx
      .update(popupResponses)
      .set(input.hidden ? { hiddenAt: new Date(), hiddenBy: actor.userId } : { hiddenAt: null, hiddenBy: null })
      .where(and(eq(popupResponses.organizationId, org), eq(popupResponses.popupId, popup.id), eq(popupResponses.id, input.responseId)))
      .returning();
    if (!r) throw new NotFoundError('Reply not found.');
    const [u] = await tx.select({ name: fullName }).from(users).where(eq(users.id, r.userId));
    return { id: r.id, student: u ? { id: r.userId, name: u.name } : null, text: r.text, rating: r.rating, hidden: r.hiddenAt !== null, created_at: r.createdAt.toISOString() };
  });
}

/** GET popups/options: what the editor offers: the centre's groups, students matching a search, published posts. */
export async function popupOptions({ ctx, input }: Verb<OptionsQuery>): Promise<PopupOptions> {
  requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const gs = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.organizationId, org)).orderBy(asc(groups.name)).limit(200);
    const search = input.search ? sql`strpos(lower(${fullName} || ' ' || ${users.email}), lower(${input.search})) > 0` : undefined;
    const ss = await tx
      .select({ id: users.id, name: fullName })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, org), isNull(users.deletedAt), eq(roles.kind, 'STUDENT'), search))
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(20);
    const posts = await tx
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, status: blogPosts.status })
      .from(blogPosts)
      .where(and(eq(blogPosts.organizationId, org), eq(blogPosts.status, 'published')))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(50);
    return { groups: gs, students: ss, blog_posts: posts.map(shareOf) };
  });
}

/* ---------------------------------------------------------------- the student */

/** The popups whose audience includes the student (everyone, named, or a student of a named group) of its centre. */
function audienceOf(org: number, userId: number): SQL {
  return and(
    eq(popups.organizationId, org),
    sql`(${popups.audienceAll}
      or exists (select 1 from ${popupStudents} ps where ps.popup_id = ${popups.id} and ps.user_id = ${userId})
      or exists (select 1 from ${popupGroups} pg join ${groupMembers} gm on gm.group_id = pg.group_id
                 where pg.popup_id = ${popups.id} and gm.user_id = ${userId} and gm.member_role = 'student'))`,
  )!;
}
const liveNow = (now: Date): SQL => and(eq(popups.status, 'active'), lte(popups.startsAt, now), gt(popups.endsAt, now))!;

function studentPopupOf(row: PopupRow, posts: Map<number, BlogShare>): StudentPopup {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    blog_post: row.blogPostId !== null ? (posts.get(row.blogPostId) ?? null) : null,
  };
}

/**
 * GET popups/pending: what to show at sign-in, oldest first: live, in the audience, neither dismissed nor (for the
 * kinds that ask something) answered. A blog share whose post was unpublished since is left out.
 */
export async function pendingPopups({ ctx }: Verb<Record<string, never>>): Promise<PendingPopups> {
  const actor = requireRole(ctx, 'STUDENT');
  const org = centreOf(ctx);
  const now = new Date();
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(popups)
      .where(
        and(
          audienceOf(org, actor.userId),
          liveNow(now),
          sql`not exists (select 1 from ${popupReceipts} pr where pr.popup_id = ${popups.id} and pr.user_id = ${actor.userId} and pr.dismissed_at is not null)`,
          sql`(${popups.kind} not in ('suggestion', 'feedback', 'forum')
            or not exists (select 1 from ${popupResponses} r where r.popup_id = ${popups.id} and r.user_id = ${actor.userId}))`,
        ),
      )
      .orderBy(asc(popups.startsAt), asc(popups.id))
      .limit(20);
    const posts = await postsOf(tx, org, rows.map((r) => r.blogPostId));
    const items = rows
      .filter((r) => r.kind !== 'blog-share' || (r.blogPostId !== null && posts.get(r.blogPostId)?.published))
      .map((r) => studentPopupOf(r, posts));
    return { items };
  });
}

/** A popup the student may act on now: in its audience and live (404 otherwise, as if it did not exist). */
async function livePopupFor(tx: Tx, org: number, userId: number, id: number): Promise<PopupRow> {
  const [row] = await tx.select().from(popups).where(and(audienceOf(org, userId), eq(popups.id, id)));
  if (!row || !isLive(row, new Date())) throw new NotFoundError('Popup not found.');
  return row;
}

async function receiptOf(tx: Tx, org: number, popupId: number, userId: number, dismiss: boolean): Promise<Receipt> {
  // the first showing sets seen_at; dismissing keeps the first dismissal's time (a second click changes nothing)
  const [r] = await tx
    .insert(popupReceipts)
    .values({ popupId, userId, organizationId: org, dismissedAt: dismiss ? new Date() : null })
    .onConflictDoUpdate({
      target: [popupReceipts.popupId, popupReceipts.userId],
      set: dismiss ? { dismissedAt: sql`coalesce(${popupReceipts.dismissedAt}, now())` } : { seenAt: sql`${popupReceipts.seenAt}` },
    })
    .returning();
  return { popup_id: r!.popupId, seen_at: r!.seenAt.toISOString(), dismissed_at: r!.dismissedAt?.toISOString() ?? null };
}

/** POST popups/{id}/seen: the popup was shown (idempotent). */
export async function markSeen({ ctx, input }: Verb<IdParams>): Promise<Receipt> {
  const actor = requireRole(ctx, 'STUDENT');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const p = await livePopupFor(tx, org, actor.userId, input.id);
    return receiptOf(tx, org, p.id, actor.userId, false);
  });
}

/** POST popups/{id}/dismiss: closed by the student: never shown at sign-in again (idempotent). */
export async function dismissPopup({ ctx, input }: Verb<IdParams>): Promise<Receipt> {
  const actor = requireRole(ctx, 'STUDENT');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx.select().from(popups).where(and(audienceOf(org, actor.userId), eq(popups.id, input.id), sql`${popups.status} <> 'draft'`));
    if (!row) throw new NotFoundError('Popup not found.');
    return receiptOf(tx, org, row.id, actor.userId, true);
  });
}

/**
 * POST popups/{id}/responses: a suggestion, a feedback (rating 1-5, optional comment) or a forum reply. A notice or
 * blog share is 422 on `kind`; a second suggestion or feedback is 409 `already_answered` (the first one stands: staff
 * may already have read it).
 */
export async function respond({ ctx, input }: Verb<RespondBody & { id: number }>): Promise<{ id: number; created_at: string }> {
  const actor = requireRole(ctx, 'STUDENT');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const p = await livePopupFor(tx, org, actor.userId, input.id);
    const check = checkResponse(p.kind, input);
    if (!check.ok) throw new ValidationError(check.errors);
    const [r] = await tx
      .insert(popupResponses)
      .values({ organizationId: org, popupId: p.id, userId: actor.userId, text: check.value.text, rating: check.value.rating, single: check.value.single })
      .onConflictDoNothing()
      .returning();
    if (!r) {
      throw new AppError(409, `You have already answered this ${p.kind}.`, undefined, undefined, 'already_answered');
    }
    await receiptOf(tx, org, p.id, actor.userId, false);
    return { id: r.id, created_at: r.createdAt.toISOString() };
  });
}

/**
 * GET student/communication: every popup of the student's audience that has started and is not a draft or archived,
 * newest first, with its receipt, the student's own answers and, for a forum, the visible replies (first name and
 * initial of each author).
 */
export async function myCommunication({ ctx, input }: Verb<PageQuery>): Promise<CommunicationList> {
  const actor = requireRole(ctx, 'STUDENT');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const now = new Date();
  const where = and(audienceOf(org, actor.userId), eq(popups.status, 'active'), lte(popups.startsAt, now));
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(popups).where(where);
    const rows = await tx.select().from(popups).where(where).orderBy(desc(popups.startsAt), desc(popups.id)).limit(perPage).offset((page - 1) * perPage);
    const ids = rows.map((r) => r.id);
    const posts = await postsOf(tx, org, rows.map((r) => r.blogPostId));
    const receipts = ids.length
      ? await tx.select().from(popupReceipts).where(and(inArray(popupReceipts.popupId, ids), eq(popupReceipts.userId, actor.userId)))
      : [];
    const mine = ids.length
      ? await tx
          .select()
          .from(popupResponses)
          .where(and(inArray(popupResponses.popupId, ids), eq(popupResponses.userId, actor.userId), eq(popupResponses.single, true)))
      : [];
    const forumIds = rows.filter((r) => r.kind === 'forum').map((r) => r.id);
    const replies = forumIds.length
      ? await tx
          .select({ r: popupResponses, first: users.firstName, last: users.lastName })
          .from(popupResponses)
          .innerJoin(users, eq(users.id, popupResponses.userId))
          .where(and(inArray(popupResponses.popupId, forumIds), isNull(popupResponses.hiddenAt)))
          .orderBy(desc(popupResponses.createdAt), desc(popupResponses.id))
          .limit(100 * forumIds.length)
      : [];
    const items: CommunicationItem[] = rows.map((row) => {
      const receipt = receipts.find((x) => x.popupId === row.id);
      return {
        ...studentPopupOf(row, posts),
        open: isLive(row, now),
        seen_at: receipt?.seenAt.toISOString() ?? null,
        dismissed_at: receipt?.dismissedAt?.toISOString() ?? null,
        my_answers: ANSWERED_ONCE.includes(row.kind)
          ? mine.filter((m) => m.popupId === row.id).map((m) => ({ id: m.id, text: m.text, rating: m.rating, created_at: m.createdAt.toISOString() }))
          : [],
        replies: replies
          .filter((x) => x.r.popupId === row.id)
          .slice(0, 100)
          .reverse()
          .map((x) => ({ id: x.r.id, author: shortName(x.first, x.last), mine: x.r.userId === actor.userId, text: x.r.text, created_at: x.r.createdAt.toISOString() })),
      };
    });
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

