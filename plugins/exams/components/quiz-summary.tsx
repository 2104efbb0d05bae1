/** A finished quiz (GET quiz-test/evaluation/{id}): the score, correct of total, and each item with its Review. */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { QuestionTypeName } from '@question-types/type-texts';
import type { PartResult, TraitScore } from '@question-types/kit/define-question-type';
import { loadQuiz, quizEvaluationQuery } from '../api/exams-api';
import { ItemErrorBoundary } from './error-boundary';
import { ItemReview, ItemScore } from './item-review';
import { useExamsTranslation } from '../locales/texts';

const linkClass = 'inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** `backIsOrigin`: backTo is the page that sent the student here (worded "Go back"), not the quiz list. */
export function QuizSummary({ id, backTo, backIsOrigin = false }: { id: string; backTo: string; backIsOrigin?: boolean }) {
  const { t } = useExamsTranslation();
  const query = useQuery(quizEvaluationQuery(id));
  // the evaluation's items carry no content; the sheet's session payload has it (the Review needs both)
  const quizTestId = query.data ? String(query.data.quiz_test_id ?? '') : '';
  const needsContent = !!query.data && query.data.items.some((it) => (it as { content?: unknown }).content === undefined);
  const session = useQuery({ queryKey: ['exams', 'quiz-content', quizTestId], queryFn: () => loadQuiz(quizTestId), enabled: needsContent && quizTestId !== '', retry: false });
  const contentOf = new Map((session.data?.items ?? []).map((it) => [String(it.question_id), it.content]));
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('quiz.summaryFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  const e = query.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="quiz-summary">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('quiz.summaryTitle', { title: e.title })}</h1>
      </header>
      <section aria-labelledby="quiz-score" className="flex flex-wrap items-end gap-6 rounded-card border border-line bg-surface p-4">
        <div>
          <h2 id="quiz-score" className="text-sm font-medium text-muted">
            {t('quiz.score')}
          </h2>
          <p className="text-4xl font-bold tabular-nums text-primary-800" data-testid="quiz-score" data-score={e.score} data-max={e.max}>
            {t('report.points', { score: e.score, max: e.max })}
          </p>
        </div>
        <p className="text-sm text-ink" data-testid="quiz-correct">
          {t('quiz.correct', { correct: e.correct, total: e.total, percent: Math.round(e.percent) })}
        </p>
        <div className="h-3 min-w-40 flex-1 overflow-hidden rounded-full bg-canvas" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(e.percent)} aria-label={t('quiz.percent')}>
          <span className="block h-full rounded-full bg-primary-600" style={{ width: `${Math.max(0, Math.min(100, e.percent))}%` }} />
        </div>
      </section>
      <ol className="flex flex-col gap-3">
        {e.items.map((it, i) => (
          <li key={`${it.question_id}-${i}`} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="quiz-item">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-medium text-ink">
                <span className="mr-2 tabular-nums text-muted">{i + 1}.</span>
                {it.title}
                <span className="ml-2 text-xs text-muted"><QuestionTypeName slug={it.slug} fallback={it.slug} /></span>
              </h3>
              <ItemScore score={it.score} max={it.max} pending={false} />
            </div>
            <ItemErrorBoundary fallback={<Alert variant="info">{t('report.reviewUnavailable')}</Alert>}>
              <QuizItemReview item={{ ...it, content: (it as { content?: unknown }).content ?? contentOf.get(String(it.question_id)) }} />
            </ItemErrorBoundary>
          </li>
        ))}
      </ol>
      <Link to={backTo} className={`${linkClass} self-start`} data-testid="back-to-quizzes">
        {t(backIsOrigin ? 'quiz.backWhereFrom' : 'quiz.back')}
      </Link>
    </div>
  );
}

function QuizItemReview({ item }: { item: { slug: string; response: unknown; key: unknown; score: number; max: number; parts?: PartResult[]; traits?: TraitScore[]; content?: unknown } }) {
  const { t } = useExamsTranslation();
  if (item.content === undefined) return <p className="text-sm text-muted">{t('report.reviewUnavailable')}</p>;
  return <ItemReview item={{ slug: item.slug, content: item.content, key: item.key, response: item.response, score: item.score, max: item.max, traits: item.traits ?? [], parts: item.parts, pending: false }} />;
}
