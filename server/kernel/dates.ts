/** yyyy-MM-dd of today (UTC) plus `days` (negative for the past). */
export function isoDate(days: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}
