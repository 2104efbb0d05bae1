/**
 * The question bank calls (server/API-CONTRACT.md, /api/docs): react-query options and mutations over the kernel's
 * http client. Lists never carry content or keys; GET questions/{id} gives an author the item with its key.
 * Quiz items (a bank item with a quiz type) have the same calls under `quiz` with `quiz_type_id` required: every
 * item call takes the endpoint, `questions` by default.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Paged } from '@kernel/http/list';

export interface QuestionTypeCount {
  id: number;
  slug: string;
  name: string;
  title: string;
  /** listening, writing, speaking or reading */
  group: string;
  section: string;
  component: string;
  questions_count: number;
}

export interface QuestionListItem {
  id: number;
  question_type_id: number;
  question_type: { id: number; slug: string; name: string; group: string; section: string };
  title: string;
  status: string;
  approval: string;
  frequency: string;
  source: string;
  is_platform: boolean;
  /** set on quiz items (GET quiz), null on the bank's own */
  quiz_type_id?: number | null;
  /** the author (GET creator-info/{id} names them); null when none is recorded (seeded or imported items) */
  created_by: number | null;
  created_at: string;
}

export interface QuestionDetail extends QuestionListItem {
  content: unknown;
  key?: unknown;
}

export type QuestionList = Paged<QuestionListItem>;

/** The two families of bank items: `questions` (the sections' items) and `quiz` (quiz items, with a quiz type). */
export type ItemEndpoint = 'questions' | 'quiz';

export interface QuizType {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface QuestionFilters {
  section?: string;
  quiz_type_id?: string;
  type?: string;
  status?: string;
  frequency?: string;
  source?: string;
  search?: string;
  page?: number;
  per_page?: number;
}

/** What POST questions and PUT questions/{id} take. */
export interface QuestionBody {
  type: string;
  title: string;
  content: unknown;
  key: unknown;
  frequency: string;
  source: string;
  /** POST quiz and PUT quiz/{id} only (required there) */
  quiz_type_id?: number;
}

export const typeCountsQuery = queryOptions({
  queryKey: ['question-types', 'with-count'],
  queryFn: async () => (await http.get<ApiEnvelope<QuestionTypeCount[]>>('question-types/list-with-questions-count')).data,
});

/** GET quiz-types: the fixed list (vocabulary, grammar, spelling, pte-style). */
export const quizTypesQuery = queryOptions({
  queryKey: ['quiz-types'],
  queryFn: async () => (await http.get<ApiEnvelope<QuizType[]>>('quiz-types')).data,
  staleTime: Infinity,
});

export const questionListQuery = (filters: QuestionFilters, endpoint: ItemEndpoint = 'questions') =>
  queryOptions({
    queryKey: [endpoint, 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<QuestionList>>(endpoint, { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const questionQuery = (id: string, endpoint: ItemEndpoint = 'questions') =>
  queryOptions({
    queryKey: [endpoint, 'one', id],
    queryFn: async () => (await http.get<ApiEnvelope<QuestionDetail>>(`${endpoint}/${encodeURIComponent(id)}`)).data,
  });

export const createQuestion = async (body: QuestionBody, endpoint: ItemEndpoint = 'questions') =>
  (await http.post<ApiEnvelope<QuestionDetail>>(endpoint, body, { toast: false })).data;

export const updateQuestion = async (id: string, body: QuestionBody, endpoint: ItemEndpoint = 'questions') =>
  (await http.put<ApiEnvelope<QuestionDetail>>(`${endpoint}/${encodeURIComponent(id)}`, body, { toast: false })).data;

export const deleteQuestion = (id: number, endpoint: ItemEndpoint = 'questions') => http.delete<ApiEnvelope<null>>(`${endpoint}/${id}`);

export const changeStatus = async (id: number, status: 'active' | 'inactive') =>
  (await http.patch<ApiEnvelope<QuestionListItem>>(`questions/change-status/${id}`, { status })).data;

export const changeApproval = async (id: number, approval: 'approved' | 'unapproved') =>
  (await http.patch<ApiEnvelope<QuestionListItem>>(`questions/change-approval/${id}`, { approval })).data;

export { uploadFile } from '@kernel/http/upload';

/** After a change: the lists (both families: a quiz item is a bank item too) and the per-type counts are stale. */
export function invalidateBank(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['questions'] });
  void client.invalidateQueries({ queryKey: ['quiz'] });
  void client.invalidateQueries({ queryKey: ['question-types'] });
}
