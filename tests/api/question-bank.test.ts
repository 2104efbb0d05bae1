// The question bank and POST question-test over HTTP: the key never reaches a student before submission, tenants
// never see each other's items, every type present scores its fixtures' responses as the fixtures expect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES, questionType } from '@question-types/registry.ts';
import { QUESTION_TYPE_FIXTURES } from '@question-types/fixtures-registry.ts';
import { seedableItems } from '@server/db/seed-questions.ts';
import { expectErrorEnvelope, expectOk, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
let alphaTeacher: string;
let alphaStudent: string;
let betaTeacher: string;
let betaStudent: string;
let master: string;
let alphaId: number;
let betaId: number;

beforeAll(async () => {
  s = await startServer();
  [alphaTeacher, alphaStudent, betaTeacher, betaStudent, master] = await Promise.all([
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('beta', 'teacher@beta.test'),
    s.login('beta', 'student@beta.test'),
    s.login(null, 'master@platform.test'),
  ]);
  const orgs = await s.db.query<{ id: number; subdomain: string }>('select id, subdomain from organizations');
  alphaId = orgs.find((o) => o.subdomain === 'alpha')!.id;
  betaId = orgs.find((o) => o.subdomain === 'beta')!.id;
});
afterAll(async () => {
  await s?.close();
});

/** Any property named `key` anywhere in an answer (the secret half of an item). */
function hasKeyField(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (!Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, 'key')) return true;
  return Object.values(value as Record<string, unknown>).some(hasKeyField);
}

async function rows<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  return s.db.query<T>(sqlText, params);
}

async function questionId(where: string, params: unknown[] = []): Promise<number> {
  const [r] = await rows<{ id: number }>(`select q.id from questions q join question_types t on t.id = q.question_type_id where q.deleted_at is null and ${where} order by q.id limit 1`, params);
  if (!r) throw new Error(`no question where ${where}`);
  return r.id;
}

const typesWithFixtures = QUESTION_TYPES.filter((t) => QUESTION_TYPE_FIXTURES[t.slug]);
async function fixturesOf(slug: string) {
  return (await QUESTION_TYPE_FIXTURES[slug]!()).fixtures;
}

