/**
 * How a cell of "my data" reads: times (columns ending in `_at` or `_on`) as the reader's dates, the few coded values
 * (status, kind, reason, method) by their label, the rest as sent; an empty cell is a dash. Pure.
 */
const CODED = new Set(['status', 'package_kind', 'class_kind', 'reason', 'method', 'mode']);

export function cellText(value: string | number | null, column: string, date: (iso: string) => string, label: (code: string) => string): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'string' && /_(at|on)$/.test(column)) return date(value);
  if (typeof value === 'string' && CODED.has(column)) return label(value);
  return String(value);
}
