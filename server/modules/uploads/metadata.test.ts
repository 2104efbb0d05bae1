import { describe, expect, it } from 'vitest';
import { cleanFilename, encodeUploadMetadata, headForSniffing, ownerStamp, parseUploadMetadata } from './metadata.ts';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('Upload-Metadata', () => {
  it('parses pairs and flags, round-trips through encode', () => {
    const meta = parseUploadMetadata(`folder ${b64('materials')},filename ${b64('বই.pdf')},is_confidential`);
    expect(meta).toEqual({ folder: 'materials', filename: 'বই.pdf', is_confidential: '' });
    expect(parseUploadMetadata(encodeUploadMetadata(meta!))).toEqual(meta);
    expect(parseUploadMetadata(null)).toEqual({});
    expect(parseUploadMetadata('')).toEqual({});
  });
  it('refuses what is not the tus grammar', () => {
    for (const h of ['folder a b c', `folder ${b64('x')},folder ${b64('y')}`, 'fo lder', `folder !!!!`, 'folder abc', `${'k'.repeat(65)} ${b64('x')}`, `x ${Buffer.from([0xff, 0xfe]).toString('base64')}`]) {
      expect(parseUploadMetadata(h), h).toBeNull();
    }
  });
  it('does not let a key reach Object.prototype', () => {
    const meta = parseUploadMetadata(`__proto__ ${b64('x')}`);
    expect(meta?.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('ownerStamp and cleanFilename', () => {
  it('names tenant and user', () => {
    expect(ownerStamp(3, 7)).toBe('3:7');
    expect(ownerStamp(null, 1)).toBe('platform:1');
  });
  it('keeps the last segment without control characters', () => {
    expect(cleanFilename('C:\\Users\\x\\lecture.mp4')).toBe('lecture.mp4');
    expect(cleanFilename('../../a\u0000b.pdf')).toBe('ab.pdf');
    expect(cleanFilename('')).toBe('upload');
    expect(cleanFilename(undefined)).toBe('upload');
    expect(cleanFilename('x'.repeat(300))).toHaveLength(200);
  });
});

describe('headForSniffing', () => {
  const enc = new TextEncoder();
  it('leaves a whole file and a cut between characters alone', () => {
    const whole = enc.encode('hello');
    expect(headForSniffing(whole, 5)).toBe(whole);
    const ascii = enc.encode('hello world');
    expect(headForSniffing(ascii.subarray(0, 5), 11)).toEqual(enc.encode('hello'));
  });
  it('drops a multi-byte character cut at the end, so a strict UTF-8 decode passes', () => {
    const text = enc.encode('ab\u09AC\u0987'); // 'ab' + two 3-byte Bengali letters
    for (let cut = 3; cut < text.length; cut++) {
      const head = headForSniffing(text.subarray(0, cut), text.length);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(head), `cut at ${cut}`).not.toThrow();
      expect(head.length).toBeGreaterThanOrEqual(2);
    }
    expect(headForSniffing(text.subarray(0, 5), text.length)).toEqual(text.subarray(0, 5)); // 'ab' + one whole letter
  });
});
