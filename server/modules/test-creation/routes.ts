import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

/** The docs/product-spec.md §7 "Tests" calls of one exam type (practice-tests, mock-tests): the same verbs, another table slice. */
function examTypeRoutes(kind: svc.ExamKind) {
  const base = `/${kind.type}`;
  const p = kind.prefix;
  return [
    defineRoute({
      method: 'post', path: base, summary: `Create a ${kind.type} draft (the wizard's first step)`, tags: ['tests'], auth: 'auth',
      permission: `${p}_STORE`, body: S.DraftCreateBody, response: C.TestRecord,
      handler: async ({ ctx, body }) => ({ data: await svc.createTest({ ctx, input: { kind, body } }), message: 'Test saved.', status: 201 }),
    }),
    defineRoute({
      method: 'post', path: `${base}/questions`, summary: 'Preview items for the wizard: chosen ids, or a random draw per type', tags: ['tests'], auth: 'auth',
      permission: `${p}_SHOW`, body: S.PreviewBody, response: C.PreviewData,
      handler: async ({ ctx, body }) => ({ data: await svc.previewItems({ ctx, input: { kind, body } }) }),
    }),
    defineRoute({
      method: 'get', path: `${base}/review/questions/:id`, summary: 'A test and its items with keys, for its authors', tags: ['tests'], auth: 'auth',
      permission: `${p}_SHOW`, params: S.IdParams, response: C.TestReview,
      handler: async ({ ctx, params }) => ({ data: await svc.reviewTest({ ctx, input: { kind, id: params.id } }) }),
    }),
    defineRoute({
      method: 'patch', path: `${base}/change-status/:id`, summary: 'Change the status and/or approval', tags: ['tests'], auth: 'auth',
      permission: `${p}_CHANGE_STATUS or ${p}_APPROVAL`, params: S.IdParams, body: S.ChangeStatusBody, response: C.TestRecord,
      handler: async ({ ctx, params, body }) => ({ data: await svc.changeTestStatus({ ctx, input: { kind, id: params.id, body } }), message: 'Status changed.' }),
    }),
    defineRoute({
      method: 'get', path: base, summary: `List ${kind.type}: every draft for authors, what students may sit for students`, tags: ['tests'], auth: 'auth',
      permission: `${p}_INDEX or ${kind.studentKey}`, query: S.TestsQuery, response: C.TestList,
      handler: async ({ ctx, query }) => ({ data: await svc.listTests({ ctx, input: { kind, query } }) }),
    }),
    defineRoute({
      method: 'get', path: `${base}/:id`, summary: 'One test (students: one they may sit, without its items)', tags: ['tests'], auth: 'auth',
      permission: `${p}_SHOW or ${kind.studentKey}`, params: S.IdParams, response: C.TestShow,
      handler: async ({ ctx, params }) => ({ data: await svc.showTest({ ctx, input: { kind, id: params.id } }) }),
    }),
    defineRoute({
      method: 'put', path: `${base}/:id`, summary: 'Save a later wizard step', tags: ['tests'], auth: 'auth',
      permission: `${p}_UPDATE`, params: S.IdParams, body: S.DraftUpdateBody, response: C.TestRecord,
      handler: async ({ ctx, params, body }) => ({ data: await svc.updateTest({ ctx, input: { kind, id: params.id, body } }), message: 'Test saved.' }),
    }),
    defineRoute({
      method: 'delete', path: `${base}/:id`, summary: 'Delete a draft or an unpublished test nobody has sat (soft delete; 409 with the reason otherwise)', tags: ['tests'], auth: 'auth',
      permission: `${p}_DESTROY`, params: S.IdParams, response: z.null(),
      handler: async ({ ctx, params }) => ({ data: null, message: await svc.deleteTest({ ctx, input: { kind, id: params.id } }) }),
    }),
  ];
}

const practice = svc.KINDS['practice-tests'];
const quizSets = svc.KINDS['quiz-sets'];

