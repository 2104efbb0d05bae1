// Coaching centres, branding, roles and groups (docs/product-spec.md §10) on the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '@kernel/permissions/catalogue.ts';
import { seed } from '@server/db/seed.ts';
import { expectErrorEnvelope, expectOk, PASSWORD, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let owner: string;
beforeAll(async () => {
  s = await startServer();
  master = await s.login(null, 'master@platform.test');
  owner = await s.login('alpha', 'owner@alpha.test');
});
afterAll(async () => {
  await s?.close();
});

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

async function uploadLogo(tenant: string | null, token: string, bytes: Uint8Array<ArrayBuffer> = PNG, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.set('type', 'logos');
  form.set('file', new Blob([bytes], { type }), name);
  return s.api(tenant, token).raw('POST', 'common/upload-file', { body: form });
}

const host = (sub: string) => sub.toLowerCase().replace(/[^a-z0-9]/g, 'x');
const newCentre = (sub: string) => ({ name: `Centre ${sub}`, subdomain: sub, contact_email: `hello@${host(sub)}.test`, owner: { first_name: 'Owner', last_name: sub, email: `owner@${host(sub)}.test` } });

describe('coaching centres', () => {
  it('the master creates a centre: its owner is invited on the new sub-domain, signs in there, and the centre has its branding', async () => {
    const logo = await uploadLogo(null, master);
    expectOk(logo);
    const r = await s.api(null, master).post('organizations', { ...newCentre('gamma'), primary_color: '#1D4ED8', logo: logo.body.data.filepath });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ subdomain: 'gamma', status: 'active', primary_color: '#1d4ed8', owner: { email: 'owner@gamma.test', invitation: 'pending' }, users_count: 1, students_count: 0 });
    const brand = await s.api('gamma').get('branding');
    expectOk(brand);
    expect(brand.body.data).toEqual({ name: 'Centre gamma', subdomain: 'gamma', logo: logo.body.data.filepath, primary_color: '#1d4ed8', status: 'active' });
    const [mail] = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'owner@gamma.test'`);
    const token = decodeURIComponent(/set-password\?t=([^&\s]+)/.exec(mail!.body_text)![1]!);
    expect(mail!.body_text).toContain('://gamma.');
    expectOk(await s.api('gamma').post('set-password', { token, email: 'owner@gamma.test', password: PASSWORD, password_confirmation: PASSWORD }));
    const gOwner = await s.login('gamma', 'owner@gamma.test');
    expect((await s.api('gamma', gOwner).get('auth-user')).body.data.role).toBe('COACHING_OWNER');
    // the new owner sees only their centre, and edits its branding but not its sub-domain
    const mine = (await s.api('gamma', gOwner).get('organizations')).body.data.items as Array<{ subdomain: string }>;
    expect(mine.map((o) => o.subdomain)).toEqual(['gamma']);
    expectOk(await s.api('gamma', gOwner).put(`organizations/${r.body.data.id}`, { name: 'Gamma PTE', primary_color: '#0f766e' }));
    const sub = await s.api('gamma', gOwner).put(`organizations/${r.body.data.id}`, { subdomain: 'gamma2' });
    expect(sub.body.errors.subdomain).toBeTruthy();
    expect((await s.api('gamma').get('branding')).body.data).toMatchObject({ name: 'Gamma PTE', primary_color: '#0f766e' });
    expectErrorEnvelope(await s.api('gamma', gOwner).post('organizations', newCentre('delta')), 403);
  });

  it('422 on a taken, reserved or malformed sub-domain, a bad colour or a logo that was never uploaded; nothing written', async () => {
    const before = (await s.db.query<{ n: number }>(`select count(*)::int as n from organizations`))[0]!.n;
    for (const [sub, msg] of [['alpha', /taken/], ['admin', /reserved/], ['A_b', /lower-case/], ['ab', /lower-case/]] as const) {
      const r = await s.api(null, master).post('organizations', newCentre(sub));
      expectErrorEnvelope(r, 422);
      expect(`${sub}: ${r.body.errors?.subdomain?.[0] ?? r.text}`).toMatch(msg);
    }
    const colour = await s.api(null, master).post('organizations', { ...newCentre('epsilon'), primary_color: 'blue' });
    expect(colour.body.errors.primary_color).toBeTruthy();
    const logo = await s.api(null, master).post('organizations', { ...newCentre('epsilon'), logo: '/files/logos/00000000-0000-0000-0000-000000000000.png' });
    expect(logo.body.errors.logo).toBeTruthy();
    const notImage = await uploadLogo(null, master, new TextEncoder().encode('%PDF-1.4 not an image'), 'logo.pdf', 'application/pdf');
    expectErrorEnvelope(notImage, 422);
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from organizations`))[0]!.n).toBe(before);
  });

  it('deactivating a centre signs its users out and tells them why; reactivating lets them back; delete only when inactive', async () => {
    const c = (await s.api(null, master).post('organizations', newCentre('zeta'))).body.data;
    const [mail] = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'owner@zeta.test'`);
    const token = decodeURIComponent(/set-password\?t=([^&\s]+)/.exec(mail!.body_text)![1]!);
    await s.api('zeta').post('set-password', { token, email: 'owner@zeta.test', password: PASSWORD, password_confirmation: PASSWORD });
    const zOwner = await s.login('zeta', 'owner@zeta.test');
    expectErrorEnvelope(await s.api(null, master).delete(`organizations/${c.id}`), 422);
    expectOk(await s.api(null, master).patch(`organizations/change-status/${c.id}`, { status: 'inactive' }));
    const after = await s.api('zeta', zOwner).get('auth-user');
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'tenant_inactive', message: 'This coaching centre is inactive. Contact the platform for help.' });
    const login = await s.api('zeta').post('login', { email: 'owner@zeta.test', password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('tenant_inactive');
    expect((await s.api('zeta').get('branding')).body.code).toBe('tenant_inactive');
    expectOk(await s.api(null, master).patch(`organizations/change-status/${c.id}`, { status: 'active' }));
    expect(await s.login('zeta', 'owner@zeta.test')).toBeTruthy();
    await s.api(null, master).patch(`organizations/change-status/${c.id}`, { status: 'inactive' });
    expectOk(await s.api(null, master).delete(`organizations/${c.id}`));
    expect((await s.api('zeta').get('branding')).status).toBe(404);
    const list = (await s.api(null, master).get('organizations?per_page=100')).body.data.items as Array<{ subdomain: string }>;
    expect(list.map((o) => o.subdomain)).not.toContain('zeta');
    expect((await s.api(null, master).post('organizations', newCentre('zeta'))).body.errors.subdomain[0]).toMatch(/taken/);
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from users where email = 'owner@zeta.test'`))[0]!.n).toBe(1);
  });

  it('lists with search, status filter and sort for the master; only the master changes status', async () => {
    const r = await s.api(null, master).get('organizations?search=ALPHA');
    expect(r.body.data.items.map((o: { subdomain: string }) => o.subdomain)).toEqual(['alpha']);
    expect(r.body.data.items[0]).toMatchObject({ owner: { email: 'owner@alpha.test', invitation: 'accepted' } });
    expect(r.body.data.items[0].students_count).toBeGreaterThan(0);
    const byName = (await s.api(null, master).get('organizations?sort=name&order=asc&per_page=100')).body.data.items.map((o: { name: string }) => o.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const [alpha] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
    expectErrorEnvelope(await s.api('alpha', owner).patch(`organizations/change-status/${alpha!.id}`, { status: 'inactive' }), 403);
    const [beta] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'beta'`);
    expectErrorEnvelope(await s.api('alpha', owner).get(`organizations/${beta!.id}`), 404);
    expectErrorEnvelope(await s.api('alpha', owner).put(`organizations/${beta!.id}`, { name: 'Mine now' }), 404);
  });
});

describe('roles', () => {
  it('the catalogue in its groups; the owner sees the built-in roles and the centre\'s own, never another centre\'s', async () => {
    const p = await s.api('alpha', owner).get('permissions');
    expectOk(p);
    expect(p.body.data.find((g: { key: string }) => g.key === 'user').permissions.map((x: { keyword: string }) => x.keyword)).toContain('USER_INDEX_USER');
    const betaOwner = await s.login('beta', 'owner@beta.test');
    const made = await s.api('beta', betaOwner).post('roles', { name: 'Beta desk', kind: 'ADMIN', permission_ids: [permissionId('DASHBOARD_INDEX')] });
    expectOk(made, 201);
    const names = (await s.api('alpha', owner).get('roles')).body.data.items.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['STUDENT', 'TRAINER', 'ADMIN', 'COACHING_OWNER']));
    expect(names).not.toContain('Beta desk');
    expectErrorEnvelope(await s.api('alpha', owner).get(`roles/${made.body.data.id}`), 404);
  });

  it('an owner makes a staff role from keys they hold; its holder gets exactly those keys at the next request', async () => {
    const bad = await s.api('alpha', owner).post('roles', { name: 'Desk', kind: 'ADMIN', permission_ids: [permissionId('DASHBOARD_INDEX'), permissionId('ORGANIZATION_STORE')] });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.permission_ids[0]).toMatch(/ORGANIZATION_STORE/);
    expectErrorEnvelope(await s.api('alpha', owner).post('roles', { name: 'Boss', kind: 'COACHING_OWNER', permission_ids: [] }), 422);
    const desk = await s.api('alpha', owner).post('roles', { name: 'Front desk', kind: 'ADMIN', permission_ids: [permissionId('DASHBOARD_INDEX'), permissionId('STUDENT_INDEX')] });
    expectOk(desk, 201);
    expect(desk.body.data).toMatchObject({ kind: 'ADMIN', builtin: false, editable: true, users_count: 0 });
    expect((await s.api('alpha', owner).post('roles', { name: 'Front desk', kind: 'ADMIN', permission_ids: [] })).body.errors.name).toBeTruthy();
    const user = await s.api('alpha', owner).post('users', { first_name: 'Desk', email: 'desk@alpha.test', role_id: desk.body.data.id });
    expectOk(user, 201);
    const [mail] = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'desk@alpha.test'`);
    const token = decodeURIComponent(/set-password\?t=([^&\s]+)/.exec(mail!.body_text)![1]!);
    await s.api('alpha').post('set-password', { token, email: 'desk@alpha.test', password: PASSWORD, password_confirmation: PASSWORD });
    const deskToken = await s.login('alpha', 'desk@alpha.test');
    const keys = async () => ((await s.api('alpha', deskToken).get('auth-user')).body.data.permissions as string[]).sort();
    expect(await keys()).toEqual([permissionId('DASHBOARD_INDEX'), permissionId('STUDENT_INDEX')].sort());
    const diff = await s.api('alpha', owner).post(`roles/${desk.body.data.id}/preview`, { permission_ids: [permissionId('DASHBOARD_INDEX'), permissionId('USER_INDEX')] });
    expectOk(diff);
    expect(diff.body.data).toEqual({ granted: [expect.objectContaining({ keyword: 'USER_INDEX' })], removed: [expect.objectContaining({ keyword: 'STUDENT_INDEX' })], users_affected: 1 });
    expectOk(await s.api('alpha', owner).put(`roles/${desk.body.data.id}`, { permission_ids: [permissionId('DASHBOARD_INDEX'), permissionId('USER_INDEX')] }));
    expect(await keys()).toEqual([permissionId('DASHBOARD_INDEX'), permissionId('USER_INDEX')].sort());
    // a role somebody holds is neither deleted nor switched off
    const del = await s.api('alpha', owner).delete(`roles/${desk.body.data.id}`);
    expectErrorEnvelope(del, 422);
    expect(del.body.errors.id[0]).toMatch(/1 user/);
    const audit = (await s.api('alpha', owner).get('audit-log?target_type=role')).body.data.items as Array<{ action: string; details: { granted?: string[] } }>;
    expect(audit.find((e) => e.action === 'role.update')!.details.granted).toEqual(['USER_INDEX']);
  });

  it('built-in roles: the owner cannot change them; the master can, keeps the required keys, and the change survives a re-seed', async () => {
    const [trainer] = await s.db.query<{ id: number }>(`select id from roles where kind = 'TRAINER' and builtin`);
    expectErrorEnvelope(await s.api('alpha', owner).put(`roles/${trainer!.id}`, { description: 'mine' }), 403);
    const current = (await s.api(null, master).get(`roles/${trainer!.id}`)).body.data as { permission_ids: string[]; required_ids: string[] };
    const losing = await s.api(null, master).put(`roles/${trainer!.id}`, { permission_ids: current.permission_ids.filter((id) => id !== permissionId('QUESTION_INDEX')) });
    expectErrorEnvelope(losing, 422);
    expect(losing.body.errors.permission_ids[0]).toMatch(/QUESTION_INDEX/);
    const without = current.permission_ids.filter((id) => id !== permissionId('BLOG_INDEX'));
    const r = await s.api(null, master).put(`roles/${trainer!.id}`, { permission_ids: without });
    expectOk(r);
    await seed(s.db);
    const after = (await s.api(null, master).get(`roles/${trainer!.id}`)).body.data.permission_ids as string[];
    expect(after).not.toContain(permissionId('BLOG_INDEX'));
    expect(after.length).toBe(without.length);
    expectErrorEnvelope(await s.api(null, master).delete(`roles/${trainer!.id}`), 422);
  });
});

