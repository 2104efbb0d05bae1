import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputText, parseMoney } from './format';

describe('formatMoney', () => {
  it('shows whole amounts without decimals and parts with two', () => {
    expect(formatMoney(950000, 'BDT', 'en')).toMatch(/^BDT\s?9,500$/);
    expect(formatMoney(950050, 'BDT', 'en')).toMatch(/^BDT\s?9,500\.50$/);
    expect(formatMoney(0, 'BDT', 'en')).toMatch(/^BDT\s?0$/);
  });
  it('writes Bengali digits with the taka sign in Bengali', () => {
    const text = formatMoney(950000, 'BDT', 'bn');
    expect(text).toContain('৳');
    expect(text).toMatch(/[০-৯]/);
    expect(text).not.toMatch(/[0-9]/);
  });
  it('survives an unknown currency code', () => {
    expect(formatMoney(1234, 'XX1', 'en')).toBe('XX1 12.34');
  });
});

describe('parseMoney', () => {
  it('reads major units into minor units without floating point', () => {
    expect(parseMoney('9500')).toBe(950000);
    expect(parseMoney('9,500.5')).toBe(950050);
    expect(parseMoney(' 0.07 ')).toBe(7);
    expect(parseMoney('1.10')).toBe(110);
    expect(parseMoney('৯৫০০')).toBe(950000);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', '-5', '1e3', '1.234', 'abc', '12.3.4', '+7']) expect(parseMoney(bad)).toBeNull();
  });
  it('round-trips through the input text', () => {
    for (const minor of [0, 5, 110, 950000, 950050]) expect(parseMoney(moneyInputText(minor))).toBe(minor);
  });
});
