import { describe, expect, it } from 'vitest';
import { addDaysIso, addMonthsIso, allocatePayment, discountMinor, documentNumber, instalmentPlan, invoiceStatus, splitInstalments } from './money.ts';

describe('discountMinor', () => {
  it('floors a percentage', () => {
    expect(discountMinor(999, 'PERCENT', 10)).toBe(99);
    expect(discountMinor(100_00, 'PERCENT', 100)).toBe(100_00);
    expect(discountMinor(1, 'PERCENT', 50)).toBe(0);
  });
  it('is exact for huge amounts', () => {
    expect(discountMinor(9_007_199_254_740_991, 'PERCENT', 33)).toBe(Number((9_007_199_254_740_991n * 33n) / 100n));
  });
  it('caps a fixed amount at the subtotal', () => {
    expect(discountMinor(500, 'FIXED', 200)).toBe(200);
    expect(discountMinor(500, 'FIXED', 900)).toBe(500);
  });
  it('refuses nonsense', () => {
    expect(() => discountMinor(1.5, 'FIXED', 1)).toThrow(RangeError);
    expect(() => discountMinor(100, 'PERCENT', 101)).toThrow(RangeError);
  });
});

describe('splitInstalments', () => {
  it('puts the remainder on the first', () => {
    expect(splitInstalments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitInstalments(1000, 1)).toEqual([1000]);
    expect(splitInstalments(10, 4)).toEqual([4, 2, 2, 2]);
  });
  it('never makes a zero part', () => {
    expect(splitInstalments(2, 5)).toEqual([1, 1]);
    expect(splitInstalments(0, 3)).toEqual([]);
  });
  it('always adds up', () => {
    for (const [t, n] of [[7, 3], [123457, 12], [1, 1], [99, 7]] as const) expect(splitInstalments(t, n).reduce((a, b) => a + b, 0)).toBe(t);
  });
});

describe('dates', () => {
  it('adds months, clamping to the month end', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2026-11-25', 2)).toBe('2027-01-25');
    expect(addMonthsIso('2026-11-25', 0)).toBe('2026-11-25');
  });
  it('adds days', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('plans monthly instalments from the issue date', () => {
    expect(instalmentPlan(1000, 3, '2026-11-25')).toEqual([
      { dueOn: '2026-11-25', amountMinor: 334 },
      { dueOn: '2026-12-25', amountMinor: 333 },
      { dueOn: '2027-01-25', amountMinor: 333 },
    ]);
  });
});

describe('allocatePayment', () => {
  const inst = [
    { id: 1, seq: 1, amountMinor: 400, paidMinor: 400 },
    { id: 2, seq: 2, amountMinor: 300, paidMinor: 100 },
    { id: 3, seq: 3, amountMinor: 300, paidMinor: 0 },
  ];
  it('fills the oldest due ones', () => {
    expect(allocatePayment(inst, 250)).toEqual([{ id: 2, addMinor: 200 }, { id: 3, addMinor: 50 }]);
  });
  it('starts with the named one', () => {
    expect(allocatePayment(inst, 350, 3)).toEqual([{ id: 3, addMinor: 300 }, { id: 2, addMinor: 50 }]);
  });
});

describe('status and numbers', () => {
  it('derives the status', () => {
    expect(invoiceStatus(100, 0)).toBe('unpaid');
    expect(invoiceStatus(100, 1)).toBe('partial');
    expect(invoiceStatus(100, 100)).toBe('paid');
    expect(invoiceStatus(0, 0)).toBe('paid');
  });
  it('pads numbers', () => {
    expect(documentNumber('INV', 2026, 42)).toBe('INV-2026-000042');
  });
});
