import { describe, expect, it } from 'vitest';
import { isIsoDate, isoDateWindow, maskIsoDate, toAsciiDigits } from './typed-date';

describe('a date typed as yyyy-MM-dd', () => {
  it('puts the hyphens in as the digits come, and takes them out again on delete', () => {
    expect(['2', '2026', '20260', '202609', '2026091', '20260915'].map(maskIsoDate)).toEqual(['2', '2026', '2026-0', '2026-09', '2026-09-1', '2026-09-15']);
    // deleting the hyphen after "2026-" leaves the year, not a hyphen that comes straight back
    expect(maskIsoDate('2026-')).toBe('2026');
    expect(maskIsoDate('2026-09-')).toBe('2026-09');
  });
  it('takes pasted dates with other separators, ignores letters and stops at eight digits', () => {
    expect(maskIsoDate('2026/09/15')).toBe('2026-09-15');
    expect(maskIsoDate('2026.09.15 ')).toBe('2026-09-15');
    expect(maskIsoDate('20260915123')).toBe('2026-09-15');
    expect(maskIsoDate('abc')).toBe('');
  });
  it('reads Bengali digits', () => {
    expect(toAsciiDigits('২০২৬-০৯-১৫')).toBe('2026-09-15');
    expect(maskIsoDate('২০২৬০৯১৫')).toBe('2026-09-15');
  });
  it('knows a real day from an impossible one', () => {
    expect(isIsoDate('2026-09-15')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('15/09/2026')).toBe(false);
    expect(isIsoDate('2026-9-15')).toBe(false);
  });
  it('gives a window from today', () => {
    expect(isoDateWindow(2, new Date(2026, 0, 31, 15))).toEqual({ min: '2026-01-31', max: '2028-01-31' });
  });
});
