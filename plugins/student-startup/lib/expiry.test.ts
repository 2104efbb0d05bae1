import { describe, expect, it } from 'vitest';
import { expiryDateText, isExpiredByDay } from './expiry';

describe('isExpiredByDay', () => {
  const today = new Date(2025, 5, 10, 23, 59);
  it('is expired only when the day is before today', () => {
    expect(isExpiredByDay('2025-06-09', today)).toBe(true);
    expect(isExpiredByDay('2025-06-10', today)).toBe(false);
    expect(isExpiredByDay('2025-06-11', today)).toBe(false);
  });
  it('compares days, not times', () => {
    expect(isExpiredByDay('2025-06-10T00:00:01', new Date(2025, 5, 10, 23, 0))).toBe(false);
    expect(isExpiredByDay('2025-06-09T23:59:59', new Date(2025, 5, 10, 0, 0, 1))).toBe(true);
  });
  it('never blocks on a missing or invalid date', () => {
    expect(isExpiredByDay(null, today)).toBe(false);
    expect(isExpiredByDay('not a date', today)).toBe(false);
  });
});

describe('expiryDateText', () => {
  it('tells unknown from invalid', () => {
    expect(expiryDateText(null)).toEqual({ kind: 'unknown' });
    expect(expiryDateText('')).toEqual({ kind: 'unknown' });
    expect(expiryDateText('2025-99-99')).toEqual({ kind: 'invalid' });
    expect(expiryDateText('2025-06-09').kind).toBe('date');
  });
});