describe('groups', () => {
  it('CRUD inside the centre, members checked by kind and centre, counts, unique names', async () => {
    const seeded = (await s.api('alpha', owner).get('groups')).body.data.items as Array<{ name: string; students_count: number; trainers_count: number }>;
    expect(seeded.find((g) => g.name === 'Morning batch')).toMatchObject({ students_count: 2, trainers_count: 1 });
    const ids = new Map((await s.db.query<{ id: number; email: string }>(`select id, email from users`)).map((r) => [r.email, r.id]));
    const r = await s.api('alpha', owner).post('groups', { name: 'Evening batch', student_ids: [ids.get('student@alpha.test')], trainer_ids: [ids.get('teacher@alpha.test')] });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ name: 'Evening batch', students_count: 1, trainers_count: 1, students: [{ email: 'student@alpha.test' }] });
    const wrongKind = await s.api('alpha', owner).post('groups', { name: 'Wrong', student_ids: [ids.get('teacher@alpha.test')] });
    expect(wrongKind.body.errors.student_ids).toBeTruthy();
    const otherCentre = await s.api('alpha', owner).post('groups', { name: 'Wrong', student_ids: [ids.get('student@beta.test')] });
    expect(otherCentre.body.errors.student_ids).toBeTruthy();
    expect((await s.api('alpha', owner).post('groups', { name: 'evening BATCH' })).body.errors.name).toBeTruthy();
    const up = await s.api('alpha', owner).put(`groups/${r.body.data.id}`, { student_ids: [ids.get('student@alpha.test'), ids.get('newstudent@alpha.test')] });
    expect(up.body.data.students_count).toBe(2);
    expect(up.body.data.trainers_count).toBe(1);
    expect((await s.api('alpha', owner).patch(`groups/change-status/${r.body.data.id}`, { status: 'inactive' })).body.data.status).toBe('inactive');
    // users list filters by group
    const inGroup = (await s.api('alpha', owner).get(`users?group_id=${r.body.data.id}`)).body.data.items.map((u: { email: string }) => u.email).sort();
    expect(inGroup).toEqual(['newstudent@alpha.test', 'student@alpha.test', 'teacher@alpha.test']);
    const betaOwner = await s.login('beta', 'owner@beta.test');
    expectErrorEnvelope(await s.api('beta', betaOwner).get(`groups/${r.body.data.id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).delete(`groups/${r.body.data.id}`), 404);
    expectOk(await s.api('alpha', owner).delete(`groups/${r.body.data.id}`));
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from users where id = $1`, [ids.get('student@alpha.test')]))[0]!.n).toBe(1);
    const student = await s.login('alpha', 'student@alpha.test');
    expectErrorEnvelope(await s.api('alpha', student).get('groups'), 403);
  });
});
