/**
 * The trainer's form (UI.md form pattern): each trait a trainer sets, with its range and rubric, as segmented
 * buttons (radios: arrow keys move between scores) up to 10 points, else a number field; feedback; the
 * transcript for speaking. Save -> POST evaluation/evaluate; a 422's `traits.<key>` lands on that trait.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { evaluate, invalidateEvaluations, type Evaluation, type TraitInfo } from '../api/evaluation-api';
import { editableTraits, evaluateBody, initialValues, mapServerErrors, validateTraits, type FieldErrors, type TraitValues } from '../lib/trait-rules';
import { useTraitLabel } from './score-summary';
import { useEvaluationTranslation } from '../locales/texts';

/** Segmented buttons up to this maximum; a number field above it (Read Aloud content: the text's word count). */
export const SEGMENTED_MAX = 10;

export function TraitForm({ evaluation, onSaved }: { evaluation: Evaluation; onSaved?: (e: Evaluation) => void }) {
  const { t } = useEvaluationTranslation();
  const client = useQueryClient();
  const traits = editableTraits(evaluation.traits, evaluation.result);
  const speaking = evaluation.question.question_type.section.toLowerCase() === 'speaking';
  const [values, setValues] = useState<TraitValues>(() => initialValues(traits, evaluation.result, evaluation.evidence?.trainer?.traits));
  const [feedback, setFeedback] = useState(evaluation.feedback ?? '');
  const [transcript, setTranscript] = useState(evaluation.evidence?.trainer?.transcript ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const feedbackId = useId();
  const transcriptId = useId();

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = t('form.unsaved');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, t]);

  const save = useMutation({
    mutationFn: () => evaluate(evaluateBody(evaluation.attempt_id, traits, values, feedback, speaking ? transcript : undefined)),
    onSuccess: (data) => {
      setErrors({});
      setDirty(false);
      pushToast('success', t('form.saved', { score: data.result.score, max: data.result.max }));
      client.setQueryData(['evaluation', 'one', String(evaluation.id)], data);
      invalidateEvaluations(client);
      onSaved?.(data);
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(mapServerErrors(e.fieldErrors, traits.map((tr) => tr.key)));
      else setErrors({ form: e instanceof HttpError && e.messages[0] ? e.messages[0] : t('form.saveFailed') });
    },
  });

  const set = (key: string, v: string) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    setDirty(true);
    if (errors[key]) setErrors(({ [key]: _drop, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateTraits(traits, values, (key, o) => t(key, o ?? {}));
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const fieldErrors = Object.keys(errors).filter((k) => k !== 'form').length;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="trait-form-title" data-testid="trait-form">
      <h2 id="trait-form-title" className="text-base font-semibold text-ink">
        {t('form.title')}
      </h2>
      {(errors.form || fieldErrors > 0) && (
        <Alert variant="error">
          <span data-testid="form-error">{errors.form ?? t('form.fixErrors')}</span>
        </Alert>
      )}
      {traits.map((tr) => (
        <TraitField key={tr.key} trait={tr} value={values[tr.key] ?? ''} error={errors[tr.key]} onChange={(v) => set(tr.key, v)} disabled={save.isPending} />
      ))}
      {speaking && (
        <div className="flex flex-col gap-1">
          <label htmlFor={transcriptId} className="text-sm font-medium text-ink">
            {t('form.transcript')}
          </label>
          <p id={`${transcriptId}-hint`} className="text-xs text-muted">
            {t('form.transcriptHint')}
          </p>
          <textarea
            id={transcriptId}
            name="transcript"
            rows={4}
            value={transcript}
            maxLength={20000}
            disabled={save.isPending}
            aria-describedby={`${transcriptId}-hint${errors.transcript ? ` ${transcriptId}-error` : ''}`}
            aria-invalid={errors.transcript ? true : undefined}
            onChange={(e) => {
              setTranscript(e.target.value);
              setDirty(true);
            }}
            className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
          />
          {errors.transcript && (
            <p id={`${transcriptId}-error`} className="text-xs font-medium text-danger-700">
              {errors.transcript}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={feedbackId} className="text-sm font-medium text-ink">
          {t('form.feedback')}
        </label>
        <p id={`${feedbackId}-hint`} className="text-xs text-muted">
          {t('form.feedbackHint')}
        </p>
        <textarea
          id={feedbackId}
          name="feedback"
          rows={5}
          value={feedback}
          maxLength={5000}
          disabled={save.isPending}
          aria-describedby={`${feedbackId}-hint${errors.feedback ? ` ${feedbackId}-error` : ''}`}
          aria-invalid={errors.feedback ? true : undefined}
          onChange={(e) => {
            setFeedback(e.target.value);
            setDirty(true);
          }}
          className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
        />
        {errors.feedback && (
          <p id={`${feedbackId}-error`} className="text-xs font-medium text-danger-700">
            {errors.feedback}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" busy={save.isPending} data-testid="save-evaluation">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

/** One trait: its name, range, score control, rubric bands (the chosen one marked) and its error. */
export function TraitField({ trait, value, error, onChange, disabled }: { trait: TraitInfo; value: string; error?: string; onChange: (v: string) => void; disabled?: boolean }) {
  const { t } = useEvaluationTranslation();
  const label = useTraitLabel()(trait.key, trait.label);
  const id = useId();
  const errorId = `${id}-error`;
  const rubricId = `${id}-rubric`;
  const rubric = trait.rubric && trait.rubric.length > 0 ? trait.rubric : null;
  const describedBy = [rubric ? rubricId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const chosen = /^\d+$/.test(value.trim()) ? Number(value) : null;

  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid="trait-field" data-key={trait.key}>
      {trait.max <= SEGMENTED_MAX ? (
        <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
          <legend className="text-sm font-medium text-ink">
            {label} <span className="font-normal text-muted">({t('form.range', { max: trait.max })})</span>
          </legend>
          <div className="mt-2 inline-flex flex-wrap overflow-hidden rounded-md border border-line" role="presentation">
            {Array.from({ length: trait.max + 1 }, (_, n) => (
              <label key={n} className="relative cursor-pointer border-r border-line last:border-r-0 has-[:checked]:bg-primary-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary-600 has-[:disabled]:cursor-not-allowed">
                <input type="radio" className="sr-only" name={`trait-${trait.key}`} value={n} checked={chosen === n} disabled={disabled} onChange={() => onChange(String(n))} />
                <span className="block min-w-10 px-3 py-2 text-center text-sm tabular-nums">{n}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <TextField
          label={`${label} (${t('form.range', { max: trait.max })})`}
          name={`trait-${trait.key}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={trait.max}
          step={1}
          value={value}
          disabled={disabled}
          error={null}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className="max-w-48"
        />
      )}
      {rubric && (
        <div id={rubricId}>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('form.rubric')}</p>
          <ol className="mt-1 flex flex-col gap-0.5 text-sm" lang="en">
            {rubric.map((text, n) => (
              <li key={n} className={`rounded px-2 py-0.5 ${chosen === n ? 'bg-primary-50 font-medium text-primary-800' : 'text-ink'}`} data-band={n} aria-current={chosen === n ? 'true' : undefined}>
                <span className="tabular-nums">{n}</span>: {text}
              </li>
            ))}
          </ol>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700" data-testid="trait-error">
          {error}
        </p>
      )}
    </div>
  );
}
