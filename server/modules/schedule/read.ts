/**
 * Reading sessions (not verbs: the verbs in service.ts and feed.ts call these inside their transaction). Who sees
 * what is `visibleTo`: a student the sessions of its groups, a trainer its own, staff who roster (SCHEDULE_STORE: the
 * coaching owner and admins) every session of the centre.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { groups, materials, organizations, scheduleAttendance, scheduleSessionGroups, scheduleSessionMaterials, scheduleSessions, users } from '../../db/schema.ts';
import type { Session } from './contracts.ts';
import { joinable, liveStatus, type Booking } from './rules.ts';

export type SessionRow = typeof scheduleSessions.$inferSelect;
/** Who looks: a student (its groups), a trainer (its own sessions) or staff (the whole centre). */
export type Viewer = { userId: number; as: 'student' | 'trainer' | 'staff' };

export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The sessions a viewer may see, within the centre. */
export function visibleTo(org: number, v: Viewer): SQL {
  const inCentre = eq(scheduleSessions.organizationId, org);
  if (v.as === 'staff') return inCentre;
  if (v.as === 'trainer') return and(inCentre, eq(scheduleSessions.trainerId, v.userId))!;
  return and(
    inCentre,
    sql`exists (select 1 from schedule_session_groups sg join group_members gm on gm.group_id = sg.group_id
                where sg.session_id = ${scheduleSessions.id} and gm.user_id = ${v.userId} and gm.member_role = 'student')`,
  )!;
}

export async function centreZone(tx: Tx, org: number): Promise<string> {
  const [o] = await tx.select({ tz: organizations.timeZone }).from(organizations).where(eq(organizations.id, org));
  return o?.tz ?? 'Asia/Dhaka';
}

export async function groupsOf(tx: Tx, ids: readonly number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (!ids.length) return out;
  const rows = await tx
    .select({ sessionId: scheduleSessionGroups.sessionId, id: groups.id, name: groups.name })
    .from(scheduleSessionGroups)
    .innerJoin(groups, eq(groups.id, scheduleSessionGroups.groupId))
    .where(inArray(scheduleSessionGroups.sessionId, [...ids]))
    .orderBy(asc(groups.name), asc(groups.id));
  for (const r of rows) out.set(r.sessionId, [...(out.get(r.sessionId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** Booked sessions of the centre overlapping [from, to), with their groups: what the clash check compares with. */
export async function bookingsBetween(tx: Tx, org: number, from: Date, to: Date): Promise<Booking[]> {
  const rows = await tx
    .select()
    .from(scheduleSessions)
    .where(and(eq(scheduleSessions.organizationId, org), sql`${scheduleSessions.startsAt} < ${to.toISOString()}`, sql`${scheduleSessions.endsAt} > ${from.toISOString()}`));
  const g = await groupsOf(tx, rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, title: r.title, trainerId: r.trainerId, room: r.room, groupIds: (g.get(r.id) ?? []).map((x) => x.id), startsAt: r.startsAt, endsAt: r.endsAt }));
}

/** The answers for rows, as `viewer` may see them, at `now`. */
export async function present(tx: Tx, rows: readonly SessionRow[], viewer: Viewer, now: Date, timeZone: string): Promise<Session[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const g = await groupsOf(tx, ids);
  const trainerIds = [...new Set(rows.map((r) => r.trainerId))];
  const names = new Map((await tx.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, trainerIds))).map((r) => [r.id, r.name]));
  const mats = new Map<number, Array<{ id: number; title: string; kind: string }>>();
  for (const m of await tx
    .select({ sessionId: scheduleSessionMaterials.sessionId, id: materials.id, title: materials.title, kind: materials.kind })
    .from(scheduleSessionMaterials)
    .innerJoin(materials, eq(materials.id, scheduleSessionMaterials.materialId))
    .where(inArray(scheduleSessionMaterials.sessionId, ids))
    .orderBy(asc(materials.title))) {
    mats.set(m.sessionId, [...(mats.get(m.sessionId) ?? []), { id: m.id, title: m.title, kind: m.kind }]);
  }
  const student = viewer.as === 'student';
  const joined = new Map<number, Date>();
  const counts = new Map<number, number>();
  if (student) {
    for (const a of await tx.select().from(scheduleAttendance).where(and(inArray(scheduleAttendance.sessionId, ids), eq(scheduleAttendance.userId, viewer.userId)))) joined.set(a.sessionId, a.joinedAt);
  } else {
    for (const c of await tx
      .select({ sessionId: scheduleAttendance.sessionId, n: sql<number>`count(*)::int` })
      .from(scheduleAttendance)
      .where(inArray(scheduleAttendance.sessionId, ids))
      .groupBy(scheduleAttendance.sessionId)) counts.set(c.sessionId, Number(c.n));
  }
  return rows.map((r) => {
    const status = liveStatus(r, now);
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      trainer: { id: r.trainerId, full_name: names.get(r.trainerId) ?? '' },
      room: r.room,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      groups: g.get(r.id) ?? [],
      status,
      time_zone: timeZone,
      // a student opens the meeting through POST live-class/{id}/join, which records the attendance
      meeting_url: student ? null : r.meetingUrl,
      recording_url: student && status !== 'ended' ? null : r.recordingUrl,
      reminder_minutes: r.reminderMinutes,
      materials: mats.get(r.id) ?? [],
      joined_at: student ? (joined.get(r.id)?.toISOString() ?? null) : null,
      attendance_count: student ? null : (counts.get(r.id) ?? 0),
      joinable: r.kind === 'live' && joinable(r, now),
    };
  });
}
