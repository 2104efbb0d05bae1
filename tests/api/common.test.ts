import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let student: string;
let beta: string;
beforeAll(async () => {
  s = await startServer({ uploadMaxBytes: 256 * 1024 });
  student = await s.login('alpha', 'student@alpha.test');
  beta = await s.login('beta', 'student@beta.test');
});
afterAll(async () => {
  await s?.close();
});

describe('GET common/dropdowns', () => {
  it('answers the status list by default and by type', async () => {
    const r = await s.api('alpha', student).get('common/dropdowns?types=status');
    expectOk(r);
    expect(r.body.data).toEqual({ status: ['Pending', 'Canceled', 'Success', 'Completed'].map((v) => ({ value: v, label: v })) });
    const all = await s.api('alpha', student).get('common/dropdowns');
    expect(Object.keys(all.body.data)).toContain('status');
  });
  it('422 on unknown types', async () => {
    const r = await s.api('alpha', student).get('common/dropdowns?types=status,nope');
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.types).toBeDefined();
  });
  it("422 (not 500) on names inherited from Object's prototype", async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'status,constructor']) {
      const r = await s.api('alpha', student).get(`common/dropdowns?types=${encodeURIComponent(name)}`);
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.types).toBeDefined();
    }
  });
  it('403 for a role without COMMON_DROPDOWNS', async () => {
    await s.db.query(`delete from role_permissions where role_id = (select id from roles where name = 'TRAINER' and organization_id is null) and permission_id = '100401'`);
    const teacher = await s.login('alpha', 'teacher@alpha.test');
    expectErrorEnvelope(await s.api('alpha', teacher).get('common/dropdowns'), 403);
    await s.db.query(`insert into role_permissions (role_id, permission_id) select id, '100401' from roles where name = 'TRAINER' and organization_id is null`);
    expectOk(await s.api('alpha', teacher).get('common/dropdowns'));
  });
});

describe('countries and postal codes', () => {
  it('lists the 249 ISO countries', async () => {
    const r = await s.api('alpha', student).get('country-list');
    expectOk(r);
    expect(r.body.data.length).toBe(249);
    expect(r.body.data).toContainEqual({ code: 'BD', name: 'Bangladesh' });
    expect(r.body.data).toContainEqual({ code: 'AU', name: 'Australia' });
  });
  it('filters postal codes by country and search', async () => {
    const r = await s.api('alpha', student).get('postal-code?country=BD&search=dha');
    expectOk(r);
    expect(r.body.data.length).toBeGreaterThan(5);
    expect(r.body.data.every((p: { country: string; place: string }) => p.country === 'BD' && /dha/i.test(p.place))).toBe(true);
    const au = await s.api('beta', beta).get('postal-code/au');
    expect(au.body.data.length).toBeGreaterThanOrEqual(25);
    expect(au.body.data.every((p: { country: string }) => p.country === 'AU')).toBe(true);
    expect((await s.api('alpha', student).get('postal-code/AU?search=2000')).body.data.length).toBeGreaterThan(0);
  });
  it('422 on a bad country code', async () => {
    expectErrorEnvelope(await s.api('alpha', student).get('postal-code/123'), 422);
    expectErrorEnvelope(await s.api('alpha', student).get('postal-code?country=Bangladesh'), 422);
  });
});

describe('POST validate-subdomain', () => {
  it('format, reserved, taken, valid', async () => {
    const check = async (subdomain: string) => (await s.api(null).post('validate-subdomain', { subdomain })).body.data;
    expect(await check('alpha')).toEqual({ valid: false, reason: 'taken' });
    expect(await check('www')).toEqual({ valid: false, reason: 'reserved' });
    expect(await check('a')).toEqual({ valid: false, reason: 'format' });
    expect(await check('-bad-')).toEqual({ valid: false, reason: 'format' });
    expect(await check('has space')).toEqual({ valid: false, reason: 'format' });
    expect(await check('gamma-pte')).toEqual({ valid: true });
  });
  it('422 on a missing or wrong-typed subdomain', async () => {
    expectErrorEnvelope(await s.api(null).post('validate-subdomain', {}), 422);
    expectErrorEnvelope(await s.api(null).post('validate-subdomain', { subdomain: ['alpha'] }), 422);
  });
});

// 1x1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function form(file: Blob, name: string, type = 'avatar'): FormData {
  const f = new FormData();
  f.set('file', file, name);
  f.set('type', type);
  return f;
}

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else out.push(e.name);
    }
  };
  await walk(s.config.uploadDir);
  return out;
}

