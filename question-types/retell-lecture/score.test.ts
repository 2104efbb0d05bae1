import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { key as keySchema, LIMITS } from './schema.ts';

const item = fixtures.items[0]!;
const score = (recording: string | null, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { recording }, evidence });

describe('retell-lecture scoring (docs/pte-rules.md §3.14)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });
  it('combines trainer evidence and clamps to the ranges', () => {
    expect(score('/files/r.ogg', { traits: { content: 3, oralFluency: 4, pronunciation: 5 } })).toMatchObject({ score: 12, max: 15, needsHuman: false });
    expect(score('/files/r.ogg', { traits: { content: 6, oralFluency: 5, pronunciation: 5 } }).score).toBe(15);
  });
  it('pending traits make needsHuman true; a typed transcript counts as a response', () => {
    expect(score('/files/r.ogg').needsHuman).toBe(true);
    const typed = def.score({ content: item.content, key: item.key, response: { recording: null, transcript: 'bees pollinate crops' } });
    expect(typed.needsHuman).toBe(true);
    expect(score(null)).toMatchObject({ score: 0, needsHuman: false });
  });
  it('validateItem needs the lecture audio', () => {
    expect(def.validateItem({ audio: '' }, { modelAnswer: '', keyPoints: [] }).map((i) => i.path)).toEqual(['content.audio']);
  });
  it('the key keeps an optional transcript of the audio (the seed script), bounded', () => {
    expect(item.key.transcript).toBe(item.audioScript);
    expect(keySchema.safeParse(item.key).success).toBe(true);
    expect(keySchema.safeParse({ ...item.key, transcript: 'x'.repeat(LIMITS.transcriptChars + 1) }).success).toBe(false);
  });
});
