/**
 * A quiz set sitting (issue: quiz test): POST quiz-test/start (an unfinished one of the set is resumed), the items in
 * the sheet's own shuffled order (GET quiz-test/{id}?order=random), driven by the exam session machine in mode
 * 'quiz' (going back allowed, every answer autosaved with PUT answer-sheets/{id}); Finish -> POST
 * quiz-test/evaluation/{quizSetId} -> the summary (?result=) with each item's Review. The quiz test's id stays in
 * the URL (?sheet=) so a reload resumes.
 */
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { evaluateQuiz, loadQuiz, startQuiz } from '../api/exams-api';
import { ExamRunner } from './exam-runner';
import { QuizSummary } from './quiz-summary';

export function QuizRunner({ quizSetId, backTo, backIsOrigin = false }: { quizSetId: string; backTo: string; backIsOrigin?: boolean }) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sheet = params.get('sheet');
  const result = params.get('result');
  // the page that sent the student here (`?back=`) stays in the address through the sitting to the summary
  const withBack = (next: Record<string, string>) => {
    const back = params.get('back');
    return back ? { ...next, back } : next;
  };

  if (result) return <QuizSummary id={result} backTo={backTo} backIsOrigin={backIsOrigin} />;
  return (
    <ExamRunner
      key={quizSetId}
      mode="quiz"
      allowBack
      sheetId={sheet}
      load={async (sheetId) => loadQuiz(sheetId ?? String((await startQuiz(quizSetId)).id))}
      submit={async (sheetId) => {
        const evaluation = await evaluateQuiz(quizSetId, sheetId);
        return String(evaluation.id ?? evaluation.quiz_test_id ?? sheetId);
      }}
      onEnrolled={(sheetId) => {
        if (params.get('sheet') !== sheetId) setParams(withBack({ sheet: sheetId }), { replace: true });
      }}
      onAlreadySubmitted={(sheetId) => setParams(withBack({ result: sheetId }), { replace: true })}
      onSubmitted={(resultId) => {
        void queryClient.invalidateQueries({ queryKey: ['exams'] });
        setParams(withBack({ result: resultId }), { replace: true });
      }}
    />
  );
}