describe('POST common/upload-file and GET /files', () => {
  it('round trip: stored, recorded and served byte-identical with the sniffed type', async () => {
    const r = await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob([PNG]), 'me.jpg') });
    expectOk(r);
    expect(r.body.data.filepath).toMatch(/^\/files\/avatar\/[0-9a-f-]{36}\.png$/);
    const f = await fetch(s.base + r.body.data.filepath);
    expect(f.status).toBe(200);
    expect(f.headers.get('content-type')).toBe('image/png');
    expect(f.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await f.arrayBuffer()).equals(PNG)).toBe(true);
    const rows = await s.db.query<{ mime: string; size: number }>('select mime, size from uploads where path = $1', [r.body.data.filepath]);
    expect(rows[0]).toMatchObject({ mime: 'image/png', size: PNG.length });
  });

  it('text and pdf are accepted; html, svg and executables are refused (422)', async () => {
    expectOk(await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob(['hello, world\n']), 'notes.txt', 'notes') }));
    expectOk(await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob(['%PDF-1.4\n%…']), 'cv.pdf', 'cv') }));
    const before = await storedFiles();
    for (const [content, name] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg'],
      ['<html><script>alert(1)</script></html>', 'x.html'],
      [new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'x.exe'],
    ] as const) {
      const r = await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob([content]), name) });
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.file).toBeDefined();
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('413 over the limit with nothing stored', async () => {
    const before = await storedFiles();
    const big = new Uint8Array(300 * 1024);
    big.set(PNG);
    const r = await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob([big]), 'big.png') });
    expectErrorEnvelope(r, 413);
    expect(r.body.message).toBe('Request Entity Too Large');
    expect(await storedFiles()).toEqual(before);
    // the server is fine afterwards
    expectOk(await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob([PNG]), 'ok.png') }));
  });

  it('422 on missing fields and bad folder names', async () => {
    const f = new FormData();
    f.set('type', 'avatar');
    const r1 = await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: f });
    expectErrorEnvelope(r1, 422);
    expect(r1.body.errors.file).toBeDefined();
    for (const type of ['../etc', 'UPPER', 'a/b', '']) {
      const r = await s.api('alpha').raw('POST', '/api/v1/common/upload-file', { body: form(new Blob([PNG]), 'a.png', type) });
      expectErrorEnvelope(r, 422);
      expect(r.body.errors.type).toBeDefined();
    }
    const r3 = await s.api('alpha').post('common/upload-file', { file: 'x', type: 'avatar' });
    expectErrorEnvelope(r3, 422);
  });

  it('GET /files never escapes the upload folder', async () => {
    for (const p of ['/files/avatar/..%2F..%2Fetc%2Fpasswd', '/files/../package.json', '/files/avatar/nope.png', '/files/..%2F/x', '/files/avatar/00000000-0000-0000-0000-000000000000.png']) {
      const r = await fetch(s.base + p);
      expect(r.status).toBe(404);
    }
  });
});

describe('headers of stored files', () => {
  const SANDBOX = /(^|;)\s*sandbox\s*(;|$)/;
  it('a public file keeps its sandbox CSP (the global security headers do not overwrite it)', async () => {
    const { copySeedMedia, SEED_MEDIA_DIR } = await import('@server/db/seed-questions.ts');
    const name = (await fs.readdir(SEED_MEDIA_DIR)).find((n) => n.endsWith('.ogg'));
    if (!name) throw new Error('no seed media to serve');
    await copySeedMedia(s.config.uploadDir);
    const res = await fetch(`${s.base}/files/seed/${name}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(SANDBOX);
    expect(csp).toContain("default-src 'none'");
    // the other defaults still come
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('a recording is served with the sandbox CSP and private, no-store', async () => {
    const { SEED_MEDIA_DIR } = await import('@server/db/seed-questions.ts');
    const name = (await fs.readdir(SEED_MEDIA_DIR)).find((n) => n.endsWith('.ogg'))!;
    const bytes = await fs.readFile(path.join(SEED_MEDIA_DIR, name));
    const form = new FormData();
    form.append('type', 'recordings');
    form.append('file', new File([bytes], 'answer.ogg', { type: 'audio/ogg' }));
    const up = await s.api('alpha', student).raw('POST', '/api/v1/common/upload-file', { body: form });
    expectOk(up);
    const res = await fetch(s.base + up.body.data.filepath, { headers: { Authorization: `Bearer ${student}`, 'X-Tenant': 'alpha' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy') ?? '').toMatch(SANDBOX);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
  it('the SPA and API keep the application CSP', async () => {
    const r = await s.api('alpha', student).get('common/dropdowns');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
