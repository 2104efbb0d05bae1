// POST common/upload-file and GET /files: the fixed folder list, who may upload where, what each folder takes,
// recordings checked by their content, and the private folders (recordings, quarantine) served only to their readers.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatBytes } from '@server/kernel/bytes.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const bytesOf = (...p: string[]) => new Uint8Array(fs.readFileSync(path.join(ROOT, ...p)));
const WEBM = bytesOf('tests', 'fixtures', 'speech.webm');
const WAV = bytesOf('tests', 'fixtures', 'speech.wav');
const OGG = bytesOf('server', 'db', 'seed-media', 'read-aloud-response-1.ogg');
// 1x1 transparent PNG
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = new TextEncoder().encode('<html><body><script>fetch("/api/v1/auth-user")</script></body></html>');
const FOLDERS = ['recordings', 'question-images', 'question-audio', 'quarantine', 'logos', 'materials', 'blog-images'];

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // a limit of 6 MiB, above the quarantine's own 5 MiB, so both limits can be seen
  s = await startServer({ uploadMaxBytes: 6 * 1024 * 1024 });
  for (const who of ['owner', 'admin', 'teacher', 'student']) tokens[who] = await s.login('alpha', `${who}@alpha.test`);
  tokens.betaOwner = await s.login('beta', 'owner@beta.test');
  tokens.master = await s.login(null, 'master@platform.test');
});
afterAll(async () => {
  await s?.close();
});

const join = concatBytes;

function upload(tenant: string | null, token: string | undefined, type: string, bytes: Uint8Array, name: string, mime = '') {
  const f = new FormData();
  f.set('file', new Blob([join(bytes)], mime ? { type: mime } : {}), name);
  f.set('type', type);
  return s.api(tenant, token).raw('POST', '/api/v1/common/upload-file', { body: f });
}

async function uploaded(tenant: string | null, token: string | undefined, type: string, bytes: Uint8Array, name: string, mime = ''): Promise<string> {
  const r = await upload(tenant, token, type, bytes, name, mime);
  expectOk(r);
  return r.body.data.filepath as string;
}

/** Every file under the upload folder and the uploads rows: what a refused upload must leave as it was. */
async function stored(): Promise<{ files: string[]; rows: number }> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else files.push(path.join(dir, e.name));
    }
  };
  await walk(s.config.uploadDir);
  const [{ n }] = (await s.db.query<{ n: number }>('select count(*)::int as n from uploads')) as [{ n: number }];
  return { files: files.sort(), rows: n };
}

function getFile(p: string, tenant: string | null, token?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (tenant) headers['X-Tenant'] = tenant;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(s.base + p, { headers });
}

