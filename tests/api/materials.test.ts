// Materials (server/modules/materials/README.md) on the real server and database: CRUD, the file checks (kind by
// content, size per kind, the uploader's own upload), search inside a PDF's text, who reads which material and its
// file (bearer and signed links), students' own uploads, tenant isolation.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'newstudent' | 'betaOwner' | 'betaStudent' | 'master';
const t = {} as Record<Who, string>;
let alphaId: number;
let studentId: number;
let otherStudentId: number;
let groupId: number;
let otherGroupId: number;
let betaGroupId: number;

const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
// the first bytes of a WebM (EBML) file: sniffed as video/webm
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0, 0, 0, 0, 0, 0, 0]);

async function pdfWith(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText(text, { x: 30, y: 150, size: 14, font });
  return doc.save();
}

function upload(tenant: string | null, token: string, bytes: Uint8Array, name: string, type = 'materials') {
  const f = new FormData();
  f.set('file', new Blob([bytes.slice()]), name);
  f.set('type', type);
  return s.api(tenant, token).raw('POST', '/api/v1/common/upload-file', { body: f });
}
async function uploaded(tenant: string | null, token: string, bytes: Uint8Array, name: string): Promise<string> {
  const r = await upload(tenant, token, bytes, name);
  expectOk(r);
  return r.body.data.filepath as string;
}
/** GET a file path (with its query) with optional headers */
function getFile(p: string, tenant?: string | null, token?: string) {
  const headers: Record<string, string> = {};
  if (tenant) headers['X-Tenant'] = tenant;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(s.base + p, { headers });
}
const count = async () => Number((await s.db.query<{ n: number }>('select count(*)::int as n from materials'))[0]!.n);

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student', 'newstudent'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaStudent = await s.login('beta', 'student@beta.test');
  t.master = await s.login(null, 'master@platform.test');
  alphaId = Number((await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id);
  const ids = new Map((await s.db.query<{ id: number; email: string }>('select id, email from users')).map((u) => [u.email, Number(u.id)]));
  studentId = ids.get('student@alpha.test')!;
  otherStudentId = ids.get('newstudent@alpha.test')!;
  const g = await s.api('alpha', t.owner).post('groups', { name: 'Materials group', student_ids: [studentId], trainer_ids: [ids.get('teacher@alpha.test')!] });
  expectOk(g, 201);
  groupId = g.body.data.id;
  const o = await s.api('alpha', t.owner).post('groups', { name: 'Other group', student_ids: [otherStudentId] });
  expectOk(o, 201);
  otherGroupId = o.body.data.id;
  const bg = await s.api('beta', t.betaOwner).post('groups', { name: 'Beta group' });
  expectOk(bg, 201);
  betaGroupId = bg.body.data.id;
});
afterAll(async () => {
  await s?.close();
});

