// Popups (server/modules/popups/README.md) on the real server and database: creating and changing popups (422 per
// field: a time without a zone, an end before the start, a draft blog post, another centre's group), who sees what
// (a student outside the audience sees nothing; another centre's staff get 404), dismissal remembered, answers
// (once for suggestion and feedback, many forum replies, none for a notice) and their counts, a hidden forum reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationItem, PopupDetail, StudentPopup } from '@server/modules/popups/contracts.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'teacher' | 'student' | 'newstudent' | 'expired' | 'betaTeacher' | 'betaStudent';
const t = {} as Record<Who, string>;
const as = (who: Who) => s.api(who.startsWith('beta') ? 'beta' : 'alpha', t[who]);

const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const WINDOW = { starts_at: iso(-hour), ends_at: iso(24 * hour) };
let morning: number; // student + newstudent
let weekend: number; // expired
let betaGroup: number;
let ids: Record<string, number>;

async function groupsOf(who: Who): Promise<Array<{ id: number; name: string }>> {
  const r = await as(who).get('popups/options');
  expectOk(r);
  return r.body.data.groups;
}

async function create(body: Record<string, unknown>, who: Who = 'teacher'): Promise<PopupDetail> {
  const r = await as(who).post('popups', { status: 'active', ...WINDOW, ...body });
  expectOk(r, 201);
  return r.body.data;
}

