// Materials in the master's content management (server/modules/content-management/README.md "Materials" and
// "Material bulk upload") on the real server and database: list and filters, assignment, branches, draft, the
// conversation, and the bulk upload of files with a manifest (preview by row and field, staged commit in chunks,
// duplicates by the files' bytes, the same upload twice, a disguised executable).
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type Answer, type TestServer } from './helpers.ts';

let s: TestServer;
let master: string;
let teacher: string;
let alphaId: number;
let platformPdf: number;
let alphaPdf: number;
let platformBytes: Uint8Array;

const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);

async function pdfWith(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText(text, { x: 30, y: 150, size: 14, font });
  return doc.save();
}

function sendFile(tenant: string | null, token: string, bytes: Uint8Array, name: string): Promise<Answer> {
  const f = new FormData();
  f.set('file', new Blob([bytes.slice()]), name);
  f.set('type', 'materials');
  return s.api(tenant, token).raw('POST', '/api/v1/common/upload-file', { body: f });
}
async function uploaded(tenant: string | null, token: string, bytes: Uint8Array, name: string): Promise<string> {
  const r = await sendFile(tenant, token, bytes, name);
  expectOk(r);
  return r.body.data.filepath as string;
}

const m = () => s.api(null, master);
const count = async (q: string, params: unknown[] = []) => Number((await s.db.query<{ n: number }>(q, params))[0]!.n);
const userId = async (email: string) => (await s.db.query<{ id: number }>(`select id from users where email = $1`, [email]))[0]!.id;
const ids = (r: Answer) => r.body.data.items.map((i: { id: number }) => i.id) as number[];
const liveMaterials = () => count(`select count(*)::int as n from materials where deleted_at is null`);

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

function bulk(path: string, manifest: { name: string; body: BlobPart }, files: Array<{ name: string; path: string }>, fields: Record<string, string> = {}, token = master, tenant: string | null = null) {
  const form = new FormData();
  form.append('manifest', new Blob([manifest.body]), manifest.name);
  form.append('files', JSON.stringify(files));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return s.api(tenant, token).raw('POST', `/api/v1/content-management/bulk-upload/materials${path}`, { body: form });
}