describe('question types', () => {
  it('GET question-types lists every registered type with timing, traits and maxima', async () => {
    const r = await s.api('alpha', alphaStudent).get('question-types');
    expectOk(r);
    expect(r.body.data.items.map((t: { slug: string }) => t.slug)).toEqual(QUESTION_TYPES.map((t) => t.slug));
    expect(r.body.data.meta.total).toBe(QUESTION_TYPES.length);
    for (const t of r.body.data.items) {
      const def = questionType(t.slug)!;
      expect(t).toMatchObject({ name: def.shortName, title: def.name, group: def.section, section: def.section.toUpperCase(), component: def.slug });
      expect(t.traits.map((x: { key: string; max: number }) => [x.key, x.max])).toEqual(def.traits.map((x) => [x.key, x.max]));
      expect(t.max_score).toBe(def.traits.reduce((n, x) => n + x.max, 0));
      expect(Object.keys(t.timing).sort()).toEqual(['audioPlays', 'beep', 'preAudioSec', 'prepSec', 'responseSec', 'silenceCutoffMs']);
    }
    expect(hasKeyField(r.body.data.items.map((t: Record<string, unknown>) => ({ ...t, traits: [] })))).toBe(false);
  });

  it('filters by section (or group) and search', async () => {
    const reading = await s.api('alpha', alphaTeacher).get('question-types?section=READING');
    expectOk(reading);
    expect(reading.body.data.items.map((t: { slug: string }) => t.slug)).toEqual(QUESTION_TYPES.filter((t) => t.section === 'reading').map((t) => t.slug));
    const group = await s.api('alpha', alphaTeacher).get('question-types?group=listening');
    expect(group.body.data.items.every((t: { group: string }) => t.group === 'listening')).toBe(true);
    const first = QUESTION_TYPES[0]!;
    const search = await s.api('alpha', alphaTeacher).get(`question-types?search=${encodeURIComponent(first.shortName.slice(0, 6))}`);
    expect(search.body.data.items.some((t: { slug: string }) => t.slug === first.slug)).toBe(true);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).get('question-types?section=maths'), 422);
  });

  it('GET question-types/{id} by id or slug; unknown ones 404', async () => {
    const first = QUESTION_TYPES[0]!;
    const bySlug = await s.api('alpha', alphaTeacher).get(`question-types/${first.slug}`);
    expectOk(bySlug);
    const byId = await s.api('alpha', alphaTeacher).get(`question-types/${bySlug.body.data.id}`);
    expectOk(byId);
    expect(byId.body.data).toEqual(bySlug.body.data);
    for (const bad of ['no-such-type', '99999', '0', '-1', 'abc%20def', '1.5', '99999999999999999999']) {
      expectErrorEnvelope(await s.api('alpha', alphaTeacher).get(`question-types/${bad}`), 404);
    }
  });

  it('list-with-questions-count counts the caller bank; a student counts practisable items only', async () => {
    const [slug] = typesWithFixtures.map((t) => t.slug);
    if (!slug) return;
    const id = await questionId(`t.slug = $1 and q.organization_id = $2`, [slug, alphaId]);
    expectOk(await s.api('alpha', alphaTeacher).patch(`questions/change-status/${id}`, { status: 'inactive' }));
    const teacher = await s.api('alpha', alphaTeacher).get('question-types/list-with-questions-count');
    const student = await s.api('alpha', alphaStudent).get('question-types/list-with-questions-count');
    expectOk(teacher);
    expectOk(student);
    const { n } = (await rows<{ n: number }>(
      `select count(*)::int as n from questions q join question_types t on t.id = q.question_type_id where t.slug = $1 and q.deleted_at is null and (q.organization_id = $2 or q.organization_id is null)`,
      [slug, alphaId],
    ))[0]!;
    const tRow = teacher.body.data.find((t: { slug: string }) => t.slug === slug);
    const sRow = student.body.data.find((t: { slug: string }) => t.slug === slug);
    expect(tRow.questions_count).toBe(n);
    expect(sRow.questions_count).toBe(n - 1);
    expect(teacher.body.data).toHaveLength(QUESTION_TYPES.length);
    expectOk(await s.api('alpha', alphaTeacher).patch(`questions/change-status/${id}`, { status: 'active' }));
  });

  it('quiz types: list and one', async () => {
    const r = await s.api('alpha', alphaTeacher).get('quiz-types');
    expectOk(r);
    expect(r.body.data.map((q: { slug: string }) => q.slug)).toEqual(['vocabulary', 'grammar', 'spelling', 'pte-style']);
    const one = await s.api('alpha', alphaTeacher).get(`quiz-type/${r.body.data[1].id}`);
    expectOk(one);
    expect(one.body.data.name).toBe('Grammar');
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).get('quiz-type/999'), 404);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).get('quiz-type/abc'), 404);
  });
});

