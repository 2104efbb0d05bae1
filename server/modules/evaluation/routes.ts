import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';
import * as history from './history.ts';

export const evaluationRoutes = [
  defineRoute({
    method: 'post', path: '/evaluation/evaluate', summary: "A trainer's trait scores, feedback and transcript for an attempt; re-scores it", tags: ['evaluation'], auth: 'auth',
    permission: 'EVALUATION_STORE', body: S.EvaluateBody, response: S.EvaluationData,
    handler: async ({ ctx, body }) => ({ data: await svc.evaluateAttempt({ ctx, input: body }), message: 'Evaluation saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/evaluation', summary: "The tenant's practice attempts waiting for a trainer (or evaluated)", tags: ['evaluation'], auth: 'auth',
    permission: 'EVALUATION_INDEX', query: S.EvaluationQuery, response: S.EvaluationList,
    handler: async ({ ctx, query }) => ({ data: await svc.listEvaluations({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/evaluation/:id', summary: 'One attempt with its question, response, result, evidence and feedback', tags: ['evaluation'], auth: 'auth',
    permission: 'EVALUATION_SHOW (or the owner)', params: S.IdParams, response: S.EvaluationData,
    handler: async ({ ctx, params }) => ({ data: await svc.showEvaluation({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/evaluation/:id/question-items/:questionId', summary: 'The evaluation of one question of an attempt', tags: ['evaluation'], auth: 'auth',
    permission: 'EVALUATION_SHOW (or the owner)', params: S.ItemParams, response: S.EvaluationData,
    handler: async ({ ctx, params }) => ({ data: await svc.showEvaluationItem({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/question-attempts', summary: "The signed-in student's own single-item practice attempts, newest first, without keys (students only)", tags: ['evaluation'], auth: 'auth',
    query: history.HistoryQuery, response: history.HistoryList,
    handler: async ({ ctx, query }) => ({ data: await history.listOwnAttempts({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/question-attempts/:id', summary: "A practice attempt's result, with the trainer's traits and feedback once evaluated", tags: ['evaluation'], auth: 'auth',
    permission: 'EVALUATION_SHOW (or the owner)', params: S.IdParams, response: S.AttemptData,
    handler: async ({ ctx, params }) => ({ data: await svc.showAttempt({ ctx, input: params }) }),
  }),
];
