/**
 * The one wizard page (UI.md "Wizard", docs/product-spec.md §4): the step indicator, the step of the address,
 * Back / Save and continue (Finish on the last step), 422 field errors on the fields and other failures with Retry.
 * Driven by `createWizardMachine` through the kit's store; a feature gives its definition (steps, rules, server
 * calls), where each step lives (`addressOf`) and how a step looks (`renderStep`). The record id joins the address,
 * so a reload, or the same link on another device, loads the record and opens the same step.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import type { RecordId, WizardOutput } from '@machines/wizard.machine';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import type { WizardDefinition } from './definition';
import { StepIndicator } from './step-indicator';
import { obtainWizard, releaseWizard } from './wizard-store';
import { useWizardTranslation } from './texts';

export interface WizardStepProps<TData extends object> {
  step: string;
  data: Partial<TData>;
  /** field -> the first message, already translated */
  errors: Record<string, string | undefined>;
  change: (patch: Partial<TData>) => void;
  /** a record exists on the server */
  saved: boolean;
  busy: boolean;
  recordId: RecordId | null;
  /** moves to another step the indicator could reach (review pages' "edit" links) */
  jump: (step: string) => void;
}

export interface WizardPageProps<TData extends object> {
  definition: WizardDefinition<TData>;
  /** the record id the address names (null: a new wizard) */
  recordId: RecordId | null;
  /** the address of a step; `data` carries what else the address needs (a resume token) */
  addressOf: (step: string, recordId: RecordId | null, data: Partial<TData>) => string;
  /** the step the address names; by default the last segment of the path */
  urlStep?: string;
  /** a new wizard's first data */
  presets?: Partial<TData>;
  title: ReactNode;
  /** a line under the title once a record exists (its name) */
  subtitle?: (data: Partial<TData>) => ReactNode;
  stepLabel: (step: string) => string;
  renderStep: (props: WizardStepProps<TData>) => ReactNode;
  /** a server message (English, from the 422 envelope) in the reader's language; as it is by default */
  messageText?: (message: string) => string;
  finishLabel?: string;
  onDone: (output: WizardOutput<TData>) => void;
  /** replaces the Back / Next row on one step (a payment step with its own actions) */
  hideActionsOn?: readonly string[];
}

export function WizardPage<TData extends object>(props: WizardPageProps<TData>) {
  const { definition, addressOf, stepLabel, renderStep } = props;
  const { t } = useWizardTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const steps = definition.steps.map((s) => s.id);
  const urlStep = props.urlStep ?? pathname.replace(/\/+$/, '').split('/').pop();

  const [actor] = useState(() => obtainWizard(definition, { recordId: props.recordId, urlStep, presets: props.presets }));
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const loading = snapshot.matches('loading');
  const settled = !loading && !snapshot.matches('loadFailed');
  const saving = snapshot.matches('saving');
  const step = context.step;
  const here = (s: string) => addressOf(s, context.recordId, context.data);

  // the machine moved (saved, back, jump): the address follows
  const lastStep = useRef<string | null>(null);
  /** a navigation this page asked for that the address does not show yet (its intermediate addresses are ours) */
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (lastStep.current === step && urlStep === step) return;
    const moved = lastStep.current !== step;
    lastStep.current = step;
    if (moved && urlStep !== step) {
      pending.current = step;
      navigate(here(step));
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
      navigate(here(now), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, urlStep]);

  useEffect(() => {
    if (snapshot.status !== 'done' || !snapshot.output) return;
    releaseWizard(definition.id);
    props.onDone(snapshot.output);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status]);

  if (loading) return <PageSpinner label={t('loading')} />;
  if (snapshot.matches('loadFailed')) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="wizard-load-failed">
        <Alert variant="error">{t('loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => actor.send({ type: 'user.retry' })}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const translate = props.messageText ?? ((m: string) => m);
  const errors: Record<string, string | undefined> = {};
  const others: string[] = [];
  const own = definition.stepFields[step] ?? [];
  for (const [field, messages] of Object.entries(context.errors)) {
    const text = messages[0] ? translate(messages[0]) : undefined;
    if (!text) continue;
    const root = field.split('.')[0] as string;
    if (own.includes(root) || own.includes(field)) errors[own.includes(field) ? field : root] ??= text;
    else others.push(text);
  }
  const isLast = steps.indexOf(step) === steps.length - 1;
  const body = renderStep({
    step,
    data: context.data,
    errors,
    change: (patch) => actor.send({ type: 'user.change', patch }),
    saved: context.recordId !== null,
    busy: saving,
    recordId: context.recordId,
    jump: (s) => actor.send({ type: 'user.jump', step: s }),
  });

  return (
    <div className="flex flex-col gap-5" data-testid="wizard" data-wizard={definition.id} data-step={step}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{props.title}</h1>
        {context.recordId !== null && props.subtitle && <p className="text-sm text-muted" data-testid="wizard-record">{props.subtitle(context.data)}</p>}
      </header>
      <StepIndicator steps={steps} current={step} visited={context.visited} disabled={saving} labelOf={stepLabel} onJump={(s) => actor.send({ type: 'user.jump', step: s })} />

      <form
        noValidate
        aria-labelledby="wizard-step-title"
        className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 sm:p-5"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: isLast ? 'user.finish' : 'user.next' });
        }}
      >
        <h2 id="wizard-step-title" className="text-lg font-semibold text-ink">
          {stepLabel(step)}
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
        {others.length === 0 && Object.keys(errors).length > 0 && <p className="sr-only" role="alert">{t('fixFields')}</p>}
        {snapshot.matches('saveFailed') && (
          <div className="flex flex-wrap items-center gap-3" data-testid="save-failed">
            <Alert variant="error" className="flex-1">
              {t('saveFailed')} {context.serverErrors.join(' ')}
            </Alert>
            <Button variant="secondary" onClick={() => actor.send({ type: 'user.retry' })}>
              {t('retry')}
            </Button>
          </div>
        )}
        {body}
        {!props.hideActionsOn?.includes(step) && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <Button variant="secondary" disabled={steps.indexOf(step) === 0 || saving} onClick={() => actor.send({ type: 'user.back' })} data-testid="wizard-back">
              {t('back')}
            </Button>
            <Button type="submit" busy={saving} data-testid={isLast ? 'wizard-finish' : 'wizard-next'}>
              {isLast ? (props.finishLabel ?? t('finish')) : t('next')}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
