// Storage on an S3-compatible store (STORAGE=s3): s3rver on 127.0.0.1 with a temporary folder, the real server
// against it. Uploads, /files reads (whole, ranged, HEAD), private folders, delete and a resumable upload all land
// in the bucket; nothing but the resumable staging touches the local upload folder.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, storageFor, withLocalFile } from '@server/kernel/storage/index.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const WEBM = new Uint8Array(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'speech.webm')));
const PNG_HEAD = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const BUCKET = 'pte-test';

function pngOf(size: number): Uint8Array {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i++) b[i] = (i * 13) % 253;
  b.set(PNG_HEAD, 0);
  return b;
}
function expectSameBytes(got: ArrayBuffer, want: Uint8Array): void {
  expect(got.byteLength).toBe(want.length);
  expect(Buffer.from(got).equals(Buffer.from(want.buffer, want.byteOffset, want.length))).toBe(true);
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverCtor = new (o: Record<string, unknown>) => S3rverInstance;

let s3dir = '';
let s3server: S3rverInstance;
let s: TestServer;
let bucket: S3Storage;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s3dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pte-s3rver-'));
  // s3rver ships no types; the test needs only run() and close()
  const S3rver = ((await import('s3rver' as string)) as { default: S3rverCtor }).default;
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3server.run();
  const s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  s = await startServer({ storage: 's3', s3 });
  bucket = new S3Storage(s3);
  for (const who of ['teacher', 'student']) tokens[who] = await s.login('alpha', `${who}@alpha.test`);
  tokens.betaTeacher = await s.login('beta', 'teacher@beta.test');
}, 60_000);
afterAll(async () => {
  await s?.close();
  await s3server?.close();
  await fsp.rm(s3dir, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const out = await bucket.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}
/** files in the local upload folder other than the resumable staging */
async function localFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fsp.readdir(s.config.uploadDir, { withFileTypes: true })) if (e.name !== '.resumable' && e.name !== 'pglite') out.push(e.name);
  return out;
}

async function upload(token: string, type: string, bytes: Uint8Array, name: string): Promise<string> {
  const f = new FormData();
  f.set('file', new Blob([new Uint8Array(bytes)]), name);
  f.set('type', type);
  const r = await s.api('alpha', token).raw('POST', '/api/v1/common/upload-file', { body: f });
  expectOk(r);
  return r.body.data.filepath as string;
}
const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => fetch(s.base + p, { method, headers });
const keyOf = (filepath: string) => filepath.replace(/^\/files\//, '');

describe('STORAGE=s3', () => {
  const bytes = pngOf(150_000);
  let image = '';

  it('common/upload-file stores into the bucket, not on the local disk', async () => {
    expect(storageFor(s.config.uploadDir).kind).toBe('s3');
    image = await upload(tokens.teacher!, 'question-images', bytes, 'a.png');
    expect(await keysInBucket()).toContain(keyOf(image));
    expect(await localFiles()).toEqual([]);
    expect((await bucket.stat(keyOf(image)))?.size).toBe(bytes.length);
  });

  it('GET /files: whole, ranged (206, suffix), 416, HEAD, If-None-Match, all from the bucket', async () => {
    const whole = await get(image);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('image/png');
    expectSameBytes(await whole.arrayBuffer(), bytes);
    const part = await get(image, { Range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expectSameBytes(await part.arrayBuffer(), bytes.subarray(1000, 2000));
    const suffix = await get(image, { Range: 'bytes=-100' });
    expect(suffix.status).toBe(206);
    expectSameBytes(await suffix.arrayBuffer(), bytes.subarray(bytes.length - 100));
    const bad = await get(image, { Range: `bytes=${bytes.length}-` });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const head = await get(image, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    const etag = head.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get(image, { 'If-None-Match': etag })).status).toBe(304);
    expect((await get(image.replace(/[0-9a-f]{8}-/, '00000000-'))).status).toBe(404);
  });

  it('a private recording is read from the bucket by its owner only', async () => {
    const rec = await upload(tokens.student!, 'recordings', WEBM, 'a.webm');
    expect(await keysInBucket()).toContain(keyOf(rec));
    const auth = (tenant: string, token: string) => ({ 'X-Tenant': tenant, Authorization: `Bearer ${token}` });
    const own = await get(rec, { ...auth('alpha', tokens.student!), Range: 'bytes=0-31' });
    expect(own.status).toBe(206);
    expectSameBytes(await own.arrayBuffer(), WEBM.subarray(0, 32));
    const stranger = await get(rec, auth('beta', tokens.betaTeacher!));
    expect(stranger.status).toBe(404);
    await stranger.arrayBuffer();
    expect((await get(rec)).status).toBe(401);
    // code that needs a path (a decoder) gets a temporary copy, removed afterwards
    let copy = '';
    const size = await withLocalFile(storageFor(s.config.uploadDir), keyOf(rec), async (file) => {
      copy = file;
      return (await fsp.stat(file)).size;
    });
    expect(size).toBe(WEBM.length);
    expect(fs.existsSync(copy)).toBe(false);
    expect(await withLocalFile(storageFor(s.config.uploadDir), 'recordings/missing.webm', async () => 1)).toBeNull();
  });

  it('delete: the object leaves the bucket and /files answers 404', async () => {
    const doomed = await upload(tokens.teacher!, 'question-images', pngOf(500), 'b.png');
    await storageFor(s.config.uploadDir).delete(keyOf(doomed));
    expect(await keysInBucket()).not.toContain(keyOf(doomed));
    expect((await get(doomed)).status).toBe(404);
    // deleting what is not there is not an error
    await expect(storageFor(s.config.uploadDir).delete(keyOf(doomed))).resolves.toBeUndefined();
  });

  it('a resumable upload is staged locally, then lands in the bucket; the staging is emptied', async () => {
    const big = pngOf(600_000);
    const h = { 'X-Tenant': 'alpha', Authorization: `Bearer ${tokens.teacher}`, 'Tus-Resumable': '1.0.0' };
    const meta = `folder ${Buffer.from('question-images').toString('base64')},filename ${Buffer.from('big.png').toString('base64')}`;
    const created = await fetch(`${s.base}/api/v1/uploads/resumable`, { method: 'POST', headers: { ...h, 'Upload-Length': String(big.length), 'Upload-Metadata': meta } });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, s.base);
    const patch = (offset: number, part: Uint8Array) =>
      fetch(url, { method: 'PATCH', headers: { ...h, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body: new Uint8Array(part) });
    const before = await keysInBucket();
    expect((await patch(0, big.subarray(0, 250_000))).status).toBe(204);
    expect(await keysInBucket()).toEqual(before); // half-finished: nothing in the bucket
    const offset = Number((await fetch(url, { method: 'HEAD', headers: h })).headers.get('upload-offset'));
    expect(offset).toBe(250_000);
    expect((await patch(offset, big.subarray(offset))).status).toBe(204);
    const result = await s.api('alpha', tokens.teacher).get(`uploads/resumable/${url.pathname.split('/').pop()}/result`);
    expectOk(result);
    const filepath = result.body.data.filepath as string;
    expect(await keysInBucket()).toContain(keyOf(filepath));
    expectSameBytes(await (await get(filepath)).arrayBuffer(), big);
    expect(await fsp.readdir(path.join(s.config.uploadDir, '.resumable'))).toEqual([]);
    expect(await localFiles()).toEqual([]);
    expectErrorEnvelope(await s.api('beta', tokens.betaTeacher).get(`uploads/resumable/${url.pathname.split('/').pop()}/result`), 404);
  });
});
