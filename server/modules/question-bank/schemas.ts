import { z } from 'zod';
import { lower, opt } from '../../kernel/query-params.ts';
import { Id } from '../auth/schemas.ts';

export const STATUSES = ['active', 'inactive'] as const;
export const APPROVALS = ['approved', 'unapproved', 'pending'] as const;
export const FREQUENCIES = ['HIGH', 'MODERATE', 'LOW'] as const;
export const SOURCES = ['EXAM_QUESTION', 'PRACTICE'] as const;
export const VERIFIERS = ['Admin', 'Super admin', 'Teacher'] as const;

/** Deeper than this, a content, key or response is not an item: 422 before any schema walks it. */
export const MAX_JSON_DEPTH = 32;

export function depthOk(value: unknown): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > MAX_JSON_DEPTH) return false;
    for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, d + 1]);
  }
  return true;
}

/** A required JSON value whose shape the question type's schema decides. */
const Json = (field: string) =>
  z
    .custom<unknown>((v) => v !== undefined && v !== null, { message: `The ${field} field is required.` })
    .refine(depthOk, { message: `The ${field} field is nested too deeply.` });

const YesNo = z
  .union([z.boolean(), z.enum(['Yes', 'No', 'yes', 'no'])])
  .transform((v) => (typeof v === 'boolean' ? v : v.toLowerCase() === 'yes'));

const Slug = z.string().trim().min(1).max(100);
const Title = z.string().trim().min(1).max(255);

const itemFields = {
  title: Title,
  content: Json('content'),
  key: Json('key'),
  status: z.enum(STATUSES).optional(),
  approval: z.enum(APPROVALS).optional(),
  frequency: z.enum(FREQUENCIES).optional(),
  source: z.enum(SOURCES).optional(),
  has_sample: YesNo.optional(),
  has_explanation: YesNo.optional(),
  verified_by: z.enum(VERIFIERS).nullable().optional(),
  quiz_type_id: Id.nullable().optional(),
};

/** POST questions: the type by id (`question_type_id`) or slug (`type`), then the item; content and key are checked by the type. */
export const QuestionStoreBody = z
  .object({ question_type_id: Id.optional(), type: Slug.optional(), ...itemFields })
  .superRefine((v, ctx) => {
    if (v.question_type_id === undefined && v.type === undefined) {
      ctx.addIssue({ code: 'custom', path: ['question_type_id'], message: 'The question type id field is required.' });
    }
  });
export type QuestionStoreInput = z.output<typeof QuestionStoreBody>;

/** PUT questions/{id}: the whole item again (title, content, key); the type cannot change. */
export const QuestionUpdateBody = z.object({ question_type_id: Id.optional(), type: Slug.optional(), ...itemFields });
export type QuestionUpdateInput = z.output<typeof QuestionUpdateBody>;

export const StatusBody = z.object({ status: z.enum(STATUSES) });
export const ApprovalBody = z.object({ approval: z.enum(APPROVALS) });

/** POST question-test */
export const QuestionTestBody = z.object({ question_id: Id, response: Json('response') });
export type QuestionTestInput = z.output<typeof QuestionTestBody>;

export const IdParams = z.object({ id: z.string().max(200) });

/** query strings: an empty value (`status=`) means "no filter" */
const upper = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toUpperCase().pipe(z.enum(values));

export const QuestionsQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  section: opt(lower(['listening', 'writing', 'speaking', 'reading'] as const)),
  /** a type slug or id */
  type: opt(z.string().trim().max(100)),
  question_type_id: opt(z.coerce.number().int().min(1).max(2_147_483_647)),
  status: opt(lower(STATUSES)),
  approval: opt(lower(APPROVALS)),
  frequency: opt(upper(FREQUENCIES)),
  source: opt(upper(SOURCES)),
  quiz_type_id: opt(z.coerce.number().int().min(1).max(2_147_483_647)),
  /** own = the tenant's bank, platform = the platform's items, all (default) = both */
  scope: opt(lower(['all', 'own', 'platform'] as const)),
  search: opt(z.string().trim().max(200)),
});
export type QuestionsInput = z.output<typeof QuestionsQuery>;

const TypeRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), group: z.string(), section: z.string() });
const Meta = z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() });

export const QuestionListItem = z.object({
  id: z.number().int(),
  organization_id: z.number().int().nullable(),
  is_platform: z.boolean(),
  question_type_id: z.number().int(),
  question_type: TypeRef,
  title: z.string(),
  status: z.string(),
  approval: z.string(),
  frequency: z.string(),
  source: z.string(),
  has_sample: z.string().meta({ description: 'Yes or No' }),
  has_explanation: z.string().meta({ description: 'Yes or No' }),
  verified_by: z.string().nullable(),
  quiz_type_id: z.number().int().nullable(),
  type_version: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const QuestionData = QuestionListItem.extend({
  content: z.unknown(),
  key: z.unknown().optional().meta({ description: 'authors with QUESTION_SHOW only; never in a student answer' }),
});
export const QuestionList = z.object({ items: z.array(QuestionListItem), meta: Meta });
export const QuestionPickerList = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string(), question_type_id: z.number().int(), slug: z.string(), section: z.string(), status: z.string(), approval: z.string(), is_platform: z.boolean() })),
  meta: Meta,
});

export const QuestionTestData = z.object({
  attempt_id: z.number().int(),
  question_id: z.number().int(),
  score: z.number(),
  max: z.number(),
  traits: z.array(z.object({ key: z.string(), score: z.number(), max: z.number(), pending: z.boolean().optional() })),
  needsHuman: z.boolean(),
  parts: z.array(z.object({ id: z.string(), correct: z.boolean(), given: z.string().nullable().optional(), expected: z.string().nullable().optional() })),
  measures: z.record(z.string(), z.unknown()).meta({ description: "the type's measures with the assessors' measured aids (misspellings, speakingSec, pauseCount...)" }),
  status: z.enum(['pending', 'evaluated', 'auto']).meta({ description: 'pending: a trait waits for a trainer' }),
  key: z.unknown().meta({ description: "the item's key, revealed after submission" }),
});
