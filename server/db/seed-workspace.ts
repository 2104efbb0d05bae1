// The teaching workspace's demo (docs/product-spec.md §19-§23), alpha only: the trainer's and the admin's tasks, a week
// of classes and live classes of the seeded groups, trial-class leads in a contact list with deals on the board, a
// draft campaign to that list, and point awards so the leaderboard has a shape. Runs on the owner connection (no RLS),
// once, into a fresh demo, like the other seed-*.ts files. Every time comes from `today` (the seed's clock), read in the
// centre's time zone.
//
// Deliberately absent: popups (one would open over every demo student's start page), notifications, mail in the outbox
// (the sender would send it) and a sent campaign (its recipients and report would have to match what the sender
// writes). Nothing starts within a day of the seed: the first session is on the day after tomorrow, so browser and API
// tests that sign in right after seeding meet no class playing now and no reminder they did not make, and the live
// classes they schedule in the next hours clash with none of these.
import type { RawTx } from '../kernel/db.ts';
import { findClashes, reminderAt, reminderKey, type Booking } from '../modules/schedule/rules.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** the live-class reminder's job name (modules/schedule/service.ts REMINDER_JOB; jobs.ts handles it) */
const REMINDER_JOB = 'live-class.reminder';
/** nothing the seed schedules starts sooner than this after `today` */
const SEED_QUIET_HOURS = 3;

/** The wall clock of `at` in `zone`: year, month (1-12), day, hour, minute. */
function wallClock(at: Date, zone: string): { y: number; m: number; d: number; h: number; min: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute') };
}

/** The local day `days` after the local day of `today` in `zone`: its date and weekday (0 Sunday .. 6 Saturday). */
function localDay(today: Date, zone: string, days: number): { y: number; m: number; d: number; weekday: number } {
  const w = wallClock(today, zone);
  const day = new Date(Date.UTC(w.y, w.m - 1, w.d + days));
  return { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate(), weekday: day.getUTCDay() };
}

/** The moment the wall clock in `zone` reads `hh:mm` on the local day `days` after today's. */
function at(today: Date, zone: string, days: number, hh: number, mm = 0): Date {
  const { y, m, d } = localDay(today, zone, days);
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let t = wanted;
  // the zone's offset at the guess, twice: right on both sides of a daylight-saving change
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(t), zone);
    t += wanted - Date.UTC(w.y, w.m - 1, w.d, w.h, w.min);
  }
  return new Date(t);
}

const iso = (d: Date) => d.toISOString();
const ago = (today: Date, days: number, hours = 0) => new Date(today.getTime() - days * DAY - hours * HOUR);

interface SeedContact {
  key: string;
  name: string;
  email: string;
  phone: string;
  source: 'manual' | 'import' | 'trial-class' | 'webinar';
  daysAgo: number;
  webinar?: boolean;
}

/** Trial-class enquiries: walk-ins and calls (trial-class), the last webinar's sign-ups, a few typed in or imported. */
const CONTACTS: readonly SeedContact[] = [
  { key: 'tanvir', name: 'Tanvir Ahmed', email: 'tanvir.ahmed@example.com', phone: '+880 1712-345601', source: 'trial-class', daysAgo: 9 },
  { key: 'sadia', name: 'Sadia Islam', email: 'sadia.islam@example.com', phone: '+880 1812-345602', source: 'trial-class', daysAgo: 8 },
  { key: 'rakibul', name: 'Rakibul Islam', email: 'rakibul.islam@mail.test', phone: '', source: 'manual', daysAgo: 7 },
  { key: 'mehedi', name: 'Mehedi Hasan', email: 'mehedi.hasan@mail.test', phone: '+880 1912-345603', source: 'webinar', daysAgo: 6, webinar: true },
  { key: 'farzana', name: 'Farzana Yasmin', email: 'farzana.yasmin@example.com', phone: '+880 1612-345604', source: 'webinar', daysAgo: 6, webinar: true },
  { key: 'priya', name: 'Priya Nair', email: 'priya.nair@example.com', phone: '+61 412 345 606', source: 'webinar', daysAgo: 6, webinar: true },
  { key: 'daniel', name: 'Daniel Okafor', email: 'daniel.okafor@example.com', phone: '', source: 'manual', daysAgo: 4 },
  { key: 'meilin', name: 'Mei Lin Tan', email: 'meilin.tan@example.com', phone: '+65 9123 4567', source: 'trial-class', daysAgo: 3 },
  { key: 'ayesha', name: 'Ayesha Siddiqua', email: 'ayesha.siddiqua@example.com', phone: '+880 1512-345609', source: 'trial-class', daysAgo: 2 },
  { key: 'joseph', name: 'Joseph Mensah', email: 'joseph.mensah@mail.test', phone: '', source: 'import', daysAgo: 1 },
];

