// Packages and courses (docs/product-spec.md §11) on the real server and database: the wizard's step saves, 422 per
// field, tenant isolation, the platform's plans, renewal options, random items, the base price and a centre's plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let owner: string;
let teacher: string;
let student: string;
let betaOwner: string;
let betaStudent: string;
let alphaId: number;
let teacherId: number;
beforeAll(async () => {
  s = await startServer();
  master = await s.login(null, 'master@platform.test');
  owner = await s.login('alpha', 'owner@alpha.test');
  teacher = await s.login('alpha', 'teacher@alpha.test');
  student = await s.login('alpha', 'student@alpha.test');
  betaOwner = await s.login('beta', 'owner@beta.test');
  betaStudent = await s.login('beta', 'student@beta.test');
  alphaId = Number((await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id);
  teacherId = Number((await s.db.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`))[0]!.id);
});
afterAll(async () => {
  await s?.close();
});

const api = (token: string, tenant: string | null = 'alpha') => s.api(tenant, token);

describe('the seed', () => {
  it("alpha has three packages and two courses; the platform has two plans for centres; beta has none", async () => {
    const pk = await api(owner).get('packages?kind=PACKAGE&status=active');
    expectOk(pk);
    expect(pk.body.data.items.map((p: { name: string }) => p.name).sort()).toEqual(['Mock test pack', 'PTE Complete 90 days', 'PTE Starter 30 days']);
    const starter = pk.body.data.items.find((p: { name: string }) => p.name === 'PTE Starter 30 days');
    expect(starter).toMatchObject({ kind: 'PACKAGE', audience: 'STUDENT', price_minor: 300_000, currency: 'BDT', duration_days: 30, status: 'active' });
    const courses = await api(owner).get('packages?kind=COURSE');
    expect(courses.body.data.items).toHaveLength(2);
    expect(courses.body.data.items.every((c: { trainers: { full_name: string }[] }) => c.trainers[0]?.full_name === 'Sarah Mitchell')).toBe(true);
    const plans = await api(master, null).get('packages');
    expectOk(plans);
    expect(plans.body.data.items.map((p: { name: string; audience: string }) => `${p.name}/${p.audience}`).sort()).toEqual(['Centre Basic/CENTRE', 'Centre Pro/CENTRE']);
    const beta = await api(betaOwner, 'beta').get('packages');
    expect(beta.body.data.meta.total).toBe(0);
  });
});

describe('the wizard', () => {
  let id: number;
  it('POST creates a draft from the first step; PUT saves each later step and keeps what it does not send', async () => {
    const r = await api(owner).post('packages', { kind: 'PACKAGE', step: 'basic-information', name: '  IELTS to PTE bridge ', description: 'Two weeks' });
    expectOk(r, 201);
    id = r.body.data.id;
    expect(r.body.data).toMatchObject({ name: 'IELTS to PTE bridge', status: 'draft', step: 'basic-information', visited: ['basic-information'], audience: 'STUDENT', currency: 'BDT', items: [] });

    expectOk(await api(owner).put(`packages/${id}`, { step: 'type', delivery: 'ONLINE' }));
    expectOk(await api(owner).put(`packages/${id}`, { step: 'adons', addons: [{ name: 'Mock review', price_minor: 50_000 }] }));
    const props = { pte_practice: { enabled: true, sections: ['speaking', 'speaking', 'writing'] }, mock_test: { enabled: true, count: 2 }, one_to_one_appointment: { enabled: true, count: 1, minutes: 45 } };
    const p = await api(owner).put(`packages/${id}`, { step: 'properties', properties: props });
    expectOk(p);
    expect(p.body.data.properties.pte_practice.sections).toEqual(['speaking', 'writing']);
    // resume: a fresh read carries the step, the visited steps and what each step saved
    const back = await api(owner).get(`packages/${id}`);
    expectOk(back);
    expect(back.body.data).toMatchObject({ step: 'properties', visited: ['basic-information', 'type', 'adons', 'properties'], name: 'IELTS to PTE bridge', description: 'Two weeks', addons: [{ name: 'Mock review', price_minor: 50_000 }], status: 'draft' });
    // going back to an earlier step keeps the visited list in wizard order
    expect((await api(owner).put(`packages/${id}`, { step: 'type' })).body.data.visited).toEqual(['basic-information', 'type', 'adons', 'properties']);
    expectOk(await api(owner).put(`packages/${id}`, { step: 'duration-price', duration_days: 14, price_minor: 250_050 }));
    expectOk(await api(owner).put(`packages/${id}`, { step: 'review' }));
    const done = await api(owner).put(`packages/${id}`, { step: 'preview' });
    expectOk(done);
    expect(done.body.data).toMatchObject({ status: 'active', step: 'preview', duration_days: 14, price_minor: 250_050 });
    // a finished package stays active when a step is saved again
    expect((await api(owner).put(`packages/${id}`, { step: 'review', name: 'Bridge' })).body.data.status).toBe('active');
  });

  it('422 per field, and nothing changes', async () => {
    const before = (await api(owner).get(`packages/${id}`)).body.data;
    const bad: Array<[unknown, string]> = [
      [{ step: 'basic-information', name: '' }, 'name'],
      [{ step: 'basic-information', name: 'x'.repeat(121) }, 'name'],
      [{ step: 'duration-price', price_minor: 12.5 }, 'price_minor'],
      [{ step: 'duration-price', price_minor: -1 }, 'price_minor'],
      [{ step: 'duration-price', price_minor: 1e12 + 1 }, 'price_minor'],
      [{ step: 'duration-price', price_minor: '100' }, 'price_minor'],
      [{ step: 'duration-price', duration_days: 0 }, 'duration_days'],
      [{ step: 'duration-price', duration_days: 3661 }, 'duration_days'],
      [{ step: 'adons', addons: [{ name: 'A', price_minor: 1.5 }] }, 'addons.0.price_minor'],
      [{ step: 'adons', addons: [{ name: '', price_minor: 1 }] }, 'addons.0.name'],
      [{ step: 'type', schedule: [{ day: 'mon', start: '10:00', end: '09:00' }] }, 'schedule.0.end'],
      [{ step: 'type', schedule: [{ day: 'xyz', start: '10:00', end: '11:00' }] }, 'schedule.0.day'],
      [{ step: 'type', schedule: [{ day: 'mon', start: '25:00', end: '26:00' }] }, 'schedule.0.start'],
      [{ step: 'properties', properties: { mock_test: { enabled: true, count: 10_001 } } }, 'properties.mock_test.count'],
      [{ step: 'properties', properties: { quiz: { enabled: true, count: -1 } } }, 'properties.quiz.count'],
      [{ step: 'properties', properties: { teleport: { enabled: true } } }, 'properties'],
      [{ step: 'type', trainer_ids: [999_999] }, 'trainer_ids'],
      [{ step: 'type', branch_ids: [999_999] }, 'branch_ids'],
      [{ step: 'properties', items: [{ item_kind: 'practice_test', item_id: 999_999 }] }, 'items.0'],
      [{ step: 'nowhere' }, 'step'],
      [{ name: 'no step' }, 'step'],
    ];
    for (const [body, field] of bad) {
      const r = await api(owner).put(`packages/${id}`, body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await api(owner).get(`packages/${id}`)).body.data).toEqual(before);
    expectErrorEnvelope(await api(owner).post('packages', { step: 'basic-information' }), 422);
    expectErrorEnvelope(await api(owner).post('packages', { step: 'basic-information', name: 'x', kind: 'BUNDLE' }), 422);
  });

  it('a course taught in a branch needs a branch; trainers must be the centre’s; trainers author courses but not packages', async () => {
    const c = await api(teacher).post('packages', { kind: 'COURSE', step: 'basic-information', name: 'Weekend intensive' });
    expectOk(c, 201);
    const cid = c.body.data.id;
    const r = await api(teacher).put(`packages/${cid}`, { step: 'type', delivery: 'BRANCH' });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toHaveProperty('branch_ids');
    expect((await api(teacher).get(`packages/${cid}`)).body.data.delivery).toBe('ONLINE');
    const ok = await api(teacher).put(`packages/${cid}`, { step: 'type', delivery: 'ONLINE', trainer_ids: [teacherId], schedule: [{ day: 'fri', start: '09:00', end: '12:30' }] });
    expectOk(ok);
    expect(ok.body.data.trainers).toEqual([{ id: teacherId, full_name: 'Sarah Mitchell' }]);
    const ownerId = Number((await s.db.query<{ id: number }>(`select id from users where email = 'owner@alpha.test'`))[0]!.id);
    expectErrorEnvelope(await api(teacher).put(`packages/${cid}`, { step: 'type', trainer_ids: [ownerId] }), 422);
    // the trainer sees courses only
    const list = await api(teacher).get('packages');
    expectOk(list);
    expect(list.body.data.items.every((p: { kind: string }) => p.kind === 'COURSE')).toBe(true);
    expectErrorEnvelope(await api(teacher).get('packages?kind=PACKAGE'), 403);
    expectErrorEnvelope(await api(teacher).post('packages', { kind: 'PACKAGE', step: 'basic-information', name: 'Nope' }), 403);
    expectErrorEnvelope(await api(teacher).get(`packages/${id}`), 404);
    expectErrorEnvelope(await api(teacher).put(`packages/${id}`, { step: 'review' }), 404);
  });

  it('a student cannot create, read or change packages (403)', async () => {
    expectErrorEnvelope(await api(student).post('packages', { step: 'basic-information', name: 'Mine' }), 403);
    expectErrorEnvelope(await api(student).get('packages'), 403);
    expectErrorEnvelope(await api(student).get(`packages/${id}`), 403);
    expectErrorEnvelope(await api(student).put(`packages/${id}`, { step: 'review' }), 403);
    expectErrorEnvelope(await api(student).delete(`packages/${id}`), 403);
  });

  it("tenant isolation: beta cannot read or change alpha's package (404)", async () => {
    expectErrorEnvelope(await api(betaOwner, 'beta').get(`packages/${id}`), 404);
    expectErrorEnvelope(await api(betaOwner, 'beta').put(`packages/${id}`, { step: 'review', name: 'Stolen' }), 404);
    expectErrorEnvelope(await api(betaOwner, 'beta').patch(`packages/change-status/${id}`, { status: 'inactive' }), 404);
    expectErrorEnvelope(await api(betaOwner, 'beta').delete(`packages/${id}`), 404);
    expectErrorEnvelope(await api(betaOwner, 'beta').get(`packages/list-for-package-change/${id}`), 404);
    expect((await api(owner).get(`packages/${id}`)).body.data.name).toBe('Bridge');
    // the platform's plans are not a centre's
    const plan = (await api(master, null).get('packages')).body.data.items[0].id;
    expectErrorEnvelope(await api(owner).get(`packages/${plan}`), 404);
  });

  it('status: a draft is finished first (409); active and inactive toggle; delete is soft', async () => {
    const d = await api(owner).post('packages', { step: 'basic-information', name: 'Half done' });
    expectErrorEnvelope(await api(owner).patch(`packages/change-status/${d.body.data.id}`, { status: 'active' }), 409);
    expectErrorEnvelope(await api(owner).patch(`packages/change-status/${id}`, { status: 'paused' }), 422);
    expect((await api(owner).patch(`packages/change-status/${id}`, { status: 'inactive' })).body.data.status).toBe('inactive');
    expect((await api(owner).get('packages?status=inactive')).body.data.items.map((p: { id: number }) => p.id)).toContain(id);
    expect((await api(owner).patch(`packages/change-status/${id}`, { status: 'active' })).body.data.status).toBe('active');
    expectOk(await api(owner).delete(`packages/${d.body.data.id}`));
    expectErrorEnvelope(await api(owner).get(`packages/${d.body.data.id}`), 404);
    expect((await s.db.query<{ n: number }>('select count(*)::int as n from packages where id = $1 and deleted_at is not null', [d.body.data.id]))[0]!.n).toBe(1);
  });

  it('search and paging', async () => {
    const r = await api(owner).get('packages?search=COMPLETE&per_page=1');
    expectOk(r);
    expect(r.body.data.items.map((p: { name: string }) => p.name)).toEqual(['PTE Complete 90 days']);
    expect(r.body.data.meta).toMatchObject({ per_page: 1, total: 1, last_page: 1 });
    expect((await api(owner).get('packages?search=%25')).body.data.meta.total).toBe(0);
  });

  it('a package held by a student cannot be deleted (409)', async () => {
    const starter = (await api(owner).get('packages?search=Starter')).body.data.items[0];
    const stu = (await s.db.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`))[0]!.id;
    await s.db.query(`insert into enrollments (organization_id, student_id, package_id, status, starts_on, ends_on) values ($1, $2, $3, 'active', current_date, current_date + 30)`, [alphaId, stu, starter.id]);
    expectErrorEnvelope(await api(owner).delete(`packages/${starter.id}`), 409);
  });
});

