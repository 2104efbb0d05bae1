/** /student/quiz-test/{id}: a quiz set sitting and its summary; `?back=` (a path of this app) is where it leads after. */
import { useParams, useSearchParams } from 'react-router';
import { QuizRunner } from '../components/quiz-runner';
import { safeBackPath } from '../lib/back-path';

export default function QuizPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const back = safeBackPath(params.get('back'));
  return <QuizRunner key={id} quizSetId={id} backTo={back ?? '/student/quiz-test'} backIsOrigin={back !== null} />;
}
