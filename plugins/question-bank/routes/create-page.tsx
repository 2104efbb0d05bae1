import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pushToast } from '@kernel/notify/toasts';
import { isSection, questionType } from '@question-types/registry';
import { createQuestion, invalidateBank, type ItemEndpoint } from '../api/questions-api';
import { QuestionForm } from '../components/question-form';
import { useBankPaths } from '../lib/paths';
import { QuizTypesGate } from '../components/quiz-types-gate';
import { useBankTranslation } from '../locales/texts';

/**
 * POST questions, or POST quiz (a quiz item: the form asks for its quiz type too). `?type=` preselects a type,
 * `?section=` says where to go back to, `?quiz_type=` preselects a quiz type.
 */
export function CreateItemPage({ endpoint }: { endpoint: ItemEndpoint }) {
  const { t } = useBankTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = useBankPaths();
  const client = useQueryClient();
  const preset = questionType(params.get('type') ?? '');
  const section = params.get('section');
  const quiz = endpoint === 'quiz' ? paths.quiz : null;
  const back = () => navigate(quiz ? quiz.list : isSection(section) ? paths.list(section) : paths.index);
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-ink">{quiz ? t('quiz.createTitle') : t('form.createTitle')}</h1>
      <QuizTypesGate endpoint={endpoint}>
        {(quizTypes) => (
          <QuestionForm
            initial={{ type: preset?.slug ?? '', title: '', frequency: 'MODERATE', source: 'PRACTICE', content: null, key: null, quiz_type_id: params.get('quiz_type') ?? '' }}
            quizTypes={quizTypes}
            submit={(body) => createQuestion(body, endpoint)}
            onSaved={(body) => {
              invalidateBank(client);
              pushToast('success', quiz ? t('quiz.created') : t('toast.created'));
              navigate(quiz ? quiz.list : paths.list(questionType(body.type)?.section ?? 'reading'));
            }}
            onCancel={back}
          />
        )}
      </QuizTypesGate>
    </div>
  );
}

export default function CreatePage() {
  return <CreateItemPage endpoint="questions" />;
}
