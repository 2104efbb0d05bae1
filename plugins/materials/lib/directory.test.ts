import { describe, expect, it } from 'vitest';
import { directoryOf, type DirectoryItem } from './directory';

const item = (id: number, o: Partial<DirectoryItem> = {}): DirectoryItem => ({ id, kind: 'pdf', special: false, source: 'platform', groups: [], courses: [], packages: [], ...o });

describe('directoryOf', () => {
  it('files each material under every group, course and kind it belongs to', () => {
    const d = directoryOf(
      [
        item(1, { groups: [{ id: 5, name: 'Morning' }], kind: 'video' }),
        item(2, { groups: [{ id: 5, name: 'Morning' }, { id: 6, name: 'Evening' }], special: true }),
        item(3, { courses: [{ id: 9, name: 'Full course' }], packages: [{ id: 8, name: 'Basic' }] }),
        item(4, { source: 'student' }),
      ],
      (k) => k.toUpperCase(),
    );
    expect(d.groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([['Evening', [2]], ['Morning', [1, 2]]]);
    expect(d.courses.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([['Basic', [3]], ['Full course', [3]]]);
    expect(d.special.map((i) => i.id)).toEqual([2]);
    expect(d.kinds.map((k) => [k.label, k.items.map((i) => i.id)])).toEqual([['PDF', [2, 3]], ['VIDEO', [1]]]);
    expect(d.mine.map((i) => i.id)).toEqual([4]);
  });
  it('is empty for no materials', () => {
    expect(directoryOf([], String)).toEqual({ groups: [], courses: [], special: [], kinds: [], mine: [] });
  });
});
