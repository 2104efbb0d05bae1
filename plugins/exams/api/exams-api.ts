/**
 * The student's exam calls (server/API-CONTRACT.md "Tests", "Quiz items and quiz sets", "Exams and results",
 * "Quiz test"): the lists of practice and mock tests, the session payload (enroll, resume, quiz), autosave, submit,
 * the result card and the answer sheet, and the quiz history and evaluation.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Paged } from '@kernel/http/list';
import type { ExamSection, SubmitReason } from '@machines/exam-session.machine';

export type ExamType = 'practice-tests' | 'mock-tests';

export type { ListMeta, Paged } from '@kernel/http/list';

export interface TestSummary {
  id: number;
  t_id: string;
  title: string;
  category: string | null;
  exam_type: string;
  no_of_questions: number;
  sections: Partial<Record<ExamSection, number>> | null;
  duration_minutes: number | null;
  created_at: string;
  /** students: how many sheets they submitted */
  attempts?: number;
  /** students: the sheet still in progress */
  in_progress_sheet_id?: number | string | null;
  description?: string | null;
}



export type SkillScores = Partial<Record<ExamSection, number | null>>;





export interface QuizSetSummary {
  id: number;
  q_s_id: string;
  title: string;
  description: string | null;
  quiz_type_id: number | null;
  template_type: string | null;
  duration_minutes: number | null;
  no_of_questions: number;
  published_at: string | null;
}




/**
 * The exam calls' answers, as the server declares them (server/modules/exams/contracts.ts): one truth, checked
 * against every answer by the API suite, imported here as types only.
 */
import type { OpenSheet, QuizEvaluationData, QuizTestList, ResultCardData, SessionData, SheetData, SheetLine } from '@server/modules/exams/contracts.ts';
import type { ProfileDataT } from '@server/modules/users/contracts.ts';
export type SessionPayload = SessionData;
export type ResultCard = ResultCardData;
export type AnswerSheet = SheetData;
export type SheetListItem = SheetLine;
export type QuizEvaluation = QuizEvaluationData;
export type SessionItemPayload = SessionData['items'][number];
export type SheetItem = SheetData['items'][number];
export type QuizHistory = QuizTestList;
export type QuizTestRow = QuizTestList['items'][number];

export const PER_PAGE = 15;

/** ids go back as numbers when they are numeric (the server's serial ids), else as they came */
export const idValue = (id: string | number): string | number => (typeof id === 'number' || !/^\d+$/.test(id) ? id : Number(id));

// ---- lists

export const testListQuery = (examType: ExamType, category: string, page: number) =>
  queryOptions({
    queryKey: ['exams', examType, 'list', category, page],
    queryFn: async () => (await http.get<ApiEnvelope<Paged<TestSummary>>>(examType, { params: { category: category || undefined, page, per_page: PER_PAGE } })).data,
    placeholderData: (previous) => previous,
  });

/** GET practice-tests/section-wise-count: how many practice tests the caller may sit, per category. */
export type SectionCounts = Partial<Record<'all' | 'reading' | 'writing' | 'speaking' | 'listening' | 'combo', number>>;

export const sectionCountQuery = () =>
  queryOptions({
    queryKey: ['exams', 'practice-tests', 'section-wise-count'],
    queryFn: async () => (await http.get<ApiEnvelope<SectionCounts>>('practice-tests/section-wise-count')).data,
  });

export const testQuery = (examType: ExamType, id: string) =>
  queryOptions({
    queryKey: ['exams', examType, 'one', id],
    queryFn: async () => (await http.get<ApiEnvelope<TestSummary>>(`${examType}/${encodeURIComponent(id)}`)).data,
  });

export const sheetListQuery = (page: number, mode: string) =>
  queryOptions({
    queryKey: ['exams', 'sheets', mode, page],
    queryFn: async () => (await http.get<ApiEnvelope<Paged<SheetListItem>>>('answer-sheets', { params: { page, mode: mode || undefined } })).data,
    placeholderData: (previous) => previous,
  });

/** The student's handed-in sittings for the progress card: the newest 50, with their reports' skills. */
export const progressSheetsQuery = queryOptions({
  queryKey: ['exams', 'sheets', 'progress'],
  queryFn: async () => (await http.get<ApiEnvelope<Paged<SheetListItem>>>('answer-sheets', { params: { status: 'submitted', per_page: 50 } })).data,
});

/** GET exam-enrolls/list: the caller's sittings still open. */
export const openSittingsQuery = queryOptions({
  queryKey: ['exams', 'open-sittings'],
  queryFn: async () => (await http.get<ApiEnvelope<OpenSheet[]>>('exam-enrolls/list')).data,
});

