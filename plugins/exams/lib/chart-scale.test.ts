import { describe, expect, it } from 'vitest';
import { axisPosition, chartRows, clampScore, scoreFraction } from './chart-scale';

describe('the 10-90 chart scale', () => {
  it('clamps and rounds scores, keeping none as null', () => {
    expect(clampScore(55.4)).toBe(55);
    expect(clampScore(5)).toBe(10);
    expect(clampScore(120)).toBe(90);
    expect(clampScore(null)).toBeNull();
    expect(clampScore(Number.NaN)).toBeNull();
  });

  it('measures a bar from 10 over the 80 points', () => {
    expect(scoreFraction(10)).toBe(0);
    expect(scoreFraction(50)).toBe(0.5);
    expect(scoreFraction(90)).toBe(1);
    expect(scoreFraction(null)).toBe(0);
    expect(axisPosition(30, 400, 100)).toBe(200);
  });

  it('orders the rows overall, listening, reading, speaking, writing', () => {
    expect(chartRows(61, { speaking: 70, writing: null, reading: 50, listening: 99 })).toEqual([
      { key: 'overall', score: 61 },
      { key: 'listening', score: 90 },
      { key: 'reading', score: 50 },
      { key: 'speaking', score: 70 },
      { key: 'writing', score: null },
    ]);
  });
});
