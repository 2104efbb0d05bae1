import { defineRoute } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as handIn from './hand-in.ts';
import * as quiz from './quiz-test.ts';
import * as results from './results.ts';
import * as saving from './saving.ts';
import * as sitting from './sitting.ts';

export const examRoutes = [
  defineRoute({
    method: 'post', path: '/exam-enrolls', summary: 'Start sitting a test (or resume the sitting in progress)', tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_STORE', body: S.EnrollBody, response: C.SessionData,
    handler: async ({ ctx, body }) => {
      const data = await sitting.enroll({ ctx, input: body });
      return { data, status: data.resumed ? 200 : 201 };
    },
  }),
  defineRoute({
    method: 'get', path: '/exam-enrolls/list', summary: "The caller's sittings still open", tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_INDEX or QUIZ_TEST_INDEX', response: C.OpenSheetList,
    handler: async ({ ctx }) => ({ data: await results.openSheets({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/exam-enrolls/questions/:id', summary: 'The session of a sitting: items without keys, answers, time left', tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_SHOW or QUIZ_TEST_SHOW', params: S.IdParams, response: C.SessionData,
    handler: async ({ ctx, params }) => ({ data: await sitting.session({ ctx, input: { id: params.id } }) }),
  }),
  defineRoute({
    method: 'get', path: '/exam-enrolls', summary: "The caller's sittings", tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_INDEX or EVALUATION_INDEX or QUIZ_TEST_INDEX', query: S.SheetsQuery, response: C.SheetList,
    handler: async ({ ctx, query }) => ({ data: await results.listSheets({ ctx, input: { ...query, own: true } }) }),
  }),
  defineRoute({
    method: 'put', path: '/answer-sheets/:id', summary: 'Save one answer (idempotent by revision) and/or the position; 410 after the deadline', tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_UPDATE or QUIZ_TEST_STORE', params: S.IdParams, body: S.SaveBody, response: C.SaveData,
    handler: async ({ ctx, params, body }) => ({ data: await saving.saveAnswer({ ctx, input: { id: params.id, body } }) }),
  }),
  defineRoute({
    method: 'post', path: '/answer-sheets', summary: 'Hand a sheet in: every item scored; answers the result card (idempotent)', tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_STORE or QUIZ_TEST_EVALUATION', body: S.SubmitBody, response: C.ResultCardData,
    handler: async ({ ctx, body }) => ({ data: await handIn.submit({ ctx, input: body }), message: 'Answer sheet submitted.' }),
  }),
  defineRoute({
    method: 'get', path: '/answer-sheets', summary: "Sheets: a student's own, a trainer's whole tenant", tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_INDEX or EVALUATION_INDEX or QUIZ_TEST_INDEX', query: S.SheetsQuery, response: C.SheetList,
    handler: async ({ ctx, query }) => ({ data: await results.listSheets({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/answer-sheets/:id', summary: 'A sheet with its answers; keys and scores once submitted', tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_SHOW or EVALUATION_SHOW', params: S.IdParams, response: C.SheetData,
    handler: async ({ ctx, params }) => ({ data: await results.showSheet({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/result-cards/:id', summary: 'The score report of a sheet: overall and four skills on 10-90 (estimated)', tags: ['exams'], auth: 'auth',
    permission: 'ANSWER_SHEET_SHOW or EVALUATION_SHOW or QUIZ_TEST_SHOW', params: S.IdParams, response: C.ResultCardData,
    handler: async ({ ctx, params }) => ({ data: await results.showResultCard({ ctx, input: params }) }),
  }),

  defineRoute({
    method: 'post', path: '/quiz-test/start', summary: 'Start a published quiz set (or resume it)', tags: ['quiz test'], auth: 'auth',
    permission: 'QUIZ_TEST_STORE', body: S.QuizStartBody, response: C.QuizStartData,
    handler: async ({ ctx, body }) => {
      const data = await quiz.startQuiz({ ctx, input: body });
      return { data, status: data.resumed ? 200 : 201 };
    },
  }),
  defineRoute({
    method: 'get', path: '/quiz-test/evaluation/:id', summary: 'The evaluation of a handed-in quiz', tags: ['quiz test'], auth: 'auth',
    permission: 'QUIZ_TEST_SHOW or EVALUATION_SHOW', params: S.IdParams, response: C.QuizEvaluationData,
    handler: async ({ ctx, params }) => ({ data: await quiz.showQuizEvaluation({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/quiz-test/evaluation/:quizSetId', summary: 'Save the last answers and hand the quiz in', tags: ['quiz test'], auth: 'auth',
    permission: 'QUIZ_TEST_EVALUATION', params: S.QuizSetParams, body: S.QuizEvaluationBody, response: C.QuizEvaluationData,
    handler: async ({ ctx, params, body }) => ({ data: await quiz.evaluateQuiz({ ctx, input: { quizSetId: params.quizSetId, body } }), message: 'Quiz evaluated.' }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-test', summary: "The caller's quizzes with a summary", tags: ['quiz test'], auth: 'auth',
    permission: 'QUIZ_TEST_INDEX', query: S.SheetsQuery, response: C.QuizTestList,
    handler: async ({ ctx, query }) => ({ data: await quiz.listQuizTests({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/quiz-test/:id', summary: 'A quiz sitting: items in its own shuffled order, no keys', tags: ['quiz test'], auth: 'auth',
    permission: 'QUIZ_TEST_SHOW or ANSWER_SHEET_SHOW', params: S.IdParams, query: S.QuizShowQuery, response: C.SessionData,
    handler: async ({ ctx, params }) => ({ data: await sitting.session({ ctx, input: { id: params.id, mode: 'quiz' } }) }),
  }),
];
