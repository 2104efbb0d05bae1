import { mkdtempSync, readFileSync, existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside compressible files that shrink, and leaves the rest', () => {
    mkdirSync(path.join(dir, 'assets'));
    const js = 'export const x = 1;\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app.js'), js);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><body>${'<p>hello</p>'.repeat(50)}</body></html>`);
    writeFileSync(path.join(dir, 'tiny.js'), 'x');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    const r = precompressDir(dir);
    expect(r.files).toBe(2);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'app.js.br'))).toString()).toBe(js);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(js);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(r.br).toBeLessThan(r.raw / 5);
  });
});
