/** /teacher/crm/award-point: award points to the students of the trainer's groups, with the groups' leaderboards. */
import { PointsView } from '../components/points-view';

export default function AwardPointPage() {
  return <PointsView />;
}
