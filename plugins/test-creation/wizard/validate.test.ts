import { describe, expect, it } from 'vitest';
import {
  validateCart,
  validateCreateType,
  validateNumberOfQuestions,
  validateQuizInformation,
  validateTestInformation,
  validateTimeSet,
} from './validate';
import type { CartItem } from './draft';

const item = (id: number, section = 'reading', type = 'reorder-paragraphs'): CartItem => ({ id, title: `Q${id}`, type, section });

describe('test-information', () => {
  it('needs an exam type, a title and a category of that exam type', () => {
    expect(validateTestInformation({})).toEqual({ title: ['v.titleRequired'], exam_type: ['v.examTypeRequired'] });
    expect(validateTestInformation({ exam_type: 'practice-tests', title: '  ' })).toEqual({ title: ['v.titleRequired'], category: ['v.categoryRequired'] });
    expect(validateTestInformation({ exam_type: 'practice-tests', title: 'T', category: 'full' })).toEqual({ category: ['v.categoryInvalid'] });
    expect(validateTestInformation({ exam_type: 'mock-tests', title: 'T', category: 'full' })).toEqual({});
    expect(validateTestInformation({ exam_type: 'practice-tests', title: 'T', category: 'combo' })).toEqual({});
  });
  it('bounds the title at 200 characters', () => {
    expect(validateTestInformation({ exam_type: 'practice-tests', title: 'x'.repeat(200), category: 'reading' })).toEqual({});
    expect(validateTestInformation({ exam_type: 'practice-tests', title: 'x'.repeat(201), category: 'reading' })).toEqual({ title: ['v.titleTooLong'] });
  });
});

describe('quiz-information', () => {
  it('needs a title and a template type', () => {
    expect(validateQuizInformation({})).toEqual({ title: ['v.titleRequired'], template_type: ['v.templateRequired'] });
    expect(validateQuizInformation({ title: 'Q', template_type: 'exam' })).toEqual({});
  });
});

describe('time-set', () => {
  it('accepts the official timing, or 1..300 whole minutes', () => {
    expect(validateTimeSet({ custom_time: false })).toEqual({});
    expect(validateTimeSet({})).toEqual({});
    expect(validateTimeSet({ custom_time: true })).toEqual({ duration_minutes: ['v.minutesRequired'] });
    expect(validateTimeSet({ custom_time: true, duration_minutes: 0 })).toEqual({ duration_minutes: ['v.minutesRange'] });
    expect(validateTimeSet({ custom_time: true, duration_minutes: 301 })).toEqual({ duration_minutes: ['v.minutesRange'] });
    expect(validateTimeSet({ custom_time: true, duration_minutes: 12.5 })).toEqual({ duration_minutes: ['v.minutesRange'] });
    expect(validateTimeSet({ custom_time: true, duration_minutes: 300 })).toEqual({});
  });
  it('keeps a full mock on the official timing', () => {
    expect(validateTimeSet({ exam_type: 'mock-tests', category: 'full', custom_time: true, duration_minutes: 60 })).toEqual({ duration_minutes: ['v.fullMockOfficialTime'] });
  });
});

describe('create-type', () => {
  it('is manual or random', () => {
    expect(validateCreateType({})).toEqual({ create_type: ['v.createTypeRequired'] });
    expect(validateCreateType({ create_type: 'random' })).toEqual({});
  });
});

describe('number-of-question', () => {
  it('needs at least one for a random test, none for a manual one', () => {
    expect(validateNumberOfQuestions({ create_type: 'random', number_of_questions: { 'read-aloud': 0 } })).toEqual({ number_of_questions: ['v.countRequired'] });
    expect(validateNumberOfQuestions({ create_type: 'manual', number_of_questions: {} })).toEqual({});
    expect(validateNumberOfQuestions({ create_type: 'random', number_of_questions: { 'read-aloud': 2 } })).toEqual({});
  });
  it('refuses fractions, negatives, unknown types, types outside the category and more than 200', () => {
    expect(validateNumberOfQuestions({ number_of_questions: { 'read-aloud': 1.5 } })).toEqual({ number_of_questions: ['v.countWhole'] });
    expect(validateNumberOfQuestions({ number_of_questions: { 'read-aloud': -1 } })).toEqual({ number_of_questions: ['v.countWhole'] });
    expect(validateNumberOfQuestions({ number_of_questions: { nope: 1 } })).toEqual({ number_of_questions: ['v.countUnknownType'] });
    expect(validateNumberOfQuestions({ category: 'reading', number_of_questions: { 'read-aloud': 1 } })).toEqual({ number_of_questions: ['v.countOutsideCategory'] });
    expect(validateNumberOfQuestions({ category: 'combo', number_of_questions: { 'read-aloud': 1, 'write-essay': 1 } })).toEqual({});
    expect(validateNumberOfQuestions({ number_of_questions: { 'read-aloud': 150, 'write-essay': 51 } })).toEqual({ number_of_questions: ['v.countTooMany'] });
  });
});

describe('the cart steps', () => {
  it('need at least one question, at most 200, of the category', () => {
    expect(validateCart({})).toEqual({ question_ids: ['v.cartEmpty'] });
    expect(validateCart({ items: [item(1)] })).toEqual({});
    expect(validateCart({ items: Array.from({ length: 201 }, (_, i) => item(i)) })).toEqual({ question_ids: ['v.cartTooMany'] });
    expect(validateCart({ category: 'writing', items: [item(1, 'READING')] })).toEqual({ question_ids: ['v.cartOutsideCategory'] });
    expect(validateCart({ category: 'combo', items: [item(1, 'reading'), item(2, 'speaking', 'read-aloud')] })).toEqual({});
  });
});