describe('the seed', () => {
  it('alpha holds every valid fixture item (at least 3 per complete type), beta one per type, the platform one per type (quiz copies aside)', async () => {
    for (const def of typesWithFixtures) {
      const fixtures = await fixturesOf(def.slug);
      const count = async (where: string, params: unknown[]) =>
        (await rows<{ n: number }>(`select count(*)::int as n from questions q join question_types t on t.id = q.question_type_id where t.slug = $1 and q.quiz_type_id is null and ${where}`, [def.slug, ...params]))[0]!.n;
      const valid = await seedableItems(def);
      expect(valid).toHaveLength(fixtures.items.length);
      expect(await count('q.organization_id = $2', [alphaId])).toBe(valid.length);
      expect(await count('q.organization_id = $2', [betaId])).toBe(1);
      expect(await count('q.organization_id is null', [])).toBe(1);
      if (def.section === 'reading' || def.section === 'listening') expect(fixtures.items.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('students never see a key before submission', () => {
  it('GET questions (list) as a student: active approved items of the tenant and the platform, no key, no content', async () => {
    const r = await s.api('alpha', alphaStudent).get('questions?per_page=100');
    expectOk(r);
    expect(r.body.data.items.length).toBeGreaterThan(0);
    expect(hasKeyField(r.body.data)).toBe(false);
    for (const item of r.body.data.items) {
      expect(item.content).toBeUndefined();
      expect(item.status).toBe('active');
      expect(item.approval).toBe('approved');
      expect([alphaId, null]).toContain(item.organization_id);
    }
    expect(r.body.data.items.some((i: { is_platform: boolean }) => i.is_platform)).toBe(true);
  });

  it('GET questions/{id} as a student: content through the type schema, no key; the author gets the key', async () => {
    for (const def of typesWithFixtures) {
      const id = await questionId(`t.slug = $1 and q.organization_id = $2`, [def.slug, alphaId]);
      const student = await s.api('alpha', alphaStudent).get(`questions/${id}`);
      expectOk(student);
      expect(hasKeyField(student.body.data)).toBe(false);
      expect(student.body.data.content).toEqual(def.schemas.content.parse(student.body.data.content));
      const { key } = (await rows<{ key: unknown }>('select key from question_keys where question_id = $1', [id]))[0]!;
      const teacher = await s.api('alpha', alphaTeacher).get(`questions/${id}`);
      expectOk(teacher);
      expect(teacher.body.data.key).toEqual(key);
      expect(teacher.body.data.content).toEqual(student.body.data.content);
    }
  });

  it('a student content payload drops what the content schema does not allow', async () => {
    const def = typesWithFixtures[0];
    if (!def) return;
    const id = await questionId(`t.slug = $1 and q.organization_id = $2`, [def.slug, alphaId]);
    await s.db.query(`update questions set content = content || '{"answer_hint": "secret"}'::jsonb where id = $1`, [id]);
    const r = await s.api('alpha', alphaStudent).get(`questions/${id}`);
    expectOk(r);
    expect(r.text).not.toContain('answer_hint');
    await s.db.query(`update questions set content = content - 'answer_hint' where id = $1`, [id]);
  });

  it('GET questions/list (picker) is for authors: 403 for a student', async () => {
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get('questions/list'), 403);
    const r = await s.api('alpha', alphaTeacher).get('questions/list?per_page=3');
    expectOk(r);
    expect(r.body.data.items).toHaveLength(3);
    expect(hasKeyField(r.body.data)).toBe(false);
    expect(Object.keys(r.body.data.items[0]).sort()).toEqual(['approval', 'id', 'is_platform', 'question_type_id', 'section', 'slug', 'status', 'title']);
  });
});

describe('tenancy', () => {
  it("beta cannot read alpha's items (404), both read platform items", async () => {
    const alphaItem = await questionId('q.organization_id = $1', [alphaId]);
    const platformItem = await questionId('q.organization_id is null');
    for (const token of [betaTeacher, betaStudent]) {
      expectErrorEnvelope(await s.api('beta', token).get(`questions/${alphaItem}`), 404);
      expectOk(await s.api('beta', token).get(`questions/${platformItem}`));
    }
    for (const token of [alphaTeacher, alphaStudent]) expectOk(await s.api('alpha', token).get(`questions/${platformItem}`));
    const list = await s.api('beta', betaTeacher).get('questions?per_page=100');
    expect(list.body.data.items.every((i: { organization_id: number | null }) => i.organization_id === betaId || i.organization_id === null)).toBe(true);
    expectErrorEnvelope(await s.api('beta', betaTeacher).put(`questions/${alphaItem}`, { title: 'x', content: {}, key: {} }), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).delete(`questions/${alphaItem}`), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).patch(`questions/change-status/${alphaItem}`, { status: 'inactive' }), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).patch(`questions/change-approval/${alphaItem}`, { approval: 'unapproved' }), 404);
    const { status } = (await rows<{ status: string }>('select status from questions where id = $1', [alphaItem]))[0]!;
    expect(status).toBe('active');
  });

  it('platform items are read-only on a tenant (403) and editable by the master on the platform scope', async () => {
    const platformItem = await questionId('q.organization_id is null');
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).patch(`questions/change-status/${platformItem}`, { status: 'inactive' }), 403);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).delete(`questions/${platformItem}`), 403);
    const shown = await s.api(null, master).get(`questions/${platformItem}`);
    expectOk(shown);
    const put = await s.api(null, master).put(`questions/${platformItem}`, { title: 'Platform item (edited)', content: shown.body.data.content, key: shown.body.data.key });
    expectOk(put);
    expect(put.body.data.title).toBe('Platform item (edited)');
    const list = await s.api(null, master).get('questions?per_page=100');
    expect(list.body.data.items.every((i: { is_platform: boolean }) => i.is_platform)).toBe(true);
  });

  it('ids that name no row are 404, never 500', async () => {
    for (const bad of ['abc', '0', '-5', '1.5', '2147483648', '99999999999999999999999', '%27%20or%201%3D1']) {
      expectErrorEnvelope(await s.api('alpha', alphaTeacher).get(`questions/${bad}`), 404);
      expectErrorEnvelope(await s.api('alpha', alphaTeacher).delete(`questions/${bad}`), 404);
    }
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).get('questions/999999'), 404);
  });
});

