import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const rec = '/files/x.ogg';
const score = (evidence?: Parameters<typeof def.score>[0]['evidence'], recording: string | null = rec) =>
  def.score({ content: item.content, key: item.key, response: { recording }, evidence });

describe('read-aloud scoring (docs/pte-rules.md §3.10)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
  });

  it('content = words − errors from an assessor transcript; max = the text length', () => {
    const words = item.content.text.split(/\s+/);
    const read = [...words.slice(0, 10), 'um', ...words.slice(12)].join(' '); // 2 omissions, a filler ignored
    const r = score({ transcript: read, traits: { pronunciation: 4, oralFluency: 3 } });
    expect(r.traits[0]).toEqual({ key: 'content', score: 43, max: 45 });
    expect(r).toMatchObject({ score: 43 + 4 + 3, max: 55, needsHuman: false });
    expect(r.measures).toMatchObject({ promptWords: 45, wordErrors: 2 });
  });

  it('combines trainer evidence; pending traits make needsHuman true', () => {
    expect(score({ traits: { content: 40, pronunciation: 3 } })).toMatchObject({ score: 43, needsHuman: true });
    expect(score().traits.every((t) => t.pending)).toBe(true);
    expect(score({ traits: { pronunciation: 9, oralFluency: -2, content: 45 } })).toMatchObject({ score: 45 + 5 + 0, needsHuman: false });
  });

  it('no recording and no transcript scores 0 with nothing pending; a typed transcript alone proves nothing', () => {
    expect(score(undefined, null)).toMatchObject({ score: 0, needsHuman: false });
    const typed = def.score({ content: item.content, key: item.key, response: { recording: null, transcript: item.content.text } });
    expect(typed).toMatchObject({ score: 0, needsHuman: false });
  });

  it('validateItem refuses an empty text and one over 60 words', () => {
    expect(def.validateItem({ text: '' }, {}).map((i) => i.path)).toEqual(['content.text']);
    expect(def.validateItem({ text: 'word '.repeat(61) }, {}).map((i) => i.path)).toEqual(['content.text']);
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
});
