/**
 * A date typed as text in the API's form, yyyy-MM-dd (a browser's date input shows the browser locale's form,
 * mm/dd/yyyy for many, which is not the spec's). The field keeps only digits and puts the hyphens in itself, so a
 * phone's number pad is enough; Bengali digits count as digits.
 *
 * @example
 *   maskIsoDate('20260915')     // '2026-09-15'
 *   maskIsoDate('২০২৬-০৯')      // '2026-09'
 *   isIsoDate('2026-02-30')     // false
 */
// by path, not from the package's index (format.ts says why)
import { addYears } from 'date-fns/addYears';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';
import { API_DATE_FORMAT } from './format';

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০-৯) as ASCII digits; everything else unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

/** What a yyyy-MM-dd field shows for what was typed: up to 8 digits, hyphens after the year and the month. */
export function maskIsoDate(text: string): string {
  const digits = toAsciiDigits(text).replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = parseISO(value);
  return isValid(d) && format(d, API_DATE_FORMAT) === value;
}

/** From `today` to `years` ahead, as yyyy-MM-dd (the bounds a date field checks against). */
export function isoDateWindow(years: number, today: Date = new Date()): { min: string; max: string } {
  const start = startOfDay(today);
  return { min: format(start, API_DATE_FORMAT), max: format(addYears(start, years), API_DATE_FORMAT) };
}