describe('creating materials', () => {
  let pdfId: number;

  it('a trainer uploads a PDF for a group; its words become searchable', async () => {
    const file = await uploaded('alpha', t.teacher, await pdfWith('Essay structure with the word zebracorn inside'), 'essay.pdf');
    const r = await s.api('alpha', t.teacher).post('materials', { title: 'Essay guide', description: 'Write better essays', kind: 'pdf', file_path: file, group_ids: [groupId] });
    expectOk(r, 201);
    pdfId = r.body.data.id;
    expect(r.body.data).toMatchObject({ organization_id: alphaId, is_platform: false, kind: 'pdf', source: 'platform', status: 'active', special: false, can_edit: true, file: { path: file, mime: 'application/pdf' } });
    expect(r.body.data.groups).toEqual([{ id: groupId, name: 'Materials group' }]);
    expect(r.body.data.file_url).toMatch(/^\/files\/materials\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);
    const found = await s.api('alpha', t.teacher).get('materials?search=ZEBRACORN');
    expectOk(found);
    expect(found.body.data.items.map((m: { id: number }) => m.id)).toEqual([pdfId]);
    expect((await s.api('alpha', t.teacher).get('materials?search=nothing-like-this')).body.data.items).toEqual([]);
  });

  it('refuses with 422 per field: missing fields, a path not uploaded, a kind the content is not', async () => {
    const before = await count();
    const empty = await s.api('alpha', t.teacher).post('materials', {});
    expectErrorEnvelope(empty, 422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['file_path', 'kind', 'title']);
    const stranger = await s.api('alpha', t.teacher).post('materials', { title: 'x', kind: 'pdf', file_path: '/files/materials/0b9d2c1e-1111-4222-8333-444455556666.pdf' });
    expectErrorEnvelope(stranger, 422);
    expect(stranger.body.errors.file_path[0]).toMatch(/not a file you uploaded/);
    const png = await uploaded('alpha', t.teacher, PNG, 'pic.png');
    const wrong = await s.api('alpha', t.teacher).post('materials', { title: 'x', kind: 'pdf', file_path: png });
    expectErrorEnvelope(wrong, 422);
    expect(wrong.body.errors.file_path).toEqual(['This file is an image file, not a pdf file.']);
    // another user's upload is not yours to use
    const owners = await uploaded('alpha', t.owner, PNG, 'o.png');
    expectErrorEnvelope(await s.api('alpha', t.teacher).post('materials', { title: 'x', kind: 'image', file_path: owners }), 422);
    // a group of another centre
    const bg = await s.api('alpha', t.teacher).post('materials', { title: 'x', kind: 'image', file_path: png, group_ids: [betaGroupId] });
    expectErrorEnvelope(bg, 422);
    expect(Object.keys(bg.body.errors)).toEqual(['group_ids']);
    expect(await count()).toBe(before);
  });

  it('an executable or HTML disguised as a PDF is refused at upload and never becomes a material', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name] of [[exe, 'notes.pdf'], [html, 'notes.pdf'], [svg, 'pic.png'], [exe, 'setup.exe'], [new TextEncoder().encode('plain words'), 'notes.txt']] as const) {
      const r = await upload('alpha', t.teacher, bytes, name);
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.file).toBeTruthy();
    }
  });

  it('limits the size per kind', async () => {
    const png = await uploaded('alpha', t.teacher, PNG, 'big.png');
    // the stored size is what the limit reads (the upload row records it); an 11 MB image is over the 10 MB limit
    await s.db.query('update uploads set size = $1 where path = $2', [11 * 1024 * 1024, png]);
    const r = await s.api('alpha', t.teacher).post('materials', { title: 'Big', kind: 'image', file_path: png });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.file_path[0]).toMatch(/at most 10 MB; this one is 11 MB/);
    const video = await uploaded('alpha', t.teacher, WEBM, 'lecture.webm');
    await s.db.query('update uploads set size = $1 where path = $2', [11 * 1024 * 1024, video]);
    expectOk(await s.api('alpha', t.teacher).post('materials', { title: 'Lecture', kind: 'video', file_path: video }), 201);
  });

  it('edits, switches off and deletes; a student may do none of it to staff materials', async () => {
    const up = await s.api('alpha', t.teacher).put(`materials/${pdfId}`, { title: 'Essay guide v2', special: true, course_ids: [] });
    expectOk(up);
    expect(up.body.data).toMatchObject({ title: 'Essay guide v2', special: true });
    // the PDF's words survive a new title
    expect((await s.api('alpha', t.teacher).get('materials?search=zebracorn')).body.data.items.map((m: { id: number }) => m.id)).toEqual([pdfId]);
    expect((await s.api('alpha', t.teacher).get('materials?special=true')).body.data.items.map((m: { id: number }) => m.id)).toEqual([pdfId]);
    expectErrorEnvelope(await s.api('alpha', t.teacher).put(`materials/${pdfId}`, {}), 422);
    expectErrorEnvelope(await s.api('alpha', t.student).put(`materials/${pdfId}`, { title: 'mine now' }), 403);
    expectErrorEnvelope(await s.api('alpha', t.student).delete(`materials/${pdfId}`), 403);
    const file = await uploaded('alpha', t.teacher, await pdfWith('to be deleted'), 'bye.pdf');
    const gone = await s.api('alpha', t.teacher).post('materials', { title: 'Bye', kind: 'pdf', file_path: file });
    expectOk(gone, 201);
    expectOk(await s.api('alpha', t.owner).delete(`materials/${gone.body.data.id}`));
    expectErrorEnvelope(await s.api('alpha', t.owner).get(`materials/${gone.body.data.id}`), 404);
  });
});

