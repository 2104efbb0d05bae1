// The master's content management and bulk upload (server/modules/content-management/README.md) on the real server
// and database: lists, assignment, branches, draft, the conversation per item, bulk upload in CSV, XLSX and JSON.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '@question-types/registry.ts';
import { expectErrorEnvelope, expectOk, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let admin: string;
let teacher: string;
let student: string;
let alphaId: number;
let betaId: number;

beforeAll(async () => {
  s = await startServer();
  [master, admin, teacher, student] = await Promise.all([
    s.login(null, 'master@platform.test'),
    s.login('alpha', 'admin@alpha.test'),
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
  ]);
  const orgs = await s.db.query<{ id: number; subdomain: string }>(`select id, subdomain from organizations`);
  alphaId = orgs.find((o) => o.subdomain === 'alpha')!.id;
  betaId = orgs.find((o) => o.subdomain === 'beta')!.id;
});
afterAll(async () => {
  await s?.close();
});

const m = () => s.api(null, master);
const count = async (q: string, params: unknown[] = []) => Number((await s.db.query<{ n: number }>(q, params))[0]!.n);
const platformQuestions = () => count(`select count(*)::int as n from questions where organization_id is null and deleted_at is null`);
const userId = async (email: string) => (await s.db.query<{ id: number }>(`select id from users where email = $1`, [email]))[0]!.id;

function upload(path: string, fields: Record<string, string>, file?: { name: string; body: BlobPart; type?: string }, token = master, tenant: string | null = null): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.body], { type: file.type ?? 'text/csv' }), file.name);
  return s.api(tenant, token).raw('POST', path, { body: form });
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** 200 essay rows; data rows 11, 51 and 101 (file rows 12, 52, 102) are bad, each in another field. */
function essayFile(tag: string): string {
  const rows: string[][] = [['type', 'title', 'content.prompt', 'key.modelAnswer']];
  for (let i = 1; i <= 200; i++) {
    if (i === 11) rows.push(['write-essay', `Essay ${tag} ${i}`, '   ', '']);
    else if (i === 51) rows.push(['write-essay', '', `Prompt ${tag} number ${i}: discuss.`, '']);
    else if (i === 101) rows.push(['write-novel', `Essay ${tag} ${i}`, `Prompt ${tag} number ${i}: discuss.`, '']);
    else rows.push(['write-essay', `Essay ${tag} ${i}`, `Prompt ${tag} number ${i}: discuss the effects of technology.`, 'A model answer.']);
  }
  return csv(rows);
}

describe('who may manage content', () => {
  it('only the master on the platform domain; a centre’s staff holding QUESTION_INDEX are refused', async () => {
    expectOk(await m().get('content-management/question'));
    expectErrorEnvelope(await s.api('alpha', admin).get('content-management/question'), 403);
    expectErrorEnvelope(await s.api('alpha', teacher).get('content-management/test'), 403);
    expectErrorEnvelope(await s.api('alpha', student).get('content-management/question'), 403);
    expectErrorEnvelope(await s.api(null).get('content-management/question'), 401);
    expectErrorEnvelope(await upload('content-management/bulk-upload', { kind: 'question' }, { name: 'a.csv', body: essayFile('x') }, admin, 'alpha'), 403);
    expectErrorEnvelope(await s.api('alpha', admin).put('content-management/question/1/assign', { assignee_id: 1 }), 403);
  });

  it('422 for an unknown kind, a bad filter or an unknown centre', async () => {
    expectErrorEnvelope(await m().get('content-management/lessons'), 422);
    expectErrorEnvelope(await m().get('content-management/question?state=later'), 422);
    const r = await m().get('content-management/test?organization_id=999999');
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.organization_id).toBeTruthy();
  });
});

