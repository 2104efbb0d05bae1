import { z } from 'zod';
import { HoldingSittingData, ReviewAidsData } from '../delivery/contracts.ts';
import { lower, opt } from '../../kernel/query-params.ts';
import { Id } from '../auth/schemas.ts';

export const EVALUATION_KINDS = ['practice-test', 'practice-sheet', 'full-mock-test', 'partial-mock-test', 'diagnostic-test', 'quiz-test', 'all'] as const;
export const ATTEMPT_STATUSES = ['pending', 'evaluated', 'auto'] as const;
const MAX_TRAITS = 20;

/** POST evaluation/evaluate: trait scores of a trainer; each within the trait's range (checked by the type). */
export const EvaluateBody = z.object({
  attempt_id: Id,
  traits: z
    .record(z.string().trim().min(1).max(50), z.number().finite())
    .refine((t) => Object.keys(t).length <= MAX_TRAITS, { message: `At most ${MAX_TRAITS} traits.` }),
  feedback: z.string().max(5000).nullable().optional(),
  transcript: z.string().max(20_000).nullable().optional(),
});
export type EvaluateInput = z.output<typeof EvaluateBody>;


/** GET evaluation: the tenant's practice attempts that wait for a trainer (pending, default) or were evaluated. */
export const EvaluationQuery = z.object({
  status: opt(lower(['pending', 'evaluated', 'auto', 'all'] as const)),
  section: opt(lower(['listening', 'writing', 'speaking', 'reading'] as const)),
  /** a type slug or id */
  type: opt(z.string().trim().max(100)),
  user_id: opt(z.coerce.number().int().min(1).max(2_147_483_647)),
  /** whose attempts: single practice answers (default), or the items of sheets of a test kind */
  kind: opt(lower(EVALUATION_KINDS)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type EvaluationQueryInput = z.output<typeof EvaluationQuery>;

export const IdParams = z.object({ id: z.string().max(200) });
export const ItemParams = z.object({ id: z.string().max(200), questionId: z.string().max(200) });

// ---------------------------------------------------------------- answers (documentation)

const Meta = z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() });
const TypeRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), group: z.string(), section: z.string() });
const Person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().optional() });
const TraitScore = z.object({ key: z.string(), score: z.number(), max: z.number(), pending: z.boolean().optional() });
const Result = z.object({
  score: z.number().nullable().meta({ description: 'null while withheld by the delivery policy' }),
  max: z.number().nullable(),
  traits: z.array(TraitScore),
  needsHuman: z.boolean(),
  parts: z.array(z.object({ id: z.string(), correct: z.boolean(), given: z.string().nullable().optional(), expected: z.string().nullable().optional() })),
  measures: z.record(z.string(), z.unknown()),
});

export const EvaluationListItem = z.object({
  id: z.number().int(),
  attempt_id: z.number().int(),
  question_id: z.number().int(),
  question_title: z.string(),
  question_type: TypeRef,
  student: Person,
  score: z.number(),
  max: z.number(),
  needsHuman: z.boolean(),
  status: z.enum(ATTEMPT_STATUSES),
  has_recording: z.boolean(),
  created_at: z.string(),
  evaluated_at: z.string().nullable(),
});
export const EvaluationList = z.object({ items: z.array(EvaluationListItem), meta: Meta });

export const EvaluationData = z.object({
  id: z.number().int(),
  attempt_id: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  created_at: z.string(),
  evaluated_at: z.string().nullable(),
  evaluated_by: Person.nullable(),
  feedback: z.string().nullable().meta({ description: 'for the student once released (delivery policy)' }),
  withheld: HoldingSittingData.nullable(),
  student: Person,
  question: z.object({ id: z.number().int(), title: z.string(), question_type: TypeRef, content: z.unknown(), key: z.unknown() }),
  traits: z.array(z.object({ key: z.string(), label: z.string(), max: z.number(), human: z.boolean(), skills: z.array(z.string()), rubric: z.array(z.string()).optional() })).meta({ description: "the type's trait definitions, with this item's maxima" }),
  response: z.unknown(),
  recording: z.string().nullable().meta({ description: 'GET it with the bearer token (and X-Tenant): /files/recordings is private' }),
  result: Result,
  evidence: z.object({ assessor: z.unknown(), trainer: z.unknown(), combined: z.unknown() }),
});

export const AttemptData = Result.extend({
  attempt_id: z.number().int(),
  question_id: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  response: z.unknown(),
  feedback: z.string().nullable(),
  evaluated_at: z.string().nullable(),
  key: z.unknown().meta({ description: 'null while the delivery policy withholds it' }),
  withheld: HoldingSittingData.nullable(),
  ...ReviewAidsData,
});
