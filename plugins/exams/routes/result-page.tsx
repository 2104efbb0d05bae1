/** /student/pte-test/result/{id} and /student/mock-test/result/{id}: the score report of a submitted sheet. */
import { useParams } from 'react-router';
import { ResultView } from '../components/result-view';
import { TestCommunication } from '../components/test-communication';

export default function ResultPage() {
  const { id = '' } = useParams();
  return (
    <div className="flex flex-col gap-4">
      <TestCommunication kind="end" />
      <ResultView key={id} id={id} variant="report" />
    </div>
  );
}