describe('the lists', () => {
  it('questions are the platform’s own by default; tests a named centre’s; each with state and author', async () => {
    const q = await m().get('content-management/question?per_page=100');
    expectOk(q);
    expect(q.body.data.items.length).toBeGreaterThan(0);
    expect(q.body.data.items.every((i: { organization_id: number | null; kind: string }) => i.organization_id === null && i.kind === 'question')).toBe(true);
    expect(q.body.data.items[0]).toMatchObject({ state: 'published', assignee: null, branches: [], messages_count: 0 });
    const essays = await m().get('content-management/question?type=write-essay');
    expect(essays.body.data.items.every((i: { type: { slug: string } }) => i.type.slug === 'write-essay')).toBe(true);
    const t = await m().get(`content-management/test?organization_id=${alphaId}`);
    expectOk(t);
    expect(t.body.data.items.length).toBeGreaterThan(0);
    expect(t.body.data.items[0].author).toMatchObject({ full_name: expect.any(String) });
    expect((await m().get('content-management/test')).body.data.items).toEqual([]);
    const quiz = await m().get(`content-management/quiz?organization_id=${alphaId}`);
    expect(quiz.body.data.items.every((i: { quiz_type_id: number | null }) => i.quiz_type_id !== null)).toBe(true);
    // the demo seed: alpha's first quiz item assigned to its trainer, given to Dhanmondi, with a conversation
    const seeded = await m().get(`content-management/quiz?organization_id=${alphaId}&with_messages=1`);
    expect(seeded.body.data.items).toHaveLength(1);
    expect(seeded.body.data.items[0]).toMatchObject({ assignee: { role: 'TRAINER', organization_id: alphaId }, messages_count: 2, branches: [{ name: 'Dhanmondi' }] });
  });

  it('one item shows its content and answer; a test its items; another kind’s id is 404', async () => {
    const [q] = (await m().get('content-management/question?type=write-essay')).body.data.items;
    const one = await m().get(`content-management/question/${q.id}`);
    expectOk(one);
    expect(one.body.data.content).toMatchObject({ prompt: expect.any(String) });
    expect(one.body.data.key).toBeTruthy();
    expectErrorEnvelope(await m().get(`content-management/quiz/${q.id}`), 404);
    expectErrorEnvelope(await m().get('content-management/question/abc'), 404);
  });
});

