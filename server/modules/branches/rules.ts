/**
 * Pure rules of the branches module (no I/O): calendar dates, the promo window in whole days, and the due-and-
 * collection arithmetic the report's SQL must agree with (docs/product-spec.md §11: integer minor units only).
 */

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** yyyy-MM-dd plus `days` (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A promo code's window is kept in whole days (UTC): it opens at the start of `starts_on` and closes at the end of
 * `ends_on`, stored as the exclusive instant `ends_on + 1 day 00:00Z`, so a one-day code (starts_on = ends_on) still
 * satisfies the table's `ends_at > starts_at`.
 */
export function windowToInstants(startsOn: string | null, endsOn: string | null): { startsAt: Date | null; endsAt: Date | null } {
  return {
    startsAt: startsOn ? new Date(`${startsOn}T00:00:00.000Z`) : null,
    endsAt: endsOn ? new Date(`${addDays(endsOn, 1)}T00:00:00.000Z`) : null,
  };
}

/** The inverse of windowToInstants: the days a stored window covers. */
export function instantsToWindow(startsAt: Date | null, endsAt: Date | null): { starts_on: string | null; ends_on: string | null } {
  return {
    starts_on: startsAt ? startsAt.toISOString().slice(0, 10) : null,
    ends_on: endsAt ? new Date(endsAt.getTime() - 1).toISOString().slice(0, 10) : null,
  };
}

/** Upper-case, trimmed: promo codes are stored as `A–Z 0–9 _ -` (§11). */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}

export const PROMO_CODE_RE = /^[A-Z0-9_-]{3,32}$/;

export interface DuesTotals {
  billed_minor: number;
  collected_minor: number;
  outstanding_minor: number;
  overdue_count: number;
  overdue_minor: number;
  collected_in_range_minor: number;
  invoices_count: number;
}

export const ZERO_TOTALS: DuesTotals = { billed_minor: 0, collected_minor: 0, outstanding_minor: 0, overdue_count: 0, overdue_minor: 0, collected_in_range_minor: 0, invoices_count: 0 };

/** The report's total row: the sum of its branch rows (integers, so the sum is exact below 2^53). */
export function sumTotals(rows: readonly DuesTotals[]): DuesTotals {
  const out = { ...ZERO_TOTALS };
  for (const r of rows) for (const k of Object.keys(out) as (keyof DuesTotals)[]) out[k] += r[k];
  return out;
}
