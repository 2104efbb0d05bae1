// Contacts, leads and deals (server/modules/contacts/README.md) on the real server and database: contacts CRUD with
// the case-insensitive address rule (422 on email), lists and members, the CSV import (200 rows with 3 bad ones:
// the rest imported, the bad named by line; dedupe in the file and against the centre; dry run writes nothing), the
// export's neutralised formulas, expired students, form leads (new responses and past ones), deals and their stage
// moves, another centre seeing nothing and a student refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ContactListSummary, Deal, ImportResult } from '@server/modules/contacts/contracts.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'betaTeacher';
const t = {} as Record<Who, string>;
const as = (who: Who) => s.api(who.startsWith('beta') ? 'beta' : 'alpha', t[who]);

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
}, 120_000);

afterAll(async () => {
  await s?.close();
});

let ana: Contact;

describe('contacts', () => {
  it('creates a contact (201), keeps the address as typed, and refuses the same address in another case (422 on email)', async () => {
    const r = await as('teacher').post('contacts', { email: 'Ana.Rahman@Example.com', name: 'Ana Rahman', phone: '+880 1711 000000' });
    expectOk(r, 201);
    ana = r.body.data;
    expect(ana).toMatchObject({ email: 'Ana.Rahman@Example.com', source: 'manual', lists: [], unsubscribed_at: null });
    const dup = await as('admin').post('contacts', { email: 'ana.rahman@example.COM' });
    expectErrorEnvelope(dup, 422);
    expect(Object.keys(dup.body.errors)).toEqual(['email']);
  });

  it('422 per field: a bad address, a bad phone, an unknown source; an empty update names a field', async () => {
    const r = await as('teacher').post('contacts', { email: 'not-an-address', phone: 'call me', source: 'radio' });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['email', 'phone', 'source']);
    const u = await as('teacher').put(`contacts/${ana.id}`, {});
    expectErrorEnvelope(u, 422);
  });

  it('updates, records an unsubscribe, and refuses renaming onto another contact\'s address', async () => {
    const other = await as('teacher').post('contacts', { email: 'bilal@example.com' });
    expectOk(other, 201);
    const clash = await as('teacher').put(`contacts/${other.body.data.id}`, { email: 'ANA.rahman@example.com' });
    expectErrorEnvelope(clash, 422);
    expect(clash.body.errors.email).toBeDefined();
    const r = await as('teacher').put(`contacts/${other.body.data.id}`, { name: 'Bilal', subscribed: false });
    expectOk(r);
    expect(r.body.data.name).toBe('Bilal');
    expect(r.body.data.unsubscribed_at).toEqual(expect.any(String));
  });

  it('another centre sees none of them (list empty of them, 404 by id) and cannot change them', async () => {
    const l = await as('betaTeacher').get('contacts?per_page=100');
    expectOk(l);
    expect(l.body.data.items.map((c: Contact) => c.email)).not.toContain('Ana.Rahman@Example.com');
    expectErrorEnvelope(await as('betaTeacher').get(`contacts/${ana.id}`), 404);
    expectErrorEnvelope(await as('betaTeacher').put(`contacts/${ana.id}`, { name: 'x' }), 404);
    expectErrorEnvelope(await as('betaTeacher').delete(`contacts/${ana.id}`), 404);
    expectOk(await as('teacher').get(`contacts/${ana.id}`));
  });

  it('a student gets 403 on every kind of call', async () => {
    expectErrorEnvelope(await as('student').get('contacts'), 403);
    expectErrorEnvelope(await as('student').post('contacts', { email: 'x@example.com' }), 403);
    expectErrorEnvelope(await as('student').get('deals'), 403);
    expectErrorEnvelope(await as('student').post('contacts/import', { csv: 'email\nx@example.com' }), 403);
    expectErrorEnvelope(await as('student').get('communication/summary'), 403);
  });
});

let list: ContactListSummary;

