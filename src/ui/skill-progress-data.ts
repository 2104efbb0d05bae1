/**
 * From a progress answer (the CRM's StudentProgress, structurally) to what `SkillProgress` draws: one series per skill
 * with its points keyed by sitting, and the sittings that scored anything, oldest first. Pure.
 */
import type { ProgressSeries } from './skill-progress';

export interface ProgressInput {
  sittings: ReadonlyArray<{ id: number; title: string; submitted_at: string }>;
  skills: ReadonlyArray<{ skill: string; points: ReadonlyArray<{ sheet_id: number; score: number }>; target: number | null }>;
}

/**
 * @example progressSeries({ sittings: [{ id: 1, ... }], skills: [{ skill: 'reading', points: [{ sheet_id: 1, score: 40 }], target: 58 }] }, (k) => k)
 *   // => { series: [{ key: 'reading', label: 'reading', points: [{ sitting: 1, score: 40 }], target: 58 }], sittings: [the sitting 1] }
 */
export function progressSeries<S extends ProgressInput['sittings'][number]>(p: { sittings: readonly S[]; skills: ProgressInput['skills'] }, label: (skill: string) => string): { series: ProgressSeries[]; sittings: S[] } {
  const scored = new Set(p.skills.flatMap((l) => l.points.map((pt) => pt.sheet_id)));
  const sittings = [...p.sittings].filter((s) => scored.has(s.id)).sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.id - b.id);
  const series = p.skills.map((l) => ({ key: l.skill, label: label(l.skill), points: l.points.map((pt) => ({ sitting: pt.sheet_id, score: pt.score })), target: l.target }));
  return { series, sittings };
}
