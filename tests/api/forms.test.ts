// Forms (server/modules/forms/README.md) on the real server and database: building a form (422 per field), who sees
// which form (owner and admins every form of the centre, a trainer its own; another centre's: 404), the public link
// (another centre's address: 404), responses checked against the form (unknown field, required, choices, numbers,
// dates, ratings, files), inactive and closed forms, a signed-in student's response linked to them, retired fields,
// the CSV export's content and a respondent's file opened by a trainer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDetail, FormField, FormResponse } from '@server/modules/forms/contracts.ts';
import { expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'betaTeacher' | 'betaStudent' | 'betaOwner';
const t = {} as Record<Who, string>;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const as = (who: Who | null, tenant = who?.startsWith('beta') ? 'beta' : 'alpha') => s.api(tenant, who ? t[who] : undefined);
const visitor = (tenant = 'alpha') => s.api(tenant);

async function upload(tenant: string, token?: string): Promise<string> {
  const f = new FormData();
  f.set('file', new Blob([PDF.slice()]), 'cv.pdf');
  f.set('type', 'quarantine');
  const r = await s.api(tenant, token).raw('POST', '/api/v1/common/upload-file', { body: f });
  expectOk(r);
  return r.body.data.filepath as string;
}

const FIELDS = [
  { id: 'name', kind: 'text', label: 'Your name', required: true },
  { id: 'about', kind: 'long_text', label: 'About you', help: 'A few lines.' },
  { id: 'age', kind: 'number', label: 'Age' },
  { id: 'course', kind: 'choice', label: 'Course', options: ['Core', 'Academic'], required: true },
  { id: 'days', kind: 'multiple_choice', label: 'Days', options: ['Mon', 'Tue', 'Wed'] },
  { id: 'exam', kind: 'date', label: 'Exam date' },
  { id: 'cv', kind: 'file', label: 'Your CV' },
  { id: 'stars', kind: 'rating', label: 'Rating' },
];

let form: FormDetail;

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  t.betaOwner = await s.login('beta', 'owner@beta.test');
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('building a form', () => {
  it('creates a form with every kind of field (201), ids kept, a public key made', async () => {
    const r = await as('teacher').post('form', { title: 'Enrolment survey', description: 'Tell us about you.', fields: [...FIELDS, { kind: 'text', label: 'Anything else?' }] });
    expectOk(r, 201);
    form = r.body.data;
    expect(form.slug).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(form.fields.map((f: FormField) => f.id).slice(0, 8)).toEqual(FIELDS.map((f) => f.id));
    expect(form.fields[8]!.id).toMatch(/^f_/);
    expect(form.fields[3]).toMatchObject({ kind: 'choice', options: ['Core', 'Academic'], required: true });
    expect(form).toMatchObject({ status: 'active', accepting: true, responses_count: 0, created_by: { full_name: expect.any(String) } });
  });

  it('422 per field: title, a choice without options, a duplicate id, an unknown kind', async () => {
    const r = await as('teacher').post('form', {
      title: '',
      fields: [
        { id: 'a', kind: 'text', label: 'A' },
        { id: 'a', kind: 'text', label: 'B' },
        { kind: 'choice', label: 'Pick', options: ['only one'] },
        { kind: 'slider', label: 'S' },
      ],
    });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['title', 'fields.3.kind']));
    const r2 = await as('teacher').post('form', { title: 'X', fields: [{ id: 'a', kind: 'text', label: 'A' }, { id: 'a', kind: 'text', label: 'B' }, { kind: 'choice', label: 'Pick', options: ['one'] }] });
    expectErrorEnvelope(r2, 422);
    expect(Object.keys(r2.body.errors).sort()).toEqual(['fields.1.id', 'fields.2.options']);
    const r3 = await as('teacher').post('form', { title: 'X', fields: [] });
    expectErrorEnvelope(r3, 422);
    expect(r3.body.errors).toHaveProperty('fields');
    const r4 = await as('teacher').put(`form/${form.id}`, {});
    expectErrorEnvelope(r4, 422);
  });

  it('refuses students (403) and other centres (404), and sees forms by who made them', async () => {
    expectErrorEnvelope(await as('student').get('form'), 403);
    expectErrorEnvelope(await as('student').post('form', { title: 'x', fields: FIELDS }), 403);
    for (const path of [`form/${form.id}`, `form/${form.id}/responses`, `form/${form.id}/responses/export`]) expectErrorEnvelope(await as('betaTeacher').get(path), 404);
    expectErrorEnvelope(await as('betaOwner').put(`form/${form.id}`, { title: 'Taken over' }), 404);
    expectErrorEnvelope(await as('betaOwner').delete(`form/${form.id}`), 404);
    // the owner's own form: not the trainer's to see
    const own = await as('owner').post('form', { title: 'Owner only', fields: [{ kind: 'text', label: 'Q' }] });
    expectOk(own, 201);
    expectErrorEnvelope(await as('teacher').get(`form/${own.body.data.id}`), 404);
    expectErrorEnvelope(await as('teacher').put(`form/${own.body.data.id}/status`, { status: 'inactive' }), 404);
    const teacherList = (await as('teacher').get('form?per_page=100')).body.data.items.map((f: FormDetail) => f.title);
    expect(teacherList).toContain('Enrolment survey');
    expect(teacherList).not.toContain('Owner only');
    const adminList = await as('admin').get('form?per_page=100');
    expectOk(adminList);
    expect(adminList.body.data.items.map((f: FormDetail) => f.title)).toEqual(expect.arrayContaining(['Enrolment survey', 'Owner only', 'Course feedback']));
    expect(adminList.body.data.items.map((f: FormDetail) => f.title)).not.toContain('Enquiry');
    const search = await as('admin').get('form?search=owner');
    expect(search.body.data.items.map((f: FormDetail) => f.title)).toEqual(['Owner only']);
    expectOk(await as('admin').delete(`form/${own.body.data.id}`));
    expectErrorEnvelope(await as('admin').get(`form/${own.body.data.id}`), 404);
  });
});

