/**
 * Locale tests: the dotted key paths of a texts tree, and the check every plugin's page texts pass —
 * bn has exactly the keys of en and is really written in Bengali. Test files only.
 *
 * @example
 *   it('have the same keys in en and bn, with Bengali text', () => expectBengaliTwin(pageTexts));
 */
import { expect } from 'vitest';

/** Every string's dotted path, e.g. { a: { b: 'x' } } -> ['a.b']; other values have none. */
export function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** bn has the same keys as en (a missing translation would show its key) and some Bengali letters (not an en copy). */
export function expectBengaliTwin(texts: { en: unknown; bn: unknown }) {
  expect(leaves(texts.bn).sort()).toEqual(leaves(texts.en).sort());
  expect(JSON.stringify(texts.bn)).toMatch(/[\u0980-\u09FF]/);
}
