/**
 * The student's practice calls: the per-type counts, the practisable items of a type (active and approved, quiz
 * items aside; no content, no key), one item's content (no key), and POST question-test, whose answer carries the score and the key.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { ScoreResult } from '@question-types/kit/define-question-type';
import type { PteCatalogue } from '@server/modules/test-creation/contracts.ts';

export type { PteCatalogue } from '@server/modules/test-creation/contracts.ts';
import type { Prompt, StudyGuide } from '@server/modules/toolkit/contracts.ts';
export type { Prompt, StudyGuide };

/** The active prompts of a type (GET prompts/question-type/{slug}): short cues the trainers want in mind, read beside its items. */
export const typePromptsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['practice', 'prompts', slug],
    queryFn: async () => (await http.get<ApiEnvelope<Prompt[]>>(`prompts/question-type/${encodeURIComponent(slug)}`)).data,
    staleTime: 5 * 60_000,
  });

/** The active study guides of a type and its section (GET study-guides/question-type/{slug}), read beside its items. */
export const typeStudyGuidesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['practice', 'study-guides', slug],
    queryFn: async () => (await http.get<ApiEnvelope<StudyGuide[]>>(`study-guides/question-type/${encodeURIComponent(slug)}`)).data,
    staleTime: 5 * 60_000,
  });

export interface PracticeItem {
  id: number;
  title: string;
  question_type: { id: number; slug: string; name: string; group: string };
  frequency: string;
  /** a platform item (every centre's students see it) rather than one of the student's centre */
  is_platform: boolean;
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

/**
 * The practisable items per type (GET practice-tests/pte-practice-list, docs/product-spec.md §7: "pte_practice uses
 * the practice-tests path"): counted as the type lists below list them (active, approved, no quiz items).
 */
export const catalogueQuery = queryOptions({
  queryKey: ['practice', 'catalogue'],
  queryFn: async () => (await http.get<ApiEnvelope<PteCatalogue>>('practice-tests/pte-practice-list')).data,
});

/** slug -> how many items there are to practise. */
export const countsBySlug = (catalogue: PteCatalogue | undefined): Map<string, number> =>
  new Map((catalogue ?? []).flatMap((s) => s.types.map((t) => [t.slug, t.questions_count] as const)));

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
