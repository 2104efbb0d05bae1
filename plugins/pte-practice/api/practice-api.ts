/**
 * The student's practice calls: the per-type counts, the practisable items of a type (active and approved; no
 * content, no key), one item's content (no key), and POST question-test, whose answer carries the score and the key.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { ScoreResult } from '@question-types/kit/define-question-type';

export interface TypeCount {
  id: number;
  slug: string;
  name: string;
  group: string;
  questions_count: number;
}

export interface PracticeItem {
  id: number;
  title: string;
  question_type: { id: number; slug: string; name: string; group: string };
  frequency: string;
  created_at: string;
}

export interface PracticeList {
  items: PracticeItem[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export interface PracticeQuestion extends PracticeItem {
  content: unknown;
  /** the server's clock when it answered, when it sends it (the item timer runs on it) */
  server_now?: string | number;
}

export interface PracticeResult extends ScoreResult {
  attempt_id: number;
  question_id: number;
  /** the item's key, revealed by the answer */
  key: unknown;
}

export const PER_PAGE = 20;
/** the items a player's "Item N of M" and "Next item" walk through */
export const SEQUENCE_SIZE = 100;

export const typeCountsQuery = queryOptions({
  queryKey: ['question-types', 'with-count'],
  queryFn: async () => (await http.get<ApiEnvelope<TypeCount[]>>('question-types/list-with-questions-count')).data,
});

export const practiceListQuery = (type: string, page: number, perPage = PER_PAGE) =>
  queryOptions({
    queryKey: ['practice', 'list', type, page, perPage],
    queryFn: async () => (await http.get<ApiEnvelope<PracticeList>>('questions', { params: { type, page, per_page: perPage } })).data,
    placeholderData: (previous) => previous,
  });

export const practiceQuestionQuery = (id: string) =>
  queryOptions({
    queryKey: ['practice', 'one', id],
    queryFn: async () => (await http.get<ApiEnvelope<PracticeQuestion>>(`questions/${encodeURIComponent(id)}`)).data,
  });

/**
 * POST question-test. No toast: the page says what went wrong itself, once (an item of an open test gets its own
 * message with a link to that test; anything else the inline "could not be submitted" with the server's reason).
 */
export const submitAnswer = async (questionId: number, response: unknown) =>
  (await http.post<ApiEnvelope<PracticeResult>>('question-test', { question_id: questionId, response }, { toast: false })).data;
