import { describe, expect, it } from 'vitest';
import { resultPageOf } from './result-link';

describe('resultPageOf', () => {
  it('sends a mock to the mock report and anything else to the test result', () => {
    expect(resultPageOf('mock')).toBe('mock');
    expect(resultPageOf('practice-test')).toBe('test');
    expect(resultPageOf('quiz')).toBe('test');
  });
});
