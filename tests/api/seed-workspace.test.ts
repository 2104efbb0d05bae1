// The teaching workspace's demo (server/db/seed-workspace.ts) as the product shows it after a fresh seed, read through
// the real API only: the trainer's and the admin's tasks (overdue first, due today, next week, done; linked to a
// student, a lead and a deal), the next week's schedule of the seeded groups with a live class and its link, a past
// live class with its recording and attendance, no session starting within three hours of the seed and none playing,
// the "Trial class enquiries" list with its leads by source, the deal board across stages, the draft campaign with
// nothing sent, the Morning batch's leaderboard, and no popup or notification waiting for anyone. Beta has none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignSummary } from '@server/modules/campaigns/contracts.ts';
import type { Contact, ContactListSummary, Deal } from '@server/modules/contacts/contracts.ts';
import type { Leaderboard } from '@server/modules/crm/contracts.ts';
import type { Session } from '@server/modules/schedule/contracts.ts';
import type { TaskRecord } from '@server/modules/tasks/contracts.ts';
import { expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'newstudent' | 'expired' | 'betaOwner' | 'betaTeacher' | 'betaStudent';
const t = {} as Record<Who, string>;
const as = (who: Who) => s.api(who.startsWith('beta') ? 'beta' : 'alpha', t[who]);
/** the seed ran between these two moments */
let seedFrom = 0;
let seedTo = 0;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** yyyy-MM-dd of a moment on the centre's clock (Asia/Dhaka, the seeded centre's zone) */
const centreDate = (at: number | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(at));

async function get<T>(who: Who, path: string): Promise<T> {
  const r = await as(who).get(path);
  expectOk(r);
  return r.body.data as T;
}

