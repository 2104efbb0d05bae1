/**
 * One practice answer for a trainer: the prompt, the student's answer (the recording from its blob, or the text)
 * beside the model answer and key, the measured aids, the current score, and the trait form (range and rubric per
 * trait, feedback, transcript for speaking) -> POST evaluation/evaluate, after which the score shown updates.
 * `?view=1` (from the automatic list) shows the answer without the form.
 */
import { Suspense } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { formatDisplayDate } from '@kernel/dates/format';
import { fullName } from '@kernel/auth/user';
import { questionType } from '@question-types/registry';
import { useQuestionTypeUi } from '@question-types/ui-registry';
import { useQuestionTypeName } from '@question-types/type-texts';
import { evaluationQuery, type Evaluation } from '../api/evaluation-api';
import { listPath, portalBase } from '../lib/filters';
import { AnswerView, KeyView, PromptView } from '../components/item-views';
import { MeasuresList } from '../components/measures-list';
import { mediaUrlWith } from '@question-types/ui-registry';
import { useRecordingUrl } from '../components/recording';
import { ScoreSummary } from '../components/score-summary';
import { TraitForm } from '../components/trait-form';
import { editableTraits } from '../lib/trait-rules';
import { useEvaluationTranslation } from '../locales/texts';

export default function EvaluationPage() {
  const { t } = useEvaluationTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const view = params.get('view') === '1';
  const base = portalBase(pathname);
  const back = listPath(base, view ? 'automatic' : 'manual');
  const query = useQuery(evaluationQuery(id));

  const backLink = (
    <Link to={back} className="text-sm text-primary-700 underline-offset-2 hover:underline" data-testid="back-to-list">
      ← {t('eval.back')}
    </Link>
  );

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        {backLink}
        <Alert variant="error">{t('eval.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  return <EvaluationView evaluation={query.data} view={view} backLink={backLink} />;
}

function EvaluationView({ evaluation: e, view, backLink }: { evaluation: Evaluation; view: boolean; backLink: React.ReactNode }) {
  const { t, i18n } = useEvaluationTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const def = questionType(e.question.question_type.slug);
  const typeName = useQuestionTypeName(def?.slug) || e.question.question_type.name;
  const section = (def?.section ?? e.question.question_type.section).toLowerCase();
  const rubricItem = section === 'speaking' || section === 'writing';
  const recordingState = useRecordingUrl(e.recording);
  const mediaUrl = mediaUrlWith(e.recording, recordingState.url);
  const ui = useQuestionTypeUi(!rubricItem && def ? def.slug : null);
  const editable = editableTraits(e.traits, e.result);
  const showForm = !view && editable.length > 0;
  const labels = Object.fromEntries(e.traits.map((tr) => [tr.key, tr.label]));
  const student = fullName({ ...e.student, email: e.student.email ?? '' }, String(e.student.id));

  return (
    <div className="flex flex-col gap-5" data-testid="evaluation-page" data-status={e.status}>
      {backLink}
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink">{t(showForm ? 'eval.title' : 'eval.viewTitle', { title: e.question.title })}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">{t('eval.student')}:</dt>
            <dd className="text-ink" data-testid="student-name">{student}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">{t('table.type')}:</dt>
            <dd className="text-ink">
              {typeName} · {t(`sections.${section}`, { defaultValue: section })}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">{t('eval.submitted')}:</dt>
            <dd className="text-ink">{formatDisplayDate(e.created_at, locale)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">{t('table.status')}:</dt>
            <dd className="text-ink" data-testid="attempt-status">{t(`status.${e.status}`, { defaultValue: e.status })}</dd>
          </div>
        </dl>
        {e.evaluated_at && e.evaluated_by && (
          <p className="text-sm text-muted">{t('eval.evaluated', { date: formatDisplayDate(e.evaluated_at, locale), name: fullName({ ...e.evaluated_by, email: '' }) })}</p>
        )}
      </header>

      {!def && <Alert variant="warning">{t('eval.unknownType')}</Alert>}

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          {rubricItem ? (
            <>
              <section aria-labelledby="prompt-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
                <h2 id="prompt-heading" className="text-base font-semibold text-ink">
                  {t('eval.prompt')}
                </h2>
                <PromptView content={e.question.content} mediaUrl={mediaUrl} />
              </section>
              <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
                <section aria-labelledby="answer-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
                  <h2 id="answer-heading" className="text-base font-semibold text-ink">
                    {t('eval.answer')}
                  </h2>
                  <AnswerView section={section} response={e.response} recording={e.recording} recordingState={recordingState} />
                </section>
                <section aria-labelledby="key-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
                  <h2 id="key-heading" className="text-base font-semibold text-ink">
                    {t('eval.key')}
                  </h2>
                  <KeyView itemKey={e.question.key} />
                </section>
              </div>
            </>
          ) : (
            <section aria-labelledby="review-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
              <h2 id="review-heading" className="text-base font-semibold text-ink">
                {t('eval.review')}
              </h2>
              {ui.status === 'ready' ? (
                <Suspense fallback={<PageSpinner label={t('loading')} />}>
                  <ui.ui.Review content={e.question.content} itemKey={e.question.key} response={e.response} result={e.result} mediaUrl={mediaUrl} />
                </Suspense>
              ) : ui.status === 'error' ? (
                <Alert variant="error">{t('eval.loadFailed')}</Alert>
              ) : (
                <PageSpinner label={t('loading')} />
              )}
            </section>
          )}
          <div className="rounded-card border border-line bg-surface p-4">
            <MeasuresList measures={e.result.measures} />
          </div>
        </div>

        <aside className="flex flex-col gap-5">
          <section aria-labelledby="score-heading" className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
            <h2 id="score-heading" className="text-base font-semibold text-ink">
              {t('eval.score')}
            </h2>
            <ScoreSummary result={e.result} labels={labels} />
          </section>
          {showForm ? (
            <div className="rounded-card border border-line bg-surface p-4">
              <TraitForm key={e.id} evaluation={e} />
            </div>
          ) : (
            (view || e.feedback) && (
              <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
                {view && editable.length > 0 && <p className="text-sm text-muted">{t('eval.readOnly')}</p>}
                {e.feedback && (
                  <>
                    <h2 className="text-base font-semibold text-ink">{t('form.feedback')}</h2>
                    <p className="whitespace-pre-line text-sm text-ink">{e.feedback}</p>
                  </>
                )}
              </div>
            )
          )}
        </aside>
      </div>
    </div>
  );
}
