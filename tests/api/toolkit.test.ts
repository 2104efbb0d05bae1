// The toolkit (server/modules/toolkit/README.md): explanations, sample answers, study guides, prompts and the master's
// settings on the real server and database, and the review of a student's answer carrying the default explanation
// and sample answer as the delivery policy allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let owner: string;
let teacher: string;
let student: string;
let betaTeacher: string;
let essayId: number;
let essayTypeId: number;
let alphaQuestionId: number;

beforeAll(async () => {
  s = await startServer();
  [master, owner, teacher, student, betaTeacher] = await Promise.all([
    s.login(null, 'master@platform.test'),
    s.login('alpha', 'owner@alpha.test'),
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('beta', 'teacher@beta.test'),
  ]);
  const [essay] = await s.db.query<{ id: number; type_id: number }>(
    `select q.id, q.question_type_id as type_id from questions q join question_types t on t.id = q.question_type_id
      where t.slug = 'write-essay' and q.organization_id is null and q.deleted_at is null and q.status = 'active' and q.approval = 'approved' order by q.id limit 1`,
  );
  essayId = essay!.id;
  essayTypeId = essay!.type_id;
  const [aq] = await s.db.query<{ id: number }>(`select q.id from questions q join organizations o on o.id = q.organization_id where o.subdomain = 'alpha' and q.deleted_at is null order by q.id limit 1`);
  alphaQuestionId = aq!.id;
});
afterAll(async () => {
  await s?.close();
});

