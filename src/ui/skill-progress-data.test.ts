import { describe, expect, it } from 'vitest';
import { progressSeries } from './skill-progress-data';

describe('progressSeries', () => {
  it('keys each skill’s points by sitting and keeps only sittings that scored something, oldest first', () => {
    const r = progressSeries(
      {
        sittings: [
          { id: 3, title: 'C', submitted_at: '2026-03-01T00:00:00Z' },
          { id: 1, title: 'A', submitted_at: '2026-01-01T00:00:00Z' },
          { id: 2, title: 'B (pending)', submitted_at: '2026-02-01T00:00:00Z' },
        ],
        skills: [
          { skill: 'reading', points: [{ sheet_id: 1, score: 30 }, { sheet_id: 3, score: 50 }], target: 58 },
          { skill: 'writing', points: [], target: null },
        ],
      },
      (k) => k.toUpperCase(),
    );
    expect(r.sittings.map((s) => s.id)).toEqual([1, 3]);
    expect(r.series).toEqual([
      { key: 'reading', label: 'READING', points: [{ sitting: 1, score: 30 }, { sitting: 3, score: 50 }], target: 58 },
      { key: 'writing', label: 'WRITING', points: [], target: null },
    ]);
  });
});
