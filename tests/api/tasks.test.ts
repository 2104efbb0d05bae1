// Tasks (server/modules/tasks/README.md) on the real server and database: creating a task (422 per field: unknown
// assignee, another centre's, a student; a link target missing or of another centre; a due time without a zone), who
// sees which task (owner and admins every task of the centre, a trainer the ones given to it or made by it; another
// centre's: 404), status moves, overdue (flag, sort, filter), the notification on (re)assigning, deleting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '@server/modules/tasks/contracts.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'betaOwner' | 'betaTeacher';
const t = {} as Record<Who, string>;
const id = {} as Record<Who | 'betaStudent', number>;
const as = (who: Who) => s.api(who.startsWith('beta') ? 'beta' : 'alpha', t[who]);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().replace('Z', '+00:00');
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
/** the demo's own tasks (server/db/seed-workspace.ts), there before this file makes any: the lists below are judged on the file's own */
const seeded = new Set<number>();
const own = (items: TaskRecord[]) => items.filter((x) => !seeded.has(x.id));

async function userId(email: string): Promise<number> {
  const [r] = await s.db.query<{ id: number }>('select id from users where email = $1', [email]);
  return Number(r!.id);
}

async function notificationsOf(userIdValue: number): Promise<Array<{ kind: string; link: string; params: { title: string } }>> {
  return s.db.query('select kind, link, params from notifications where user_id = $1 and kind = $2 order by id', [userIdValue, 'task.assigned']);
}

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student'] as const) {
    t[who] = await s.login('alpha', `${who}@alpha.test`);
    id[who] = await userId(`${who}@alpha.test`);
  }
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  id.betaOwner = await userId('owner@beta.test');
  id.betaTeacher = await userId('teacher@beta.test');
  id.betaStudent = await userId('student@beta.test');
  for (const x of (await as('owner').get('task?view=all&per_page=100')).body.data.items as TaskRecord[]) seeded.add(x.id);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

let given: TaskRecord; // the admin's task for the trainer, about a student, due yesterday

