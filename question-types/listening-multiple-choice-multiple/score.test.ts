import { describe, expect, it } from 'vitest';
import { expectSeedRecordings } from '../kit/testing/listening-fixture-checks.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key } from './schema.ts';

const item = fixtures.items[0]!;
const scoreOf = (selected: string[]) => def.score({ content: item.content, key: item.key, response: { selected } });

describe('listening-multiple-choice-multiple scoring (docs/pte-rules.md §3.2)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.traits).toEqual([{ key: 'correctness', score: r.expected.score, max: r.expected.max }]);
    expect(result.needsHuman).toBe(false);
  });

  it('counts a repeated id once', () => {
    expect(scoreOf(['A', 'A', 'A']).score).toBe(1);
    expect(scoreOf(['A', 'C', 'E', 'E']).score).toBe(3);
  });

  it('counts unknown ids as incorrect and never goes below 0', () => {
    expect(scoreOf(['A', 'C', 'Z']).score).toBe(1);
    expect(scoreOf(['X', 'Y', 'Z']).score).toBe(0);
    expect(scoreOf(['a', 'c']).score).toBe(0);
  });

  it('an empty or missing response scores 0', () => {
    expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) }).score).toBe(0);
    expect(def.score({ content: item.content, key: item.key, response: undefined as never }).score).toBe(0);
  });

  it('reports right, wrong and missed options for the Review', () => {
    const r = scoreOf(['A', 'B']);
    expect(r.measures).toEqual({ right: 1, wrong: 1, missed: 2 });
    const byId = Object.fromEntries(r.parts!.map((p) => [p.id, p]));
    expect(byId.A).toMatchObject({ correct: true, given: item.content.options[0]!.text, expected: item.content.options[0]!.text });
    expect(byId.B).toMatchObject({ correct: false, given: item.content.options[1]!.text, expected: null });
    expect(byId.C).toMatchObject({ correct: false, given: null, expected: item.content.options[2]!.text });
    expect(byId.D).toMatchObject({ correct: true, given: null, expected: null });
  });
});

describe('listening-multiple-choice-multiple items', () => {
  it('every fixture item parses and is valid', () => {
    for (const it of fixtures.items) {
      expect(contentSchema.parse(it.content)).toEqual(it.content);
      expect(keySchema.parse(it.key)).toEqual(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
    }
    expectSeedRecordings('listening-multiple-choice-multiple', fixtures.items);
    expect(responseSchema.parse({ selected: [] })).toEqual({ selected: [] });
  });

  it('refuses: no correct option, a key option that does not exist, a repeated key, one correct only, every option correct', () => {
    const content: Content = item.content;
    const paths = (k: Key, c: Content = content) => def.validateItem(c, k).map((i) => i.path);
    expect(paths({ correct: [] })).toEqual(['key.correct']);
    expect(paths({ correct: ['A', 'Z'] })).toEqual(['key.correct.1', 'key.correct']);
    expect(paths({ correct: ['A', 'C', 'A'] })).toEqual(['key.correct.2']);
    expect(paths({ correct: ['A'] })).toEqual(['key.correct']);
    expect(paths({ correct: ['A', 'B', 'C', 'D', 'E'] })).toEqual(['key.correct']);
    expect(paths(item.key, { ...content, audio: ' ' })).toEqual(['content.audio']);
    expect(paths(item.key, { ...content, options: [...content.options, { id: 'B', text: 'Again' }] })).toEqual(['content.options.5']);
    expect(paths(item.key, { ...content, options: content.options.map((o, i) => (i === 1 ? { ...o, text: content.options[0]!.text.toUpperCase() } : o)) })).toEqual(['content.options.1.text']);
  });

  it('routes to listening with a 7 s countdown, played once (docs/pte-rules.md §1.3)', () => {
    expect(def.traits[0]!.skills).toEqual(['listening']);
    expect(def.timing).toMatchObject({ preAudioSec: 7, audioPlays: 1, responseSec: null });
  });
});
