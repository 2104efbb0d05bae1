import { describe, expect, it } from 'vitest';
import { splitSpecs } from './split-specs.ts';

describe('splitSpecs', () => {
  it('gives each list about the same time, the longest file first', () => {
    const lists = splitSpecs(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts'], { 'a.spec.ts': 120, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 }, 2);
    // a 120; b 60 + c 50 + d 10 = 120; e (unknown, 10 s) to the first of the two equal lists
    expect(lists).toEqual([['a.spec.ts', 'e.spec.ts'], ['b.spec.ts', 'c.spec.ts', 'd.spec.ts']]);
  });

  it('puts every file in exactly one list, unknown files counted as 10 s', () => {
    const files = Array.from({ length: 9 }, (_, i) => `f${i}.spec.ts`);
    const lists = splitSpecs(files, {}, 2);
    expect(lists.flat().sort()).toEqual(files);
    expect(Math.abs(lists[0]!.length - lists[1]!.length)).toBeLessThanOrEqual(1);
  });
});