beforeAll(async () => {
  s = await startServer();
  [master, teacher] = await Promise.all([s.login(null, 'master@platform.test'), s.login('alpha', 'teacher@alpha.test')]);
  alphaId = (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id;
  const p = await m().post('materials', { title: 'Platform reading guide', description: 'For every centre', kind: 'pdf', file_path: await uploaded(null, master, (platformBytes = await pdfWith('platform guide')), 'guide.pdf') });
  expectOk(p, 201);
  platformPdf = p.body.data.id;
  const a = await s.api('alpha', teacher).post('materials', { title: 'Alpha listening notes', kind: 'pdf', file_path: await uploaded('alpha', teacher, await pdfWith('alpha notes'), 'notes.pdf') });
  expectOk(a, 201);
  alphaPdf = a.body.data.id;
});
afterAll(async () => {
  await s?.close();
});

describe('materials in content management', () => {
  it('lists the platform’s by default and a centre’s when named, with kind, state and filters', async () => {
    const all = await m().get('content-management/material?per_page=100');
    expectOk(all);
    expect(ids(all)).toContain(platformPdf);
    expect(ids(all)).not.toContain(alphaPdf);
    expect(all.body.data.items.find((i: { id: number }) => i.id === platformPdf)).toMatchObject({ kind: 'material', file_kind: 'pdf', state: 'published', organization_id: null, type: null });
    expect(ids(await m().get(`content-management/material?organization_id=${alphaId}&per_page=100`))).toContain(alphaPdf);
    expect(ids(await m().get('content-management/material?search=reading+guide'))).toEqual([platformPdf]);
    expect(ids(await m().get('content-management/material?file_kind=image'))).not.toContain(platformPdf);
    expect(ids(await m().get('content-management/material?state=draft'))).not.toContain(platformPdf);
    expectErrorEnvelope(await m().get('content-management/material?file_kind=exe'), 422);
    const one = await m().get(`content-management/material/${platformPdf}`);
    expectOk(one);
    expect(one.body.data.material).toMatchObject({ description: 'For every centre', mime: 'application/pdf', file_url: expect.stringContaining('/files/materials/') });
    expectErrorEnvelope(await m().get('content-management/material/2000000'), 404);
    expectErrorEnvelope(await s.api('alpha', teacher).get('content-management/material'), 403);
  });

  it('assigns to a trainer or admin; a centre’s material never to another centre’s trainer', async () => {
    const sarah = await userId('teacher@alpha.test');
    const betaTeacher = await userId('teacher@beta.test');
    const bad = await m().put(`content-management/material/${alphaPdf}/assign`, { assignee_id: betaTeacher });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors.assignee_id).toBeTruthy();
    const ok = await m().put(`content-management/material/${alphaPdf}/assign`, { assignee_id: sarah, note: 'Add a transcript' });
    expectOk(ok);
    expect(ok.body.data.assignee).toMatchObject({ id: sarah, organization_id: alphaId });
    expect(ids(await m().get(`content-management/material?organization_id=${alphaId}&unassigned=1&per_page=100`))).not.toContain(alphaPdf);
    // a platform material goes to anyone's trainer
    expectOk(await m().put(`content-management/material/${platformPdf}/assign`, { assignee_id: betaTeacher }));
    expect(ids(await m().get(`content-management/material?assignee_id=${betaTeacher}`))).toEqual([platformPdf]);
  });

  it('gives branches (a centre’s own only), moves to draft and back, keeps a conversation', async () => {
    const [dhanmondi] = await s.db.query<{ id: number }>(`select id from branches where name = 'Dhanmondi'`);
    const [sydney] = await s.db.query<{ id: number }>(`select id from branches where name = 'Sydney CBD'`);
    const bad = await m().put(`content-management/material/${alphaPdf}/branches`, { branch_ids: [dhanmondi!.id, sydney!.id] });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['branch_ids.1']);
    const b = await m().put(`content-management/material/${platformPdf}/branches`, { branch_ids: [dhanmondi!.id, sydney!.id] });
    expect(b.body.data.branches.map((x: { name: string }) => x.name)).toEqual(['Dhanmondi', 'Sydney CBD']);

    const d = await m().patch(`content-management/material/${alphaPdf}/draft`, { draft: true });
    expectOk(d);
    expect(d.body.data.state).toBe('draft');
    expect((await s.db.query<{ status: string }>(`select status from materials where id = $1`, [alphaPdf]))[0]!.status).toBe('inactive');
    expect(ids(await m().get(`content-management/material?organization_id=${alphaId}&state=draft`))).toEqual([alphaPdf]);
    expect((await m().patch(`content-management/material/${alphaPdf}/draft`, { draft: false })).body.data.state).toBe('published');
    // switched off in the library (not by content management): inactive, not a draft
    expectOk(await s.api('alpha', teacher).put(`materials/${alphaPdf}`, { status: 'inactive' }));
    expect((await m().get(`content-management/material/${alphaPdf}`)).body.data.state).toBe('inactive');
    expect(ids(await m().get(`content-management/material?organization_id=${alphaId}&state=inactive`))).toEqual([alphaPdf]);

    expectOk(await m().post(`content-management/material/${platformPdf}/messages`, { body: 'Please add page numbers.' }), 201);
    const thread = await m().get(`content-management/material/${platformPdf}/messages`);
    expect(thread.body.data.items.map((x: { body: string }) => x.body)).toEqual(['Please add page numbers.']);
    const withMessages = await m().get('content-management/material?with_messages=1');
    expect(withMessages.body.data.items.map((i: { id: number; messages_count: number }) => [i.id, i.messages_count])).toEqual([[platformPdf, 1]]);
  });
});

