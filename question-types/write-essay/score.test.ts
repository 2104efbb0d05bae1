import { describe, expect, it } from 'vitest';
import { wordCount } from '../kit/scoring/index.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const words = (n: number) => `${Array.from({ length: n }, (_, i) => (i === 0 ? 'Education' : 'word')).join(' ')}.`;
const score = (text: string, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { text }, evidence });
const form = (n: number) => score(words(n)).traits.find((t) => t.key === 'form')!.score;
const all = { content: 3, development: 2, grammar: 2, linguisticRange: 1, vocabularyRange: 2 };

describe('write-essay scoring (docs/pte-rules.md §3.13)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });

  it('the model essay is within 200-300 words', () => {
    const n = wordCount(fixtures.responses[0]!.response.text);
    expect(n).toBeGreaterThanOrEqual(200);
    expect(n).toBeLessThanOrEqual(300);
  });

  it('form bounds exactly at the limits: 119/120/199/200/300/301/380/381', () => {
    expect([119, 120, 199, 200, 300, 301, 380, 381].map(form)).toEqual([0, 1, 1, 2, 2, 1, 1, 0]);
  });

  it('form 0 for only bullet points or very short sentences, and for a decimal as the only punctuation (docs/pte-rules.md §3.13)', () => {
    const bullets = Array.from({ length: 25 }, (_, i) => `- Reason ${i + 1}: free tuition widens access for families with modest incomes.`).join('\n');
    const fragments = Array.from({ length: 110 }, (_, i) => ['Tuition costs.', 'Debt grows.', 'Access matters.'][i % 3]).join(' ');
    const decimal = `${words(230).replace('.', '')} fell by 3.5 percent`;
    for (const text of [bullets, fragments, decimal]) {
      expect(wordCount(text)).toBeGreaterThanOrEqual(200);
      expect(score(text, { traits: all, measures: { misspellings: 0 } })).toMatchObject({ score: 0, needsHuman: false });
    }
  });

  it('form 0 (too long, no punctuation, all capitals) zeroes all seven traits', () => {
    for (const text of [words(381), words(250).replace('.', ''), words(250).toUpperCase()]) {
      const r = score(text, { traits: all, measures: { misspellings: 0 } });
      expect(r).toMatchObject({ score: 0, max: 15, needsHuman: false });
      expect(r.traits).toHaveLength(7);
    }
  });

  it('combines evidence with form and spelling from the misspelling count', () => {
    expect(score(words(245), { traits: all, measures: { misspellings: 1 } })).toMatchObject({ score: 3 + 2 + 2 + 2 + 1 + 2 + 1, needsHuman: false });
    expect(score(words(310), { traits: all, measures: { misspellings: 0 } }).score).toBe(3 + 1 + 2 + 2 + 1 + 2 + 2);
  });

  it('content 0 zeroes the essay', () => {
    expect(score(words(245), { traits: { ...all, content: 0 }, measures: { misspellings: 0 } })).toMatchObject({ score: 0, needsHuman: false });
  });

  it('pending traits make needsHuman true', () => {
    const r = score(words(245), { traits: { content: 2 } });
    expect(r).toMatchObject({ score: 4, needsHuman: true });
    expect(r.traits.filter((t) => t.pending).map((t) => t.key)).toEqual(['development', 'grammar', 'linguisticRange', 'vocabularyRange', 'spelling']);
  });

  it('validateItem needs a prompt', () => {
    expect(def.validateItem({ prompt: ' ' }, {}).map((i) => i.path)).toEqual(['content.prompt']);
  });
});
