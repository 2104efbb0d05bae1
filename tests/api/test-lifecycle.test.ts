// A test's lifecycle over HTTP (issue 12, "First impression"): draft -> awaiting approval -> published -> inactive.
// Finishing the wizard no longer publishes; the approval does, and only of a finished test. Drafts and unpublished
// tests nobody has sat can be deleted; a test with sittings never is (409 with the reason), a published one is
// deactivated first. The list says where each test stands (`state`) and filters on it. Going live tells the
// centre's students once ('test.assigned').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let teacher: string;
let student: string;
let betaTeacher: string;
let master: string;
let alphaId: number;

async function items(n: number): Promise<number[]> {
  const rows = await s.db.query<{ id: number }>(
    `select q.id from questions q where q.organization_id = $1 and q.quiz_type_id is null and q.deleted_at is null and q.status = 'active' and q.approval = 'approved' order by q.id limit $2`,
    [alphaId, n],
  );
  return rows.map((r) => r.id);
}

/** A practice test through the wizard: the first save, then (unless `draft`) the last step. */
async function wizard(title: string, { draft = false } = {}): Promise<number> {
  const api = s.api('alpha', teacher);
  const c = await api.post('practice-tests', { step: 'test-information', title, category: 'reading' });
  expectOk(c, 201);
  expect(c.body.data).toMatchObject({ state: 'draft', approval: 'pending', completed: false });
  if (!draft) {
    const done = await api.put(`practice-tests/${c.body.data.id}`, { step: 'test-preview', question_ids: await items(2) });
    expectOk(done);
    expect(done.body.data).toMatchObject({ state: 'awaiting-approval', approval: 'pending', status: 'active', completed: true });
  }
  return c.body.data.id as number;
}

async function studentSees(id: number): Promise<boolean> {
  const list = await s.api('alpha', student).get('practice-tests?per_page=100');
  expectOk(list);
  const listed = list.body.data.items.some((r: { id: number }) => r.id === id);
  const shown = (await s.api('alpha', student).get(`practice-tests/${id}`)).status === 200;
  expect(shown).toBe(listed);
  return listed;
}

async function authorRow(id: number) {
  const list = await s.api('alpha', teacher).get('practice-tests?per_page=100');
  expectOk(list);
  return list.body.data.items.find((r: { id: number }) => r.id === id) as { state: string; status: string; approval: string } | undefined;
}

