import { describe, expect, it } from 'vitest';
import { expectSeedRecordings } from '../kit/testing/listening-fixture-checks.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { contentSchema, fillGaps, gapNumbers, keySchema, responseSchema, type Content, type Key } from './schema.ts';
import { normalizeAnswer } from './score.ts';

const item = fixtures.items[0]!;
const scoreOf = (gaps: string[], i = 0) => def.score({ content: fixtures.items[i]!.content, key: fixtures.items[i]!.key, response: { gaps } });

describe('listening-fill-in-the-blanks scoring (docs/pte-rules.md §3.6)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.traits).toEqual([{ key: 'correctWords', score: r.expected.score, max: r.expected.max }]);
    expect(result.needsHuman).toBe(false);
  });

  it('ignores case, edge punctuation, curly quotes and extra spaces; keeps inner hyphens', () => {
    expect(scoreOf(['  SUSTAINABLE  ', '“fluctuate”', 'renowned!']).score).toBe(3);
    expect(scoreOf(['', '', '', 'world wide'], 1).score).toBe(0);
    expect(normalizeAnswer('  Well-Known. ')).toBe('well-known');
    expect(normalizeAnswer('carbon   dioxide')).toBe('carbon dioxide');
  });

  it('a missing, short or over-long response scores only the gaps it has', () => {
    expect(scoreOf([]).score).toBe(0);
    expect(scoreOf(['sustainable']).score).toBe(1);
    expect(scoreOf(['sustainable', 'fluctuate', 'renowned', 'extra']).score).toBe(3);
    expect(def.score({ content: item.content, key: item.key, response: undefined as never }).score).toBe(0);
    expect(def.emptyResponse(item.content)).toEqual({ gaps: ['', '', ''] });
  });

  it('the same word in the wrong gap is wrong', () => {
    expect(scoreOf(['fluctuate', 'sustainable', 'renowned']).score).toBe(1);
  });

  it('reports each gap with what was typed and the accepted spellings', () => {
    const r = scoreOf(['colour', ' ', 'meanings', 'world-wide'], 1);
    expect(r.parts).toEqual([
      { id: '1', correct: true, given: 'colour', expected: 'colour / color' },
      { id: '2', correct: false, given: null, expected: 'trust' },
      { id: '3', correct: false, given: 'meanings', expected: 'meaning' },
      { id: '4', correct: true, given: 'world-wide', expected: 'worldwide / world-wide' },
    ]);
    expect(r.measures).toEqual({ answered: 3 });
  });
});

describe('listening-fill-in-the-blanks items', () => {
  it('every fixture item parses, is valid, and its script is the filled transcript', () => {
    for (const it of fixtures.items) {
      expect(contentSchema.parse(it.content)).toEqual(it.content);
      expect(keySchema.parse(it.key)).toEqual(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
      expect(it.audioScript).toBeDefined();
      expect(it.audioScript).not.toMatch(/\{\{/);
      // the content never contains the answers at the gaps
      expect(it.content.transcript).toMatch(/\{\{1\}\}/);
    }
    expectSeedRecordings('listening-fill-in-the-blanks', fixtures.items);
    expect(responseSchema.parse({ gaps: ['a', ''] })).toEqual({ gaps: ['a', ''] });
  });

  it('parses gap markers', () => {
    expect(gapNumbers('a {{1}} b {{ 2 }} c')).toEqual([1, 2]);
    expect(fillGaps('a {{1}} b {{2}}', (n) => `<${n}>`)).toBe('a <1> b <2>');
  });

  it('refuses: a gap with no accepted answer, markers that do not match the key, duplicates, wrong order, no gaps, no audio', () => {
    const content: Content = item.content;
    const paths = (k: Key, c: Content = content) => def.validateItem(c, k).map((i) => i.path);
    expect(paths({ gaps: [['sustainable'], [], ['renowned']] })).toEqual(['key.gaps.1']);
    expect(paths({ gaps: [['sustainable'], [' ', ''], ['renowned']] })).toEqual(['key.gaps.1']);
    expect(paths({ gaps: [['sustainable'], ['...'], ['renowned']] })).toEqual(['key.gaps.1']);
    expect(paths({ gaps: [['sustainable'], ['fluctuate']] })).toEqual(['key.gaps']);
    expect(paths({ gaps: [['a'], ['b'], ['c'], ['d']] })).toEqual(['key.gaps']);
    expect(paths(item.key, { ...content, transcript: 'One {{1}} two {{1}} three {{3}}.' })).toEqual(['content.transcript', 'key.gaps']);
    expect(paths(item.key, { ...content, transcript: 'One {{2}} two {{1}} three {{3}}.' })).toEqual(['content.transcript']);
    expect(paths({ gaps: [] }, { ...content, transcript: 'No gaps here.' })).toEqual(['content.transcript']);
    expect(paths(item.key, { ...content, transcript: '{{1}} {{2}} {{3}}' })).toEqual(['content.transcript']);
    expect(paths(item.key, { ...content, audio: '' })).toEqual(['content.audio']);
  });

  it('feeds listening and writing with a 7 s countdown (docs/pte-rules.md §2 row 17)', () => {
    expect(def.traits[0]!.skills).toEqual(['listening', 'writing']);
    expect(def.timing).toMatchObject({ preAudioSec: 7, audioPlays: 1 });
  });
});
