// Item points -> the PTE-style report: overall and the four communicative skills on 10-90 (docs/pte-rules.md §3.15).
// Pure: the answer sheet service feeds it the scored items; the same numbers every time for the same points.
import type { Skill, TraitDef, TraitScore } from '@question-types/kit/define-question-type.ts';

export const SKILLS = ['speaking', 'writing', 'reading', 'listening'] as const satisfies readonly Skill[];

export interface ReportItem {
  /** the type's trait definitions: where each trait's points go */
  traitDefs: readonly TraitDef[];
  /** the item's trait scores as stored; a pending trait counts nowhere until a trainer scores it */
  traits: readonly TraitScore[];
}

export interface ScoreReport {
  /** 10..90, null when nothing has been scored */
  overall: number | null;
  skills: Record<Skill, number | null>;
  points: { earned: number; possible: number };
  skillPoints: Record<Skill, { earned: number; possible: number }>;
  /** items with a trait still waiting for a trainer */
  pendingItems: number;
}

/** 10 + 80 x share, whole numbers; null without anything possible. */
export function scaled(earned: number, possible: number): number | null {
  if (!(possible > 0)) return null;
  const share = Math.min(1, Math.max(0, earned / possible));
  return Math.round(10 + 80 * share);
}

/**
 * Routes every scored trait's points to the skills of its definition, and counts each item's points once for the
 * overall score (not the average of the skills: an integrated item weighs once overall, in several skills).
 *
 * @example
 *   scoreReport([{ traitDefs: [{ key: 'correctness', label: '', max: 1, skills: ['reading'] }], traits: [{ key: 'correctness', score: 1, max: 1 }] }])
 *   // => { overall: 90, skills: { reading: 90, speaking: null, ... }, ... }
 */
export function scoreReport(items: readonly ReportItem[]): ScoreReport {
  const skillPoints = Object.fromEntries(SKILLS.map((s) => [s, { earned: 0, possible: 0 }])) as Record<Skill, { earned: number; possible: number }>;
  let earned = 0;
  let possible = 0;
  let pendingItems = 0;
  for (const item of items) {
    let pending = false;
    for (const t of item.traits) {
      if (t.pending) {
        pending = true;
        continue;
      }
      earned += t.score;
      possible += t.max;
      const def = item.traitDefs.find((d) => d.key === t.key);
      for (const s of def?.skills ?? []) {
        skillPoints[s].earned += t.score;
        skillPoints[s].possible += t.max;
      }
    }
    if (pending) pendingItems++;
  }
  return {
    overall: scaled(earned, possible),
    skills: Object.fromEntries(SKILLS.map((s) => [s, scaled(skillPoints[s].earned, skillPoints[s].possible)])) as Record<Skill, number | null>,
    points: { earned, possible },
    skillPoints,
    pendingItems,
  };
}
