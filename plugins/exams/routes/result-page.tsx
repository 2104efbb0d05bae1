/** /student/pte-test/result/{id} and /student/mock-test/result/{id}: the score report of a submitted sheet. */
import { useParams } from 'react-router';
import { ResultView } from '../components/result-view';

export default function ResultPage() {
  const { id = '' } = useParams();
  return <ResultView key={id} id={id} variant="report" />;
}
