import { describe, expect, it } from 'vitest';
import { expectSeedRecordings } from '../kit/listening-fixture-checks.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key } from './schema.ts';

const item = fixtures.items[0]!;

describe('listening-multiple-choice-single scoring (§3.1)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.needsHuman).toBe(false);
    expect(result.traits).toEqual([{ key: 'correctness', score: r.expected.score, max: 1 }]);
  });

  // The rule itself (unknown ids, case, missing responses, the parts) is tested once in kit/scoring/choice.test.ts.
  it('the empty response scores 0', () => {
    expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) }).score).toBe(0);
  });
});

describe('listening-multiple-choice-single items', () => {
  it('every fixture item parses and is valid; the response schema takes null', () => {
    for (const it of fixtures.items) {
      expect(contentSchema.parse(it.content)).toEqual(it.content);
      expect(keySchema.parse(it.key)).toEqual(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
    }
    expectSeedRecordings('listening-multiple-choice-single', fixtures.items);
    expect(responseSchema.parse({ selected: null })).toEqual({ selected: null });
  });

  it('refuses a key option that does not exist, no correct option, duplicate ids, empty texts, no audio', () => {
    const content: Content = item.content;
    const paths = (c: Content, k: Key) => def.validateItem(c, k).map((i) => i.path);
    expect(paths(content, { correct: 'Z' })).toEqual(['key.correct']);
    expect(paths(content, { correct: '' })).toEqual(['key.correct']);
    const dup = { ...content, options: [...content.options, { id: 'A', text: 'Another' }] };
    expect(paths(dup, item.key)).toEqual(['content.options.4']);
    const blank = { ...content, options: content.options.map((o, i) => (i === 2 ? { ...o, text: '  ' } : o)) };
    expect(paths(blank, item.key)).toEqual(['content.options.2.text']);
    expect(paths({ ...content, audio: '' }, item.key)).toEqual(['content.audio']);
    expect(paths({ ...content, question: '' }, item.key)).toEqual(['content.question']);
    expect(contentSchema.safeParse({ ...content, audio: '' }).success).toBe(false);
  });

  it('keeps the transcript in the key, not in the content', () => {
    expect(contentSchema.parse({ ...item.content, transcript: 'secret' })).not.toHaveProperty('transcript');
  });
});
