import { EditItemPage } from './edit-page';

/** GET quiz/{id}, then PUT quiz/{id}. */
export default function QuizEditPage() {
  return <EditItemPage endpoint="quiz" />;
}
