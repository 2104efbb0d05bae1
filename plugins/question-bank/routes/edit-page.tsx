import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { invalidateBank, questionQuery, updateQuestion, type ItemEndpoint } from '../api/questions-api';
import { QuestionForm } from '../components/question-form';
import { useBankPaths } from '../lib/paths';
import { QuizTypesGate } from '../components/quiz-types-gate';
import { useBankTranslation } from '../locales/texts';

/** GET questions/{id} or quiz/{id} (with its key, for an author), then PUT to the same endpoint. */
export function EditItemPage({ endpoint }: { endpoint: ItemEndpoint }) {
  const { t } = useBankTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const paths = useBankPaths();
  const client = useQueryClient();
  const query = useQuery(questionQuery(id, endpoint));
  const quiz = endpoint === 'quiz' ? paths.quiz : null;

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{quiz ? t('quiz.loadOneFailed') : t('form.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  const q = query.data;
  const listPath = quiz ? quiz.list : paths.list(q.question_type.group || 'reading');
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-ink">{quiz ? t('quiz.editTitle') : t('form.editTitle')}</h1>
      <QuizTypesGate endpoint={endpoint}>
        {(quizTypes) => (
          <QuestionForm
            key={q.id}
            typeFixed
            quizTypes={quizTypes}
            initial={{ type: q.question_type.slug, title: q.title, frequency: q.frequency, source: q.source, content: q.content, key: q.key ?? null, quiz_type_id: q.quiz_type_id ? String(q.quiz_type_id) : '' }}
            submit={(body) => updateQuestion(id, body, endpoint)}
            onSaved={() => {
              invalidateBank(client);
              pushToast('success', quiz ? t('quiz.updated') : t('toast.updated'));
              navigate(listPath);
            }}
            onCancel={() => navigate(listPath)}
          />
        )}
      </QuizTypesGate>
    </div>
  );
}

export default function EditPage() {
  return <EditItemPage endpoint="questions" />;
}
