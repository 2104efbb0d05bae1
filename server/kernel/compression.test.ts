import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressText, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
  it('honours q-values and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('identity, *;q=0')).toBeNull();
  });
});

describe('compressText', () => {
  it('round-trips through both encodings and shrinks JSON', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Item ${i}`, status: 'active' })) });
    const br = await compressText(text, 'br');
    const gz = await compressText(text, 'gzip');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 3);
  });
});
