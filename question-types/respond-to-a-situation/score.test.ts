import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const score = (recording: string | null, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { recording }, evidence });

describe('respond-to-a-situation scoring (docs/pte-rules.md §3.14)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });
  it('worked example: content 5, fluency 4, pronunciation 4 -> 13/16', () => {
    expect(score('/files/r.ogg', { traits: { content: 5, oralFluency: 4, pronunciation: 4 } })).toMatchObject({ score: 13, max: 16, needsHuman: false });
  });
  it('pending traits make needsHuman true; silence scores 0', () => {
    expect(score('/files/r.ogg', { traits: { content: 5 } })).toMatchObject({ score: 5, needsHuman: true });
    expect(score(null)).toMatchObject({ score: 0, needsHuman: false });
  });
  it('validateItem: situation text up to 60 words and its audio', () => {
    expect(def.validateItem({ situation: 'w '.repeat(61), audio: '' }, { modelAnswer: '' }).map((i) => i.path)).toEqual(['content.situation', 'content.audio']);
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
});
