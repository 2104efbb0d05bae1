import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { key as keySchema, LIMITS } from './schema.ts';

const item = fixtures.items[0]!;
const score = (response: { recording: string | null; transcript?: string }, evidence?: Parameters<typeof def.score>[0]['evidence']) =>
  def.score({ content: item.content, key: item.key, response, evidence });
const typed = (t: string) => score({ recording: null, transcript: t }).score;

describe('answer-short-question scoring (docs/pte-rules.md §3.8)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.needsHuman).toBe(false);
  });

  it('the four worked rows', () => {
    expect([typed('seven'), typed('seven days'), typed('six'), typed('six or seven')]).toEqual([1, 1, 0, 0]);
  });

  it('ignores case, punctuation and fillers; accepts the digit form', () => {
    expect(typed('Um... SEVEN!')).toBe(1);
    expect(typed('7')).toBe(1);
    expect(typed('several')).toBe(0);
  });

  it('an assessor transcript of the recording decides; without one the recording waits for a trainer', () => {
    expect(score({ recording: '/files/r.ogg' }, { transcript: 'seven days' })).toMatchObject({ score: 1, needsHuman: false });
    expect(score({ recording: '/files/r.ogg' })).toMatchObject({ score: 0, needsHuman: true });
    expect(score({ recording: '/files/r.ogg' }, { traits: { vocabulary: 1 } })).toMatchObject({ score: 1, needsHuman: false });
  });

  it('reports the answer as a part and what was heard', () => {
    const r = score({ recording: null, transcript: 'six or seven' });
    expect(r.parts).toEqual([{ id: 'answer', correct: false, given: 'six or seven', expected: 'seven / 7' }]);
    expect(r.measures).toMatchObject({ heard: 'seven', hedge: 'six' });
  });

  it('validateItem needs audio and an accepted answer, and no answer both accepted and competing', () => {
    expect(def.validateItem({ audio: '' }, { accepted: [' '], competing: [] }).map((i) => i.path)).toEqual(['content.audio', 'key.accepted']);
    expect(def.validateItem(item.content, { accepted: ['seven'], competing: ['Seven'] }).map((i) => i.path)).toEqual(['key.competing.0']);
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
  it('the key keeps an optional transcript of the audio (the seed script), bounded', () => {
    expect(item.key.transcript).toBe(item.audioScript);
    expect(keySchema.safeParse(item.key).success).toBe(true);
    expect(keySchema.safeParse({ ...item.key, transcript: 'x'.repeat(LIMITS.transcriptChars + 1) }).success).toBe(false);
  });
});