describe('folders and sessions', () => {
  it('OpenAPI lists the folders as an enum', async () => {
    const doc = await (await fetch(`${s.base}/api/docs/openapi.json`)).json();
    const body = doc.paths['/api/v1/common/upload-file'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.type.enum).toEqual(FOLDERS);
  });

  it('anonymous callers get 401 for every folder but quarantine, named or not, and nothing is stored', async () => {
    const before = await stored();
    for (const [type, bytes, name] of [
      ['recordings', WEBM, 'a.weba'],
      ['question-images', PNG, 'a.png'],
      ['question-audio', OGG, 'a.ogg'],
      ['avatar', PNG, 'a.png'],
      ['seed', PNG, 'x.png'],
      ['../etc', PNG, 'a.png'],
    ] as const) {
      for (const tenant of ['alpha', null]) expectErrorEnvelope(await upload(tenant, undefined, type, bytes, name), 401);
    }
    expect(await stored()).toEqual(before);
  });

  it('a session gets 422 on a folder not in the list (the old free names, the seed folder, paths)', async () => {
    const before = await stored();
    for (const type of ['avatar', 'cv', 'answers', 'seed', '../etc', 'UPPER', 'a/b', '']) {
      const r = await upload('alpha', tokens.owner, type, PNG, 'a.png');
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual(['type']);
      if (type !== '') expect(r.body.errors.type[0]).toContain('recordings, question-images, question-audio, quarantine');
    }
    const noFile = new FormData();
    noFile.set('type', 'recordings');
    const r = await s.api('alpha', tokens.student).raw('POST', '/api/v1/common/upload-file', { body: noFile });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['file']);
    expectErrorEnvelope(await s.api('alpha', tokens.student).post('common/upload-file', { file: 'x', type: 'recordings' }), 422);
    expect(await stored()).toEqual(before);
  });

  it('question folders are for authors: a student gets 403, a trainer stores and the file is public', async () => {
    expectErrorEnvelope(await upload('alpha', tokens.student, 'question-images', PNG, 'a.png'), 403);
    expectErrorEnvelope(await upload('alpha', tokens.student, 'question-audio', OGG, 'a.ogg'), 403);
    const p = await uploaded('alpha', tokens.teacher, 'question-images', PNG, 'me.jpg');
    expect(p).toMatch(/^\/files\/question-images\/[0-9a-f-]{36}\.png$/);
    const f = await fetch(s.base + p);
    expect(f.status).toBe(200);
    expect(f.headers.get('content-type')).toBe('image/png');
    expect(f.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await f.arrayBuffer())).toEqual(PNG);
    const [row] = await s.db.query<{ mime: string; size: number; user_id: number }>('select mime, size, user_id from uploads where path = $1', [p]);
    const [teacher] = await s.db.query<{ id: number }>("select id from users where email = 'teacher@alpha.test'");
    expect(row).toEqual({ mime: 'image/png', size: PNG.length, user_id: teacher!.id });
    const audio = await uploaded('alpha', tokens.teacher, 'question-audio', OGG, 'a.ogg');
    expect((await fetch(s.base + audio)).headers.get('content-type')).toBe('audio/ogg');
  });

  it('each folder takes its own kinds; html, svg and executables nowhere', async () => {
    const before = await stored();
    for (const [type, bytes, name] of [
      ['question-images', PDF, 'a.pdf'],
      ['question-images', OGG, 'a.ogg'],
      ['question-audio', PNG, 'a.png'],
      ['quarantine', new TextEncoder().encode('plain notes\n'), 'notes.txt'],
      ['quarantine', OGG, 'a.ogg'],
      ['quarantine', HTML, 'cv.html'],
      ['quarantine', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
      ['quarantine', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'x.exe'],
      ['recordings', PNG, 'a.png'],
    ] as const) {
      const r = await upload('alpha', tokens.teacher, type, bytes, name);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual(['file']);
    }
    expect(await stored()).toEqual(before);
  });

  it('413 over UPLOAD_MAX_BYTES and over the quarantine limit (5 MiB), nothing stored, the server fine afterwards', async () => {
    const before = await stored();
    const big = new Uint8Array(6 * 1024 * 1024 + 1024);
    big.set(PNG);
    expectErrorEnvelope(await upload('alpha', tokens.teacher, 'question-images', big, 'big.png'), 413);
    const doc = new Uint8Array(5 * 1024 * 1024 + 1);
    doc.set(PDF);
    const r = await upload('alpha', undefined, 'quarantine', doc, 'cv.pdf');
    expectErrorEnvelope(r, 413);
    expect(r.body.message).toBe('Request Entity Too Large');
    expect(await stored()).toEqual(before);
    expectOk(await upload('alpha', undefined, 'quarantine', doc.subarray(0, 5 * 1024 * 1024), 'cv.pdf'));
  });
});

describe('recordings are checked by their content', () => {
  it('WebM Opus, Ogg Opus and PCM WAV are stored with the type their content says', async () => {
    const webm = await uploaded('alpha', tokens.student, 'recordings', WEBM, 'answer.webm', 'video/webm');
    expect(webm).toMatch(/\.weba$/);
    const ogg = await uploaded('alpha', tokens.student, 'recordings', OGG, 'answer.ogg', 'audio/ogg');
    expect(ogg).toMatch(/\.ogg$/);
    const wav = await uploaded('alpha', tokens.student, 'recordings', WAV, 'answer.wav');
    expect(wav).toMatch(/\.wav$/);
    const mimes = await s.db.query<{ mime: string }>('select mime from uploads where path = any($1) order by id', [[webm, ogg, wav]]);
    expect(mimes.map((m) => m.mime)).toEqual(['audio/webm', 'audio/ogg', 'audio/wav']);
    const own = await getFile(ogg, 'alpha', tokens.student);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('audio/ogg');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(OGG);
  });

  it('files that only start like audio get 422 with the reason, and nothing is stored', async () => {
    const before = await stored();
    for (const [bytes, name, reason] of [
      [join(new TextEncoder().encode('OggS'), HTML), 'answer.ogg', 'not a readable Ogg Opus file'],
      [join(OGG.subarray(0, 60), HTML), 'answer.ogg', 'not a readable Ogg Opus file'],
      [join(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), HTML), 'answer.weba', 'not a readable WebM file'],
      [join(WEBM.subarray(0, 40), new Uint8Array(4000).fill(0x5a)), 'answer.weba', 'not a readable WebM file'],
      [join(new TextEncoder().encode('RIFF\0\0\0\0WAVE'), HTML), 'answer.wav', 'WAV file without audio data'],
      [join(new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), HTML), 'answer.mp3', 'not WebM, Ogg or WAV audio'],
    ] as const) {
      const r = await upload('alpha', tokens.student, 'recordings', bytes, name, 'audio/webm');
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual(['file']);
      expect(r.body.errors.file[0]).toContain(reason);
    }
    expect(await stored()).toEqual(before);
  });

  it('an Ogg recording is decoded by the audio assessor when an answer names it', async () => {
    const [q] = await s.db.query<{ id: number }>(
      `select q.id from questions q join question_types t on t.id = q.question_type_id join organizations o on o.id = q.organization_id
        where t.slug = 'read-aloud' and o.subdomain = 'alpha' and q.deleted_at is null order by q.id limit 1`,
    );
    const recording = await uploaded('alpha', tokens.student, 'recordings', OGG, 'answer.ogg');
    const r = await s.api('alpha', tokens.student).post('question-test', { question_id: q!.id, response: { recording } });
    expectOk(r);
    expect(r.body.data.measures.durationSec).toBeGreaterThan(1);
    expect(r.body.data.measures.speakingSec).toBeGreaterThan(0.5);
  });
});

