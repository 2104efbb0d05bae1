// The help centre (server/modules/help/README.md) on the real server and database: a reader gets the platform's text,
// then its centre's override, then the platform's again when the override is dropped; other centres never see it;
// who may write; 422 per field; the sanitiser; search over articles and FAQs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Faq, SearchResult } from '@server/modules/help/contracts.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'betaOwner' | 'betaStudent' | 'master';
const t = {} as Record<Who, string>;

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  t.master = await s.login(null, 'master@platform.test');
}, 120_000);

afterAll(async () => {
  await s?.close();
});

const alpha = (who: Who) => s.api('alpha', t[who]);
const beta = (who: Who) => s.api('beta', t[who]);
const master = () => s.api(null, t.master);

describe('reading', () => {
  it('a student reads the platform text of its portal, seeded for every topic', async () => {
    for (const topic of ['how-to-use', 'material', 'registration-process']) {
      const r = await alpha('student').get(`help/student/${topic}`);
      expectOk(r);
      const a = r.body.data as Article;
      expect(a.source).toBe('platform');
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.platform_available).toBe(true);
      expect(a.can_edit).toBe(false);
    }
    const how = (await alpha('student').get('help/student/how-to-use')).body.data as Article;
    expect(how.body).toContain('<img src="/help/');
  });

  it('the FAQ is an ordered list of the platform until a centre writes its own', async () => {
    const r = await alpha('student').get('help/student/faq');
    expectOk(r);
    const f = r.body.data as Faq;
    expect(f.source).toBe('platform');
    expect(f.items.length).toBeGreaterThanOrEqual(6);
    expect(f.items.map((i) => i.position)).toEqual([...f.items.map((i) => i.position)].sort((a, b) => a - b));
  });

  it("a student cannot read another portal's help; staff who edit help can", async () => {
    expectErrorEnvelope(await alpha('student').get('help/admin/how-to-use'), 403);
    expectErrorEnvelope(await alpha('teacher').get('help/student/faq'), 403);
    expectOk(await alpha('teacher').get('help/teacher/faq'));
    expectOk(await alpha('owner').get('help/student/faq'));
    expectOk(await alpha('admin').get('help/teacher/material'));
  });

  it('needs a session', async () => {
    expectErrorEnvelope(await s.api('alpha').get('help/student/faq'), 401);
  });
});

describe('a centre overrides the platform', () => {
  const own = { title: 'Alpha: how to use', body: '<h2>Welcome to Alpha</h2><p>Ask at the front desk for your timetable.</p>' };

  it('student sees platform, then the owner override, then platform again after restore; beta never sees it', async () => {
    const before = (await alpha('student').get('help/student/how-to-use')).body.data as Article;
    expect(before.source).toBe('platform');

    const put = await alpha('owner').put('help/student/how-to-use', own);
    expectOk(put);
    expect((put.body.data as Article).source).toBe('centre');

    const after = (await alpha('student').get('help/student/how-to-use')).body.data as Article;
    expect(after).toMatchObject({ source: 'centre', title: own.title, platform_available: true });
    expect(after.body).toContain('front desk');

    const b = (await beta('betaStudent').get('help/student/how-to-use')).body.data as Article;
    expect(b.source).toBe('platform');
    expect(b.body).not.toContain('front desk');
    const bs = (await beta('betaStudent').get('help/search?q=front+desk')).body.data as SearchResult;
    expect(bs.items).toEqual([]);

    const del = await alpha('admin').delete('help/student/how-to-use');
    expectOk(del);
    expect(del.body.data).toEqual({ portal: 'student', topic: 'how-to-use', dropped: true });
    const back = (await alpha('student').get('help/student/how-to-use')).body.data as Article;
    expect(back).toMatchObject({ source: 'platform', title: before.title, body: before.body });
    // nothing left to drop
    expect((await alpha('admin').delete('help/student/how-to-use')).body.data.dropped).toBe(false);
  });

  it('a FAQ override replaces the whole list, and an empty list falls back', async () => {
    const put = await alpha('admin').put('help/teacher/faq', { items: [{ question: 'Where is the staff room?', answer: 'Second floor,\nnext to the library.' }, { question: 'Who plans the rota?', answer: 'The centre manager.' }] });
    expectOk(put);
    const f = (await alpha('teacher').get('help/teacher/faq')).body.data as Faq;
    expect(f.source).toBe('centre');
    expect(f.items.map((i) => [i.question, i.answer, i.position])).toEqual([
      ['Where is the staff room?', 'Second floor,\nnext to the library.', 1],
      ['Who plans the rota?', 'The centre manager.', 2],
    ]);
    expect(((await beta('betaOwner').get('help/teacher/faq')).body.data as Faq).source).toBe('platform');
    expectOk(await alpha('admin').put('help/teacher/faq', { items: [] }));
    expect(((await alpha('teacher').get('help/teacher/faq')).body.data as Faq).source).toBe('platform');
  });

  it('DELETE of the FAQ drops the centre list', async () => {
    expectOk(await alpha('owner').put('help/student/faq', { items: [{ question: 'Q?', answer: 'A.' }] }));
    const d = await alpha('owner').delete('help/student/faq');
    expectOk(d);
    expect(d.body.data).toEqual({ portal: 'student', topic: 'faq', dropped: true });
    expect(((await alpha('student').get('help/student/faq')).body.data as Faq).source).toBe('platform');
  });
});

