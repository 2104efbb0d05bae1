/** /student/practice-test: the practice tests a student may sit. */
import { TestList } from '../components/test-list';

export default function PracticeListPage() {
  return <TestList examType="practice-tests" />;
}
