import { describe, expect, it } from 'vitest';
import { expectBengaliTwin, leaves } from './locale-texts';

describe('leaves', () => {
  it('lists the dotted path of every string and nothing else', () => {
    expect(leaves({ a: 'x', b: { c: 'y', d: { e: 'z' } }, n: 1, u: null })).toEqual(['a', 'b.c', 'b.d.e']);
  });
});

describe('expectBengaliTwin', () => {
  it('passes bn with the keys of en in Bengali', () => {
    expect(() => expectBengaliTwin({ en: { a: 'Results', b: { c: 'Retry' } }, bn: { b: { c: 'আবার' }, a: 'ফল' } })).not.toThrow();
  });
  it('fails a missing key, and an English copy', () => {
    expect(() => expectBengaliTwin({ en: { a: 'Results', b: 'Retry' }, bn: { a: 'ফল' } })).toThrow();
    expect(() => expectBengaliTwin({ en: { a: 'Results' }, bn: { a: 'Results' } })).toThrow();
  });
});
