import { describe, expect, it } from 'vitest';
import { answersPath, bulkPath, listPath, pageOf, serverKind } from './paths';

describe('content-management paths', () => {
  it('reads kind and view from the address, and builds it back', () => {
    expect(pageOf(listPath('quiz', 'draft'))).toEqual({ kind: 'quiz', view: 'draft' });
    expect(pageOf(`${listPath('question', 'assign-to-branch')}/`)).toEqual({ kind: 'question', view: 'assign-to-branch' });
    expect(pageOf(bulkPath('material'))).toEqual({ kind: 'material', view: 'bulk-upload' });
    expect(pageOf('/master/question-and-test-management/lesson-management/list')).toBeNull();
    expect(pageOf('/master/question-and-test-management/test-management/preview')).toBeNull();
    expect(answersPath(7)).toBe('/master/question-and-test-management/question-management/question-answers/7');
  });

  it('materials have no server kind yet', () => {
    expect(serverKind('material')).toBe('material');
    expect(serverKind('test')).toBe('test');
  });
});
