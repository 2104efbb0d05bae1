// Word lists, flash cards, word details, written-discourse settings and demo requests on the real server and
// database (server/modules/word-lists/README.md, server/modules/extras/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionType } from '../../question-types/registry.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let owner: string;
let teacher: string;
let student: string;
let betaOwner: string;
let betaStudent: string;
let alphaId: number;
const groupIds = new Map<string, number>();

beforeAll(async () => {
  s = await startServer();
  [master, owner, teacher, student, betaOwner, betaStudent] = await Promise.all([
    s.login(null, 'master@platform.test'),
    s.login('alpha', 'owner@alpha.test'),
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('beta', 'owner@beta.test'),
    s.login('beta', 'student@beta.test'),
  ]);
  alphaId = Number((await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id);
  for (const g of await s.db.query<{ id: number; name: string }>(`select id, name from groups where organization_id = $1`, [alphaId])) groupIds.set(g.name, Number(g.id));
});
afterAll(async () => {
  await s?.close();
});

const count = async (table: string) => Number((await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);
const titles = (r: { body: { data: { items: Array<{ title: string }> } } }) => r.body.data.items.map((l) => l.title);

describe('word lists', () => {
  it("the seed: alpha's student sees the Morning batch's academic list and the platform's public list, with progress; beta's only the platform's", async () => {
    const r = await s.api('alpha', student).get('word-lists');
    expectOk(r);
    expect(titles(r).sort()).toEqual(['Linking words for essays', 'PTE academic word list']);
    const academic = r.body.data.items.find((l: { title: string }) => l.title === 'PTE academic word list');
    expect(academic).toMatchObject({ organization_id: alphaId, is_platform: false, words_count: 32, editable: false, groups: [], progress: { total: 32, new: 32, known: 0, due: 32 } });
    const b = await s.api('beta', betaStudent).get('word-lists');
    expect(titles(b)).toEqual(['Linking words for essays']);
    expectErrorEnvelope(await s.api('beta', betaStudent).get(`word-lists/${academic.id}`), 404);
    // staff: the centre's lists with their groups, plus the platform's, which they cannot change
    const t = await s.api('alpha', teacher).get('word-lists');
    const mine = t.body.data.items.find((l: { title: string }) => l.title === 'PTE academic word list');
    expect(mine).toMatchObject({ editable: true, groups: [{ name: 'Morning batch' }], progress: null });
    expect(t.body.data.items.find((l: { is_platform: boolean }) => l.is_platform)).toMatchObject({ editable: false });
    expect(titles(await s.api('alpha', teacher).get('word-lists?scope=platform'))).toEqual(['Linking words for essays']);
  });

  it('a trainer creates, edits, reorders and deletes a list; a student sees it only through their group', async () => {
    const created = await s.api('alpha', teacher).post('word-lists', {
      title: 'Week 1',
      description: 'First five',
      group_ids: [groupIds.get('Weekend batch')],
      words: [{ word: 'abandon', note: 'verb and noun' }, { word: 'children' }, { word: 'run' }, { word: 'give up' }, { word: 'well-being' }],
    });
    expectOk(created, 201);
    const list = created.body.data;
    expect(list).toMatchObject({ title: 'Week 1', status: 'active', public_to_students: false, words_count: 5, groups: [{ name: 'Weekend batch' }], editable: true });
    expect(list.words.map((w: { word: string; position: number }) => `${w.position}:${w.word}`)).toEqual(['1:abandon', '2:children', '3:run', '4:give up', '5:well-being']);
    // student@alpha is in the Morning batch: not theirs
    expectErrorEnvelope(await s.api('alpha', student).get(`word-lists/${list.id}`), 404);
    expect(titles(await s.api('alpha', student).get('word-lists'))).not.toContain('Week 1');

    const moved = await s.api('alpha', teacher).put(`word-lists/${list.id}`, {
      group_ids: [groupIds.get('Morning batch')],
      words: [{ word: 'RUN' }, { word: 'abandon', note: 'to leave' }, { word: 'children' }, { word: 'give up' }, { word: 'resilient' }],
    });
    expectOk(moved);
    const byWord = new Map(list.words.map((w: { word: string; id: number }) => [w.word.toLowerCase(), w.id]));
    expect(moved.body.data.words.map((w: { word: string }) => w.word)).toEqual(['RUN', 'abandon', 'children', 'give up', 'resilient']);
    // a kept word keeps its id (and so the students' progress on it)
    expect(moved.body.data.words[0].id).toBe(byWord.get('run'));
    expect(moved.body.data.words[1]).toMatchObject({ id: byWord.get('abandon'), note: 'to leave' });
    expect(moved.body.data.words.map((w: { id: number }) => w.id)).not.toContain(byWord.get('well-being'));
    const seen = await s.api('alpha', student).get(`word-lists/${list.id}`);
    expectOk(seen);
    expect(seen.body.data).toMatchObject({ editable: false, groups: [] });

    // switched off: gone for the student, still there for the trainer
    expectOk(await s.api('alpha', teacher).patch(`word-lists/change-status/${list.id}`, { status: 'inactive' }));
    expectErrorEnvelope(await s.api('alpha', student).get(`word-lists/${list.id}`), 404);
    expectOk(await s.api('alpha', teacher).get(`word-lists/${list.id}`));
    // public to every student of the centre, without groups
    const pub = await s.api('alpha', teacher).put(`word-lists/${list.id}`, { status: 'active', group_ids: [], public_to_students: true });
    expect(pub.body.data).toMatchObject({ groups: [], public_to_students: true });
    expectOk(await s.api('alpha', student).get(`word-lists/${list.id}`));

    expectErrorEnvelope(await s.api('alpha', student).delete(`word-lists/${list.id}`), 403);
    expectOk(await s.api('alpha', owner).delete(`word-lists/${list.id}`));
    expectErrorEnvelope(await s.api('alpha', teacher).get(`word-lists/${list.id}`), 404);
    expect(Number((await s.db.query<{ n: number }>(`select count(*)::int as n from word_list_words where word_list_id = $1`, [list.id]))[0]!.n)).toBe(0);
  });

  it('422 per field, and nothing is written', async () => {
    const before = await count('word_lists');
    const betaGroup = Number((await s.db.query<{ id: number }>(`select g.id from groups g join organizations o on o.id = g.organization_id where o.subdomain = 'beta' limit 1`))[0]?.id ?? 2_000_000);
    const cases: Array<[unknown, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: 'X', words: [{ word: 'apple' }, { word: 'Apple' }] }, 'words.1.word'],
      [{ title: 'X', words: [{ word: '<b>bold</b>' }] }, 'words.0.word'],
      [{ title: 'X', words: [{ word: '' }] }, 'words.0.word'],
      [{ title: 'X', words: [{ word: 'ok', note: 'n'.repeat(501) }] }, 'words.0.note'],
      [{ title: 'X', words: Array.from({ length: 501 }, (_, i) => ({ word: `w${i}` })) }, 'words'],
      [{ title: 'X', group_ids: [betaGroup] }, 'group_ids'],
      [{ title: 'X', public_to_students: 'yes' }, 'public_to_students'],
      [{ title: 'X', status: 'draft' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const r = await s.api('alpha', teacher).post('word-lists', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expectErrorEnvelope(await s.api('alpha', student).post('word-lists', { title: 'Mine' }), 403);
    expect(await count('word_lists')).toBe(before);
  });

  it("tenant isolation: beta's staff neither read nor change alpha's lists", async () => {
    const [academic] = await s.db.query<{ id: number }>(`select id from word_lists where title = 'PTE academic word list'`);
    expectErrorEnvelope(await s.api('beta', betaOwner).get(`word-lists/${academic!.id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).put(`word-lists/${academic!.id}`, { title: 'Taken' }), 404);
    expectErrorEnvelope(await s.api('beta', betaOwner).delete(`word-lists/${academic!.id}`), 404);
    expectErrorEnvelope(await s.api('beta', betaStudent).get(`word-lists/${academic!.id}/practice`), 404);
    expect(titles(await s.api('beta', betaOwner).get('word-lists'))).toEqual(['Linking words for essays']);
  });

  it("the master's platform lists: shared with every centre, changed only on the platform domain, never given to a centre's groups", async () => {
    const made = await s.api(null, master).post('word-lists', { title: 'Collocations', public_to_students: false, words: [{ word: 'make progress' }] });
    expectOk(made, 201);
    expect(made.body.data).toMatchObject({ organization_id: null, is_platform: true, editable: true });
    const bad = await s.api(null, master).post('word-lists', { title: 'Y', group_ids: [groupIds.get('Morning batch')] });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.group_ids).toBeTruthy();
    // not public: alpha's staff see it, alpha's students do not
    expect(titles(await s.api('alpha', teacher).get('word-lists'))).toContain('Collocations');
    expect(titles(await s.api('alpha', student).get('word-lists'))).not.toContain('Collocations');
    expectErrorEnvelope(await s.api('alpha', owner).put(`word-lists/${made.body.data.id}`, { title: 'Mine now' }), 404);
    // the master on the platform sees the platform's lists only
    expect(titles(await s.api(null, master).get('word-lists')).sort()).toEqual(['Collocations', 'Linking words for essays']);
    expectOk(await s.api(null, master).delete(`word-lists/${made.body.data.id}`));
  });
});

describe('flash cards', () => {
  it('a student practises: new cards in order, "I knew it" moves on, "Again" brings the card back; progress is kept', async () => {
    const [academic] = await s.db.query<{ id: number }>(`select id from word_lists where title = 'PTE academic word list'`);
    const path = `word-lists/${academic!.id}/practice`;
    const first = await s.api('alpha', student).get(path);
    expectOk(first);
    expect(first.body.data.card).toMatchObject({ word: 'analyse', position: 1, status: 'new', box: 0 });
    expect(first.body.data.progress).toMatchObject({ total: 32, new: 32, due: 32 });
    expect(first.body.data.cards).toHaveLength(32);

    const knew = await s.api('alpha', student).post(path, { word_id: first.body.data.card.word_id, known: true });
    expectOk(knew);
    expect(knew.body.data.card).toMatchObject({ word: 'approach', position: 2 });
    expect(knew.body.data.progress).toMatchObject({ new: 31, learning: 1, due: 31 });
    expect(knew.body.data.cards[0]).toMatchObject({ word: 'analyse', box: 2, status: 'learning' });

    const again = await s.api('alpha', student).post(path, { word_id: knew.body.data.card.word_id, known: false });
    // the missed card is not shown twice in a row, but comes right after the next one
    expect(again.body.data.card).toMatchObject({ word: 'assess' });
    const next = await s.api('alpha', student).post(path, { word_id: again.body.data.card.word_id, known: true });
    expect(next.body.data.card).toMatchObject({ word: 'approach', box: 1, status: 'learning' });

    // the list page shows the same progress; another student's is their own
    const lists = await s.api('alpha', student).get('word-lists');
    expect(lists.body.data.items.find((l: { id: number }) => l.id === academic!.id).progress).toMatchObject({ new: 29, learning: 3, known: 0 });
    const other = await s.login('alpha', 'newstudent@alpha.test');
    expect((await s.api('alpha', other).get(path)).body.data.progress).toMatchObject({ new: 32 });

    const wrong = await s.api('alpha', student).post(path, { word_id: 2_000_000_000, known: true });
    expectErrorEnvelope(wrong, 422);
    expect(wrong.body.errors.word_id).toBeTruthy();
    expectErrorEnvelope(await s.api('alpha', student).post(path, { word_id: first.body.data.card.word_id, known: 'yes' }), 422);
  });

  it('nothing due: no card, and when the next one is due', async () => {
    const made = await s.api('alpha', teacher).post('word-lists', { title: 'Tiny', public_to_students: true, words: [{ word: 'cat' }, { word: 'dog' }] });
    const id = made.body.data.id;
    let p = (await s.api('alpha', student).get(`word-lists/${id}/practice`)).body.data;
    p = (await s.api('alpha', student).post(`word-lists/${id}/practice`, { word_id: p.card.word_id, known: true })).body.data;
    p = (await s.api('alpha', student).post(`word-lists/${id}/practice`, { word_id: p.card.word_id, known: true })).body.data;
    expect(p.card).toBeNull();
    expect(p.progress).toMatchObject({ total: 2, due: 0, learning: 2 });
    expect(Date.parse(p.progress.next_due_at)).toBeGreaterThan(Date.now());
  });
});

describe('word details', () => {
  it('meanings, parts of speech, examples and synonyms from WordNet; inflections find their base; no audio', async () => {
    const r = await s.api('alpha', student).get('word-details?word=abandon');
    expectOk(r);
    expect(r.body.data).toMatchObject({ word: 'abandon', found: true, audio: null, source: expect.stringContaining('WordNet') });
    const verbs = r.body.data.senses.filter((x: { part_of_speech: string }) => x.part_of_speech === 'verb');
    expect(verbs[0]).toMatchObject({ definition: 'forsake, leave behind', examples: ['We abandoned the old car in the empty parking lot'] });
    const kids = await s.api('alpha', teacher).get('word-details?word=Children');
    expect(kids.body.data.senses[0]).toMatchObject({ lemma: 'child', part_of_speech: 'noun' });
    const none = await s.api('beta', betaStudent).get('word-details?word=qwzxplk');
    expectOk(none);
    expect(none.body.data).toMatchObject({ found: false, senses: [] });
    for (const q of ['', 'word=', `word=${'a'.repeat(65)}`, 'word=%3Cscript%3E']) {
      const bad = await s.api('alpha', student).get(`word-details?${q}`);
      expectErrorEnvelope(bad, 422);
      expect(bad.body.errors.word).toBeTruthy();
    }
    expectErrorEnvelope(await s.api('alpha').get('word-details?word=run'), 401);
  });
});

describe('written-discourse settings', () => {
  it("a writing type's numbers are its definition's, by slug or id; other types are 404", async () => {
    const essay = questionType('write-essay')!;
    const r = await s.api('alpha', student).get('settings/written-discourse/question-type/write-essay');
    expectOk(r);
    expect(r.body.data).toMatchObject({
      question_type: { slug: 'write-essay', section: 'writing' },
      min_words: essay.constraints!.minWords,
      max_words: essay.constraints!.maxWords,
      time_seconds: essay.timing.responseSec,
      one_sentence: false,
      form: { max: essay.traits.find((t) => t.key === 'form')!.max, rubric: essay.traits.find((t) => t.key === 'form')!.rubric },
      spelling: { max: essay.traits.find((t) => t.key === 'spelling')!.max },
    });
    expect(r.body.data.traits.map((t: { key: string }) => t.key)).toEqual(essay.traits.map((t) => t.key));
    const swt = questionType('summarize-written-text')!;
    const [row] = await s.db.query<{ id: number }>(`select id from question_types where slug = 'summarize-written-text'`);
    const byId = await s.api('alpha', teacher).get(`settings/written-discourse/question-type/${row!.id}`);
    expectOk(byId);
    expect(byId.body.data).toMatchObject({ min_words: swt.constraints!.minWords, max_words: swt.constraints!.maxWords, one_sentence: true, spelling: null });
    expectErrorEnvelope(await s.api('alpha', student).get('settings/written-discourse/question-type/reorder-paragraphs'), 404);
    expectErrorEnvelope(await s.api('alpha', student).get('settings/written-discourse/question-type/no-such-type'), 404);
    expectErrorEnvelope(await s.api('alpha', student).get('settings/written-discourse/question-type/2147483646'), 404);
  });
});

describe('demo requests', () => {
  it('422 per field; a good request is stored with an e-mail to the centre; the sixth in an hour from one address is 429', async () => {
    const before = await count('demo_requests');
    const cases: Array<[unknown, string]> = [
      [{ email: 'a@b.test' }, 'name'],
      [{ name: 'Rina', email: 'not-mail' }, 'email'],
      [{ name: 'Rina', email: 'a@b.test', phone: 'call me' }, 'phone'],
      [{ name: 'Rina', email: 'a@b.test', message: 'm'.repeat(2001) }, 'message'],
    ];
    for (const [body, field] of cases) {
      const r = await s.api('alpha').post('demos', body);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors ?? {})).toContain(field);
    }
    expect(await count('demo_requests')).toBe(before);

    const outboxBefore = await count('outbox');
    const ok = await s.api('alpha').post('demos', { name: 'Rina Das', email: 'rina@example.test', phone: '+8801711999999', preferred_time: 'Saturday morning', message: 'I want to try a class.' });
    expectOk(ok, 201);
    const [mail] = await s.db.query<{ to_address: string; subject: string; body_text: string; organization_id: number }>(`select * from outbox order by id desc limit 1`);
    expect(await count('outbox')).toBe(outboxBefore + 1);
    expect(mail).toMatchObject({ to_address: 'hello@alpha.test', subject: 'Demo class request from Rina Das', organization_id: alphaId });
    expect(mail!.body_text).toContain('Saturday morning');
    // a signed-in student's request names them
    const mine = await s.api('alpha', student).post('demos', { name: 'Arif Hasan', email: 'student@alpha.test' });
    expectOk(mine, 201);
    const [row] = await s.db.query<{ user_id: number | null }>(`select user_id from demo_requests where id = $1`, [mine.body.data.id]);
    expect(row!.user_id).not.toBeNull();
    // the platform domain: the master hears of it
    expectOk(await s.api(null).post('demos', { name: 'Visitor', email: 'v@example.test' }), 201);
    expect((await s.db.query<{ to_address: string }>(`select to_address from outbox order by id desc limit 1`))[0]!.to_address).toBe('master@platform.test');

    // the owner reads the centre's requests; beta sees none of them; a student may not
    const listed = await s.api('alpha', owner).get('demos');
    expectOk(listed);
    expect(listed.body.data.items.map((d: { name: string }) => d.name)).toEqual(['Arif Hasan', 'Rina Das']);
    expect((await s.api('beta', betaOwner).get('demos')).body.data.items).toEqual([]);
    expectErrorEnvelope(await s.api('alpha', student).get('demos'), 403);

    // three so far from this address; two more pass, the sixth is refused with Retry-After, and nothing is stored
    expectOk(await s.api('beta').post('demos', { name: 'Four', email: 'f@example.test' }), 201);
    expectOk(await s.api('beta').post('demos', { name: 'Five', email: 'f@example.test' }), 201);
    const stored = await count('demo_requests');
    const refused = await s.api('beta').post('demos', { name: 'Six', email: 's@example.test' });
    expectErrorEnvelope(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('demo_requests')).toBe(stored);
  });
});
