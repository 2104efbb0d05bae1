import { describe, expect, it } from 'vitest';
import { addDays, instantsToWindow, isCalendarDate, normaliseCode, PROMO_CODE_RE, sumTotals, windowToInstants, ZERO_TOTALS } from './rules.ts';

describe('branches rules', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('keeps a promo window in whole days, the end day included', () => {
    const w = windowToInstants('2026-06-01', '2026-06-01');
    expect(w.startsAt!.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(w.endsAt!.toISOString()).toBe('2026-06-02T00:00:00.000Z');
    expect(w.endsAt! > w.startsAt!).toBe(true);
    expect(instantsToWindow(w.startsAt, w.endsAt)).toEqual({ starts_on: '2026-06-01', ends_on: '2026-06-01' });
    expect(instantsToWindow(null, null)).toEqual({ starts_on: null, ends_on: null });
  });

  it('upper-cases codes and allows only A-Z 0-9 _ -', () => {
    expect(normaliseCode(' welcome10 ')).toBe('WELCOME10');
    expect(PROMO_CODE_RE.test('FLAT-500_X')).toBe(true);
    expect(PROMO_CODE_RE.test('AB')).toBe(false);
    expect(PROMO_CODE_RE.test('ÉTÉ')).toBe(false);
  });

  it('sums report rows exactly', () => {
    const big = 2 ** 50 + 1;
    const row = { ...ZERO_TOTALS, billed_minor: big, collected_minor: 1, outstanding_minor: big - 1, overdue_count: 2 };
    expect(sumTotals([row, row])).toMatchObject({ billed_minor: 2 * big, collected_minor: 2, outstanding_minor: 2 * big - 2, overdue_count: 4 });
  });
});
