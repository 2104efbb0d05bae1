import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key } from './schema.ts';

const item = fixtures.items[0]!;
const scoreOf = (selected: string | null) => def.score({ content: item.content, key: item.key, response: { selected } });

it('feeds listening and reading, with a 10 s countdown (§2 row 18)', () => {
  expect(def.traits[0]!.skills).toEqual(['listening', 'reading']);
  expect(def.timing.preAudioSec).toBe(10);
  expect(def.shortName).toBe('Highlight Correct Summery');
});

describe('highlight-correct-summary scoring (§3.1, one summary)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.needsHuman).toBe(false);
    expect(result.traits).toEqual([{ key: 'correctness', score: r.expected.score, max: 1 }]);
  });

  it('an unknown id or a missing response scores 0, never negative', () => {
    expect(scoreOf('Z').score).toBe(0);
    expect(scoreOf('Z').measures?.answered).toBe(false);
    expect(def.score({ content: item.content, key: item.key, response: undefined as never }).score).toBe(0);
    expect(def.score({ content: item.content, key: item.key, response: def.emptyResponse(item.content) }).score).toBe(0);
  });

  it('option ids are compared exactly (case matters for ids)', () => {
    expect(scoreOf('b').score).toBe(0);
  });

  it('reports each option with what was given and what the key expects', () => {
    const parts = scoreOf('D').parts!;
    expect(parts.find((p) => p.id === 'D')).toMatchObject({ correct: false, given: item.content.options[3]!.text, expected: null });
    expect(parts.find((p) => p.id === 'B')).toMatchObject({ correct: false, given: null, expected: item.content.options[1]!.text });
    expect(parts.find((p) => p.id === 'A')).toMatchObject({ correct: true, given: null, expected: null });
  });
});

describe('highlight-correct-summary items', () => {
  it('every fixture item parses and is valid; the response schema takes null', () => {
    for (const it of fixtures.items) {
      expect(contentSchema.parse(it.content)).toEqual(it.content);
      expect(keySchema.parse(it.key)).toEqual(it.key);
      expect(def.validateItem(it.content, it.key)).toEqual([]);
      expect(it.content.audio).toMatch(/^\/files\/seed\/highlight-correct-summary-\d\.ogg$/);
      const words = (it.audioScript ?? '').split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(40);
      expect(words).toBeLessThanOrEqual(120);
    }
    fixtures.items.forEach((it, i) => expect(it.content.audio).toBe(`/files/seed/highlight-correct-summary-${i + 1}.ogg`));
    expect(responseSchema.parse({ selected: null })).toEqual({ selected: null });
  });

  it('refuses a key summary that does not exist, none marked, duplicate ids, empty texts, fewer than 3 summaries, no audio', () => {
    const content: Content = item.content;
    const paths = (c: Content, k: Key) => def.validateItem(c, k).map((i) => i.path);
    expect(paths(content, { correct: 'Z' })).toEqual(['key.correct']);
    expect(paths(content, { correct: '' })).toEqual(['key.correct']);
    const dup = { ...content, options: [...content.options, { id: 'A', text: 'Another' }] };
    expect(paths(dup, item.key)).toEqual(['content.options.4']);
    expect(paths({ ...content, options: content.options.slice(0, 2) }, item.key)).toEqual(['content.options']);
    const blank = { ...content, options: content.options.map((o, i) => (i === 2 ? { ...o, text: '  ' } : o)) };
    expect(paths(blank, item.key)).toEqual(['content.options.2.text']);
    expect(paths({ ...content, audio: '' }, item.key)).toEqual(['content.audio']);
    expect(paths({ ...content, question: '' }, item.key)).toEqual([]);
    expect(contentSchema.safeParse({ ...content, audio: '' }).success).toBe(false);
  });

  it('keeps the transcript in the key, not in the content', () => {
    expect(contentSchema.parse({ ...item.content, transcript: 'secret' })).not.toHaveProperty('transcript');
  });
});
