import { describe, expect, it } from 'vitest';
import { assertStorageKey, isStorageKey, storageKey } from './keys.ts';

describe('storage keys', () => {
  it('takes <folder>/<name>', () => {
    expect(isStorageKey('materials/0b7e3c1e-2f4a-4c5d-9e8f-0123456789ab.pdf')).toBe(true);
    expect(isStorageKey('seed/read-aloud-1.ogg')).toBe(true);
    expect(storageKey('logos', 'a.png')).toBe('logos/a.png');
  });
  it('refuses anything that could leave its folder or the root', () => {
    for (const k of ['', 'a', 'a/b/c', '../a', 'a/..', 'a/../b', 'a/.hidden', '.resumable/x', 'A/b', 'a/b\\c', 'a/b\u0000', '/a/b', 'a/', 'a/b c', `a/${'x'.repeat(200)}`, 'a/x..y']) {
      expect(isStorageKey(k), JSON.stringify(k)).toBe(false);
    }
    expect(() => assertStorageKey('../etc/passwd')).toThrow(/invalid storage key/);
  });
});
