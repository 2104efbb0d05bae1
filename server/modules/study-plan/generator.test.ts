import { describe, expect, it } from 'vitest';
import { DEFAULT_DAYS, MOCK_REF, generatePlan, planWindow, sectionWeights, weakestSections } from './generator.ts';

const base = { today: '2026-03-01', targets: {}, weakest: [] } as const;

describe('planWindow', () => {
  it('runs from today to the day before the exam', () => {
    expect(planWindow({ today: '2026-03-01', examDate: '2026-03-10' })).toEqual({ start: '2026-03-01', end: '2026-03-09' });
  });
  it('starts later when asked, never before today', () => {
    expect(planWindow({ today: '2026-03-01', examDate: '2026-03-10', startOn: '2026-03-05' })).toEqual({ start: '2026-03-05', end: '2026-03-09' });
    expect(planWindow({ today: '2026-03-01', examDate: '2026-03-10', startOn: '2026-02-01' })?.start).toBe('2026-03-01');
  });
  it('is empty when the exam is today or past, and capped in length', () => {
    expect(planWindow({ today: '2026-03-01', examDate: '2026-03-01' })).toBeNull();
    expect(planWindow({ today: '2026-03-01', examDate: '2026-02-01' })).toBeNull();
    expect(planWindow({ today: '2026-03-01', examDate: '2027-03-01', maxDays: 10 })).toEqual({ start: '2026-03-01', end: '2026-03-10' });
    expect(planWindow({ today: '2026-03-01', examDate: null })).toEqual({ start: '2026-03-01', end: '2026-03-28' });
  });
});

describe('sectionWeights and weakestSections', () => {
  it('weighs the weakest three and the high targets', () => {
    expect(sectionWeights({ writing: 79 }, ['reading', 'writing'])).toEqual({ speaking: 1, writing: 4, reading: 4, listening: 1 });
  });
  it('orders by results when there are any (unpractised first), else by the higher target', () => {
    expect(weakestSections({ speaking: 70, reading: 40, writing: 55 }, {})).toEqual(['listening', 'reading', 'writing', 'speaking']);
    expect(weakestSections({}, { speaking: 50, listening: 79, writing: 65, reading: 50 })).toEqual(['listening', 'writing', 'speaking', 'reading']);
  });
});

describe('generatePlan', () => {
  it('fills each day with the number of tasks asked, positions from 0, all within the window', () => {
    const tasks = generatePlan({ ...base, examDate: '2026-03-05', tasksPerDay: 2 });
    expect(new Set(tasks.map((t) => t.day))).toEqual(new Set(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']));
    const first = tasks.filter((t) => t.day === '2026-03-01');
    expect(first.map((t) => t.position)).toEqual([0, 1]);
    // the last day before the exam opens with the full mock
    expect(tasks.filter((t) => t.day === '2026-03-04')[0]).toMatchObject({ kind: 'free', target_ref: MOCK_REF, position: 0 });
  });

  it('gives the weakest section the largest share and rotates its question types', () => {
    const tasks = generatePlan({ ...base, examDate: null, weakest: ['writing'], tasksPerDay: 4 });
    expect(new Set(tasks.map((t) => t.day)).size).toBe(DEFAULT_DAYS);
    const count = (s: string) => tasks.filter((t) => t.section === s).length;
    expect(count('writing')).toBeGreaterThan(count('speaking'));
    expect(count('writing')).toBeGreaterThan(count('reading'));
    const writing = tasks.filter((t) => t.section === 'writing').map((t) => t.target_ref);
    expect(writing.slice(0, 2)).toEqual(['summarize-written-text', 'write-essay']);
    // a weekly mock on day 7
    expect(tasks.find((t) => t.day === '2026-03-07' && t.kind === 'free')).toBeTruthy();
  });

  it('is deterministic and empty when there are no days left', () => {
    const input = { ...base, examDate: '2026-04-01', weakest: ['speaking', 'listening'] as const };
    expect(generatePlan(input)).toEqual(generatePlan(input));
    expect(generatePlan({ ...base, examDate: '2026-03-01' })).toEqual([]);
  });
});