describe('POST questions', () => {
  const def = () => typesWithFixtures.find((t) => t.slug === 'reading-fill-in-the-blanks') ?? typesWithFixtures[0]!;

  it('stores content and key apart, as parsed by the type', async () => {
    const d = def();
    const item = (await fixturesOf(d.slug)).items[0]!;
    const r = await s.api('alpha', alphaTeacher).post('questions', { type: d.slug, title: 'New item', content: { ...item.content, extra: 'dropped' }, key: item.key, frequency: 'HIGH', source: 'EXAM_QUESTION', has_sample: 'Yes' });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ title: 'New item', frequency: 'HIGH', source: 'EXAM_QUESTION', has_sample: 'Yes', has_explanation: 'No', organization_id: alphaId, status: 'active' });
    const [row] = await rows<{ content: Record<string, unknown>; key: unknown; organization_id: number }>(
      'select q.content, k.key, q.organization_id from questions q join question_keys k on k.question_id = q.id where q.id = $1',
      [r.body.data.id],
    );
    expect(row!.content).toEqual(d.schemas.content.parse(item.content));
    expect('extra' in row!.content).toBe(false);
    expect(row!.key).toEqual(d.schemas.key.parse(item.key));
    expect(row!.organization_id).toBe(alphaId);
    const byId = await s.api('alpha', alphaTeacher).post('questions', { question_type_id: r.body.data.question_type_id, title: 'By id', content: item.content, key: item.key });
    expectOk(byId, 201);
  });

  it('422 on malformed content and key, naming the field path', async () => {
    const d = def();
    const item = (await fixturesOf(d.slug)).items[0]!;
    const before = (await rows<{ n: number }>('select count(*)::int as n from questions'))[0]!.n;
    const r = await s.api('alpha', alphaTeacher).post('questions', { type: d.slug, title: 'Bad', content: { nonsense: true }, key: 42 });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).some((k) => k.startsWith('content.'))).toBe(true);
    expect(Object.keys(r.body.errors)).toContain('key');
    if (d.slug === 'reading-fill-in-the-blanks') {
      const content = structuredClone(item.content) as { bank: Array<{ id: string }> };
      content.bank[2]!.id = 'not a valid id!';
      const bad = await s.api('alpha', alphaTeacher).post('questions', { type: d.slug, title: 'Bad', content, key: item.key });
      expectErrorEnvelope(bad, 422);
      expect(Object.keys(bad.body.errors)).toEqual(['content.bank.2.id']);
    }
    for (const body of [{ title: 'No type', content: item.content, key: item.key }, { type: 'no-such-type', title: 'x', content: item.content, key: item.key }, { type: d.slug, title: '', content: item.content }]) {
      expectErrorEnvelope(await s.api('alpha', alphaTeacher).post('questions', body), 422);
    }
    const deep = `{"type":"${d.slug}","title":"Deep","key":${JSON.stringify(item.key)},"content":${'['.repeat(50_000)}1${']'.repeat(50_000)}}`;
    const tooDeep = await s.api('alpha', alphaTeacher).post('questions', deep);
    expectErrorEnvelope(tooDeep, 422);
    expect(tooDeep.body.errors).toHaveProperty(['content']);
    expect((await rows<{ n: number }>('select count(*)::int as n from questions'))[0]!.n).toBe(before);
  });

  it('422 on an unanswerable item (validateItem), on the issue path', async () => {
    const d = def();
    const item = (await fixturesOf(d.slug)).items[0]!;
    if (d.slug !== 'reading-fill-in-the-blanks') return;
    const key = structuredClone(item.key) as { answers: string[] };
    key.answers[1] = 'zzz';
    const r = await s.api('alpha', alphaTeacher).post('questions', { type: d.slug, title: 'Unanswerable', content: item.content, key });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toHaveProperty(['key.answers.1']);
  });

  it('the master on the platform scope writes platform items, which both tenants read', async () => {
    const d = def();
    const item = (await fixturesOf(d.slug)).items[0]!;
    const r = await s.api(null, master).post('questions', { type: d.slug, title: 'Platform new', content: item.content, key: item.key });
    expectOk(r, 201);
    expect(r.body.data.is_platform).toBe(true);
    expectOk(await s.api('alpha', alphaStudent).get(`questions/${r.body.data.id}`));
    expectOk(await s.api('beta', betaStudent).get(`questions/${r.body.data.id}`));
  });

  it('PUT replaces the item; the type cannot change', async () => {
    const d = def();
    const item = (await fixturesOf(d.slug)).items[0]!;
    const id = await questionId('t.slug = $1 and q.organization_id = $2', [d.slug, alphaId]);
    const r = await s.api('alpha', alphaTeacher).put(`questions/${id}`, { title: 'Renamed', content: item.content, key: item.key, frequency: 'LOW' });
    expectOk(r);
    expect(r.body.data).toMatchObject({ title: 'Renamed', frequency: 'LOW' });
    const other = QUESTION_TYPES.find((t) => t.slug !== d.slug);
    if (other) expectErrorEnvelope(await s.api('alpha', alphaTeacher).put(`questions/${id}`, { type: other.slug, title: 'x', content: item.content, key: item.key }), 422);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).put(`questions/${id}`, { title: 'x', content: { nope: 1 }, key: item.key }), 422);
    expect((await rows<{ title: string }>('select title from questions where id = $1', [id]))[0]!.title).toBe('Renamed');
  });

  it('content text is sanitised to plain text before the type parses it: stored and served so', async () => {
    const passage = '<p onclick="alert(1)">Hello <script>alert(1)</script><b>world</b></p>';
    const r = await s.api('alpha', alphaTeacher).post('questions', { type: 'summarize-written-text', title: 'Sanitised', content: { passage }, key: { modelAnswer: '' } });
    expectOk(r, 201);
    expect(r.body.data.content).toEqual({ passage: 'Hello world' });
    const id = r.body.data.id as number;
    const [row] = await rows<{ content: unknown }>('select content from questions where id = $1', [id]);
    expect(row!.content).toEqual({ passage: 'Hello world' });
    const student = await s.api('alpha', alphaStudent).get(`questions/${id}`);
    expectOk(student);
    expect(student.body.data.content).toEqual({ passage: 'Hello world' });
    expect(student.text).not.toContain('<script');

    // PUT too: lists become lines, entities are decoded, a "<" that is not a tag stays
    const put = await s.api('alpha', alphaTeacher).put(`questions/${id}`, { title: 'Sanitised', content: { passage: '<p>Rain &amp; sun: x < y</p><ul><li><p>one</p></li><li><p>two</p></li></ul><iframe src="https://evil.test"></iframe>' }, key: { modelAnswer: '' } });
    expectOk(put);
    expect(put.body.data.content).toEqual({ passage: 'Rain & sun: x < y\n\n• one\n• two' });

    // nothing but markup left: the type's own check answers on the path
    const empty = await s.api('alpha', alphaTeacher).post('questions', { type: 'summarize-written-text', title: 'Empty', content: { passage: '<p><script>alert(1)</script></p>' }, key: { modelAnswer: '' } });
    expectErrorEnvelope(empty, 422);
    expect(empty.body.errors).toHaveProperty(['content.passage']);
  });

  it('a student cannot write (403)', async () => {
    const d = def();
    const item = (await fixturesOf(d.slug)).items[0]!;
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('questions', { type: d.slug, title: 'x', content: item.content, key: item.key }), 403);
    const id = await questionId('q.organization_id = $1', [alphaId]);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).patch(`questions/change-status/${id}`, { status: 'inactive' }), 403);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).delete(`questions/${id}`), 403);
  });
});

