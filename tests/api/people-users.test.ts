// People (docs/product-spec.md §10): the user list, create with an invitation, edit, status, soft delete, resend,
// export, import, creator info and the audit log, on the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectNoSecrets, expectOk, PASSWORD, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let owner: string;
let master: string;
beforeAll(async () => {
  s = await startServer();
  owner = await s.login('alpha', 'owner@alpha.test');
  master = await s.login(null, 'master@platform.test');
});
afterAll(async () => {
  await s?.close();
});

/** The newest invitation link's token in the outbox for an address. */
async function inviteToken(email: string): Promise<string> {
  const rows = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = $1 order by id desc limit 1`, [email]);
  const m = /set-password\?t=([^&\s]+)&email=/.exec(rows[0]?.body_text ?? '');
  if (!m) throw new Error(`no invitation to ${email}`);
  return decodeURIComponent(m[1]!);
}

async function acceptInvite(tenant: string | null, email: string, token: string) {
  return s.api(tenant).post('set-password', { token, email, password: PASSWORD, password_confirmation: PASSWORD });
}

function csvForm(text: string, name = 'students.csv', type = 'text/csv') {
  const form = new FormData();
  form.set('file', new Blob([text], { type }), name);
  return form;
}

describe('GET users', () => {
  it("lists the centre's people with meta, search, filters and sort; never another centre's", async () => {
    const r = await s.api('alpha', owner).get('users?per_page=2');
    expectOk(r);
    expectNoSecrets(r);
    expect(r.body.data.meta).toMatchObject({ current_page: 1, per_page: 2 });
    const all = (await s.api('alpha', owner).get('users?per_page=100')).body.data.items as Array<{ email: string; role: string; organization_id: number }>;
    expect(all.map((u) => u.email)).toContain('teacher@alpha.test');
    expect(all.every((u) => u.email.endsWith('@alpha.test'))).toBe(true);
    expect(r.body.data.meta.total).toBe(all.length);
    const search = (await s.api('alpha', owner).get('users?search=NUSRAT')).body.data.items;
    expect(search.map((u: { email: string }) => u.email)).toEqual(['newstudent@alpha.test']);
    const students = (await s.api('alpha', owner).get('users?role=STUDENT&sort=name&order=asc')).body.data.items as Array<{ full_name: string; role: string }>;
    expect(students.every((u) => u.role === 'STUDENT')).toBe(true);
    expect(students.map((u) => u.full_name)).toEqual([...students.map((u) => u.full_name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // a LIKE pattern in the search is taken literally
    expect((await s.api('alpha', owner).get('users?search=%25')).body.data.items).toEqual([]);
    // the search reads its candidates outside row-level security: another centre's people still never come back
    const beta = await s.api('alpha', owner).get('users?search=%40beta.test');
    expect(beta.body.data.items).toEqual([]);
    expect(beta.body.data.meta.total).toBe(0);
    expect((await s.api('alpha', owner).get('users?search=%40alpha.test&per_page=100')).body.data.meta.total).toBe(all.length);
    expectErrorEnvelope(await s.api('alpha', owner).get('users?sort=password_hash'), 422);
  });

  it('an admin (STUDENT_INDEX) and a trainer (USER_INDEX) see students only; the master sees every centre', async () => {
    const admin = await s.login('alpha', 'admin@alpha.test');
    await s.db.query(`delete from role_permissions where role_id = (select id from roles where kind = 'ADMIN' and builtin) and permission_id = (select id from permissions where keyword = 'USER_INDEX_USER')`);
    const a = (await s.api('alpha', admin).get('users?per_page=100')).body.data.items as Array<{ role: string }>;
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((u) => u.role === 'STUDENT')).toBe(true);
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    const t = (await s.api('alpha', teacher).get('users?per_page=100')).body.data.items as Array<{ role: string }>;
    expect(t.every((u) => u.role === 'STUDENT')).toBe(true);
    const m = (await s.api(null, master).get('users?per_page=100')).body.data.items as Array<{ email: string }>;
    expect(m.map((u) => u.email)).toEqual(expect.arrayContaining(['owner@alpha.test', 'owner@beta.test', 'master@platform.test']));
    const [beta] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'beta'`);
    const mb = (await s.api(null, master).get(`users?organization_id=${beta!.id}&per_page=100`)).body.data.items as Array<{ email: string; organization_name: string }>;
    expect(mb.every((u) => u.email.endsWith('@beta.test') && u.organization_name === 'Beta English Centre')).toBe(true);
    const staff = (await s.api(null, master).get('users?role=SUPER_ADMIN')).body.data.items as Array<{ email: string }>;
    expect(staff.map((u) => u.email)).toEqual(['master@platform.test']);
  });
});