export const testRoutes = [
  // the static paths before `/:id`
  defineRoute({
    method: 'get', path: '/practice-tests/list', summary: 'A light list of practice tests', tags: ['tests'], auth: 'auth',
    permission: 'TEST_INDEX', response: C.TestLightList,
    handler: async ({ ctx }) => ({ data: await svc.lightList({ ctx, input: { kind: practice } }) }),
  }),
  defineRoute({
    method: 'get', path: '/practice-tests/section-wise-count', summary: 'Practice tests per category', tags: ['tests'], auth: 'auth',
    permission: 'TEST_INDEX', response: C.CategoryCounts,
    handler: async ({ ctx }) => ({ data: await svc.categoryCounts({ ctx, input: { kind: practice } }) }),
  }),
  defineRoute({
    method: 'get', path: '/practice-tests/pte-practice-list', summary: 'The PTE-practice catalogue: practisable items per section and type', tags: ['tests'], auth: 'auth',
    permission: 'TEST_INDEX or TEST_GET_PTE_PRACTICE_LIST', query: S.PteListQuery, response: C.PteCatalogue,
    handler: async ({ ctx, query }) => ({ data: await svc.pteCatalogue({ ctx, input: { section: query.section } }) }),
  }),
  ...examTypeRoutes(practice),
  ...examTypeRoutes(svc.KINDS['mock-tests']),

  // quiz sets: their own paths (docs/product-spec.md §7), the same verbs
  defineRoute({
    method: 'get', path: '/quiz-set/list', summary: 'Published quiz sets, for students and visitors of a tenant', tags: ['quiz sets'], auth: 'optional',
    query: S.TestsQuery, response: C.PublishedQuizSetList,
    handler: async ({ ctx, query }) => ({ data: await svc.publishedQuizSets({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/quiz-set', summary: "Create a quiz set draft (the wizard's first step)", tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_STORE', body: S.DraftCreateBody, response: C.QuizSetRecord,
    handler: async ({ ctx, body }) => ({ data: await svc.createTest({ ctx, input: { kind: quizSets, body } }), message: 'Quiz set saved.', status: 201 }),
  }),
  defineRoute({
    method: 'post', path: '/quiz-set/quizzes', summary: 'Preview quiz items for the wizard', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_SHOW', body: S.PreviewBody, response: C.PreviewData,
    handler: async ({ ctx, body }) => ({ data: await svc.previewItems({ ctx, input: { kind: quizSets, body } }) }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-set/review/quizzes/:id', summary: 'A quiz set and its items with keys', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_SHOW', params: S.IdParams, response: C.QuizSetReview,
    handler: async ({ ctx, params }) => ({ data: await svc.reviewTest({ ctx, input: { kind: quizSets, id: params.id } }) }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-set', summary: 'Quiz sets (authors)', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_INDEX or QUIZ_TEST_STORE', query: S.TestsQuery, response: C.QuizSetList,
    handler: async ({ ctx, query }) => ({ data: await svc.listTests({ ctx, input: { kind: quizSets, query } }) }),
  }),
  defineRoute({
    method: 'put', path: '/quiz-set/:id/publish', summary: 'Publish or withdraw a finished quiz set', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_PUBLISH', params: S.IdParams, body: S.PublishBody, response: C.QuizSetRecord,
    handler: async ({ ctx, params, body }) => ({ data: await svc.publishQuizSet({ ctx, input: { id: params.id, published: body.published } }), message: body.published ? 'Quiz set published.' : 'Quiz set withdrawn.' }),
  }),
  defineRoute({
    method: 'patch', path: '/quiz-set/change-status/:id', summary: 'Change a quiz set status and/or approval', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_CHANGE_STATUS or QUIZ_SET_APPROVAL', params: S.IdParams, body: S.ChangeStatusBody, response: C.QuizSetRecord,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeTestStatus({ ctx, input: { kind: quizSets, id: params.id, body } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-set/:id', summary: 'One quiz set', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_SHOW or QUIZ_TEST_STORE', params: S.IdParams, response: C.QuizSetShow,
    handler: async ({ ctx, params }) => ({ data: await svc.showTest({ ctx, input: { kind: quizSets, id: params.id } }) }),
  }),
  defineRoute({
    method: 'put', path: '/quiz-set/:id', summary: 'Save a later quiz-set wizard step', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_UPDATE', params: S.IdParams, body: S.DraftUpdateBody, response: C.QuizSetRecord,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateTest({ ctx, input: { kind: quizSets, id: params.id, body } }), message: 'Quiz set saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/quiz-set/:id', summary: 'Delete a draft or an unpublished quiz set nobody has sat (soft delete; 409 with the reason otherwise)', tags: ['quiz sets'], auth: 'auth',
    permission: 'QUIZ_SET_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: null, message: await svc.deleteTest({ ctx, input: { kind: quizSets, id: params.id } }) }),
  }),
];
