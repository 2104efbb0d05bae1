// Storage on the local disk (server/kernel/storage): the /files routes answering HTTP Range requests (206, 416,
// suffix ranges, HEAD, validators), and resumable uploads (tus 1.0 under /api/v1/uploads/resumable, driven here by
// raw fetch as the protocol says: POST creation, PATCH part, HEAD offset, PATCH rest), with what a refused or
// half-finished upload must leave behind: nothing.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const WEBM = new Uint8Array(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'speech.webm')));
const PNG_HEAD = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const HTML = new TextEncoder().encode('<html><body><script>fetch("/api/v1/auth-user")</script></body></html>'.repeat(50));

/** A PNG-typed file of `size` bytes whose every byte is known (i * 7 mod 251 after the header). */
function pngOf(size: number): Uint8Array {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i++) b[i] = (i * 7) % 251;
  b.set(PNG_HEAD, 0);
  return b;
}

let s: TestServer;
const tokens: Record<string, string> = {};
const TUS = '/api/v1/uploads/resumable';

beforeAll(async () => {
  s = await startServer({ resumableMaxBytes: 3 * 1024 * 1024 });
  for (const who of ['owner', 'teacher', 'student']) tokens[who] = await s.login('alpha', `${who}@alpha.test`);
  tokens.betaTeacher = await s.login('beta', 'teacher@beta.test');
});
afterAll(async () => {
  await s?.close();
});

function headersFor(tenant: string | null, token?: string, extra: Record<string, string> = {}): Record<string, string> {
  const h: Record<string, string> = { ...extra };
  if (tenant) h['X-Tenant'] = tenant;
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

async function uploadMultipart(token: string, type: string, bytes: Uint8Array, name: string): Promise<string> {
  const f = new FormData();
  f.set('file', new Blob([new Uint8Array(bytes)]), name);
  f.set('type', type);
  const r = await s.api('alpha', token).raw('POST', '/api/v1/common/upload-file', { body: f });
  expectOk(r);
  return r.body.data.filepath as string;
}

/** Byte-for-byte equality without a per-element diff (megabytes through toEqual take seconds). */
function expectSameBytes(got: ArrayBuffer, want: Uint8Array): void {
  expect(got.byteLength).toBe(want.length);
  expect(Buffer.from(got).equals(Buffer.from(want.buffer, want.byteOffset, want.length))).toBe(true);
}

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => fetch(s.base + p, { method, headers });

/** Files under the upload folder (staging included) and the uploads rows. */
async function stored(): Promise<{ files: string[]; staged: string[]; rows: number; results: number }> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else files.push(path.relative(s.config.uploadDir, path.join(dir, e.name)));
    }
  };
  await walk(s.config.uploadDir);
  const [{ n }] = (await s.db.query<{ n: number }>('select count(*)::int as n from uploads')) as [{ n: number }];
  const [{ m }] = (await s.db.query<{ m: number }>('select count(*)::int as m from resumable_uploads')) as [{ m: number }];
  return { files: files.filter((f) => !f.startsWith('.resumable')).sort(), staged: files.filter((f) => f.startsWith('.resumable')).sort(), rows: n, results: m };
}

const b64 = (v: string) => Buffer.from(v, 'utf8').toString('base64');
const metadata = (m: Record<string, string>) => Object.entries(m).map(([k, v]) => `${k} ${b64(v)}`).join(',');

