import { describe, expect, it } from 'vitest';
import { pageTexts } from './texts';
import { MEASURE_ORDER } from '../components/measures-list';

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('the page texts (loaded with the pages, not the entry)', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expect(leaves(pageTexts.bn).sort()).toEqual(leaves(pageTexts.en).sort());
    for (const [k, v] of Object.entries(pageTexts.bn.traits)) expect(v, k).toMatch(/[\u0980-\u09FF]/);
    expect(JSON.stringify(pageTexts.bn)).toMatch(/[\u0980-\u09FF]/);
  });

  it('name every measure shown', () => {
    for (const k of MEASURE_ORDER) {
      expect(pageTexts.en.measures, k).toHaveProperty(k);
      expect(pageTexts.bn.measures, k).toHaveProperty(k);
    }
  });
});
