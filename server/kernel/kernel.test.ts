import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors.ts';
import { parseOr422 } from './envelope.ts';
import { checkSubdomainRules } from './tenant.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';
import { bearerToken } from './auth.ts';
import { sniff } from './files.ts';

describe('422 formatting', () => {
  const schema = z.object({ email: z.string().email(), nested: z.object({ score: z.number().int().min(10) }), list: z.array(z.string()) });
  it('dotted paths and readable messages', () => {
    try {
      parseOr422(schema, { email: 'x', nested: { score: 5 }, list: ['a', 3] });
      throw new Error('no throw');
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      const v = e as ValidationError;
      expect(v.status).toBe(422);
      expect(v.errors).toEqual({
        email: ['The email field must be a valid email address.'],
        'nested.score': ['The score field must be at least 10.'],
        'list.1': ['The list field must be a string.'],
      });
      expect(v.message).toBe('The email field must be a valid email address.');
    }
  });
  it('missing fields are "required"; a non-object body is reported on "body"', () => {
    expect(() => parseOr422(schema, {})).toThrow('The email field is required.');
    try {
      parseOr422(schema, [1]);
    } catch (e) {
      expect(Object.keys((e as ValidationError).errors!)).toEqual(['body']);
    }
  });
});

describe('tokens', () => {
  it('32 random bytes base64url, hashed as sha-256 hex', () => {
    const t = newToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(t);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(looksLikeToken(t)).toBe(true);
    expect(looksLikeToken('short')).toBe(false);
    expect(looksLikeToken('x'.repeat(200))).toBe(false);
    expect(looksLikeToken('a/b+c=d'.repeat(4))).toBe(false);
  });
  it('bearer parsing', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('subdomain rules', () => {
  it.each([
    ['alpha', { valid: true }],
    ['my-centre-1', { valid: true }],
    ['ab', { valid: false, reason: 'format' }],
    ['-abc', { valid: false, reason: 'format' }],
    ['abc-', { valid: false, reason: 'format' }],
    ['a--b', { valid: false, reason: 'format' }],
    ['ABC', { valid: false, reason: 'format' }],
    ['a'.repeat(64), { valid: false, reason: 'format' }],
    ['a.b', { valid: false, reason: 'format' }],
    ['www', { valid: false, reason: 'reserved' }],
    ['api', { valid: false, reason: 'reserved' }],
  ])('%s', (value, verdict) => {
    expect(checkSubdomainRules(value)).toEqual(verdict);
  });
});

describe('upload sniffing', () => {
  const b = (...x: number[]) => new Uint8Array(x);
  it('decides by content, not by name', () => {
    expect(sniff(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x.jpg')).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniff(new TextEncoder().encode('%PDF-1.7'), 'x.txt')?.ext).toBe('pdf');
    expect(sniff(new TextEncoder().encode('ID3\x03'), 'a')?.mime).toBe('audio/mpeg');
    expect(sniff(b(0x1a, 0x45, 0xdf, 0xa3), 'rec.webm', 'audio/webm')?.mime).toBe('audio/webm');
    expect(sniff(new TextEncoder().encode('PK\x03\x04xx'), 'a.docx')?.ext).toBe('docx');
    expect(sniff(new TextEncoder().encode('PK\x03\x04xx'), 'a.zip')).toBeNull();
    expect(sniff(new TextEncoder().encode('<svg/>'), 'a.svg')).toBeNull();
    expect(sniff(new TextEncoder().encode('a,b\n1,2\n'), 'a.csv')?.mime).toMatch(/^text\/csv/);
    expect(sniff(b(0x4d, 0x5a, 0x00), 'a.txt')).toBeNull();
  });
});
