/**
 * A student's progress toward the target score, from the handed-in sittings' score reports (docs/pte-rules.md
 * §3.15): one point per scored sitting and skill, oldest first, and how far the latest score of each skill is from
 * its target. Pure: the portal card draws what this computes.
 */
import { SKILL_ORDER, clampScore, type SkillKey } from './chart-scale';

export interface ScoredSitting {
  id: number;
  title: string;
  mode: string;
  submitted_at: string | null;
  overall: number | null;
  skills: Partial<Record<SkillKey, number | null>>;
}

export type Target = Partial<Record<SkillKey, number>> | null;

export interface ProgressPoint {
  sheetId: number;
  title: string;
  at: string;
  score: number;
}

export interface SkillProgress {
  skill: SkillKey;
  points: ProgressPoint[];
  latest: number | null;
  target: number | null;
  /** latest - target: negative while below the target; null when either is missing */
  gap: number | null;
}

/** Handed-in sittings with a report, oldest first (ties by id), at most `limit` of the newest. */
export function scoredTimeline(sittings: readonly ScoredSitting[], limit = 12): ScoredSitting[] {
  return sittings
    .filter((s) => s.submitted_at !== null && (s.overall !== null || SKILL_ORDER.some((k) => s.skills[k] != null)))
    .sort((a, b) => a.submitted_at!.localeCompare(b.submitted_at!) || a.id - b.id)
    .slice(-limit);
}

/**
 * One line per skill in the report's order. A sitting that did not score a skill (a reading-only practice test)
 * leaves a gap in that skill's line rather than a zero.
 *
 * @example
 *   skillProgress([{ id: 1, title: 'T1', mode: 'mock', submitted_at: '2026-11-01T10:00:00Z', overall: 50, skills: { reading: 48 } }], { reading: 65 })
 *   // => reading: points [{ score: 48 }], latest 48, target 65, gap -17; the other skills: no points
 */
export function skillProgress(sittings: readonly ScoredSitting[], target: Target, limit = 12): SkillProgress[] {
  const timeline = scoredTimeline(sittings, limit);
  return SKILL_ORDER.map((skill) => {
    const points: ProgressPoint[] = [];
    for (const s of timeline) {
      const score = clampScore(s.skills[skill]);
      if (score !== null) points.push({ sheetId: s.id, title: s.title, at: s.submitted_at!, score });
    }
    const latest = points.at(-1)?.score ?? null;
    const goal = clampScore(target?.[skill]);
    return { skill, points, latest, target: goal, gap: latest !== null && goal !== null ? latest - goal : null };
  });
}

/** Whole days from `today` (yyyy-MM-dd) to the exam date; null without a date; never below 0. */
export function daysUntil(examDate: string | null | undefined, today: string): number | null {
  if (!examDate) return null;
  const ms = Date.parse(`${examDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 86_400_000)) : null;
}
