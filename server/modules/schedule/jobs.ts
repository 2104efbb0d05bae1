/**
 * The live-class reminder (README.md "Reminders"): queued by service.ts for `reminder_minutes` before the start, with a
 * queue key of the class, its start and the lead. The handler runs on the owner connection (no request, no tenant) and
 * is idempotent: in one transaction it claims the reminder by setting `reminded_for` to the start, only if the class
 * still exists with the start and lead the job was queued for and was not reminded for that start yet. A job for a
 * moved, changed or deleted class, or a second run, sends nothing. One mail per student of the class's groups and one
 * 'live-class.starting' notification each.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { originFor } from '../../kernel/config.ts';
import type { Tx } from '../../kernel/db.ts';
import { enqueueMails } from '../../kernel/mail.ts';
import { defineJob, type JobEnv } from '../../kernel/queue.ts';
import { groupMembers, organizations, scheduleSessionGroups, scheduleSessions, users } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { centreTime } from './rules.ts';

export interface ReminderData {
  sessionId: number;
  organizationId: number;
  /** the start the reminder was queued for (ISO) */
  startsAt: string;
  /** the lead it was queued with */
  minutes: number;
}

/** The students' page of their live classes (a client path). */
export const LIVE_CLASS_LINK = '/student/live-class/next-live';

/** Sends the reminder in `tx` (the handler's own transaction); answers how many students it went to (0: nothing to do). */
export async function remindLiveClass(tx: Tx, data: ReminderData, env: Pick<JobEnv, 'config'>): Promise<number> {
  const startsAt = new Date(data.startsAt);
  if (!Number.isFinite(startsAt.getTime())) return 0;
  const [row] = await tx
    .update(scheduleSessions)
    .set({ remindedFor: startsAt })
    .where(and(
      eq(scheduleSessions.id, data.sessionId),
      eq(scheduleSessions.organizationId, data.organizationId),
      eq(scheduleSessions.kind, 'live'),
      eq(scheduleSessions.startsAt, startsAt),
      eq(scheduleSessions.reminderMinutes, data.minutes),
      or(isNull(scheduleSessions.remindedFor), sql`${scheduleSessions.remindedFor} <> ${scheduleSessions.startsAt}`),
    ))
    .returning();
  if (!row) return 0;
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, row.organizationId));
  if (!org) return 0;
  const groupIds = (await tx.select({ id: scheduleSessionGroups.groupId }).from(scheduleSessionGroups).where(eq(scheduleSessionGroups.sessionId, row.id))).map((g) => g.id);
  if (!groupIds.length) return 0;
  const students = await tx
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.memberRole, 'student'), isNull(users.deletedAt), eq(users.status, 'active')));
  if (!students.length) return 0;
  const when = centreTime(row.startsAt, org.timeZone);
  const link = `${originFor(env.config, org.subdomain)}${LIVE_CLASS_LINK}`;
  await enqueueMails(
    tx,
    students.map((s) => ({
      organizationId: org.id,
      to: s.email,
      subject: `Live class reminder: ${row.title}`,
      text: `Hello ${s.firstName},\n\nYour live class "${row.title}" at ${org.name} starts ${when}.\nJoin it from your live classes page: ${link}\n\nTimes are shown in your own time zone on the page.\n`,
    })),
  );
  await notify(tx, {
    organizationId: org.id,
    userIds: students.map((s) => s.id),
    kind: 'live-class.starting',
    params: { title: row.title, starts_at: row.startsAt.toISOString() },
    link: LIVE_CLASS_LINK,
  });
  return students.length;
}

export const scheduleJobs = [
  defineJob<ReminderData>({
    name: 'live-class.reminder',
    handler: async (data, env) => {
      await env.db.orm.transaction(async (tx) => {
        await remindLiveClass(tx as unknown as Tx, data, env);
      });
    },
  }),
];
