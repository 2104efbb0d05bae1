/**
 * What a package or course gives access to (`packages.properties`), its add-ons and a course's weekly schedule
 * (docs/product-spec.md §11), and the per-unit price table behind the suggested base price (GET package-base-price).
 * The zod shapes live in contracts.ts (the client takes their types from there); this file adds the pure price rules.
 */
import type { PackageProperties, PropertyKey } from './contracts.ts';
import { MAX_MINOR } from './contracts.ts';

export { AddOn, AddOns, DAYS, MAX_COUNT, MAX_MINOR, MoneyMinor, PackageProperties, PROPERTY_KEYS, Schedule, ScheduleSlot, SECTIONS } from './contracts.ts';
export type { PropertyKey } from './contracts.ts';

/**
 * The per-unit prices of the suggested base price, in minor units of the centre's currency (paisa for BDT).
 * `per30` parts scale with the duration (per 30 days, rounded up); `each` parts multiply by the count; an unlimited
 * count (null) costs `unlimitedPer30` instead. Our figures: a starting point the author overrides.
 */
export const PRICE_TABLE = {
  base: { per30: 50_000 },
  pte_practice: { per30AllSections: 80_000, per30PerSection: 25_000 },
  practice_test: { each: 5_000, unlimitedPer30: 150_000 },
  mock_test: { each: 15_000, unlimitedPer30: 300_000 },
  quiz: { each: 2_000, unlimitedPer30: 60_000 },
  materials: { per30: 30_000 },
  live_class: { each: 20_000, unlimitedPer30: 400_000 },
  webinars: { each: 10_000, unlimitedPer30: 100_000 },
  one_to_one_appointment: { perMinute: 1_000, unlimitedPer30: 500_000 },
} as const;

/** amount × days / 30, rounded up, in integers. */
export function perDays(per30: number, days: number): number {
  return Math.ceil((per30 * days) / 30);
}

export interface BasePrice {
  price_minor: number;
  breakdown: { part: 'base' | PropertyKey; price_minor: number }[];
}

/** The suggested base price of what the wizard chose (docs/product-spec.md §11: integers only). */
export function basePrice(properties: PackageProperties, durationDays: number): BasePrice {
  const T = PRICE_TABLE;
  const parts: BasePrice['breakdown'] = [{ part: 'base', price_minor: perDays(T.base.per30, durationDays) }];
  const counted = (key: 'practice_test' | 'mock_test' | 'quiz' | 'live_class' | 'webinars') => {
    const p = properties[key];
    if (!p?.enabled) return;
    const price = p.count === null ? perDays(T[key].unlimitedPer30, durationDays) : p.count * T[key].each;
    parts.push({ part: key, price_minor: price });
  };
  const pte = properties.pte_practice;
  if (pte?.enabled) {
    const n = pte.sections.length;
    parts.push({ part: 'pte_practice', price_minor: perDays(n === 0 || n === 4 ? T.pte_practice.per30AllSections : n * T.pte_practice.per30PerSection, durationDays) });
  }
  counted('practice_test');
  counted('mock_test');
  counted('quiz');
  if (properties.materials?.enabled) parts.push({ part: 'materials', price_minor: perDays(T.materials.per30, durationDays) });
  counted('live_class');
  counted('webinars');
  const o2o = properties.one_to_one_appointment;
  if (o2o?.enabled) {
    parts.push({ part: 'one_to_one_appointment', price_minor: o2o.count === null ? perDays(T.one_to_one_appointment.unlimitedPer30, durationDays) : o2o.count * o2o.minutes * T.one_to_one_appointment.perMinute });
  }
  const total = parts.reduce((sum, p) => sum + p.price_minor, 0);
  return { price_minor: Math.min(total, MAX_MINOR), breakdown: parts };
}
