/** Display date: day, abbreviated month, year and weekday (UI.md, docs/product-spec.md §9), locale-aware. API dates are yyyy-MM-dd. */
import { format, isValid, parseISO, type Locale } from 'date-fns';

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
