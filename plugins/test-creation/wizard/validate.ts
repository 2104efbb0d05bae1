/**
 * The wizards' per-step rules, pure: each takes everything entered so far and answers field -> message keys
 * (`v.*`, translated by the page under `validation.*`; server messages from a 422 are shown as they come).
 */
import type { FieldErrors } from '@machines/wizard.machine';
import { questionType } from '@question-types/registry';
import { EXAM_TYPES } from '../api/authoring-api';
import { CREATE_TYPES, LIMITS, TEMPLATE_TYPES, categoriesOf, isFullMock, sectionsOfCategory, type Draft } from './draft';

type Rules = (d: Partial<Draft>) => FieldErrors;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function titleRules(d: Partial<Draft>): FieldErrors {
  if (blank(d.title)) return { title: ['v.titleRequired'] };
  if ((d.title ?? '').trim().length > LIMITS.title) return { title: ['v.titleTooLong'] };
  return {};
}

function descriptionRules(d: Partial<Draft>): FieldErrors {
  return (d.description ?? '').length > LIMITS.description ? { description: ['v.descriptionTooLong'] } : {};
}

export const validateTestInformation: Rules = (d): FieldErrors => {
  const errors: FieldErrors = { ...titleRules(d), ...descriptionRules(d) };
  if (!d.exam_type || !EXAM_TYPES.includes(d.exam_type)) errors.exam_type = ['v.examTypeRequired'];
  else if (blank(d.category)) errors.category = ['v.categoryRequired'];
  else if (!categoriesOf(d.exam_type).includes(d.category as string)) errors.category = ['v.categoryInvalid'];
  return errors;
};

export const validateQuizInformation: Rules = (d): FieldErrors => {
  const errors: FieldErrors = { ...titleRules(d), ...descriptionRules(d) };
  if (!d.template_type || !TEMPLATE_TYPES.includes(d.template_type)) errors.template_type = ['v.templateRequired'];
  return errors;
};

export const validateTimeSet: Rules = (d): FieldErrors => {
  if (!d.custom_time) return {};
  if (isFullMock(d)) return { duration_minutes: ['v.fullMockOfficialTime'] };
  const m = d.duration_minutes;
  if (m === undefined || m === null || Number.isNaN(m)) return { duration_minutes: ['v.minutesRequired'] };
  if (!Number.isInteger(m) || m < LIMITS.minMinutes || m > LIMITS.maxMinutes) return { duration_minutes: ['v.minutesRange'] };
  return {};
};

export const validateCreateType: Rules = (d): FieldErrors =>
  d.create_type && CREATE_TYPES.includes(d.create_type) ? {} : { create_type: ['v.createTypeRequired'] };

/** Counts per type: whole numbers, types of the test's sections only; a random test needs at least one. */
export const validateNumberOfQuestions: Rules = (d): FieldErrors => {
  const counts = d.number_of_questions ?? {};
  const allowed = sectionsOfCategory(d.category);
  let total = 0;
  for (const [slug, n] of Object.entries(counts)) {
    if (!Number.isInteger(n) || n < 0) return { number_of_questions: ['v.countWhole'] };
    if (n === 0) continue;
    const def = questionType(slug);
    if (!def) return { number_of_questions: ['v.countUnknownType'] };
    if (d.category !== undefined && !allowed.includes(def.section)) return { number_of_questions: ['v.countOutsideCategory'] };
    total += n;
  }
  if (total > LIMITS.maxQuestions) return { number_of_questions: ['v.countTooMany'] };
  if (d.create_type === 'random' && total === 0) return { number_of_questions: ['v.countRequired'] };
  return {};
};

/** The cart: at least one question, at most 200, each of the test's sections. */
export const validateCart: Rules = (d): FieldErrors => {
  const items = d.items ?? [];
  if (items.length === 0) return { question_ids: ['v.cartEmpty'] };
  if (items.length > LIMITS.maxQuestions) return { question_ids: ['v.cartTooMany'] };
  const allowed = sectionsOfCategory(d.category);
  if (d.category !== undefined && items.some((q) => q.section && !allowed.includes(q.section.toLowerCase()))) {
    return { question_ids: ['v.cartOutsideCategory'] };
  }
  return {};
};

export const TEST_RULES: Record<string, Rules> = {
  'test-information': validateTestInformation,
  'time-set': validateTimeSet,
  'create-type': validateCreateType,
  'number-of-question': validateNumberOfQuestions,
  'choose-question': validateCart,
  review: validateCart,
  'test-preview': validateCart,
};

export const QUIZ_RULES: Record<string, Rules> = {
  'quiz-information': validateQuizInformation,
  'time-set': validateTimeSet,
  'create-type': validateCreateType,
  'number-of-question': validateNumberOfQuestions,
  'choose-question': validateCart,
  review: validateCart,
  'quiz-set-preview': validateCart,
};

/** The fields each step shows (a 422 on another field is shown in the step's general notice). */
export const STEP_FIELDS: Record<string, readonly string[]> = {
  'test-information': ['exam_type', 'title', 'description', 'category'],
  'quiz-information': ['title', 'description', 'quiz_type_id', 'template_type'],
  'time-set': ['duration_minutes'],
  'create-type': ['create_type'],
  'number-of-question': ['number_of_questions'],
  'choose-question': ['question_ids'],
  review: ['question_ids'],
  'test-preview': ['question_ids'],
  'quiz-set-preview': ['question_ids'],
};