describe('answering by the public link', () => {
  it('shows the form on its centre only, naming a signed-in student', async () => {
    const r = await visitor().get(`public-forms/${form.slug}`);
    expectOk(r);
    expect(r.body.data).toMatchObject({ title: 'Enrolment survey', accepting: true, closed_reason: null, respondent: null });
    expect(r.body.data.fields).toHaveLength(9);
    expect(r.text).not.toContain('organization_id');
    expectErrorEnvelope(await visitor('beta').get(`public-forms/${form.slug}`), 404);
    expectErrorEnvelope(await visitor().get('public-forms/nosuchform1'), 404);
    const mine = await as('student').get(`public-forms/${form.slug}`);
    expect(mine.body.data.respondent).toEqual({ full_name: expect.any(String) });
    // a token of another centre is no token here
    expectErrorEnvelope(await s.api('alpha', t.betaStudent).get(`public-forms/${form.slug}`), 401);
  });

  it('refuses a field the form does not have, naming it', async () => {
    const r = await visitor().post(`public-forms/${form.slug}/responses`, { answers: { name: 'Rina', course: 'Core', salary: 100 } });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toEqual({ 'answers.salary': ['This form has no field "salary".'] });
  });

  it('422 per field for required fields and values that do not fit', async () => {
    const r = await visitor().post(`public-forms/${form.slug}/responses`, { answers: {} });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['answers.course', 'answers.name']);
    const bad = await visitor().post(`public-forms/${form.slug}/responses`, {
      answers: { name: 'Rina', course: 'Advanced', age: 'old', days: ['Sun'], exam: '2026-13-01', stars: 9, cv: '/files/quarantine/../../etc/passwd' },
    });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['answers.age', 'answers.course', 'answers.cv', 'answers.days', 'answers.exam', 'answers.stars']);
    expectErrorEnvelope(await visitor().post(`public-forms/${form.slug}/responses`, { nothing: 1 }), 422);
    expect(Number((await s.db.query<{ n: number }>('select count(*)::int as n from form_responses where form_id = $1', [form.id]))[0]!.n)).toBe(0);
  });

  it("takes a visitor's response with a file uploaded to the centre's quarantine, not another's", async () => {
    const elsewhere = await upload('beta');
    const refused = await visitor().post(`public-forms/${form.slug}/responses`, { answers: { name: 'Rina', course: 'Core', cv: elsewhere } });
    expectErrorEnvelope(refused, 422);
    expect(refused.body.errors).toHaveProperty(['answers.cv']);
    const cv = await upload('alpha');
    const r = await visitor().post(`public-forms/${form.slug}/responses`, {
      answers: { name: ' Rina ', about: 'I teach.', age: 31, course: 'Core', days: ['Wed', 'Mon'], exam: '2026-05-04', stars: 4, cv },
    });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ id: expect.any(Number), linked: false });
  });

  it("links a signed-in student's response to them; staff answer as visitors", async () => {
    const r = await as('student').post(`public-forms/${form.slug}/responses`, { answers: { name: '=1+2', course: 'Academic', stars: 5 } });
    expectOk(r, 201);
    expect(r.body.data.linked).toBe(true);
    const staff = await as('teacher').post(`public-forms/${form.slug}/responses`, { answers: { name: 'Trying it', course: 'Core' } });
    expectOk(staff, 201);
    expect(staff.body.data.linked).toBe(false);
    const list = await as('teacher').get(`form/${form.id}/responses`);
    expectOk(list);
    expectNoSecrets(list);
    expect(list.body.data.meta.total).toBe(3);
    const [trial, student, anon] = list.body.data.items as FormResponse[];
    expect(trial!.respondent).toBeNull();
    expect(student!.respondent).toMatchObject({ email: 'student@alpha.test', full_name: expect.any(String) });
    expect(student!.answers).toEqual({ name: '=1+2', course: 'Academic', stars: 5 });
    expect(anon!.respondent).toBeNull();
    expect(anon!.answers).toMatchObject({ name: 'Rina', days: ['Mon', 'Wed'], age: 31 });
    const userId = Number((await s.db.query<{ user_id: number }>('select user_id from form_responses where id = $1', [student!.id]))[0]!.user_id);
    const studentId = Number((await s.db.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`))[0]!.id);
    expect(userId).toBe(studentId);
    const deleted = await as('teacher').delete(`form/${form.id}/responses/${trial!.id}`);
    expectOk(deleted);
    expectErrorEnvelope(await as('teacher').delete(`form/${form.id}/responses/${trial!.id}`), 404);
  });

  it("opens a respondent's file for the form's staff only", async () => {
    const list = await as('teacher').get(`form/${form.id}/responses`);
    const anon = (list.body.data.items as FormResponse[]).find((r) => r.respondent === null)!;
    const file = await as('teacher').raw('GET', `/api/v1/form/${form.id}/responses/${anon.id}/files/cv`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.text.startsWith('%PDF-1.4')).toBe(true);
    expectErrorEnvelope(await as('teacher').get(`form/${form.id}/responses/${anon.id}/files/name`), 404);
    expectErrorEnvelope(await as('betaTeacher').get(`form/${form.id}/responses/${anon.id}/files/cv`), 404);
    expectErrorEnvelope(await as('student').get(`form/${form.id}/responses/${anon.id}/files/cv`), 403);
  });

  it('refuses responses while inactive or after the last day, with a clear message', async () => {
    expectOk(await as('teacher').put(`form/${form.id}/status`, { status: 'inactive' }));
    const off = await visitor().post(`public-forms/${form.slug}/responses`, { answers: { name: 'Late', course: 'Core' } });
    expectErrorEnvelope(off, 409);
    expect(off.body).toMatchObject({ code: 'form_inactive', message: 'This form is not taking responses at the moment.' });
    expect((await visitor().get(`public-forms/${form.slug}`)).body.data).toMatchObject({ accepting: false, closed_reason: 'inactive' });
    expectOk(await as('teacher').put(`form/${form.id}`, { status: 'active', close_on: '2020-01-31' }));
    const closed = await visitor().post(`public-forms/${form.slug}/responses`, { answers: { name: 'Late', course: 'Core' } });
    expectErrorEnvelope(closed, 409);
    expect(closed.body).toMatchObject({ code: 'form_closed' });
    expect(closed.body.message).toContain('2020-01-31');
    expectErrorEnvelope(await as('student').put(`form/${form.id}/status`, { status: 'active' }), 403);
    expectOk(await as('teacher').put(`form/${form.id}`, { close_on: null }));
    expect((await visitor().get(`public-forms/${form.slug}`)).body.data.accepting).toBe(true);
  });
});

describe('changing a form that has answers', () => {
  it("keeps an answered field's kind and retires a removed field with its label", async () => {
    const kinds = form.fields.map((f) => ({ ...f }));
    kinds[0] = { ...kinds[0]!, kind: 'number' };
    const refused = await as('teacher').put(`form/${form.id}`, { fields: kinds });
    expectErrorEnvelope(refused, 422);
    expect(refused.body.errors).toHaveProperty(['fields.0.kind']);
    // drop "about", rename "name", move "stars" first
    const next = form.fields.filter((f) => f.id !== 'about').map((f) => (f.id === 'name' ? { ...f, label: 'Full name' } : f));
    next.unshift(next.splice(next.findIndex((f) => f.id === 'stars'), 1)[0]!);
    const r = await as('teacher').put(`form/${form.id}`, { fields: next });
    expectOk(r);
    expect(r.body.data.fields.map((f: FormField) => f.id)[0]).toBe('stars');
    expect(r.body.data.retired_fields).toEqual([expect.objectContaining({ id: 'about', label: 'About you' })]);
    // the removed field's answer can no longer be sent
    const late = await visitor().post(`public-forms/${form.slug}/responses`, { answers: { name: 'New', course: 'Core', about: 'x' } });
    expectErrorEnvelope(late, 422);
    expect(late.body.errors).toHaveProperty(['answers.about']);
    form = r.body.data;
  });

  it('exports every response as CSV: header, one column per field, removed fields labelled, formulas neutralised', async () => {
    const r = await as('teacher').raw('GET', `/api/v1/form/${form.id}/responses/export`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="enrolment-survey-responses-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Response,Submitted at (UTC),Respondent,E-mail,Rating,Full name,Age,Course,Days,Exam date,Your CV,Anything else?,About you (removed)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},.+,student@alpha\.test,5,'=1\+2,,Academic,,,,,$/);
    expect(lines[2]).toMatch(/^\d+,[^,]+,Visitor,,4,Rina,31,Core,Mon; Wed,2026-05-04,[0-9a-f-]{36}\.pdf,,I teach\.$/);
  });

  it('deletes a form with its responses', async () => {
    expectErrorEnvelope(await as('student').delete(`form/${form.id}`), 403);
    expectOk(await as('teacher').delete(`form/${form.id}`));
    expectErrorEnvelope(await as('teacher').get(`form/${form.id}`), 404);
    expectErrorEnvelope(await visitor().get(`public-forms/${form.slug}`), 404);
    expect(Number((await s.db.query<{ n: number }>('select count(*)::int as n from form_responses where form_id = $1', [form.id]))[0]!.n)).toBe(0);
  });
});

describe('the seeded demo form', () => {
  it("lists alpha's feedback form with its two responses for its trainer, not for beta", async () => {
    const r = await as('teacher').get('form?search=feedback');
    expectOk(r);
    expect(r.body.data.items[0]).toMatchObject({ title: 'Course feedback', slug: 'alphaFeedback26', responses_count: 2, accepting: true });
    expect((await as('betaOwner').get('form')).body.data.items.map((f: FormDetail) => f.title)).toEqual(['Enquiry']);
  });
});