describe('status, approval, soft delete, pagination', () => {
  it('PATCH change-status and change-approval hide an item from students', async () => {
    const id = await questionId('q.organization_id = $1', [alphaId]);
    const off = await s.api('alpha', alphaTeacher).patch(`questions/change-status/${id}`, { status: 'inactive' });
    expectOk(off);
    expect(off.body.data.status).toBe('inactive');
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get(`questions/${id}`), 404);
    expectOk(await s.api('alpha', alphaTeacher).patch(`questions/change-status/${id}`, { status: 'active' }));
    expectOk(await s.api('alpha', alphaStudent).get(`questions/${id}`));
    const un = await s.api('alpha', alphaTeacher).patch(`questions/change-approval/${id}`, { approval: 'unapproved' });
    expectOk(un);
    expect(un.body.data.approval).toBe('unapproved');
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get(`questions/${id}`), 404);
    const studentList = await s.api('alpha', alphaStudent).get('questions?per_page=100');
    expect(studentList.body.data.items.some((i: { id: number }) => i.id === id)).toBe(false);
    const filtered = await s.api('alpha', alphaTeacher).get('questions?approval=unapproved');
    expect(filtered.body.data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expectOk(await s.api('alpha', alphaTeacher).patch(`questions/change-approval/${id}`, { approval: 'approved' }));
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).patch(`questions/change-status/${id}`, { status: 'archived' }), 422);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).patch(`questions/change-approval/${id}`, {}), 422);
  });

  it('DELETE soft-deletes: gone from every answer, the row stays', async () => {
    const d = typesWithFixtures[0]!;
    const item = (await fixturesOf(d.slug)).items[0]!;
    const created = await s.api('alpha', alphaTeacher).post('questions', { type: d.slug, title: 'To delete', content: item.content, key: item.key });
    expectOk(created, 201);
    const id = created.body.data.id;
    const del = await s.api('alpha', alphaTeacher).delete(`questions/${id}`);
    expectOk(del);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).get(`questions/${id}`), 404);
    expectErrorEnvelope(await s.api('alpha', alphaTeacher).delete(`questions/${id}`), 404);
    const list = await s.api('alpha', alphaTeacher).get('questions?search=To%20delete');
    expect(list.body.data.items).toHaveLength(0);
    const [row] = await rows<{ deleted_at: unknown }>('select deleted_at from questions where id = $1', [id]);
    expect(row!.deleted_at).not.toBeNull();
  });

  it('pagination meta and filters', async () => {
    const { n } = (await rows<{ n: number }>('select count(*)::int as n from questions where deleted_at is null and (organization_id = $1 or organization_id is null)', [alphaId]))[0]!;
    const page2 = await s.api('alpha', alphaTeacher).get('questions?per_page=5&page=2');
    expectOk(page2);
    expect(page2.body.data.meta).toEqual({ current_page: 2, per_page: 5, total: n, last_page: Math.max(1, Math.ceil(n / 5)) });
    expect(page2.body.data.items).toHaveLength(Math.min(5, Math.max(0, n - 5)));
    const page1 = await s.api('alpha', alphaTeacher).get('questions?per_page=5');
    expect(page1.body.data.meta.current_page).toBe(1);
    expect(page1.body.data.items.map((i: { id: number }) => i.id)).not.toContain(page2.body.data.items[0]?.id);
    const beyond = await s.api('alpha', alphaTeacher).get(`questions?per_page=5&page=${Math.ceil(n / 5) + 3}`);
    expect(beyond.body.data.items).toHaveLength(0);
    const reading = await s.api('alpha', alphaTeacher).get('questions?section=reading&per_page=100');
    expect(reading.body.data.items.every((i: { question_type: { group: string } }) => i.question_type.group === 'reading')).toBe(true);
    const own = await s.api('alpha', alphaTeacher).get('questions?scope=own&per_page=100&frequency=high');
    expect(own.body.data.items.every((i: { organization_id: number; frequency: string }) => i.organization_id === alphaId && i.frequency === 'HIGH')).toBe(true);
    const t = typesWithFixtures[0]!.slug;
    const byType = await s.api('alpha', alphaTeacher).get(`questions?type=${t}&per_page=100`);
    expect(byType.body.data.items.length).toBeGreaterThan(0);
    expect(byType.body.data.items.every((i: { question_type: { slug: string } }) => i.question_type.slug === t)).toBe(true);
    for (const bad of ['per_page=0', 'per_page=101', 'page=0', 'page=abc', 'status=maybe']) {
      expectErrorEnvelope(await s.api('alpha', alphaTeacher).get(`questions?${bad}`), 422);
    }
  });
});

