import { describe, expect, it } from 'vitest';
import { fillWeeks, lastWeeks, weekStart } from './weeks.ts';

describe('week buckets', () => {
  it('a week starts on Monday (UTC), Sunday belongs to the week before it', () => {
    expect(weekStart(new Date('2026-11-25T13:00:00Z'))).toBe('2026-11-23'); // Wednesday
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // Monday itself
    expect(weekStart(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // Sunday
    expect(weekStart(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28'); // across a year
  });
  it('lists the last n weeks, oldest first, ending with the current one', () => {
    expect(lastWeeks(new Date('2026-11-25T13:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });
  it('fills weeks without rows with 0, adds rows of the same week, ignores rows outside', () => {
    const weeks = ['2026-11-09', '2026-11-16', '2026-11-23'];
    expect(fillWeeks(weeks, [{ week: new Date('2026-11-16T00:00:00Z'), n: '4' }, { week: '2026-11-23', n: 1 }, { week: '2026-11-23 00:00:00+00', n: 2 }, { week: '2026-10-05', n: 9 }])).toEqual([0, 4, 3]);
  });
});
