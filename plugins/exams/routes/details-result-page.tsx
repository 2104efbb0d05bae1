/** /student/details-result/evaluation/{id}: every item of a sheet with its traits and Review. */
import { useParams } from 'react-router';
import { ResultView } from '../components/result-view';

export default function DetailsResultPage() {
  const { id = '' } = useParams();
  return <ResultView key={id} id={id} variant="details" />;
}
