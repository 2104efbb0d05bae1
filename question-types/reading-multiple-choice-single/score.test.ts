import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import type { Content, Key } from './schema.ts';

const item = fixtures.items[0]!;
const run = (selected: string | null, c: Content = item.content, k: Key = item.key) => def.score({ content: c, key: k, response: { selected } });

describe('reading-multiple-choice-single: score (docs/pte-rules.md §3.1)', () => {
  it.each(fixtures.responses)('$name', ({ item: i, response, expected }) => {
    const it = fixtures.items[i]!;
    const r = def.score({ content: it.content, key: it.key, response: def.schemas.response.parse(response) });
    expect({ score: r.score, max: r.max }).toEqual(expected);
    expect(r.traits).toEqual([{ key: 'correctness', score: expected.score, max: 1 }]);
    expect(r.needsHuman).toBe(false);
  });

  it('every fixture item parses and is answerable', () => {
    for (const it of fixtures.items) {
      expect(def.schemas.content.parse(it.content)).toEqual(it.content);
      def.schemas.key.parse(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
    }
  });

  it('the empty response scores 0 and an unknown option id scores 0', () => {
    expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) }).score).toBe(0);
    const r = run('Z');
    expect(r.score).toBe(0);
    expect(r.measures?.answered).toBe(false);
  });

  it('returns one part per option with the texts for the Review', () => {
    const r = run('D');
    expect(r.parts).toHaveLength(4);
    expect(r.parts?.find((p) => p.id === 'D')).toEqual({ id: 'D', correct: false, given: item.content.options[3]!.text, expected: null });
    expect(r.parts?.find((p) => p.id === 'B')).toMatchObject({ correct: false, given: null, expected: item.content.options[1]!.text });
    expect(r.parts?.find((p) => p.id === 'A')).toMatchObject({ correct: true, given: null, expected: null });
  });

  it('the response schema refuses several answers and odd ids', () => {
    expect(def.schemas.response.safeParse({ selected: ['A', 'B'] }).success).toBe(false);
    expect(def.schemas.response.safeParse({ selected: '<script>' }).success).toBe(false);
  });
});

describe('reading-multiple-choice-single: validateItem', () => {
  const paths = (c: Content, k: Key) => def.validateItem(c, k).map((i) => i.path);

  it('refuses a key option that does not exist', () => {
    const issues = def.validateItem(item.content, { correct: 'Z' });
    expect(issues).toEqual([{ path: 'key.correct', message: expect.stringMatching(/does not exist/) }]);
  });

  it('refuses a key with no correct option', () => {
    expect(def.validateItem(item.content, { correct: '' })).toEqual([{ path: 'key.correct', message: 'Mark the correct option: none is marked.' }]);
  });

  it('refuses an empty passage, question and option, and repeated options', () => {
    const c: Content = { passage: ' ', question: '', options: [{ id: 'A', text: 'Yes' }, { id: 'A', text: 'yes ' }, { id: 'C', text: '' }] };
    expect(paths(c, { correct: 'A' })).toEqual(['content.passage', 'content.question', 'content.options.1', 'content.options.1.text', 'content.options.2.text']);
  });

  it('refuses a passage over 300 words', () => {
    const c = { ...item.content, passage: 'word '.repeat(301) };
    expect(def.validateItem(c, item.key)[0]).toMatchObject({ path: 'content.passage', message: expect.stringMatching(/301 words/) });
  });

  it('the content schema bounds options and strings', () => {
    expect(def.schemas.content.safeParse({ ...item.content, options: [item.content.options[0]] }).success).toBe(false);
    expect(def.schemas.content.safeParse({ ...item.content, passage: 'x'.repeat(4001) }).success).toBe(false);
  });
});