describe('list-for-package-change and a centre’s packages', () => {
  it("a student sees the active packages and courses it may renew to or change to; not beta's", async () => {
    const starter = (await api(owner).get('packages?search=Starter')).body.data.items[0];
    const r = await api(student).get(`packages/list-for-package-change/${starter.id}`);
    expectOk(r);
    expect(r.body.data.current.id).toBe(starter.id);
    const names = r.body.data.items.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['PTE Starter 30 days', 'PTE Complete 90 days', 'Mock test pack', 'PTE Online Evening Course']));
    expect(r.body.data.items.every((p: { status: string; audience: string }) => p.status === 'active' && p.audience === 'STUDENT')).toBe(true);
    expectErrorEnvelope(await api(betaStudent, 'beta').get(`packages/list-for-package-change/${starter.id}`), 404);
    expectErrorEnvelope(await api(student).get('packages/list-for-package-change/2147483646'), 404);
  });

  it('packages/organization/{id}: the master reads any centre; a centre only its own', async () => {
    const m = await api(master, null).get(`packages/organization/${alphaId}`);
    expectOk(m);
    expect(m.body.data.items.length).toBeGreaterThanOrEqual(5);
    expect(m.body.data.items.every((p: { status: string }) => p.status === 'active')).toBe(true);
    expectOk(await api(owner).get(`packages/organization/${alphaId}`));
    expectErrorEnvelope(await api(betaOwner, 'beta').get(`packages/organization/${alphaId}`), 404);
    expectErrorEnvelope(await api(master, null).get('packages/organization/2147483646'), 404);
  });
});

