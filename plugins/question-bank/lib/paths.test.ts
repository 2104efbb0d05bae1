import { describe, expect, it } from 'vitest';
import { bankPaths } from './paths';

describe("the bank's paths, from the page's portal", () => {
  it("keeps the teacher's, admin's and master's screens under their /question-creation", () => {
    const p = bankPaths('/admin/question-creation/pte-question/reading');
    expect([p.index, p.list('reading', 'read-aloud'), p.create('speaking'), p.edit(4), p.preview('read-aloud', 4)]).toEqual([
      '/admin/question-creation',
      '/admin/question-creation/pte-question/reading?type=read-aloud',
      '/admin/question-creation/pte-question/create?section=speaking',
      '/admin/question-creation/pte-question/edit/4',
      '/admin/question-creation/read-aloud/pte-preview/4',
    ]);
    expect(p.quiz?.edit(2)).toBe('/admin/question-creation/pte-quiz/edit/2');
    expect(bankPaths('/master/question-management').index).toBe('/master/question-creation');
    expect(bankPaths('/teacher/x').list('writing')).toBe('/teacher/question-creation/pte-question/writing');
  });

  it("puts the owner's under /test/test-list/pte-question, with no index and no quiz items", () => {
    const p = bankPaths('/coaching-owner/test/test-list/pte-question/reading');
    expect([p.index, p.list('listening'), p.edit(9), p.preview('read-aloud', 9)]).toEqual([
      '/coaching-owner/test/test-list/pte-question/reading',
      '/coaching-owner/test/test-list/pte-question/listening',
      '/coaching-owner/test/test-list/pte-question/edit/9',
      '/coaching-owner/test/test-list/pte-question/read-aloud/pte-preview/9',
    ]);
    expect(p.quiz).toBeNull();
  });
});
