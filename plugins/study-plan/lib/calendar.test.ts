import { describe, expect, it } from 'vitest';
import { byDay, countdown, isDay, monthGrid, openingDay, shiftDays, shiftMonth, weekOf } from './calendar';

describe('monthGrid', () => {
  it('covers the month in whole weeks starting on Saturday by default', () => {
    const weeks = monthGrid('2026-02-14');
    expect(weeks[0]![0]).toBe('2026-01-31'); // Saturday before Sunday 1 Feb
    expect(weeks.at(-1)!.at(-1)).toBe('2026-03-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat()).toContain('2026-02-28');
  });
  it('honours another first weekday', () => {
    expect(monthGrid('2026-02-01', 1)[0]![0]).toBe('2026-01-26');
  });
});

describe('days', () => {
  it('weekOf, shifts and the day check', () => {
    expect(weekOf('2026-03-04')).toEqual(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('tomorrow')).toBe(false);
  });
  it('groups tasks by day in their order', () => {
    const m = byDay([{ day: '2026-01-02', position: 1, n: 'b' }, { day: '2026-01-01', position: 0, n: 'x' }, { day: '2026-01-02', position: 0, n: 'a' }]);
    expect([...m.keys()]).toEqual(['2026-01-01', '2026-01-02']);
    expect(m.get('2026-01-02')!.map((t) => t.n)).toEqual(['a', 'b']);
  });
  it('opens on today inside the plan, else on its first day', () => {
    expect(openingDay('2026-03-05', '2026-03-01', '2026-03-20')).toBe('2026-03-05');
    expect(openingDay('2026-05-05', '2026-03-01', '2026-03-20')).toBe('2026-03-01');
    expect(openingDay('2026-05-05', null, null)).toBe('2026-05-05');
  });
  it('counts down to the exam', () => {
    expect(countdown(null)).toEqual({ key: 'none', count: 0 });
    expect(countdown(12)).toEqual({ key: 'days', count: 12 });
    expect(countdown(0)).toEqual({ key: 'today', count: 0 });
    expect(countdown(-2)).toEqual({ key: 'past', count: 2 });
  });
});
