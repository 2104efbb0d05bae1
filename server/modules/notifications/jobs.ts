// The daily package-expiry notice: a student whose active enrollment ends within 7 days (the centre's calendar) is
// told once per enrollment. Idempotent: the notice's dedupe key is the enrollment, so a second run (or a second
// process, or a run after a crash) adds nothing.
import { defineJob } from '../../kernel/queue.ts';
import type { Db } from '../../kernel/db.ts';
import { notify } from './notify.ts';

export const EXPIRY_NOTICE_DAYS = 7;

/** Notifies every student whose package ends in the next 7 days and who was not told yet; returns how many were. */
export async function sendExpiryNotices(db: Db): Promise<number> {
  const due = await db.query<{ id: number; organization_id: number; student_id: number; name: string; ends_on: string }>(
    `select e.id, e.organization_id, e.student_id, p.name, e.ends_on::text as ends_on
       from enrollments e
       join packages p on p.id = e.package_id
       join organizations o on o.id = e.organization_id
      where e.status = 'active' and e.ends_on is not null
        and e.ends_on >= (now() at time zone o.time_zone)::date
        and e.ends_on <= (now() at time zone o.time_zone)::date + $1::int
        and not exists (select 1 from notifications n where n.user_id = e.student_id and n.dedupe_key = 'package.expiring:' || e.id)`,
    [EXPIRY_NOTICE_DAYS],
  );
  if (due.length === 0) return 0;
  // the owner connection: a job has no tenant; each row names its own centre
  await db.orm.transaction(async (tx) => {
    for (const e of due) {
      await notify(tx as never, {
        organizationId: e.organization_id,
        userIds: [e.student_id],
        kind: 'package.expiring',
        params: { package: e.name, endsOn: e.ends_on },
        link: '/student/portal',
        dedupeKey: `package.expiring:${e.id}`,
      });
    }
  });
  return due.length;
}

export const notificationsJobs = [
  defineJob({
    name: 'notifications.package-expiry',
    // hourly: a centre's day starts at its own midnight, so a daily run at one UTC hour would be late for some
    everyMs: 60 * 60_000,
    async handler(_data, env) {
      const n = await sendExpiryNotices(env.db);
      if (n) env.logger.info('package expiry notices', { count: n });
    },
  }),
];