describe('POST users: create and invite', () => {
  it('creates a trainer with no password, mails a working invitation, and the trainer signs in after setting one', async () => {
    const r = await s.api('alpha', owner).post('users', { first_name: 'Karim', last_name: 'Uddin', email: 'Karim@Alpha.test', role: 'TRAINER', phone: '+8801711999999' });
    expectOk(r, 201);
    expect(r.body.message).toBe('Invitation sent to karim@alpha.test.');
    expect(r.body.data).toMatchObject({ email: 'karim@alpha.test', role: 'TRAINER', status: 'active', invitation: 'pending', created_by: { full_name: 'Tahmina Akter' } });
    expectErrorEnvelope(await s.api('alpha').post('login', { email: 'karim@alpha.test', password: PASSWORD }), 422);
    const token = await inviteToken('karim@alpha.test');
    expectOk(await acceptInvite('alpha', 'karim@alpha.test', token));
    expect(await s.login('alpha', 'karim@alpha.test')).toBeTruthy();
    const again = await acceptInvite('alpha', 'karim@alpha.test', token);
    expectErrorEnvelope(again, 422);
    expect(again.body.errors.token[0]).toMatch(/expired or was already used/);
    const row = (await s.api('alpha', owner).get(`users/${r.body.data.id}`)).body.data;
    expect(row.invitation).toBe('accepted');
    expect(row.last_login_at).not.toBeNull();
  });

  it('422 on a taken e-mail (any case) and nothing is written; a deleted user frees the e-mail', async () => {
    const before = (await s.db.query<{ n: number }>(`select count(*)::int as n from users`))[0]!.n;
    const r = await s.api('alpha', owner).post('users', { first_name: 'Dup', email: 'STUDENT@alpha.test', role: 'STUDENT' });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.email).toEqual(['This e-mail address is already in use.']);
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from users`))[0]!.n).toBe(before);
    const made = await s.api('alpha', owner).post('users', { first_name: 'Temp', email: 'temp@alpha.test', role: 'STUDENT' });
    expectOk(made, 201);
    expectOk(await s.api('alpha', owner).delete(`users/${made.body.data.id}`));
    expectOk(await s.api('alpha', owner).post('users', { first_name: 'Temp', last_name: 'Again', email: 'temp@alpha.test', role: 'STUDENT' }), 201);
  });

  it('per-field 422 on bad input; the rank rule on the role given', async () => {
    const bad = await s.api('alpha', owner).post('users', { first_name: '', email: 'not-an-email', phone: 'call me', role: 'STUDENT', package_expiry_date: '2026-02-30' });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'first_name', 'package_expiry_date', 'phone']);
    const admin = await s.login('alpha', 'admin@alpha.test');
    const up = await s.api('alpha', admin).post('users', { first_name: 'Boss', email: 'boss@alpha.test', role: 'COACHING_OWNER' });
    expectErrorEnvelope(up, 422);
    expect(up.body.errors.role[0]).toMatch(/same or a higher rank/);
    const noRole = await s.api('alpha', owner).post('users', { first_name: 'X', email: 'x1@alpha.test' });
    expect(noRole.body.errors.role_id).toBeTruthy();
    const master1 = await s.api('alpha', owner).post('users', { first_name: 'X', email: 'x2@alpha.test', role: 'SUPER_ADMIN' });
    expectErrorEnvelope(master1, 422);
  });

  it('the master creates a centre user (centre required) and platform staff', async () => {
    const noOrg = await s.api(null, master).post('users', { first_name: 'Liz', email: 'liz@beta.test', role: 'STUDENT' });
    expect(noOrg.body.errors.organization_id).toBeTruthy();
    const [beta] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'beta'`);
    const st = await s.api(null, master).post('users', { first_name: 'Liz', email: 'liz@beta.test', role: 'STUDENT', organization_id: beta!.id });
    expectOk(st, 201);
    expect(st.body.data).toMatchObject({ organization_name: 'Beta English Centre', role: 'STUDENT' });
    const mail = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'liz@beta.test'`);
    expect(mail[0]!.body_text).toContain('://beta.');
    const staff = await s.api(null, master).post('users', { first_name: 'Second', last_name: 'Master', email: 'second@platform.test', role: 'SUPER_ADMIN' });
    expectOk(staff, 201);
    expect(staff.body.data).toMatchObject({ organization_id: null, role: 'SUPER_ADMIN' });
    expectOk(await acceptInvite(null, 'second@platform.test', await inviteToken('second@platform.test')));
    const second = await s.login(null, 'second@platform.test');
    // one master cannot deactivate another (rank rule)
    expectErrorEnvelope(await s.api(null, second).patch(`users/change-status/${staff.body.data.id - 0}`, { status: 'inactive' }), 422);
    const [first] = await s.db.query<{ id: number }>(`select id from users where email = 'master@platform.test'`);
    expectErrorEnvelope(await s.api(null, second).patch(`users/change-status/${first!.id}`, { status: 'inactive' }), 403);
  });
});

describe('changing people', () => {
  it('deactivating ends the sessions at once; activating lets them sign in again', async () => {
    const student = await s.login('alpha', 'newstudent@alpha.test');
    const [u] = await s.db.query<{ id: number }>(`select id from users where email = 'newstudent@alpha.test'`);
    const r = await s.api('alpha', owner).patch(`users/change-status/${u!.id}`, { status: 'inactive' });
    expectOk(r);
    expect(r.body.data.status).toBe('inactive');
    expectErrorEnvelope(await s.api('alpha', student).get('auth-user'), 401);
    expectErrorEnvelope(await s.api('alpha').post('login', { email: 'newstudent@alpha.test', password: PASSWORD }), 403);
    expectOk(await s.api('alpha', owner).patch(`users/change-status/${u!.id}`, { status: 'active' }));
    expect(await s.login('alpha', 'newstudent@alpha.test')).toBeTruthy();
  });

  it('refuses yourself and the last active owner; the rank rule; another centre is 404', async () => {
    const [me] = await s.db.query<{ id: number }>(`select id from users where email = 'owner@alpha.test'`);
    const self = await s.api('alpha', owner).patch(`users/change-status/${me!.id}`, { status: 'inactive' });
    expectErrorEnvelope(self, 422);
    expect(self.body.errors.id[0]).toMatch(/your own account/);
    expectErrorEnvelope(await s.api('alpha', owner).delete(`users/${me!.id}`), 422);
    // the master may act on the owner, but not remove the centre's last active owner
    const last = await s.api(null, master).delete(`users/${me!.id}`);
    expectErrorEnvelope(last, 422);
    expect(last.body.errors.id[0]).toMatch(/last active owner/);
    const admin = await s.login('alpha', 'admin@alpha.test');
    expectErrorEnvelope(await s.api('alpha', admin).patch(`users/change-status/${me!.id}`, { status: 'inactive' }), 403);
    const [beta] = await s.db.query<{ id: number }>(`select id from users where email = 'student@beta.test'`);
    expectErrorEnvelope(await s.api('alpha', owner).get(`users/${beta!.id}`), 404);
    expectErrorEnvelope(await s.api('alpha', owner).put(`users/${beta!.id}`, { first_name: 'Hacked' }), 404);
    expectErrorEnvelope(await s.api('alpha', owner).delete(`users/${beta!.id}`), 404);
    expect((await s.db.query<{ first_name: string }>(`select first_name from users where id = $1`, [beta!.id]))[0]!.first_name).toBe('Liam');
  });

  it('edits name, role and e-mail (re-verified by mail); a deleted student keeps answers and results', async () => {
    const made = (await s.api('alpha', owner).post('users', { first_name: 'Edit', email: 'edit@alpha.test', role: 'STUDENT' })).body.data;
    const r = await s.api('alpha', owner).put(`users/${made.id}`, { first_name: 'Edited', email: 'edited@alpha.test', role: 'TRAINER' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ first_name: 'Edited', email: 'edited@alpha.test', role: 'TRAINER', email_verified_at: null });
    const mail = await s.db.query<{ body_text: string }>(`select body_text from outbox where to_address = 'edited@alpha.test' and subject = 'Confirm your e-mail address'`);
    expect(mail[0]!.body_text).toMatch(/email-verification-success\?t=/);
    const taken = await s.api('alpha', owner).put(`users/${made.id}`, { email: 'teacher@alpha.test' });
    expect(taken.body.errors.email).toEqual(['This e-mail address is already in use.']);
    // a student's sheets stay after the student is deleted
    const [st] = await s.db.query<{ id: number }>(`select id from users where email = 'expired@alpha.test'`);
    await s.db.query(`insert into answer_sheets (organization_id, user_id, mode, title, status) select organization_id, id, 'practice-test', 'Kept', 'submitted' from users where id = $1`, [st!.id]).catch(() => undefined);
    const before = (await s.db.query<{ n: number }>(`select count(*)::int as n from answer_sheets where user_id = $1`, [st!.id]))[0]!.n;
    expectOk(await s.api('alpha', owner).delete(`users/${st!.id}`));
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from answer_sheets where user_id = $1`, [st!.id]))[0]!.n).toBe(before);
    expect((await s.db.query<{ deleted_at: Date | null }>(`select deleted_at from users where id = $1`, [st!.id]))[0]!.deleted_at).not.toBeNull();
    expectErrorEnvelope(await s.api('alpha', owner).get(`users/${st!.id}`), 404);
  });

  it('resend voids the earlier link; an accepted invitation cannot be resent', async () => {
    const made = (await s.api('alpha', owner).post('users', { first_name: 'Re', email: 'resend@alpha.test', role: 'STUDENT' })).body.data;
    const first = await inviteToken('resend@alpha.test');
    const r = await s.api('alpha', owner).post(`users/${made.id}/resend-invitation`);
    expectOk(r);
    expect(r.body.data).toEqual({ sent_to: 'resend@alpha.test' });
    const second = await inviteToken('resend@alpha.test');
    expect(second).not.toBe(first);
    expectErrorEnvelope(await acceptInvite('alpha', 'resend@alpha.test', first), 422);
    expectOk(await acceptInvite('alpha', 'resend@alpha.test', second));
    expectErrorEnvelope(await s.api('alpha', owner).post(`users/${made.id}/resend-invitation`), 422);
  });

  it('an invitation past its time says so', async () => {
    const made = (await s.api('alpha', owner).post('users', { first_name: 'Late', email: 'late@alpha.test', role: 'STUDENT' })).body.data;
    await s.db.query(`update one_time_tokens set expires_at = now() - interval '1 minute' where user_id = $1`, [made.id]);
    const r = await acceptInvite('alpha', 'late@alpha.test', await inviteToken('late@alpha.test'));
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.token[0]).toBe('This invitation has expired or was already used. Ask your centre to send a new one.');
    expect((await s.api('alpha', owner).get(`users/${made.id}`)).body.data.invitation).toBe('expired');
  });
});

