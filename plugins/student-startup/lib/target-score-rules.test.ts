import { describe, expect, it } from 'vitest';
import { allScoresValid, examDateProblem, examDateWindow, isValidScore, SCORE_DEFAULT } from './target-score-rules';

describe('score bounds', () => {
  it('accepts whole numbers from 10 to 90', () => {
    expect(isValidScore(10)).toBe(true);
    expect(isValidScore(90)).toBe(true);
    expect(isValidScore('55')).toBe(true);
    expect(SCORE_DEFAULT).toBe(50);
  });
  it('refuses out of range, fractions and empty input', () => {
    expect(isValidScore(9)).toBe(false);
    expect(isValidScore(91)).toBe(false);
    expect(isValidScore('95')).toBe(false);
    expect(isValidScore(50.5)).toBe(false);
    expect(isValidScore('')).toBe(false);
    expect(isValidScore('abc')).toBe(false);
  });
  it('checks all four skills', () => {
    expect(allScoresValid({ speaking: 50, listening: 50, writing: 50, reading: 50 })).toBe(true);
    expect(allScoresValid({ speaking: 50, listening: 50, writing: 95, reading: 50 })).toBe(false);
  });
});

describe('exam date window', () => {
  const today = new Date(2025, 2, 15, 18, 30);
  it('runs from today to two years ahead', () => {
    expect(examDateWindow(today)).toEqual({ min: '2025-03-15', max: '2027-03-15' });
  });
  it('requires a date', () => {
    expect(examDateProblem('', today)).toBe('required');
    expect(examDateProblem(undefined, today)).toBe('required');
  });
  it('accepts the ends of the window and refuses outside it', () => {
    expect(examDateProblem('2025-03-15', today)).toBeNull();
    expect(examDateProblem('2027-03-15', today)).toBeNull();
    expect(examDateProblem('2025-03-14', today)).toBe('out-of-range');
    expect(examDateProblem('2027-03-16', today)).toBe('out-of-range');
    expect(examDateProblem('2025-13-40', today)).toBe('invalid');
  });
});
