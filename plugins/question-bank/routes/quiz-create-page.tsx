import { CreateItemPage } from './create-page';

/** POST quiz: a bank item of any type with its quiz type (quiz_type_id). */
export default function QuizCreatePage() {
  return <CreateItemPage endpoint="quiz" />;
}