describe('material bulk upload', () => {
  let files: Array<{ name: string; path: string }>;
  let manifest: string;
  const pdfA = pdfWith('bulk guide A');
  const pdfB = pdfWith('bulk guide B');

  beforeAll(async () => {
    const a = await pdfA;
    files = [
      { name: 'a.pdf', path: await uploaded(null, master, a, 'a.pdf') },
      { name: 'a-copy.pdf', path: await uploaded(null, master, a, 'a-copy.pdf') },
      { name: 'b.pdf', path: await uploaded(null, master, await pdfB, 'b.pdf') },
      { name: 'pic.png', path: await uploaded(null, master, PNG, 'pic.png') },
      { name: 'big.png', path: await uploaded(null, master, PNG.slice(), 'big.png') },
      // a path nobody uploaded
      { name: 'forged.pdf', path: '/files/materials/0b9d2c1e-1111-4222-8333-444455556666.pdf' },
    ];
    // big.png claims 20 MB in its upload record: over the image limit of 10 MB
    await s.db.query(`update uploads set size = 20971520 where path = $1`, [files[4]!.path]);
    manifest = csv([
      ['title', 'description', 'kind', 'file', 'special', 'groups', 'courses', 'packages'],
      ['Bulk guide A', 'First guide', 'pdf', 'a.pdf', 'no', '', '', ''], // row 2: good
      ['Bulk picture', '', 'image', 'pic.png', 'yes', '', '', ''], // row 3: good
      ['Missing', '', 'pdf', 'nothere.pdf', '', '', '', ''], // row 4: file
      ['Ebook', '', 'ebook', 'b.pdf', '', '', '', ''], // row 5: kind
      ['Picture as pdf', '', 'pdf', 'pic.png', '', '', '', ''], // row 6: file (an image, not a pdf)
      ['Grouped', '', 'pdf', 'b.pdf', '', 'Morning batch', '', ''], // row 7: groups on a platform upload
      ['Copy of A', '', 'pdf', 'a-copy.pdf', '', '', '', ''], // row 8: same bytes as row 2
      ['', '', 'pdf', 'b.pdf', 'maybe', '', '', ''], // row 9: title, special
      ['Too big', '', 'image', 'big.png', '', '', '', ''], // row 10: file (size)
      ['Forged', '', 'pdf', 'forged.pdf', '', '', '', ''], // row 11: file (not an upload)
      ['Bulk guide B', '', 'pdf', 'b.pdf', '', '', '', ''], // row 12: good
    ]);
  });

  it('the preview names every bad row by row and field, finds the duplicate, and stores nothing', async () => {
    const before = await liveMaterials();
    const r = await bulk('/preview', { name: 'materials.csv', body: manifest }, files);
    expectOk(r);
    const p = r.body.data;
    expect(p).toMatchObject({ format: 'csv', total_rows: 11, valid_count: 3, duplicate_count: 1, rejected_count: 7, already_uploaded: null, organization_id: null });
    expect(p.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual(['4:file', '5:kind', '6:file', '7:groups', '9:title', '9:special', '10:file', '11:file']);
    expect(p.errors.find((e: { row: number }) => e.row === 6).message).toBe('This file is an image file, not a pdf file.');
    expect(p.errors.find((e: { row: number }) => e.row === 10).message).toMatch(/at most 10 MB/);
    expect(p.duplicates).toEqual([{ row: 8, material_id: null, same_as_row: 2 }]);
    expect(p.sample.map((x: { row: number }) => x.row)).toEqual([2, 3, 12]);
    expect(await liveMaterials()).toBe(before);
    expect(await count(`select count(*)::int as n from bulk_upload_batches where kind = 'material'`)).toBe(0);
  });

  it('commits in chunks: nothing visible until the last chunk; the same upload twice adds nothing', async () => {
    const before = await liveMaterials();
    const first = await bulk('', { name: 'materials.csv', body: manifest }, files, { offset: '0', limit: '5' });
    expectOk(first, 201);
    expect(first.body.data).toMatchObject({ processed_rows: 5, next_offset: 5, finished: false, created_count: 2 });
    // a half-finished batch leaves nothing visible
    expect(await liveMaterials()).toBe(before);
    expect(ids(await m().get('content-management/material?search=bulk'))).toEqual([]);
    const batch = first.body.data.batch_id;
    expectErrorEnvelope(await bulk('', { name: 'other.csv', body: manifest + 'x,,pdf,a.pdf,,,,\r\n' }, files, { offset: '5', batch_id: String(batch) }), 422);
    const rest = await bulk('', { name: 'materials.csv', body: manifest }, files, { offset: '5', batch_id: String(batch) });
    expectOk(rest, 201);
    expect(rest.body.data).toMatchObject({ batch_id: batch, next_offset: null, finished: true, created_count: 3, duplicate_count: 1, rejected_count: 7, repeat_of: null });
    expect(await liveMaterials()).toBe(before + 3);
    const listed = await m().get('content-management/material?search=bulk&per_page=100');
    expect(listed.body.data.items.map((i: { title: string; state: string; file_kind: string }) => [i.title, i.file_kind, i.state]).sort()).toEqual([
      ['Bulk guide A', 'pdf', 'draft'],
      ['Bulk guide B', 'pdf', 'draft'],
      ['Bulk picture', 'image', 'draft'],
    ]);
    // the PDF's words are searchable in the library, like an upload one by one
    expect((await m().get('materials?search=bulk+guide+b')).body.data.items.map((x: { title: string }) => x.title)).toEqual(['Bulk guide B']);
    const stored = await s.db.query<{ errors: Array<{ row: number; field: string }> }>(`select errors from bulk_upload_batches where id = $1`, [batch]);
    expect(stored[0]!.errors.map((e) => e.row)).toEqual([4, 5, 6, 7, 9, 9, 10, 11]);

    // again, the same bytes uploaded anew: every good row is a duplicate of a stored material
    const again = files.slice(0, 5).map((f) => ({ ...f }));
    again[0]!.path = await uploaded(null, master, await pdfA, 'a.pdf');
    again[2]!.path = await uploaded(null, master, await pdfB, 'b.pdf');
    const pre = await bulk('/preview', { name: 'materials.csv', body: manifest }, [...again, files[5]!]);
    expect(pre.body.data).toMatchObject({ valid_count: 0, already_uploaded: { batch_id: batch } });
    const twice = await bulk('', { name: 'materials.csv', body: manifest }, [...again, files[5]!]);
    expectOk(twice, 201);
    expect(twice.body.data).toMatchObject({ created_count: 0, duplicate_count: 4, repeat_of: batch });
    expect(await liveMaterials()).toBe(before + 3);
    const batches = await m().get('content-management/bulk-upload/batches?kind=material');
    expect(batches.body.data.items.map((b: { id: number; kind: string }) => b.kind)).toEqual(['material', 'material']);
  });

  it('a file uploaded one by one earlier is a duplicate too (by its bytes)', async () => {
    const same = platformBytes;
    const r = await bulk('/preview', { name: 'm.json', body: JSON.stringify([{ title: 'Again', kind: 'pdf', file: 'g.pdf' }]) }, [{ name: 'g.pdf', path: await uploaded(null, master, same, 'g.pdf') }]);
    expectOk(r);
    expect(r.body.data.duplicates).toEqual([{ row: 1, material_id: platformPdf, same_as_row: null }]);
  });

  it('a disguised executable never gets a path, so its row names a missing file', async () => {
    const exe = await sendFile(null, master, EXE, 'setup.pdf');
    expectErrorEnvelope(exe, 422);
    const r = await bulk('/preview', { name: 'm.csv', body: csv([['title', 'kind', 'file'], ['Setup', 'pdf', 'setup.pdf']]) }, [{ name: 'other.pdf', path: files[0]!.path }]);
    expect(r.body.data.errors).toEqual([{ row: 2, field: 'file', message: 'No file called "setup.pdf" was chosen with this manifest.' }]);
  });

  it('into a centre’s library (XLSX): groups by name or id, a bad one named; the centre’s people only', async () => {
    const [group] = await s.db.query<{ id: number }>(`select id from groups where organization_id = $1 and name = 'Morning batch'`, [alphaId]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('m');
    sheet.addRow(['title', 'kind', 'file', 'groups']);
    sheet.addRow(['Alpha bulk notes', 'pdf', 'c.pdf', `Morning batch; ${group!.id}`]);
    sheet.addRow(['Alpha bad group', 'pdf', 'd.pdf', 'No such group']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const fl = [
      { name: 'c.pdf', path: await uploaded(null, master, await pdfWith('alpha bulk c'), 'c.pdf') },
      { name: 'd.pdf', path: await uploaded(null, master, await pdfWith('alpha bulk d'), 'd.pdf') },
    ];
    const r = await bulk('', { name: 'alpha.xlsx', body: bytes }, fl, { organization_id: String(alphaId), draft: '0' });
    expectOk(r, 201);
    expect(r.body.data).toMatchObject({ created_count: 1, rejected_count: 1, errors: [{ row: 3, field: 'groups', message: 'There is no group "No such group" in this centre.' }] });
    const [made] = await s.db.query<{ id: number; status: string; organization_id: number }>(`select id, status, organization_id from materials where title = 'Alpha bulk notes'`);
    expect(made).toMatchObject({ status: 'active', organization_id: alphaId });
    expect(await count(`select count(*)::int as n from material_groups where material_id = $1 and group_id = $2`, [made!.id, group!.id])).toBe(1);
    const betaTeacher = await userId('teacher@beta.test');
    expectErrorEnvelope(await m().put(`content-management/material/${made!.id}/assign`, { assignee_id: betaTeacher }), 422);
  });

  it('templates (CSV, XLSX) and 422 on the form', async () => {
    const t = await m().get('content-management/bulk-upload/materials/template?format=csv');
    expectOk(t);
    expect(t.body.data.columns).toEqual(['title', 'description', 'kind', 'file', 'special', 'groups', 'courses', 'packages']);
    expect(t.body.data.body).toContain('essay-guide.pdf');
    const x = await m().get('content-management/bulk-upload/materials/template?format=xlsx');
    expect(x.body.data.encoding).toBe('base64');
    // the template's rows fail only for the files not chosen
    const back = await bulk('/preview', { name: 't.csv', body: t.body.data.body }, [{ name: 'x.pdf', path: files[0]!.path }]);
    expect(back.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['file', 'file']);
    const noFiles = await s.api(null, master).raw('POST', '/api/v1/content-management/bulk-upload/materials/preview', { body: new FormData() });
    expectErrorEnvelope(noFiles, 422);
    expectErrorEnvelope(await bulk('/preview', { name: 'm.txt', body: 'x' }, [{ name: 'a', path: files[0]!.path }]), 422);
    const badFiles = await bulk('/preview', { name: 'm.csv', body: 'title\nx\n' }, [{ name: 'a', path: '../etc/passwd' }]);
    expectErrorEnvelope(badFiles, 422);
    expect(badFiles.body.errors.files).toBeTruthy();
    expectErrorEnvelope(await bulk('/preview', { name: 'm.csv', body: 'title\nx\n' }, [{ name: 'a', path: files[0]!.path }], {}, teacher, 'alpha'), 403);
  });
});
