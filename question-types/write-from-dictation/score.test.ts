import { describe, expect, it } from 'vitest';
import def, { traits } from './definition.ts';
import { fixtures } from './fixtures.ts';
import { scoreWriteFromDictation } from './score.ts';

const item = (i: number) => fixtures.items[i]!;
const bag = (i: number, text: string) => def.score({ content: item(i).content, key: item(i).key, response: { text } });
const ordered = (i: number, text: string) => scoreWriteFromDictation({ content: item(i).content, key: item(i).key, response: { text } }, traits, { mode: 'ordered' });

describe('write-from-dictation scoring (docs/pte-rules.md §3.7)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = item(r.item);
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.needsHuman).toBe(false);
  });

  it('worked examples in ordered mode: 7, 5 and 4', () => {
    expect(ordered(0, 'Control system in manufacturing requires high level of accuracy.').score).toBe(7);
    expect(ordered(1, 'students must submit there assignment before deadline').score).toBe(5);
    expect(ordered(2, 'The museum at nine opens.').score).toBe(4);
  });

  it('ignores case and punctuation of typed words, keeps inner apostrophes', () => {
    expect(bag(2, '  THE, museum; "opens" at NINE!! ').score).toBe(5);
    expect(bag(2, "the museum's opens at nine").score).toBe(4);
  });

  it('never subtracts extra words and counts a repeated word only as often as the key has it', () => {
    expect(bag(2, 'the the the museum museum opens opens at at nine nine').score).toBe(5);
    expect(bag(0, 'a a a a').score).toBe(1);
  });

  it('a misspelt word earns nothing; an empty or blank response scores 0 of the sentence length', () => {
    expect(bag(2, 'The musuem opens at nine.').score).toBe(4);
    expect(bag(1, '   ').score).toBe(0);
    expect(bag(1, '   ').max).toBe(8);
  });

  it('a lone hyphen is no word: "Prices rose - sharply." has 3 words and the right answer scores 3/3', () => {
    const key = { sentence: 'Prices rose - sharply.', variants: [] };
    const r = def.score({ content: item(0).content, key, response: { text: 'Prices rose - sharply.' } });
    expect({ score: r.score, max: r.max }).toEqual({ score: 3, max: 3 });
    expect(r.parts?.map((p) => p.expected)).toEqual(['Prices', 'rose', 'sharply.']);
    expect(def.score({ content: item(0).content, key, response: { text: 'prices rose sharply' } }).score).toBe(3);
  });

  it('reports each key word as a part, the key after submission, and measures', () => {
    const r = bag(2, 'museum at nine extra');
    expect(r.parts?.map((p) => [p.expected, p.correct])).toEqual([
      ['The', false],
      ['museum', true],
      ['opens', false],
      ['at', true],
      ['nine.', true],
    ]);
    expect(r.measures).toMatchObject({ sentenceWords: 5, typedWords: 4, correctWords: 3, extraWords: 1, mode: 'bag' });
  });
});

describe('write-from-dictation validateItem', () => {
  it('accepts the fixtures', () => {
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
  it('refuses an empty sentence and missing audio', () => {
    expect(def.validateItem({ audio: '' }, { sentence: ' . ', variants: [] }).map((i) => i.path)).toEqual(['content.audio', 'key.sentence']);
  });
  it('refuses a one-spelling variant group', () => {
    expect(def.validateItem(item(3).content, { sentence: 'colour', variants: [['colour']] }).map((i) => i.path)).toEqual(['key.variants.0']);
  });
  it('keeps the sentence out of the content schema', () => {
    const parsed = def.schemas.content.parse({ audio: '/files/a.ogg', sentence: 'secret' } as never);
    expect(parsed).toEqual({ audio: '/files/a.ogg' });
  });
});
