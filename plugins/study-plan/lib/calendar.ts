/**
 * Calendar arithmetic for the plan views (no calendar library: date-fns only). Days are yyyy-MM-dd text, the API's
 * form, so nothing here depends on the browser's time zone.
 */
import { addDays, addMonths, differenceInCalendarDays, endOfMonth, endOfWeek, format, isValid, parseISO, startOfMonth, startOfWeek } from 'date-fns';

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/** The weeks (rows of 7 days) that show the month of `day`, from the week holding its first to the one holding its last. */
export function monthGrid(day: string, weekStartsOn: WeekStart = 6): string[][] {
  const d = parseISO(day);
  const first = startOfWeek(startOfMonth(d), { weekStartsOn });
  const last = endOfWeek(endOfMonth(d), { weekStartsOn });
  const weeks: string[][] = [];
  for (let cur = first; differenceInCalendarDays(last, cur) >= 0; cur = addDays(cur, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => ymd(addDays(cur, i))));
  }
  return weeks;
}

/** The seven days of the week holding `day`. */
export function weekOf(day: string, weekStartsOn: WeekStart = 6): string[] {
  const first = startOfWeek(parseISO(day), { weekStartsOn });
  return Array.from({ length: 7 }, (_, i) => ymd(addDays(first, i)));
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);
export const shiftMonth = (day: string, delta: number) => ymd(startOfMonth(addMonths(parseISO(day), delta)));
export const shiftDays = (day: string, delta: number) => ymd(addDays(parseISO(day), delta));
export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isValid(parseISO(text)) && ymd(parseISO(text)) === text;

/** Tasks grouped by day, each day in its stored order; days in calendar order. */
export function byDay<T extends { day: string; position: number }>(tasks: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of [...tasks].sort((a, b) => a.day.localeCompare(b.day) || a.position - b.position)) {
    const list = out.get(t.day) ?? [];
    list.push(t);
    out.set(t.day, list);
  }
  return out;
}

/** Where a plan's calendar opens: today's month when the plan runs through today, else its first day's. */
export function openingDay(today: string, firstDay: string | null, lastDay: string | null): string {
  if (!firstDay || !lastDay) return today;
  return today >= firstDay && today <= lastDay ? today : firstDay;
}

/** The countdown's wording key: before the exam (with the days), on the day, or after it. */
export function countdown(daysToExam: number | null): { key: 'none' | 'days' | 'today' | 'past'; count: number } {
  if (daysToExam === null) return { key: 'none', count: 0 };
  if (daysToExam > 0) return { key: 'days', count: daysToExam };
  return daysToExam === 0 ? { key: 'today', count: 0 } : { key: 'past', count: -daysToExam };
}
