import { describe, expect, it } from 'vitest';
import { daysUntil, scoredTimeline, skillProgress, type ScoredSitting } from './progress';

const sit = (id: number, day: string, overall: number | null, skills: ScoredSitting['skills']): ScoredSitting => ({
  id, title: `T${id}`, mode: 'mock', submitted_at: day === '' ? null : `2026-11-${day}T10:00:00Z`, overall, skills,
});

describe('scoredTimeline', () => {
  it('keeps handed-in, scored sittings, oldest first, and the newest `limit` of them', () => {
    const rows = [sit(3, '05', 60, { reading: 60 }), sit(1, '01', 40, { reading: 40 }), sit(2, '', 50, { reading: 50 }), sit(4, '07', null, {})];
    expect(scoredTimeline(rows).map((s) => s.id)).toEqual([1, 3]);
    expect(scoredTimeline([sit(1, '01', 40, {}), sit(2, '02', 41, {}), sit(3, '03', 42, {})], 2).map((s) => s.id)).toEqual([2, 3]);
  });
});

describe('skillProgress', () => {
  it('draws each skill from the sittings that scored it and measures the gap to the target', () => {
    const rows = [sit(1, '01', 45, { reading: 40, listening: 50 }), sit(2, '03', 55, { reading: 58 }), sit(3, '04', 62, { reading: 70, speaking: 91 })];
    const p = Object.fromEntries(skillProgress(rows, { reading: 65, listening: 65, speaking: 79 }).map((s) => [s.skill, s]));
    expect(p.reading!.points.map((x) => x.score)).toEqual([40, 58, 70]);
    expect(p.reading!.gap).toBe(5);
    expect(p.listening!.points.map((x) => x.sheetId)).toEqual([1]);
    expect(p.listening!.gap).toBe(-15);
    // scores are clamped to the 10-90 scale
    expect(p.speaking!.latest).toBe(90);
    expect(p.writing!).toMatchObject({ points: [], latest: null, gap: null });
  });
  it('without a target there is no gap', () => {
    expect(skillProgress([sit(1, '01', 45, { reading: 40 })], null).find((s) => s.skill === 'reading')).toMatchObject({ latest: 40, target: null, gap: null });
  });
  it('keeps the report order of the skills', () => {
    expect(skillProgress([], null).map((s) => s.skill)).toEqual(['listening', 'reading', 'speaking', 'writing']);
  });
});

describe('daysUntil', () => {
  it('counts whole days and never goes below zero', () => {
    expect(daysUntil('2026-12-01', '2026-11-24')).toBe(7);
    expect(daysUntil('2026-11-20', '2026-11-24')).toBe(0);
    expect(daysUntil(null, '2026-11-24')).toBeNull();
    expect(daysUntil('not-a-date', '2026-11-24')).toBeNull();
  });
});
