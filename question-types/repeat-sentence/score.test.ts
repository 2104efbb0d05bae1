import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const score = (response: { recording: string | null; transcript?: string }, evidence?: Parameters<typeof def.score>[0]['evidence']) =>
  def.score({ content: item.content, key: item.key, response, evidence });

describe('repeat-sentence scoring (docs/pte-rules.md §3.9)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });

  it('ignores leading and trailing extra material', () => {
    expect(score({ recording: null, transcript: 'okay so the lecture has been moved to the main hall right' }).traits[0]!.score).toBe(3);
  });

  it('an assessor transcript wins over the typed one; trainer evidence completes the item', () => {
    const r = score({ recording: '/files/r.ogg', transcript: 'nothing' }, { transcript: 'The lecture has been moved to the main hall', traits: { pronunciation: 4, oralFluency: 5 } });
    expect(r).toMatchObject({ score: 12, max: 13, needsHuman: false });
  });

  it('pending traits make needsHuman true', () => {
    const r = score({ recording: '/files/r.ogg' });
    expect(r.needsHuman).toBe(true);
    expect(r.traits.map((t) => t.pending)).toEqual([true, true, true]);
    expect(score({ recording: null, transcript: '' })).toMatchObject({ score: 0, needsHuman: false });
  });

  it('validateItem needs audio and a sentence', () => {
    expect(def.validateItem({ audio: '' }, { sentence: '' }).map((i) => i.path)).toEqual(['content.audio', 'key.sentence']);
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
});
