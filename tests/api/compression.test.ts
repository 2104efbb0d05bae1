// Compression on the wire (server/kernel/compression.ts): API answers above 1 KiB by Accept-Encoding, small ones as
// they are; the built SPA's precompressed files sent as they were written at build time; the page of a client route
// written per centre (server/kernel/spa-page.ts) and compressed per request.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pte-dist-'));
const HINT = "document.documentElement.dataset.hinted='1'";
const PAGE = `<!doctype html><html><head><title>PTE</title><link rel="stylesheet" crossorigin href="/assets/index-x.css"></head><body><div id="root"><!--boot-shell--></div>${'<p>padding</p>'.repeat(40)}<script>${HINT}</script></body></html>`;
const CSS = 'body{margin:0}';
const SCRIPT = 'console.log("a built chunk");\n'.repeat(100);

/** A raw request (undici's fetch would decode the body and hide nothing else): headers and bytes as sent. */
async function raw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'index-x.css'), CSS);
  precompressDir(dist);
  s = await startServer({ distDir: dist });
  token = await s.login('alpha', 'teacher@alpha.test');
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('API answers', () => {
  it('compresses a large answer by Accept-Encoding (brotli first, else gzip) and says so', async () => {
    const url = `${s.base}/api/v1/questions?per_page=50`;
    const headers = { 'x-tenant': 'alpha', authorization: `Bearer ${token}` };
    const plain = await raw(url, headers);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = plain.body.toString();
    expect(text.length).toBeGreaterThan(1024);
    const br = await raw(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(text));
    expect(br.body.length).toBeLessThan(text.length / 3);
    const gz = await raw(url, { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(JSON.parse(text));
  });

  it('sends a small answer as it is', async () => {
    const r = await raw(`${s.base}/api/v1/health`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBeNull();
  });
});

describe('the built SPA', () => {
  it('sends an asset precompressed, with Vary, and the original to a client that takes none', async () => {
    const br = await raw(`${s.base}/assets/app-abc.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await raw(`${s.base}/assets/app-abc.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const none = await raw(`${s.base}/assets/app-abc.js`, {});
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(none.body.toString()).toBe(SCRIPT);
  });

  it("sends the page of a client route compressed, with the centre's shell, its branding and the stylesheet inline", async () => {
    const host = `alpha.${s.config.platformDomain}`;
    const [alpha] = await s.db.query<{ name: string }>(`select name from organizations where subdomain = 'alpha'`);
    const r = await raw(`${s.base}/student/portal`, { 'accept-encoding': 'br', host });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
    const page = zlib.brotliDecompressSync(r.body).toString();
    expect(page).toContain(`<span class="boot-name">${alpha!.name}</span>`);
    expect(JSON.parse(/id="boot-branding">(.*?)<\/script>/.exec(page)![1]!)).toMatchObject({ name: alpha!.name, subdomain: 'alpha', status: 'active' });
    expect(page).toContain(`<style>${CSS}</style>`);
    const plain = await raw(`${s.base}/student/portal`, { host });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(page);
    // the root is the same page, not the file as built
    expect((await raw(`${s.base}/`, { host })).body.toString()).toBe(page);
  });

  it("allows the page's own inline script by its hash, and no inline script anywhere else", async () => {
    const hash = `'sha256-${createHash('sha256').update(HINT).digest('base64')}'`;
    const r = await raw(`${s.base}/student/portal`, { host: `alpha.${s.config.platformDomain}` });
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${hash}`);
    expect(r.body.toString()).toContain(`<script>${HINT}</script>`);
    const api = await raw(`${s.base}/api/v1/health`, {});
    expect(/script-src ([^;]*)/.exec(api.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'");
  });

  it('gives the bare domain and an unknown centre the platform mark and no branding', async () => {
    for (const host of [s.config.platformDomain, `nosuchcentre.${s.config.platformDomain}`]) {
      const page = (await raw(`${s.base}/login`, { host })).body.toString();
      expect(page).toContain('class="boot-icon"');
      expect(page).not.toContain('boot-branding');
    }
  });
});
