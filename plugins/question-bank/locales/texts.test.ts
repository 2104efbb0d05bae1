import { describe, expect, it } from 'vitest';
import { pageTexts } from './texts';

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('the page texts (loaded with the pages, not the entry)', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expect(leaves(pageTexts.bn).sort()).toEqual(leaves(pageTexts.en).sort());
    expect(JSON.stringify(pageTexts.bn)).toMatch(/[\u0980-\u09FF]/);
  });
});