describe('random items and the base price', () => {
  it('draws published items of the centre’s bank with their titles', async () => {
    const r = await api(owner).post('packages/get-random-package-items', { practice_test: 2, quiz_set: 1, question: 3, mock_test: 0 });
    expectOk(r);
    const items = r.body.data.items as Array<{ item_kind: string; item_id: number; title: string }>;
    expect(items.filter((i) => i.item_kind === 'question')).toHaveLength(3);
    expect(items.filter((i) => i.item_kind === 'quiz_set').length).toBeLessThanOrEqual(1);
    expect(items.every((i) => i.title.length > 0)).toBe(true);
    // the picks can be stored on a package and come back with their titles
    const c = await api(owner).post('packages', { step: 'basic-information', name: 'With items', items: items.map(({ item_kind, item_id }) => ({ item_kind, item_id })) });
    expectOk(c, 201);
    expect(c.body.data.items).toHaveLength(items.length);
    expectErrorEnvelope(await api(owner).post('packages/get-random-package-items', {}), 422);
    expectErrorEnvelope(await api(owner).post('packages/get-random-package-items', { question: 101 }), 422);
    expectErrorEnvelope(await api(student).post('packages/get-random-package-items', { question: 1 }), 403);
    // beta's bank holds none of alpha's items
    const b = await api(betaOwner, 'beta').post('packages/get-random-package-items', { practice_test: 50 });
    const alphaTests = new Set((await s.db.query<{ id: number }>('select id from tests where organization_id = $1', [alphaId])).map((t) => Number(t.id)));
    expect(b.body.data.items.some((i: { item_id: number }) => alphaTests.has(i.item_id))).toBe(false);
  });

  it('suggests a base price from the properties and duration, in integers', async () => {
    const props = { practice_test: { enabled: true, count: 10 }, materials: { enabled: true }, quiz: { enabled: false, count: 5 } };
    const r = await api(owner).get(`package-base-price?duration_days=45&properties=${encodeURIComponent(JSON.stringify(props))}`);
    expectOk(r);
    expect(r.body.data).toEqual({
      price_minor: 75_000 + 50_000 + 45_000,
      currency: 'BDT',
      breakdown: [{ part: 'base', price_minor: 75_000 }, { part: 'practice_test', price_minor: 50_000 }, { part: 'materials', price_minor: 45_000 }],
    });
    expectOk(await api(teacher).get('package-base-price?duration_days=30'));
    for (const q of ['duration_days=0', 'properties=%7B&duration_days=30', `properties=${encodeURIComponent('{"quiz":{"enabled":true,"count":1.5}}')}&duration_days=30`, 'duration_days=abc', '']) {
      const bad = await api(owner).get(`package-base-price?${q}`);
      expectErrorEnvelope(bad, 422);
    }
    const field = await api(owner).get(`package-base-price?duration_days=30&properties=${encodeURIComponent('{"quiz":{"enabled":true,"count":1.5}}')}`);
    expect(Object.keys(field.body.errors)).toEqual(['properties.quiz.count']);
    expectErrorEnvelope(await api(student).get('package-base-price?duration_days=30'), 403);
  });
});

