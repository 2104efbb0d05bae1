/**
 * The test and quiz wizards (docs/product-spec.md §2, docs/product-spec.md §4, UI.md "Wizard"): the step indicator, the step of the address, Back / Save and
 * continue (Finish on the last step), 422 field errors on the fields and other failures with Retry. Driven by
 * `createWizardMachine` (machines/wizard.machine.ts): the first save POSTs, every later one PUTs; the record id joins
 * the address (`?id=`) so a reload loads the record and opens the same step.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { invalidateAuthoring, isExamType } from '../api/authoring-api';
import { stepsOf, type Draft, type WizardKind } from '../wizard/draft';
import { STEP_FIELDS } from '../wizard/validate';
import { obtainWizard, releaseWizard } from '../wizard/wizard-store';
import { useAuthoringPaths } from '../lib/paths';
import { StepIndicator } from '@kernel/wizard/step-indicator';
import { messageText, useTcTranslation } from '../locales/texts';
import { CreateTypeStep, InformationStep, NumberOfQuestionsStep, TimeSetStep } from './wizard-steps';
import { ChooseQuestionStep } from './choose-question-step';
import { ReviewStep } from './review-step';
import { PreviewStep } from './preview-step';

export interface StepProps {
  kind: WizardKind;
  data: Partial<Draft>;
  /** field -> translated message (first one) */
  errors: Record<string, string | undefined>;
  change: (patch: Partial<Draft>) => void;
  /** a record exists (the exam type can no longer change) */
  saved: boolean;
  busy: boolean;
}

export function WizardPage({ kind }: { kind: WizardKind }) {
  const { t } = useTcTranslation();
  const paths = useAuthoringPaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const steps = stepsOf(kind);
  const urlStep = pathname.replace(/\/+$/, '').split('/').pop();

  const [actor] = useState(() =>
    obtainWizard({
      kind,
      recordId: params.get('id'),
      examType: params.get('exam'),
      urlStep,
      // create_type: the server's default, so that "Create type" shows Manual on a fresh start as after a reload
      presets: kind === 'test'
        ? { create_type: 'manual', exam_type: isExamType(params.get('exam')) ? (params.get('exam') as Draft['exam_type']) : 'practice-tests', ...(params.get('category') ? { category: params.get('category')! } : {}) }
        : { create_type: 'manual', template_type: 'practice' },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const loading = snapshot.matches('loading');
  const settled = !loading && !snapshot.matches('loadFailed');
  const saving = snapshot.matches('saving');
  const step = context.step;

  const addressOf = (s: string) =>
    paths.wizard(kind, s, context.recordId === null ? {} : { id: context.recordId, exam: kind === 'test' ? context.data.exam_type : undefined });

  // the machine moved (saved, back, jump): the address follows
  const lastStep = useRef<string | null>(null);
  /** the step of a navigation this page asked for and the address has not shown yet (its intermediate addresses are ours, not the user's) */
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (lastStep.current === step && urlStep === step) return;
    const moved = lastStep.current !== step;
    lastStep.current = step;
    if (moved && urlStep !== step) {
      pending.current = step;
      navigate(addressOf(step));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, step, context.recordId]);

  // the address moved (browser back/forward, a typed URL): the machine follows when it may, else the address goes back
  useEffect(() => {
    if (pending.current !== null) {
      if (urlStep === pending.current) pending.current = null;
      return;
    }
    if (!settled || urlStep === undefined || urlStep === actor.getSnapshot().context.step) return;
    actor.send({ type: 'user.jump', step: urlStep });
    const now = actor.getSnapshot().context.step;
    if (now !== urlStep) {
      pending.current = now;
      navigate(addressOf(now), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, urlStep]);

  // finished: the lists are stale; back to the list the new test or quiz set is in
  useEffect(() => {
    if (snapshot.status !== 'done') return;
    invalidateAuthoring(client);
    pushToast('success', t(kind === 'quiz' ? 'wizard.quizSaved' : 'wizard.testSaved', { title: context.data.title ?? '' }));
    releaseWizard(kind, actor);
    navigate(kind === 'quiz' ? paths.quizList : paths.list(context.data.exam_type));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status]);

  if (loading) return <PageSpinner label={t('wizard.loading')} />;
  if (snapshot.matches('loadFailed')) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('wizard.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => actor.send({ type: 'user.retry' })}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const errors: Record<string, string | undefined> = {};
  const others: string[] = [];
  const own = STEP_FIELDS[step] ?? [];
  for (const [field, messages] of Object.entries(context.errors)) {
    const text = messages[0] ? messageText(t, messages[0]) : undefined;
    if (!text) continue;
    const root = field.split('.')[0] as string;
    if (own.includes(root)) errors[root] ??= text;
    else others.push(text);
  }
  const props: StepProps = {
    kind,
    data: context.data,
    errors,
    change: (patch) => actor.send({ type: 'user.change', patch }),
    saved: context.recordId !== null,
    busy: saving,
  };
  const isLast = steps.indexOf(step) === steps.length - 1;
  const body: ReactNode =
    step === 'test-information' || step === 'quiz-information' ? <InformationStep {...props} />
      : step === 'time-set' ? <TimeSetStep {...props} />
        : step === 'create-type' ? <CreateTypeStep {...props} />
          : step === 'number-of-question' ? <NumberOfQuestionsStep {...props} />
            : step === 'choose-question' ? <ChooseQuestionStep {...props} />
              : step === 'review' ? <ReviewStep {...props} />
                : <PreviewStep {...props} />;

  return (
    <div className="flex flex-col gap-5" data-testid="wizard" data-kind={kind} data-step={step}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">
          {t(kind === 'quiz' ? 'wizard.quizTitle' : context.data.exam_type === 'mock-tests' ? 'wizard.mockTitle' : 'wizard.testTitle')}
        </h1>
        {context.data.title && context.recordId !== null && <p className="text-sm text-muted" data-testid="wizard-record">{context.data.title}</p>}
      </header>
      <StepIndicator steps={steps} current={step} visited={context.visited} disabled={saving} labelOf={(s) => t(`steps.${s}`)} onJump={(s) => actor.send({ type: 'user.jump', step: s })} />

      <form
        noValidate
        aria-labelledby="wizard-step-title"
        className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: isLast ? 'user.finish' : 'user.next' });
        }}
      >
        <h2 id="wizard-step-title" className="text-lg font-semibold text-ink">
          {t(`steps.${step}`)}
        </h2>
        {others.length > 0 && (
          <Alert variant="error">
            <ul>
              {others.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </Alert>
        )}
        {snapshot.matches('saveFailed') && (
          <div className="flex flex-wrap items-center gap-3" data-testid="save-failed">
            <Alert variant="error" className="flex-1">
              {t('wizard.saveFailed')} {context.serverErrors.join(' ')}
            </Alert>
            <Button variant="secondary" onClick={() => actor.send({ type: 'user.retry' })}>
              {t('retry')}
            </Button>
          </div>
        )}
        {body}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <Button variant="secondary" disabled={steps.indexOf(step) === 0 || saving} onClick={() => actor.send({ type: 'user.back' })} data-testid="wizard-back">
            {t('wizard.back')}
          </Button>
          <Button type="submit" busy={saving} data-testid={isLast ? 'wizard-finish' : 'wizard-next'}>
            {isLast ? t(kind === 'quiz' ? 'wizard.finishQuiz' : 'wizard.finish') : t('wizard.next')}
          </Button>
        </div>
      </form>
    </div>
  );
}
