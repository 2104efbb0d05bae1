import { describe, expect, it } from 'vitest';
import { examDateProblem, isValidScore, overallOf } from './target-rules';

describe('target-score rules', () => {
  it('scores are whole numbers from 10 to 90', () => {
    expect(['10', '90', '65'].every(isValidScore)).toBe(true);
    expect(['9', '91', '50.5', '', ' ', 'x'].some(isValidScore)).toBe(false);
  });
  it('the overall is the rounded mean of the four skills', () => {
    expect(overallOf({ speaking: 79, listening: 65, writing: 50, reading: 10 })).toBe(51);
    expect(overallOf({ speaking: 65, listening: 65, writing: 66, reading: 66 })).toBe(66);
  });
  it('the exam date is a real yyyy-MM-dd day from today to two years ahead', () => {
    const today = new Date(2026, 4, 10);
    expect(examDateProblem('', today)).toBe('required');
    expect(examDateProblem('05/10/2026', today)).toBe('invalid');
    expect(examDateProblem('2026-02-30', today)).toBe('invalid');
    expect(examDateProblem('2026-05-09', today)).toBe('out-of-range');
    expect(examDateProblem('2028-05-11', today)).toBe('out-of-range');
    expect(examDateProblem('2026-05-10', today)).toBeNull();
    expect(examDateProblem('2028-05-10', today)).toBeNull();
  });
});