describe('quarantine', () => {
  let doc: string;
  it('takes a pdf or an image from an anonymous caller, recorded on the tenant without a user', async () => {
    doc = await uploaded('alpha', undefined, 'quarantine', PDF, 'cv.pdf');
    expect(doc).toMatch(/^\/files\/quarantine\/[0-9a-f-]{36}\.pdf$/);
    const [row] = await s.db.query<{ user_id: number | null; sub: string; mime: string }>(
      'select u.user_id, o.subdomain as sub, u.mime from uploads u join organizations o on o.id = u.organization_id where u.path = $1',
      [doc],
    );
    expect(row).toEqual({ user_id: null, sub: 'alpha', mime: 'application/pdf' });
    expect(await uploaded('alpha', undefined, 'quarantine', PNG, 'id-card.png')).toMatch(/\.png$/);
  });

  it('is served only to the staff who handle it (USER_STORE) and the master, as a download', async () => {
    for (const who of ['owner', 'admin']) {
      const r = await getFile(doc, 'alpha', tokens[who]);
      expect(r.status, who).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('content-disposition')).toBe('attachment');
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await r.arrayBuffer())).toEqual(PDF);
    }
    expect((await getFile(doc, null, tokens.master)).status).toBe(200);
    expect((await getFile(doc, 'alpha', tokens.master)).status).toBe(200);
    // a trainer and a student of the tenant, another tenant's owner: as if it did not exist
    expect((await getFile(doc, 'alpha', tokens.teacher)).status).toBe(404);
    expect((await getFile(doc, 'alpha', tokens.student)).status).toBe(404);
    expect((await getFile(doc, 'beta', tokens.betaOwner)).status).toBe(404);
    // nobody signed in, or a token of another tenant: 401
    expect((await getFile(doc, null)).status).toBe(401);
    expect((await getFile(doc, 'alpha')).status).toBe(401);
    expect((await getFile(doc, 'alpha', tokens.betaOwner)).status).toBe(401);
    expect((await getFile('/files/quarantine/..%2F..%2Fetc%2Fpasswd', 'alpha', tokens.owner)).status).toBe(404);
  });

  it('a signed-in uploader reads its own document back; other students do not', async () => {
    const other = await s.login('alpha', 'newstudent@alpha.test');
    const own = await uploaded('alpha', tokens.student, 'quarantine', PNG, 'id.png');
    expect((await getFile(own, 'alpha', tokens.student)).status).toBe(200);
    expect((await getFile(own, 'alpha', other)).status).toBe(404);
    expect((await getFile(own, 'alpha', tokens.owner)).status).toBe(200);
  });
});

describe('GET /files', () => {
  it('never escapes the upload folder', async () => {
    for (const p of ['/files/question-images/..%2F..%2Fetc%2Fpasswd', '/files/../package.json', '/files/question-images/nope.png', '/files/..%2F/x', '/files/question-images/00000000-0000-0000-0000-000000000000.png']) {
      expect((await fetch(s.base + p)).status).toBe(404);
    }
  });
});
