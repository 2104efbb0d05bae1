import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

export const questionRoutes = [
  defineRoute({
    method: 'post', path: '/questions', summary: 'Add an item to the bank (content and key checked by its question type)', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_STORE', body: S.QuestionStoreBody, response: S.QuestionData,
    handler: async ({ ctx, body }) => ({ data: await svc.storeQuestion({ ctx, input: body }), message: 'Question saved.', status: 201 }),
  }),
  defineRoute({
    method: 'get', path: '/questions', summary: "The bank (authors) or the practisable items (students with TEST_INDEX); never keys", tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_INDEX or TEST_INDEX', query: S.QuestionsQuery, response: S.QuestionList,
    handler: async ({ ctx, query }) => ({ data: await svc.listQuestions({ ctx, input: query }) }),
  }),
  // before /questions/:id
  defineRoute({
    method: 'get', path: '/questions/list', summary: 'A light list of the bank for pickers', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_INDEX', query: S.QuestionsQuery, response: S.QuestionPickerList,
    handler: async ({ ctx, query }) => ({ data: await svc.listQuestionsForPicker({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/questions/:id', summary: 'One item: with its key for authors (QUESTION_SHOW), content only for students', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_SHOW or TEST_INDEX', params: S.IdParams, response: S.QuestionData,
    handler: async ({ ctx, params }) => ({ data: await svc.showQuestion({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/questions/:id', summary: 'Replace an item (platform items: the master on the platform scope only)', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_UPDATE', params: S.IdParams, body: S.QuestionUpdateBody, response: S.QuestionData,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateQuestion({ ctx, input: { id: params.id, body } }), message: 'Question updated.' }),
  }),
  defineRoute({
    method: 'delete', path: '/questions/:id', summary: 'Delete an item (soft delete)', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: null, message: await svc.destroyQuestion({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'patch', path: '/questions/change-status/:id', summary: 'Activate or deactivate an item', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_CHANGE_STATUS', params: S.IdParams, body: S.StatusBody, response: S.QuestionListItem,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeQuestionStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'patch', path: '/questions/change-approval/:id', summary: 'Approve, unapprove or set an item pending', tags: ['questions'], auth: 'auth',
    permission: 'QUESTION_APPROVAL', params: S.IdParams, body: S.ApprovalBody, response: S.QuestionListItem,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeQuestionApproval({ ctx, input: { id: params.id, approval: body.approval } }), message: 'Approval changed.' }),
  }),
  defineRoute({
    method: 'post', path: '/question-test', summary: 'Answer one item: scored by its type; the answer reveals the key', tags: ['questions'], auth: 'auth',
    permission: 'TEST_INDEX or ANSWER_SHEET_STORE', body: S.QuestionTestBody, response: S.QuestionTestData,
    handler: async ({ ctx, body }) => ({ data: await svc.testQuestion({ ctx, input: body }) }),
  }),
];

/** docs/product-spec.md §7 quiz calls: the question calls over quiz items (a bank item with a quiz type), under QUIZ_* permissions. */
export const quizRoutes = [
  defineRoute({
    method: 'get', path: '/quiz', summary: 'Quiz items (authors; students: active approved ones), never keys', tags: ['quiz'], auth: 'auth',
    permission: 'QUIZ_INDEX', query: S.QuestionsQuery, response: S.QuestionList,
    handler: async ({ ctx, query }) => ({ data: await svc.listQuestions({ ctx, input: query, family: 'QUIZ' }) }),
  }),
  defineRoute({
    method: 'post', path: '/quiz', summary: 'Add a quiz item (quiz_type_id required)', tags: ['quiz'], auth: 'auth',
    permission: 'QUIZ_STORE', body: S.QuestionStoreBody, response: S.QuestionData,
    handler: async ({ ctx, body }) => ({ data: await svc.storeQuestion({ ctx, input: body, family: 'QUIZ' }), message: 'Quiz saved.', status: 201 }),
  }),
  defineRoute({
    method: 'get', path: '/quiz/:id', summary: 'One quiz item: with its key for authors', tags: ['quiz'], auth: 'auth',
    permission: 'QUIZ_SHOW', params: S.IdParams, response: S.QuestionData,
    handler: async ({ ctx, params }) => ({ data: await svc.showQuestion({ ctx, input: params, family: 'QUIZ' }) }),
  }),
  defineRoute({
    method: 'put', path: '/quiz/:id', summary: 'Replace a quiz item', tags: ['quiz'], auth: 'auth',
    permission: 'QUIZ_UPDATE', params: S.IdParams, body: S.QuestionUpdateBody, response: S.QuestionData,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateQuestion({ ctx, input: { id: params.id, body }, family: 'QUIZ' }), message: 'Quiz updated.' }),
  }),
  defineRoute({
    method: 'delete', path: '/quiz/:id', summary: 'Delete a quiz item (soft delete)', tags: ['quiz'], auth: 'auth',
    permission: 'QUIZ_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: null, message: await svc.destroyQuestion({ ctx, input: params, family: 'QUIZ' }) }),
  }),
];