describe('export and import', () => {
  it('exports every matching user as CSV (all pages), quoted and formula-safe', async () => {
    await s.api('alpha', owner).post('users', { first_name: '=cmd', last_name: 'Hasan, Jr', email: 'formula@alpha.test', role: 'STUDENT' });
    const r = await s.api('alpha', owner).raw('GET', 'users/export?role=STUDENT&per_page=1');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = r.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,first_name,last_name,email,phone,role,status,invitation,groups,organization,created_at,last_login_at');
    const total = (await s.api('alpha', owner).get('users?role=STUDENT')).body.data.meta.total;
    expect(lines.length - 1).toBe(total);
    expect(lines.find((l) => l.includes('formula@alpha.test'))).toContain(`'=cmd,"Hasan, Jr"`);
  });

  it('previews per-row errors and duplicates, imports the rest once, and a second import creates nothing', async () => {
    const rows = ['First Name,Last Name,Email,Phone'];
    for (let i = 0; i < 50; i++) rows.push(`Student${i},Test,import${i}@alpha.test,+88017000000${String(i).padStart(2, '0')}`);
    rows[10] = 'Bad,Mail,not-an-email,';
    rows[20] = ',Nameless,nameless@alpha.test,';
    rows[30] = 'Twice,Again,import1@alpha.test,';
    rows[40] = 'Known,Student,student@alpha.test,';
    const text = `${rows.join('\n')}\n`;
    const preview = await s.api('alpha', owner).raw('POST', 'users/import/preview', { body: csvForm(text) });
    expectOk(preview);
    expect(preview.body.data.totals).toEqual({ rows: 50, valid: 46, invalid: 2, duplicates: 2 });
    const line = (n: number) => preview.body.data.rows.find((r: { line: number }) => r.line === n);
    expect(line(11).errors).toEqual({ email: 'Enter a valid e-mail address.' });
    expect(line(21).errors).toEqual({ first_name: 'The first name is required.' });
    expect(line(31).duplicate).toBe('in_file');
    expect(line(41).duplicate).toBe('existing');
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from users where email like 'import%'`))[0]!.n).toBe(0);
    const done = await s.api('alpha', owner).raw('POST', 'users/import', { body: csvForm(text) });
    expectOk(done);
    expect(done.body.data).toEqual({ created: 46, duplicates: 2, invalid: 2, invited: 46 });
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from outbox where to_address like 'import%@alpha.test'`))[0]!.n).toBe(46);
    const again = await s.api('alpha', owner).raw('POST', 'users/import', { body: csvForm(text) });
    expect(again.body.data).toMatchObject({ created: 0, duplicates: 48 });
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from users where email like 'import%@alpha.test'`))[0]!.n).toBe(46);
  });

  it('refuses a file that is not a CSV, too large, or without the needed columns', async () => {
    const notCsv = await s.api('alpha', owner).raw('POST', 'users/import/preview', { body: csvForm('%PDF-1.4', 'list.pdf', 'application/pdf') });
    expectErrorEnvelope(notCsv, 422);
    expect(notCsv.body.errors.file).toBeTruthy();
    const big = await s.api('alpha', owner).raw('POST', 'users/import/preview', { body: csvForm(`Email,First Name\n${'a@b.test,A\n'.repeat(250_000)}`) });
    expect([413, 422]).toContain(big.status);
    const cols = await s.api('alpha', owner).raw('POST', 'users/import/preview', { body: csvForm('Name,Age\nA,3\n') });
    expectErrorEnvelope(cols, 422);
    const none = await s.api('alpha', owner).raw('POST', 'users/import/preview', { body: new FormData() });
    expectErrorEnvelope(none, 422);
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    expectErrorEnvelope(await s.api('alpha', teacher).raw('POST', 'users/import', { body: csvForm('Email,First Name\nq@alpha.test,Q\n') }), 403);
  });
});

describe('creator info and the audit log', () => {
  it('names a user of the centre or of the platform; another centre is 404', async () => {
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    const [o] = await s.db.query<{ id: number }>(`select id from users where email = 'owner@alpha.test'`);
    const r = await s.api('alpha', teacher).get(`creator-info/${o!.id}`);
    expectOk(r);
    expect(r.body.data).toEqual({ id: o!.id, full_name: 'Tahmina Akter', role: 'COACHING_OWNER', image: null });
    const [m] = await s.db.query<{ id: number }>(`select id from users where email = 'master@platform.test'`);
    expect((await s.api('alpha', teacher).get(`creator-info/${m!.id}`)).body.data.role).toBe('SUPER_ADMIN');
    const [b] = await s.db.query<{ id: number }>(`select id from users where email = 'owner@beta.test'`);
    expectErrorEnvelope(await s.api('alpha', teacher).get(`creator-info/${b!.id}`), 404);
  });

  it("records who did what to whom; the owner reads the centre's entries, the master all; entries cannot change", async () => {
    const r = await s.api('alpha', owner).get('audit-log?per_page=100');
    expectOk(r);
    const actions = new Set((r.body.data.items as Array<{ action: string }>).map((e) => e.action));
    for (const a of ['user.create', 'user.update', 'user.role_change', 'user.deactivate', 'user.activate', 'user.delete', 'user.invite', 'user.import']) expect(actions).toContain(a);
    const created = (r.body.data.items as Array<{ action: string; target_name: string; actor: { full_name: string }; ip: string }>).find((e) => e.action === 'user.create' && e.target_name === 'Karim Uddin');
    expect(created).toMatchObject({ actor: { full_name: 'Tahmina Akter' } });
    expect(created!.ip).not.toBe('');
    const beta = await s.login('beta', 'owner@beta.test');
    const b = (await s.api('beta', beta).get('audit-log?per_page=100')).body.data.items as Array<{ organization_name: string }>;
    expect(b.every((e) => e.organization_name === 'Beta English Centre')).toBe(true);
    const all = (await s.api(null, master).get('audit-log?per_page=100')).body.data.items as Array<{ organization_name: string | null }>;
    expect(new Set(all.map((e) => e.organization_name))).toEqual(expect.objectContaining({}));
    expect(all.some((e) => e.organization_name === 'Alpha PTE Academy')).toBe(true);
    const impersonate = await s.api('alpha', owner).get(`impersonate/url/${(await s.db.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`))[0]!.id}`);
    expectOk(impersonate);
    expect((await s.api('alpha', owner).get('audit-log?action=user.impersonate')).body.data.meta.total).toBe(1);
    await expect(s.db.query(`update audit_log set action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(s.db.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    expectErrorEnvelope(await s.api('alpha', teacher).get('audit-log'), 403);
  });
});