describe('lists', () => {
  it('creates, refuses a name taken in another case, renames, adds and removes members', async () => {
    const r = await as('teacher').post('contact-lists', { name: 'May newsletter' });
    expectOk(r, 201);
    list = r.body.data;
    expect(list).toMatchObject({ kind: 'list', members_count: 0, event_at: null });
    const dup = await as('teacher').post('contact-lists', { name: 'MAY NEWSLETTER' });
    expectErrorEnvelope(dup, 422);
    expect(Object.keys(dup.body.errors)).toEqual(['name']);
    const add = await as('teacher').post(`contact-lists/${list.id}/members`, { contact_ids: [ana.id, ana.id] });
    expectOk(add);
    expect(add.body.data).toEqual({ added: 1, already: 0 });
    const again = await as('teacher').post(`contact-lists/${list.id}/members`, { contact_ids: [ana.id] });
    expect(again.body.data).toEqual({ added: 0, already: 1 });
    const members = await as('teacher').get(`contact-lists/${list.id}/members`);
    expect(members.body.data.items.map((c: Contact) => c.id)).toEqual([ana.id]);
    expectOk(await as('teacher').put(`contact-lists/${list.id}`, { name: 'June newsletter' }));
    expectOk(await as('teacher').delete(`contact-lists/${list.id}/members/${ana.id}`));
    const after = await as('teacher').get(`contact-lists/${list.id}`);
    expect(after.body.data).toMatchObject({ name: 'June newsletter', members_count: 0 });
  });

  it("refuses another centre's contact as a member (422 naming it) and an event time without a zone", async () => {
    const beta = await as('betaTeacher').post('contacts', { email: 'beta-only@example.com' });
    expectOk(beta, 201);
    const r = await as('teacher').post(`contact-lists/${list.id}/members`, { contact_ids: [ana.id, beta.body.data.id] });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['contact_ids.1']);
    const ev = await as('teacher').post('contact-lists', { name: 'Seminar', kind: 'seminar', event_at: '2026-05-01T10:00:00' });
    expectErrorEnvelope(ev, 422);
    expect(Object.keys(ev.body.errors)).toEqual(['event_at']);
    const ok = await as('teacher').post('contact-lists', { name: 'PTE seminar May', kind: 'seminar', event_at: '2026-05-01T10:00:00+06:00' });
    expectOk(ok, 201);
    expect(ok.body.data.event_at).toBe('2026-05-01T04:00:00.000Z');
    const seminars = await as('teacher').get('contact-lists?kind=seminar');
    expect(seminars.body.data.items.map((l: ContactListSummary) => l.name)).toEqual(['PTE seminar May']);
  });
});

