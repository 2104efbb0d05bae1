import { describe, expect, it } from 'vitest';
import { bn } from 'date-fns/locale/bn';
import { formatApiDate, formatDisplayDate } from './format';

describe('formatDisplayDate', () => {
  it('shows day, abbreviated month, year and weekday', () => {
    expect(formatDisplayDate('2025-03-05')).toBe('5 Mar 2025, Wednesday');
    expect(formatDisplayDate(new Date(2024, 11, 25))).toBe('25 Dec 2024, Wednesday');
  });
  it('follows the locale', () => {
    const text = formatDisplayDate('2025-03-05', bn);
    expect(text).not.toContain('Wednesday');
    expect(text).toContain('বুধবার');
  });
  it('gives empty text for missing or invalid dates', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('nope')).toBe('');
  });
  it('formats API dates as yyyy-MM-dd', () => {
    expect(formatApiDate(new Date(2025, 0, 9))).toBe('2025-01-09');
  });
});