describe("the platform's plans and a centre's plan", () => {
  it('the master builds a plan for centres (no courses, no trainers) and puts a centre on it with its items', async () => {
    const c = await api(master, null).post('packages', { step: 'basic-information', name: 'Centre Starter' });
    expectOk(c, 201);
    expect(c.body.data).toMatchObject({ audience: 'CENTRE', kind: 'PACKAGE' });
    expectErrorEnvelope(await api(master, null).post('packages', { kind: 'COURSE', step: 'basic-information', name: 'x' }), 422);
    expectErrorEnvelope(await api(master, null).put(`packages/${c.body.data.id}`, { step: 'type', trainer_ids: [teacherId] }), 422);
    // a draft plan cannot be given to a centre
    expectErrorEnvelope(await api(master, null).post(`organizations/package-items-store/${alphaId}`, { package_id: c.body.data.id }), 422);

    const pro = (await api(master, null).get('packages?search=Pro')).body.data.items[0];
    const platformQ = (await s.db.query<{ id: number }>(`select id from questions where organization_id is null and quiz_type_id is null and status = 'active' and approval = 'approved' and deleted_at is null limit 2`)).map((q) => Number(q.id));
    const r = await api(master, null).post(`organizations/package-items-store/${alphaId}`, { package_id: pro.id, items: platformQ.map((item_id) => ({ item_kind: 'question', item_id })), expires_on: '2027-01-31' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ organization_id: alphaId, plan_package_id: pro.id, plan_expires_on: '2027-01-31' });
    expect(r.body.data.items).toHaveLength(platformQ.length);
    const [org] = await s.db.query<{ plan_package_id: number; plan_expires_on: string }>(`select plan_package_id, plan_expires_on::text from organizations where id = $1`, [alphaId]);
    expect(org).toEqual({ plan_package_id: pro.id, plan_expires_on: '2027-01-31' });
    // a centre's own item is not a platform plan's
    const alphaTest = (await s.db.query<{ id: number }>(`select id from tests where organization_id = $1 limit 1`, [alphaId]))[0]!.id;
    expectErrorEnvelope(await api(master, null).post(`organizations/package-items-store/${alphaId}`, { package_id: pro.id, items: [{ item_kind: 'practice_test', item_id: alphaTest }] }), 422);
    expectErrorEnvelope(await api(master, null).post(`organizations/package-items-store/${alphaId}`, { package_id: pro.id, expires_on: '2027-02-30' }), 422);
    expectErrorEnvelope(await api(master, null).post('organizations/package-items-store/2147483646', { package_id: pro.id }), 404);
    // alpha's own package is not a plan; a centre user cannot call it
    const starter = (await api(owner).get('packages?search=Starter')).body.data.items[0];
    expectErrorEnvelope(await api(master, null).post(`organizations/package-items-store/${alphaId}`, { package_id: starter.id }), 422);
    expectErrorEnvelope(await api(owner).post(`organizations/package-items-store/${alphaId}`, { package_id: pro.id }), 403);
    // a plan a centre is on cannot be deleted
    expectErrorEnvelope(await api(master, null).delete(`packages/${pro.id}`), 409);
  });
});