describe('creating a task', () => {
  it('creates a task for a trainer linked to a student (201), overdue when due yesterday, and notifies the trainer', async () => {
    const r = await as('admin').post('task', {
      title: 'Call Sadia about her mock',
      notes: 'She missed two classes.',
      assignee_id: id.teacher,
      due_at: yesterday(),
      priority: 'high',
      link: { kind: 'student', id: id.student },
    });
    expectOk(r, 201);
    given = r.body.data;
    expect(given).toMatchObject({
      title: 'Call Sadia about her mock',
      status: 'open',
      priority: 'high',
      overdue: true,
      assignee: { id: id.teacher },
      created_by: { id: id.admin },
      link: { kind: 'student', id: id.student, label: expect.stringMatching(/\S/) },
      completed_at: null,
    });
    const notes = await notificationsOf(id.teacher);
    expect(notes).toEqual([expect.objectContaining({ kind: 'task.assigned', link: `/teacher/task?open=${given.id}`, params: { title: 'Call Sadia about her mock' } })]);
  });

  it('does not notify the caller about a task it gives itself', async () => {
    const before = (await notificationsOf(id.admin)).length;
    const r = await as('admin').post('task', { title: 'Order new headsets', assignee_id: id.admin });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ due_at: null, overdue: false, priority: 'normal', link: null, notes: '' });
    expect((await notificationsOf(id.admin)).length).toBe(before);
  });

  it('422 per field: empty title, a zone-less due time, a bad priority, a bad link kind', async () => {
    const r = await as('admin').post('task', { title: ' ', assignee_id: id.teacher, due_at: '2026-05-01T10:00:00', priority: 'urgent', link: { kind: 'invoice', id: 1 } });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['due_at', 'link.kind', 'priority', 'title']);
    const r2 = await as('admin').post('task', { title: 'X', assignee_id: id.teacher, due_at: '2026-02-30T10:00:00+06:00' });
    expectErrorEnvelope(r2, 422);
    expect(Object.keys(r2.body.errors)).toEqual(['due_at']);
  });

  it.each([
    ['an unknown user', () => 2_000_000_000],
    ['a trainer of another centre', () => id.betaTeacher],
    ['a student', () => id.student],
  ])('422 on assignee_id for %s, nothing stored', async (_label, who) => {
    const [before] = await s.db.query<{ n: number }>('select count(*)::int as n from tasks');
    const r = await as('admin').post('task', { title: 'Nope', assignee_id: who() });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['assignee_id']);
    const [after] = await s.db.query<{ n: number }>('select count(*)::int as n from tasks');
    expect(after!.n).toBe(before!.n);
  });

  it('422 on link.id for a missing target or one of another centre, whatever the kind', async () => {
    const [betaContact] = await s.db.query<{ id: number }>(
      "insert into contacts (organization_id, email, name, source) values ((select id from organizations where subdomain = 'beta'), 'lead@beta.example', 'Beta lead', 'manual') returning id",
    );
    for (const link of [
      { kind: 'student', id: id.betaStudent },
      { kind: 'student', id: id.teacher }, // a trainer is not a student
      { kind: 'student', id: 2_000_000_000 },
      { kind: 'contact', id: Number(betaContact!.id) },
      { kind: 'evaluation', id: 2_000_000_000 },
      { kind: 'deal', id: 2_000_000_000 },
    ]) {
      const r = await as('admin').post('task', { title: 'Linked', assignee_id: id.teacher, link });
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(link)).toEqual(['link.id']);
    }
  });

  it('links to a contact of the centre, named by the contact', async () => {
    const [c] = await s.db.query<{ id: number }>(
      "insert into contacts (organization_id, email, name, source) values ((select id from organizations where subdomain = 'alpha'), 'lead@alpha.example', 'Rafi Lead', 'manual') returning id",
    );
    const r = await as('teacher').post('task', { title: 'Follow up the lead', assignee_id: id.teacher, link: { kind: 'contact', id: Number(c!.id) } });
    expectOk(r, 201);
    expect(r.body.data.link).toEqual({ kind: 'contact', id: Number(c!.id), label: 'Rafi Lead' });
  });

  it('links to a live class (a schedule session of kind live), not to a plain class', async () => {
    const session = async (kind: string) =>
      Number(
        (
          await s.db.query<{ id: number }>(
            "insert into schedule_sessions (organization_id, kind, title, trainer_id, starts_at, ends_at) values ((select id from organizations where subdomain = 'alpha'), $1, $2, $3, now() + interval '1 day', now() + interval '1 day 1 hour') returning id",
            [kind, `Speaking ${kind}`, id.teacher],
          )
        )[0]!.id,
      );
    const live = await session('live');
    const r = await as('teacher').post('task', { title: 'Share the slides', assignee_id: id.teacher, link: { kind: 'live-class', id: live } });
    expectOk(r, 201);
    expect(r.body.data.link).toEqual({ kind: 'live-class', id: live, label: 'Speaking live' });
    const plain = await as('teacher').post('task', { title: 'Book the room', assignee_id: id.teacher, link: { kind: 'live-class', id: await session('class') } });
    expectErrorEnvelope(plain, 422);
    expect(Object.keys(plain.body.errors)).toEqual(['link.id']);
  });

  it("offers the centre's targets of a kind by name or id for the picker, never another centre's", async () => {
    const r = await as('teacher').get('task/link-options?kind=student&search=arif');
    expectOk(r);
    expect(r.body.data).toEqual([{ id: id.student, label: 'Arif Hasan' }]);
    const byId = await as('teacher').get(`task/link-options?kind=student&search=${id.student}`);
    expect(byId.body.data.map((o: { id: number }) => o.id)).toContain(id.student);
    const all = await as('teacher').get('task/link-options?kind=student');
    expect(all.body.data.map((o: { id: number }) => o.id)).not.toContain(id.betaStudent);
    expectErrorEnvelope(await as('teacher').get('task/link-options?kind=invoice'), 422);
  });

  it('403 for a student, whatever the body', async () => {
    expectErrorEnvelope(await as('student').post('task', { title: 'X', assignee_id: id.teacher }), 403);
    expectErrorEnvelope(await as('student').get('task'), 403);
  });
});

