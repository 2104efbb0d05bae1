/**
 * The points rules (docs/product-spec.md §23): ranking with ties and the check of an award's reason. Pure, with unit
 * tests beside; the service applies them.
 */
import type { PointReason } from './contracts.ts';

export interface Standing {
  studentId: number;
  points: number;
}

/**
 * Standard competition ranking ("1224"): equal totals share a rank and the next total's rank skips the tied places.
 * Ties are listed by student id so the order is stable.
 *
 * @example rankStandings([{ studentId: 1, points: 5 }, { studentId: 2, points: 9 }, { studentId: 3, points: 5 }])
 *   // => ranks 1 (student 2), 2 (student 1), 2 (student 3)
 */
export function rankStandings<T extends Standing>(rows: readonly T[]): Array<T & { rank: number }> {
  const sorted = [...rows].sort((a, b) => b.points - a.points || a.studentId - b.studentId);
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || r.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...r, rank };
  });
}

/** "other" says nothing by itself: it needs the free text. Returns the 422 errors, empty when fine. */
export function reasonErrors(reason: PointReason, note: string | undefined): Record<string, string[]> {
  if (reason === 'other' && !(note ?? '').trim()) return { note: ['Say what the points are for when the reason is "other".'] };
  return {};
}
