// Job circulars and trainer applications (server/modules/jobs/README.md, docs/product-spec.md §14) on the real server
// and database: circulars and questions with permission refusals and tenant isolation, the public page, the deadline,
// the applicant's resumable wizard (token-bound, no leak to another applicant), documents from the quarantine folder,
// the staff's review, hiring as an invitation, the rejection mail, deletions, and the master's platform circulars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCircularDetail, TrainerApplication } from '@server/modules/jobs/contracts.ts';
import { expectErrorEnvelope, expectNoSecrets, expectOk, startServer, type Api, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'betaOwner' | 'betaTeacher' | 'master';
const t = {} as Record<Who, string>;
let alphaId: number;
let seededCircularId: number;
let platformCircularId: number;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const rows = <T>(q: string, p: unknown[] = []) => s.db.query<T>(q, p);
const as = (who: Who, tenant: string | null = who.startsWith('beta') ? 'beta' : who === 'master' ? null : 'alpha') => s.api(tenant, t[who]);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An anonymous upload into the quarantine folder of the address (what the wizard's file fields do). */
async function quarantine(tenant: string | null, bytes: Uint8Array, name: string): Promise<string> {
  const f = new FormData();
  f.set('file', new Blob([bytes.slice()]), name);
  f.set('type', 'quarantine');
  const r = await s.api(tenant).raw('POST', '/api/v1/common/upload-file', { body: f });
  expectOk(r);
  return r.body.data.filepath as string;
}

/** The applicant's calls: anonymous, with the resume secret in X-Application-Token. */
function applicant(tenant: string | null, token: string) {
  const api = s.api(tenant);
  const h = { 'X-Application-Token': token, 'Content-Type': 'application/json' };
  return {
    get: (id: number) => api.raw('GET', `/api/v1/trainer-application/${id}`, { headers: { 'X-Application-Token': token } }),
    put: (id: number, step: string, data: unknown = {}) => api.raw('PUT', `/api/v1/trainer-application/${id}`, { headers: h, body: JSON.stringify({ step, data }) }),
  };
}

const circular = (o: Record<string, unknown> = {}, d: Record<string, unknown> = {}) => ({
  title: 'Writing trainer',
  description: 'Teach the writing section.',
  job_position: 'Writing Trainer',
  job_circular_detail: { type: 'full_time', salary_type: 'monthly', salary_range_min: 20000, salary_range_max: 30000, workplace: 'on_site', restrictions: 'Dhaka only', deadline: day(20), ...d },
  ...o,
});

async function createCircular(api: Api, body = circular()): Promise<JobCircularDetail> {
  const r = await api.post('job-circular', body);
  expectOk(r, 201);
  return r.body.data as JobCircularDetail;
}

async function start(tenant: string | null, circularId: number, email: string, name = 'Sadia Islam'): Promise<{ id: number; token: string }> {
  const r = await s.api(tenant).post('trainer-application', { job_circular_id: circularId, step: 'basic-information', data: { applicant_name: name, applicant_email: email, applicant_contact_number: '+880 1711-222333' } });
  expectOk(r, 201);
  expectNoSecrets(r);
  return { id: r.body.data.id, token: r.body.data.token };
}

/** A submitted application to a circular (documents uploaded on the same address). */
async function apply(tenant: string | null, circularId: number, email: string, name?: string): Promise<{ id: number; token: string }> {
  const a = await start(tenant, circularId, email, name);
  const me = applicant(tenant, a.token);
  expectOk(await me.put(a.id, 'job-properties', { expected_salary: 35000, choosing_reason: 'I like teaching.', cv: await quarantine(tenant, PDF, 'cv.pdf') }));
  expectOk(await me.put(a.id, 'educational-qualification', { educational_details: [{ degree: 'BA', institution: 'DU' }] }));
  expectOk(await me.put(a.id, 'employment-history', { experience_details: [] }));
  const qs = (await s.api(tenant).get(`job-circular/public/${circularId}`)).body.data.questions as Array<{ id: number }>;
  if (qs.length) expectOk(await me.put(a.id, 'job-questions', { answers: qs.map((q) => ({ question_id: q.id, answer: 'Yes.' })) }));
  expectOk(await me.put(a.id, 'submit'));
  return a;
}

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  t.master = await s.login(null, 'master@platform.test');
  alphaId = Number((await rows<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id);
  seededCircularId = Number((await rows<{ id: number }>(`select id from job_circulars where organization_id = $1`, [alphaId]))[0]!.id);
  platformCircularId = Number((await rows<{ id: number }>(`select id from job_circulars where organization_id is null`))[0]!.id);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('job circulars', () => {
  it('the seeded circular lists with its computed application count; trainers and students are refused', async () => {
    const r = await as('admin').get('job-circular?search=speaking&active=true');
    expectOk(r);
    expect(r.body.data.meta).toMatchObject({ current_page: 1, total: 1 });
    expect(r.body.data.items[0]).toMatchObject({ id: seededCircularId, application_count: 1, question_count: 2, open: true, is_platform: false, currency: 'BDT' });
    expect((await as('admin').get('job-circular?active=false')).body.data.items).toEqual([]);
    for (const who of ['teacher', 'student'] as const) {
      expectErrorEnvelope(await as(who).get('job-circular'), 403);
      expectErrorEnvelope(await as(who).get(`job-circular/${seededCircularId}`), 403);
      expectErrorEnvelope(await as(who).post('job-circular', circular()), 403);
      expectErrorEnvelope(await as(who).put(`job-circular/${seededCircularId}`, { title: 'x' }), 403);
      expectErrorEnvelope(await as(who).delete(`job-circular/${seededCircularId}`), 403);
      expectErrorEnvelope(await as(who).get(`job-question/${seededCircularId}`), 403);
      expectErrorEnvelope(await as(who).post('job-question', { job_circular_id: seededCircularId, questions: [] }), 403);
    }
    expectErrorEnvelope(await s.api('alpha').get('job-circular'), 401);
  });

  it('creates, reads, changes and deletes a circular', async () => {
    const c = await createCircular(as('owner'));
    expect(c).toMatchObject({ title: 'Writing trainer', job_position: 'Writing Trainer', active: true, open: true, application_count: 0, organization_id: alphaId, questions: [] });
    expect(c.posting_date).toBe(day(0));
    expect(c.job_circular_detail).toEqual({ type: 'full_time', salary_type: 'monthly', salary_range_min: 20000, salary_range_max: 30000, workplace: 'on_site', restrictions: 'Dhaka only', deadline: day(20) });
    const u = await as('admin').put(`job-circular/${c.id}`, { title: 'Senior writing trainer', job_circular_detail: { salary_range_max: 40000 } });
    expectOk(u);
    expect(u.body.data).toMatchObject({ title: 'Senior writing trainer', job_circular_detail: { salary_range_min: 20000, salary_range_max: 40000, deadline: day(20) } });
    expect((await as('owner').get(`job-circular/${c.id}`)).body.data.title).toBe('Senior writing trainer');
    expectOk(await as('owner').delete(`job-circular/${c.id}`));
    expectErrorEnvelope(await as('owner').get(`job-circular/${c.id}`), 404);
  });

  it('answers 422 per field for bad input, and stores nothing', async () => {
    const before = (await rows<{ n: number }>('select count(*)::int as n from job_circulars'))[0]!.n;
    const cases: Array<[unknown, string]> = [
      [circular({ title: '' }), 'title'],
      [circular({ job_position: undefined }), 'job_position'],
      [circular({}, { deadline: '20-05-2026' }), 'job_circular_detail.deadline'],
      [circular({}, { deadline: '2026-02-30' }), 'job_circular_detail.deadline'],
      [circular({ posting_date: day(5) }, { deadline: day(4) }), 'job_circular_detail.deadline'],
      [circular({}, { salary_range_min: 50000, salary_range_max: 40000 }), 'job_circular_detail.salary_range_max'],
      [circular({}, { salary_range_min: -1 }), 'job_circular_detail.salary_range_min'],
      [circular({}, { type: 'forever' }), 'job_circular_detail.type'],
      [circular({}, { workplace: 'moon' }), 'job_circular_detail.workplace'],
    ];
    for (const [body, field] of cases) {
      const r = await as('owner').post('job-circular', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(body)).toContain(field);
    }
    const empty = await as('owner').put(`job-circular/${seededCircularId}`, {});
    expectErrorEnvelope(empty, 422);
    expect(empty.body.errors.title).toBeDefined();
    const range = await as('owner').put(`job-circular/${seededCircularId}`, { job_circular_detail: { salary_range_min: 90000 } });
    expectErrorEnvelope(range, 422);
    expect(range.body.errors['job_circular_detail.salary_range_max']).toBeDefined();
    expect((await rows<{ n: number }>('select count(*)::int as n from job_circulars'))[0]!.n).toBe(before);
  });

  it("another centre's staff get 404 for alpha's circular, its questions and its applications", async () => {
    const beta = as('betaOwner');
    expectErrorEnvelope(await beta.get(`job-circular/${seededCircularId}`), 404);
    expectErrorEnvelope(await beta.put(`job-circular/${seededCircularId}`, { title: 'Mine now' }), 404);
    expectErrorEnvelope(await beta.delete(`job-circular/${seededCircularId}`), 404);
    expectErrorEnvelope(await beta.get(`job-question/${seededCircularId}`), 404);
    expectErrorEnvelope(await beta.post('job-question', { job_circular_id: seededCircularId, questions: [] }), 404);
    expectErrorEnvelope(await beta.get(`job-circular/trainer-application/${seededCircularId}`), 404);
    expect((await beta.get('job-circular')).body.data.items).toEqual([]);
    expect((await beta.get('trainer-application')).body.data.items).toEqual([]);
    const appId = Number((await rows<{ id: number }>(`select id from trainer_applications where circular_id = $1`, [seededCircularId]))[0]!.id);
    expectErrorEnvelope(await beta.get(`trainer-application/${appId}`), 404);
    expectErrorEnvelope(await beta.put(`trainer-application/${appId}`, { point: 1 }), 404);
    expectErrorEnvelope(await beta.delete(`trainer-application/${appId}`), 404);
    expectErrorEnvelope(await beta.post(`trainer-application/${appId}/rejection-mail`, { body: 'x' }), 404);
    expect((await rows<{ title: string }>(`select title from job_circulars where id = $1`, [seededCircularId]))[0]!.title).toBe('PTE Speaking and Writing Trainer');
  });

  it('the master keeps the platform circulars on the platform domain, apart from the centres', async () => {
    const r = await as('master').get('job-circular');
    expectOk(r);
    expect(r.body.data.items.map((c: { id: number }) => c.id)).toEqual([platformCircularId]);
    expect(r.body.data.items[0]).toMatchObject({ is_platform: true, organization_id: null });
    expectErrorEnvelope(await as('master').get(`job-circular/${seededCircularId}`), 404);
    expectErrorEnvelope(await as('owner').get(`job-circular/${platformCircularId}`), 404);
  });
});

describe('screening questions', () => {
  it('sets, reorders and replaces the list; an id of another circular is 422 on its row', async () => {
    const c = await createCircular(as('owner'));
    const first = await as('owner').post('job-question', { job_circular_id: c.id, questions: [{ question: 'Your PTE score?', required: true }, { question: 'Start date?' }] });
    expectOk(first);
    const [q1, q2] = first.body.data.questions;
    expect(first.body.data.questions).toEqual([{ id: q1.id, question: 'Your PTE score?', required: true, position: 0 }, { id: q2.id, question: 'Start date?', required: false, position: 1 }]);
    const second = await as('admin').post('job-question', { job_circular_id: c.id, questions: [{ id: q2.id, question: 'When can you start?', required: true }, { question: 'Salary?' }] });
    expectOk(second);
    expect(second.body.data.questions.map((q: { id: number; question: string }) => [q.id, q.question])).toEqual([[q2.id, 'When can you start?'], [expect.any(Number), 'Salary?']]);
    const seededQ = Number((await rows<{ id: number }>(`select id from job_questions where circular_id = $1 limit 1`, [seededCircularId]))[0]!.id);
    const foreign = await as('owner').post('job-question', { job_circular_id: c.id, questions: [{ id: seededQ, question: 'Stolen' }] });
    expectErrorEnvelope(foreign, 422);
    expect(foreign.body.errors['questions.0.id']).toBeDefined();
    const blank = await as('owner').post('job-question', { job_circular_id: c.id, questions: [{ question: '' }] });
    expectErrorEnvelope(blank, 422);
    expect(blank.body.errors['questions.0.question']).toBeDefined();
    const read = await as('admin').get(`job-question/${c.id}`);
    expectOk(read);
    expect(read.body.data.questions).toHaveLength(2);
    expect((await as('owner').get(`job-circular/${c.id}`)).body.data.question_count).toBe(2);
  });
});

describe('the public page', () => {
  it('anyone reads an active circular of the address, with its questions; never another address\'s or an inactive one', async () => {
    const r = await s.api('alpha').get(`job-circular/public/${seededCircularId}`);
    expectOk(r);
    expect(r.body.data).toMatchObject({ id: seededCircularId, open: true, closed_reason: null, organization_name: 'Alpha PTE Academy', job_position: 'PTE Trainer' });
    expect(r.body.data.questions).toHaveLength(2);
    expect(r.body.data).not.toHaveProperty('application_count');
    expectErrorEnvelope(await s.api('beta').get(`job-circular/public/${seededCircularId}`), 404);
    expectErrorEnvelope(await s.api(null).get(`job-circular/public/${seededCircularId}`), 404);
    expectOk(await s.api(null).get(`job-circular/public/${platformCircularId}`));
    expectErrorEnvelope(await s.api('alpha').get(`job-circular/public/${platformCircularId}`), 404);
    const off = await createCircular(as('owner'), circular({ active: false }));
    expectErrorEnvelope(await s.api('alpha').get(`job-circular/public/${off.id}`), 404);
    const start = await s.api('alpha').post('trainer-application', { job_circular_id: off.id, step: 'basic-information', data: { applicant_name: 'A', applicant_email: 'a@example.test', applicant_contact_number: '01711000000' } });
    expectErrorEnvelope(start, 422);
    expect(start.body.errors.job_circular_id).toBeDefined();
  });

  it('after the deadline the page says closed and applying is refused with 409 circular_closed', async () => {
    const c = await createCircular(as('owner'), circular({ posting_date: day(-10) }, { deadline: day(-1) }));
    const page = await s.api('alpha').get(`job-circular/public/${c.id}`);
    expectOk(page);
    expect(page.body.data).toMatchObject({ open: false, closed_reason: 'deadline_passed' });
    const before = (await rows<{ n: number }>('select count(*)::int as n from trainer_applications'))[0]!.n;
    const r = await s.api('alpha').post('trainer-application', { job_circular_id: c.id, step: 'basic-information', data: { applicant_name: 'Late', applicant_email: 'late@example.test', applicant_contact_number: '01711000000' } });
    expectErrorEnvelope(r, 409);
    expect(r.body.code).toBe('circular_closed');
    expect((await rows<{ n: number }>('select count(*)::int as n from trainer_applications'))[0]!.n).toBe(before);
    // a draft started before the deadline cannot go on after it
    const open = await createCircular(as('owner'));
    const a = await start('alpha', open.id, 'slow@example.test');
    await rows(`update job_circulars set posting_date = $2, deadline = $3 where id = $1`, [open.id, day(-10), day(-1)]);
    const late = await applicant('alpha', a.token).put(a.id, 'job-properties', { expected_salary: 1, choosing_reason: 'x', cv: await quarantine('alpha', PDF, 'cv.pdf') });
    expectErrorEnvelope(late, 409);
    expect(late.body.code).toBe('circular_closed');
  });
});

describe('applying', () => {
  let circularId: number;
  let q1: number;
  let q2: number;
  let app: { id: number; token: string };

  beforeAll(async () => {
    const c = await createCircular(as('owner'), circular({ title: 'Reading trainer', job_position: 'Reading Trainer' }));
    circularId = c.id;
    const qs = await as('owner').post('job-question', { job_circular_id: c.id, questions: [{ question: 'Years of teaching?', required: true }, { question: 'Anything else?' }] });
    [q1, q2] = qs.body.data.questions.map((q: { id: number }) => q.id);
  });

  it('starts a draft, answers the secret once and mails the resume link', async () => {
    const bad = await s.api('alpha').post('trainer-application', { job_circular_id: circularId, step: 'basic-information', data: { applicant_name: '', applicant_email: 'not-an-email', applicant_contact_number: 'call me' } });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['applicant_contact_number', 'applicant_email', 'applicant_name']);
    app = await start('alpha', circularId, 'Sadia.Applicant@Example.test');
    expect(app.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const row = (await rows<{ token_hash: string; applicant_email: string; status: string }>(`select token_hash, applicant_email, status from trainer_applications where id = $1`, [app.id]))[0]!;
    expect(row).toMatchObject({ applicant_email: 'sadia.applicant@example.test', status: 'draft' });
    expect(row.token_hash).not.toBe(app.token);
    const mail = (await rows<{ body_text: string; subject: string }>(`select body_text, subject from outbox where to_address = 'sadia.applicant@example.test' order by id desc limit 1`))[0]!;
    expect(mail.subject).toContain('Reading Trainer');
    expect(mail.body_text).toContain(`/job-application/basic-information/${circularId}?application=${app.id}&token=${encodeURIComponent(app.token)}`);
    // the draft is not an application yet: staff do not see it and the count stays
    expect((await as('owner').get(`job-circular/${circularId}`)).body.data.application_count).toBe(0);
    expectErrorEnvelope(await as('owner').get(`trainer-application/${app.id}`), 404);
  });

  it('reads and writes only with the secret; another applicant\'s secret is 404 and shows nothing', async () => {
    const me = applicant('alpha', app.token);
    const own = await me.get(app.id);
    expectOk(own);
    expect(own.body.data).toMatchObject({ id: app.id, viewer: 'applicant', status: 'draft', applicant_name: 'Sadia Islam', point: null, reviewer_note: null, circular_open: true });
    expect(own.body.data).not.toHaveProperty('token');
    expectErrorEnvelope(await s.api('alpha').get(`trainer-application/${app.id}`), 404);
    const other = await start('alpha', circularId, 'other.applicant@example.test', 'Other Person');
    const stranger = applicant('alpha', other.token);
    const peek = await stranger.get(app.id);
    expectErrorEnvelope(peek, 404);
    expect(peek.text).not.toContain('Sadia');
    expectErrorEnvelope(await stranger.put(app.id, 'job-properties', { expected_salary: 1, choosing_reason: 'x', cv: await quarantine('alpha', PDF, 'cv.pdf') }), 404);
    expectErrorEnvelope(await applicant('alpha', app.token.slice(0, -2) + 'xx').get(app.id), 404);
    // the secret works on its own address only
    expectErrorEnvelope(await applicant('beta', app.token).get(app.id), 404);
    // and a signed-in trainer is refused before anything is read
    expectErrorEnvelope(await s.api('alpha', t.teacher).raw('GET', `/api/v1/trainer-application/${app.id}`, { headers: { 'X-Application-Token': app.token } }), 403);
  });

  it('takes only PDFs uploaded here as CV and score card, naming the field', async () => {
    const me = applicant('alpha', app.token);
    const props = (o: Record<string, unknown>) => ({ expected_salary: 35000, choosing_reason: 'Teaching is my calling.', ...o });
    const cases: Array<[Record<string, unknown>, string]> = [
      [props({ cv: '/files/quarantine/00000000-0000-4000-8000-000000000000.pdf' }), 'cv'],
      [props({ cv: await quarantine('alpha', PNG, 'cv.png') }), 'cv'],
      [props({ cv: await quarantine('beta', PDF, 'cv.pdf') }), 'cv'],
      [props({ cv: '/files/materials/00000000-0000-4000-8000-000000000000.pdf' }), 'cv'],
      [props({ cv: await quarantine('alpha', PDF, 'cv.pdf'), pte_score_card: await quarantine('alpha', PNG, 'card.png') }), 'pte_score_card'],
      [props({ cv: await quarantine('alpha', PDF, 'cv.pdf'), expected_salary: -5 }), 'expected_salary'],
      [props({ cv: await quarantine('alpha', PDF, 'cv.pdf'), choosing_reason: '' }), 'choosing_reason'],
    ];
    for (const [data, field] of cases) {
      const r = await me.put(app.id, 'job-properties', data);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(data)).toEqual([field]);
    }
    // a PDF over the limit (the upload refuses one; a row written some other way is refused here too)
    const big = '/files/quarantine/11111111-2222-4333-8444-555555555555.pdf';
    await rows(`insert into uploads (organization_id, path, type, size, mime) values ($1, $2, 'quarantine', $3, 'application/pdf')`, [alphaId, big, 6 * 1024 * 1024]);
    const tooBig = await me.put(app.id, 'job-properties', props({ cv: big }));
    expectErrorEnvelope(tooBig, 422);
    expect(tooBig.body.errors.cv[0]).toContain('larger than 5 MB');
    // a PDF another application names is not taken
    const seededCv = await quarantine('alpha', PDF, 'theirs.pdf');
    const other = await start('alpha', circularId, 'third.applicant@example.test');
    expectOk(await applicant('alpha', other.token).put(other.id, 'job-properties', props({ cv: seededCv })));
    const stolen = await me.put(app.id, 'job-properties', props({ cv: seededCv }));
    expectErrorEnvelope(stolen, 422);
    expect(stolen.body.errors.cv[0]).toContain('another application');
  });

  it('goes step by step, refusing a step before the earlier ones and answers to other circulars\' questions', async () => {
    const me = applicant('alpha', app.token);
    const early = await me.put(app.id, 'educational-qualification', { educational_details: [{ degree: 'BA', institution: 'DU' }] });
    expectErrorEnvelope(early, 422);
    expect(early.body.errors.step).toBeDefined();
    const cv = await quarantine('alpha', PDF, 'my-cv.pdf');
    const card = await quarantine('alpha', PDF, 'score.pdf');
    expectOk(await me.put(app.id, 'job-properties', { expected_salary: 35000, choosing_reason: 'Teaching is my calling.', cv, pte_score_card: card }));
    const noDegree = await me.put(app.id, 'educational-qualification', { educational_details: [{ degree: '', institution: 'DU', passing_year: 1800 }] });
    expectErrorEnvelope(noDegree, 422);
    expect(Object.keys(noDegree.body.errors).sort()).toEqual(['educational_details.0.degree', 'educational_details.0.passing_year']);
    expectOk(await me.put(app.id, 'educational-qualification', { educational_details: [{ degree: 'MA in English', institution: 'Dhaka University', passing_year: 2020, result: 'First class' }] }));
    const backwards = await me.put(app.id, 'employment-history', { experience_details: [{ organization: 'X', designation: 'Tutor', start_date: '2022-05-01', end_date: '2021-01-01' }] });
    expectErrorEnvelope(backwards, 422);
    expect(backwards.body.errors['experience_details.0.end_date']).toBeDefined();
    expectOk(await me.put(app.id, 'employment-history', { experience_details: [{ organization: 'Bright English', designation: 'Tutor', start_date: '2021-01-01', end_date: null }] }));
    const seededQ = Number((await rows<{ id: number }>(`select id from job_questions where circular_id = $1 limit 1`, [seededCircularId]))[0]!.id);
    const foreign = await me.put(app.id, 'job-questions', { answers: [{ question_id: q1, answer: '3' }, { question_id: seededQ, answer: 'sneaky' }] });
    expectErrorEnvelope(foreign, 422);
    expect(Object.keys(foreign.body.errors)).toEqual([`answers.${seededQ}`]);
    const missing = await me.put(app.id, 'job-questions', { answers: [{ question_id: q2, answer: 'Nothing' }] });
    expectErrorEnvelope(missing, 422);
    expect(Object.keys(missing.body.errors)).toEqual([`answers.${q1}`]);
    const saved = await me.put(app.id, 'job-questions', { answers: [{ question_id: q1, answer: 'Three years' }] });
    expectOk(saved);
    expect(saved.body.data.answers).toEqual([
      { question_id: q1, question: 'Years of teaching?', required: true, answer: 'Three years' },
      { question_id: q2, question: 'Anything else?', required: false, answer: '' },
    ]);
  });

  it('submits with a confirmation mail; then it is the staff\'s and the applicant can change nothing', async () => {
    const me = applicant('alpha', app.token);
    const r = await me.put(app.id, 'submit');
    expectOk(r);
    expect(r.body.message).toBe('Application submitted.');
    expect(r.body.data).toMatchObject({ status: 'new', viewer: 'applicant' });
    expect(r.body.data.application_date).not.toBeNull();
    const mail = (await rows<{ subject: string }>(`select subject from outbox where to_address = 'sadia.applicant@example.test' order by id desc limit 1`))[0]!;
    expect(mail.subject).toBe('We received your application for Reading Trainer');
    const again = await me.put(app.id, 'employment-history', { experience_details: [] });
    expectErrorEnvelope(again, 409);
    expect(again.body.code).toBe('already_submitted');
    expect((await as('owner').get(`job-circular/${circularId}`)).body.data.application_count).toBe(1);
    // one application per address and circular
    const twice = await start('alpha', circularId, 'sadia.applicant@example.test').catch((e: Error) => e);
    expect(String(twice)).toContain('422');
  });

  it('an incomplete draft cannot be submitted', async () => {
    const a = await start('alpha', circularId, 'incomplete@example.test');
    const r = await applicant('alpha', a.token).put(a.id, 'submit');
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.step).toBeDefined();
  });

  it('staff read it in full, and the coaching owner fetches the CV it names; a trainer cannot', async () => {
    const r = await as('admin').get(`trainer-application/${app.id}`);
    expectOk(r);
    const a = r.body.data as TrainerApplication;
    expect(a).toMatchObject({ viewer: 'staff', status: 'new', expected_salary: 35000, educational_details: [{ degree: 'MA in English', institution: 'Dhaka University', subject: '', passing_year: 2020, result: 'First class' }] });
    expect(a.next_statuses).toEqual(['shortlisted', 'interview', 'rejected', 'hired']);
    expect(a.experience_details[0]).toMatchObject({ organization: 'Bright English', end_date: null });
    expectNoSecrets(r);
    const file = await s.api('alpha', t.owner).raw('GET', a.cv!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(file.text.startsWith('%PDF-')).toBe(true);
    expect((await s.api('alpha', t.teacher).raw('GET', a.cv!)).status).toBe(404);
    expect((await s.api('beta', t.betaOwner).raw('GET', a.cv!)).status).toBe(404);
    const list = await as('owner').get(`job-circular/trainer-application/${circularId}?search=sadia&status=new`);
    expectOk(list);
    expect(list.body.data.items.map((x: { id: number }) => x.id)).toEqual([app.id]);
    expect(list.body.data.meta.total).toBe(1);
    const all = await as('owner').get(`trainer-application?job_circular_id=${circularId}`);
    expect(all.body.data.items.map((x: { id: number }) => x.id)).toEqual([app.id]);
    expect((await as('owner').get('trainer-application?status=hired')).body.data.items).toEqual([]);
    expectErrorEnvelope(await as('owner').get('trainer-application?status=draft'), 422);
    expectErrorEnvelope(await as('teacher').get('trainer-application'), 403);
    expectErrorEnvelope(await as('student').get(`job-circular/trainer-application/${circularId}`), 403);
  });

  it('reviewers give points and move the status within the allowed transitions; the applicant sees none of it', async () => {
    const bad = await as('owner').put(`trainer-application/${app.id}`, { point: 101 });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.point).toBeDefined();
    expectErrorEnvelope(await as('teacher').put(`trainer-application/${app.id}`, { point: 50 }), 403);
    expectErrorEnvelope(await as('student').put(`trainer-application/${app.id}`, { point: 50 }), 403);
    const r = await as('owner').put(`trainer-application/${app.id}`, { point: 86, status: 'shortlisted', reviewer_note: 'Strong writing.', expected_salary: 36000 });
    expectOk(r);
    expect(r.body.data).toMatchObject({ point: 86, status: 'shortlisted', reviewer_note: 'Strong writing.', expected_salary: 36000 });
    const mine = await applicant('alpha', app.token).get(app.id);
    expect(mine.body.data).toMatchObject({ status: 'new', point: null, reviewer_note: null });
    expect(mine.text).not.toContain('Strong writing');
    // the applicant's secret does not review
    const self = await s.api('alpha').raw('PUT', `/api/v1/trainer-application/${app.id}`, { headers: { 'X-Application-Token': app.token, 'Content-Type': 'application/json' }, body: JSON.stringify({ point: 100 }) });
    expectErrorEnvelope(self, 422);
    expect(self.body.errors.point).toBeDefined();
    expect((await rows<{ point: number }>(`select point from trainer_applications where id = $1`, [app.id]))[0]!.point).toBe(86);
  });

  it('hiring invites the applicant as a trainer of the centre, who sets a password and signs in', async () => {
    const r = await as('admin').put(`trainer-application/${app.id}`, { status: 'hired' });
    expectOk(r);
    expect(r.body.data.status).toBe('hired');
    const user = (await rows<{ id: number; kind: string; organization_id: number; password_set_at: string | null; first_name: string; last_name: string }>(
      `select u.id, r.kind, u.organization_id, u.password_set_at, u.first_name, u.last_name from users u join roles r on r.id = u.role_id where lower(u.email) = 'sadia.applicant@example.test'`,
    ))[0]!;
    expect(user).toMatchObject({ kind: 'TRAINER', organization_id: alphaId, password_set_at: null, first_name: 'Sadia', last_name: 'Islam' });
    expect(r.body.data.hired_user_id).toBe(Number(user.id));
    const mail = (await rows<{ subject: string; body_text: string }>(`select subject, body_text from outbox where to_address = 'sadia.applicant@example.test' order by id desc limit 1`))[0]!;
    expect(mail.subject).toBe('You are invited to Alpha PTE Academy');
    const link = /\/set-password\?t=([^&\s]+)&email=/.exec(mail.body_text);
    expect(link).not.toBeNull();
    const set = await s.api('alpha').post('set-password', { token: decodeURIComponent(link![1]!), email: 'sadia.applicant@example.test', password: 'Trainer-pass-2026', password_confirmation: 'Trainer-pass-2026' });
    expectOk(set);
    const login = await s.api('alpha').post('login', { email: 'sadia.applicant@example.test', password: 'Trainer-pass-2026' });
    expectOk(login);
    expect(login.body.data.user_type).toBe('TRAINER');
    const after = await as('owner').put(`trainer-application/${app.id}`, { status: 'rejected' });
    expectErrorEnvelope(after, 422);
    expect(after.body.errors.status).toBeDefined();
  });

  it('hiring an address that is already a user of the centre is 409 email_taken and changes nothing', async () => {
    const a = await apply('alpha', circularId, 'teacher@alpha.test', 'Teacher Again');
    const before = (await rows<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
    const r = await as('owner').put(`trainer-application/${a.id}`, { status: 'hired', point: 70 });
    expectErrorEnvelope(r, 409);
    expect(r.body.code).toBe('email_taken');
    expect((await rows<{ n: number }>('select count(*)::int as n from users'))[0]!.n).toBe(before);
    expect((await rows<{ status: string; point: number | null }>(`select status, point from trainer_applications where id = $1`, [a.id]))[0]).toEqual({ status: 'new', point: null });
  });

  it('mails a rejected applicant the template with {name} and {position} filled in', async () => {
    const a = await apply('alpha', circularId, 'rejected.one@example.test', 'Karim Uddin');
    const early = await as('owner').post(`trainer-application/${a.id}/rejection-mail`, { body: 'Dear {name}' });
    expectErrorEnvelope(early, 409);
    expect(early.body.code).toBe('not_rejected');
    expectOk(await as('owner').put(`trainer-application/${a.id}`, { status: 'rejected' }));
    const empty = await as('owner').post(`trainer-application/${a.id}/rejection-mail`, { body: '' });
    expectErrorEnvelope(empty, 422);
    expect(empty.body.errors.body).toBeDefined();
    const r = await as('admin').post(`trainer-application/${a.id}/rejection-mail`, { body: 'Dear {name},\n\nThank you for applying for {position}. We chose another candidate.' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ id: a.id, to: 'rejected.one@example.test', subject: 'Your application for Reading Trainer' });
    const mail = (await rows<{ subject: string; body_text: string }>(`select subject, body_text from outbox where to_address = 'rejected.one@example.test' order by id desc limit 1`))[0]!;
    expect(mail.body_text).toBe('Dear Karim Uddin,\n\nThank you for applying for Reading Trainer. We chose another candidate.');
    expect((await as('owner').get(`trainer-application/${a.id}`)).body.data.rejection_mailed_at).not.toBeNull();
  });

  it('a circular with applications is not deleted (409); deleting the applications lets it go, drafts with it', async () => {
    const c = await createCircular(as('owner'), circular({ title: 'Short-lived' }));
    const a = await apply('alpha', c.id, 'gone@example.test');
    const draft = await start('alpha', c.id, 'draft.only@example.test');
    const r = await as('owner').delete(`job-circular/${c.id}`);
    expectErrorEnvelope(r, 409);
    expect(r.body.code).toBe('circular_has_applications');
    expectErrorEnvelope(await as('teacher').delete(`trainer-application/${a.id}`), 403);
    expectOk(await as('admin').delete(`trainer-application/${a.id}`));
    expectErrorEnvelope(await as('admin').get(`trainer-application/${a.id}`), 404);
    expectOk(await as('owner').delete(`job-circular/${c.id}`));
    expect(await rows(`select id from trainer_applications where id = $1`, [draft.id])).toEqual([]);
  });
});

describe('platform circulars', () => {
  it('a visitor applies on the platform domain; the master hires into a centre it names', async () => {
    const a = await apply(null, platformCircularId, 'online.trainer@example.test', 'Online Trainer');
    const list = await as('master').get('trainer-application');
    expect(list.body.data.items.map((x: { id: number }) => x.id)).toContain(a.id);
    expectErrorEnvelope(await as('owner').get(`trainer-application/${a.id}`), 404);
    const noCentre = await as('master').put(`trainer-application/${a.id}`, { status: 'hired' });
    expectErrorEnvelope(noCentre, 422);
    expect(noCentre.body.errors.organization_id).toBeDefined();
    const r = await as('master').put(`trainer-application/${a.id}`, { status: 'hired', organization_id: alphaId });
    expectOk(r);
    const user = (await rows<{ kind: string; organization_id: number }>(`select r.kind, u.organization_id from users u join roles r on r.id = u.role_id where u.email = 'online.trainer@example.test'`))[0];
    expect(user).toEqual({ kind: 'TRAINER', organization_id: alphaId });
    const mail = (await rows<{ subject: string; body_text: string }>(`select subject, body_text from outbox where to_address = 'online.trainer@example.test' order by id desc limit 1`))[0]!;
    expect(mail.subject).toBe('You are invited to Alpha PTE Academy');
    expect(mail.body_text).toContain('alpha.');
  });
});
