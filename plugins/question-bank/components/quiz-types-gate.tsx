import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { quizTypesQuery, type ItemEndpoint, type QuizType } from '../api/questions-api';
import { useBankTranslation } from '../locales/texts';

/**
 * A quiz item's form needs the quiz types (GET quiz-types) before it shows: this loads them (with the loading and
 * error states) and renders its children with them; the bank's own items (`questions`) need none and pass straight on.
 */
export function QuizTypesGate({ endpoint, children }: { endpoint: ItemEndpoint; children: (quizTypes: readonly QuizType[] | undefined) => ReactNode }) {
  const { t } = useBankTranslation();
  const query = useQuery({ ...quizTypesQuery, enabled: endpoint === 'quiz' });
  if (endpoint !== 'quiz') return <>{children(undefined)}</>;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('quiz.typesFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  return <>{children(query.data)}</>;
}