describe('who writes', () => {
  it('students and trainers cannot write (403)', async () => {
    for (const who of ['student', 'teacher'] as const) {
      expectErrorEnvelope(await alpha(who).put('help/student/how-to-use', { title: 'x', body: '<p>x</p>' }), 403);
      expectErrorEnvelope(await alpha(who).put('help/student/faq', { items: [] }), 403);
      expectErrorEnvelope(await alpha(who).delete('help/student/material'), 403);
    }
  });

  it('the master writes the platform text, which every centre without an override reads', async () => {
    const body = { title: 'Materials (platform)', body: '<p>Materials platform text, revised by the master.</p>' };
    const r = await master().put('help/student/material', body);
    expectOk(r);
    expect((r.body.data as Article).source).toBe('platform');
    expect((r.body.data as Article).can_edit).toBe(true);
    for (const [api, who] of [[alpha, 'student'], [beta, 'betaStudent']] as const) {
      const a = (await api(who).get('help/student/material')).body.data as Article;
      expect(a).toMatchObject({ source: 'platform', title: body.title });
    }
    const rows = await s.db.query<{ n: number }>(`select count(*)::int as n from help_articles where organization_id is null and portal = 'student' and topic = 'material'`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("a centre's write never touches the platform row", async () => {
    expectOk(await beta('betaOwner').put('help/admin/registration-process', { title: 'Beta registration', body: '<p>Beta only.</p>' }));
    const platform = (await master().get('help/admin/registration-process')).body.data as Article;
    expect(platform.source).toBe('platform');
    expect(platform.body).not.toContain('Beta only');
    expect(((await alpha('admin').get('help/admin/registration-process')).body.data as Article).source).toBe('platform');
  });
});

describe('validation', () => {
  it('422 for an unknown portal or topic', async () => {
    const p = await alpha('owner').get('help/parents/how-to-use');
    expectErrorEnvelope(p, 422);
    expect(p.body.errors.portal).toBeDefined();
    const tp = await alpha('owner').put('help/student/pricing', { title: 'x', body: '<p>x</p>' });
    expectErrorEnvelope(tp, 422);
    expect(tp.body.errors.topic).toBeDefined();
  });

  it('422 per field for empty and too long values', async () => {
    const empty = await alpha('owner').put('help/student/material', {});
    expectErrorEnvelope(empty, 422);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['title', 'body']));
    const long = await alpha('owner').put('help/student/material', { title: 'x'.repeat(201), body: '<p>ok</p>' });
    expectErrorEnvelope(long, 422);
    expect(long.body.errors.title[0]).toMatch(/200/);
    const blank = await alpha('owner').put('help/student/material', { title: 'Title', body: '<p> </p><script>x</script>' });
    expectErrorEnvelope(blank, 422);
    expect(blank.body.errors.body).toBeDefined();
    const faq = await alpha('owner').put('help/student/faq', { items: [{ question: '', answer: 'a'.repeat(3001) }] });
    expectErrorEnvelope(faq, 422);
    expect(faq.body.errors['items.0.question']).toBeDefined();
    expect(faq.body.errors['items.0.answer']).toBeDefined();
    const dup = await alpha('owner').put('help/student/faq', { items: [{ question: 'Same?', answer: 'a' }, { question: 'same?', answer: 'b' }] });
    expectErrorEnvelope(dup, 422);
    expect(dup.body.errors['items.1.question']).toBeDefined();
    expectErrorEnvelope(await alpha('student').get('help/search?q=a'), 422);
  });

  it('sanitises: a script never comes back', async () => {
    const r = await alpha('owner').put('help/student/registration-process', {
      title: 'Safe',
      body: '<p onmouseover="steal()">Register <a href="javascript:alert(1)">here</a></p><script>alert(1)</script><img src="https://evil.test/x.png" onerror="x()"><img src="/help/exam-player.webp" alt="Player">',
    });
    expectOk(r);
    const a = (await alpha('student').get('help/student/registration-process')).body.data as Article;
    expect(a.body).not.toMatch(/script|onmouseover|onerror|javascript:|evil\.test/i);
    expect(a.body).toContain('<img src="/help/exam-player.webp" alt="Player" />');
    expectOk(await alpha('owner').delete('help/student/registration-process'));
  });
});

describe('search', () => {
  it("finds an FAQ entry by a word of its answer, in the caller's portal only", async () => {
    const r = await alpha('student').get('help/search?q=microphone');
    expectOk(r);
    const res = r.body.data as SearchResult;
    expect(res.portal).toBe('student');
    const hit = res.items.find((i) => i.kind === 'faq');
    expect(hit).toBeDefined();
    expect(hit!.topic).toBe('faq');
    expect(hit!.snippet.toLowerCase()).toContain('microphone');
    expect(res.items.every((i) => i.portal === 'student')).toBe(true);
  });

  it('needs every word, finds articles, and searches the centre override instead of the platform text', async () => {
    const two = (await alpha('student').get('help/search?q=' + encodeURIComponent('mock official'))).body.data as SearchResult;
    expect(two.items.length).toBeGreaterThan(0);
    expect(((await alpha('student').get('help/search?q=' + encodeURIComponent('mock zzzqqq'))).body.data as SearchResult).items).toEqual([]);
    const art = (await alpha('student').get('help/search?q=dashboard')).body.data as SearchResult;
    expect(art.items.some((i) => i.kind === 'article' && i.topic === 'how-to-use')).toBe(true);

    expectOk(await alpha('owner').put('help/student/faq', { items: [{ question: 'Parking?', answer: 'Use the zebracrossing car park.' }] }));
    const own = (await alpha('student').get('help/search?q=zebracrossing')).body.data as SearchResult;
    expect(own.items.map((i) => i.title)).toEqual(['Parking?']);
    expect(((await alpha('student').get('help/search?q=microphone')).body.data as SearchResult).items.filter((i) => i.kind === 'faq')).toEqual([]);
    expectOk(await alpha('owner').delete('help/student/faq'));
  });

  it('treats LIKE wildcards as text, and a student may not search another portal', async () => {
    expect(((await alpha('student').get('help/search?q=' + encodeURIComponent('%%'))).body.data as SearchResult).items).toEqual([]);
    expectErrorEnvelope(await alpha('student').get('help/search?q=payment&portal=admin'), 403);
    const staff = (await alpha('owner').get('help/search?q=payment&portal=admin')).body.data as SearchResult;
    expect(staff.items.length).toBeGreaterThan(0);
  });
});
