import { describe, expect, it } from 'vitest';
import { defaultChoice, isoDay, newIdempotencyKey, runsToday } from './renewal';

describe('renewal rules', () => {
  it('runs today only when active, started and not ended', () => {
    const today = '2026-11-25';
    expect(runsToday({ status: 'active', starts_on: '2026-11-25', ends_on: '2026-12-24' }, today)).toBe(true);
    expect(runsToday({ status: 'active', starts_on: '2026-11-26', ends_on: '2026-12-24' }, today)).toBe(false);
    expect(runsToday({ status: 'active', starts_on: '2026-10-01', ends_on: '2026-11-24' }, today)).toBe(false);
    expect(runsToday({ status: 'pending', starts_on: null, ends_on: null }, today)).toBe(false);
    expect(runsToday(null, today)).toBe(false);
  });
  it('offers the package held last, else the first', () => {
    expect(defaultChoice([{ id: 1 }, { id: 2 }], 2)).toBe(2);
    expect(defaultChoice([{ id: 1 }, { id: 2 }], 9)).toBe(1);
    expect(defaultChoice([], null)).toBeNull();
  });
  it('makes keys the server accepts (8-128 printable)', () => {
    const k = newIdempotencyKey();
    expect(k.length).toBeGreaterThanOrEqual(8);
    expect(k.length).toBeLessThanOrEqual(128);
    expect(k).toMatch(/^[\x21-\x7e]+$/);
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