interface TusCaller {
  tenant: string | null;
  token?: string;
}
function tusCreate(who: TusCaller, length: number, meta: Record<string, string>): Promise<Response> {
  return fetch(s.base + TUS, { method: 'POST', headers: headersFor(who.tenant, who.token, { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': metadata(meta) }) });
}
function tusPatch(who: TusCaller, location: string, offset: number, bytes: Uint8Array): Promise<Response> {
  return fetch(new URL(location, s.base + TUS + '/'), {
    method: 'PATCH',
    headers: headersFor(who.tenant, who.token, { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
    body: new Uint8Array(bytes),
  });
}
function tusHead(who: TusCaller, location: string): Promise<Response> {
  return fetch(new URL(location, s.base + TUS + '/'), { method: 'HEAD', headers: headersFor(who.tenant, who.token, { 'Tus-Resumable': '1.0.0' }) });
}
const idOf = (location: string) => location.split('/').pop()!;

describe('GET /files answers Range requests', () => {
  const SIZE = 200_000;
  const bytes = pngOf(SIZE);
  let file = '';
  beforeAll(async () => {
    file = await uploadMultipart(tokens.teacher!, 'question-images', bytes, 'big.png');
  });

  it('a plain GET: 200, the whole file, Accept-Ranges and validators', async () => {
    const r = await get(file);
    expect(r.status).toBe(200);
    expect(r.headers.get('accept-ranges')).toBe('bytes');
    expect(r.headers.get('content-length')).toBe(String(SIZE));
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(Date.parse(r.headers.get('last-modified')!)).not.toBeNaN();
    expectSameBytes(await r.arrayBuffer(), bytes);
  });

  it('bytes=a-b, bytes=a- and the suffix bytes=-n: 206 with Content-Range and exactly those bytes', async () => {
    for (const [range, start, end] of [['bytes=0-99', 0, 99], ['bytes=1000-1999', 1000, 1999], [`bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1], ['bytes=-500', SIZE - 500, SIZE - 1], [`bytes=5-${SIZE * 2}`, 5, SIZE - 1]] as const) {
      const r = await get(file, { Range: range });
      expect(r.status, range).toBe(206);
      expect(r.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(r.headers.get('content-length')).toBe(String(end - start + 1));
      expectSameBytes(await r.arrayBuffer(), bytes.subarray(start, end + 1));
    }
  });

  it('unsatisfiable or malformed ranges: 416 with Content-Range bytes */size', async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 9}`, 'bytes=9-3', 'bytes=-0', 'bytes=abc']) {
      const r = await get(file, { Range: range });
      expect(r.status, range).toBe(416);
      expect(r.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      await r.arrayBuffer();
    }
  });

  it('several ranges or another unit: the whole file', async () => {
    for (const range of ['bytes=0-1,10-20', 'items=0-5']) {
      const r = await get(file, { Range: range });
      expect(r.status, range).toBe(200);
      expect((await r.arrayBuffer()).byteLength).toBe(SIZE);
    }
  });

  it('HEAD: the headers of GET without a body, ranged too', async () => {
    const whole = await get(file, {}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(SIZE));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(0);
    const part = await get(file, { Range: 'bytes=-10' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`);
    const missing = await get(file.replace(/[0-9a-f]{8}-/, '00000000-'), {}, 'HEAD');
    expect(missing.status).toBe(404);
  });

  it('If-Range with the current ETag keeps the range, with another tag sends the whole file; If-None-Match is 304', async () => {
    const etag = (await get(file, {}, 'HEAD')).headers.get('etag')!;
    const same = await get(file, { Range: 'bytes=0-9', 'If-Range': etag });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    const other = await get(file, { Range: 'bytes=0-9', 'If-Range': '"something-else"' });
    expect(other.status).toBe(200);
    expect((await other.arrayBuffer()).byteLength).toBe(SIZE);
    const cached = await get(file, { 'If-None-Match': etag });
    expect(cached.status).toBe(304);
  });

  it('a private recording: ranges for its owner, 404 for a stranger', async () => {
    const rec = await uploadMultipart(tokens.student!, 'recordings', WEBM, 'a.webm');
    const own = await get(rec, { ...headersFor('alpha', tokens.student), Range: 'bytes=0-15' });
    expect(own.status).toBe(206);
    expect(own.headers.get('content-range')).toBe(`bytes 0-15/${WEBM.length}`);
    expectSameBytes(await own.arrayBuffer(), WEBM.subarray(0, 16));
    const stranger = await get(rec, { ...headersFor('beta', tokens.betaTeacher), Range: 'bytes=0-15' });
    expect(stranger.status).toBe(404);
    await stranger.arrayBuffer();
  });
});

describe('resumable uploads (tus 1.0)', () => {
  const teacher = (): TusCaller => ({ tenant: 'alpha', token: tokens.teacher });

  it('interrupted half-way and resumed: nothing visible before the end, the file and its row after', async () => {
    const before = await stored();
    const bytes = pngOf(300_000);
    const created = await tusCreate(teacher(), bytes.length, { folder: 'question-images', filename: 'diagram.png', filetype: 'image/png' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/v1\/uploads\/resumable\/[0-9a-f]{32}$/);

    const half = 150_000;
    const first = await tusPatch(teacher(), location, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // half-finished: no row, no file under the folder, no result
    const mid = await stored();
    expect(mid.files).toEqual(before.files);
    expect(mid.rows).toBe(before.rows);
    expect(mid.results).toBe(before.results);
    const early = await s.api('alpha', tokens.teacher).get(`uploads/resumable/${idOf(location)}/result`);
    expectErrorEnvelope(early, 404);

    // the client comes back: asks where it stopped, sends the rest
    const head = await tusHead(teacher(), location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    // a wrong offset is refused by the protocol (409), nothing written
    const wrong = await tusPatch(teacher(), location, 10, bytes.subarray(10));
    expect(wrong.status).toBe(409);
    const rest = await tusPatch(teacher(), location, half, bytes.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    const filepath = rest.headers.get('upload-filepath')!;
    expect(filepath).toMatch(/^\/files\/question-images\/[0-9a-f-]{36}\.png$/);

    const result = await s.api('alpha', tokens.teacher).get(`uploads/resumable/${idOf(location)}/result`);
    expectOk(result);
    expect(result.body.data).toEqual({ filepath });
    const file = await get(filepath);
    expect(file.status).toBe(200);
    expectSameBytes(await file.arrayBuffer(), bytes);
    const [row] = await s.db.query<{ size: number; mime: string; type: string }>('select size, mime, type from uploads where path = $1', [filepath]);
    expect(row).toEqual({ size: bytes.length, mime: 'image/png', type: 'question-images' });
    const after = await stored();
    expect(after.staged).toEqual([]); // nothing left in staging
    expect(after.rows).toBe(before.rows + 1);
    // the finished upload is gone from tus: HEAD is 404, the result stays the owner's only
    expect((await tusHead(teacher(), location)).status).toBe(404);
    expectErrorEnvelope(await s.api('alpha', tokens.owner).get(`uploads/resumable/${idOf(location)}/result`), 404);
    expectErrorEnvelope(await s.api('beta', tokens.betaTeacher).get(`uploads/resumable/${idOf(location)}/result`), 404);
  });

  it('a connection dropped in the middle of a PATCH keeps what arrived; the upload resumes from there', async () => {
    const bytes = pngOf(2_000_000);
    const created = await tusCreate(teacher(), bytes.length, { folder: 'question-images', filename: 'drop.png' });
    const location = created.headers.get('location')!;
    // send ~1 MB of the 2 MB the request announces, then cut the socket
    await new Promise<void>((resolve) => {
      const url = new URL(location, s.base);
      const req = http.request({
        host: url.hostname, port: url.port, path: url.pathname, method: 'PATCH',
        headers: { ...headersFor('alpha', tokens.teacher), 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(bytes.length) },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(bytes.subarray(0, 1_000_000), () => setTimeout(() => { req.destroy(); resolve(); }, 300));
    });
    // the server notices the drop and keeps the bytes it wrote
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = Number((await tusHead(teacher(), location)).headers.get('upload-offset'));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1_000_000);
    const rest = await tusPatch(teacher(), location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const file = await get(rest.headers.get('upload-filepath')!);
    expectSameBytes(await file.arrayBuffer(), bytes);
  });

  it('a refused kind (HTML named .png) is 422 at the end and deleted: no file, no row, no staging', async () => {
    const before = await stored();
    const created = await tusCreate(teacher(), HTML.length, { folder: 'question-images', filename: 'cat.png', filetype: 'image/png' });
    const location = created.headers.get('location')!;
    const r = await tusPatch(teacher(), location, 0, HTML);
    expect(r.status).toBe(422);
    const body = await r.json();
    expect(body).toMatchObject({ success: false, errors: { file: [expect.stringMatching(/not allowed/)] } });
    const after = await stored();
    expect(after).toEqual({ ...before, staged: [] });
    expectErrorEnvelope(await s.api('alpha', tokens.teacher).get(`uploads/resumable/${idOf(location)}/result`), 404);
    // a recording must also decode: PNG bytes into recordings are refused
    const rec = await tusCreate({ tenant: 'alpha', token: tokens.student }, 1000, { folder: 'recordings', filename: 'a.webm' });
    const refused = await tusPatch({ tenant: 'alpha', token: tokens.student }, rec.headers.get('location')!, 0, pngOf(1000));
    expect(refused.status).toBe(422);
    await refused.arrayBuffer();
    expect(await stored()).toEqual({ ...before, staged: [] });
  });

  it('who may start one: 401 without a session, 403 outside the folder policy, 422 for a bad folder, 413 over the limits', async () => {
    const anon = await tusCreate({ tenant: 'alpha' }, 10, { folder: 'question-images' });
    expect(anon.status).toBe(401);
    expectErrorEnvelope({ status: anon.status, headers: anon.headers, body: await anon.json(), text: '' }, 401);
    expect((await tusCreate({ tenant: 'alpha', token: tokens.student }, 10, { folder: 'question-images' })).status).toBe(403);
    for (const meta of [{}, { folder: 'seed' }, { folder: '../x' }] as Record<string, string>[]) {
      const r = await tusCreate(teacher(), 10, meta);
      expect(r.status, JSON.stringify(meta)).toBe(422);
      expect((await r.json()).errors.folder).toBeDefined();
    }
    const badMeta = await fetch(s.base + TUS, { method: 'POST', headers: headersFor('alpha', tokens.teacher, { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10', 'Upload-Metadata': 'folder a b' }) });
    expect(badMeta.status).toBe(422);
    const deferred = await fetch(s.base + TUS, { method: 'POST', headers: headersFor('alpha', tokens.teacher, { 'Tus-Resumable': '1.0.0', 'Upload-Defer-Length': '1', 'Upload-Metadata': metadata({ folder: 'question-images' }) }) });
    expect(deferred.status).toBe(422);
    // the logo folder's own 1 MiB, and RESUMABLE_MAX_BYTES (3 MiB in this server) for the others
    expect((await tusCreate({ tenant: 'alpha', token: tokens.owner }, 1024 * 1024 + 1, { folder: 'logos' })).status).toBe(413);
    expect((await tusCreate(teacher(), 3 * 1024 * 1024 + 1, { folder: 'question-images' })).status).toBe(413);
    expect((await tusCreate(teacher(), 3 * 1024 * 1024, { folder: 'question-images' })).status).toBe(201);
    // a GET of an upload never hands out tus's bytes
    const created = await tusCreate(teacher(), 100, { folder: 'question-images' });
    const g = await fetch(new URL(created.headers.get('location')!, s.base), { headers: headersFor('alpha', tokens.teacher) });
    expect(g.status).toBe(404);
  });

  it("only the user who started it continues, asks or cancels it (404 to others, another tenant's included)", async () => {
    const bytes = pngOf(1000);
    const created = await tusCreate(teacher(), bytes.length, { folder: 'question-images', filename: 'x.png' });
    const location = created.headers.get('location')!;
    for (const who of [{ tenant: 'alpha', token: tokens.owner }, { tenant: 'alpha', token: tokens.student }, { tenant: 'beta', token: tokens.betaTeacher }]) {
      expect((await tusHead(who, location)).status).toBe(404);
      const p = await tusPatch(who, location, 0, bytes);
      expect(p.status).toBe(404);
      await p.arrayBuffer();
    }
    expect((await tusHead(teacher(), location)).headers.get('upload-offset')).toBe('0');
    // the starter's token on another tenant's address is no session there at all
    expect((await tusHead({ tenant: 'beta', token: tokens.teacher }, location)).status).toBe(401);
    // the owner cancels: the staged bytes go
    const del = await fetch(new URL(location, s.base), { method: 'DELETE', headers: headersFor('alpha', tokens.teacher, { 'Tus-Resumable': '1.0.0' }) });
    expect(del.status).toBe(204);
    expect((await tusHead(teacher(), location)).status).toBe(404);
    expect((await stored()).staged.filter((f) => f.includes(idOf(location)))).toEqual([]);
  });

  it('expired unfinished uploads are swept when a server starts', async () => {
    const created = await tusCreate(teacher(), 1000, { folder: 'question-images', filename: 'old.png' });
    const id = idOf(created.headers.get('location')!);
    await tusPatch(teacher(), created.headers.get('location')!, 0, pngOf(500));
    const info = path.join(s.config.uploadDir, '.resumable', `${id}.json`);
    const json = JSON.parse(await fsp.readFile(info, 'utf8'));
    json.creation_date = new Date(Date.now() - 48 * 3600 * 1000).toISOString();
    await fsp.writeFile(info, JSON.stringify(json));
    createApp({ db: s.db, config: s.config }); // a second process on the same folder: sweeps at start
    let gone = false;
    for (let i = 0; i < 50 && !gone; i++) {
      await new Promise((r) => setTimeout(r, 100));
      gone = !fs.existsSync(path.join(s.config.uploadDir, '.resumable', id));
    }
    expect(gone).toBe(true);
  });
});
