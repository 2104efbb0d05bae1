// A student's practice history (GET question-attempts): every single-item practice answer of the signed-in student,
// newest first, so an answer waiting for a trainer (an essay, a recording) can be found again. Sheet items
// (answer_sheet_id set) belong to their test's result and are left out. No row carries a key, a response or a model
// answer: the list only says what was practised, when, and how it scored; the review is GET question-attempts/{id}.
import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../kernel/context.ts';
import { list } from '../../kernel/envelope.ts';
import { requireRole } from '../../kernel/permissions.ts';
import { lower, opt } from '../../kernel/query-params.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { questionAttempts, questions, questionTypes } from '../../db/schema.ts';
import { typeRef } from '../question-types/service.ts';
import type { StoredResult } from '../assessment/pipeline.ts';

// ---------------------------------------------------------------- contract

export const HISTORY_STATUSES = ['evaluated', 'awaiting'] as const;

export const HistoryQuery = z.object({
  /** a question type's slug */
  type: opt(z.string().trim().max(100)),
  /** awaiting: a trainer still has to score it; evaluated: its score is final (automatic or a trainer's) */
  status: opt(lower(HISTORY_STATUSES)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type HistoryQueryInput = z.output<typeof HistoryQuery>;

const Meta = z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() });

export const HistoryItem = z.object({
  id: z.number().int().meta({ description: 'the attempt id: GET question-attempts/{id} is its review' }),
  question_id: z.number().int(),
  question_title: z.string(),
  question_type: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), group: z.string(), section: z.string() }),
  section: z.enum(['listening', 'writing', 'speaking', 'reading']),
  created_at: z.string(),
  score: z.number(),
  max: z.number(),
  status: z.enum(['pending', 'evaluated', 'auto']),
  needs_human: z.boolean(),
  awaiting: z.boolean().meta({ description: 'a trainer has not scored it yet: the score is partial' }),
});
export const HistoryList = z.object({ items: z.array(HistoryItem), meta: Meta });

// ---------------------------------------------------------------- verb

/** GET question-attempts: the signed-in student's own single-item practice attempts, newest first. */
export async function listOwnAttempts({ ctx, input }: { ctx: RequestContext; input: HistoryQueryInput }) {
  const actor = requireRole(ctx, 'STUDENT');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const conds: Array<SQL | undefined> = [
      ctx.tenant ? eq(questionAttempts.organizationId, ctx.tenant.id) : isNull(questionAttempts.organizationId),
      eq(questionAttempts.userId, actor.userId),
      isNull(questionAttempts.answerSheetId),
    ];
    if (input.type) conds.push(eq(questionTypes.slug, input.type));
    if (input.status === 'awaiting') conds.push(eq(questionAttempts.status, 'pending'));
    if (input.status === 'evaluated') conds.push(ne(questionAttempts.status, 'pending'));
    const where = and(...conds);
    const [total] = await tx
      .select({ n: count() })
      .from(questionAttempts)
      .innerJoin(questions, eq(questions.id, questionAttempts.questionId))
      .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
      .where(where);
    const rows = await tx
      .select({ a: questionAttempts, title: questions.title, t: questionTypes })
      .from(questionAttempts)
      .innerJoin(questions, eq(questions.id, questionAttempts.questionId))
      .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
      .where(where)
      // ids grow with time; the id breaks ties between answers given in the same millisecond
      .orderBy(desc(questionAttempts.createdAt), desc(questionAttempts.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items = rows.map(({ a, title, t }) => ({
      id: a.id,
      question_id: a.questionId,
      question_title: title,
      question_type: typeRef(t),
      section: t.section,
      created_at: a.createdAt.toISOString(),
      score: a.score,
      max: a.max,
      status: a.status,
      needs_human: (a.result as StoredResult | null)?.needsHuman ?? false,
      awaiting: a.status === 'pending',
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}