beforeAll(async () => {
  seedFrom = Date.now();
  s = await startServer();
  seedTo = Date.now();
  for (const who of ['owner', 'admin', 'teacher', 'student', 'newstudent', 'expired'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('tasks', () => {
  it("the trainer's list: overdue first, one due today, one next week, one done, given by the owner and linked to a student and a lead", async () => {
    const { items, meta } = await get<{ items: TaskRecord[]; meta: { total: number } }>('teacher', 'task?view=mine&per_page=100');
    expect(meta.total).toBe(4);
    expect(items.every((x) => x.created_by?.full_name === 'Tahmina Akter' && x.assignee.full_name === 'Sarah Mitchell')).toBe(true);
    const [first] = items;
    expect(first).toMatchObject({ overdue: true, status: 'open', priority: 'high', link: { kind: 'student', label: 'Arif Hasan' } });
    expect(Date.parse(first!.due_at!)).toBeLessThan(seedFrom);

    const today = items.find((x) => x.link?.label === 'Nusrat Jahan')!;
    expect(today).toMatchObject({ status: 'open', link: { kind: 'student' } });
    expect(centreDate(today.due_at!)).toBe(centreDate(seedTo));
    expect(today.overdue).toBe(Date.parse(today.due_at!) < Date.now());

    const nextWeek = items.find((x) => x.link?.kind === 'contact')!;
    expect(nextWeek).toMatchObject({ status: 'open', overdue: false, link: { label: 'Ayesha Siddiqua' } });
    const ahead = Date.parse(nextWeek.due_at!) - seedTo;
    expect(ahead).toBeGreaterThan(6 * DAY);
    expect(ahead).toBeLessThan(8 * DAY);

    const done = items.filter((x) => x.status === 'done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ overdue: false, completed_at: expect.any(String) });
    // not done before done (overdue at the top)
    expect(items.at(-1)!.status).toBe('done');

    const overdue = await get<{ items: TaskRecord[] }>('teacher', 'task?view=mine&overdue=1');
    expect(overdue.items.map((x) => x.id)).toContain(first!.id);
  });

  it("the admin's task about a deal; the owner made all five and has none of its own", async () => {
    const admin = await get<{ items: TaskRecord[] }>('admin', 'task?view=mine');
    expect(admin.items).toEqual([expect.objectContaining({ status: 'open', overdue: false, link: { kind: 'deal', id: expect.any(Number), label: 'PTE Complete 90 days' } })]);
    expect((await get<{ items: TaskRecord[] }>('owner', 'task?view=created&per_page=100')).items).toHaveLength(5);
    expect((await get<{ items: TaskRecord[] }>('owner', 'task?view=mine')).items).toEqual([]);
  });
});

describe('schedule and live classes', () => {
  const inWeek = () => `from=${encodeURIComponent(new Date(seedTo).toISOString())}&to=${encodeURIComponent(new Date(seedTo + 8 * DAY).toISOString())}`;

  it("the next week: the Morning batch's classes, the Weekend batch's, and a live class with its meeting link, all taught by the trainer", async () => {
    const { items } = await get<{ items: Session[] }>('teacher', `schedule/mine?${inWeek()}&per_page=100`);
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((x) => x.trainer.full_name === 'Sarah Mitchell' && x.status === 'upcoming' && x.time_zone === 'Asia/Dhaka')).toBe(true);
    const byGroup = (name: string) => items.filter((x) => x.groups.some((g) => g.name === name));
    expect(byGroup('Morning batch').filter((x) => x.kind === 'class')).toHaveLength(3);
    expect(byGroup('Weekend batch')).toHaveLength(1);
    const live = items.filter((x) => x.kind === 'live');
    expect(live).toEqual([expect.objectContaining({ title: 'Describe Image live clinic', meeting_url: expect.stringMatching(/^https:\/\//), reminder_minutes: 30 })]);
    // the Morning batch meets on weekday mornings, 8 to 10 in the centre's zone
    for (const c of byGroup('Morning batch').filter((x) => x.kind === 'class')) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(c.starts_at));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 08:00$/);
    }
    // the owner's rostering view has the same week; the Morning batch's student sees the live class without its link
    const rostered = await get<{ items: Session[] }>('owner', `schedule/sessions?${inWeek()}&per_page=100`);
    expect(rostered.items.map((x) => x.id).sort()).toEqual(items.map((x) => x.id).sort());
    const next = await get<{ items: Session[] }>('student', 'live-class?view=next-live');
    expect(next.items).toEqual([expect.objectContaining({ title: 'Describe Image live clinic', meeting_url: null, joinable: false })]);
  });

  it('a past live class with its recording and who joined', async () => {
    const past = await get<{ items: Session[] }>('student', 'live-class?view=past');
    expect(past.items).toEqual([expect.objectContaining({ title: 'Write Essay live review', status: 'ended', recording_url: expect.stringMatching(/^https:\/\//), joined_at: expect.any(String) })]);
    const att = await get<{ joined: number; total: number; items: Array<{ full_name: string; joined_at: string | null }> }>('teacher', `live-class/${past.items[0]!.id}/attendance`);
    expect(att).toMatchObject({ joined: 1, total: 2 });
    expect(att.items.find((x) => x.full_name === 'Arif Hasan')!.joined_at).toEqual(expect.any(String));
    expect(att.items.find((x) => x.full_name === 'Nusrat Jahan')!.joined_at).toBeNull();
    const other = await get<{ items: Session[] }>('newstudent', 'live-class?view=past');
    expect(other.items[0]).toMatchObject({ joined_at: null, recording_url: expect.any(String) });
  });

  it('nothing starts within three hours of the seed and nothing plays now; no reminder is due', async () => {
    const all = await get<{ items: Session[]; meta: { total: number } }>('owner', 'schedule/sessions?per_page=100');
    expect(all.meta.total).toBe(all.items.length);
    for (const x of all.items) {
      const start = Date.parse(x.starts_at);
      expect(start >= seedFrom && start < seedTo + 3 * HOUR, `${x.title} starts at ${x.starts_at}`).toBe(false);
      expect(x.status).not.toBe('live');
    }
    for (const who of ['student', 'newstudent', 'expired', 'teacher', 'owner'] as const) {
      expect((await get<{ items: Session[] }>(who, 'live-class?view=now-playing')).items).toEqual([]);
    }
    // the Weekend batch's student has no live class, past or coming
    expect((await get<{ items: Session[] }>('expired', 'live-class?view=all')).items).toEqual([]);
    // what the queue holds now (the reminders included) tells nobody anything yet
    await s.runJobs();
    for (const who of ['student', 'newstudent', 'expired'] as const) expect((await get<{ unread: number }>(who, 'notifications/unread-count')).unread).toBe(0);
  });
});

describe('contacts, leads and deals', () => {
  it('the "Trial class enquiries" list holds ten contacts from several sources', async () => {
    const lists = await get<{ items: ContactListSummary[] }>('teacher', 'contact-lists?search=trial%20class%20enquiries');
    expect(lists.items).toEqual([expect.objectContaining({ name: 'Trial class enquiries', kind: 'list', members_count: 10 })]);
    const members = await get<{ items: Contact[]; meta: { total: number } }>('teacher', `contact-lists/${lists.items[0]!.id}/members?per_page=100`);
    expect(members.meta.total).toBe(10);
    expect(members.items.every((c) => /@(example\.com|[a-z]+\.test)$/.test(c.email) && c.name !== '' && c.unsubscribed_at === null)).toBe(true);
    expect(new Set(members.items.map((c) => c.source)).size).toBeGreaterThanOrEqual(3);
    expect(members.items.map((c) => c.name)).toEqual(expect.arrayContaining(['Tanvir Ahmed', 'Sadia Islam', 'Priya Nair']));
    // the lead pages: trial-class contacts, and the webinar whose sign-ups they are
    const trial = await get<{ items: Contact[] }>('teacher', 'contacts?sources=trial-class&per_page=100');
    expect(trial.items.length).toBeGreaterThanOrEqual(3);
    const webinars = await get<{ items: ContactListSummary[] }>('teacher', 'contact-lists?kind=webinar');
    expect(webinars.items).toEqual([expect.objectContaining({ kind: 'webinar', members_count: 3, event_at: expect.any(String) })]);
    expect(Date.parse(webinars.items[0]!.event_at!)).toBeLessThan(seedFrom);
  });

  it('the deal board: four deals over four stages, with their contacts and owners', async () => {
    const board = await get<{ items: Deal[] }>('owner', 'deals?per_page=500');
    expect(board.items.map((d) => d.stage).sort()).toEqual(['contacted', 'negotiation', 'trial', 'won']);
    expect(board.items.every((d) => d.value_minor > 0 && d.contact.name !== '' && d.owner !== null)).toBe(true);
    const summary = await get<{ stages: Record<string, number>; open_value_minor: number; contacts_total: number }>('teacher', 'communication/summary');
    expect(summary.stages).toMatchObject({ new: 0, contacted: 1, trial: 1, negotiation: 1, won: 1, lost: 0 });
    expect(summary.open_value_minor).toBe(board.items.filter((d) => d.stage !== 'won').reduce((a, d) => a + d.value_minor, 0));
    expect(summary.contacts_total).toBe(10);
  });
});

describe('campaigns', () => {
  it('one draft to the list, nothing sent: no recipients, a report of none', async () => {
    const { items } = await get<{ items: CampaignSummary[] }>('teacher', 'campaigns');
    expect(items).toEqual([expect.objectContaining({ status: 'draft', audience: { kind: 'list', list_id: expect.any(Number) }, audience_name: 'Trial class enquiries', started_at: null })]);
    expect(items[0]!.counts).toMatchObject({ total: 0, pending: 0, queued: 0, sent: 0 });
    const reach = await as('teacher').post('campaigns/audience-count', { audience: items[0]!.audience });
    expectOk(reach);
    expect(reach.body.data).toMatchObject({ total: 10, unsubscribed: 0 });
    const report = await get<{ campaigns: number; campaigns_sent: number; recipients: { total: number } }>('teacher', 'communication-report');
    expect(report).toMatchObject({ campaigns: 1, campaigns_sent: 0, recipients: { total: 0 } });
  });
});

describe('points', () => {
  it("the Morning batch's leaderboard has a shape, and each student sees their own rank", async () => {
    const groups = await get<Array<{ id: number; name: string }>>('teacher', 'crm/groups');
    const morning = groups.find((g) => g.name === 'Morning batch')!;
    const board = await get<Leaderboard>('teacher', `crm/leaderboard?group_id=${morning.id}`);
    expect(board.items.map((i) => [i.student.full_name, i.rank, i.points])).toEqual([['Arif Hasan', 1, 30], ['Nusrat Jahan', 2, 15]]);
    expect(await get('student', 'my/points')).toEqual({ total: 30, groups: [{ id: morning.id, name: 'Morning batch', rank: 1, of: 2 }] });
    const history = await get<{ total: number; awards: Array<{ reason: string; note: string; revoked_at: string | null }> }>('teacher', `crm/students/${board.items[1]!.student.id}/points`);
    expect(history.total).toBe(15);
    expect(history.awards.every((a) => a.note !== '' && a.revoked_at === null)).toBe(true);
  });
});

describe('what the demo leaves out', () => {
  it('no popup waits for a student and no notification for anyone', async () => {
    for (const who of ['student', 'newstudent', 'expired'] as const) expect((await get<{ items: unknown[] }>(who, 'popups/pending')).items).toEqual([]);
    expect((await get<{ items: unknown[] }>('owner', 'popups')).items).toEqual([]);
    for (const who of ['owner', 'admin', 'teacher', 'student', 'newstudent', 'expired', 'betaOwner', 'betaTeacher', 'betaStudent'] as const) {
      expect((await get<{ unread: number }>(who, 'notifications/unread-count')).unread).toBe(0);
    }
  });

  it('beta stays as it was: no tasks, sessions, contacts, deals, campaigns or points', async () => {
    expect((await get<{ items: unknown[] }>('betaOwner', 'task?view=all')).items).toEqual([]);
    expect((await get<{ items: unknown[] }>('betaOwner', 'schedule/sessions')).items).toEqual([]);
    expect((await get<{ items: unknown[] }>('betaTeacher', 'contacts')).items).toEqual([]);
    expect((await get<{ items: unknown[] }>('betaTeacher', 'deals')).items).toEqual([]);
    expect((await get<{ items: unknown[] }>('betaTeacher', 'campaigns')).items).toEqual([]);
    expect((await get<{ total: number }>('betaStudent', 'my/points')).total).toBe(0);
  });
});
