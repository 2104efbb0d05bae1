import { describe, expect, it } from 'vitest';
import { checkFileSignature, signFilePath } from './signing.ts';

const NAME = '0b9d2c1e-1111-4222-8333-444455556666.pdf';
const split = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as { exp: string; sig: string };

describe('signed file links', () => {
  const now = Date.UTC(2026, 0, 1, 10, 0, 0);
  const url = signFilePath('k1', `/files/materials/${NAME}`, now, 600);
  const { exp, sig } = split(url);

  it('signs folder, name and an expiry rounded up to the minute', () => {
    expect(url.startsWith(`/files/materials/${NAME}?exp=`)).toBe(true);
    expect(Number(exp) * 1000).toBe(now + 600_000);
    expect(checkFileSignature('k1', 'materials', NAME, exp, sig, now)).toBe('valid');
  });
  it('refuses a link past its expiry, another key, name, folder or expiry', () => {
    expect(checkFileSignature('k1', 'materials', NAME, exp, sig, now + 601_000)).toBe('expired');
    expect(checkFileSignature('k2', 'materials', NAME, exp, sig, now)).toBe('invalid');
    expect(checkFileSignature('k1', 'materials', NAME.replace('0b9d', '0b9e'), exp, sig, now)).toBe('invalid');
    expect(checkFileSignature('k1', 'recordings', NAME, exp, sig, now)).toBe('invalid');
    expect(checkFileSignature('k1', 'materials', NAME, String(Number(exp) + 60), sig, now)).toBe('invalid');
  });
  it('tells no signature apart from a broken one', () => {
    expect(checkFileSignature('k1', 'materials', NAME, undefined, undefined, now)).toBe('none');
    expect(checkFileSignature('k1', 'materials', NAME, exp, undefined, now)).toBe('invalid');
    expect(checkFileSignature('k1', 'materials', NAME, 'soon', sig, now)).toBe('invalid');
    expect(checkFileSignature('k1', 'materials', NAME, exp, 'ab', now)).toBe('invalid');
  });
  it('refuses to sign what is not a stored file path', () => {
    expect(() => signFilePath('k1', '/files/materials/../x')).toThrow();
    expect(() => signFilePath('k1', 'https://evil/x')).toThrow();
  });
});
