import { z } from 'zod';
import { lower, opt } from '../../kernel/query-params.ts';
import { Id } from '../auth/schemas.ts';
import { APPROVALS, FREQUENCIES, SOURCES, STATUSES } from '../question-bank/schemas.ts';
import { TEST_STATES } from './contracts.ts';

export const TEST_STEPS = ['test-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'test-preview'] as const;
export const QUIZ_STEPS = ['quiz-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'quiz-set-preview'] as const;
export const PRACTICE_CATEGORIES = ['reading', 'writing', 'speaking', 'listening', 'combo'] as const;
export const MOCK_CATEGORIES = ['full', 'partial', 'diagnostic'] as const;
export const MAX_TEST_ITEMS = 200;


const Counts = z
  .record(z.string().trim().min(1).max(100), z.number().int().min(0).max(MAX_TEST_ITEMS))
  .refine((r) => Object.keys(r).length <= 40, { message: 'Too many question types.' });

/** A wizard save: the step just saved and whatever fields it carries (the rest keep their value). */
const draftFields = {
  step: z.enum([...new Set([...TEST_STEPS, ...QUIZ_STEPS])] as [string, ...string[]]),
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  category: z.string().trim().toLowerCase().max(40).optional(),
  duration_minutes: z.number().int().min(1).max(300).nullable().optional(),
  create_type: z.enum(['manual', 'random']).optional(),
  number_of_questions: Counts.optional(),
  question_ids: z.array(Id).max(MAX_TEST_ITEMS).optional(),
  quiz_type_id: Id.nullable().optional(),
  template_type: z.enum(['practice', 'exam']).nullable().optional(),
};

export const DraftCreateBody = z.object({ ...draftFields, title: draftFields.title.unwrap() });
export const DraftUpdateBody = z.object(draftFields);
export type DraftCreateInput = z.output<typeof DraftCreateBody>;
export type DraftUpdateInput = z.output<typeof DraftUpdateBody>;

export const ChangeStatusBody = z
  .object({ status: z.enum(STATUSES).optional(), approval: z.enum(APPROVALS).optional() })
  .refine((b) => b.status !== undefined || b.approval !== undefined, { message: 'The status or approval field is required.', path: ['status'] });
export type ChangeStatusInput = z.output<typeof ChangeStatusBody>;

export const PublishBody = z.object({ published: z.boolean() });

/** POST {examType}/questions: the chosen items, or a random draw per type. */
export const PreviewBody = z
  .object({
    question_ids: z.array(Id).max(MAX_TEST_ITEMS).optional(),
    number_of_questions: Counts.optional(),
    frequency: z.enum(FREQUENCIES).optional(),
    source: z.enum(SOURCES).optional(),
    exclude_ids: z.array(Id).max(1000).optional(),
  })
  .refine((b) => b.question_ids !== undefined || b.number_of_questions !== undefined, {
    message: 'The question ids or number of questions field is required.',
    path: ['question_ids'],
  });
export type PreviewInput = z.output<typeof PreviewBody>;

export const TestsQuery = z.object({
  category: opt(z.string().trim().toLowerCase().max(40)),
  status: opt(lower(STATUSES)),
  approval: opt(lower(APPROVALS)),
  /** practice and mock tests: where they stand (lifecycle.ts) */
  state: opt(lower(TEST_STATES)),
  published: opt(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
  scope: opt(lower(['all', 'own', 'platform'] as const)),
  search: opt(z.string().trim().max(200)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type TestsQueryInput = z.output<typeof TestsQuery>;

export const PteListQuery = z.object({ section: opt(lower(['listening', 'writing', 'speaking', 'reading'] as const)) });

export const IdParams = z.object({ id: z.string().max(200) });
