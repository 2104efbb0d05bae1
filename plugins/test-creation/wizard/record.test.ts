import { describe, expect, it } from 'vitest';
import { countsOf, questionIdsOf, quizSetToDraft, resumeStep, testToDraft, toBody, visitedOf } from './record';
import { TEST_STEPS } from './draft';
import type { PreviewItem, QuizSetRecord, TestRecord } from '../api/authoring-api';

const item = (id: number, title: string, question_type: PreviewItem['question_type']): PreviewItem => ({
  id, title, question_type, frequency: 'HIGH', source: 'PRACTICE', quiz_type_id: null, is_platform: false, content: {}, key: {},
});
const ra = (id: number) => item(id, `RA ${id}`, { id: 1, slug: 'read-aloud', name: 'Read Aloud', group: 'speaking', section: 'SPEAKING' });
const wfd = (id: number) => item(id, `WFD ${id}`, { id: 22, slug: 'write-from-dictation', name: 'WFD', group: 'listening', section: 'LISTENING' });
const ro = (id: number) => item(id, `RO ${id}`, { id: 12, slug: 'reorder-paragraphs', name: 'RO', group: 'reading', section: 'READING' });

// what GET {examType}/review and quiz-set/review answer (the server's contracts, checked there against every answer)
const stored = {
  description: '', no_of_questions: 0, sections: { speaking: 0, writing: 0, reading: 0, listening: 0 }, status: 'active', approval: 'pending',
  completed: false, is_platform: false, created_by: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
} as const;

describe('toBody', () => {
  it('sends the step and the fields known so far, nothing client-only', () => {
    expect(toBody('test', 'test-information', { exam_type: 'practice-tests', title: ' Set 1 ', category: 'reading', description: '' })).toEqual({
      step: 'test-information',
      title: 'Set 1',
      category: 'reading',
      description: '',
    });
  });
  it('sends null minutes for the official timing and the custom minutes otherwise', () => {
    expect(toBody('test', 'time-set', { custom_time: false, duration_minutes: 40 }).duration_minutes).toBeNull();
    expect(toBody('test', 'time-set', { custom_time: true, duration_minutes: 40 }).duration_minutes).toBe(40);
    expect(toBody('test', 'time-set', { exam_type: 'mock-tests', category: 'full', custom_time: true, duration_minutes: 40 }).duration_minutes).toBeNull();
  });
  it('sends the cart as question_ids and the counts above 0; a quiz its own fields', () => {
    const body = toBody('quiz', 'review', { title: 'Q', template_type: 'exam', quiz_type_id: 2, number_of_questions: { 'read-aloud': 0, 'write-essay': 2 }, items: [{ id: 5, title: 'a', type: 'x', section: 'reading' }] });
    expect(body).toEqual({ step: 'review', title: 'Q', template_type: 'exam', quiz_type_id: 2, number_of_questions: { 'write-essay': 2 }, question_ids: [5] });
  });
  it('puts a full mock in the official order', () => {
    const items = [wfd(1), ro(2), ra(3)].map((p) => ({ id: p.id, title: p.title, type: p.question_type.slug, section: p.question_type.group }));
    expect(questionIdsOf({ exam_type: 'mock-tests', category: 'full', items })).toEqual([3, 2, 1]);
    expect(questionIdsOf({ exam_type: 'mock-tests', category: 'partial', items })).toEqual([1, 2, 3]);
    expect(countsOf({})).toBeUndefined();
  });
});

describe('drafts from stored records', () => {
  it('rebuilds a test draft with its cart in order', () => {
    const t: TestRecord = { ...stored, id: 7, t_id: 'PT-000007', exam_type: 'practice-tests', state: 'draft', title: 'T', category: 'combo', duration_minutes: 30, create_type: 'manual', number_of_questions: { 'read-aloud': 1 }, question_ids: [3, 1], no_of_questions: 2, step: 'review', visited: ['test-information', 'time-set'] };
    const d = testToDraft(t, [ra(3), wfd(1)]);
    expect(d).toMatchObject({ exam_type: 'practice-tests', title: 'T', description: '', category: 'combo', custom_time: true, duration_minutes: 30, create_type: 'manual' });
    expect(d.items?.map((q) => [q.id, q.section, q.type])).toEqual([[3, 'speaking', 'read-aloud'], [1, 'listening', 'write-from-dictation']]);
  });
  it('rebuilds an untimed quiz-set draft', () => {
    const q: QuizSetRecord = { ...stored, id: 4, t_id: 'QS-000004', q_s_id: 'QS-000004', exam_type: 'quiz-sets', title: 'Q', description: 'd', category: 'quiz', quiz_type_id: 1, template_type: 'practice', published: false, published_at: null, duration_minutes: null, create_type: 'random', number_of_questions: {}, question_ids: [], step: 'quiz-information', visited: ['quiz-information'] };
    expect(quizSetToDraft(q, [])).toMatchObject({ title: 'Q', custom_time: false, duration_minutes: null, number_of_questions: {}, items: [] });
  });
});

describe('resuming', () => {
  it('derives the saved steps from the last one when the server gives no list', () => {
    expect(visitedOf(TEST_STEPS, 'time-set', null)).toEqual(['test-information', 'time-set']);
    expect(visitedOf(TEST_STEPS, null, undefined)).toEqual([]);
    expect(visitedOf(TEST_STEPS, 'review', ['time-set', 'test-information'])).toEqual(['test-information', 'time-set']);
  });
  it('opens the step in the address when reachable, else the one after the last saved', () => {
    const visited = ['test-information', 'time-set', 'create-type'];
    expect(resumeStep(TEST_STEPS, 'number-of-question', visited)).toBe('number-of-question');
    expect(resumeStep(TEST_STEPS, 'time-set', visited)).toBe('time-set');
    expect(resumeStep(TEST_STEPS, 'review', visited)).toBe('number-of-question');
    expect(resumeStep(TEST_STEPS, undefined, [])).toBe('test-information');
    expect(resumeStep(TEST_STEPS, 'nope', [...TEST_STEPS])).toBe('test-preview');
  });
});
