import { describe, expect, it } from 'vitest';
import { gapCount, gapNumberingProblems, parseBlanks, passageWordCount, segmentsToText } from './blanks.ts';
import { wordCount } from './text.ts';

describe('parseBlanks', () => {
  it('turns {{n}} markers into 0-based gap segments', () => {
    expect(parseBlanks('text {{1}} more {{2}}')).toEqual(['text ', { gap: 0 }, ' more ', { gap: 1 }]);
    expect(parseBlanks('{{1}}, then {{ 2 }}.')).toEqual([{ gap: 0 }, ', then ', { gap: 1 }, '.']);
    expect(parseBlanks('no gaps here')).toEqual(['no gaps here']);
    expect(parseBlanks('')).toEqual([]);
    expect(parseBlanks('{1} and {{x}} are text')).toEqual(['{1} and {{x}} are text']);
  });

  it('round-trips through segmentsToText', () => {
    const text = 'Line one {{1}}.\n\nLine two {{2}} and {{3}}';
    expect(segmentsToText(parseBlanks(text))).toBe(text);
  });

  it('counts gaps and passage words (a gap is a word)', () => {
    const s = parseBlanks('The {{1}} rose {{2}} in spring.');
    expect(gapCount(s)).toBe(2);
    expect(passageWordCount(s, wordCount)).toBe(6);
  });

  it('reports gap numbering problems in the trainer\'s numbers', () => {
    expect(gapNumberingProblems(parseBlanks('a {{1}} b {{2}}'))).toEqual([]);
    expect(gapNumberingProblems(parseBlanks('no gap'))[0]).toMatch(/no gap/);
    expect(gapNumberingProblems(parseBlanks('a {{1}} b {{1}}'))).toEqual(['Gap {{1}} appears more than once.']);
    expect(gapNumberingProblems(parseBlanks('a {{1}} b {{3}}'))).toEqual(['Gap {{2}} is missing: number the gaps 1 to 3 without holes.']);
    expect(gapNumberingProblems(parseBlanks('a {{0}}'))[0]).toMatch(/numbered from/);
  });
});
