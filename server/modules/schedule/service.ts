/**
 * Schedules, rostering and live classes (README.md, docs/product-spec.md §19). One table of sessions: kind 'class'
 * (rostered by the coaching owner and admins: SCHEDULE_*) and kind 'live' (live classes: LIVE_CLASS_*, trainers
 * schedule their own). Clashes (trainer, room, group at once) are checked by rules.ts under a per-centre advisory
 * lock, so two requests at the same moment cannot both book the same slot. The feed is feed.ts, the reminder jobs.ts.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { AppError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { can, requireActor, requireAnyPermission, requirePermission, requireRole } from '../../kernel/permissions.ts';
import { enqueueJob } from '../../kernel/queue.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { groupMembers, groups, materials, organizations, roles, scheduleAttendance, scheduleSessionGroups, scheduleSessionMaterials, scheduleSessions, users } from '../../db/schema.ts';
import type {
  Attendance, IdParams, JoinAnswer, LiveClassBody, LiveClassUpdateBody, LiveListQuery, ScheduleOptions, Session, SessionBody, SessionList, SessionListQuery,
  SessionUpdateBody, TimeZoneAnswer, TimeZoneBody,
} from './contracts.ts';
import { LIMITS } from './contracts.ts';
import { bookingsBetween, centreZone, fullName, present, visibleTo, type SessionRow, type Viewer } from './read.ts';
import { clashErrors, findClashes, isTimeZone, joinable, reminderAt, reminderKey } from './rules.ts';

/** The key that makes a member of staff a rosterer: it sees and books every session of the centre. */
export const ROSTERS = 'SCHEDULE_STORE';
/** First key of pg_advisory_xact_lock(int, int): this module's (the migration's number); the second is the centre. */
const LOCK_SPACE = 25025;
export const REMINDER_JOB = 'live-class.reminder';

/** Sessions belong to a centre: on the platform's own address there are none. */
function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Schedules belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

function viewerOf(actor: Actor): Viewer {
  if (actor.role === 'STUDENT') return { userId: actor.userId, as: 'student' };
  return { userId: actor.userId, as: can(actor, ROSTERS) ? 'staff' : 'trainer' };
}

/* ---------------------------------------------------------------- checks shared by writes */

