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
