// The signed-in user's own profile: names and photo (PUT users/profile, POST users/profile/photo) and the password
// change (POST users/change-password), for every kind of user, the master on a centre's scope included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

// 1x1 transparent PNG
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));

async function uploadPhoto(tenant: string | null, token: string | undefined, bytes: Uint8Array, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return s.api(tenant, token).raw('POST', '/api/v1/users/profile/photo', { body: form });
}

async function userRow(email: string) {
  const [row] = await s.db.query<{ first_name: string; last_name: string; image: string | null; password_hash: string }>(
    'select first_name, last_name, image, password_hash from users where email = $1',
    [email],
  );
  return row!;
}

describe('PUT users/profile', () => {
  it('a student changes its names; the profile and auth-user answer the new ones; the audit log says it was its own edit', async () => {
    const token = await s.login('alpha', 'student@alpha.test');
    const r = await s.api('alpha', token).put('users/profile', { first_name: '  Rina ', last_name: 'Das' });
    expectOk(r);
    expectNoSecrets(r);
    expect(r.body.data).toMatchObject({ first_name: 'Rina', last_name: 'Das', email: 'student@alpha.test', role: 'STUDENT' });
    expect(r.body.data.target_score).not.toBeNull();
    expect((await s.api('alpha', token).get('users/profile')).body.data).toMatchObject({ first_name: 'Rina', last_name: 'Das' });
    expect((await s.api('alpha', token).get('auth-user')).body.data).toMatchObject({ first_name: 'Rina', last_name: 'Das' });
    const [entry] = await s.db.query<{ action: string; details: { fields: string[]; own: boolean } }>(
      `select a.action, a.details from audit_log a join users u on u.id = a.target_id where u.email = 'student@alpha.test' order by a.id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: 'user.update', details: { fields: ['first_name', 'last_name'], own: true } });
  });

  it('422 per field; nothing changes', async () => {
    const token = await s.login('alpha', 'teacher@alpha.test');
    const before = await userRow('teacher@alpha.test');
    const cases: [unknown, string[]][] = [
      [{}, ['first_name', 'last_name']],
      [{ first_name: '   ', last_name: 'X' }, ['first_name']],
      [{ first_name: 'x'.repeat(101), last_name: 'X' }, ['first_name']],
      [{ first_name: 'A', last_name: 'x'.repeat(101) }, ['last_name']],
      [{ first_name: 'A', last_name: 'B', image: 5 }, ['image']],
      // a path this user did not upload as its photo, or a link elsewhere
      [{ first_name: 'A', last_name: 'B', image: '/files/question-images/00000000-0000-4000-8000-000000000000.png' }, ['image']],
      [{ first_name: 'A', last_name: 'B', image: 'https://example.com/me.png' }, ['image']],
    ];
    for (const [body, fields] of cases) {
      const r = await s.api('alpha', token).put('users/profile', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors).sort(), JSON.stringify(body).slice(0, 80)).toEqual(fields);
    }
    expect(await userRow('teacher@alpha.test')).toEqual(before);
  });

  it('401 without a session', async () => {
    expectErrorEnvelope(await s.api('alpha').put('users/profile', { first_name: 'A', last_name: 'B' }), 401);
  });

  it('the master edits its own profile on the platform scope and on a centre\'s scope', async () => {
    const token = await s.login(null, 'master@platform.test');
    expectOk(await s.api(null, token).put('users/profile', { first_name: 'Platform', last_name: 'Master' }));
    expect(await userRow('master@platform.test')).toMatchObject({ first_name: 'Platform', last_name: 'Master' });
    const r = await s.api('beta', token).put('users/profile', { first_name: 'Mira', last_name: 'Master' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ first_name: 'Mira', organization_id: null, target_score: null });
    expect(await userRow('master@platform.test')).toMatchObject({ first_name: 'Mira' });
  });
});

describe('the profile photo', () => {
  it('uploads a photo (201 with its path, served as an image), sets it, and removes it again', async () => {
    const token = await s.login('alpha', 'owner@alpha.test');
    const up = await uploadPhoto('alpha', token, PNG);
    expectOk(up, 201);
    const path = up.body.data.filepath as string;
    expect(path).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    const file = await fetch(s.base + path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // uploading alone changes nothing
    expect((await userRow('owner@alpha.test')).image).toBeNull();

    const set = await s.api('alpha', token).put('users/profile', { first_name: 'Olivia', last_name: 'Owner', image: path });
    expectOk(set);
    expect(set.body.data.image).toBe(path);
    expect((await s.api('alpha', token).get('auth-user')).body.data.image).toBe(path);
    // leaving image out keeps it
    expect((await s.api('alpha', token).put('users/profile', { first_name: 'Olivia', last_name: 'O' })).body.data.image).toBe(path);

    // someone else cannot take that path as theirs
    const other = await s.login('alpha', 'admin@alpha.test');
    const stolen = await s.api('alpha', other).put('users/profile', { first_name: 'A', last_name: 'B', image: path });
    expectErrorEnvelope(stolen, 422);
    expect(Object.keys(stolen.body.errors)).toEqual(['image']);

    const removed = await s.api('alpha', token).put('users/profile', { first_name: 'Olivia', last_name: 'Owner', image: null });
    expectOk(removed);
    expect(removed.body.data.image).toBeNull();
  });

  it('a student may upload one (no authoring key needed)', async () => {
    const token = await s.login('alpha', 'newstudent@alpha.test');
    const up = await uploadPhoto('alpha', token, PNG);
    expectOk(up, 201);
    expectOk(await s.api('alpha', token).put('users/profile', { first_name: 'New', last_name: 'Student', image: up.body.data.filepath }));
  });

  it('refuses what is not a photo (422 on file), a missing file (422), more than 2 MiB (413) and anonymous callers (401); stores nothing', async () => {
    const token = await s.login('alpha', 'teacher@alpha.test');
    const stored = async () => (await s.db.query<{ n: number }>(`select count(*)::int as n from uploads where type = 'avatars'`))[0]!.n;
    const before = await stored();
    const pdf = await uploadPhoto('alpha', token, new TextEncoder().encode('%PDF-1.4\n%fake'), 'me.pdf', 'application/pdf');
    expectErrorEnvelope(pdf, 422);
    expect(pdf.body.errors.file[0]).toMatch(/PNG, JPEG, WebP or GIF/);
    // named .png, but the bytes are text
    expectErrorEnvelope(await uploadPhoto('alpha', token, new TextEncoder().encode('<svg onload=alert(1)>'), 'me.png'), 422);
    const none = await s.api('alpha', token).raw('POST', '/api/v1/users/profile/photo', { body: new FormData() });
    expectErrorEnvelope(none, 422);
    expect(Object.keys(none.body.errors)).toEqual(['file']);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expectErrorEnvelope(await uploadPhoto('alpha', token, big), 413);
    expectErrorEnvelope(await uploadPhoto('alpha', undefined, PNG), 401);
    expect(await stored()).toBe(before);
  });
});

describe('POST users/change-password', () => {
  const NEW = 'Fresh-pass-2027';

  it('checks the current password, then sets the new one and ends every other session of the user', async () => {
    const other = await s.login('beta', 'student@beta.test');
    const token = await s.login('beta', 'student@beta.test');
    const hashBefore = (await userRow('student@beta.test')).password_hash;

    const wrong = await s.api('beta', token).post('users/change-password', { current_password: 'Not-it-2026', password: NEW, password_confirmation: NEW });
    expectErrorEnvelope(wrong, 422);
    expect(Object.keys(wrong.body.errors)).toEqual(['current_password']);
    expect((await userRow('student@beta.test')).password_hash).toBe(hashBefore);
    expectOk(await s.api('beta', other).get('auth-user'));

    const r = await s.api('beta', token).post('users/change-password', { current_password: PASSWORD, password: NEW, password_confirmation: NEW });
    expectOk(r);
    expect(r.body.data).toBeNull();
    expectNoSecrets(r);
    // this session goes on, the other one is over
    expectOk(await s.api('beta', token).get('auth-user'));
    expectErrorEnvelope(await s.api('beta', other).get('auth-user'), 401);
    // the old password no longer signs in, the new one does
    expectErrorEnvelope(await s.api('beta').post('login', { email: 'student@beta.test', password: PASSWORD }), 422);
    expect(await s.login('beta', 'student@beta.test', NEW)).toBeTruthy();
  });

  it('422 per field on bad input; the password stays', async () => {
    const token = await s.login('alpha', 'admin@alpha.test');
    const before = (await userRow('admin@alpha.test')).password_hash;
    const cases: [unknown, string[]][] = [
      [{}, ['current_password', 'password', 'password_confirmation']],
      [{ current_password: PASSWORD, password: NEW, password_confirmation: 'Other-pass-2027' }, ['password_confirmation']],
      [{ current_password: PASSWORD, password: 'short1', password_confirmation: 'short1' }, ['password']],
      [{ current_password: PASSWORD, password: 'onlyletters', password_confirmation: 'onlyletters' }, ['password']],
      [{ current_password: '', password: NEW, password_confirmation: NEW }, ['current_password']],
      // the same password again is no change
      [{ current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD }, ['password']],
    ];
    for (const [body, fields] of cases) {
      const r = await s.api('alpha', token).post('users/change-password', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect((await userRow('admin@alpha.test')).password_hash).toBe(before);
  });

  it('throttles guessing the current password (429 with Retry-After)', async () => {
    const token = await s.login('beta', 'teacher@beta.test');
    const guess = (current: string) => s.api('beta', token).post('users/change-password', { current_password: current, password: NEW, password_confirmation: NEW });
    for (let i = 0; i < 3; i++) expectErrorEnvelope(await guess(`Guess-${i}-2026`), 422);
    const slowed = await guess('Guess-x-2026');
    expectErrorEnvelope(slowed, 429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    // even the right password waits: the throttle decides before any password is checked
    expectErrorEnvelope(await guess(PASSWORD), 429);
  });

  it('the master changes its password on a centre\'s scope; its platform session ends', async () => {
    const platform = await s.login(null, 'master@platform.test');
    const token = await s.login(null, 'master@platform.test');
    expectOk(await s.api('alpha', token).post('users/change-password', { current_password: PASSWORD, password: NEW, password_confirmation: NEW }));
    expectErrorEnvelope(await s.api(null, platform).get('auth-user'), 401);
    expectOk(await s.api(null, token).get('auth-user'));
  });

  it('403 under an impersonation: the owner looking through a student account cannot set its password', async () => {
    const owner = await s.login('alpha', 'owner@alpha.test');
    const [student] = await s.db.query<{ id: number }>(`select id from users where email = 'expired@alpha.test'`);
    const url = await s.api('alpha', owner).get(`impersonate/url/${student!.id}`);
    expectOk(url);
    const verified = await s.api('alpha').get(`impersonate/verify/${encodeURIComponent(url.body.data.token)}`);
    expectOk(verified);
    const before = (await userRow('expired@alpha.test')).password_hash;
    const r = await s.api('alpha', verified.body.data.token).post('users/change-password', { current_password: PASSWORD, password: NEW, password_confirmation: NEW });
    expectErrorEnvelope(r, 403);
    expect((await userRow('expired@alpha.test')).password_hash).toBe(before);
  });
});
