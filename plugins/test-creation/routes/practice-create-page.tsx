/** practice-test/create: a new test wizard with the practice exam type chosen. */
import { Navigate } from 'react-router';
import { useAuthoringPaths } from '../lib/paths';

export default function PracticeCreatePage() {
  const paths = useAuthoringPaths();
  return <Navigate to={paths.wizard('test', 'test-information', { exam: 'practice-tests' })} replace />;
}
