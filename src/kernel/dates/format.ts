/** Display date: day, abbreviated month, year and weekday (UI.md, docs/product-spec.md §9), locale-aware. API dates are yyyy-MM-dd. */
import type { Locale } from 'date-fns';
// by path, not from the package's index: the index re-exports all of date-fns, and the shell chunk (vite.config.ts)
// would take every function any page uses with it
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

export const DISPLAY_DATE_FORMAT = 'd MMM yyyy, EEEE';
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export function formatDisplayDate(value: Date | string | null | undefined, locale?: Locale): string {
  if (!value) return '';
  const d = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(d)) return '';
  return format(d, DISPLAY_DATE_FORMAT, locale ? { locale } : undefined);
}

export function formatApiDate(d: Date): string {
  return format(d, API_DATE_FORMAT);
}