describe('assignment, branches, draft, conversation', () => {
  it('assigns a platform item to a centre’s trainer (the author stays), lists by assignee, takes it back', async () => {
    const [q] = (await m().get('content-management/question')).body.data.items;
    const sarah = await userId('teacher@alpha.test');
    const r = await m().put(`content-management/question/${q.id}/assign`, { assignee_id: sarah, note: 'Check the wording' });
    expectOk(r);
    expect(r.body.data.assignee).toMatchObject({ id: sarah, role: 'TRAINER', organization_id: alphaId, organization_name: 'Alpha PTE Academy' });
    expect(r.body.data.assignment_note).toBe('Check the wording');
    expect(r.body.data.author).toEqual(q.author);
    const mine = await m().get(`content-management/question?assignee_id=${sarah}`);
    expect(mine.body.data.items.map((i: { id: number }) => i.id)).toEqual([q.id]);
    const free = await m().get('content-management/question?unassigned=1&per_page=100');
    expect(free.body.data.items.map((i: { id: number }) => i.id)).not.toContain(q.id);
    // the picker offers trainers and admins, never students
    const people = await m().get(`content-management/assignees?organization_id=${alphaId}`);
    expect(people.body.data.items.map((p: { role: string }) => p.role).sort()).toEqual(['ADMIN', 'TRAINER']);
    const back = await m().put(`content-management/question/${q.id}/assign`, { assignee_id: null });
    expect(back.body.data.assignee).toBeNull();
  });

  it('refuses a student, a missing person, or another centre’s trainer for a centre’s item (422 on assignee_id)', async () => {
    const [t] = (await m().get(`content-management/test?organization_id=${alphaId}`)).body.data.items;
    for (const id of [await userId('student@alpha.test'), await userId('teacher@beta.test'), 2_000_000]) {
      const r = await m().put(`content-management/test/${t.id}/assign`, { assignee_id: id });
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.assignee_id).toBeTruthy();
    }
    expectErrorEnvelope(await m().put(`content-management/test/${t.id}/assign`, { assignee_id: 'x' }), 422);
    expect(await count(`select count(*)::int as n from content_assignments where item_kind = 'test'`)).toBe(0);
  });

  it('gives an item to branches, replaced whole; a branch of another centre is refused for a centre’s item', async () => {
    const [dhanmondi] = await s.db.query<{ id: number }>(`select id from branches where name = 'Dhanmondi'`);
    const [sydney] = await s.db.query<{ id: number }>(`select id from branches where name = 'Sydney CBD'`);
    const [q] = (await m().get('content-management/question')).body.data.items;
    const both = await m().put(`content-management/question/${q.id}/branches`, { branch_ids: [dhanmondi!.id, sydney!.id] });
    expectOk(both);
    expect(both.body.data.branches.map((b: { name: string }) => b.name)).toEqual(['Dhanmondi', 'Sydney CBD']);
    const byBranch = await m().get(`content-management/question?branch_id=${sydney!.id}`);
    expect(byBranch.body.data.items.map((i: { id: number }) => i.id)).toEqual([q.id]);
    const one = await m().put(`content-management/question/${q.id}/branches`, { branch_ids: [dhanmondi!.id] });
    expect(one.body.data.branches.map((b: { name: string }) => b.name)).toEqual(['Dhanmondi']);
    const [t] = (await m().get(`content-management/test?organization_id=${alphaId}`)).body.data.items;
    const bad = await m().put(`content-management/test/${t.id}/branches`, { branch_ids: [dhanmondi!.id, sydney!.id] });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['branch_ids.1']);
    expectErrorEnvelope(await m().put(`content-management/test/${t.id}/branches`, { branch_ids: [2_000_000] }), 422);
    expect(await count(`select count(*)::int as n from content_item_branches where item_kind = 'test'`)).toBe(0);
    expect(betaId).toBeGreaterThan(0);
  });

  it('moves a question to draft and back; an unfinished test cannot leave draft (409)', async () => {
    const [q] = (await m().get('content-management/question?state=published')).body.data.items;
    const d = await m().patch(`content-management/question/${q.id}/draft`, { draft: true });
    expectOk(d);
    expect(d.body.data).toMatchObject({ state: 'draft', approval: 'pending' });
    expect((await m().get('content-management/question?state=draft')).body.data.items.map((i: { id: number }) => i.id)).toContain(q.id);
    const p = await m().patch(`content-management/question/${q.id}/draft`, { draft: false });
    expect(p.body.data).toMatchObject({ state: 'published', approval: 'approved' });
    expectErrorEnvelope(await m().patch(`content-management/question/${q.id}/draft`, { draft: 'yes' }), 422);
    const [t] = await s.db.query<{ id: number }>(`update tests set completed = false where id = (select min(id) from tests) returning id`);
    expectErrorEnvelope(await m().patch(`content-management/test/${t!.id}/draft`, { draft: false }), 409);
    expect((await m().patch(`content-management/test/${t!.id}/draft`, { draft: true })).body.data.state).toBe('draft');
  });

  it('keeps a conversation per item, counted in the list', async () => {
    const [q] = (await m().get('content-management/question')).body.data.items;
    expectErrorEnvelope(await m().post(`content-management/question/${q.id}/messages`, { body: '   ' }), 422);
    expectOk(await m().post(`content-management/question/${q.id}/messages`, { body: 'Please add a model answer.' }), 201);
    expectOk(await m().post(`content-management/question/${q.id}/messages`, { body: 'And check option C.' }), 201);
    const thread = await m().get(`content-management/question/${q.id}/messages`);
    expect(thread.body.data.items.map((x: { body: string; mine: boolean }) => [x.body, x.mine])).toEqual([['Please add a model answer.', true], ['And check option C.', true]]);
    const listed = await m().get('content-management/question?with_messages=1');
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({ id: q.id, messages_count: 2, last_message_at: expect.any(String) });
    expectErrorEnvelope(await m().get('content-management/question/2000000/messages'), 404);
  });
});

