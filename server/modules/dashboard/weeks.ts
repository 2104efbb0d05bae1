/**
 * Week buckets for the dashboard's trends: the last `n` ISO weeks (Monday 00:00 UTC starts a week), oldest first,
 * and counts per week from rows the database grouped by `date_trunc('week', ...)`. Pure, so the filling of empty
 * weeks and the edges are tested without a database.
 */

/** Monday 00:00 UTC of the week holding `d`, as yyyy-MM-dd. */
export function weekStart(d: Date): string {
  const day = (d.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/** The `n` week starts ending with the current week, oldest first. */
export function lastWeeks(now: Date, n: number): string[] {
  const current = Date.parse(`${weekStart(now)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(current - (n - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** One count per week of `weeks` (0 where the database had no row); rows outside the window are ignored. */
export function fillWeeks(weeks: readonly string[], rows: ReadonlyArray<{ week: string | Date; n: number | string }>): number[] {
  const by = new Map<string, number>();
  for (const r of rows) {
    const key = typeof r.week === 'string' ? r.week.slice(0, 10) : r.week.toISOString().slice(0, 10);
    by.set(key, (by.get(key) ?? 0) + Number(r.n));
  }
  return weeks.map((w) => by.get(w) ?? 0);
}
