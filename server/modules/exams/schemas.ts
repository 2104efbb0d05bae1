import { z } from 'zod';
import { opt } from '../../kernel/query-params.ts';
import { Id } from '../auth/schemas.ts';
import { depthOk } from '../question-bank/schemas.ts';


export const EnrollBody = z.object({
  test_id: Id,
  exam_type: z.enum(['practice-tests', 'mock-tests']).optional(),
});
export type EnrollInput = z.output<typeof EnrollBody>;

const Response = z.custom<unknown>((v) => v !== undefined, { message: 'The response field is required.' }).refine(depthOk, { message: 'The response field is nested too deeply.' });

/** PUT answer-sheets/{id}: an answer with its revision, and/or where the student is. */
export const SaveBody = z
  .object({
    question_id: Id.optional(),
    response: Response.optional(),
    revision: z.number().int().min(1).max(2_147_483_647).optional(),
    current_index: z.number().int().min(0).max(1000).optional(),
  })
  .superRefine((b, ctx) => {
    const answering = b.question_id !== undefined || b.response !== undefined || b.revision !== undefined;
    if (!answering && b.current_index === undefined) ctx.addIssue({ code: 'custom', path: ['question_id'], message: 'The question id field is required.' });
    if (answering) {
      if (b.question_id === undefined) ctx.addIssue({ code: 'custom', path: ['question_id'], message: 'The question id field is required.' });
      if (b.response === undefined) ctx.addIssue({ code: 'custom', path: ['response'], message: 'The response field is required.' });
      if (b.revision === undefined) ctx.addIssue({ code: 'custom', path: ['revision'], message: 'The revision field is required.' });
    }
  });
export type SaveInput = z.output<typeof SaveBody>;

export const SubmitBody = z.object({
  answer_sheet_id: Id,
  reason: z.enum(['user', 'timeout', 'deadline', 'expired']).optional(),
});
export type SubmitInput = z.output<typeof SubmitBody>;

export const SheetsQuery = z.object({
  mode: opt(z.enum(['practice-test', 'mock', 'quiz'])),
  status: opt(z.enum(['in_progress', 'submitted'])),
  user_id: opt(z.coerce.number().int().min(1).max(2_147_483_647)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type SheetsQueryInput = z.output<typeof SheetsQuery>;

export const QuizStartBody = z.object({ quiz_set_id: Id });
export const QuizShowQuery = z.object({ order: opt(z.enum(['random', 'position'])) });
export const QuizEvaluationBody = z.object({
  quiz_test_id: Id,
  answers: z.array(z.object({ question_id: Id, response: Response })).max(200).optional(),
});
export type QuizEvaluationInput = z.output<typeof QuizEvaluationBody>;

export const IdParams = z.object({ id: z.string().max(200) });
export const QuizSetParams = z.object({ quizSetId: z.string().max(200) });
