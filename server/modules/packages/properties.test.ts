import { describe, expect, it } from 'vitest';
import { basePrice, PackageProperties, perDays, PRICE_TABLE } from './properties.ts';

describe('the suggested base price (docs/product-spec.md §11: integers only)', () => {
  it('is the base for nothing chosen, scaled by the duration and rounded up', () => {
    expect(basePrice({}, 30)).toEqual({ price_minor: PRICE_TABLE.base.per30, breakdown: [{ part: 'base', price_minor: 50_000 }] });
    expect(perDays(50_000, 1)).toBe(1_667);
    expect(perDays(50_000, 45)).toBe(75_000);
    expect(Number.isInteger(basePrice({}, 7).price_minor)).toBe(true);
  });

  it('adds each enabled part: counts times the unit, unlimited per 30 days, disabled parts nothing', () => {
    const r = basePrice(
      {
        pte_practice: { enabled: true, sections: ['speaking'] },
        practice_test: { enabled: true, count: 10 },
        mock_test: { enabled: true, count: null },
        quiz: { enabled: false, count: 100 },
        materials: { enabled: true },
        one_to_one_appointment: { enabled: true, count: 2, minutes: 30 },
      },
      60,
    );
    expect(r.breakdown).toEqual([
      { part: 'base', price_minor: 100_000 },
      { part: 'pte_practice', price_minor: 50_000 },
      { part: 'practice_test', price_minor: 50_000 },
      { part: 'mock_test', price_minor: 600_000 },
      { part: 'materials', price_minor: 60_000 },
      { part: 'one_to_one_appointment', price_minor: 60_000 },
    ]);
    expect(r.price_minor).toBe(r.breakdown.reduce((s, p) => s + p.price_minor, 0));
  });

  it('prices PTE practice of no sections or all four as every section', () => {
    const all = basePrice({ pte_practice: { enabled: true, sections: [] } }, 30).breakdown[1];
    expect(all).toEqual({ part: 'pte_practice', price_minor: 80_000 });
    expect(basePrice({ pte_practice: { enabled: true, sections: ['speaking', 'writing', 'reading', 'listening'] } }, 30).breakdown[1]).toEqual(all);
  });

  it('never goes past the largest amount a package may cost', () => {
    const huge = basePrice({ live_class: { enabled: true, count: 10_000 }, one_to_one_appointment: { enabled: true, count: 10_000, minutes: 480 } }, 3660);
    expect(huge.price_minor).toBeLessThanOrEqual(1_000_000_000_000);
  });

  it('the properties shape refuses unknown parts, fractions and out-of-range counts', () => {
    expect(PackageProperties.safeParse({ quiz: { enabled: true, count: 1.5 } }).success).toBe(false);
    expect(PackageProperties.safeParse({ quiz: { enabled: true, count: 10_001 } }).success).toBe(false);
    expect(PackageProperties.safeParse({ teleport: { enabled: true } }).success).toBe(false);
    expect(PackageProperties.safeParse({ quiz: { enabled: true, count: null, extra: 1 } }).success).toBe(false);
    expect(PackageProperties.safeParse({ one_to_one_appointment: { enabled: true, count: 1, minutes: 2 } }).success).toBe(false);
    expect(PackageProperties.safeParse({ quiz: { enabled: true, count: null }, materials: { enabled: false } }).success).toBe(true);
  });
});
