/**
 * The test and quiz-set authoring calls (server/API-CONTRACT.md "Tests", "Quiz items and quiz sets"): react-query
 * options and plain async functions over the kernel's http client. Wizard saves pass `toast: false`: their failures
 * are shown on the step (a 422 on the fields, anything else in the save-failed notice).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Paged } from '@kernel/http/list';

export type ExamType = 'practice-tests' | 'mock-tests';
export const EXAM_TYPES: readonly ExamType[] = ['practice-tests', 'mock-tests'];
export const isExamType = (v: unknown): v is ExamType => v === 'practice-tests' || v === 'mock-tests';

export type { ListMeta, Paged } from '@kernel/http/list';

export interface TypeRef {
  id: number;
  slug: string;
  name: string;
  group: string;
  section: string;
}

/** A test as its author sees it (GET/POST/PUT {examType}). */
export interface TestRecord {
  id: number;
  t_id: string;
  exam_type: ExamType;
  title: string;
  description: string | null;
  category: string | null;
  duration_minutes: number | null;
  create_type: 'manual' | 'random' | null;
  number_of_questions: Record<string, number> | null;
  question_ids: number[];
  no_of_questions: number;
  sections?: Record<string, number>;
  status: 'active' | 'inactive';
  approval: 'pending' | 'approved' | 'unapproved';
  step: string | null;
  visited: string[] | null;
  completed: boolean;
  is_platform: boolean;
  created_at: string;
}

export type TestListItem = Pick<
  TestRecord,
  'id' | 't_id' | 'title' | 'category' | 'exam_type' | 'no_of_questions' | 'sections' | 'duration_minutes' | 'status' | 'approval' | 'completed' | 'is_platform' | 'created_at'
>;

export interface QuizSetRecord {
  id: number;
  q_s_id: string;
  title: string;
  description: string | null;
  quiz_type_id: number | null;
  template_type: 'practice' | 'exam' | null;
  duration_minutes: number | null;
  create_type: 'manual' | 'random' | null;
  number_of_questions: Record<string, number> | null;
  question_ids: number[];
  no_of_questions: number;
  status: 'active' | 'inactive';
  approval: 'pending' | 'approved' | 'unapproved';
  published: boolean;
  published_at: string | null;
  step: string | null;
  visited: string[] | null;
  completed: boolean;
  is_platform: boolean;
  created_by?: unknown;
  created_at: string;
}

/** An item as the wizard's preview calls give it (with content and key: authors only). */
export interface PreviewItem {
  id: number;
  title: string;
  question_type: TypeRef;
  frequency?: string | null;
  source?: string | null;
  is_platform?: boolean;
  content: unknown;
  key: unknown;
}

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

export type SectionCounts = Record<'all' | 'reading' | 'writing' | 'speaking' | 'listening' | 'combo', number>;

export interface TestFilters {
  category?: string;
  status?: string;
  approval?: string;
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
  queryFn: async () => (await http.get<ApiEnvelope<SectionCounts>>('practice-tests/section-wise-count')).data,
});

export const testListQuery = (examType: ExamType, filters: TestFilters) =>
  queryOptions({
    queryKey: ['tests', examType, 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<Paged<TestListItem>>>(examType, { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const quizSetListQuery = (filters: { status?: string; approval?: string; published?: string; search?: string; page?: number }) =>
  queryOptions({
    queryKey: ['quiz-sets', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<Paged<QuizSetRecord>>>('quiz-set', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const fetchTestReview = async (examType: ExamType, id: string) =>
  (await http.get<ApiEnvelope<{ test: TestRecord; items: PreviewItem[] }>>(`${examType}/review/questions/${id$(id)}`)).data;

export const fetchQuizSetReview = async (id: string) =>
  (await http.get<ApiEnvelope<{ quiz_set: QuizSetRecord; items: PreviewItem[] }>>(`quiz-set/review/quizzes/${id$(id)}`)).data;

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
): Promise<PreviewItem[]> {
  const path = kind === 'quiz' ? 'quiz-set/quizzes' : `${examType}/questions`;
  return (await http.post<ApiEnvelope<{ items: PreviewItem[] }>>(path, body)).data.items;
}

export const createTest = async (examType: ExamType, body: Record<string, unknown>) =>
  (await http.post<ApiEnvelope<TestRecord>>(examType, body, { toast: false })).data;

export const updateTest = async (examType: ExamType, id: number | string, body: Record<string, unknown>) =>
  (await http.put<ApiEnvelope<TestRecord>>(`${examType}/${id$(id)}`, body, { toast: false })).data;

export const createQuizSet = async (body: Record<string, unknown>) =>
  (await http.post<ApiEnvelope<QuizSetRecord>>('quiz-set', body, { toast: false })).data;

export const updateQuizSet = async (id: number | string, body: Record<string, unknown>) =>
  (await http.put<ApiEnvelope<QuizSetRecord>>(`quiz-set/${id$(id)}`, body, { toast: false })).data;

export const changeTestStatus = async (examType: ExamType, id: number, change: { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' }) =>
  (await http.patch<ApiEnvelope<TestRecord>>(`${examType}/change-status/${id}`, change)).data;

export const changeQuizSetStatus = async (id: number, change: { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' }) =>
  (await http.patch<ApiEnvelope<QuizSetRecord>>(`quiz-set/change-status/${id}`, change)).data;

export const publishQuizSet = async (id: number, published: boolean) =>
  (await http.put<ApiEnvelope<QuizSetRecord>>(`quiz-set/${id}/publish`, { published })).data;

/** After a change: every test and quiz-set list and count is stale. */
export function invalidateAuthoring(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['tests'] });
  void client.invalidateQueries({ queryKey: ['quiz-sets'] });
}
