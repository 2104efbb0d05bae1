import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const words = (n: number, end = '.') => `${Array.from({ length: n }, (_, i) => (i === 0 ? 'Word' : 'word')).join(' ')}${end}`;
const score = (text: string, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { text }, evidence });
const all = { content: 2, grammar: 2, vocabulary: 1 };

describe('summarize-spoken-text scoring (docs/pte-rules.md §3.12)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });

  it('form bands exactly at the limits', () => {
    const form = (n: number) => score(words(n)).traits.find((t) => t.key === 'form')!.score;
    expect([39, 40, 49, 50, 70, 71, 100, 101].map(form)).toEqual([0, 1, 1, 2, 2, 1, 1, 0]);
  });

  it('form 0 for all capitals or no sentence punctuation, and then the whole item is 0 and nothing waits', () => {
    for (const text of [words(60).toUpperCase(), words(60, '')]) {
      const r = score(text, { traits: all, measures: { misspellings: 0 } });
      expect(r.score).toBe(0);
      expect(r.needsHuman).toBe(false);
      expect(r.traits.every((t) => t.score === 0 && !t.pending)).toBe(true);
    }
  });

  it('form 0 for a response of only bullet points or very short fragments (docs/pte-rules.md §3.12)', () => {
    const bullets = Array.from({ length: 6 }, (_, i) => `• Point ${i + 1} of the lecture says bees pollinate crops.`).join('\n');
    const fragments = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'Bees matter.' : 'Crops fail.')).join(' ') + ' Farmers must act.';
    for (const text of [bullets, fragments]) {
      expect(score(text).measures?.words).toBeGreaterThanOrEqual(40);
      expect(score(text, { traits: all, measures: { misspellings: 0 } })).toMatchObject({ score: 0, needsHuman: false });
    }
  });

  it('a decimal is not sentence punctuation: form 0', () => {
    const text = `${words(55, '')} rose by 3.5 percent`;
    expect(score(text).traits.find((t) => t.key === 'form')!.score).toBe(0);
    expect(score(`${text}.`).traits.find((t) => t.key === 'form')!.score).toBe(2);
  });

  it('worked rows: 62 words 0 misspellings -> form 2 spelling 2; 45 words 1 misspelling -> form 1 spelling 1', () => {
    const a = score(fixtures.responses[0]!.response.text, { traits: all, measures: { misspellings: 0 } });
    expect(a.traits.map((t) => [t.key, t.score])).toEqual([
      ['content', 2],
      ['form', 2],
      ['grammar', 2],
      ['vocabulary', 1],
      ['spelling', 2],
    ]);
    expect(a).toMatchObject({ score: 9, max: 10, needsHuman: false });
    const b = score(fixtures.responses[1]!.response.text, { traits: all, measures: { misspellings: 1 } });
    expect(b).toMatchObject({ score: 2 + 1 + 2 + 1 + 1, max: 10, needsHuman: false });
    expect(score(words(60), { traits: all, measures: { misspellings: 3 } }).traits.at(-1)).toEqual({ key: 'spelling', score: 0, max: 2 });
  });

  it('content 0 zeroes the item', () => {
    const r = score(words(60), { traits: { ...all, content: 0 }, measures: { misspellings: 0 } });
    expect(r).toMatchObject({ score: 0, needsHuman: false });
  });

  it('without evidence the human traits and spelling are pending and needsHuman is true', () => {
    const r = score(words(60));
    expect(r.needsHuman).toBe(true);
    expect(r.traits.filter((t) => t.pending).map((t) => t.key)).toEqual(['content', 'grammar', 'vocabulary', 'spelling']);
    expect(r.score).toBe(2);
  });

  it('a trainer may give the spelling trait directly; trait scores are clamped to their range', () => {
    const r = score(words(60), { traits: { content: 5, grammar: 2, vocabulary: 2, spelling: 1 } });
    expect(r).toMatchObject({ score: 2 + 2 + 2 + 2 + 1, needsHuman: false });
  });

  it('measures word count, sentences and misspellings', () => {
    expect(score('One short sentence here. And another one!', { measures: { misspellings: 1 } }).measures).toMatchObject({ words: 7, sentences: 2, misspellings: 1, allCaps: false });
    expect(score('').measures).toMatchObject({ words: 0, sentences: 0, misspellings: null });
  });
});

describe('summarize-spoken-text validateItem', () => {
  it('accepts the fixtures', () => {
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
  it('refuses an item without audio', () => {
    expect(def.validateItem({ audio: '' }, item.key).map((i) => i.path)).toEqual(['content.audio']);
    expect(def.schemas.content.safeParse({ audio: '' }).success).toBe(false);
  });
  it('times the item at 10 minutes after the audio', () => {
    expect(def.timing).toMatchObject({ responseSec: 600, audioPlays: 1 });
    expect(def.shortName).toBe('Summarize Spoken Test');
  });
});
