import { describe, expect, it } from 'vitest';
import en from '@locales/en/index';
import bn from '@locales/bn/index';
import { leaves } from '@kernel/testing/locale-texts';

function values(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (!node || typeof node !== 'object') return [];
  return Object.values(node as Record<string, unknown>).flatMap(values);
}

describe('kernel locales', () => {
  it('bn has exactly the keys of en, namespace by namespace', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect(leaves(bn[ns]).sort(), ns).toEqual(leaves(en[ns]).sort());
    }
  });
  it('bn is really Bengali: most strings contain Bengali letters', () => {
    const all = Object.values(bn).flatMap(values);
    const bengali = all.filter((s) => /[\u0980-\u09FF]/.test(s));
    expect(bengali.length / all.length).toBeGreaterThan(0.9);
  });
  it('no text is empty', () => {
    for (const s of [...Object.values(en).flatMap(values), ...Object.values(bn).flatMap(values)]) expect(s.trim()).not.toBe('');
  });
});
