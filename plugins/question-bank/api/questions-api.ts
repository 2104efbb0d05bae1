/**
 * The question bank calls (server/API-CONTRACT.md, /api/docs): react-query options and mutations over the kernel's
 * http client. Lists never carry content or keys; GET questions/{id} gives an author the item with its key.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';

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
  created_at: string;
}

export interface QuestionDetail extends QuestionListItem {
  content: unknown;
  key?: unknown;
}

export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface QuestionList {
  items: QuestionListItem[];
  meta: ListMeta;
}

export interface QuestionFilters {
  section: string;
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
}

export const typeCountsQuery = queryOptions({
  queryKey: ['question-types', 'with-count'],
  queryFn: async () => (await http.get<ApiEnvelope<QuestionTypeCount[]>>('question-types/list-with-questions-count')).data,
});

export const questionListQuery = (filters: QuestionFilters) =>
  queryOptions({
    queryKey: ['questions', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<QuestionList>>('questions', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: ['questions', 'one', id],
    queryFn: async () => (await http.get<ApiEnvelope<QuestionDetail>>(`questions/${encodeURIComponent(id)}`)).data,
  });

export const createQuestion = async (body: QuestionBody) =>
  (await http.post<ApiEnvelope<QuestionDetail>>('questions', body, { toast: false })).data;

export const updateQuestion = async (id: string, body: QuestionBody) =>
  (await http.put<ApiEnvelope<QuestionDetail>>(`questions/${encodeURIComponent(id)}`, body, { toast: false })).data;

export const deleteQuestion = (id: number) => http.delete<ApiEnvelope<null>>(`questions/${id}`);

export const changeStatus = async (id: number, status: 'active' | 'inactive') =>
  (await http.patch<ApiEnvelope<QuestionListItem>>(`questions/change-status/${id}`, { status })).data;

export const changeApproval = async (id: number, approval: 'approved' | 'unapproved') =>
  (await http.patch<ApiEnvelope<QuestionListItem>>(`questions/change-approval/${id}`, { approval })).data;

export { uploadFile } from '@kernel/http/upload';

/** After a change: the lists and the per-type counts are stale. */
export function invalidateBank(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['questions'] });
  void client.invalidateQueries({ queryKey: ['question-types'] });
}
