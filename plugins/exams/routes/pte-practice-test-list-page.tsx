/** /student/pte-practice/test: the practice tests under PTE practice, by category with counts; each opens /student/pte-practice/{slug}/preview/{id}. */
import { TestList } from '../components/test-list';

export default function PtePracticeTestListPage() {
  return <TestList examType="practice-tests" area="pte-practice" />;
}
