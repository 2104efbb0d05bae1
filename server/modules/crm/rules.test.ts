import { describe, expect, it } from 'vitest';
import { rankStandings, reasonErrors } from './rules.ts';

describe('rankStandings', () => {
  it('ranks by points, equal totals share a rank and the next rank skips the tied places', () => {
    const r = rankStandings([
      { studentId: 4, points: 10 },
      { studentId: 2, points: 25 },
      { studentId: 3, points: 10 },
      { studentId: 1, points: 0 },
    ]);
    expect(r.map((x) => [x.studentId, x.rank])).toEqual([[2, 1], [3, 2], [4, 2], [1, 4]]);
  });
  it('everyone at zero is first together', () => {
    expect(rankStandings([{ studentId: 9, points: 0 }, { studentId: 5, points: 0 }]).map((x) => x.rank)).toEqual([1, 1]);
  });
  it('is empty for an empty group', () => {
    expect(rankStandings([])).toEqual([]);
  });
});

describe('reasonErrors', () => {
  it('asks for the note only when the reason is "other"', () => {
    expect(reasonErrors('other', '  ')).toHaveProperty('note');
    expect(reasonErrors('other', undefined)).toHaveProperty('note');
    expect(reasonErrors('other', 'Helped a classmate')).toEqual({});
    expect(reasonErrors('homework', undefined)).toEqual({});
  });
});
