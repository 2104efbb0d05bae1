import { describe, expect, it } from 'vitest';
import { questions, questionTypes, tests } from '../../db/schema.ts';
import { PRACTICE_CATEGORIES } from './schemas.ts';
import * as C from './contracts.ts';

// contracts.ts repeats the stored enums so that client code type-importing it pulls in no server code; these keep
// the copies equal to the columns they describe.
describe('tests contracts', () => {
  it('spell the stored enums as the tables do', () => {
    expect(C.TEST_STATUSES).toEqual(tests.status.enumValues);
    expect(C.TEST_APPROVALS).toEqual(tests.approval.enumValues);
    expect(C.CREATE_TYPES).toEqual(tests.createType.enumValues);
    expect(C.TEMPLATE_TYPES).toEqual(tests.templateType.enumValues);
    expect(C.ITEM_FREQUENCIES).toEqual(questions.frequency.enumValues);
    expect(C.ITEM_SOURCES).toEqual(questions.source.enumValues);
    expect([...C.SECTIONS].sort()).toEqual([...questionTypes.section.enumValues].sort());
  });

  it('name every practice category in the counts', () => {
    const zeros = Object.fromEntries(['all', ...PRACTICE_CATEGORIES].map((c) => [c, 0]));
    expect(C.CategoryCounts.safeParse(zeros).success).toBe(true);
    const { combo: _dropped, ...withoutCombo } = zeros;
    expect(C.CategoryCounts.safeParse(withoutCombo).success).toBe(false);
  });

  it('refuse a field the contract does not name, so a leak fails the API suite', () => {
    const row = {
      id: 1, t_id: 'PT-000001', exam_type: 'practice-tests', state: 'published', title: 't', description: '', category: 'combo', no_of_questions: 0,
      sections: { speaking: 0, writing: 0, reading: 0, listening: 0 }, duration_minutes: null, status: 'active', approval: 'approved',
      completed: true, is_platform: false, created_by: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(C.TestSummary.safeParse(row).success).toBe(true);
    expect(C.TestSummary.safeParse({ ...row, question_ids: [1] }).success).toBe(false);
    // the show route answers either view; a summary with author fields half present is neither
    expect(C.TestShow.safeParse({ ...row, question_ids: [1] }).success).toBe(false);
  });
});
