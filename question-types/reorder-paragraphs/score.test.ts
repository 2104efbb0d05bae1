import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { scrambled } from './score.ts';
import type { Content } from './schema.ts';

const item = fixtures.items[0]!;
const K = item.key.order;
const run = (order: string[]) => def.score({ content: item.content, key: item.key, response: { order } });

describe('reorder-paragraphs: score (docs/pte-rules.md §3.4)', () => {
  it.each(fixtures.responses)('$name', ({ item: i, response, expected }) => {
    const it = fixtures.items[i]!;
    const r = def.score({ content: it.content, key: it.key, response: def.schemas.response.parse(response) });
    expect({ score: r.score, max: r.max }).toEqual(expected);
    expect(r.traits).toEqual([{ key: 'correctness', score: expected.score, max: expected.max }]);
    expect(r.parts!.filter((p) => p.correct)).toHaveLength(expected.score);
  });

  it('every fixture item parses, is answerable and is shown shuffled', () => {
    for (const it of fixtures.items) {
      expect(def.schemas.content.parse(it.content)).toEqual(it.content);
      def.schemas.key.parse(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
    }
  });

  it('the empty response scores 0 of boxes - 1', () => {
    expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) })).toMatchObject({ score: 0, max: 4 });
  });

  it('a shorter order scores only its own pairs; unknown ids break pairs; repeated pairs count once', () => {
    expect(run([K[2]!, K[3]!]).score).toBe(1);
    expect(run([K[0]!, 'zz', K[1]!]).score).toBe(0);
    expect(run([K[0]!, K[1]!, K[0]!, K[1]!]).score).toBe(1);
  });

  it('parts name each key pair with the paragraph the student put next', () => {
    const parts = run([K[0]!, K[2]!, K[1]!]).parts!;
    expect(parts).toHaveLength(4);
    const text = (id: string) => item.content.paragraphs.find((p) => p.id === id)!.text;
    expect(parts[0]).toEqual({ id: `${K[0]}>${K[1]}`, correct: false, given: text(K[2]!), expected: text(K[1]!) });
    expect(parts[3]).toMatchObject({ correct: false, given: null, expected: text(K[4]!) });
  });

  it('scrambled() keeps no correct adjacent pair', () => {
    for (let n = 2; n <= 8; n++) {
      const key = Array.from({ length: n }, (_, i) => `p${i}`);
      const shown = scrambled(key);
      expect([...shown].sort()).toEqual([...key].sort());
      expect(def.score({ content: { paragraphs: key.map((id) => ({ id, text: id })) }, key: { order: key }, response: { order: shown } }).score).toBe(0);
    }
  });
});

describe('reorder-paragraphs: validateItem', () => {
  const c = item.content;
  it('refuses an order with duplicates or missing ids', () => {
    const issues = def.validateItem(c, { order: [K[0]!, K[1]!, K[1]!, K[3]!, K[4]!] });
    expect(issues).toEqual([
      { path: 'key.order.2', message: `The order lists paragraph "${K[1]}" twice.` },
      { path: 'key.order', message: `The order must list every paragraph once; missing: "${K[2]}".` },
    ]);
  });

  it('refuses an order naming an unknown paragraph', () => {
    expect(def.validateItem(c, { order: [...K, 'nope'] })[0]).toEqual({ path: 'key.order.5', message: 'The order names a paragraph that does not exist ("nope").' });
  });

  it('refuses too few paragraphs, empty text, too many words, and an unshuffled display', () => {
    const bad: Content = { paragraphs: [{ id: 'a', text: 'word '.repeat(151) }, { id: 'b', text: ' ' }] };
    expect(def.validateItem(bad, { order: ['a', 'b'] }).map((i) => i.path)).toEqual(['content.paragraphs', 'content.paragraphs.1.text', 'content.paragraphs', 'content.paragraphs']);
    const inOrder: Content = { paragraphs: K.map((id) => c.paragraphs.find((p) => p.id === id)!) };
    expect(def.validateItem(inOrder, item.key)).toEqual([{ path: 'content.paragraphs', message: 'The paragraphs are shown in the correct order: shuffle them.' }]);
  });
});
