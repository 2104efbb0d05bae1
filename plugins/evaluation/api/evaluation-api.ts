/**
 * The evaluation calls (server/API-CONTRACT.md "Assessment and evaluation"): the list of practice attempts
 * (GET evaluation), one attempt for the trainer (GET evaluation/{id}), POST evaluation/evaluate, the student's own
 * attempt (GET question-attempts/{id}) with its question (GET questions/{id}). Private recordings: the kernel's
 * protected-file.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Paged } from '@kernel/http/list';
import type { PartResult, TraitScore } from '@question-types/kit/define-question-type';
import type { ReviewAid } from '@server/modules/toolkit/contracts.ts';

export type AttemptStatus = 'pending' | 'evaluated' | 'auto';

export interface TypeRef {
  id: number;
  slug: string;
  name: string;
  group: string;
  section: string;
}

export interface Person {
  id: number;
  first_name: string;
  last_name: string;
  email?: string;
}

export interface EvaluationListItem {
  id: number;
  attempt_id: number;
  question_id: number;
  question_title: string;
  question_type: TypeRef;
  student: Person;
  score: number;
  max: number;
  needsHuman: boolean;
  status: AttemptStatus;
  has_recording: boolean;
  created_at: string;
  evaluated_at: string | null;
  /** set when the answer was an item of a test sitting */
  answer_sheet_id?: number | null;
  test_title?: string | null;
}

export type EvaluationList = Paged<EvaluationListItem>;

export interface StoredResult {
  score: number;
  max: number;
  traits: TraitScore[];
  needsHuman: boolean;
  parts: PartResult[];
  /** the type's measures and the assessors' aids (numbers, a list of misspelled words as text, flags) */
  measures: Record<string, string | number | boolean | null>;
}

export interface TraitInfo {
  key: string;
  label: string;
  /** this item's maximum */
  max: number;
  human: boolean;
  skills: string[];
  rubric?: string[];
}

export interface Evaluation {
  id: number;
  attempt_id: number;
  status: AttemptStatus;
  created_at: string;
  evaluated_at: string | null;
  evaluated_by: Person | null;
  feedback: string | null;
  student: Person;
  question: { id: number; title: string; question_type: TypeRef; content: unknown; key: unknown };
  traits: TraitInfo[];
  response: unknown;
  recording: string | null;
  result: StoredResult;
  evidence: { assessor: unknown; trainer: { traits?: Record<string, number>; transcript?: string | null } | null; combined: { transcript?: string | null } | null };
}

export interface Attempt extends StoredResult {
  attempt_id: number;
  question_id: number;
  status: AttemptStatus;
  response: unknown;
  feedback: string | null;
  evaluated_at: string | null;
  key: unknown;
  /** the default explanation and sample answer once the delivery policy shows them (server/modules/toolkit) */
  explanation?: ReviewAid | null;
  sample_answer?: ReviewAid | null;
}

export interface AttemptQuestion {
  id: number;
  title: string;
  question_type: { id: number; slug: string; name: string; group: string; section?: string };
  content: unknown;
}

export interface EvaluationFilters {
  status: 'pending' | 'evaluated' | 'auto' | 'all';
  /** what was sat: practice answers and tests (default), a kind of mock, quizzes */
  kind?: string;
  section?: string;
  type?: string;
  page: number;
  per_page: number;
}

export interface EvaluateBody {
  attempt_id: number;
  traits: Record<string, number>;
  feedback?: string | null;
  transcript?: string | null;
}

export const evaluationListQuery = (filters: EvaluationFilters) =>
  queryOptions({
    queryKey: ['evaluation', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<EvaluationList>>('evaluation', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const evaluationQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['evaluation', 'one', String(id)],
    queryFn: async () => (await http.get<ApiEnvelope<Evaluation>>(`evaluation/${encodeURIComponent(String(id))}`)).data,
  });

/** The student's own attempt: refetched when the page regains focus, so a trainer's scores show up. */
export const attemptQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['question-attempts', String(id)],
    queryFn: async () => (await http.get<ApiEnvelope<Attempt>>(`question-attempts/${encodeURIComponent(String(id))}`)).data,
  });

export const attemptQuestionQuery = (questionId: number) =>
  queryOptions({
    queryKey: ['question-attempts', 'question', questionId],
    queryFn: async () => (await http.get<ApiEnvelope<AttemptQuestion>>(`questions/${questionId}`, { toast: false })).data,
  });

/** POST evaluation/evaluate; a 422 carries `traits.<key>` errors (the caller maps them onto the fields, no toast). */
export const evaluate = async (body: EvaluateBody) => (await http.post<ApiEnvelope<Evaluation>>('evaluation/evaluate', body, { toast: false })).data;

export function invalidateEvaluations(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['evaluation', 'list'] });
  void client.invalidateQueries({ queryKey: ['question-attempts'] });
}
