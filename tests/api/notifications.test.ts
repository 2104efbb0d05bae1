// Notifications (server/modules/notifications/README.md) on the real server and database: notify() in a trainer's
// transaction → the student's list and unread count → mark read → the count drops; another user (same centre or
// another) can neither see nor mark it (404) and the table's policy hides it too; read-all; the package-expiry job
// tells a student once per enrollment however often it runs; a trainer's first evaluation of an attempt notifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenantTx } from '@server/kernel/tx.ts';
import type { RequestContext } from '@server/kernel/context.ts';
import { notify } from '@server/modules/notifications/notify.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
const t = {} as Record<'student' | 'newstudent' | 'teacher' | 'betaStudent', string>;
let alpha: number;
const ids = new Map<string, number>();

const ctxOf = (userId: number): RequestContext =>
  ({ tenant: { id: alpha, subdomain: 'alpha', name: 'Alpha' }, actor: { userId, role: 'TRAINER', permissions: new Set() }, requestId: 'test', ip: '', db: s.db, config: s.config }) as unknown as RequestContext;

beforeAll(async () => {
  s = await startServer();
  t.student = await s.login('alpha', 'student@alpha.test');
  t.newstudent = await s.login('alpha', 'newstudent@alpha.test');
  t.teacher = await s.login('alpha', 'teacher@alpha.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  const [org] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  alpha = org!.id;
  for (const r of await s.db.query<{ id: number; email: string }>(`select id, email from users`)) ids.set(r.email, r.id);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('notifications', () => {
  let id: number;

  it('notify in a trainer\'s transaction reaches the student: list and count', async () => {
    const student = ids.get('student@alpha.test')!;
    // a request's transaction (app_user under row-level security) may notify another user of its centre
    await withTenantTx(ctxOf(ids.get('teacher@alpha.test')!), (tx) =>
      notify(tx, { organizationId: alpha, userIds: [student, student], kind: 'test.assigned', params: { title: 'Mock 3' }, link: '/student/mock-exam' }),
    );
    const c = await s.api('alpha', t.student).get('notifications/unread-count');
    expectOk(c);
    expect(c.body.data).toEqual({ unread: 1 });
    const l = await s.api('alpha', t.student).get('notifications');
    expectOk(l);
    expect(l.body.data.items).toHaveLength(1);
    expect(l.body.data.items[0]).toMatchObject({ kind: 'test.assigned', params: { title: 'Mock 3' }, link: '/student/mock-exam', read_at: null });
    expect(l.body.data.unread).toBe(1);
    expect(l.body.data.meta).toMatchObject({ total: 1, current_page: 1 });
    id = l.body.data.items[0].id;
  });

  it('nobody else sees or marks it', async () => {
    for (const [tenant, token] of [['alpha', t.newstudent], ['alpha', t.teacher], ['beta', t.betaStudent]] as const) {
      const l = await s.api(tenant, token).get('notifications');
      expectOk(l);
      expect(l.body.data.items.map((n: { id: number }) => n.id)).not.toContain(id);
      expectErrorEnvelope(await s.api(tenant, token).post(`notifications/${id}/read`), 404);
    }
    // the policy too: another user's transaction reads no row of it
    const rows = await withTenantTx(ctxOf(ids.get('newstudent@alpha.test')!), (tx) => tx.execute(sql`select id from notifications where id = ${id}`));
    expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toHaveLength(0);
    const c = await s.api('alpha', t.student).get('notifications/unread-count');
    expect(c.body.data.unread).toBe(1);
  });

  it('marks it read: the count drops, the unread filter leaves it out; reading again keeps the time', async () => {
    const r = await s.api('alpha', t.student).post(`notifications/${id}/read`);
    expectOk(r);
    expect(r.body.data.read_at).toEqual(expect.any(String));
    const again = await s.api('alpha', t.student).post(`notifications/${id}/read`);
    expect(again.body.data.read_at).toBe(r.body.data.read_at);
    expect((await s.api('alpha', t.student).get('notifications/unread-count')).body.data.unread).toBe(0);
    const l = await s.api('alpha', t.student).get('notifications?unread=1');
    expect(l.body.data.items).toHaveLength(0);
    expect((await s.api('alpha', t.student).get('notifications')).body.data.items).toHaveLength(1);
  });

  it('marks all read, only the caller\'s', async () => {
    const [student, other] = [ids.get('student@alpha.test')!, ids.get('newstudent@alpha.test')!];
    await s.db.orm.transaction((tx) => notify(tx as never, { organizationId: alpha, userIds: [student, other], kind: 'popup', params: { title: 'Hello' } }));
    await s.db.orm.transaction((tx) => notify(tx as never, { organizationId: alpha, userIds: [student], kind: 'class.assigned', params: { title: 'Morning batch' } }));
    expect((await s.api('alpha', t.student).get('notifications/unread-count')).body.data.unread).toBe(2);
    const r = await s.api('alpha', t.student).post('notifications/read-all');
    expectOk(r);
    expect(r.body.data).toEqual({ unread: 0, marked: 2 });
    expect((await s.api('alpha', t.student).get('notifications/unread-count')).body.data.unread).toBe(0);
    expect((await s.api('alpha', t.newstudent).get('notifications/unread-count')).body.data.unread).toBe(1);
  });

  it('refuses a bad id or query with 4xx, and a visitor with 401', async () => {
    expectErrorEnvelope(await s.api('alpha', t.student).post('notifications/abc/read'), 422);
    expectErrorEnvelope(await s.api('alpha', t.student).get('notifications?unread=maybe'), 422);
    expectErrorEnvelope(await s.api('alpha').get('notifications/unread-count'), 401);
  });

  it('tells a student of a package ending within 7 days once per enrollment, however often the job runs', async () => {
    const student = ids.get('newstudent@alpha.test')!;
    const [pkg] = await s.db.query<{ id: number }>(`select id from packages where organization_id = $1 limit 1`, [alpha]);
    expect(pkg).toBeTruthy();
    await s.db.query(`update enrollments set status = 'ended' where student_id = $1`, [student]);
    const rows = await s.db.query<{ id: number }>(
      `insert into enrollments (organization_id, student_id, package_id, status, starts_on, ends_on) values
         ($1, $2, $3, 'active', current_date - 30, current_date + 3), ($1, $2, $3, 'active', current_date - 30, current_date + 20)
       returning id`,
      [alpha, student, pkg!.id],
    );
    const before = (await s.api('alpha', t.newstudent).get('notifications/unread-count')).body.data.unread as number;
    await s.runJobs({ recurring: ['notifications.package-expiry'] });
    await s.runJobs({ recurring: ['notifications.package-expiry'] });
    const l = await s.api('alpha', t.newstudent).get('notifications?unread=1');
    const expiring = l.body.data.items.filter((n: { kind: string }) => n.kind === 'package.expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0].params.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(l.body.data.unread).toBe(before + 1);
    // the one ending in 20 days is told once it comes within 7
    await s.db.query(`update enrollments set ends_on = current_date + 6 where id = $1`, [rows[1]!.id]);
    await s.runJobs({ recurring: ['notifications.package-expiry'] });
    await s.runJobs({ recurring: ['notifications.package-expiry'] });
    expect((await s.api('alpha', t.newstudent).get('notifications/unread-count')).body.data.unread).toBe(before + 2);
  });

  it('a trainer\'s first evaluation of a practice answer notifies its student, a re-score does not', async () => {
    const [q] = await s.db.query<{ id: number; title: string }>(
      `select q.id, q.title from questions q join question_types t on t.id = q.question_type_id
        where t.slug = 'write-essay' and q.organization_id = $1 and q.deleted_at is null order by q.id limit 1`,
      [alpha],
    );
    const essay = Array.from({ length: 24 }, () => 'Free tuition lets talented students from every background study without fear of debt.').join(' ');
    const a = await s.api('alpha', t.student).post('question-test', { question_id: q!.id, response: { text: essay } });
    expectOk(a);
    const attemptId = a.body.data.attempt_id as number;
    const before = (await s.api('alpha', t.student).get('notifications/unread-count')).body.data.unread as number;
    const view = await s.api('alpha', t.teacher).get(`evaluation/${attemptId}`);
    expectOk(view);
    const traits = Object.fromEntries((view.body.data.traits as Array<{ key: string; human: boolean; max: number }>).filter((x) => x.human).map((x) => [x.key, Math.min(1, x.max)]));
    expectOk(await s.api('alpha', t.teacher).post('evaluation/evaluate', { attempt_id: attemptId, traits, feedback: 'Good.' }));
    expectOk(await s.api('alpha', t.teacher).post('evaluation/evaluate', { attempt_id: attemptId, traits, feedback: 'Better.' }));
    const l = await s.api('alpha', t.student).get('notifications?unread=1');
    expect(l.body.data.unread).toBe(before + 1);
    expect(l.body.data.items[0]).toMatchObject({ kind: 'evaluation.released', params: { title: q!.title }, link: `/student/pte-practice/result/${attemptId}` });
  });
});
