/**
 * The test and quiz-set authoring calls (server/API-CONTRACT.md "Tests", "Quiz items and quiz sets"): react-query
 * options and plain async functions over the kernel's http client. Wizard saves pass `toast: false`: their failures
 * are shown on the step (a 422 on the fields, anything else in the save-failed notice).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Paged } from '@kernel/http/list';
import type * as C from '@server/modules/test-creation/contracts.ts';
import type { TypeRef } from '@server/modules/test-creation/contracts.ts';
import type { TimeSet } from '@server/modules/toolkit/contracts.ts';

export type ExamType = 'practice-tests' | 'mock-tests';
export const EXAM_TYPES: readonly ExamType[] = ['practice-tests', 'mock-tests'];
export const isExamType = (v: unknown): v is ExamType => v === 'practice-tests' || v === 'mock-tests';

export type { ListMeta, Paged } from '@kernel/http/list';

// The answers of the test and quiz-set calls: the server's declared response schemas, as types only (the route layer
// checks every answer against them in the API suite, so these cannot drift from what the server sends).
export type {
  PreviewItem,
  TestState,
  QuizSetRecord,
  QuizSetListItem,
  TestListItem,
  TestRecord,
  TypeRef,
} from '@server/modules/test-creation/contracts.ts';
export type { CategoryCounts as SectionCounts } from '@server/modules/test-creation/contracts.ts';

/** A row of GET questions/list (the picker). */
export interface PickerRow {
  id: number;
  title: string;
  question_type_id: number;
  slug: string;
  section: string;
  status: string;
  approval: string;
  is_platform: boolean;
}

/** A row of GET quiz (quiz items: the questions list shape). */
export interface QuizRow {
  id: number;
  title: string;
  question_type: TypeRef;
  frequency?: string;
  source?: string;
  status: string;
  approval: string;
  is_platform: boolean;
  quiz_type_id: number | null;
}

export interface QuizType {
  id: number;
  slug: string;
  name: string;
  description?: string | null;
}

export interface TestFilters {
  category?: string;
  status?: string;
  approval?: string;
  /** draft | awaiting-approval | published | inactive */
  state?: string;
  search?: string;
  page?: number;
  per_page?: number;
}

export interface PickerFilters {
  section?: string;
  type?: string;
  frequency?: string;
  source?: string;
  search?: string;
  quiz_type_id?: number | string;
  status?: string;
  page?: number;
  per_page?: number;
}

const id$ = (id: number | string) => encodeURIComponent(String(id));

// ---- reads ----

export const sectionCountsQuery = queryOptions({
  queryKey: ['tests', 'section-wise-count'],
  queryFn: async () => (await http.get<ApiEnvelope<C.CategoryCounts>>('practice-tests/section-wise-count')).data,
});