describe('who reads what', () => {
  let pdf: { id: number; file_url: string; file: { path: string } };
  let video: { id: number; file_url: string };

  beforeAll(async () => {
    const f1 = await uploaded('alpha', t.teacher, await pdfWith('Group only notes'), 'g.pdf');
    const r1 = await s.api('alpha', t.teacher).post('materials', { title: 'Group notes', kind: 'pdf', file_path: f1, group_ids: [groupId] });
    expectOk(r1, 201);
    pdf = r1.body.data;
    const f2 = await uploaded('alpha', t.teacher, WEBM, 'v.webm');
    const r2 = await s.api('alpha', t.teacher).post('materials', { title: 'Group video', kind: 'video', file_path: f2, group_ids: [groupId] });
    expectOk(r2, 201);
    video = r2.body.data;
  });

  it('a student of the group lists and reads them; a student of another group gets 404 on the record and its file', async () => {
    const mine = await s.api('alpha', t.student).get('materials?per_page=100');
    expectOk(mine);
    const ids = mine.body.data.items.map((m: { id: number }) => m.id);
    expect(ids).toContain(pdf.id);
    expect(ids).toContain(video.id);
    expect(mine.body.data.items.every((m: { can_edit: boolean }) => !m.can_edit)).toBe(true);
    expectOk(await s.api('alpha', t.student).get(`materials/${pdf.id}`));
    expect((await s.api('alpha', t.student).get(`materials?group=${groupId}`)).body.data.items.length).toBeGreaterThanOrEqual(2);

    const other = await s.api('alpha', t.newstudent).get('materials?per_page=100');
    expectOk(other);
    expect(other.body.data.items.map((m: { id: number }) => m.id)).not.toContain(pdf.id);
    expectErrorEnvelope(await s.api('alpha', t.newstudent).get(`materials/${pdf.id}`), 404);
    // the file by bearer: the group's student yes, the other no
    expect((await getFile(pdf.file.path, 'alpha', t.student)).status).toBe(200);
    expect((await getFile(pdf.file.path, 'alpha', t.newstudent)).status).toBe(404);
    expect((await getFile(pdf.file.path, 'beta', t.betaStudent)).status).toBe(404);
    expect((await getFile(pdf.file.path)).status).toBe(401);
    // staff of the centre read it; another centre's owner does not
    expect((await getFile(pdf.file.path, 'alpha', t.admin)).status).toBe(200);
    expect((await getFile(pdf.file.path, 'beta', t.betaOwner)).status).toBe(404);
  });

  it('moving the student to the other group only takes the material away at once', async () => {
    expectOk(await s.api('alpha', t.owner).put(`materials/${pdf.id}`, { group_ids: [otherGroupId] }));
    expectErrorEnvelope(await s.api('alpha', t.student).get(`materials/${pdf.id}`), 404);
    expectOk(await s.api('alpha', t.newstudent).get(`materials/${pdf.id}`));
    expectOk(await s.api('alpha', t.owner).put(`materials/${pdf.id}`, { group_ids: [groupId] }));
  });

  it('signed links open the file without a header; expired, forged and moved signatures are refused', async () => {
    const shown = await s.api('alpha', t.student).get(`materials/${video.id}`);
    expectOk(shown);
    const ok = await getFile(shown.body.data.file_url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('video/webm');
    // a range, as a video element asks while seeking
    const part = await fetch(s.base + shown.body.data.file_url, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(WEBM.slice(0, 4));

    const url = new URL(shown.body.data.file_url, s.base);
    const forged = new URL(url);
    forged.searchParams.set('sig', 'a'.repeat(64));
    expect((await getFile(forged.pathname + forged.search)).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await getFile(later.pathname + later.search)).status).toBe(403);
    // the signature of one file opens no other
    const pdfUrl = new URL(pdf.file_url, s.base);
    expect((await getFile(`${pdfUrl.pathname}?exp=${url.searchParams.get('exp')}&sig=${url.searchParams.get('sig')}`)).status).toBe(403);
    // a link signed in the past is refused after its expiry
    const { signFilePath } = await import('@server/modules/materials/signing.ts');
    const old = signFilePath(s.config.fileSigningSecret, pdf.file.path, Date.now() - 3 * 3600_000, 60);
    expect((await getFile(old)).status).toBe(403);
    const fresh = signFilePath(s.config.fileSigningSecret, pdf.file.path);
    expect((await getFile(fresh)).status).toBe(200);
    // a key of another server signs nothing here
    expect((await getFile(signFilePath('another-secret', pdf.file.path))).status).toBe(403);
  });

  it('a package without materials shuts a student out of every material read', async () => {
    const [e] = await s.db.query<{ package_id: number; properties: unknown }>(
      `select e.package_id, p.properties from enrollments e join packages p on p.id = e.package_id where e.student_id = $1 and e.status = 'active' order by e.id desc limit 1`,
      [studentId],
    );
    if (!e) return; // the demo student has no running enrollment: the entitlement does not apply (kernel/package-access.ts)
    await s.db.query(`update packages set properties = properties - 'materials' where id = $1`, [e.package_id]);
    try {
      const r = await s.api('alpha', t.student).get(`materials/${pdf.id}`);
      expectErrorEnvelope(r, 403);
      expect(r.body.code).toBe('not_in_package');
      expectErrorEnvelope(await s.api('alpha', t.student).get('materials'), 403);
      expect((await getFile(pdf.file.path, 'alpha', t.student)).status).toBe(403);
    } finally {
      await s.db.query(`update packages set properties = $1::jsonb where id = $2`, [JSON.stringify(e.properties), e.package_id]);
    }
  });

  it('another centre sees none of it, by list, id or write', async () => {
    const list = await s.api('beta', t.betaOwner).get('materials?per_page=100');
    expectOk(list);
    expect(list.body.data.items.filter((m: { organization_id: number | null }) => m.organization_id === alphaId)).toEqual([]);
    expectErrorEnvelope(await s.api('beta', t.betaOwner).get(`materials/${pdf.id}`), 404);
    expectErrorEnvelope(await s.api('beta', t.betaOwner).put(`materials/${pdf.id}`, { title: 'x' }), 404);
    expectErrorEnvelope(await s.api('beta', t.betaOwner).delete(`materials/${pdf.id}`), 404);
    expectErrorEnvelope(await s.api('beta', t.betaStudent).get(`materials/${pdf.id}`), 404);
  });
});

describe("students' own uploads", () => {
  it('a student uploads their own: visible to them and the staff, never to other students', async () => {
    const file = await uploaded('alpha', t.student, await pdfWith('my practice essay'), 'mine.pdf');
    // a student may not file into the staff library, nor assign
    expectErrorEnvelope(await s.api('alpha', t.student).post('materials', { title: 'x', kind: 'pdf', file_path: file, source: 'platform' }), 422);
    expectErrorEnvelope(await s.api('alpha', t.student).post('materials', { title: 'x', kind: 'pdf', file_path: file, group_ids: [groupId] }), 422);
    const r = await s.api('alpha', t.student).post('materials', { title: 'My essay', kind: 'pdf', file_path: file });
    expectOk(r, 201);
    const id = r.body.data.id;
    expect(r.body.data).toMatchObject({ source: 'student', organization_id: alphaId, can_edit: true, created_by: { id: studentId } });
    expect((await s.api('alpha', t.student).get('materials?mine=true')).body.data.items.map((m: { id: number }) => m.id)).toEqual([id]);
    const staff = await s.api('alpha', t.teacher).get('materials?source=student');
    expect(staff.body.data.items.map((m: { id: number }) => m.id)).toContain(id);
    expect((await getFile(file, 'alpha', t.teacher)).status).toBe(200);
    expectErrorEnvelope(await s.api('alpha', t.newstudent).get(`materials/${id}`), 404);
    expect((await getFile(file, 'alpha', t.newstudent)).status).toBe(404);
    expect((await s.api('alpha', t.newstudent).get('materials?source=student')).body.data.items).toEqual([]);
    // a staff member may not file a student upload
    const f2 = await uploaded('alpha', t.teacher, PNG, 's.png');
    expectErrorEnvelope(await s.api('alpha', t.teacher).post('materials', { title: 'x', kind: 'image', file_path: f2, source: 'student' }), 422);
    // the student renames and deletes their own
    expectOk(await s.api('alpha', t.student).put(`materials/${id}`, { title: 'My essay, final' }));
    expectErrorEnvelope(await s.api('alpha', t.newstudent).delete(`materials/${id}`), 404);
    expectOk(await s.api('alpha', t.student).delete(`materials/${id}`));
    expectErrorEnvelope(await s.api('alpha', t.teacher).get(`materials/${id}`), 404);
  });
});

describe("the master's shared library", () => {
  it('the master shares with every centre; a centre assigns it to its own groups but may not change it', async () => {
    const file = await uploaded(null, t.master, await pdfWith('platform handbook quokka'), 'handbook.pdf');
    expectErrorEnvelope(await s.api(null, t.master).post('materials', { title: 'x', kind: 'pdf', file_path: file, group_ids: [groupId] }), 422);
    const r = await s.api(null, t.master).post('materials', { title: 'Handbook', kind: 'pdf', file_path: file });
    expectOk(r, 201);
    const id = r.body.data.id;
    expect(r.body.data).toMatchObject({ organization_id: null, is_platform: true });
    // both centres' staff see it; no student sees it until their centre assigns it
    expect((await s.api('beta', t.betaOwner).get('materials?search=quokka')).body.data.items.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await s.api('alpha', t.teacher).get('materials?search=quokka')).body.data.items.map((m: { id: number }) => m.id)).toEqual([id]);
    expectErrorEnvelope(await s.api('alpha', t.student).get(`materials/${id}`), 404);
    expectErrorEnvelope(await s.api('alpha', t.owner).put(`materials/${id}`, { title: 'Ours now' }), 403);
    expectErrorEnvelope(await s.api('alpha', t.owner).delete(`materials/${id}`), 403);
    const a = await s.api('alpha', t.owner).put(`materials/${id}`, { group_ids: [groupId] });
    expectOk(a);
    expect(a.body.data.groups).toEqual([{ id: groupId, name: 'Materials group' }]);
    expectOk(await s.api('alpha', t.student).get(`materials/${id}`));
    // alpha's assignment is alpha's: beta's staff see no groups on it, and beta's student still nothing
    expect((await s.api('beta', t.betaOwner).get(`materials/${id}`)).body.data.groups).toEqual([]);
    expectErrorEnvelope(await s.api('beta', t.betaStudent).get(`materials/${id}`), 404);
    expect((await getFile(file, 'beta', t.betaOwner)).status).toBe(200);
  });
});
