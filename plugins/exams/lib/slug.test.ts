import { describe, expect, it } from 'vitest';
import { areaOfPath, listPathOf, resultPath, sittingPath } from './slug';

describe('the sitting paths', () => {
  it('builds the sitting and result paths', () => {
    expect(sittingPath('practice-tests', 'Reading One', 7)).toBe('/student/practice-test/reading-one/preview/7');
    expect(sittingPath('mock-tests', 'Full mock', 3, 'ab')).toBe('/student/mock-exam/full-mock/mock-test/3?sheet=ab');
    expect(resultPath('mock', 9)).toBe('/student/mock-test/result/9');
    expect(resultPath('practice-test', 9)).toBe('/student/pte-test/result/9');
  });

  it('keeps PTE practice tests under /student/pte-practice', () => {
    expect(sittingPath('practice-tests', 'Reading One', 7, null, 'pte-practice')).toBe('/student/pte-practice/reading-one/preview/7');
    expect(sittingPath('practice-tests', 'Reading One', 7, 12, 'pte-practice')).toBe('/student/pte-practice/reading-one/preview/7?sheet=12');
    expect(areaOfPath('/student/pte-practice/reading-one/preview/7')).toBe('pte-practice');
    expect(areaOfPath('/student/mock-exam/full/mock-test/3')).toBe('mock');
    expect(areaOfPath('/student/practice-test/r/preview/7')).toBe('practice');
    expect(listPathOf('pte-practice')).toBe('/student/pte-practice/test');
  });
});
