import { describe, expect, it } from 'vitest';
import { resumePathOf } from './open-sitting';

describe('the way back to the open test that holds an item', () => {
  it('opens the sitting with its sheet, by the kind of test', () => {
    expect(resumePathOf({ answerSheetId: 31, testId: 7, testTitle: 'Reading set #2', examType: 'practice-test' })).toBe('/student/practice-test/reading-set-2/preview/7?sheet=31');
    expect(resumePathOf({ answerSheetId: 4, testId: 2, testTitle: 'Full mock: A', examType: 'mock-test' })).toBe('/student/mock-exam/full-mock-a/mock-test/2?sheet=4');
    expect(resumePathOf({ answerSheetId: 9, testId: 3, testTitle: 'Quiz', examType: 'quiz-set' })).toBe('/student/quiz-test/3?sheet=9');
    expect(resumePathOf({ answerSheetId: 4, testId: 2, testTitle: 'Full mock: A', examType: 'mock-tests' })).toBe('/student/mock-exam/full-mock-a/mock-test/2?sheet=4');
    expect(resumePathOf({ answerSheetId: 9, testId: 3, testTitle: 'Quiz', examType: 'quiz-sets' })).toBe('/student/quiz-test/3?sheet=9');
    expect(resumePathOf({ answerSheetId: 31, testId: 7, testTitle: 'Reading set #2', examType: 'practice-tests' })).toBe('/student/practice-test/reading-set-2/preview/7?sheet=31');
    expect(resumePathOf({ answerSheetId: null, testId: 7, testTitle: null, examType: 'practice-test' })).toBe('/student/practice-test/test/preview/7');
  });

  it('falls back to the results list, where the open test is listed, when the server did not name it', () => {
    expect(resumePathOf(null)).toBe('/student/result');
    expect(resumePathOf({ answerSheetId: 31, testId: null, testTitle: null, examType: null })).toBe('/student/result');
  });
});
