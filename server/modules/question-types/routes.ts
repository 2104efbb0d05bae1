import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

export const questionTypeRoutes = [
  defineRoute({
    method: 'get', path: '/question-types', summary: 'The question types (filters: section or group, search)', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_TYPE_INDEX', query: S.QuestionTypesQuery, response: S.QuestionTypeList,
    handler: async ({ ctx, query }) => ({ data: await svc.listQuestionTypes({ ctx, input: query }) }),
  }),
  // before /question-types/:id, which would otherwise take "list-with-questions-count" for an id
  defineRoute({
    method: 'get', path: '/question-types/list-with-questions-count', summary: "Per type, the number of questions in the caller's bank", tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_TYPE_INDEX', response: z.array(S.QuestionTypeCount),
    handler: async ({ ctx }) => ({ data: await svc.listQuestionTypesWithCount({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/question-types/:id', summary: 'One question type, by id or slug', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_TYPE_SHOW', params: S.IdOrSlugParams, response: S.QuestionTypeData,
    handler: async ({ ctx, params }) => ({ data: await svc.showQuestionType({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-types', summary: 'The quiz types (a fixed list)', tags: ['questions'], auth: 'auth',
    permission: 'QUIZ_TYPE_INDEX', query: S.QuizTypesQuery, response: z.array(S.QuizTypeData),
    handler: async ({ ctx, query }) => ({ data: await svc.listQuizTypes({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-type/:id', summary: 'One quiz type', tags: ['questions'], auth: 'auth',
    permission: 'QUIZ_TYPE_SHOW', params: S.IdParams, response: S.QuizTypeData,
    handler: async ({ ctx, params }) => ({ data: await svc.showQuizType({ ctx, input: params }) }),
  }),
];
