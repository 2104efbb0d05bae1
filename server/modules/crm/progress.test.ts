import { describe, expect, it } from 'vitest';
import { DAY_MS, dueAt, expectedAt, progressOf, skillLines, type Sitting, type Target } from './progress.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS);
const sitting = (id: number, at: Date, skills: Sitting['skills'], overall: number | null = null): Sitting => ({ id, title: `T${id}`, mode: 'practice-test', at, overall, skills });
// exam at the end of day 100 (2026-04-11)
const target: Target = { examDate: '2026-04-11', scores: { speaking: 70, writing: 70, reading: 70, listening: 70 } };

describe('expectedAt (the trajectory)', () => {
  const line = { start: 0, startScore: 30, due: 100, target: 70 };
  it('is linear from the first result to the target on the exam date', () => {
    expect(expectedAt(line, 0)).toBe(30);
    expect(expectedAt(line, 50)).toBe(50);
    expect(expectedAt(line, 100)).toBe(70);
  });
  it('holds at the target after the exam date and at the start before the first result', () => {
    expect(expectedAt(line, 200)).toBe(70);
    expect(expectedAt(line, -10)).toBe(30);
  });
  it('asks a student already above the target to stay at the target, and one whose exam passed before the first result for the target', () => {
    expect(expectedAt({ start: 0, startScore: 80, due: 100, target: 70 }, 50)).toBe(70);
    expect(expectedAt({ start: 100, startScore: 30, due: 50, target: 70 }, 120)).toBe(70);
  });
  it('the target is due at the end of the exam day (UTC)', () => {
    expect(new Date(dueAt('2026-04-11')).toISOString()).toBe('2026-04-11T23:59:59.999Z');
  });
});

describe('skillLines (skill aggregation over time)', () => {
  it('orders the points by time, skips a skill a sitting did not score, and keeps first and latest', () => {
    const lines = skillLines([sitting(2, day(10), { reading: 40, writing: null }), sitting(1, day(0), { reading: 30, listening: 50 }), sitting(3, day(20), { reading: 45 })], null);
    const reading = lines.find((l) => l.skill === 'reading')!;
    expect(reading.points.map((p) => [p.sheetId, p.score])).toEqual([[1, 30], [2, 40], [3, 45]]);
    expect(reading).toMatchObject({ first: 30, latest: 45, target: null, expected: null, below: false });
    expect(lines.find((l) => l.skill === 'writing')!.points).toEqual([]);
    expect(lines.find((l) => l.skill === 'listening')!.latest).toBe(50);
    expect(lines.map((l) => l.skill)).toEqual(['speaking', 'writing', 'reading', 'listening']);
  });
  it('flags a skill whose latest score is under the line at the time of that result', () => {
    // first 30 at day 0, target 70 at day ~101: the line is at ~50 on day 50
    const below = skillLines([sitting(1, day(0), { reading: 30 }), sitting(2, day(50), { reading: 40 })], target).find((l) => l.skill === 'reading')!;
    expect(below.expected).toBe(50);
    expect(below.below).toBe(true);
    const on = skillLines([sitting(1, day(0), { reading: 30 }), sitting(2, day(50), { reading: 50 })], target).find((l) => l.skill === 'reading')!;
    expect(on.below).toBe(false);
  });
  it('one result is on its own trajectory', () => {
    const one = skillLines([sitting(1, day(0), { reading: 10 })], target).find((l) => l.skill === 'reading')!;
    expect(one).toMatchObject({ expected: 10, below: false });
  });
});

describe('progressOf (flags)', () => {
  const sittings = [sitting(1, day(0), { reading: 30, speaking: 60 }), sitting(2, day(50), { reading: 40, speaking: 66 })];
  it('below trajectory names the skills behind, and a new better result clears it', () => {
    const p = progressOf({ sittings, target, lastActivityAt: day(50), now: day(51) });
    expect(p.flags).toEqual(['below_trajectory']);
    expect(p.belowSkills).toEqual(['reading']);
    const lifted = progressOf({ sittings: [...sittings, sitting(3, day(52), { reading: 60 })], target, lastActivityAt: day(52), now: day(53) });
    expect(lifted.flags).toEqual([]);
  });
  it('inactive after N whole days without activity (default 14), and when never active', () => {
    expect(progressOf({ sittings: [], target: null, lastActivityAt: day(0), now: new Date(day(14).getTime() - 1) }).flags).toEqual([]);
    const p = progressOf({ sittings: [], target: null, lastActivityAt: day(0), now: day(14) });
    expect(p.flags).toEqual(['inactive']);
    expect(p.daysInactive).toBe(14);
    expect(progressOf({ sittings: [], target: null, lastActivityAt: day(0), now: day(14), inactiveDays: 30 }).flags).toEqual([]);
    const never = progressOf({ sittings: [], target: null, lastActivityAt: null, now: day(0) });
    expect(never.flags).toEqual(['inactive']);
    expect(never.daysInactive).toBeNull();
  });
  it('without a target nothing is below trajectory', () => {
    expect(progressOf({ sittings, target: null, lastActivityAt: day(50), now: day(50) }).flags).toEqual([]);
  });
});