beforeAll(async () => {
  s = await startServer();
  [teacher, student, betaTeacher, master] = await Promise.all([
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('beta', 'teacher@beta.test'),
    s.login(null, 'master@platform.test'),
  ]);
  alphaId = (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id;
});
afterAll(async () => {
  await s?.close();
});

describe('publishing a test', () => {
  it('finishing the wizard leaves the test awaiting approval, out of the students\' sight, until it is approved', async () => {
    const id = await wizard('Lifecycle: publish');
    expect(await studentSees(id)).toBe(false);
    expectErrorEnvelope(await s.api('alpha', student).post('exam-enrolls', { test_id: id }), 404);
    expect(await authorRow(id)).toMatchObject({ state: 'awaiting-approval' });

    const pub = await s.api('alpha', teacher).patch(`practice-tests/change-status/${id}`, { approval: 'approved' });
    expectOk(pub);
    expect(pub.body.data.state).toBe('published');
    expect(await studentSees(id)).toBe(true);

    const off = await s.api('alpha', teacher).patch(`practice-tests/change-status/${id}`, { status: 'inactive' });
    expectOk(off);
    expect(off.body.data.state).toBe('inactive');
    expect(await studentSees(id)).toBe(false);
  });

  it('tells the centre\'s students once when a test goes live: not while it awaits approval, not again when it comes back', async () => {
    const title = 'Lifecycle: announced';
    const heard = async (tenant: string, token: string) => {
      const l = await s.api(tenant, token).get('notifications?per_page=100');
      expectOk(l);
      return (l.body.data.items as Array<{ kind: string; params: { title?: string }; link: string }>).filter((n) => n.kind === 'test.assigned' && n.params.title === title);
    };
    const id = await wizard(title);
    expect(await heard('alpha', student)).toHaveLength(0);
    expectOk(await s.api('alpha', teacher).patch(`practice-tests/change-status/${id}`, { approval: 'approved' }));
    const told = await heard('alpha', student);
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe('/student/practice-test');
    expectOk(await s.api('alpha', teacher).patch(`practice-tests/change-status/${id}`, { status: 'inactive' }));
    expectOk(await s.api('alpha', teacher).patch(`practice-tests/change-status/${id}`, { status: 'active' }));
    expect(await heard('alpha', student)).toHaveLength(1);
    expect(await heard('beta', await s.login('beta', 'student@beta.test'))).toHaveLength(0);
    expect(await heard('alpha', teacher)).toHaveLength(0);
  });

  it('refuses to approve a draft, so finishing it later cannot publish it', async () => {
    const id = await wizard('Lifecycle: early approval', { draft: true });
    const early = await s.api('alpha', teacher).patch(`practice-tests/change-status/${id}`, { approval: 'approved' });
    expectErrorEnvelope(early, 409);
    expect(early.body.message).toMatch(/finish/i);
    expect(await authorRow(id)).toMatchObject({ state: 'draft', approval: 'pending' });
  });

  it('lists each state on its own with ?state=', async () => {
    const draft = await wizard('Lifecycle: filter draft', { draft: true });
    const waiting = await wizard('Lifecycle: filter waiting');
    const api = s.api('alpha', teacher);
    for (const [state, id] of [['draft', draft], ['awaiting-approval', waiting]] as const) {
      const r = await api.get(`practice-tests?state=${state}&per_page=100`);
      expectOk(r);
      expect(r.body.data.items.map((x: { id: number }) => x.id)).toContain(id);
      expect(r.body.data.items.every((x: { state: string }) => x.state === state)).toBe(true);
    }
    const published = await api.get('practice-tests?state=published&per_page=100');
    expect(published.body.data.items.map((x: { id: number }) => x.id)).not.toContain(waiting);
    expectErrorEnvelope(await api.get('practice-tests?state=live'), 422);
  });
});

describe('deleting a test', () => {
  it('deletes a draft and an unpublished test; they are gone for their authors too', async () => {
    const api = s.api('alpha', teacher);
    for (const id of [await wizard('Lifecycle: delete draft', { draft: true }), await wizard('Lifecycle: delete waiting')]) {
      const del = await api.delete(`practice-tests/${id}`);
      expectOk(del);
      expect(del.body.message).toBe('Test deleted.');
      expectErrorEnvelope(await api.get(`practice-tests/${id}`), 404);
      expect(await authorRow(id)).toBeUndefined();
      expectErrorEnvelope(await api.delete(`practice-tests/${id}`), 404);
    }
  });

  it('asks for a published test to be deactivated first, and never deletes one with sittings', async () => {
    const api = s.api('alpha', teacher);
    const id = await wizard('Lifecycle: sat');
    expectOk(await api.patch(`practice-tests/change-status/${id}`, { approval: 'approved' }));
    const live = await api.delete(`practice-tests/${id}`);
    expectErrorEnvelope(live, 409);
    expect(live.body.message).toMatch(/deactivate/i);

    expectOk(await s.api('alpha', student).post('exam-enrolls', { test_id: id }), 201);
    expectOk(await api.patch(`practice-tests/change-status/${id}`, { status: 'inactive' }));
    const sat = await api.delete(`practice-tests/${id}`);
    expectErrorEnvelope(sat, 409);
    expect(sat.body.message).toMatch(/sat once/);
    expect(await authorRow(id)).toMatchObject({ state: 'inactive' });
  });

  it('lets only its authors delete it: students 403, another tenant 404, a platform test is read-only for a centre', async () => {
    const id = await wizard('Lifecycle: guarded', { draft: true });
    expectErrorEnvelope(await s.api('alpha', student).delete(`practice-tests/${id}`), 403);
    expectErrorEnvelope(await s.api('beta', betaTeacher).delete(`practice-tests/${id}`), 404);
    expectErrorEnvelope(await s.api('alpha', teacher).delete(`mock-tests/${id}`), 404);

    const platform = await s.api(null, master).post('practice-tests', { step: 'test-information', title: 'Lifecycle: platform draft' });
    expectOk(platform, 201);
    expectErrorEnvelope(await s.api('alpha', teacher).delete(`practice-tests/${platform.body.data.id}`), 403);
    expectOk(await s.api(null, master).delete(`practice-tests/${platform.body.data.id}`));
    expect(await authorRow(id)).toMatchObject({ state: 'draft' });
  });

  it('deletes a quiz set draft, and refuses a published one', async () => {
    const api = s.api('alpha', teacher);
    const draft = await api.post('quiz-set', { step: 'quiz-information', title: 'Lifecycle: quiz draft' });
    expectOk(draft, 201);
    const del = await api.delete(`quiz-set/${draft.body.data.id}`);
    expectOk(del);
    expect(del.body.message).toBe('Quiz set deleted.');
    expectErrorEnvelope(await api.get(`quiz-set/${draft.body.data.id}`), 404);

    const [published] = await s.db.query<{ id: number }>(`select id from tests where exam_type = 'quiz-sets' and organization_id = $1 and published_at is not null and deleted_at is null order by id limit 1`, [alphaId]);
    const refused = await api.delete(`quiz-set/${published!.id}`);
    expectErrorEnvelope(refused, 409);
  });
});