describe('import and export', () => {
  const header = 'Email,Full name,Phone';
  const rows = Array.from({ length: 200 }, (_, i) => `lead${i}@example.com,Lead ${i},01711${String(i).padStart(6, '0')}`);
  // three bad rows: lines 11 (no address), 51 (not an address), 101 (a phone of letters)
  rows[9] = ',No address,';
  rows[49] = 'not-an-address,Bad,';
  rows[99] = 'lead99@example.com,Lead 99,call me';
  const csv = [header, ...rows].join('\n');

  it('a dry run counts what would happen and writes nothing', async () => {
    const r = await as('teacher').post('contacts/import', { csv, new_list_name: 'Spring leads', dry_run: true });
    expectOk(r);
    expect(r.body.data).toMatchObject({ created: 197, updated: 0, skipped: 0, dry_run: true, list_id: null });
    const lists = await as('teacher').get('contact-lists?search=spring');
    expect(lists.body.data.items).toEqual([]);
    const c = await as('teacher').get('contacts?search=lead1');
    expect(c.body.data.meta.total).toBe(0);
  });

  it('imports 200 rows with 3 bad ones into a new list: 197 created, the bad named by line and field', async () => {
    const r = await as('teacher').post('contacts/import', { csv, new_list_name: 'Spring leads' });
    expectOk(r);
    const res: ImportResult = r.body.data;
    expect(res).toMatchObject({ created: 197, updated: 0, skipped: 0 });
    expect(res.errors).toEqual([
      { row: 11, field: 'email', message: expect.any(String) },
      { row: 51, field: 'email', message: expect.any(String) },
      { row: 101, field: 'phone', message: expect.any(String) },
    ]);
    const l = await as('teacher').get(`contact-lists/${res.list_id}`);
    expect(l.body.data).toMatchObject({ name: 'Spring leads', members_count: 197 });
    const one = await as('teacher').get('contacts?search=lead7@example.com');
    expect(one.body.data.items[0]).toMatchObject({ name: 'Lead 7', source: 'import' });
  });

  it('dedupes: an address already there (any case) is not duplicated; its missing name is filled in; repeats in the file count once', async () => {
    const r = await as('teacher').post('contacts/import', {
      csv: 'email,name\nLEAD1@example.com,Someone else\nana.rahman@EXAMPLE.com,\nbilal@example.com,\nfresh@example.com,Fresh\nFRESH@example.com,Fresh again',
      list_id: list.id,
    });
    expectOk(r);
    expect(r.body.data).toMatchObject({ created: 1, updated: 0, skipped: 4, errors: [] });
    const lead1 = await as('teacher').get('contacts?search=lead1@example.com');
    expect(lead1.body.data.items[0].name).toBe('Lead 1');
    const members = await as('teacher').get(`contact-lists/${list.id}/members?per_page=100`);
    expect(members.body.data.meta.total).toBe(4);
    const noName = await as('teacher').post('contacts', { email: 'noname@example.com' });
    expectOk(noName, 201);
    const fill = await as('teacher').post('contacts/import', { rows: [{ email: 'NoName@example.com', name: 'Now named' }] });
    expect(fill.body.data).toMatchObject({ created: 0, updated: 1, skipped: 0 });
  });

  it('refuses a file without an e-mail column and a list of another centre (422)', async () => {
    const r = await as('teacher').post('contacts/import', { csv: 'name,phone\nA,1' });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['csv']);
    const betaList = await as('betaTeacher').post('contact-lists', { name: 'Beta list' });
    const r2 = await as('teacher').post('contacts/import', { csv: 'email\nq@example.com', list_id: betaList.body.data.id });
    expectErrorEnvelope(r2, 422);
    expect(Object.keys(r2.body.errors)).toEqual(['list_id']);
    const q = await as('teacher').get('contacts?search=q@example.com');
    expect(q.body.data.meta.total).toBe(0);
  });

  it('exports a list as CSV with formula cells neutralised', async () => {
    const f = await as('teacher').post('contacts', { email: 'formula@example.com', name: '=HYPERLINK("http://evil")', phone: '+8801711', list_ids: [list.id] });
    expectOk(f, 201);
    const r = await as('teacher').get(`contacts/export?list_id=${list.id}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(r.text).toContain("'+8801711");
    expect(r.text).not.toContain('lead5@example.com');
    const all = await as('teacher').get('contacts/export');
    expect(all.text).toContain('lead5@example.com');
    const beta = await as('betaTeacher').get('contacts/export');
    expect(beta.text).not.toContain('example.com,Lead');
  });
});

describe('leads', () => {
  it('lists students whose package ended in the last days and adds them to a list as linked contacts', async () => {
    const r = await as('teacher').get('leads/expired-students?days=30');
    expectOk(r);
    const expired = r.body.data.items.find((x: { email: string }) => x.email === 'expired@alpha.test');
    expect(expired).toMatchObject({ contact_id: null });
    expect(r.body.data.items.map((x: { email: string }) => x.email)).not.toContain('student@alpha.test');
    const add = await as('teacher').post('leads/expired-students/add-to-list', { user_ids: [expired.id], list_id: list.id });
    expectOk(add);
    expect(add.body.data).toEqual({ created: 1, added: 1 });
    const c = await as('teacher').get('contacts?sources=expired-student');
    expect(c.body.data.items[0]).toMatchObject({ email: 'expired@alpha.test', user_id: expired.id });
    const beta = await as('betaTeacher').get('leads/expired-students');
    expect(beta.body.data.items.map((x: { email: string }) => x.email)).not.toContain('expired@alpha.test');
  });

  it("a form's responses become contacts (source form): new ones as they arrive, past ones on demand", async () => {
    const f = await as('teacher').post('form', {
      title: 'Free trial class',
      fields: [{ id: 'who', kind: 'text', label: 'Name' }, { id: 'mail', kind: 'text', label: 'E-mail' }, { id: 'tel', kind: 'text', label: 'Phone' }],
    });
    expectOk(f, 201);
    const slug = f.body.data.slug;
    expectOk(await s.api('alpha').post(`public-forms/${slug}/responses`, { answers: { who: 'Past Person', mail: 'past@example.com' } }), 201);
    const bad = await as('teacher').put('contact-forms', { form_id: f.body.data.id, email_field: 'nope' });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['email_field']);
    const saved = await as('teacher').put('contact-forms', { form_id: f.body.data.id, email_field: 'mail', name_field: 'who', phone_field: 'tel' });
    expectOk(saved);
    expectOk(await s.api('alpha').post(`public-forms/${slug}/responses`, { answers: { who: 'New Person', mail: 'New@Example.com', tel: '0171' } }), 201);
    // a response without an address is still taken by the form
    expectOk(await s.api('alpha').post(`public-forms/${slug}/responses`, { answers: { who: 'Nobody' } }), 201);
    let leads = await as('teacher').get('contacts?sources=form,blog');
    expect(leads.body.data.items.map((c: Contact) => c.email)).toEqual(['New@Example.com']);
    expect(leads.body.data.items[0]).toMatchObject({ name: 'New Person', phone: '0171', form: { title: 'Free trial class' } });
    const past = await as('teacher').post(`contact-forms/${saved.body.data.id}/import`);
    expectOk(past);
    expect(past.body.data).toEqual({ created: 1, skipped: 2 });
    leads = await as('teacher').get('contacts?sources=form');
    expect(leads.body.data.meta.total).toBe(2);
    const forms = await as('teacher').get('contact-forms');
    expect(forms.body.data.items.find((x: { id: number }) => x.id === f.body.data.id).source).toMatchObject({ email_field: 'mail', contacts_count: 2 });
  });
});

describe('a new lead starts the automations', () => {
  it("a form response that creates a contact runs the centre's 'contact created' automation once; an address already there runs none", async () => {
    const teacherId = (await s.db.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`))[0]!.id;
    const auto = await as('teacher').post('automations', { name: 'Call new leads', event: 'contact.created', action: 'create-task', config: { title: 'Call {{name}}', assignee_id: teacherId } });
    expectOk(auto, 201);
    const f = await as('teacher').post('form', { title: 'Webinar sign-up', fields: [{ id: 'who', kind: 'text', label: 'Name' }, { id: 'mail', kind: 'text', label: 'E-mail' }] });
    expectOk(f, 201);
    expectOk(await as('teacher').put('contact-forms', { form_id: f.body.data.id, email_field: 'mail', name_field: 'who' }));
    const answer = (mail: string) => s.api('alpha').post(`public-forms/${f.body.data.slug}/responses`, { answers: { who: 'Lead Lina', mail } });
    expectOk(await answer('lina.lead@example.com'), 201);
    expectOk(await answer('LINA.lead@example.com'), 201);
    const tasks = await s.db.query<{ title: string; assignee_id: number }>(`select title, assignee_id from tasks where title = 'Call Lead Lina'`);
    expect(tasks).toEqual([{ title: 'Call Lead Lina', assignee_id: teacherId }]);
    expectOk(await as('teacher').put(`automations/${auto.body.data.id}/status`, { enabled: false }));
  });
});

