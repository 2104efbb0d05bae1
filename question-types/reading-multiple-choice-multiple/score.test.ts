import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import type { Content, Key } from './schema.ts';

const item = fixtures.items[0]!;
const run = (selected: string[]) => def.score({ content: item.content, key: item.key, response: { selected } });

describe('reading-multiple-choice-multiple: score (docs/pte-rules.md §3.2)', () => {
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

  it('empty response: 0 of the item max', () => {
    expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) })).toMatchObject({ score: 0, max: 3 });
  });

  it('duplicates count once; unknown ids count as wrong', () => {
    expect(run(['A', 'A', 'A']).score).toBe(1);
    expect(run(['A', 'C', 'E', 'Z']).score).toBe(2);
    expect(run(['A', 'C', 'E', 'Z']).measures).toEqual({ right: 3, wrong: 1, missed: 0 });
  });

  it('floors at 0, never negative', () => {
    expect(run(['B', 'D', 'Z']).score).toBe(0);
  });

  it('returns one part per option', () => {
    const parts = run(['A', 'B']).parts!;
    expect(parts.map((p) => [p.id, p.correct])).toEqual([['A', true], ['B', false], ['C', false], ['D', true], ['E', false]]);
    expect(parts[2]).toMatchObject({ given: null, expected: item.content.options[2]!.text });
  });
});

describe('reading-multiple-choice-multiple: validateItem', () => {
  it('refuses a key with no correct option', () => {
    expect(def.validateItem(item.content, { correct: [] })).toEqual([{ path: 'key.correct', message: 'Mark the correct options: none is marked.' }]);
  });

  it('refuses a key with only one correct option, and one where every option is correct', () => {
    expect(def.validateItem(item.content, { correct: ['A'] })[0]!.message).toMatch(/at least 2/);
    expect(def.validateItem(item.content, { correct: ['A', 'B', 'C', 'D', 'E'] })[0]!.message).toMatch(/incorrect/);
  });

  it('refuses key ids that do not exist or repeat', () => {
    expect(def.validateItem(item.content, { correct: ['A', 'Q', 'A', 'C'] }).map((i) => i.path)).toEqual(['key.correct.1', 'key.correct.2']);
  });

  it('refuses too few options, empty and repeated options', () => {
    const c: Content = { passage: 'A passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: '' }] };
    const k: Key = { correct: ['A', 'B'] };
    expect(def.validateItem(c, k).map((i) => i.path)).toEqual(['content.options', 'content.options.1.text', 'key.correct']);
  });
});
