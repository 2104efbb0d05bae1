/** Package-expiry rules (docs/product-spec.md §2 start-up dialogs, docs/product-spec.md §8). Pure. */
import { isValid, parseISO, startOfDay } from 'date-fns';

/** Expired when the expiry day is before today, compared by day (an expiry of today is still valid). */
export function isExpiredByDay(expiry: string | null | undefined, today: Date = new Date()): boolean {
  if (!expiry) return false;
  const d = parseISO(expiry);
  if (!isValid(d)) return false;
  return startOfDay(d).getTime() < startOfDay(today).getTime();
}

export type ExpiryDateText = { kind: 'date'; date: Date } | { kind: 'unknown' } | { kind: 'invalid' };

/** What the dialog says for the date: the date itself, "an unknown date" (missing) or "an invalid date". */
export function expiryDateText(expiry: string | null | undefined): ExpiryDateText {
  if (!expiry || !expiry.trim()) return { kind: 'unknown' };
  const d = parseISO(expiry);
  return isValid(d) ? { kind: 'date', date: d } : { kind: 'invalid' };
}