describe('who sees which task', () => {
  let ownersTask: TaskRecord;
  beforeAll(async () => {
    const r = await as('owner').post('task', { title: 'Review the admin budget', assignee_id: id.admin, due_at: nextWeek() });
    expectOk(r, 201);
    ownersTask = r.body.data;
  });

  it("a trainer does not see a task between others: 404 and absent from every view", async () => {
    expectErrorEnvelope(await as('teacher').get(`task/${ownersTask.id}`), 404);
    expectErrorEnvelope(await as('teacher').put(`task/${ownersTask.id}`, { status: 'done' }), 404);
    expectErrorEnvelope(await as('teacher').delete(`task/${ownersTask.id}`), 404);
    for (const view of ['mine', 'created', 'all']) {
      const r = await as('teacher').get(`task?view=${view}&per_page=100`);
      expectOk(r);
      expect(r.body.data.items.map((x: TaskRecord) => x.id)).not.toContain(ownersTask.id);
    }
    const mine = await as('teacher').get('task?view=mine&per_page=100');
    expect(mine.body.data.items.map((x: TaskRecord) => x.id)).toContain(given.id);
  });

  it('the admin and the owner see every task of the centre in "all"; "mine" is only theirs', async () => {
    for (const who of ['admin', 'owner'] as const) {
      const r = await as(who).get('task?view=all&per_page=100');
      expectOk(r);
      const ids = r.body.data.items.map((x: TaskRecord) => x.id);
      expect(ids).toEqual(expect.arrayContaining([given.id, ownersTask.id]));
    }
    const mine = await as('owner').get('task?view=mine&per_page=100');
    expect(mine.body.data.items).toEqual([]);
    const created = await as('owner').get('task?view=created&per_page=100');
    expect(own(created.body.data.items).map((x) => x.id)).toEqual([ownersTask.id]);
  });

  it("another centre's staff get 404 for the task and an empty list", async () => {
    expectErrorEnvelope(await as('betaOwner').get(`task/${given.id}`), 404);
    expectErrorEnvelope(await as('betaOwner').put(`task/${given.id}`, { title: 'Taken over' }), 404);
    expectErrorEnvelope(await as('betaOwner').delete(`task/${given.id}`), 404);
    const r = await as('betaOwner').get('task?view=all');
    expectOk(r);
    expect(r.body.data.items).toEqual([]);
    // an alpha token on beta's address is refused before any task is read
    expect((await s.api('beta', t.admin).get(`task/${given.id}`)).status).toBeGreaterThanOrEqual(401);
  });

  it('overdue ones come first and the overdue filter keeps only them; search and status filter', async () => {
    const all = await as('admin').get('task?view=all&per_page=100');
    const items = all.body.data.items as TaskRecord[];
    const firstNotOverdue = items.findIndex((x) => !x.overdue);
    expect(items[0]!.overdue).toBe(true);
    expect(items.slice(firstNotOverdue).every((x) => !x.overdue)).toBe(true);
    const overdue = await as('admin').get('task?view=all&overdue=1&per_page=100');
    expect(own(overdue.body.data.items).map((x) => x.id)).toEqual([given.id]);
    expect(overdue.body.data.meta.total).toBe(1 + overdue.body.data.items.filter((x: TaskRecord) => seeded.has(x.id)).length);
    const found = await as('admin').get('task?view=all&search=budget');
    expect(found.body.data.items.map((x: TaskRecord) => x.id)).toEqual([ownersTask.id]);
    const none = await as('admin').get('task?view=all&status=done');
    expect(own(none.body.data.items)).toEqual([]);
  });

  it('lists the staff a task may be given to: trainers, admins, the owner, not students or other centres', async () => {
    const r = await as('teacher').get('task/assignees');
    expectOk(r);
    const ids = r.body.data.map((a: { id: number }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([id.owner, id.admin, id.teacher]));
    expect(ids).not.toContain(id.student);
    expect(ids).not.toContain(id.betaTeacher);
  });
});

describe('changing a task', () => {
  it('the trainer marks it done: completed, no longer overdue; a done task cannot go straight back to in progress', async () => {
    const r = await as('teacher').put(`task/${given.id}`, { status: 'done' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 'done', overdue: false, completed_at: expect.any(String) });
    const bad = await as('teacher').put(`task/${given.id}`, { status: 'in-progress' });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
    expect((await as('teacher').get(`task/${given.id}`)).body.data.status).toBe('done');
    const reopened = await as('teacher').put(`task/${given.id}`, { status: 'open' });
    expect(reopened.body.data).toMatchObject({ status: 'open', overdue: true, completed_at: null });
  });

  it('422 on an empty body and on a new assignee who is a student; state unchanged', async () => {
    const r = await as('admin').put(`task/${given.id}`, {});
    expectErrorEnvelope(r, 422);
    const r2 = await as('admin').put(`task/${given.id}`, { assignee_id: id.student, title: 'Changed' });
    expectErrorEnvelope(r2, 422);
    expect(Object.keys(r2.body.errors)).toEqual(['assignee_id']);
    expect((await as('admin').get(`task/${given.id}`)).body.data.title).toBe('Call Sadia about her mock');
  });

  it('re-assigning notifies the new assignee with a link to its own portal; the old one loses sight unless it made the task', async () => {
    const r = await as('admin').put(`task/${given.id}`, { assignee_id: id.owner, due_at: null });
    expectOk(r);
    expect(r.body.data).toMatchObject({ assignee: { id: id.owner }, due_at: null, overdue: false });
    expect(await notificationsOf(id.owner)).toEqual([expect.objectContaining({ link: `/coaching-owner/task?open=${given.id}` })]);
    expectErrorEnvelope(await as('teacher').get(`task/${given.id}`), 404);
  });

  it('deleting: the assignee alone may not (403), the author may; gone afterwards', async () => {
    const made = await as('admin').post('task', { title: 'Prepare the room', assignee_id: id.teacher });
    const taskId = made.body.data.id as number;
    expect(made.body.data.can).toEqual({ update: true, destroy: true });
    const seen = await as('teacher').get(`task/${taskId}`);
    expect(seen.body.data.can).toEqual({ update: true, destroy: false });
    expectErrorEnvelope(await as('teacher').delete(`task/${taskId}`), 403);
    expectOk(await as('admin').delete(`task/${taskId}`));
    expectErrorEnvelope(await as('admin').get(`task/${taskId}`), 404);
  });
});