describe('bulk upload', () => {
  it('CSV: the preview names the 3 bad rows by row and field and stores nothing; the commit stores the 197 others once', async () => {
    const before = await platformQuestions();
    const file = { name: 'essays.csv', body: essayFile('a') };
    const p = await upload('content-management/bulk-upload/preview', { kind: 'question' }, file);
    expectOk(p);
    expect(p.body.data).toMatchObject({ total_rows: 200, valid_count: 197, rejected_count: 3, duplicate_count: 0, format: 'csv', already_uploaded: null });
    expect(p.body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[12, 'content.prompt'], [52, 'title'], [102, 'type']]);
    expect(await platformQuestions()).toBe(before);

    const c = await upload('content-management/bulk-upload', { kind: 'question' }, file);
    expectOk(c, 201);
    expect(c.body.data).toMatchObject({ total_rows: 200, processed_rows: 200, next_offset: null, created_count: 197, duplicate_count: 0, rejected_count: 3, repeat_of: null });
    expect(await platformQuestions()).toBe(before + 197);
    expect(await count(`select count(*)::int as n from questions where title in ('Essay a 11', 'Essay a 101')`)).toBe(0);
    // stored as drafts, each with its key and content hash
    const drafts = await m().get('content-management/question?state=draft&search=Essay%20a&per_page=5');
    expect(drafts.body.data.meta.total).toBe(197);
    expect(await count(`select count(*)::int as n from questions q join question_keys k on k.question_id = q.id join question_content_hashes h on h.question_id = q.id where q.title like 'Essay a %'`)).toBe(197);

    // the same file again: recognised, nothing new
    const again = await upload('content-management/bulk-upload', { kind: 'question' }, file);
    expectOk(again, 201);
    expect(again.body.data).toMatchObject({ created_count: 0, duplicate_count: 197, rejected_count: 3, repeat_of: c.body.data.batch_id });
    expect(await platformQuestions()).toBe(before + 197);
    const p2 = await upload('content-management/bulk-upload/preview', { kind: 'question' }, file);
    expect(p2.body.data).toMatchObject({ valid_count: 0, duplicate_count: 197, already_uploaded: { batch_id: c.body.data.batch_id } });
    const batches = await m().get('content-management/bulk-upload/batches?kind=question');
    expect(batches.body.data.items[0]).toMatchObject({ file_name: 'essays.csv', created_count: 0, duplicate_count: 197, repeat_of: c.body.data.batch_id });
  });

  it('a row repeating an earlier row of the same file, or a stored item in other words, is a duplicate', async () => {
    const [stored] = await s.db.query<{ id: number; prompt: string }>(`select q.id, q.content->>'prompt' as prompt from questions q join question_types t on t.id = q.question_type_id where t.slug = 'write-essay' and q.organization_id is null and q.title not like 'Essay %' limit 1`);
    const body = csv([
      ['type', 'title', 'content.prompt', 'key.modelAnswer'],
      ['write-essay', 'One', 'A brand new prompt about cities.', ''],
      ['write-essay', 'Two', 'Another new prompt about rivers.', ''],
      ['write-essay', 'One again', '  a BRAND new   prompt about cities. ', ''],
      ['write-essay', 'Old one', stored!.prompt.toUpperCase(), ''],
    ]);
    const c = await upload('content-management/bulk-upload', { kind: 'question' }, { name: 'dups.csv', body });
    expectOk(c, 201);
    expect(c.body.data).toMatchObject({ created_count: 2, duplicate_count: 2 });
    expect(c.body.data.duplicates).toEqual([
      { row: 4, question_id: null, same_as_row: 2 },
      { row: 5, question_id: stored!.id, same_as_row: null },
    ]);
  });

  it('in chunks: offset, limit and batch_id give progress and the same totals', async () => {
    const file = { name: 'chunks.csv', body: essayFile('c') };
    const first = await upload('content-management/bulk-upload', { kind: 'question', limit: '120' }, file);
    expect(first.body.data).toMatchObject({ processed_rows: 120, next_offset: 120, created_count: 117 });
    const last = await upload('content-management/bulk-upload', { kind: 'question', offset: '120', limit: '120', batch_id: String(first.body.data.batch_id) }, file);
    expect(last.body.data).toMatchObject({ batch_id: first.body.data.batch_id, processed_rows: 200, next_offset: null, created_count: 197, rejected_count: 3 });
    const other = await upload('content-management/bulk-upload', { kind: 'question', offset: '120', batch_id: String(first.body.data.batch_id) }, { name: 'x.csv', body: essayFile('d') });
    expectErrorEnvelope(other, 422);
    expect(other.body.errors.batch_id).toBeTruthy();
  });

  it('XLSX and JSON go the same way; a quiz upload needs a quiz type per row', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('items');
    sheet.addRow(['type', 'title', 'content.passage', 'content.question', 'content.options', 'key.correct']);
    sheet.addRow(['reading-multiple-choice-single', 'X1', 'A passage.', 'Why?', JSON.stringify([{ id: 'A', text: 'a' }, { id: 'B', text: 'b' }]), 'B']);
    sheet.addRow(['reading-multiple-choice-single', 'X2', 'Another passage.', 'Why?', 'not a list', 'B']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const x = await upload('content-management/bulk-upload', { kind: 'question' }, { name: 'items.xlsx', body: xlsx, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expectOk(x, 201);
    expect(x.body.data).toMatchObject({ created_count: 1, rejected_count: 1 });
    expect(x.body.data.errors[0]).toMatchObject({ row: 3, field: 'content.options' });

    const json = JSON.stringify([
      { type: 'write-essay', title: 'J1', quiz_type: 'vocabulary', content: { prompt: 'A JSON prompt about food.' }, key: { modelAnswer: '' } },
      { type: 'write-essay', title: 'J2', content: { prompt: 'A JSON prompt about sleep.' }, key: { modelAnswer: '' } },
      { type: 'write-essay', title: 'J3', quiz_type: 'nope', 'content.prompt': 'A flat JSON prompt.' },
    ]);
    const j = await upload('content-management/bulk-upload', { kind: 'quiz' }, { name: 'quiz.json', body: json, type: 'application/json' });
    expectOk(j, 201);
    expect(j.body.data).toMatchObject({ created_count: 1, rejected_count: 2 });
    expect(j.body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[2, 'quiz_type'], [3, 'quiz_type']]);
    const quiz = await m().get('content-management/quiz?search=J1');
    expect(quiz.body.data.items[0]).toMatchObject({ title: 'J1', quiz_type_id: 1 });
  });

  it('every type’s template (CSV, and XLSX) parses back through the upload without a rejected row', async () => {
    for (const def of QUESTION_TYPES) {
      const t = await m().get(`content-management/bulk-upload/template/${def.slug}`);
      expectOk(t);
      expect(t.body.data.columns.slice(0, 2)).toEqual(['type', 'title']);
      const p = await upload('content-management/bulk-upload/preview', { kind: 'question' }, { name: t.body.data.filename, body: t.body.data.body });
      expectOk(p);
      expect(p.body.data.errors, def.slug).toEqual([]);
      expect(p.body.data.total_rows).toBe(1);
    }
    const x = await m().get('content-management/bulk-upload/template/reorder-paragraphs?format=xlsx&kind=quiz');
    expect(x.body.data).toMatchObject({ encoding: 'base64', filename: 'quiz-reorder-paragraphs-template.xlsx' });
    expect(x.body.data.columns).toContain('quiz_type');
    const p = await upload('content-management/bulk-upload/preview', { kind: 'quiz' }, { name: x.body.data.filename, body: Buffer.from(x.body.data.body, 'base64') });
    expect(p.body.data).toMatchObject({ total_rows: 1, rejected_count: 0 });
    expectErrorEnvelope(await m().get('content-management/bulk-upload/template/write-novel'), 404);
    expectErrorEnvelope(await m().get('content-management/bulk-upload/template/write-essay?format=pdf'), 422);
  });

  it('422 on the file or a field for what is not an upload, and nothing is stored', async () => {
    const before = await platformQuestions();
    const cases: Array<[Record<string, string>, { name: string; body: BlobPart } | undefined, string]> = [
      [{ kind: 'question' }, undefined, 'file'],
      [{ kind: 'question' }, { name: 'a.pdf', body: '%PDF-1.4' }, 'file'],
      [{ kind: 'question' }, { name: 'a.json', body: '{not json' }, 'file'],
      [{ kind: 'question' }, { name: 'a.json', body: '{"a":1}' }, 'file'],
      [{ kind: 'question' }, { name: 'a.xlsx', body: 'not a zip' }, 'file'],
      [{ kind: 'question' }, { name: 'a.csv', body: new Uint8Array([0xff, 0xfe, 0x00, 0x41]) }, 'file'],
      [{ kind: 'materials' }, { name: 'a.csv', body: 'type,title\n' }, 'kind'],
      [{ kind: 'question', offset: '-1' }, { name: 'a.csv', body: 'type,title\n' }, 'offset'],
      [{ kind: 'question', offset: '5' }, { name: 'a.csv', body: 'type,title\nwrite-essay,x\n' }, 'offset'],
    ];
    for (const [fields, file, field] of cases) {
      const r = await upload('content-management/bulk-upload', fields, file);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors), JSON.stringify(fields) + file?.name).toContain(field);
    }
    expect(await platformQuestions()).toBe(before);
  });
});
