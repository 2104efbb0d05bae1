/** /student/short-result/evaluation/{id}: the compact summary of a sheet (the chart and the item scores). */
import { useParams } from 'react-router';
import { ResultView } from '../components/result-view';

export default function ShortResultPage() {
  const { id = '' } = useParams();
  return <ResultView key={id} id={id} variant="short" />;
}
