/**
 * What the portfolio says under a skill's latest score: no target, nothing yet to judge (a target but no result:
 * "on track" would be a claim without evidence), behind the line to the target, or on track. Pure.
 */
export interface SkillStanding {
  latest: number | null;
  target: number | null;
  expected: number | null;
  below: boolean;
}

export type SkillVerdict =
  | { key: 'progress.noTargetSkill' }
  | { key: 'progress.notJudged'; params: { target: number } }
  | { key: 'progress.behind'; params: { expected: number | null; target: number } }
  | { key: 'progress.onTrack'; params: { target: number } };

/** @example skillVerdict({ latest: null, target: 65, expected: null, below: false }) // { key: 'progress.notJudged', ... } */
export function skillVerdict(l: SkillStanding): SkillVerdict {
  if (l.target === null) return { key: 'progress.noTargetSkill' };
  if (l.latest === null) return { key: 'progress.notJudged', params: { target: l.target } };
  if (l.below) return { key: 'progress.behind', params: { expected: l.expected, target: l.target } };
  return { key: 'progress.onTrack', params: { target: l.target } };
}