/** Serialises the centre's schedule writes: the clash check and the insert see every committed booking. */
async function lockCentre(tx: Tx, org: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, ${org}::int)`);
}

function period(startsAt: Date, endsAt: Date): void {
  if (endsAt.getTime() <= startsAt.getTime()) throw ValidationError.field('ends_at', 'The end must be after the start.');
  if (endsAt.getTime() - startsAt.getTime() > LIMITS.hours * 3_600_000) throw ValidationError.field('ends_at', `A session may last at most ${LIMITS.hours} hours.`);
}

async function checkTrainer(tx: Tx, org: number, id: number): Promise<void> {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.organizationId, org), eq(roles.kind, 'TRAINER'), isNull(users.deletedAt), eq(users.status, 'active')));
  if (!u) throw ValidationError.field('trainer_id', 'Choose an active trainer of this centre.');
}

async function checkGroups(tx: Tx, org: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.organizationId, org), inArray(groups.id, unique)));
  if (found.length !== unique.length) throw ValidationError.field('group_ids', "Choose groups of this centre.");
  return unique;
}

async function checkMaterials(tx: Tx, org: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(and(inArray(materials.id, unique), or(eq(materials.organizationId, org), isNull(materials.organizationId)), isNull(materials.deletedAt)));
  if (found.length !== unique.length) throw ValidationError.field('material_ids', "Choose materials of this centre's library.");
  return unique;
}

async function refuseClashes(tx: Tx, org: number, b: { id?: number; title: string; trainerId: number; room: string; groupIds: number[]; startsAt: Date; endsAt: Date }): Promise<void> {
  const clashes = findClashes(b, await bookingsBetween(tx, org, b.startsAt, b.endsAt));
  if (clashes.length) throw new ValidationError(clashErrors(clashes));
}

async function setGroups(tx: Tx, org: number, sessionId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(scheduleSessionGroups).where(eq(scheduleSessionGroups.sessionId, sessionId));
  await tx.insert(scheduleSessionGroups).values(ids.map((groupId) => ({ sessionId, groupId, organizationId: org })));
}

async function setMaterials(tx: Tx, org: number, sessionId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(scheduleSessionMaterials).where(eq(scheduleSessionMaterials.sessionId, sessionId));
  if (ids.length) await tx.insert(scheduleSessionMaterials).values(ids.map((materialId) => ({ sessionId, materialId, organizationId: org })));
}

async function groupIdsOf(tx: Tx, sessionId: number): Promise<number[]> {
  return (await tx.select({ id: scheduleSessionGroups.groupId }).from(scheduleSessionGroups).where(eq(scheduleSessionGroups.sessionId, sessionId))).map((r) => r.id);
}

/** One session the viewer may see (another centre's, another trainer's, another group's: 404). */
async function visibleSession(tx: Tx, org: number, viewer: Viewer, id: number, kind?: 'class' | 'live'): Promise<SessionRow> {
  const [row] = await tx
    .select()
    .from(scheduleSessions)
    .where(and(visibleTo(org, viewer), eq(scheduleSessions.id, id), kind ? eq(scheduleSessions.kind, kind) : undefined));
  if (!row) throw new NotFoundError(kind === 'live' ? 'Live class not found.' : 'Session not found.');
  return row;
}

async function one(tx: Tx, org: number, viewer: Viewer, row: SessionRow): Promise<Session> {
  return (await present(tx, [row], viewer, new Date(), await centreZone(tx, org)))[0]!;
}

/** Queues the reminder of a live class for its start (a moved class gets a new job; jobs.ts ignores stale ones). */
async function queueReminder(tx: Tx, row: SessionRow): Promise<void> {
  const now = new Date();
  if (row.startsAt.getTime() <= now.getTime()) return;
  await enqueueJob(
    tx,
    REMINDER_JOB,
    { sessionId: row.id, organizationId: row.organizationId, startsAt: row.startsAt.toISOString(), minutes: row.reminderMinutes },
    { runAt: reminderAt(row.startsAt, row.reminderMinutes, now), singletonKey: `${reminderKey(row.id, row.startsAt)}:${row.reminderMinutes}` },
  );
}

/* ---------------------------------------------------------------- lists */

async function listVisible(ctx: RequestContext, actor: Actor, input: SessionListQuery, extra?: SQL): Promise<SessionList> {
  const org = centreOf(ctx);
  const viewer = viewerOf(actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 50;
  const where = and(
    visibleTo(org, viewer),
    extra,
    input.from ? sql`${scheduleSessions.endsAt} > ${new Date(input.from).toISOString()}` : undefined,
    input.to ? sql`${scheduleSessions.startsAt} < ${new Date(input.to).toISOString()}` : undefined,
    input.kind ? eq(scheduleSessions.kind, input.kind) : undefined,
    input.trainer_id ? eq(scheduleSessions.trainerId, input.trainer_id) : undefined,
    input.group_id ? sql`exists (select 1 from schedule_session_groups sg where sg.session_id = ${scheduleSessions.id} and sg.group_id = ${input.group_id})` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const now = new Date();
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(scheduleSessions).where(where);
    const rows = await tx.select().from(scheduleSessions).where(where).orderBy(asc(scheduleSessions.startsAt), asc(scheduleSessions.id)).limit(perPage).offset((page - 1) * perPage);
    const items = await present(tx, rows, viewer, now, await centreZone(tx, org));
    return { ...list(items, page, perPage, Number(total?.n ?? 0)), server_time: now.toISOString() };
  });
}

/** GET schedule/sessions: the rostering list and calendar (staff: the centre; a trainer: its own), soonest first. */
export async function listSessions({ ctx, input }: Verb<SessionListQuery>): Promise<SessionList> {
  const actor = requirePermission(ctx, 'SCHEDULE_INDEX');
  return listVisible(ctx, actor, input);
}

/** GET schedule/mine: the caller's own schedule (a student: its groups'; a trainer: its own; staff: the centre). */
export async function mySchedule({ ctx, input }: Verb<SessionListQuery>): Promise<SessionList> {
  const actor = requireActor(ctx);
  return listVisible(ctx, actor, input);
}

/* ---------------------------------------------------------------- rostering (kind 'class') */

/** POST schedule/sessions: a class for groups with a trainer and a room; 422 naming a clash. */
export async function createSession({ ctx, input }: Verb<SessionBody>): Promise<Session> {
  const actor = requirePermission(ctx, 'SCHEDULE_STORE');
  const org = centreOf(ctx);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  period(startsAt, endsAt);
  return withTenantTx(ctx, async (tx) => {
    await checkTrainer(tx, org, input.trainer_id);
    const groupIds = await checkGroups(tx, org, input.group_ids);
    const room = input.room ?? '';
    await lockCentre(tx, org);
    await refuseClashes(tx, org, { title: input.title, trainerId: input.trainer_id, room, groupIds, startsAt, endsAt });
    const [row] = await tx
      .insert(scheduleSessions)
      .values({ organizationId: org, kind: 'class', title: input.title, trainerId: input.trainer_id, room, startsAt, endsAt, createdBy: actor.userId })
      .returning();
    await setGroups(tx, org, row!.id, groupIds);
    return one(tx, org, viewerOf(actor), row!);
  });
}

/** PUT schedule/sessions/{id}: any field of a class; the result is checked for clashes as a whole. */
export async function updateSession({ ctx, input }: Verb<SessionUpdateBody & { id: number }>): Promise<Session> {
  const actor = requirePermission(ctx, 'SCHEDULE_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await visibleSession(tx, org, viewerOf(actor), input.id, 'class');
    const startsAt = input.starts_at ? new Date(input.starts_at) : row.startsAt;
    const endsAt = input.ends_at ? new Date(input.ends_at) : row.endsAt;
    period(startsAt, endsAt);
    const trainerId = input.trainer_id ?? row.trainerId;
    if (input.trainer_id !== undefined) await checkTrainer(tx, org, trainerId);
    const groupIds = input.group_ids ? await checkGroups(tx, org, input.group_ids) : await groupIdsOf(tx, row.id);
    const room = input.room ?? row.room;
    const title = input.title ?? row.title;
    await lockCentre(tx, org);
    await refuseClashes(tx, org, { id: row.id, title, trainerId, room, groupIds, startsAt, endsAt });
    const [next] = await tx.update(scheduleSessions).set({ title, trainerId, room, startsAt, endsAt, updatedAt: new Date() }).where(eq(scheduleSessions.id, row.id)).returning();
    if (input.group_ids) await setGroups(tx, org, row.id, groupIds);
    return one(tx, org, viewerOf(actor), next!);
  });
}

/** DELETE schedule/sessions/{id} */
export async function deleteSession({ ctx, input }: Verb<IdParams>): Promise<null> {
  const actor = requirePermission(ctx, 'SCHEDULE_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await visibleSession(tx, org, viewerOf(actor), input.id, 'class');
    await tx.delete(scheduleSessions).where(eq(scheduleSessions.id, row.id));
    return null;
  });
}

/** GET schedule/options: what the booking forms choose from (groups, trainers, materials) and the centre's zone. */
export async function scheduleOptions({ ctx }: Verb<undefined>): Promise<ScheduleOptions> {
  const actor = requireAnyPermission(ctx, 'SCHEDULE_INDEX', 'LIVE_CLASS_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const g = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(and(eq(groups.organizationId, org), eq(groups.status, 'active'))).orderBy(asc(groups.name)).limit(500);
    const t = await tx
      .select({ id: users.id, full_name: fullName })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, org), eq(roles.kind, 'TRAINER'), isNull(users.deletedAt), eq(users.status, 'active')))
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(500);
    const m = await tx
      .select({ id: materials.id, title: materials.title, kind: materials.kind })
      .from(materials)
      .where(and(or(eq(materials.organizationId, org), isNull(materials.organizationId)), isNull(materials.deletedAt), eq(materials.status, 'active')))
      .orderBy(asc(materials.title))
      .limit(500);
    return { groups: g, trainers: t, materials: m, time_zone: await centreZone(tx, org), any_trainer: can(actor, ROSTERS) };
  });
}

/** GET schedule/time-zone: the centre's zone, for any signed-in member. */
export async function showTimeZone({ ctx }: Verb<undefined>): Promise<TimeZoneAnswer> {
  requireActor(ctx);
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => ({ time_zone: await centreZone(tx, org) }));
}

/** PUT schedule/time-zone: the centre's zone (an IANA name the server knows), set by who edits the centre. */
export async function updateTimeZone({ ctx, input }: Verb<TimeZoneBody>): Promise<TimeZoneAnswer> {
  requirePermission(ctx, 'ORGANIZATION_UPDATE');
  const org = centreOf(ctx);
  if (!isTimeZone(input.time_zone)) throw ValidationError.field('time_zone', 'Choose a time zone such as Asia/Dhaka.');
  return withTenantTx(ctx, async (tx) => {
    await tx.update(organizations).set({ timeZone: input.time_zone, updatedAt: new Date() }).where(eq(organizations.id, org));
    return { time_zone: input.time_zone };
  });
}

/* ---------------------------------------------------------------- live classes (kind 'live') */

/** A live class the caller may change: staff any of the centre's, a trainer its own (404 otherwise). */
async function writableLive(tx: Tx, org: number, actor: Actor, id: number): Promise<SessionRow> {
  return visibleSession(tx, org, { userId: actor.userId, as: can(actor, ROSTERS) ? 'staff' : 'trainer' }, id, 'live');
}

/** A student reads its groups' classes with no key; anyone else needs LIVE_CLASS_INDEX. */
function liveViewer(ctx: RequestContext, actor: Actor): Viewer {
  if (actor.role !== 'STUDENT') requirePermission(ctx, 'LIVE_CLASS_INDEX');
  return viewerOf(actor);
}

/**
 * GET live-class?view=: now-playing (starts_at <= now < ends_at), next-live (upcoming, soonest first), past (latest
 * first) or all; now is the server's clock.
 */
export async function listLiveClasses({ ctx, input }: Verb<LiveListQuery>): Promise<SessionList> {
  const actor = requireActor(ctx);
  const viewer = liveViewer(ctx, actor);
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  const view = input.view ?? 'all';
  return withTenantTx(ctx, async (tx) => {
    const now = new Date();
    const at = now.toISOString();
    const when =
      view === 'now-playing' ? sql`${scheduleSessions.startsAt} <= ${at} and ${scheduleSessions.endsAt} > ${at}`
      : view === 'next-live' ? sql`${scheduleSessions.startsAt} > ${at}`
      : view === 'past' ? sql`${scheduleSessions.endsAt} <= ${at}`
      : undefined;
    const where = and(visibleTo(org, viewer), eq(scheduleSessions.kind, 'live'), when);
    const order = view === 'past' || view === 'all' ? [desc(scheduleSessions.startsAt), desc(scheduleSessions.id)] : [asc(scheduleSessions.startsAt), asc(scheduleSessions.id)];
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(scheduleSessions).where(where);
    const rows = await tx.select().from(scheduleSessions).where(where).orderBy(...order).limit(perPage).offset((page - 1) * perPage);
    return { ...list(await present(tx, rows, viewer, now, await centreZone(tx, org)), page, perPage, Number(total?.n ?? 0)), server_time: at };
  });
}

/** GET live-class/{id} */
export async function showLiveClass({ ctx, input }: Verb<IdParams>): Promise<Session> {
  const actor = requireActor(ctx);
  const viewer = liveViewer(ctx, actor);
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => one(tx, org, viewer, await visibleSession(tx, org, viewer, input.id, 'live')));
}

/** POST live-class: a live class for groups; the trainer is the caller unless staff name one. Queues the reminder. */
export async function createLiveClass({ ctx, input }: Verb<LiveClassBody>): Promise<Session> {
  const actor = requirePermission(ctx, 'LIVE_CLASS_STORE');
  const org = centreOf(ctx);
  const staff = can(actor, ROSTERS);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  period(startsAt, endsAt);
  if (!staff && input.trainer_id !== undefined && input.trainer_id !== actor.userId) throw ValidationError.field('trainer_id', 'A trainer schedules its own live classes.');
  const trainerId = input.trainer_id ?? actor.userId;
  return withTenantTx(ctx, async (tx) => {
    await checkTrainer(tx, org, trainerId);
    const groupIds = await checkGroups(tx, org, input.group_ids);
    const materialIds = await checkMaterials(tx, org, input.material_ids ?? []);
    await lockCentre(tx, org);
    await refuseClashes(tx, org, { title: input.title, trainerId, room: '', groupIds, startsAt, endsAt });
    const [row] = await tx
      .insert(scheduleSessions)
      .values({ organizationId: org, kind: 'live', title: input.title, trainerId, startsAt, endsAt, meetingUrl: input.meeting_url, reminderMinutes: input.reminder_minutes ?? 30, createdBy: actor.userId })
      .returning();
    await setGroups(tx, org, row!.id, groupIds);
    await setMaterials(tx, org, row!.id, materialIds);
    await queueReminder(tx, row!);
    return one(tx, org, viewerOf(actor), row!);
  });
}

/** PUT live-class/{id}: any field, the recording link included; a new start or reminder lead queues a new reminder. */
export async function updateLiveClass({ ctx, input }: Verb<LiveClassUpdateBody & { id: number }>): Promise<Session> {
  const actor = requirePermission(ctx, 'LIVE_CLASS_UPDATE');
  const org = centreOf(ctx);
  const staff = can(actor, ROSTERS);
  if (!staff && input.trainer_id !== undefined && input.trainer_id !== actor.userId) throw ValidationError.field('trainer_id', 'A trainer schedules its own live classes.');
  return withTenantTx(ctx, async (tx) => {
    const row = await writableLive(tx, org, actor, input.id);
    const startsAt = input.starts_at ? new Date(input.starts_at) : row.startsAt;
    const endsAt = input.ends_at ? new Date(input.ends_at) : row.endsAt;
    period(startsAt, endsAt);
    const trainerId = input.trainer_id ?? row.trainerId;
    if (input.trainer_id !== undefined) await checkTrainer(tx, org, trainerId);
    const groupIds = input.group_ids ? await checkGroups(tx, org, input.group_ids) : await groupIdsOf(tx, row.id);
    const materialIds = input.material_ids ? await checkMaterials(tx, org, input.material_ids) : null;
    const title = input.title ?? row.title;
    const moved = startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime() || trainerId !== row.trainerId || input.group_ids !== undefined;
    if (moved) {
      await lockCentre(tx, org);
      await refuseClashes(tx, org, { id: row.id, title, trainerId, room: '', groupIds, startsAt, endsAt });
    }
    const [next] = await tx
      .update(scheduleSessions)
      .set({
        title, trainerId, startsAt, endsAt,
        meetingUrl: input.meeting_url ?? row.meetingUrl,
        reminderMinutes: input.reminder_minutes ?? row.reminderMinutes,
        recordingUrl: input.recording_url !== undefined ? input.recording_url : row.recordingUrl,
        updatedAt: new Date(),
      })
      .where(eq(scheduleSessions.id, row.id))
      .returning();
    if (input.group_ids) await setGroups(tx, org, row.id, groupIds);
    if (materialIds) await setMaterials(tx, org, row.id, materialIds);
    if (next!.startsAt.getTime() !== row.startsAt.getTime() || next!.reminderMinutes !== row.reminderMinutes) await queueReminder(tx, next!);
    return one(tx, org, viewerOf(actor), next!);
  });
}

/** DELETE live-class/{id}: its queued reminder then finds nothing and sends nothing. */
export async function deleteLiveClass({ ctx, input }: Verb<IdParams>): Promise<null> {
  const actor = requirePermission(ctx, 'LIVE_CLASS_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await writableLive(tx, org, actor, input.id);
    await tx.delete(scheduleSessions).where(eq(scheduleSessions.id, row.id));
    return null;
  });
}

/**
 * POST live-class/{id}/join: a student of the class's groups opens the meeting (15 minutes before the start until the
 * end; 409 `not_open` otherwise); the first join's time is kept, a second keeps it.
 */
export async function joinLiveClass({ ctx, input }: Verb<IdParams>): Promise<JoinAnswer> {
  const actor = requireRole(ctx, 'STUDENT');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await visibleSession(tx, org, viewerOf(actor), input.id, 'live');
    if (!joinable(row, new Date()) || !row.meetingUrl) {
      throw new AppError(409, 'This class opens 15 minutes before its start and closes at its end.', undefined, undefined, 'not_open');
    }
    await tx.insert(scheduleAttendance).values({ sessionId: row.id, userId: actor.userId, organizationId: org }).onConflictDoNothing();
    const [a] = await tx.select().from(scheduleAttendance).where(and(eq(scheduleAttendance.sessionId, row.id), eq(scheduleAttendance.userId, actor.userId)));
    return { meeting_url: row.meetingUrl, joined_at: a!.joinedAt.toISOString() };
  });
}

/** GET live-class/{id}/attendance: the students of the class's groups, who joined when (joined first, then by name). */
export async function liveAttendance({ ctx, input }: Verb<IdParams>): Promise<Attendance> {
  const actor = requirePermission(ctx, 'LIVE_CLASS_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await writableLive(tx, org, actor, input.id);
    const students = await tx
      .selectDistinct({ id: users.id, full_name: fullName, email: users.email })
      .from(groupMembers)
      .innerJoin(scheduleSessionGroups, eq(scheduleSessionGroups.groupId, groupMembers.groupId))
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(scheduleSessionGroups.sessionId, row.id), eq(groupMembers.memberRole, 'student'), isNull(users.deletedAt)));
    const joined = new Map((await tx.select().from(scheduleAttendance).where(eq(scheduleAttendance.sessionId, row.id))).map((a) => [a.userId, a.joinedAt]));
    // someone who joined and left the group since still counts as having attended
    const missing = [...joined.keys()].filter((id) => !students.some((s) => s.id === id));
    const former = missing.length ? await tx.select({ id: users.id, full_name: fullName, email: users.email }).from(users).where(inArray(users.id, missing)) : [];
    const items = [...students, ...former]
      .map((s) => ({ ...s, joined_at: joined.get(s.id)?.toISOString() ?? null }))
      .sort((a, b) => (a.joined_at === null ? 1 : 0) - (b.joined_at === null ? 1 : 0) || (a.joined_at ?? '').localeCompare(b.joined_at ?? '') || a.full_name.localeCompare(b.full_name));
    return { session_id: row.id, items, joined: joined.size, total: items.length };
  });
}