const count = async (table: string) => Number((await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

describe('explanations', () => {
  it('the seed gives the master a default explanation of the essay, which a centre reads but cannot change', async () => {
    const r = await s.api('alpha', teacher).get(`explanations/list?question_id=${essayId}`);
    expectOk(r);
    const seeded = r.body.data.items.find((a: { organization_id: number | null; is_default: boolean }) => a.organization_id === null && a.is_default);
    expect(seeded).toMatchObject({ kind: 'explanation', question: { id: essayId }, editable: false, status: 'active' });
    expectErrorEnvelope(await s.api('alpha', teacher).put(`explanations/${seeded.id}`, { body: 'mine now' }), 403);
    expectErrorEnvelope(await s.api('alpha', teacher).patch(`explanations/change-status/${seeded.id}`, { status: 'inactive' }), 403);
  });

  it('creates, edits, switches and deletes; the text is stored as plain text', async () => {
    const c = await s.api('alpha', teacher).post('explanations', { question_id: alphaQuestionId, title: 'Step by step', body: '<p>First <b>read</b>.</p><script>alert(1)</script><ul><li>one</li></ul>' });
    expectOk(c, 201);
    expect(c.body.data).toMatchObject({ title: 'Step by step', body: 'First read.\n\n• one', is_default: false, editable: true, question: { id: alphaQuestionId } });
    const id = c.body.data.id as number;
    const u = await s.api('alpha', teacher).put(`explanations/${id}`, { body: 'Better text' });
    expect(u.body.data.body).toBe('Better text');
    expect((await s.api('alpha', teacher).patch(`explanations/change-status/${id}`, { status: 'inactive' })).body.data.status).toBe('inactive');
    expectOk(await s.api('alpha', owner).delete(`explanations/${id}`));
    expectErrorEnvelope(await s.api('alpha', teacher).get(`explanations/${id}`), 404);
  });

  it('one default per owner and question: setting one unsets the other', async () => {
    const a = (await s.api('alpha', teacher).post('explanations', { question_id: essayId, body: 'A', is_default: true })).body.data;
    const b = (await s.api('alpha', teacher).post('explanations', { question_id: essayId, body: 'B' })).body.data;
    expect(a.is_default).toBe(true);
    const set = await s.api('alpha', teacher).patch(`explanations/change-default-status/${b.id}`, { is_default: true });
    expectOk(set);
    expect(set.body.data.is_default).toBe(true);
    expect((await s.api('alpha', teacher).get(`explanations/${a.id}`)).body.data.is_default).toBe(false);
    // the master's default of the same question is another owner's: untouched
    const [m] = await s.db.query<{ n: number }>(`select count(*)::int as n from question_aids where question_id = $1 and kind = 'explanation' and is_default and organization_id is null`, [essayId]);
    expect(m!.n).toBe(1);
    // an inactive text cannot be the default; switching the default off clears its flag
    expectOk(await s.api('alpha', teacher).patch(`explanations/change-status/${b.id}`, { status: 'inactive' }));
    expect((await s.api('alpha', teacher).get(`explanations/${b.id}`)).body.data.is_default).toBe(false);
    const bad = await s.api('alpha', teacher).patch(`explanations/change-default-status/${b.id}`, { is_default: true });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.is_default).toBeTruthy();
    for (const x of [a, b]) expectOk(await s.api('alpha', teacher).delete(`explanations/${x.id}`));
  });

  it('422 per field, and nothing is written', async () => {
    const before = await count('question_aids');
    const cases: Array<[unknown, string]> = [
      [{ body: 'x' }, 'question_id'],
      [{ question_id: 999999, body: 'x' }, 'question_id'],
      [{ question_type_id: 999999, body: 'x' }, 'question_type_id'],
      [{ question_id: essayId, body: '' }, 'body'],
      [{ question_id: essayId, body: '<script>x</script>' }, 'body'],
      [{ question_id: essayId, question_type_id: essayTypeId + 1, body: 'x' }, 'question_type_id'],
    ];
    for (const [body, field] of cases) {
      const r = await s.api('alpha', teacher).post('explanations', body);
      expectErrorEnvelope(r, 422);
      expect(r.body.errors[field], `${JSON.stringify(body)} -> ${field}`).toBeTruthy();
    }
    expect(await count('question_aids')).toBe(before);
  });

  it('tenant isolation: another centre neither sees nor reaches a centre\'s text, nor attaches to its question', async () => {
    const c = await s.api('alpha', teacher).post('explanations', { question_id: alphaQuestionId, body: 'Alpha only' });
    const id = c.body.data.id as number;
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`explanations/${id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).delete(`explanations/${id}`), 404);
    const list = await s.api('beta', betaTeacher).get('explanations/list?per_page=100');
    expect(list.body.data.items.map((a: { id: number }) => a.id)).not.toContain(id);
    const onOther = await s.api('beta', betaTeacher).post('explanations', { question_id: alphaQuestionId, body: 'x' });
    expectErrorEnvelope(onOther, 422);
    // the master on the platform domain sees the platform's only
    const m = await s.api(null, master).get('explanations/list?per_page=100');
    expect(m.body.data.items.every((a: { organization_id: number | null }) => a.organization_id === null)).toBe(true);
    expectErrorEnvelope(await s.api('alpha', student).get('explanations/list'), 403);
  });

  it('the question list tells which questions have one', async () => {
    const yes = await s.api(null, master).get(`explanation/question-list?has=yes&question_type_id=${essayTypeId}`);
    expectOk(yes);
    expect(yes.body.data.items.map((q: { id: number }) => q.id)).toContain(essayId);
    expect(yes.body.data.items.find((q: { id: number }) => q.id === essayId).default_id).toEqual(expect.any(Number));
    const no = await s.api(null, master).get(`explanation/question-list?has=no&question_type_id=${essayTypeId}`);
    expect(no.body.data.items.map((q: { id: number }) => q.id)).not.toContain(essayId);
  });
});

describe('sample answers', () => {
  it('creates with a recording path, lists per question, offers the archive of its type and switches defaults', async () => {
    const c = await s.api(null, master).post('sample-answer', { question_type_id: essayTypeId, title: 'General', body: 'A general model essay.' });
    expectOk(c, 201);
    expect(c.body.data.question).toBeNull();
    const bad = await s.api(null, master).post('sample-answer', { question_id: essayId, body: 'x', audio: '/files/recordings/x.webm' });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.audio).toBeTruthy();
    const perQ = await s.api('alpha', teacher).get(`sample-answer/question-list/${essayId}`);
    expectOk(perQ);
    expect(perQ.body.data.items.length).toBeGreaterThan(0);
    const arch = await s.api('alpha', teacher).get(`sample-answer/choose-from-archive/write-essay`);
    expectOk(arch);
    expect(arch.body.data.items.map((a: { id: number }) => a.id)).toContain(c.body.data.id);
    expectErrorEnvelope(await s.api('alpha', teacher).get('sample-answer/choose-from-archive/no-such-type'), 404);
    const d = await s.api(null, master).patch(`sample-answer/change-default-status/${c.body.data.id}`, { is_default: true });
    expect(d.body.data.is_default).toBe(true);
    const q = await s.api(null, master).get(`sample-answer/question-list?has=yes`);
    expectOk(q);
    expectOk(await s.api(null, master).delete(`sample-answer/${c.body.data.id}`));
  });
});

describe('study guides and prompts', () => {
  it('study guides: CRUD, status, a type and section that disagree, tenant isolation', async () => {
    const c = await s.api('alpha', teacher).post('study-guides', { question_type_id: essayTypeId, title: 'Essay plan', body: '<p>Plan for 3 minutes.</p>' });
    expectOk(c, 201);
    expect(c.body.data).toMatchObject({ section: 'writing', body: 'Plan for 3 minutes.', status: 'active' });
    const id = c.body.data.id as number;
    const clash = await s.api('alpha', teacher).post('study-guides', { question_type_id: essayTypeId, section: 'speaking', title: 'x', body: 'x' });
    expectErrorEnvelope(clash, 422);
    expect(clash.body.errors.section).toBeTruthy();
    expectErrorEnvelope(await s.api('alpha', teacher).post('study-guides', { title: 'x', body: 'x' }), 422);
    expect((await s.api('alpha', teacher).put(`study-guides/${id}`, { title: 'Essay plan 2' })).body.data.title).toBe('Essay plan 2');
    expect((await s.api('alpha', teacher).patch(`study-guides/change-status/${id}`, { status: 'inactive' })).body.data.status).toBe('inactive');
    expectOk(await s.api('alpha', teacher).get(`study-guides/list?status=inactive`));
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`study-guides/${id}`), 404);
    expectOk(await s.api('alpha', teacher).delete(`study-guides/${id}`));
    expectErrorEnvelope(await s.api('alpha', teacher).get(`study-guides/${id}`), 404);
  });

  it("a student reads the active guides of a type and of its section beside practice, never an inactive or another centre's one", async () => {
    const own = await s.api('alpha', teacher).post('study-guides', { question_type_id: essayTypeId, title: 'Essay shape', body: 'Four paragraphs.' });
    const section = await s.api('alpha', teacher).post('study-guides', { section: 'writing', title: 'Writing in general', body: 'Plan first.' });
    const off = await s.api('alpha', teacher).post('study-guides', { question_type_id: essayTypeId, title: 'Old essay tips', body: 'x', status: 'inactive' });
    const speaking = await s.api('alpha', teacher).post('study-guides', { section: 'speaking', title: 'Speak clearly', body: 'x' });
    const beta = await s.api('beta', betaTeacher).post('study-guides', { question_type_id: essayTypeId, title: 'Beta essay', body: 'x' });
    for (const r of [own, section, off, speaking, beta]) expectOk(r, 201);
    const r = await s.api('alpha', student).get('study-guides/question-type/write-essay');
    expectOk(r);
    const titles = (r.body.data as Array<{ title: string }>).map((g) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Essay shape', 'Writing in general']));
    expect(titles).not.toContain('Old essay tips');
    expect(titles).not.toContain('Speak clearly');
    expect(titles).not.toContain('Beta essay');
    expectErrorEnvelope(await s.api('alpha', student).get('study-guides/question-type/no-such-type'), 404);
    expectErrorEnvelope(await s.api('alpha', student).get('study-guides/question-type/Not%20A%20Slug'), 422);
    expectErrorEnvelope(await s.api('alpha', student).get('study-guides/list'), 403);
  });

  it('prompts: create, list, patch text and status', async () => {
    const c = await s.api('alpha', teacher).post('prompts', { title: 'Essay line', text: 'Write 200-300 words.', question_type_id: essayTypeId });
    expectOk(c, 201);
    const id = c.body.data.id as number;
    const p = await s.api('alpha', teacher).patch(`prompts/${id}`, { status: 'inactive' });
    expect(p.body.data.status).toBe('inactive');
    const t = await s.api('alpha', teacher).patch(`prompts/${id}`, { text: 'Write 250 words.' });
    expect(t.body.data.text).toBe('Write 250 words.');
    const l = await s.api('alpha', teacher).get('prompts?status=inactive');
    expect(l.body.data.items.map((x: { id: number }) => x.id)).toContain(id);
    expectErrorEnvelope(await s.api('alpha', teacher).post('prompts', { title: '', text: '' }), 422);
    expectErrorEnvelope(await s.api('beta', betaTeacher).patch(`prompts/${id}`, { status: 'active' }), 404);
  });
});

describe('the toolkit settings in use', () => {
  it("prompts of a type reach a student beside the type's practice: active ones, the centre's and the master's, never another centre's", async () => {
    const own = await s.api('alpha', teacher).post('prompts', { title: 'Length', text: 'Write 200 to 300 words.', question_type_id: essayTypeId });
    const platform = await s.api(null, master).post('prompts', { title: 'Position', text: 'Say what you think in the first paragraph.', question_type_id: essayTypeId });
    const off = await s.api('alpha', teacher).post('prompts', { title: 'Old cue', text: 'x', question_type_id: essayTypeId, status: 'inactive' });
    const general = await s.api('alpha', teacher).post('prompts', { title: 'No type', text: 'For authors only.' });
    const beta = await s.api('beta', betaTeacher).post('prompts', { title: 'Beta cue', text: 'x', question_type_id: essayTypeId });
    for (const r of [own, platform, off, general, beta]) expectOk(r, 201);
    const r = await s.api('alpha', student).get('prompts/question-type/write-essay');
    expectOk(r);
    const titles = (r.body.data as Array<{ title: string }>).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Length', 'Position']));
    for (const t of ['Old cue', 'No type', 'Beta cue']) expect(titles).not.toContain(t);
    expect((await s.api('alpha', student).get('prompts/question-type/read-aloud')).body.data).toEqual([]);
    expectErrorEnvelope(await s.api('alpha', student).get('prompts/question-type/no-such-type'), 404);
    expectErrorEnvelope(await s.api('alpha', student).get('prompts'), 403);
    // switched off, it is gone from the student's page
    expectOk(await s.api('alpha', teacher).patch(`prompts/${own.body.data.id}`, { status: 'inactive' }));
    expect((await s.api('alpha', student).get('prompts/question-type/write-essay')).body.data.map((p: { title: string }) => p.title)).not.toContain('Length');
  });

  it("time presets are read by the staff who build tests (the wizards' time step), never by a student", async () => {
    const c = await s.api(null, master).post('toolkit/time-sets', { name: 'Wizard preset', preparation_sec: 0, answer_sec: 1500 });
    expectOk(c, 201);
    // a role with the test keys but not QUESTION_INDEX still reads them
    const role = (await s.db.query<{ role_id: number }>(`select role_id from users where email = 'teacher@alpha.test'`))[0]!.role_id;
    const qi = (await s.db.query<{ id: number }>(`select id from permissions where keyword = 'QUESTION_INDEX'`))[0]!.id;
    await s.db.query(`delete from role_permissions where role_id = $1 and permission_id = $2`, [role, qi]);
    try {
      const t = await s.api('alpha', teacher).get('toolkit/time-sets?status=active&per_page=100');
      expectOk(t);
      expect(t.body.data.items.map((x: { name: string }) => x.name)).toContain('Wizard preset');
    } finally {
      await s.db.query(`insert into role_permissions (role_id, permission_id) values ($1, $2) on conflict do nothing`, [role, qi]);
    }
    expectErrorEnvelope(await s.api('alpha', student).get('toolkit/time-sets'), 403);
    expectOk(await s.api(null, master).delete(`toolkit/time-sets/${c.body.data.id}`));
  });

  it('an address on its own line is framed only when it matches an active iframe marker; anything else stays a link', async () => {
    const marker = await s.api(null, master).post('toolkit/iframe-markers', { name: 'Essay videos', url: 'https://www.youtube-nocookie.com/embed/' });
    expectOk(marker, 201);
    const video = 'https://www.youtube-nocookie.com/embed/essay101';
    const body = `Watch this first.\n\n${video}\n\nhttps://www.youtube-nocookie.com/watch?v=essay101\n\nhttps://evil.example/embed/x\n\nRead about it at ${video} too.`;
    const g = await s.api('alpha', teacher).post('study-guides', { question_type_id: essayTypeId, title: 'Video guide', body });
    expectOk(g, 201);
    expect(g.body.data.embeds).toEqual([video]);
    const read = async () => (await s.api('alpha', student).get('study-guides/question-type/write-essay')).body.data.find((x: { title: string }) => x.title === 'Video guide');
    expect((await read()).embeds).toEqual([video]);
    // the marker switched off: nothing is framed any more
    expectOk(await s.api(null, master).patch(`toolkit/iframe-markers/change-status/${marker.body.data.id}`, { status: 'inactive' }));
    expect((await read()).embeds).toEqual([]);
    expectOk(await s.api(null, master).patch(`toolkit/iframe-markers/change-status/${marker.body.data.id}`, { status: 'active' }));
    expectOk(await s.api('alpha', teacher).delete(`study-guides/${g.body.data.id}`));
    expectOk(await s.api(null, master).delete(`toolkit/iframe-markers/${marker.body.data.id}`));
  });
});

describe('the master\'s settings', () => {
  it('time presets: the master writes, staff read, a centre cannot write', async () => {
    const c = await s.api(null, master).post('toolkit/time-sets', { name: 'Quick', preparation_sec: 10, answer_sec: 30 });
    expectOk(c, 201);
    const dup = await s.api(null, master).post('toolkit/time-sets', { name: 'Quick', preparation_sec: 10, answer_sec: 30 });
    expectErrorEnvelope(dup, 422);
    expect(dup.body.errors.name).toBeTruthy();
    const bad = await s.api(null, master).post('toolkit/time-sets', { name: 'Bad', preparation_sec: -1, answer_sec: 1.5 });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['answer_sec', 'preparation_sec']);
    expect((await s.api('alpha', teacher).get('toolkit/time-sets')).body.data.items.map((x: { name: string }) => x.name)).toContain('Quick');
    expectErrorEnvelope(await s.api('alpha', owner).post('toolkit/time-sets', { name: 'Mine', preparation_sec: 1, answer_sec: 1 }), 403);
    expect((await s.api(null, master).put(`toolkit/time-sets/${c.body.data.id}`, { answer_sec: 45 })).body.data.answer_sec).toBe(45);
    expectOk(await s.api(null, master).delete(`toolkit/time-sets/${c.body.data.id}`));
  });

  it('iframe markers: https on an allowed host only', async () => {
    const ok = await s.api(null, master).post('toolkit/iframe-markers', { name: 'Intro video', url: 'https://www.youtube.com/embed/abc' });
    expectOk(ok, 201);
    for (const url of ['http://www.youtube.com/embed/abc', 'https://evil.example/x', 'javascript:alert(1)']) {
      const r = await s.api(null, master).post('toolkit/iframe-markers', { name: `x ${url}`, url });
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.url).toBeTruthy();
    }
    expect((await s.api('alpha', teacher).get('toolkit/iframe-markers/hosts')).body.data.hosts).toContain('youtube.com');
    expectOk(await s.api(null, master).delete(`toolkit/iframe-markers/${ok.body.data.id}`));
  });

  it('communications: the master sets them; a student reads the active ones only', async () => {
    const r = await s.api('alpha', student).get('toolkit/communications');
    expectOk(r);
    expect(r.body.data.intro.body).toContain('quiet place');
    const off = await s.api(null, master).put('toolkit/communications/end', { title: 'Bye', body: '<p>See you</p>', status: 'inactive' });
    expect(off.body.data).toMatchObject({ body: 'See you', status: 'inactive' });
    expect((await s.api('alpha', student).get('toolkit/communications')).body.data.end.body).toBe('');
    expect((await s.api('alpha', teacher).get('toolkit/communications')).body.data.end.body).toBe('See you');
    expectErrorEnvelope(await s.api('alpha', owner).put('toolkit/communications/intro', { body: 'x' }), 403);
    expectOk(await s.api(null, master).put('toolkit/communications/end', { title: 'Well done', body: 'Your answers are saved.', status: 'active' }));
  });
});

