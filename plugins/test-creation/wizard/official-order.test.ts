import { describe, expect, it } from 'vitest';
import { inOfficialOrder, officialRank, partOf } from './official-order';

describe('the official PTE order', () => {
  it('puts part 1 (speaking, writing) before reading before listening, types in docs/pte-rules.md order, stable within a type', () => {
    const items = [
      { id: 1, type: 'write-from-dictation' },
      { id: 2, type: 'reorder-paragraphs' },
      { id: 3, type: 'write-essay' },
      { id: 4, type: 'read-aloud' },
      { id: 5, type: 'reorder-paragraphs' },
      { id: 6, type: 'repeat-sentence' },
    ];
    expect(inOfficialOrder(items).map((x) => x.id)).toEqual([4, 6, 3, 2, 5, 1]);
  });
  it('puts unknown types last and knows each type part', () => {
    expect(inOfficialOrder([{ id: 1, type: 'zzz' }, { id: 2, type: 'read-aloud' }]).map((x) => x.id)).toEqual([2, 1]);
    expect(officialRank('read-aloud')).toBeLessThan(officialRank('write-essay'));
    expect(partOf('write-essay')).toBe(1);
    expect(partOf('reorder-paragraphs')).toBe(2);
    expect(partOf('write-from-dictation')).toBe(3);
    expect(partOf('nope')).toBeNull();
  });
});
