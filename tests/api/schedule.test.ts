// Schedules, rostering and live classes (server/modules/schedule/README.md) on the real server and database: booking
// classes (422 per field, clashes of trainer, room and group naming the session, two clashing requests at once: one
// wins), zone-less times refused, who sees what (a student its groups', a trainer its own, another centre nothing),
// live classes by server time (now-playing, next-live), joining records attendance once, the recording link after the
// end, the reminder job's mail (once, none for a moved class), the calendar feed by token, the centre's time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@server/modules/schedule/contracts.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'newstudent' | 'expired' | 'betaOwner' | 'betaStudent' | 'betaTeacher';
const t = {} as Record<Who, string>;
/** the first row of a query (the test's own look at the database) */
const row1 = async <T,>(text: string, params: unknown[] = []): Promise<T> => (await s.db.query<T>(text, params))[0]!;
const as = (who: Who) => s.api(who.startsWith('beta') ? 'beta' : 'alpha', t[who]);

let morning: number; // student@ and newstudent@
let weekend: number; // expired@
let teacherId: number;
let trainer2: number;
let betaGroup: number;

/** an ISO time `min` minutes from now, with a +06:00 offset (a zone-aware input as a Dhaka browser sends it) */
function at(min: number, base = Date.now()): string {
  const d = new Date(Math.floor((base + min * 60_000) / 60_000) * 60_000 + 6 * 3_600_000);
  return d.toISOString().replace('Z', '+06:00').replace('.000', '');
}
/** sessions far in the future, one hour slots from an hour `h` on a fixed day, so tests do not depend on the clock */
const DAY = Date.parse('2031-03-10T00:00:00Z');
const slot = (h: number, len = 60) => ({ starts_at: at(h * 60, DAY), ends_at: at(h * 60 + len, DAY) });

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student', 'newstudent', 'expired'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  const o = await as('admin').get('schedule/options');
  expectOk(o);
  morning = o.body.data.groups.find((g: { name: string }) => g.name === 'Morning batch').id;
  weekend = o.body.data.groups.find((g: { name: string }) => g.name === 'Weekend batch').id;
  teacherId = o.body.data.trainers[0].id;
  expect(o.body.data).toMatchObject({ time_zone: 'Asia/Dhaka', any_trainer: true });
  // a second trainer of alpha, and a group of beta with its student
  const { role_id: roleId, organization_id: alpha } = await row1<{ role_id: number; organization_id: number }>(`select role_id, organization_id from users where email = 'teacher@alpha.test'`);
  ({ id: trainer2 } = await row1<{ id: number }>(
    `insert into users (organization_id, role_id, email, password_hash, first_name, last_name) values ($1, $2, 'teacher2@alpha.test', 'x', 'Second', 'Trainer') returning id`, [alpha, roleId]));
  const { id: beta } = await row1<{ id: number }>(`select id from organizations where subdomain = 'beta'`);
  ({ id: betaGroup } = await row1<{ id: number }>(`insert into groups (organization_id, name) values ($1, 'Beta batch') returning id`, [beta]));
  await s.db.query(`insert into group_members (group_id, user_id, organization_id, member_role) select $1, id, $2, 'student' from users where email = 'student@beta.test'`, [betaGroup, beta]);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('rostering', () => {
  let first: Session;
  it('books a class (201) that the trainer and the groups\' students see, and no one else', async () => {
    const r = await as('admin').post('schedule/sessions', { title: 'Speaking drills', trainer_id: teacherId, group_ids: [morning], room: 'Room 2', ...slot(9) });
    expectOk(r, 201);
    first = r.body.data;
    expect(first).toMatchObject({ kind: 'class', room: 'Room 2', trainer: { id: teacherId, full_name: 'Sarah Mitchell' }, groups: [{ id: morning, name: 'Morning batch' }], status: 'upcoming', time_zone: 'Asia/Dhaka' });
    expect(first.starts_at).toBe('2031-03-10T09:00:00.000Z');
    const mine = async (who: Who) => ((await as(who).get('schedule/mine')).body.data.items as Session[]).map((x) => x.id);
    expect(await mine('teacher')).toContain(first.id);
    expect(await mine('student')).toContain(first.id);
    expect(await mine('newstudent')).toContain(first.id);
    expect(await mine('expired')).not.toContain(first.id);
    expect(await mine('betaOwner')).not.toContain(first.id);
    const list = await as('owner').get(`schedule/sessions?from=${encodeURIComponent('2031-03-10T00:00:00Z')}&to=${encodeURIComponent('2031-03-11T00:00:00Z')}`);
    expectOk(list);
    expect(list.body.data.items.map((x: Session) => x.id)).toEqual([first.id]);
    expect(list.body.data.server_time).toMatch(/Z$/);
  });

  it('refuses a clash of trainer, room or group, naming the clashing session; back-to-back fits', async () => {
    const trainer = await as('admin').post('schedule/sessions', { title: 'T', trainer_id: teacherId, group_ids: [weekend], room: 'Room 9', ...slot(9.5) });
    expectErrorEnvelope(trainer, 422);
    expect(Object.keys(trainer.body.errors)).toEqual(['trainer_id']);
    expect(trainer.body.errors.trainer_id[0]).toContain(`"Speaking drills" (#${first.id}`);
    const room = await as('admin').post('schedule/sessions', { title: 'R', trainer_id: trainer2, group_ids: [weekend], room: ' room 2', ...slot(9.5) });
    expectErrorEnvelope(room, 422);
    expect(Object.keys(room.body.errors)).toEqual(['room']);
    const group = await as('admin').post('schedule/sessions', { title: 'G', trainer_id: trainer2, group_ids: [morning, weekend], room: 'Room 3', ...slot(8.5) });
    expectErrorEnvelope(group, 422);
    expect(Object.keys(group.body.errors)).toEqual(['group_ids']);
    const next = await as('admin').post('schedule/sessions', { title: 'Next', trainer_id: teacherId, group_ids: [morning], room: 'Room 2', ...slot(10) });
    expectOk(next, 201);
    const all = await as('admin').get(`schedule/sessions?from=${encodeURIComponent('2031-03-10T00:00:00Z')}&to=${encodeURIComponent('2031-03-11T00:00:00Z')}`);
    expect(all.body.data.items).toHaveLength(2);
  });

  it('422 per field: a time without a zone, an end before the start, another centre\'s group, a student as trainer', async () => {
    const naive = await as('admin').post('schedule/sessions', { title: 'X', trainer_id: teacherId, group_ids: [weekend], starts_at: '2031-03-10T15:00:00', ends_at: '2031-03-10T16:00:00Z' });
    expectErrorEnvelope(naive, 422);
    expect(Object.keys(naive.body.errors)).toEqual(['starts_at']);
    const back = await as('admin').post('schedule/sessions', { title: 'X', trainer_id: teacherId, group_ids: [weekend], starts_at: slot(14).starts_at, ends_at: slot(13).starts_at });
    expectErrorEnvelope(back, 422);
    expect(Object.keys(back.body.errors)).toEqual(['ends_at']);
    const foreign = await as('admin').post('schedule/sessions', { title: 'X', trainer_id: teacherId, group_ids: [betaGroup], ...slot(14) });
    expectErrorEnvelope(foreign, 422);
    expect(Object.keys(foreign.body.errors)).toEqual(['group_ids']);
    const { id: studentId } = await row1<{ id: number }>(`select id from users where email = 'student@alpha.test'`);
    const notTrainer = await as('admin').post('schedule/sessions', { title: 'X', trainer_id: studentId, group_ids: [weekend], ...slot(14) });
    expectErrorEnvelope(notTrainer, 422);
    expect(Object.keys(notTrainer.body.errors)).toEqual(['trainer_id']);
    const { n } = await row1<{ n: number }>(`select count(*)::int as n from schedule_sessions where title = 'X'`);
    expect(n).toBe(0);
  });

  it('two clashing bookings sent at once: exactly one wins', async () => {
    const body = (title: string, group: number) => ({ title, trainer_id: trainer2, group_ids: [group], ...slot(16) });
    const rs = await Promise.all([as('admin').post('schedule/sessions', body('Race A', morning)), as('owner').post('schedule/sessions', body('Race B', weekend))]);
    expect(rs.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(rs.find((r) => r.status === 422)!.body.errors.trainer_id[0]).toMatch(/Race [AB]/);
    const { n } = await row1<{ n: number }>(`select count(*)::int as n from schedule_sessions where title like 'Race %'`);
    expect(n).toBe(1);
  });

  it('an edit is checked again; a trainer may not book; another centre gets 404; delete', async () => {
    const clash = await as('admin').put(`schedule/sessions/${first.id}`, { ends_at: slot(10, 30).ends_at });
    expectErrorEnvelope(clash, 422);
    expect(Object.keys(clash.body.errors).sort()).toEqual(['group_ids', 'room', 'trainer_id']);
    const ok = await as('admin').put(`schedule/sessions/${first.id}`, { title: 'Speaking drills (moved)', room: 'Room 5' });
    expectOk(ok);
    expect(ok.body.data).toMatchObject({ title: 'Speaking drills (moved)', room: 'Room 5', starts_at: first.starts_at });
    expectErrorEnvelope(await as('admin').put(`schedule/sessions/${first.id}`, {}), 422);
    expectErrorEnvelope(await as('teacher').post('schedule/sessions', { title: 'Mine', trainer_id: teacherId, group_ids: [weekend], ...slot(20) }), 403);
    expectErrorEnvelope(await as('betaOwner').put(`schedule/sessions/${first.id}`, { title: 'Taken' }), 404);
    expectErrorEnvelope(await as('betaOwner').delete(`schedule/sessions/${first.id}`), 404);
    expectOk(await as('owner').delete(`schedule/sessions/${first.id}`));
    expectErrorEnvelope(await as('owner').delete(`schedule/sessions/${first.id}`), 404);
  });
});

describe('live classes', () => {
  let soon: Session;
  let now: Session;
  it('a trainer schedules a live class (https link only) for a group; its students see it under next-live without the link', async () => {
    expectErrorEnvelope(await as('teacher').post('live-class', { title: 'L', group_ids: [morning], starts_at: at(60), ends_at: at(120), meeting_url: 'http://meet.example.com/x' }), 422);
    const other = await as('teacher').post('live-class', { title: 'L', trainer_id: trainer2, group_ids: [morning], starts_at: at(60), ends_at: at(120), meeting_url: 'https://meet.example.com/x' });
    expectErrorEnvelope(other, 422);
    expect(Object.keys(other.body.errors)).toEqual(['trainer_id']);
    const r = await as('teacher').post('live-class', { title: 'Describe image live', group_ids: [morning], starts_at: at(60), ends_at: at(120), meeting_url: 'https://meet.example.com/abc', reminder_minutes: 45 });
    expectOk(r, 201);
    soon = r.body.data;
    expect(soon).toMatchObject({ kind: 'live', status: 'upcoming', meeting_url: 'https://meet.example.com/abc', trainer: { id: teacherId }, reminder_minutes: 45, attendance_count: 0 });
    const next = await as('student').get('live-class?view=next-live');
    expectOk(next);
    const seen = next.body.data.items.find((x: Session) => x.id === soon.id);
    expect(seen).toMatchObject({ meeting_url: null, joined_at: null, attendance_count: null, joinable: false });
    expect((await as('student').get('live-class?view=now-playing')).body.data.items.map((x: Session) => x.id)).not.toContain(soon.id);
    expect((await as('expired').get('live-class?view=next-live')).body.data.items).toEqual([]);
    expect((await as('betaStudent').get('live-class?view=next-live')).body.data.items).toEqual([]);
    expectErrorEnvelope(await as('expired').get(`live-class/${soon.id}`), 404);
    expectErrorEnvelope(await as('betaTeacher').get(`live-class/${soon.id}`), 404);
    expectErrorEnvelope(await as('student').post(`live-class/${soon.id}/join`), 409);
  });

  it('a class that has started is now-playing; joining answers the link and records the time once', async () => {
    const r = await as('admin').post('live-class', { title: 'Now live', trainer_id: trainer2, group_ids: [morning], starts_at: at(-2), ends_at: at(60), meeting_url: 'https://meet.example.com/now' });
    expectOk(r, 201);
    now = r.body.data;
    const playing = await as('student').get('live-class?view=now-playing');
    expect(playing.body.data.items.map((x: Session) => x.id)).toEqual([now.id]);
    expect(playing.body.data.items[0]).toMatchObject({ status: 'live', joinable: true });
    const j1 = await as('student').post(`live-class/${now.id}/join`);
    expectOk(j1);
    expect(j1.body.data.meeting_url).toBe('https://meet.example.com/now');
    const j2 = await as('student').post(`live-class/${now.id}/join`);
    expect(j2.body.data.joined_at).toBe(j1.body.data.joined_at);
    const { n } = await row1<{ n: number }>(`select count(*)::int as n from schedule_attendance where session_id = $1`, [now.id]);
    expect(n).toBe(1);
    expectErrorEnvelope(await as('teacher').post(`live-class/${now.id}/join`), 403);
    expectErrorEnvelope(await as('expired').post(`live-class/${now.id}/join`), 404);
    const att = await as('admin').get(`live-class/${now.id}/attendance`);
    expectOk(att);
    expect(att.body.data).toMatchObject({ joined: 1, total: 2 });
    expect(att.body.data.items[0]).toMatchObject({ full_name: 'Arif Hasan', joined_at: j1.body.data.joined_at });
    expect(att.body.data.items[1]).toMatchObject({ full_name: 'Nusrat Jahan', joined_at: null });
    // the class's own trainer sees it; another trainer's class is not the teacher's
    expectErrorEnvelope(await as('teacher').get(`live-class/${now.id}/attendance`), 404);
    expect((await as('student').get(`live-class/${now.id}`)).body.data.joined_at).toBe(j1.body.data.joined_at);
  });

  it('the recording link shows to students only after the end', async () => {
    const past = await as('admin').post('live-class', { title: 'Yesterday', trainer_id: trainer2, group_ids: [weekend], starts_at: at(-24 * 60), ends_at: at(-23 * 60), meeting_url: 'https://meet.example.com/y' });
    expectOk(past, 201);
    expectErrorEnvelope(await as('admin').put(`live-class/${past.body.data.id}`, { recording_url: 'ftp://x' }), 422);
    expectOk(await as('admin').put(`live-class/${past.body.data.id}`, { recording_url: 'https://video.example.com/rec1' }));
    expectOk(await as('admin').put(`live-class/${now.id}`, { recording_url: 'https://video.example.com/rec2' }));
    const mine = (await as('expired').get('live-class?view=past')).body.data.items;
    expect(mine).toEqual([expect.objectContaining({ id: past.body.data.id, status: 'ended', recording_url: 'https://video.example.com/rec1' })]);
    expect((await as('student').get(`live-class/${now.id}`)).body.data.recording_url).toBeNull();
  });

  it('the reminder job mails each student once, and a moved class\'s old job sends nothing', async () => {
    const mails = async (title: string) => s.db.query<{ to_address: string; body_text: string }>(`select to_address, body_text from outbox where subject = $1 order by to_address`, [`Live class reminder: ${title}`]);
    await s.runJobs();
    expect(await mails('Now live')).toEqual([]); // it had started when scheduled: no reminder
    const r = await as('teacher').post('live-class', { title: 'Reminded', group_ids: [weekend], starts_at: at(10), ends_at: at(40), meeting_url: 'https://meet.example.com/r' });
    expectOk(r, 201);
    await s.runJobs();
    const sent = await mails('Reminded');
    expect(sent.map((m) => m.to_address)).toEqual(['expired@alpha.test']);
    expect(sent[0]!.body_text).toContain('(Asia/Dhaka)');
    expect(sent[0]!.body_text).toContain('http://alpha.localhost:3000/student/live-class/next-live');
    const { n } = await row1<{ n: number }>(`select count(*)::int as n from notifications where kind = 'live-class.starting' and params->>'title' = 'Reminded'`);
    expect(n).toBe(1);
    await s.runJobs();
    expect(await mails('Reminded')).toHaveLength(1);
    // soon's reminder is 45 minutes before a start 60 minutes away: not yet due; move it later, then delete it
    expect(await mails('Describe image live')).toEqual([]);
    expectOk(await as('teacher').put(`live-class/${soon.id}`, { starts_at: at(600), ends_at: at(660) }));
    expectOk(await as('teacher').delete(`live-class/${soon.id}`));
    await s.runJobs();
    expect(await mails('Describe image live')).toEqual([]);
  });

  it('the reminder handler is idempotent and ignores a stale start', async () => {
    const { remindLiveClass } = await import('@server/modules/schedule/jobs.ts');
    const r = await as('teacher').post('live-class', { title: 'Direct', group_ids: [morning], starts_at: at(300), ends_at: at(330), meeting_url: 'https://meet.example.com/d', reminder_minutes: 10 });
    expectOk(r, 201);
    const data = { sessionId: r.body.data.id, organizationId: (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id, startsAt: r.body.data.starts_at, minutes: 10 };
    const run = (d: typeof data) => s.db.orm.transaction((tx) => remindLiveClass(tx as never, d, { config: s.config }));
    expect(await run({ ...data, startsAt: new Date(Date.parse(data.startsAt) + 60_000).toISOString() })).toBe(0);
    expect(await run({ ...data, minutes: 30 })).toBe(0);
    expect(await run(data)).toBe(2);
    expect(await run(data)).toBe(0);
  });
});

describe('calendar feed', () => {
  it('a secret address per user: right token 200 text/calendar with its sessions, wrong or old token 404', async () => {
    expect((await as('expired').get('schedule/feed')).body.data).toEqual({ active: false, created_at: null });
    const made = await as('expired').post('schedule/feed');
    expectOk(made, 201);
    const url = new URL(made.body.data.url);
    expect(url.host).toBe('alpha.localhost:3000');
    expect(url.pathname).toMatch(/^\/api\/v1\/schedule\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const anon = s.api('alpha');
    const feed = await anon.get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect(feed.text).toContain('SUMMARY:Yesterday');
    expect(feed.text).not.toContain('SUMMARY:Now live'); // the morning batch's
    expect((await as('expired').get('schedule/feed')).body.data.active).toBe(true);
    expect((await anon.get(url.pathname.replace(/[A-Za-z0-9_-]{43}/, 'x'.repeat(43)))).status).toBe(404);
    expect((await s.api('beta').get(url.pathname)).status).toBe(404);
    // a calendar app sends no X-Tenant header: the token alone finds the feed
    const bare = await s.api(null).get(url.pathname);
    expect(bare.status).toBe(200);
    expect(bare.text).toContain('SUMMARY:Yesterday');
    const again = await as('expired').post('schedule/feed');
    expect((await anon.get(url.pathname)).status).toBe(404);
    expect((await anon.get(new URL(again.body.data.url).pathname)).status).toBe(200);
    const { token_hash: hash } = await row1<{ token_hash: string }>(`select token_hash from schedule_feed_tokens sf join users u on u.id = sf.user_id where u.email = 'expired@alpha.test'`);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(again.body.data.url).not.toContain(hash);
    expectOk(await as('expired').delete('schedule/feed'));
    expect((await anon.get(new URL(again.body.data.url).pathname)).status).toBe(404);
  });
});

describe("the centre's time zone", () => {
  it('the owner sets an IANA zone (unknown names 422); answers carry it; a student may not set it', async () => {
    expectErrorEnvelope(await as('owner').put('schedule/time-zone', { time_zone: 'Mars/Olympus' }), 422);
    expectErrorEnvelope(await as('student').put('schedule/time-zone', { time_zone: 'Asia/Kolkata' }), 403);
    expectOk(await as('owner').put('schedule/time-zone', { time_zone: 'Asia/Kolkata' }));
    expect((await as('student').get('schedule/time-zone')).body.data.time_zone).toBe('Asia/Kolkata');
    expect((await as('student').get('live-class?view=now-playing')).body.data.items[0].time_zone).toBe('Asia/Kolkata');
    expect((await as('betaStudent').get('schedule/time-zone')).body.data.time_zone).toBe('Asia/Dhaka');
  });
});