const pending = async (who: Who): Promise<StudentPopup[]> => {
  const r = await as(who).get('popups/pending');
  expectOk(r);
  return r.body.data.items;
};

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'teacher', 'student', 'newstudent', 'expired'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  const gs = await groupsOf('teacher');
  morning = gs.find((g) => g.name === 'Morning batch')!.id;
  weekend = gs.find((g) => g.name === 'Weekend batch')!.id;
  const [beta] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'beta'`);
  const [g] = await s.db.query<{ id: number }>(`insert into groups (organization_id, name) values ($1, 'Beta batch') returning id`, [beta!.id]);
  betaGroup = g!.id;
  ids = Object.fromEntries((await s.db.query<{ id: number; email: string }>(`select id, email from users`)).map((r) => [r.email, r.id]));
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('writing popups', () => {
  it('creates a notice for a group (201) with its audience and zero counts', async () => {
    const p = await create({ kind: 'notice', title: 'Centre closed Friday', body: 'No classes.\n\nSee you Saturday.', audience: { all: false, group_ids: [morning] } });
    expect(p).toMatchObject({ kind: 'notice', status: 'active', live: true, audience_all: false, groups: [{ id: morning, name: 'Morning batch' }], students: [] });
    expect(p.counts).toEqual({ shown: 0, dismissed: 0, responded: 0, responses: 0 });
  });

  it('422: a time without a zone, an end before the start, an empty audience', async () => {
    let r = await as('teacher').post('popups', { kind: 'notice', title: 'x', audience: { all: true }, starts_at: '2026-03-01T09:00:00', ends_at: iso(hour) });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toContain('starts_at');
    r = await as('teacher').post('popups', { kind: 'notice', title: 'x', audience: { all: true }, starts_at: iso(hour), ends_at: iso(0) });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['ends_at']);
    r = await as('teacher').post('popups', { kind: 'notice', title: 'x', audience: { all: false, group_ids: [] }, ...WINDOW });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['audience']);
  });

  it("422: another centre's group or student", async () => {
    let r = await as('teacher').post('popups', { kind: 'notice', title: 'x', audience: { all: false, group_ids: [betaGroup] }, ...WINDOW });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors['audience.group_ids'][0]).toContain(String(betaGroup));
    r = await as('teacher').post('popups', { kind: 'notice', title: 'x', audience: { all: false, student_ids: [ids['student@beta.test']] }, ...WINDOW });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['audience.student_ids']);
  });

  it('422: a blog share of a draft post, or of none; a published post is shown to the student', async () => {
    const [alpha] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
    const [draft] = await s.db.query<{ id: number }>(`insert into blog_posts (organization_id, title, slug, status) values ($1, 'Draft tips', 'draft-tips', 'draft') returning id`, [alpha!.id]);
    const [pub] = await s.db.query<{ id: number }>(
      `insert into blog_posts (organization_id, title, slug, excerpt, status, published_at) values ($1, 'Ten PTE tips', 'ten-pte-tips', 'Read these.', 'published', now()) returning id`, [alpha!.id]);
    let r = await as('teacher').post('popups', { kind: 'blog-share', title: 'Read this', audience: { all: true }, ...WINDOW, blog_post_id: draft!.id });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.blog_post_id[0]).toMatch(/published/);
    r = await as('teacher').post('popups', { kind: 'blog-share', title: 'Read this', audience: { all: true }, ...WINDOW });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['blog_post_id']);
    const p = await create({ kind: 'blog-share', title: 'Read this', audience: { student_ids: [ids['expired@alpha.test']], all: false }, blog_post_id: pub!.id });
    expect(p.blog_post).toMatchObject({ slug: 'ten-pte-tips', published: true });
    const mine = await pending('expired');
    expect(mine.find((x) => x.id === p.id)?.blog_post).toMatchObject({ title: 'Ten PTE tips', excerpt: 'Read these.' });
    await as('teacher').put(`popups/${p.id}`, { status: 'archived' });
  });

  it('PUT {} is 422; archiving takes a popup off the pending list', async () => {
    const p = await create({ kind: 'notice', title: 'Short-lived', audience: { all: true } });
    expect((await pending('newstudent')).map((x) => x.id)).toContain(p.id);
    expectErrorEnvelope(await as('teacher').put(`popups/${p.id}`, {}), 422);
    const r = await as('teacher').put(`popups/${p.id}`, { status: 'archived' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 'archived', live: false });
    expect((await pending('newstudent')).map((x) => x.id)).not.toContain(p.id);
  });

  it("lists by kind; another centre's staff get 404 and see none of it; a student gets 403", async () => {
    const r = await as('owner').get('popups?kind=notice');
    expectOk(r);
    expect(r.body.data.items.length).toBeGreaterThan(0);
    expect(r.body.data.items.every((x: { kind: string }) => x.kind === 'notice')).toBe(true);
    const id = r.body.data.items[0].id;
    expectErrorEnvelope(await as('betaTeacher').get(`popups/${id}`), 404);
    expect((await as('betaTeacher').get('popups')).body.data.items).toEqual([]);
    expectErrorEnvelope(await as('student').get('popups'), 403);
    expectErrorEnvelope(await as('teacher').get('popups/pending'), 403);
  });
});

describe('the student at sign-in', () => {
  it('a student outside the audience sees nothing; a member sees it, dismisses it, and it is not shown again', async () => {
    const p = await create({ kind: 'notice', title: 'Weekend only', audience: { all: false, group_ids: [weekend] } });
    expect((await pending('student')).map((x) => x.id)).not.toContain(p.id);
    expectErrorEnvelope(await as('student').post(`popups/${p.id}/seen`), 404);
    expect((await as('student').get('student/communication')).body.data.items.map((x: CommunicationItem) => x.id)).not.toContain(p.id);
    expect((await as('betaStudent').get('popups/pending')).body.data.items).toEqual([]);

    expect((await pending('expired')).map((x) => x.id)).toContain(p.id);
    expectOk(await as('expired').post(`popups/${p.id}/seen`));
    expect((await pending('expired')).map((x) => x.id)).toContain(p.id);
    const d = await as('expired').post(`popups/${p.id}/dismiss`);
    expectOk(d);
    expect(d.body.data.dismissed_at).toEqual(expect.any(String));
    expect((await pending('expired')).map((x) => x.id)).not.toContain(p.id);
    // still readable on the communication page
    const c = await as('expired').get('student/communication');
    const item = c.body.data.items.find((x: CommunicationItem) => x.id === p.id);
    expect(item).toMatchObject({ title: 'Weekend only', open: true, dismissed_at: d.body.data.dismissed_at });
    const detail = (await as('teacher').get(`popups/${p.id}`)).body.data as PopupDetail;
    expect(detail.counts).toMatchObject({ shown: 1, dismissed: 1, responded: 0 });
  });

  it('a popup not yet started, or a draft, is not pending', async () => {
    const later = await create({ kind: 'notice', title: 'Later', audience: { all: true }, starts_at: iso(2 * hour), ends_at: iso(3 * hour) });
    const draft = await create({ kind: 'notice', title: 'Draft', audience: { all: true }, status: 'draft' });
    const mine = (await pending('student')).map((x) => x.id);
    expect(mine).not.toContain(later.id);
    expect(mine).not.toContain(draft.id);
  });
});

describe('answers', () => {
  it('feedback: a rating once (409 the second time), counted; the answered popup is no longer pending', async () => {
    const p = await create({ kind: 'feedback', title: 'How was class?', audience: { all: false, group_ids: [morning] } });
    expectErrorEnvelope(await as('student').post(`popups/${p.id}/responses`, { text: 'no rating' }), 422);
    expectErrorEnvelope(await as('student').post(`popups/${p.id}/responses`, { rating: 6 }), 422);
    expectOk(await as('student').post(`popups/${p.id}/responses`, { rating: 4, comment: undefined, text: 'Good' }), 201);
    const again = await as('student').post(`popups/${p.id}/responses`, { rating: 5 });
    expectErrorEnvelope(again, 409);
    expect(again.body.code).toBe('already_answered');
    expectOk(await as('newstudent').post(`popups/${p.id}/responses`, { rating: 2 }), 201);
    expect((await pending('student')).map((x) => x.id)).not.toContain(p.id);
    const d = (await as('teacher').get(`popups/${p.id}`)).body.data as PopupDetail;
    expect(d.counts).toEqual({ shown: 2, dismissed: 0, responded: 2, responses: 2 });
    expect(d.ratings).toEqual([0, 1, 0, 1, 0]);
    const rs = await as('teacher').get(`popups/${p.id}/responses`);
    expect(rs.body.data.items.map((x: { rating: number }) => x.rating).sort()).toEqual([2, 4]);
    const mine = (await as('student').get('student/communication')).body.data.items.find((x: CommunicationItem) => x.id === p.id);
    expect(mine.my_answers).toMatchObject([{ rating: 4, text: 'Good' }]);
  });

  it('a notice takes no answer (422 on kind); a suggestion needs text', async () => {
    const n = await create({ kind: 'notice', title: 'Read only', audience: { all: true } });
    const r = await as('student').post(`popups/${n.id}/responses`, { text: 'hi' });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['kind']);
    const sgg = await create({ kind: 'suggestion', title: 'Ideas?', audience: { all: true } });
    expectErrorEnvelope(await as('student').post(`popups/${sgg.id}/responses`, {}), 422);
    expectErrorEnvelope(await as('student').post(`popups/${sgg.id}/responses`, { text: '   ' }), 422);
    expectOk(await as('student').post(`popups/${sgg.id}/responses`, { text: 'More mock tests' }), 201);
    expectErrorEnvelope(await as('student').post(`popups/${sgg.id}/responses`, { text: 'And more' }), 409);
  });

  it('forum: many replies, seen by the audience as first name and initial; a trainer hides one', async () => {
    const f = await create({ kind: 'forum', title: 'Best way to learn RS?', audience: { all: false, group_ids: [morning] } });
    const a = await as('student').post(`popups/${f.id}/responses`, { text: 'Shadowing' });
    expectOk(a, 201);
    expectOk(await as('student').post(`popups/${f.id}/responses`, { text: 'And chunking' }), 201);
    const b = await as('newstudent').post(`popups/${f.id}/responses`, { text: 'Rude words' });
    const seen = async (who: Who) => (await as(who).get('student/communication')).body.data.items.find((x: CommunicationItem) => x.id === f.id) as CommunicationItem;
    let thread = await seen('newstudent');
    expect(thread.replies.map((x) => [x.author, x.text, x.mine])).toEqual([
      ['Arif H.', 'Shadowing', false], ['Arif H.', 'And chunking', false], ['Nusrat J.', 'Rude words', true],
    ]);
    const h = await as('teacher').put(`popups/${f.id}/responses/${b.body.data.id}/hidden`, { hidden: true });
    expectOk(h);
    expect(h.body.data.hidden).toBe(true);
    thread = await seen('student');
    expect(thread.replies.map((x) => x.text)).toEqual(['Shadowing', 'And chunking']);
    // staff still see it, marked
    const staff = await as('teacher').get(`popups/${f.id}/responses`);
    expect(staff.body.data.items.find((x: { id: number }) => x.id === b.body.data.id)).toMatchObject({ hidden: true, student: { name: 'Nusrat Jahan' } });
    expect((await as('teacher').get(`popups/${f.id}`)).body.data.counts).toMatchObject({ responded: 2, responses: 3 });
    // another centre's trainer cannot hide it
    expectErrorEnvelope(await as('betaTeacher').put(`popups/${f.id}/responses/${a.body.data.id}/hidden`, { hidden: true }), 404);
    // hiding applies to forum replies only
    const fb = await create({ kind: 'feedback', title: 'Rate', audience: { all: true } });
    const ans = await as('student').post(`popups/${fb.id}/responses`, { rating: 3 });
    expectErrorEnvelope(await as('teacher').put(`popups/${fb.id}/responses/${ans.body.data.id}/hidden`, { hidden: true }), 422);
  });
});

describe('tenant isolation', () => {
  it("a beta student never sees alpha's all-students popup, nor may it act on it", async () => {
    const p = await create({ kind: 'suggestion', title: 'Alpha only', audience: { all: true } });
    expect((await pending('betaStudent')).map((x) => x.id)).not.toContain(p.id);
    expectErrorEnvelope(await as('betaStudent').post(`popups/${p.id}/dismiss`), 404);
    expectErrorEnvelope(await as('betaStudent').post(`popups/${p.id}/responses`, { text: 'x' }), 404);
    // the rows are alpha's, under RLS too
    const [row] = await s.db.query<{ organization_id: number }>(`select organization_id from popups where id = $1`, [p.id]);
    const [alpha] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
    expect(row!.organization_id).toBe(alpha!.id);
  });
});