const WORKSPACE_LIST = 'Trial class enquiries';

export async function seedDemoWorkspace(tx: RawTx, today: Date): Promise<void> {
  const [alpha] = await tx.query<{ id: number; time_zone: string }>(`select id, time_zone from organizations where subdomain = 'alpha'`);
  if (!alpha) return;
  const org = alpha.id;
  const zone = alpha.time_zone || 'Asia/Dhaka';
  const users = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users where organization_id = $1`, [org])).map((r) => [r.email, Number(r.id)]));
  const owner = users.get('owner@alpha.test');
  const admin = users.get('admin@alpha.test');
  const teacher = users.get('teacher@alpha.test');
  const student = users.get('student@alpha.test');
  const newstudent = users.get('newstudent@alpha.test');
  if (!owner || !admin || !teacher || !student || !newstudent) return;
  const groups = new Map((await tx.query<{ id: number; name: string }>(`select id, name from groups where organization_id = $1`, [org])).map((r) => [r.name, Number(r.id)]));
  const morning = groups.get('Morning batch');
  const weekend = groups.get('Weekend batch');

  /* ------------------------------------------------------------ contacts, the list, the webinar, deals */
  const contact = new Map<string, number>();
  for (const c of CONTACTS) {
    const [row] = await tx.query<{ id: number }>(
      `insert into contacts (organization_id, email, name, phone, source, created_at, updated_at) values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz) returning id`,
      [org, c.email, c.name, c.phone, c.source, iso(ago(today, c.daysAgo, 3))],
    );
    contact.set(c.key, Number(row!.id));
  }
  const [list] = await tx.query<{ id: number }>(
    `insert into contact_lists (organization_id, name, kind, created_by, created_at, updated_at) values ($1, $2, 'list', $3, $4::timestamptz, $4::timestamptz) returning id`,
    [org, WORKSPACE_LIST, teacher, iso(ago(today, 10))],
  );
  const webinarAt = at(today, zone, -6, 19);
  const [webinar] = await tx.query<{ id: number }>(
    `insert into contact_lists (organization_id, name, kind, event_at, created_by, created_at, updated_at) values ($1, $2, 'webinar', $3::timestamptz, $4, $5::timestamptz, $5::timestamptz) returning id`,
    [org, 'PTE speaking strategies webinar', iso(webinarAt), teacher, iso(ago(today, 12))],
  );
  for (const c of CONTACTS) {
    const added = iso(ago(today, c.daysAgo, 2));
    await tx.query(`insert into contact_list_members (list_id, contact_id, organization_id, added_at) values ($1, $2, $3, $4::timestamptz)`, [list!.id, contact.get(c.key), org, added]);
    if (c.webinar) await tx.query(`insert into contact_list_members (list_id, contact_id, organization_id, added_at) values ($1, $2, $3, $4::timestamptz)`, [webinar!.id, contact.get(c.key), org, added]);
  }

  const DEALS = [
    { key: 'tanvir', title: 'PTE Online Evening Course', value: 1_200_000, stage: 'contacted', owner: teacher, daysAgo: 5, notes: 'Works until 6 pm; asked for the evening class times.' },
    { key: 'sadia', title: 'PTE Starter 30 days', value: 300_000, stage: 'trial', owner: teacher, daysAgo: 3, notes: 'Booked a trial class; wants speaking practice first.' },
    { key: 'meilin', title: 'PTE Complete 90 days', value: 950_000, stage: 'negotiation', owner: admin, daysAgo: 2, notes: 'Asks to pay in two instalments.' },
    { key: 'farzana', title: 'PTE Classroom and Online', value: 1_800_000, stage: 'won', owner: admin, daysAgo: 1, notes: 'Joined after the webinar; first instalment paid.' },
  ] as const;
  const deal = new Map<string, number>();
  for (const d of DEALS) {
    const created = ago(today, d.daysAgo + 2);
    const [row] = await tx.query<{ id: number }>(
      `insert into deals (organization_id, contact_id, title, value_minor, stage, owner_id, notes, stage_changed_at, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9, $10::timestamptz, $8::timestamptz) returning id`,
      [org, contact.get(d.key), d.title, d.value, d.stage, d.owner, d.notes, iso(ago(today, d.daysAgo)), d.owner, iso(created)],
    );
    deal.set(d.key, Number(row!.id));
  }

  /* ------------------------------------------------------------ a draft campaign to the list */
  await tx.query(
    `insert into campaigns (organization_id, name, subject, body, audience, status, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, 'draft', $6, $7::timestamptz, $7::timestamptz)`,
    [
      org,
      'Free trial class invitation',
      '{{first_name}}, join a free PTE trial class',
      'Dear {{name}},\n\nThank you for asking about PTE classes at {{centre}}. Our next free trial class is a full hour of speaking and writing practice with a trainer, with a short mock section scored on the spot.\n\nReply to this e-mail to book your seat.\n\nSarah Mitchell\nTrainer',
      JSON.stringify({ kind: 'list', list_id: Number(list!.id) }),
      teacher,
      iso(ago(today, 1, 5)),
    ],
  );

  /* ------------------------------------------------------------ schedule: a week of classes and live classes */
  // from the day after tomorrow to a week ahead: the Morning batch on weekday mornings (its "Weekdays 8-10 am"), the
  // Weekend batch on the first Saturday or Sunday, and an evening live class of the Morning batch; one live class two
  // days ago with its recording and attendance
  interface SeedSession { kind: 'class' | 'live'; title: string; group: number; room: string; startsAt: Date; endsAt: Date; meetingUrl?: string; recordingUrl?: string }
  const sessions: SeedSession[] = [];
  if (morning) {
    const titles = ['Speaking: read aloud and repeat sentence', 'Reading: fill in the blanks', 'Writing: summarise written text'];
    const weekdays = [2, 3, 4, 5, 6, 7].filter((n) => ![0, 6].includes(localDay(today, zone, n).weekday)).slice(0, titles.length);
    weekdays.forEach((n, i) => sessions.push({ kind: 'class', title: titles[i]!, group: morning, room: 'Room 1', startsAt: at(today, zone, n, 8), endsAt: at(today, zone, n, 10) }));
    if (weekdays[0] !== undefined) {
      sessions.push({ kind: 'live', title: 'Describe Image live clinic', group: morning, room: '', startsAt: at(today, zone, weekdays[0], 19), endsAt: at(today, zone, weekdays[0], 20), meetingUrl: 'https://meet.example.com/alpha-describe-image' });
    }
    sessions.push({
      kind: 'live', title: 'Write Essay live review', group: morning, room: '', startsAt: at(today, zone, -2, 19), endsAt: at(today, zone, -2, 20),
      meetingUrl: 'https://meet.example.com/alpha-essay-review', recordingUrl: 'https://video.example.com/alpha/write-essay-live-review',
    });
  }
  if (weekend) {
    const day = [2, 3, 4, 5, 6, 7].find((n) => [0, 6].includes(localDay(today, zone, n).weekday));
    if (day !== undefined) sessions.push({ kind: 'class', title: 'Weekend mock test review', group: weekend, room: 'Room 2', startsAt: at(today, zone, day, 10), endsAt: at(today, zone, day, 12) });
  }
  // the module's own rules: no two sessions of the trainer, a room or a group at once, and none starting right away
  const booked: Booking[] = [];
  for (const [i, s] of sessions.entries()) {
    const b: Booking = { id: i + 1, title: s.title, trainerId: teacher, room: s.room, groupIds: [s.group], startsAt: s.startsAt, endsAt: s.endsAt };
    const clashes = findClashes({ ...b, id: undefined }, booked);
    if (clashes.length) throw new Error(`seed-workspace: "${s.title}" clashes with "${clashes[0]!.with.title}"`);
    const early = s.startsAt.getTime() - today.getTime();
    if (early >= 0 && early < SEED_QUIET_HOURS * HOUR) throw new Error(`seed-workspace: "${s.title}" would start within ${SEED_QUIET_HOURS} hours of the seed`);
    booked.push(b);
  }
  const [material] = await tx.query<{ id: number }>(`select id from materials where organization_id = $1 and title = 'Describe Image templates' and deleted_at is null limit 1`, [org]);
  for (const s of sessions) {
    const past = s.endsAt.getTime() <= today.getTime();
    const [row] = await tx.query<{ id: number }>(
      `insert into schedule_sessions (organization_id, kind, title, trainer_id, room, starts_at, ends_at, meeting_url, recording_url, reminder_minutes, reminded_for, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8, $9, 30, $10::timestamptz, $11, $12::timestamptz, $12::timestamptz) returning id`,
      [
        org, s.kind, s.title, teacher, s.room, iso(s.startsAt), iso(s.endsAt), s.meetingUrl ?? null, s.recordingUrl ?? null,
        // a class that has happened was reminded for its start
        s.kind === 'live' && past ? iso(s.startsAt) : null,
        s.kind === 'live' ? teacher : owner,
        iso(new Date(Math.min(today.getTime(), s.startsAt.getTime()) - 5 * DAY)),
      ],
    );
    const id = Number(row!.id);
    await tx.query(`insert into schedule_session_groups (session_id, group_id, organization_id) values ($1, $2, $3)`, [id, s.group, org]);
    if (s.kind !== 'live') continue;
    if (material && s.title.startsWith('Describe Image')) {
      await tx.query(`insert into schedule_session_materials (session_id, material_id, organization_id) values ($1, $2, $3)`, [id, material.id, org]);
    }
    if (past) {
      // Arif joined three minutes after the start; Nusrat missed it
      await tx.query(`insert into schedule_attendance (session_id, user_id, organization_id, joined_at) values ($1, $2, $3, $4::timestamptz)`, [id, student, org, iso(new Date(s.startsAt.getTime() + 3 * 60_000))]);
    } else {
      // the reminder the live-class verbs queue (modules/schedule/service.ts queueReminder): same data and key
      await tx.query(
        `insert into queue_jobs (name, data, run_at, singleton_key) values ($1, $2::jsonb, $3::timestamptz, $4)
         on conflict (name, singleton_key) where state = 'queued' and singleton_key is not null do nothing`,
        [REMINDER_JOB, JSON.stringify({ sessionId: id, organizationId: org, startsAt: iso(s.startsAt), minutes: 30 }), iso(reminderAt(s.startsAt, 30, today)), `${reminderKey(id, s.startsAt)}:30`],
      );
    }
  }

  /* ------------------------------------------------------------ tasks the owner gave the trainer and the admin */
  const TASKS = [
    {
      title: "Review Arif's Describe Image recordings", notes: 'He asked for feedback before his mock test on Saturday.', assignee: teacher, priority: 'high',
      due: at(today, zone, -1, 17), link: ['student', student], done: false,
    },
    {
      title: "Mark Nusrat's Write Essay homework", notes: 'Two essays handed in on paper; scan the feedback into her portfolio.', assignee: teacher, priority: 'normal',
      due: dueToday(today, zone), link: ['student', newstudent], done: false,
    },
    {
      title: 'Follow up Ayesha Siddiqua after her trial class', notes: 'She asked about the weekend batch and the instalment plan.', assignee: teacher, priority: 'normal',
      due: at(today, zone, 7, 11), link: ['contact', contact.get('ayesha')!], done: false,
    },
    {
      title: 'Share the Write Essay checklist with the Morning batch', notes: '', assignee: teacher, priority: 'low',
      due: at(today, zone, -3, 12), link: null, done: true,
    },
    {
      title: 'Send Mei Lin Tan the instalment plan', notes: 'Two payments: on enrolment and after four weeks.', assignee: admin, priority: 'high',
      due: at(today, zone, 2, 12), link: ['deal', deal.get('meilin')!], done: false,
    },
  ] as const;
  for (const t of TASKS) {
    const created = ago(today, 4);
    const completed = t.done ? new Date(t.due.getTime() - 2 * HOUR) : null;
    await tx.query(
      `insert into tasks (organization_id, title, notes, assignee_id, due_at, status, priority, link_kind, link_id, created_by, completed_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5::timestamptz, $6, $7, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13::timestamptz)`,
      [
        org, t.title, t.notes, t.assignee, iso(t.due), t.done ? 'done' : 'open', t.priority, t.link?.[0] ?? null, t.link?.[1] ?? null, owner,
        completed ? iso(completed) : null, iso(created), iso(completed ?? created),
      ],
    );
  }

  /* ------------------------------------------------------------ points: a leaderboard with a shape */
  const AWARDS = [
    { student, points: 10, reason: 'homework', note: 'Rewrote the essay on remote work', daysAgo: 6 },
    { student: newstudent, points: 10, reason: 'participation', note: 'Led the speaking warm-up', daysAgo: 4 },
    { student, points: 5, reason: 'attendance', note: 'Every class this week', daysAgo: 3 },
    { student: newstudent, points: 5, reason: 'practice', note: 'Twenty practice items in one day', daysAgo: 2 },
    { student, points: 15, reason: 'improvement', note: 'Reading up eight points on the mock', daysAgo: 1 },
  ] as const;
  for (const a of AWARDS) {
    await tx.query(
      `insert into crm_point_awards (organization_id, student_id, points, reason, note, awarded_by, awarded_at) values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [org, a.student, a.points, a.reason, a.note, teacher, iso(ago(today, a.daysAgo, 2))],
    );
  }
}

/** A time later on the centre's day of `today`: 18:00, or an hour from now when that has passed (at most 23:59). */
function dueToday(today: Date, zone: string): Date {
  const evening = at(today, zone, 0, 18);
  const last = at(today, zone, 0, 23, 59);
  const soon = new Date(today.getTime() + HOUR);
  return new Date(Math.min(last.getTime(), Math.max(evening.getTime(), soon.getTime())));
}
