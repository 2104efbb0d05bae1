import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import { key as keySchema, LIMITS } from './schema.ts';

const item = fixtures.items[0]!;
const score = (recording: string | null, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { recording }, evidence });

describe('summarize-group-discussion scoring (docs/pte-rules.md §3.14)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });
  it('worked example: content 3, fluency 4, pronunciation 5 -> 12/16', () => {
    expect(score('/files/r.ogg', { traits: { content: 3, oralFluency: 4, pronunciation: 5 } })).toMatchObject({ score: 12, max: 16, needsHuman: false });
  });
  it('pending traits make needsHuman true; silence scores 0', () => {
    expect(score('/files/r.ogg').needsHuman).toBe(true);
    expect(score(null)).toMatchObject({ score: 0, needsHuman: false });
  });
  it('times a 2-minute answer after 10 s', () => {
    expect(def.timing).toMatchObject({ prepSec: 10, responseSec: 120, beep: true });
    expect(def.validateItem({ audio: '' }, { modelAnswer: '', keyPoints: [] }).map((i) => i.path)).toEqual(['content.audio']);
  });
  it('the key keeps an optional transcript of the audio (the seed script), bounded', () => {
    expect(item.key.transcript).toBe(item.audioScript);
    expect(keySchema.safeParse(item.key).success).toBe(true);
    expect(keySchema.safeParse({ ...item.key, transcript: 'x'.repeat(LIMITS.transcriptChars + 1) }).success).toBe(false);
  });
});
