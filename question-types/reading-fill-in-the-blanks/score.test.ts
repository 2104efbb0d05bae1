import { describe, expect, it } from 'vitest';
import { parseBlanks } from '../kit/scoring/index.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import type { Content } from './schema.ts';

const item = fixtures.items[0]!;
const run = (gaps: (string | null)[]) => def.score({ content: item.content, key: item.key, response: { gaps } });

describe('reading-fill-in-the-blanks: score (docs/pte-rules.md §3.5)', () => {
  it.each(fixtures.responses)('$name', ({ item: i, response, expected }) => {
    const it = fixtures.items[i]!;
    const r = def.score({ content: it.content, key: it.key, response: def.schemas.response.parse(response) });
    expect({ score: r.score, max: r.max }).toEqual(expected);
    expect(r.traits).toEqual([{ key: 'correctness', score: expected.score, max: expected.max }]);
  });

  it('every fixture item parses and is answerable', () => {
    for (const it of fixtures.items) {
      expect(def.schemas.content.parse(it.content)).toEqual(it.content);
      def.schemas.key.parse(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
    }
  });

  it('the worked example gives per-gap parts with the word texts', () => {
    expect(run(['w1', 'w3', 'w6', null]).parts).toEqual([
      { id: '0', correct: true, given: 'rapid', expected: 'rapid' },
      { id: '1', correct: false, given: 'although', expected: 'despite' },
      { id: '2', correct: true, given: 'which', expected: 'which' },
      { id: '3', correct: false, given: null, expected: 'evidence' },
    ]);
  });

  it('empty, short, duplicated and unknown responses', () => {
    expect(def.emptyResponse(item.content)).toEqual({ gaps: [null, null, null, null] });
    expect(run([])).toMatchObject({ score: 0, max: 4 });
    expect(run(['w1'])).toMatchObject({ score: 1, max: 4 });
    expect(run(['w1', 'w1', 'w1', 'w1']).score).toBe(1);
    expect(run(['zz', 'w4', 'zz', 'zz']).score).toBe(1);
    expect(run(['w1', 'w4', 'w6', 'w7', 'w2']).score).toBe(4);
  });
});

describe('reading-fill-in-the-blanks: validateItem', () => {
  it('refuses a gap with no answer and an answer outside the bank', () => {
    expect(def.validateItem(item.content, { answers: ['w1', null, 'nope', 'w7'] })).toEqual([
      { path: 'key.answers.1', message: 'Gap 2 has no answer.' },
      { path: 'key.answers.2', message: "Gap 3's answer is not a word of the bank." },
    ]);
    expect(def.validateItem(item.content, { answers: ['w1', 'w4', 'w6'] })).toEqual([{ path: 'key.answers.3', message: 'Gap 4 has no answer.' }]);
  });

  it('refuses one bank word used for two gaps', () => {
    expect(def.validateItem(item.content, { answers: ['w1', 'w1', 'w6', 'w7'] })[0]).toMatchObject({ path: 'key.answers.1', message: expect.stringMatching(/each bank word fits one gap/) });
  });

  it('refuses a passage without gaps, with holes, or over 80 words', () => {
    const noGap: Content = { ...item.content, segments: parseBlanks('No gaps at all.') };
    expect(def.validateItem(noGap, { answers: [] })).toEqual([{ path: 'content.segments', message: 'The passage has no gap: write {{1}} where the first gap goes.' }]);
    const hole: Content = { ...item.content, segments: parseBlanks('A {{1}} b {{3}} c {{4}} d {{5}}') };
    expect(def.validateItem(hole, { answers: ['w1', 'w4', 'w6', 'w7', 'w2'] }).map((i) => i.message)).toContain('Gap {{2}} is missing: number the gaps 1 to 5 without holes.');
    const long: Content = { ...item.content, segments: parseBlanks(`${'word '.repeat(80)}{{1}} {{2}} {{3}} {{4}}`) };
    expect(def.validateItem(long, item.key)[0]!.message).toMatch(/84 words/);
  });

  it('refuses a bank without distractors, with empty or repeated words', () => {
    const c: Content = { segments: parseBlanks('A {{1}} and {{2}}.'), bank: [{ id: 'a', text: 'cat' }, { id: 'b', text: 'Cat' }] };
    expect(def.validateItem(c, { answers: ['a', 'b'] }).map((i) => i.path)).toEqual(['content.bank.1.text', 'content.bank']);
    const empty: Content = { ...c, bank: [...c.bank, { id: 'c', text: ' ' }] };
    expect(def.validateItem(empty, { answers: ['a', 'c'] }).map((i) => i.path)).toContain('content.bank.2.text');
  });
});
