import { describe, expect, it } from 'vitest';
import { inactiveDaysOf } from './inactive-days';

describe('inactiveDaysOf', () => {
  it('takes a whole number of days from 1 to 365, else the default 14', () => {
    expect(inactiveDaysOf('7')).toBe(7);
    expect(inactiveDaysOf('365')).toBe(365);
    for (const bad of [null, '', '0', '-3', '2.5', '366', 'abc']) expect(inactiveDaysOf(bad)).toBe(14);
  });
});