export const testListQuery = (examType: ExamType, filters: TestFilters) =>
  queryOptions({
    queryKey: ['tests', examType, 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<C.TestList>>(examType, { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const quizSetListQuery = (filters: { status?: string; approval?: string; published?: string; search?: string; page?: number }) =>
  queryOptions({
    queryKey: ['quiz-sets', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<C.QuizSetList>>('quiz-set', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const fetchTestReview = async (examType: ExamType, id: string) =>
  (await http.get<ApiEnvelope<C.TestReview>>(`${examType}/review/questions/${id$(id)}`)).data;

export const fetchQuizSetReview = async (id: string) =>
  (await http.get<ApiEnvelope<C.QuizSetReview>>(`quiz-set/review/quizzes/${id$(id)}`)).data;

export const testReviewQuery = (examType: ExamType, id: string) =>
  queryOptions({ queryKey: ['tests', examType, 'review', id], queryFn: () => fetchTestReview(examType, id) });

export const quizSetReviewQuery = (id: string) =>
  queryOptions({ queryKey: ['quiz-sets', 'review', id], queryFn: () => fetchQuizSetReview(id) });

export const pickerQuery = (filters: PickerFilters) =>
  queryOptions({
    queryKey: ['questions', 'picker', filters],
    queryFn: async () => (await http.get<ApiEnvelope<Paged<PickerRow>>>('questions/list', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

/** Quiz items for the quiz-set picker: GET quiz (only items with a quiz type). */
export const quizPickerQuery = (filters: PickerFilters) =>
  queryOptions({
    queryKey: ['quiz', 'picker', filters],
    queryFn: async (): Promise<Paged<QuizRow>> => (await http.get<ApiEnvelope<Paged<QuizRow>>>('quiz', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const quizTypesQuery = queryOptions({
  queryKey: ['quiz-types'],
  queryFn: async () => (await http.get<ApiEnvelope<QuizType[]>>('quiz-types')).data,
  staleTime: 5 * 60_000,
});

/** The master's active time presets (GET toolkit/time-sets), offered by the time step; empty when the call is refused. */
export const timePresetsQuery = queryOptions({
  queryKey: ['toolkit', 'time-sets', 'active'],
  queryFn: async () => (await http.get<ApiEnvelope<{ items: TimeSet[] }>>('toolkit/time-sets', { params: { status: 'active', per_page: 100 }, toast: false })).data.items,
  staleTime: 5 * 60_000,
  retry: false,
});

/** The items of these ids, in this order (the wizard's review and preview). */
export const itemsByIdsQuery = (kind: 'test' | 'quiz', examType: ExamType, ids: readonly number[]) =>
  queryOptions({
    queryKey: [kind === 'quiz' ? 'quiz-sets' : 'tests', 'items', examType, ids],
    queryFn: async () => (ids.length === 0 ? [] : await previewItems(kind, examType, { question_ids: [...ids] })),
  });

// ---- writes ----

export async function previewItems(
  kind: 'test' | 'quiz',
  examType: ExamType,
  body: { question_ids: number[] } | { number_of_questions: Record<string, number>; frequency?: string; source?: string; exclude_ids?: number[]; quiz_type_id?: number | null },
): Promise<C.PreviewItem[]> {
  const path = kind === 'quiz' ? 'quiz-set/quizzes' : `${examType}/questions`;
  return (await http.post<ApiEnvelope<C.PreviewData>>(path, body)).data.items;
}

export const createTest = async (examType: ExamType, body: Record<string, unknown>) =>
  (await http.post<ApiEnvelope<C.TestRecord>>(examType, body, { toast: false })).data;

export const updateTest = async (examType: ExamType, id: number | string, body: Record<string, unknown>) =>
  (await http.put<ApiEnvelope<C.TestRecord>>(`${examType}/${id$(id)}`, body, { toast: false })).data;

export const createQuizSet = async (body: Record<string, unknown>) =>
  (await http.post<ApiEnvelope<C.QuizSetRecord>>('quiz-set', body, { toast: false })).data;

export const updateQuizSet = async (id: number | string, body: Record<string, unknown>) =>
  (await http.put<ApiEnvelope<C.QuizSetRecord>>(`quiz-set/${id$(id)}`, body, { toast: false })).data;

export const changeTestStatus = async (examType: ExamType, id: number, change: { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' }) =>
  (await http.patch<ApiEnvelope<C.TestRecord>>(`${examType}/change-status/${id}`, change)).data;

export const changeQuizSetStatus = async (id: number, change: { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' }) =>
  (await http.patch<ApiEnvelope<C.QuizSetRecord>>(`quiz-set/change-status/${id}`, change)).data;

/** DELETE {examType}/{id}: a draft or an unpublished test nobody has sat; the server's 409 says why not (toast). */
export const deleteTest = async (examType: ExamType, id: number) => {
  await http.delete<ApiEnvelope<null>>(`${examType}/${id}`);
};

export const deleteQuizSet = async (id: number) => {
  await http.delete<ApiEnvelope<null>>(`quiz-set/${id}`);
};

export const publishQuizSet = async (id: number, published: boolean) =>
  (await http.put<ApiEnvelope<C.QuizSetRecord>>(`quiz-set/${id}/publish`, { published })).data;

/** After a change: every test and quiz-set list and count is stale. */
export function invalidateAuthoring(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['tests'] });
  void client.invalidateQueries({ queryKey: ['quiz-sets'] });
}
