import { describe, expect, it } from 'vitest';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

const item = fixtures.items[0]!;
const score = (selected: number[]) => def.score({ content: item.content, key: item.key, response: { selected } });

describe('highlight-incorrect-words scoring (docs/pte-rules.md §3.3)', () => {
  it.each(fixtures.responses.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const it = fixtures.items[r.item]!;
    const result = def.score({ content: it.content, key: it.key, response: r.response });
    expect({ score: result.score, max: result.max }).toEqual(r.expected);
    expect(result.needsHuman).toBe(false);
  });

  it('compares positions, not strings: the same word elsewhere is a wrong click', () => {
    // "of" appears at 6 and 16; "the" at 7 and 17 (key). Clicking the other "the" is wrong.
    expect(score([7]).score).toBe(0);
    expect(score([17]).score).toBe(1);
    expect(score([17, 7]).score).toBe(0);
  });

  it('counts a duplicated click once and floors at 0', () => {
    expect(score([4, 4, 4]).score).toBe(1);
    expect(score([0, 1, 2, 3]).score).toBe(0);
  });

  it('treats an index outside the transcript as a wrong click', () => {
    expect(score([4, 11, 999]).score).toBe(1);
  });

  it('reports parts with what the audio said and measures', () => {
    const r = score([4, 9]);
    expect(r.parts).toEqual([
      { id: '4', correct: true, given: 'small', expected: 'tiny' },
      { id: '9', correct: false, given: 'floor,', expected: null },
      { id: '11', correct: false, given: null, expected: 'they' },
      { id: '17', correct: false, given: null, expected: 'all' },
    ]);
    expect(r.measures).toMatchObject({ differingWords: 3, rightClicks: 1, wrongClicks: 1, missed: 2 });
    expect(r.traits).toEqual([{ key: 'correctWords', score: 0, max: 3 }]);
  });

  it('the fixture audio scripts differ from the transcript exactly at the key positions', () => {
    for (const it of fixtures.items) {
      const shown = it.content.transcript.split(/\s+/);
      const heard = it.audioScript!.split(/\s+/);
      expect(heard.length).toBe(shown.length);
      const differing = shown.flatMap((w, i) => (w === heard[i] ? [] : [i]));
      expect(differing).toEqual([...it.key.positions].sort((a, b) => a - b));
    }
  });
});

describe('highlight-incorrect-words validateItem', () => {
  it('accepts the fixtures', () => {
    for (const it of fixtures.items) expect(def.validateItem(it.content, it.key)).toEqual([]);
  });
  it('refuses an item with no differing word', () => {
    expect(def.validateItem(item.content, { positions: [], spoken: [] }).map((i) => i.path)).toContain('key.positions');
  });
  it('refuses a marked word whose spoken word is the same as displayed', () => {
    expect(def.validateItem(item.content, { positions: [4], spoken: ['Small'] }).map((i) => i.path)).toEqual(['key.spoken.0']);
  });
  it('refuses an index out of range, a duplicate and a missing spoken word', () => {
    const paths = def.validateItem(item.content, { positions: [4, 41, 4], spoken: ['tiny', 'x'] }).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['key.positions.1', 'key.positions.2', 'key.spoken.2', 'key.spoken']));
  });
  it('refuses missing audio and transcript', () => {
    const paths = def.validateItem({ audio: '', transcript: ' ' }, item.key).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['content.audio', 'content.transcript']));
  });
  it('the schemas parse the fixtures and refuse negatives', () => {
    expect(def.schemas.content.safeParse(item.content).success).toBe(true);
    expect(def.schemas.key.safeParse(item.key).success).toBe(true);
    expect(def.schemas.response.safeParse({ selected: [-1] }).success).toBe(false);
    expect(def.emptyResponse(item.content)).toEqual({ selected: [] });
  });
});