describe('deals', () => {
  let deal: Deal;
  /** the summary before this file's deal: the demo's deals (server/db/seed-workspace.ts) are counted in it too */
  let before: { stages: Record<string, number>; open_value_minor: number };
  it('creates a deal (the caller owns it), refuses another centre\'s contact and a student as owner', async () => {
    before = (await as('teacher').get('communication/summary')).body.data;
    const r = await as('teacher').post('deals', { contact_id: ana.id, title: 'Academic course', value_minor: 1500000 });
    expectOk(r, 201);
    deal = r.body.data;
    expect(deal).toMatchObject({ stage: 'new', value_minor: 1500000, contact: { id: ana.id }, owner: { id: expect.any(Number) } });
    const beta = await as('betaTeacher').get('contacts?search=beta-only');
    const students = await as('teacher').get('leads/expired-students');
    const bad = await as('teacher').post('deals', { contact_id: beta.body.data.items[0].id, title: 'X', owner_id: students.body.data.items[0].id });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['contact_id', 'owner_id']);
    const neg = await as('teacher').post('deals', { contact_id: ana.id, title: 'X', value_minor: -1, stage: 'done' });
    expectErrorEnvelope(neg, 422);
    expect(Object.keys(neg.body.errors).sort()).toEqual(['stage', 'value_minor']);
  });

  it('moves across stages recording the time; the same stage changes nothing', async () => {
    const m1 = await as('teacher').put(`deals/${deal.id}/stage`, { stage: 'contacted' });
    expectOk(m1);
    expect(m1.body.data.stage).toBe('contacted');
    expect(Date.parse(m1.body.data.stage_changed_at)).toBeGreaterThanOrEqual(Date.parse(deal.stage_changed_at));
    const same = await as('teacher').put(`deals/${deal.id}/stage`, { stage: 'contacted' });
    expect(same.body.data.stage_changed_at).toBe(m1.body.data.stage_changed_at);
    const m2 = await as('admin').put(`deals/${deal.id}/stage`, { stage: 'trial' });
    expect(m2.body.data.stage).toBe('trial');
    const board = await as('owner').get('deals?per_page=500');
    expect(board.body.data.items.find((d: Deal) => d.id === deal.id).stage).toBe('trial');
    const summary = await as('teacher').get('communication/summary');
    expectOk(summary);
    expect(summary.body.data.stages).toMatchObject({ trial: before.stages.trial! + 1, new: before.stages.new });
    expect(summary.body.data.open_value_minor).toBe(before.open_value_minor + 1500000);
    expect(summary.body.data.sources.import).toBeGreaterThanOrEqual(197);
  });

  it('another centre cannot read, move or delete it; a student is refused', async () => {
    expectErrorEnvelope(await as('betaTeacher').get(`deals/${deal.id}`), 404);
    expectErrorEnvelope(await as('betaTeacher').put(`deals/${deal.id}/stage`, { stage: 'lost' }), 404);
    expectErrorEnvelope(await as('betaTeacher').delete(`deals/${deal.id}`), 404);
    expectErrorEnvelope(await as('student').put(`deals/${deal.id}/stage`, { stage: 'lost' }), 403);
    const still = await as('teacher').get(`deals/${deal.id}`);
    expect(still.body.data.stage).toBe('trial');
  });

  it('updates notes and owner, then deletes (deleting the contact takes its deals)', async () => {
    const owners = await as('teacher').get('deals/owners');
    const admin = owners.body.data.items.find((o: { full_name: string }) => o.full_name.length > 0);
    const u = await as('teacher').put(`deals/${deal.id}`, { notes: 'Called twice', owner_id: admin.id });
    expectOk(u);
    expect(u.body.data).toMatchObject({ notes: 'Called twice', owner: { id: admin.id } });
    expectOk(await as('teacher').delete(`contacts/${ana.id}`));
    expectErrorEnvelope(await as('teacher').get(`deals/${deal.id}`), 404);
  });
});
