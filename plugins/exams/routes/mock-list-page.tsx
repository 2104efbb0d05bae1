/** /student/mock-exam: the mock tests a student may sit. */
import { TestList } from '../components/test-list';

export default function MockListPage() {
  return <TestList examType="mock-tests" />;
}