/** The signed-in student's profile, for the target score (the kernel's profile page reads the same call). */
export const studentTargetQuery = queryOptions({
  queryKey: ['users', 'profile'],
  queryFn: async () => (await http.get<ApiEnvelope<ProfileDataT>>('users/profile')).data,
});

export const resultCardQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', 'result-card', id],
    queryFn: async () => (await http.get<ApiEnvelope<ResultCard>>(`result-cards/${encodeURIComponent(id)}`)).data,
  });

export const answerSheetQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', 'sheet', id],
    queryFn: async () => (await http.get<ApiEnvelope<AnswerSheet>>(`answer-sheets/${encodeURIComponent(id)}`)).data,
  });

/** GET quiz-set/list works without a token on a tenant (the public /quiz-test page). */
export const quizSetListQuery = (page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['exams', 'quiz-sets', page, signedIn],
    queryFn: async () => {
      const data = (await http.get<ApiEnvelope<Paged<QuizSetSummary> | QuizSetSummary[]>>('quiz-set/list', { params: { page }, auth: signedIn })).data;
      return Array.isArray(data) ? { items: data, meta: { current_page: 1, per_page: data.length, total: data.length, last_page: 1 } } : data;
    },
    placeholderData: (previous) => previous,
  });

export const quizHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: ['exams', 'quiz-history', page],
    queryFn: async () => (await http.get<ApiEnvelope<QuizHistory>>('quiz-test', { params: { page } })).data,
    placeholderData: (previous) => previous,
  });

export const quizEvaluationQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', 'quiz-evaluation', id],
    queryFn: async () => (await http.get<ApiEnvelope<QuizEvaluation>>(`quiz-test/evaluation/${encodeURIComponent(id)}`)).data,
  });

// ---- the session (the exam player's actors)

export const enrollTest = async (testId: string | number, examType: ExamType) =>
  (await http.post<ApiEnvelope<SessionPayload>>('exam-enrolls', { test_id: idValue(testId), exam_type: examType })).data;

export const loadSession = async (sheetId: string) =>
  (await http.get<ApiEnvelope<SessionPayload>>(`exam-enrolls/questions/${encodeURIComponent(sheetId)}`)).data;

/** Failures reach the machine's classifySaveError as the kernel's HttpError; no toast per failed autosave. */
export const saveAnswer = async (sheetId: string, questionId: string | number, response: unknown, revision: number) =>
  (await http.put<ApiEnvelope<unknown>>(`answer-sheets/${encodeURIComponent(sheetId)}`, { question_id: idValue(questionId), response, revision }, { toast: false })).data;

/** Where the student is, so a reload or a second device lands on the same item (fire and forget). */
export const savePosition = async (sheetId: string, currentIndex: number) =>
  (await http.put<ApiEnvelope<unknown>>(`answer-sheets/${encodeURIComponent(sheetId)}`, { current_index: currentIndex }, { toast: false })).data;

export const submitSheet = async (sheetId: string, reason: SubmitReason) =>
  (await http.post<ApiEnvelope<ResultCard>>('answer-sheets', { answer_sheet_id: idValue(sheetId), reason })).data;

export const startQuiz = async (quizSetId: string | number) =>
  (await http.post<ApiEnvelope<{ quiz_test: { id: number | string; quiz_set_id: number; title: string; status: string; started_at: string; deadline: string | null } }>>('quiz-test/start', { quiz_set_id: idValue(quizSetId) })).data.quiz_test;

export const loadQuiz = async (quizTestId: string) =>
  (await http.get<ApiEnvelope<SessionPayload>>(`quiz-test/${encodeURIComponent(quizTestId)}`, { params: { order: 'random' } })).data;

export const evaluateQuiz = async (quizSetId: string | number, quizTestId: string) =>
  (await http.post<ApiEnvelope<QuizEvaluation>>(`quiz-test/evaluation/${encodeURIComponent(String(quizSetId))}`, { quiz_test_id: idValue(quizTestId) })).data;

// ---- practice history (single items)

/** GET question-attempts: one of the student's own single-item practice answers (no key, no response). */
export interface PracticeAttemptRow {
  id: number;
  question_id: number;
  question_title: string;
  question_type: { id: number; slug: string; name: string; group: string; section: string };
  section: ExamSection;
  created_at: string;
  score: number;
  max: number;
  status: 'pending' | 'evaluated' | 'auto';
  needs_human: boolean;
  /** a trainer has not scored it yet */
  awaiting: boolean;
}

export const practiceHistoryQuery = (page: number, status: '' | 'awaiting' | 'evaluated') =>
  queryOptions({
    queryKey: ['exams', 'practice-history', status, page],
    queryFn: async () => (await http.get<ApiEnvelope<Paged<PracticeAttemptRow>>>('question-attempts', { params: { page, status: status || undefined } })).data,
    placeholderData: (previous) => previous,
  });
