/**
 * A student's progress by skill over time, the target trajectory and the flags (docs/product-spec.md §23). Pure: the
 * staff's performance checking and the student's portfolio both feed it the handed-in sittings' reports (the same
 * 10-90 communicative-skill scores as the score report, exams/score-report.ts) and get the same answer.
 *
 * The trajectory of a skill is the straight line from the student's first scored result in that skill (its time
 * and score) to the target score on the exam date. A student is *below trajectory* in a skill when their latest
 * score is lower than the line at the time of that latest result: we judge each result against where the student
 * should have been when they sat it, not against today (a quiet spell is the inactivity flag's business).
 */
export const SKILLS = ['speaking', 'writing', 'reading', 'listening'] as const;
export type Skill = (typeof SKILLS)[number];

export const DAY_MS = 86_400_000;
/** The default of "inactive for N days"; the page may ask for another N. */
export const DEFAULT_INACTIVE_DAYS = 14;

export interface Sitting {
  id: number;
  title: string;
  mode: string;
  /** when it was handed in */
  at: Date;
  overall: number | null;
  skills: Partial<Record<Skill, number | null>>;
}

export interface Target {
  /** yyyy-MM-dd; the target is due at the end of that day (UTC) */
  examDate: string;
  scores: Record<Skill, number>;
}

export interface SkillLine {
  skill: Skill;
  /** one point per sitting that scored the skill, oldest first */
  points: Array<{ sheetId: number; at: Date; score: number }>;
  first: number | null;
  latest: number | null;
  target: number | null;
  /** where the trajectory is at the latest result (rounded); null without a target or a result */
  expected: number | null;
  below: boolean;
}

export type Flag = 'below_trajectory' | 'inactive';

export interface Progress {
  sittings: Sitting[];
  skills: SkillLine[];
  lastActivityAt: Date | null;
  /** whole days since the last activity; null when the student was never active */
  daysInactive: number | null;
  flags: Flag[];
  /** the skills behind their trajectory */
  belowSkills: Skill[];
}

/** The end of the exam day (UTC), when the target is due. */
export function dueAt(examDate: string): number {
  return Date.parse(`${examDate}T23:59:59.999Z`);
}

/**
 * The trajectory's value at `at`: linear from (`start`, `startScore`) to (`due`, `target`), held at the target after
 * the exam date. A student already at or above the target is expected to stay at it, not to fall to it.
 *
 * @example expectedAt({ start: 0, startScore: 30, due: 100, target: 70 }, 50) // => 50
 */
export function expectedAt(line: { start: number; startScore: number; due: number; target: number }, at: number): number {
  if (line.startScore >= line.target) return line.target;
  if (line.due <= line.start) return line.target;
  const share = Math.min(1, Math.max(0, (at - line.start) / (line.due - line.start)));
  return line.startScore + (line.target - line.startScore) * share;
}

/** One line per skill (speaking, writing, reading, listening) from the sittings, oldest first. */
export function skillLines(sittings: readonly Sitting[], target: Target | null): SkillLine[] {
  const ordered = [...sittings].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  return SKILLS.map((skill) => {
    const points = ordered.flatMap((s) => {
      const v = s.skills[skill];
      return typeof v === 'number' && Number.isFinite(v) ? [{ sheetId: s.id, at: s.at, score: v }] : [];
    });
    const first = points[0] ?? null;
    const last = points.at(-1) ?? null;
    const goal = target ? target.scores[skill] : null;
    let expected: number | null = null;
    if (goal !== null && target && first && last) {
      expected = Math.round(expectedAt({ start: first.at.getTime(), startScore: first.score, due: dueAt(target.examDate), target: goal }, last.at.getTime()));
    }
    return { skill, points, first: first?.score ?? null, latest: last?.score ?? null, target: goal, expected, below: expected !== null && last !== null && last.score < expected };
  });
}

/**
 * The whole picture for one student. Inactive: never active, or the last activity (an answer or a sitting) is at
 * least `inactiveDays` whole days before `now`.
 */
export function progressOf(input: { sittings: readonly Sitting[]; target: Target | null; lastActivityAt: Date | null; now: Date; inactiveDays?: number }): Progress {
  const n = input.inactiveDays ?? DEFAULT_INACTIVE_DAYS;
  const skills = skillLines(input.sittings, input.target);
  const belowSkills = skills.filter((l) => l.below).map((l) => l.skill);
  const daysInactive = input.lastActivityAt ? Math.max(0, Math.floor((input.now.getTime() - input.lastActivityAt.getTime()) / DAY_MS)) : null;
  const flags: Flag[] = [];
  if (belowSkills.length) flags.push('below_trajectory');
  if (daysInactive === null || daysInactive >= n) flags.push('inactive');
  const sittings = [...input.sittings].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  return { sittings, skills, lastActivityAt: input.lastActivityAt, daysInactive, flags, belowSkills };
}