describe('POST question-test', () => {
  it('scores every fixture response of every type present by its type rules; the key only in this answer', async () => {
    const checked: string[] = [];
    for (const def of typesWithFixtures) {
      const fixtures = await fixturesOf(def.slug);
      for (const resp of fixtures.responses) {
        const item = fixtures.items[resp.item]!;
        const [row] = await rows<{ id: number }>(
          `select q.id from questions q join question_types t on t.id = q.question_type_id
            where t.slug = $1 and q.organization_id = $2 and q.title = $3 and q.deleted_at is null order by q.id limit 1`,
          [def.slug, alphaId, item.title],
        );
        if (!row) continue; // renamed by an earlier test
        const r: Answer = await s.api('alpha', alphaStudent).post('question-test', { question_id: row.id, response: resp.response });
        expectOk(r);
        // the text assessor measures misspellings (server/modules/assessment): spelling then counts, as score() says
        const misspellings = r.body.data.measures?.misspellings;
        const expected =
          typeof misspellings === 'number'
            ? def.score({ content: def.schemas.content.parse(item.content), key: def.schemas.key.parse(item.key), response: def.schemas.response.parse(resp.response), evidence: { measures: { misspellings } } })
            : resp.expected;
        expect([def.slug, resp.name, r.body.data.score, r.body.data.max]).toEqual([def.slug, resp.name, expected.score, expected.max]);
        expect(r.body.data.key).toEqual(def.schemas.key.parse(item.key));
        expect(typeof r.body.data.attempt_id).toBe('number');
        expect(Array.isArray(r.body.data.traits)).toBe(true);
        checked.push(def.slug);
      }
    }
    const complete = typesWithFixtures.filter((t) => t.section === 'reading' || t.section === 'listening').map((t) => t.slug);
    expect(complete.length).toBeGreaterThan(0);
    for (const slug of complete) expect(checked).toContain(slug);
  });

  it('stores the attempt with the response and the result', async () => {
    const def = typesWithFixtures[0]!;
    const fixtures = await fixturesOf(def.slug);
    const resp = fixtures.responses[0]!;
    const id = await questionId('t.slug = $1 and q.organization_id = $2', [def.slug, alphaId]);
    const r = await s.api('alpha', alphaStudent).post('question-test', { question_id: id, response: resp.response });
    expectOk(r);
    const [a] = await rows<{ user_id: number; organization_id: number; question_id: number; score: number; max: number; response: unknown }>(
      'select user_id, organization_id, question_id, score, max, response from question_attempts where id = $1',
      [r.body.data.attempt_id],
    );
    const [me] = await rows<{ id: number }>(`select id from users where email = 'student@alpha.test'`);
    expect(a).toMatchObject({ user_id: me!.id, organization_id: alphaId, question_id: id, score: r.body.data.score, max: r.body.data.max });
    expect(a!.response).toEqual(def.schemas.response.parse(resp.response));
  });

  it('422 on a malformed response, 404 on another tenant question or an unpublished one', async () => {
    const def = typesWithFixtures[0]!;
    const id = await questionId('t.slug = $1 and q.organization_id = $2', [def.slug, alphaId]);
    const before = (await rows<{ n: number }>('select count(*)::int as n from question_attempts'))[0]!.n;
    const bad = await s.api('alpha', alphaStudent).post('question-test', { question_id: id, response: { nonsense: [1, 2, 3] } });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors).every((k) => k === 'response' || k.startsWith('response.'))).toBe(true);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('question-test', { question_id: id, response: 'text' }), 422);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('question-test', { question_id: id }), 422);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('question-test', { question_id: 'abc', response: {} }), 422);
    const betaItem = await questionId('t.slug = $1 and q.organization_id = $2', [def.slug, betaId]);
    const fixtures = await fixturesOf(def.slug);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('question-test', { question_id: betaItem, response: fixtures.responses[0]!.response }), 404);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('question-test', { question_id: 2_000_000_000, response: fixtures.responses[0]!.response }), 404);
    await s.db.query(`update questions set status = 'inactive' where id = $1`, [id]);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('question-test', { question_id: id, response: fixtures.responses[0]!.response }), 404);
    // an author may try an inactive item of the bank
    expectOk(await s.api('alpha', alphaTeacher).post('question-test', { question_id: id, response: fixtures.responses[0]!.response }));
    await s.db.query(`update questions set status = 'active' where id = $1`, [id]);
    expect((await rows<{ n: number }>('select count(*)::int as n from question_attempts'))[0]!.n).toBe(before + 1);
    // platform items are testable from every tenant
    const platformItem = await questionId('t.slug = $1 and q.organization_id is null', [def.slug]);
    const item = fixtures.items[fixtures.items.length - 1]!;
    const resp = fixtures.responses.find((x) => x.item === fixtures.items.length - 1)?.response ?? def.emptyResponse(def.schemas.content.parse(item.content));
    expectOk(await s.api('beta', betaStudent).post('question-test', { question_id: platformItem, response: resp }));
  });
});

