/**
 * What the test and quiz wizards hold while a trainer works (the machine's `data`), the step ids of each wizard
 * (docs/routes.md: each step is its own URL segment) and the fixed choices of docs/product-spec.md §3 and the API contract.
 */
import type { ExamType } from '../api/authoring-api';

export type WizardKind = 'test' | 'quiz';

export const TEST_STEPS = ['test-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'test-preview'] as const;
export const QUIZ_STEPS = ['quiz-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'quiz-set-preview'] as const;

export const stepsOf = (kind: WizardKind): readonly string[] => (kind === 'quiz' ? QUIZ_STEPS : TEST_STEPS);

export const PRACTICE_CATEGORIES = ['reading', 'writing', 'speaking', 'listening', 'combo'] as const;
export const MOCK_CATEGORIES = ['full', 'partial', 'diagnostic'] as const;
export const TEMPLATE_TYPES = ['practice', 'exam'] as const;
export const CREATE_TYPES = ['manual', 'random'] as const;

export const categoriesOf = (examType: ExamType | undefined): readonly string[] =>
  examType === 'mock-tests' ? MOCK_CATEGORIES : PRACTICE_CATEGORIES;

/** The limits of the contract: title 1..200, minutes 1..300, at most 200 questions. */
export const LIMITS = { title: 200, description: 5000, minMinutes: 1, maxMinutes: 300, maxQuestions: 200 } as const;

/** A question in the cart: what the lists show of it (the server's rows mapped onto the cart's fields). */
export interface CartItem {
  id: number;
  title: string;
  /** the question type's slug */
  type: string;
  /** speaking | writing | reading | listening (lower case) */
  section: string;
  frequency?: string | null;
  source?: string | null;
}

export interface Draft {
  /** tests only: practice-tests or mock-tests, chosen in test-information */
  exam_type?: ExamType;
  title?: string;
  description?: string;
  /** tests only: reading | writing | speaking | listening | combo (practice), full | partial | diagnostic (mock) */
  category?: string;
  /** quizzes only */
  quiz_type_id?: number | null;
  /** quizzes only */
  template_type?: 'practice' | 'exam';
  /** client only: a time of the trainer's own (else the official timing / untimed, duration_minutes null) */
  custom_time?: boolean;
  duration_minutes?: number | null;
  create_type?: 'manual' | 'random';
  number_of_questions?: Record<string, number>;
  /** client only: the random fill's filters */
  frequency?: string;
  source?: string;
  /** the selected-questions cart, in the order students meet them (saved as question_ids) */
  items?: CartItem[];
}

/** A full mock is kept in the official PTE order and timing (API contract "Tests"). */
export const isFullMock = (d: Partial<Draft>) => d.exam_type === 'mock-tests' && d.category === 'full';

/** The sections a test of this category may hold: one for a section's practice test, all four otherwise. */
export function sectionsOfCategory(category: string | undefined): string[] {
  return category === 'reading' || category === 'writing' || category === 'speaking' || category === 'listening'
    ? [category]
    : ['speaking', 'writing', 'reading', 'listening'];
}
