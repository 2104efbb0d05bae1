import { describe, expect, it } from 'vitest';
import { weekChange } from './trends';

describe('weekChange', () => {
  it('compares the last week with the one before', () => {
    expect(weekChange([0, 3, 5])).toEqual({ current: 5, previous: 3, delta: 2, direction: 'up' });
    expect(weekChange([4, 1])).toEqual({ current: 1, previous: 4, delta: -3, direction: 'down' });
    expect(weekChange([2, 2])).toMatchObject({ delta: 0, direction: 'same' });
  });
  it('an empty or one-week series compares with 0', () => {
    expect(weekChange([])).toEqual({ current: 0, previous: 0, delta: 0, direction: 'same' });
    expect(weekChange([3])).toMatchObject({ previous: 0, direction: 'up' });
  });
});