describe('permissions', () => {
  it('a trainer without QUESTION_STORE gets 403 and nothing is stored', async () => {
    const d = typesWithFixtures[0]!;
    const item = (await fixturesOf(d.slug)).items[0]!;
    const before = (await rows<{ n: number }>('select count(*)::int as n from questions'))[0]!.n;
    await s.db.query(
      `delete from role_permissions where permission_id = (select id from permissions where keyword = 'QUESTION_STORE') and role_id = (select id from roles where name = 'TRAINER' and organization_id is null)`,
    );
    const token = await s.login('beta', 'teacher@beta.test');
    expectErrorEnvelope(await s.api('beta', token).post('questions', { type: d.slug, title: 'x', content: item.content, key: item.key }), 403);
    expect((await rows<{ n: number }>('select count(*)::int as n from questions'))[0]!.n).toBe(before);
    // reading the bank still works
    expectOk(await s.api('beta', token).get('questions'));
  });
});

describe('seed media', () => {
  it('serves /files/seed/<slug>-<n>.ogg after copySeedMedia, and nothing outside the pattern', async () => {
    const { copySeedMedia, SEED_MEDIA_DIR } = await import('@server/db/seed-questions.ts');
    const fs = await import('node:fs/promises');
    const names = (await fs.readdir(SEED_MEDIA_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.ogg'));
    await copySeedMedia(s.config.uploadDir);
    if (names.length > 0) {
      const res = await fetch(`${s.base}/files/seed/${names[0]}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/ogg');
      expect(new Uint8Array(await res.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x4f, 0x67, 0x67, 0x53]));
    }
    expect((await fetch(`${s.base}/files/seed/..%2Fsecret.ogg`)).status).toBe(404);
    expect((await fetch(`${s.base}/files/seed/Upper.ogg`)).status).toBe(404);
  });
});