describe('the review of a student\'s answer', () => {
  it('carries the default explanation and sample answer once the answer is handed in, and only the owner reads it', async () => {
    const api = s.api('alpha', student);
    const e = await api.post('question-test', { question_id: essayId, response: { text: 'Cities grow because jobs draw people in. '.repeat(30) } });
    expectOk(e);
    const id = e.body.data.attempt_id as number;
    const r = await api.get(`question-attempts/${id}`);
    expectOk(r);
    expect(r.body.data.explanation).toMatchObject({ title: 'Why this is the answer' });
    expect(r.body.data.sample_answer).toMatchObject({ title: 'A model answer' });
    // a centre's own default outranks the master's
    const mine = await s.api('alpha', teacher).post('explanations', { question_id: essayId, body: 'Alpha explains it', is_default: true });
    expect((await api.get(`question-attempts/${id}`)).body.data.explanation.body).toBe('Alpha explains it');
    // switched off: the master's shows again
    await s.api('alpha', teacher).patch(`explanations/change-status/${mine.body.data.id}`, { status: 'inactive' });
    expect((await api.get(`question-attempts/${id}`)).body.data.explanation.title).toBe('Why this is the answer');
    // another student of the centre cannot read it
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`question-attempts/${id}`), 404);
    // the item itself, before any answer, carries none of it
    const item = await api.get(`questions/${essayId}`);
    expect(item.text).not.toContain('Why this is the answer');
  });

  it("a test's result carries each item's explanation and sample answer after the hand-in, never while the sheet is open, never another centre's", async () => {
    // beta's own default of the same platform essay is beta's business
    expectOk(await s.api('beta', betaTeacher).post('explanations', { question_id: essayId, body: 'Beta explains the essay', is_default: true }), 201);
    const t = s.api('alpha', teacher);
    const c = await t.post('practice-tests', { step: 'test-information', title: 'Aids on a result', category: 'writing' });
    expectOk(c, 201);
    const testId = c.body.data.id as number;
    expectOk(await t.put(`practice-tests/${testId}`, { step: 'test-preview', question_ids: [essayId] }));
    expectOk(await t.patch(`practice-tests/change-status/${testId}`, { approval: 'approved' }));
    const api = s.api('alpha', student);
    const e = await api.post('exam-enrolls', { test_id: testId });
    expectOk(e, 201);
    const sheetId = e.body.data.id as number;
    expectOk(await api.put(`answer-sheets/${sheetId}`, { question_id: essayId, response: { text: 'Cities grow because jobs draw people in. '.repeat(30) }, revision: 1 }));
    const open = await api.get(`answer-sheets/${sheetId}`);
    expectOk(open);
    const openItem = open.body.data.items.find((i: { question_id: number }) => i.question_id === essayId);
    expect(openItem.explanation ?? null).toBeNull();
    expect(openItem.sample_answer ?? null).toBeNull();
    expect(open.text).not.toContain('Why this is the answer');
    expect(open.text).not.toContain('A model answer');
    // an older practice answer of the same item waits for the sitting too
    const older = await api.post('question-test', { question_id: essayId, response: { text: 'x' } });
    expectErrorEnvelope(older, 409);

    expectOk(await api.post('answer-sheets', { answer_sheet_id: sheetId }));
    const done = await api.get(`answer-sheets/${sheetId}`);
    expectOk(done);
    const item = done.body.data.items.find((i: { question_id: number }) => i.question_id === essayId);
    expect(item.explanation).toMatchObject({ title: 'Why this is the answer' });
    expect(item.sample_answer).toMatchObject({ title: 'A model answer' });
    expect(done.text).not.toContain('Beta explains the essay');
    // the centre's own default outranks the master's here as in the practice review
    // (with a video of a marked host, framed the same way as in a study guide)
    const marker = await s.api(null, master).post('toolkit/iframe-markers', { name: 'Sheet videos', url: 'https://player.vimeo.com/video/' });
    expectOk(marker, 201);
    const mine = await t.post('explanations', { question_id: essayId, body: 'Alpha explains the sheet\n\nhttps://player.vimeo.com/video/42', is_default: true });
    expectOk(mine, 201);
    expect((await api.get(`answer-sheets/${sheetId}`)).body.data.items[0].explanation).toMatchObject({ body: 'Alpha explains the sheet\n\nhttps://player.vimeo.com/video/42', embeds: ['https://player.vimeo.com/video/42'] });
    expectOk(await t.delete(`explanations/${mine.body.data.id}`));
    expectOk(await s.api(null, master).delete(`toolkit/iframe-markers/${marker.body.data.id}`));
  });
});
