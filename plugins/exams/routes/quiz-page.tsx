/** /student/quiz-test/{id}: a quiz set sitting and its summary. */
import { useParams } from 'react-router';
import { QuizRunner } from '../components/quiz-runner';

export default function QuizPage() {
  const { id = '' } = useParams();
  return <QuizRunner key={id} quizSetId={id} backTo="/student/quiz-test" />;
}
