import { describe, expect, it } from 'vitest';
import { adjacentPairs, bagOverlap, isAllCaps, lcs, normalizeToken, perGap, plusMinusFloor, sentenceCount, tokens, wordCount, wordEditErrors } from './index.ts';

describe('text rules (docs/pte-rules.md §3.0)', () => {
  it('normalises tokens: case, curly quotes, edge punctuation; keeps inner apostrophes and hyphens', () => {
    expect(normalizeToken('“Don’t,')).toBe("don't");
    expect(normalizeToken('Well-known.')).toBe('well-known');
    expect(normalizeToken('—')).toBe('');
    expect(tokens('The museum, opens at nine!')).toEqual(['the', 'museum', 'opens', 'at', 'nine']);
    expect(tokens('Prices rose - sharply & fast / well-known')).toEqual(['prices', 'rose', 'sharply', 'fast', 'well-known']);
  });

  it('counts words as on-screen counters do', () => {
    expect(wordCount("well-known don't 2025 - &")).toBe(3);
    expect(wordCount('   ')).toBe(0);
  });

  it('counts sentences, ignoring abbreviations and decimals', () => {
    expect(sentenceCount('Prices rose by 3.5 percent, e.g. in food, as Dr. Smith said.')).toBe(1);
    expect(sentenceCount('One sentence here. Another one there.')).toBe(2);
    expect(sentenceCount('No terminator at all')).toBe(1);
    expect(sentenceCount('')).toBe(0);
  });

  it('spots all capitals', () => {
    expect(isAllCaps('CLIMATE CHANGE AFFECTS EVERY REGION AND SECTOR.')).toBe(true);
    expect(isAllCaps('Climate change.')).toBe(false);
    expect(isAllCaps('2025 ...')).toBe(false);
  });
});

describe('sequences', () => {
  it('lcs, edit distance and bag overlap on the Write from Dictation examples', () => {
    const key = tokens('The museum opens at nine.');
    const resp = tokens('The museum at nine opens.');
    expect(bagOverlap(key, resp)).toBe(5);
    expect(lcs(key, resp)).toBe(4);
    expect(wordEditErrors(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toBe(2);
    expect(bagOverlap(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(2);
  });
});

describe('partial credit', () => {
  it('plus-minus with a floor of 0 (docs/pte-rules.md §3.2 table)', () => {
    const key = ['A', 'C', 'E'];
    expect(plusMinusFloor(['A', 'C'], key)).toBe(2);
    expect(plusMinusFloor(['A', 'B', 'C'], key)).toBe(1);
    expect(plusMinusFloor(['B', 'D'], key)).toBe(0);
    expect(plusMinusFloor(['A', 'B', 'C', 'D', 'E'], key)).toBe(1);
    expect(plusMinusFloor(['A', 'A', 'A'], key)).toBe(1);
  });

  it('adjacent pairs (docs/pte-rules.md §3.4 table)', () => {
    const key = ['A', 'B', 'C', 'D', 'E'];
    expect(adjacentPairs(['A', 'B', 'C', 'D', 'E'], key)).toBe(4);
    expect(adjacentPairs(['B', 'C', 'D', 'E', 'A'], key)).toBe(3);
    expect(adjacentPairs(['A', 'B', 'D', 'C', 'E'], key)).toBe(1);
    expect(adjacentPairs(['A', 'C', 'B', 'E', 'D'], key)).toBe(0);
    expect(adjacentPairs(['A', 'B', 'A', 'B'], key)).toBe(1);
    expect(adjacentPairs([], key)).toBe(0);
  });

  it('per gap, with accepted variants and normalisation (docs/pte-rules.md §3.5, docs/pte-rules.md §3.6)', () => {
    const key = [['sustainable'], ['fluctuate'], ['renowned']];
    expect(perGap(['sustainable', 'flactuate', 'Renowned'], key, normalizeToken).score).toBe(2);
    expect(perGap(['sustainability', '', 'renowned'], key, normalizeToken)).toEqual({ score: 1, correct: [false, false, true] });
    expect(perGap(['colour'], [['color', 'colour']]).score).toBe(1);
    expect(perGap([], key).score).toBe(0);
  });
});
