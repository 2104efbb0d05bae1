/**
 * The score report's geometry (docs/pte-rules.md §3.15, §4): scores live on the 10-90 scale; a bar's length is its
 * distance from 10 over the 80 points of the scale. Out-of-range or missing scores are clamped or drawn empty.
 */
export const SCALE_MIN = 10;
export const SCALE_MAX = 90;
export const SCALE_TICKS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;

/** A score as a whole number on 10..90, or null when there is none. */
export function clampScore(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  return Math.round(Math.min(SCALE_MAX, Math.max(SCALE_MIN, score)));
}

/** The fraction of the axis a score covers: 10 -> 0, 50 -> 0.5, 90 -> 1; null -> 0. */
export function scoreFraction(score: number | null | undefined): number {
  const s = clampScore(score);
  return s === null ? 0 : (s - SCALE_MIN) / (SCALE_MAX - SCALE_MIN);
}

/** Where a value sits along an axis of `length` units starting at `offset`. */
export const axisPosition = (score: number, length: number, offset = 0): number => offset + scoreFraction(score) * length;

export type SkillKey = 'listening' | 'reading' | 'speaking' | 'writing';
/** The report's order of the communicative skills. */
export const SKILL_ORDER: readonly SkillKey[] = ['listening', 'reading', 'speaking', 'writing'];

export interface ChartRow {
  key: 'overall' | SkillKey;
  score: number | null;
}

/** Overall first, then the four skills in the report's order. */
export function chartRows(overall: number | null | undefined, skills: Partial<Record<SkillKey, number | null>> | null | undefined): ChartRow[] {
  return [{ key: 'overall', score: clampScore(overall) }, ...SKILL_ORDER.map((key) => ({ key, score: clampScore(skills?.[key]) }))];
}
