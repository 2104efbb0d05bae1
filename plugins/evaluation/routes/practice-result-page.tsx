/**
 * The student's result of one practice answer (GET question-attempts/{id}, refetched on focus so a trainer's
 * scores appear): the score with each trait and its maximum, "awaiting a trainer" for pending traits, the measured
 * aids, the trainer's feedback, the model answer and key, and the type's Review; links back to practice.
 */
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { formatDisplayDate } from '@kernel/dates/format';
import { pathTo } from '@kernel/router/route-refs';
import { questionType } from '@question-types/registry';
import { useQuestionTypeUi } from '@question-types/ui-registry';
import { useQuestionTypeName } from '@question-types/type-texts';
import { links } from '../links';
import { attemptQuery, attemptQuestionQuery, type Attempt } from '../api/evaluation-api';
import { KeyView } from '../components/item-views';
import { MeasuresList } from '../components/measures-list';
import { mediaUrlWith } from '@question-types/ui-registry';
import { useRecordingUrl } from '../components/recording';
import { ScoreSummary } from '../components/score-summary';
import { ReviewAids } from '@ui/review-aids';
import { useEvaluationTranslation } from '../locales/texts';

const linkClass = 'inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export default function PracticeResultPage() {
  const { t } = useEvaluationTranslation();
  const { id = '' } = useParams();
  const attempt = useQuery({ ...attemptQuery(id), refetchOnWindowFocus: true });

  if (attempt.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('result.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void attempt.refetch()} busy={attempt.isFetching}>
          {t('retry')}
        </Button>
        <Link to={pathTo(links.practiceList)} className={linkClass}>
          {t('result.backToPractice')}
        </Link>
      </div>
    );
  }
  if (attempt.isPending) return <PageSpinner label={t('loading')} />;
  return <ResultView attempt={attempt.data} refetch={() => void attempt.refetch()} refreshing={attempt.isFetching} />;
}

function ResultView({ attempt: a, refetch, refreshing }: { attempt: Attempt; refetch: () => void; refreshing: boolean }) {
  const { t, i18n } = useEvaluationTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const question = useQuery(attemptQuestionQuery(a.question_id));
  const slug = question.data?.question_type.slug;
  const def = slug ? questionType(slug) : undefined;
  const ui = useQuestionTypeUi(def?.slug);
  const typeName = useQuestionTypeName(def?.slug);
  const recording = typeof (a.response as { recording?: unknown } | null)?.recording === 'string' ? ((a.response as { recording: string }).recording) : null;
  const recordingState = useRecordingUrl(recording);
  const mediaUrl = mediaUrlWith(recording, recordingState.url);
  const labels = Object.fromEntries((def?.traits ?? []).map((d) => [d.key, d.label]));
  const content = def && question.data ? def.schemas.content.safeParse(question.data.content) : null;
  const backTo = def ? pathTo(links.practiceTypeList, { section: def.section, type: def.slug }) : pathTo(links.practiceList);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5" data-testid="practice-result-page" data-status={a.status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-ink">{question.data ? t('result.title', { title: question.data.title }) : t('result.heading')}</h1>
          {def && <p className="text-sm text-muted">{typeName} · {t(`sections.${def.section}`)}</p>}
        </div>
        {a.needsHuman && (
          <Button variant="secondary" onClick={refetch} busy={refreshing} data-testid="refresh-result">
            {t('result.refresh')}
          </Button>
        )}
      </header>

      <section aria-labelledby="score-heading" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
        <h2 id="score-heading" className="sr-only">
          {t('result.heading')}
        </h2>
        <ScoreSummary result={a} labels={labels} />
        {a.evaluated_at && <p className="text-xs text-muted">{t('result.evaluatedAt', { date: formatDisplayDate(a.evaluated_at, locale) })}</p>}
      </section>

      <section aria-labelledby="feedback-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="trainer-feedback">
        <h2 id="feedback-heading" className="text-base font-semibold text-ink">
          {t('result.feedback')}
        </h2>
        <p className={`whitespace-pre-line text-sm ${a.feedback ? 'text-ink' : 'text-muted'}`}>{a.feedback && a.feedback.trim() !== '' ? a.feedback : t('result.noFeedback')}</p>
      </section>

      <div className="rounded-card border border-line bg-surface p-4">
        <MeasuresList measures={a.measures} />
      </div>

      <section aria-labelledby="key-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
        <h2 id="key-heading" className="text-base font-semibold text-ink">
          {t('eval.key')}
        </h2>
        <KeyView itemKey={a.key} />
      </section>

      {question.isError && <Alert variant="info">{t('result.questionUnavailable')}</Alert>}
      {content?.success && ui.status === 'ready' && (
        <section aria-labelledby="review-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="result-review">
          <h2 id="review-heading" className="text-base font-semibold text-ink">
            {t('result.review')}
          </h2>
          <Suspense fallback={<PageSpinner label={t('loading')} />}>
            <ui.ui.Review content={content.data} itemKey={a.key} response={a.response} result={a} mediaUrl={mediaUrl} />
          </Suspense>
        </section>
      )}

      <ReviewAids attempt={a} />

      <nav className="flex flex-wrap gap-2" aria-label={t('result.backToPractice')}>
        <Link to={backTo} className={linkClass} data-testid="back-to-practice">
          {t('result.backToPractice')}
        </Link>
        {def && (
          <Link to={pathTo(links.practiceItem, { slug: def.slug, pteId: a.question_id })} className={linkClass} data-testid="practise-again">
            {t('result.practiseAgain')}
          </Link>
        )}
      </nav>
    </div>
  );
}
