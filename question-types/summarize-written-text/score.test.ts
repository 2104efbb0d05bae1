import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const words = (n: number) => `${Array.from({ length: n }, (_, i) => (i === 0 ? 'Trials' : 'word')).join(' ')}.`;
const score = (text: string, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { text }, evidence });
const form = (text: string) => score(text).traits.find((t) => t.key === 'form')!.score;

describe('summarize-written-text scoring (docs/pte-rules.md §3.11)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });

  it('form bounds exactly at the limits: 4, 5, 75, 76 words', () => {
    expect([4, 5, 75, 76].map((n) => form(words(n)))).toEqual([0, 1, 1, 0]);
  });

  it('two sentences and all capitals give form 0; an abbreviation does not end the sentence', () => {
    expect(form('The trial worked well. Firms kept the shorter week.')).toBe(0);
    expect(form('THE TRIAL WORKED WELL FOR MOST FIRMS.')).toBe(0);
    expect(form('Firms in the U.K. kept the shorter week, e.g. most of them.')).toBe(1);
  });

  it('one sentence means one terminator, at the end: unterminated text gets form 0', () => {
    expect(form('Firms that tried the four-day week kept it because output held')).toBe(0);
    expect(form('Firms tried the four-day week. Most kept it because output held')).toBe(0);
    expect(form('Firms that tried the four-day week kept it because output held.')).toBe(1);
  });

  it('an abbreviation right after a bracket does not end the sentence', () => {
    expect(form('Cities grow (e.g. Lagos) because jobs and services move there faster than housing.')).toBe(1);
    expect(score('Cities grow (e.g. Lagos) because jobs and services move there faster than housing.', { traits: { content: 2, grammar: 2, vocabulary: 2 } }).score).toBe(7);
  });

  it('form 0 zeroes the item and leaves nothing pending', () => {
    const r = score(words(80), { traits: { content: 2, grammar: 2, vocabulary: 2 } });
    expect(r).toMatchObject({ score: 0, max: 7, needsHuman: false });
  });

  it('combines evidence: content 2, grammar 1, vocabulary 2 + form 1 = 6', () => {
    expect(score(words(30), { traits: { content: 2, grammar: 1, vocabulary: 2 } })).toMatchObject({ score: 6, max: 7, needsHuman: false });
  });

  it('content 0 zeroes the item', () => {
    expect(score(words(30), { traits: { content: 0, grammar: 2, vocabulary: 2 } })).toMatchObject({ score: 0, needsHuman: false });
  });

  it('pending traits make needsHuman true', () => {
    const r = score(words(30), { traits: { grammar: 2 } });
    expect(r).toMatchObject({ score: 3, needsHuman: true });
    expect(r.traits.filter((t) => t.pending).map((t) => t.key)).toEqual(['content', 'vocabulary']);
    expect(r.measures).toMatchObject({ words: 30, sentences: 1 });
  });

  it('validateItem needs a passage of at most 300 words', () => {
    expect(def.validateItem({ passage: '' }, {}).map((i) => i.path)).toEqual(['content.passage']);
    expect(def.validateItem({ passage: 'w '.repeat(301) }, {}).map((i) => i.path)).toEqual(['content.passage']);
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
});
