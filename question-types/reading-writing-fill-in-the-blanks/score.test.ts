import { describe, expect, it } from 'vitest';
import { parseBlanks } from '../kit/scoring/index.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import type { Content } from './schema.ts';

const item = fixtures.items[0]!;
const run = (gaps: (string | null)[]) => def.score({ content: item.content, key: item.key, response: { gaps } });

describe('reading-writing-fill-in-the-blanks: score (docs/pte-rules.md §3.5)', () => {
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

  it('parts carry the chosen and the expected option texts', () => {
    const parts = run(['b', 'c', 'a', 'd', null]).parts!;
    expect(parts[2]).toEqual({ id: '2', correct: false, given: 'blamed', expected: 'credited' });
    expect(parts[4]).toEqual({ id: '4', correct: false, given: null, expected: 'degraded' });
  });

  it('empty, short and unknown responses; no negative marking', () => {
    expect(def.emptyResponse(item.content)).toEqual({ gaps: [null, null, null, null, null] });
    expect(run([])).toMatchObject({ score: 0, max: 5 });
    expect(run(['b'])).toMatchObject({ score: 1, max: 5 });
    expect(run(['z', 'z', 'z', 'z', 'z']).score).toBe(0);
  });
});

describe('reading-writing-fill-in-the-blanks: validateItem', () => {
  it('refuses a gap with no answer and an answer that is not one of its options', () => {
    expect(def.validateItem(item.content, { answers: ['b', null, 'b', 'x', 'a'] })).toEqual([
      { path: 'key.answers.1', message: 'Gap 2 has no answer: mark its correct option.' },
      { path: 'key.answers.3', message: "Gap 4's answer is not one of its options." },
    ]);
  });

  it('refuses option lists that do not match the gaps, and thin or repeated options', () => {
    const c: Content = {
      segments: parseBlanks('One {{1}} two {{2}}.'),
      gaps: [{ options: [{ id: 'a', text: 'x' }] }, { options: [{ id: 'a', text: 'y' }, { id: 'b', text: 'Y' }, { id: 'c', text: '' }] }, { options: [] }],
    };
    expect(def.validateItem(c, { answers: ['a', 'a'] }).map((i) => i.path)).toEqual([
      'content.gaps',
      'content.gaps.0.options',
      'content.gaps.1.options.1.text',
      'content.gaps.1.options.2.text',
      'content.gaps.2.options',
    ]);
  });

  it('refuses a passage with no gap or over 300 words', () => {
    expect(def.validateItem({ segments: ['Just text.'], gaps: [] }, { answers: [] })[0]!.path).toBe('content.segments');
    const long: Content = { ...item.content, segments: [...item.content.segments, 'word '.repeat(300)] };
    expect(def.validateItem(long, item.key)[0]!.message).toMatch(/limit is 300/);
  });
});
