import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const score = (recording: string | null, evidence?: Parameters<typeof def.score>[0]['evidence']) => def.score({ content: item.content, key: item.key, response: { recording }, evidence });

describe('describe-image scoring (docs/pte-rules.md §3.14)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });
  it('combines trainer evidence: content 4, fluency 3, pronunciation 4 -> 11/15', () => {
    expect(score('/files/r.ogg', { traits: { content: 4, oralFluency: 3, pronunciation: 4 } })).toMatchObject({ score: 11, max: 15, needsHuman: false });
  });
  it('pending traits make needsHuman true', () => {
    const r = score('/files/r.ogg', { traits: { content: 4 } });
    expect(r).toMatchObject({ score: 4, needsHuman: true });
    expect(r.traits.filter((t) => t.pending).map((t) => t.key)).toEqual(['pronunciation', 'oralFluency']);
  });
  it('no speech scores 0 with nothing pending', () => {
    expect(score(null)).toMatchObject({ score: 0, needsHuman: false });
  });
  it('validateItem needs an image and its text alternative', () => {
    expect(def.validateItem({ image: '', alt: '' }, { modelAnswer: '' }).map((i) => i.path)).toEqual(['content.image', 'content.alt']);
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
});
