/**
 * The student pages' calls beyond api/student.ts: a PTE item of a chapter (GET questions/{id}) and its check (POST
 * question-test, as plugins/pte-practice does), the evaluation of a chapter quiz (GET quiz-test/evaluation/{id}, as
 * plugins/exams reads it; a plugin may not import another), and the certificate handed to the browser as a download.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { ScoreResult } from '@question-types/kit/define-question-type';
import type { QuizEvaluationData } from '@server/modules/exams/contracts.ts';
import { fetchCertificate } from './student';
import { saveBlob } from '@kernel/http/save-file';

export interface ChapterQuestion {
  id: number;
  title: string;
  question_type: { id: number; slug: string; name: string };
  content: unknown;
}

export interface CheckResult extends ScoreResult {
  attempt_id: number;
  question_id: number;
  key: unknown;
}

export type QuizEvaluation = QuizEvaluationData;

export const chapterQuestionQuery = (id: number) =>
  queryOptions({
    queryKey: ['oc', 'question', id],
    queryFn: async () => (await http.get<ApiEnvelope<ChapterQuestion>>(`questions/${id}`)).data,
    staleTime: 5 * 60_000,
  });

/** POST question-test: the score and the key (no toast: the part says what went wrong) */
export const checkAnswer = async (questionId: number, response: unknown) =>
  (await http.post<ApiEnvelope<CheckResult>>('question-test', { question_id: questionId, response }, { toast: false })).data;

export const quizEvaluationQuery = (sheetId: string) =>
  queryOptions({
    queryKey: ['oc', 'quiz-evaluation', sheetId],
    queryFn: async () => (await http.get<ApiEnvelope<QuizEvaluation>>(`quiz-test/evaluation/${encodeURIComponent(sheetId)}`)).data,
  });

/** The certificate PDF, fetched with the session and saved by the browser. */
export async function downloadCertificate(classId: number, filename: string): Promise<void> {
  const blob = await fetchCertificate(classId);
  saveBlob(blob, filename);
}
