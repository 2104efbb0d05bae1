/** /teacher/crm/performance-checking: the trainer's students with their progress by skill and flags. */
import { PerformanceView } from '../components/performance-view';

export default function PerformancePage() {
  return <PerformanceView />;
}
