/**
 * A form's fields as respondents answer them: the public page and the builder's preview draw the same thing. Choices
 * and ratings are native radio and checkbox groups in a fieldset (keyboard and screen readers for free); a file is
 * uploaded as soon as it is chosen (the page does it) and shown with its progress.
 */
import { useId, type ReactNode } from 'react';
import { TextField } from '@ui/text-field';
import { TextAreaField } from '@ui/text-area-field';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import type { FormField } from '../api/forms-api';
import type { Answers } from '../lib/answers';
import { useFormsTranslation } from '../locales/texts';

export interface FileState {
  name: string;
  /** 0..1 while uploading, null once stored */
  progress: number | null;
}

export interface FormFieldsProps {
  fields: readonly FormField[];
  answers: Answers;
  onChange: (id: string, value: Answers[string]) => void;
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** a chosen file (the page uploads it); absent in the preview, where files are not sent */
  onFile?: (id: string, file: File | null) => void;
  files?: Readonly<Record<string, FileState>>;
}

export function FormFields({ fields, answers, onChange, errors = {}, disabled, onFile, files = {} }: FormFieldsProps) {
  return (
    <div className="flex flex-col gap-5">
      {fields.map((f) => (
        <div key={f.id} data-testid="answer-field" data-field={f.id} data-kind={f.kind}>
          <FieldInput field={f} value={answers[f.id]} error={errors[f.id]} disabled={disabled} onChange={(v) => onChange(f.id, v)} onFile={onFile} file={files[f.id]} />
        </div>
      ))}
    </div>
  );
}

function Group({ label, help, required, error, children }: { label: string; help: string; required: boolean; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={[help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true" className="text-danger-700"> *</span>}
      </legend>
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted">
          {help}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function FieldInput({ field: f, value, error, disabled, onChange, onFile, file }: {
  field: FormField;
  value: Answers[string];
  error?: string;
  disabled?: boolean;
  onChange: (v: Answers[string]) => void;
  onFile?: (id: string, file: File | null) => void;
  file?: FileState;
}) {
  const { t } = useFormsTranslation();
  const label = f.label || t('builder.untitled');
  const text = typeof value === 'string' ? value : '';
  switch (f.kind) {
    case 'text':
      return <TextField label={label} hint={f.help || undefined} required={f.required} error={error} value={text} disabled={disabled} maxLength={500} onChange={(e) => onChange(e.target.value)} />;
    case 'long_text':
      return <TextAreaField label={label} hint={f.help || undefined} required={f.required} error={error} value={text} disabled={disabled} rows={4} maxLength={5000} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return <TextField label={label} hint={f.help || undefined} required={f.required} error={error} type="number" step="any" inputMode="decimal" value={text} disabled={disabled} onChange={(e) => onChange(e.target.value)} />;
    case 'date':
      return <IsoDateField label={label} hint={[f.help, t('answer.dateHint')].filter(Boolean).join(' ')} required={f.required} error={error} value={text} disabled={disabled} onChange={(v) => onChange(v)} />;
    case 'choice':
      return (
        <Group label={label} help={f.help} required={f.required} error={error}>
          {f.options.map((o) => (
            <label key={o} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name={`answer-${f.id}`} value={o} checked={value === o} disabled={disabled} onChange={() => onChange(o)} className="h-4 w-4 accent-primary-600" />
              {o}
            </label>
          ))}
        </Group>
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Group label={label} help={f.help} required={f.required} error={error}>
          {f.options.map((o) => (
            <label key={o} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                value={o}
                checked={chosen.includes(o)}
                disabled={disabled}
                onChange={(e) => onChange(e.target.checked ? f.options.filter((x) => x === o || chosen.includes(x)) : chosen.filter((x) => x !== o))}
                className="h-4 w-4 accent-primary-600"
              />
              {o}
            </label>
          ))}
        </Group>
      );
    }
    case 'rating':
      return (
        <Group label={label} help={f.help} required={f.required} error={error}>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={`inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-md border px-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-primary-600 ${value === n ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-line text-ink'}`}>
                <input type="radio" name={`answer-${f.id}`} value={n} checked={value === n} disabled={disabled} onChange={() => onChange(n)} className="sr-only" aria-label={t('answer.ratingOf', { n })} />
                <span aria-hidden="true">{'★'.repeat(n)}</span>
                <span aria-hidden="true" className="text-xs text-muted">
                  {n}
                </span>
              </label>
            ))}
          </div>
        </Group>
      );
    case 'file':
      return (
        <Group label={label} help={[f.help, t('answer.fileHint')].filter(Boolean).join(' ')} required={f.required} error={error}>
          {file ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-ink" data-testid="file-chosen">
              <span className="break-all">{file.name}</span>
              {file.progress !== null ? (
                <progress max={1} value={file.progress} aria-label={t('answer.uploading', { name: file.name })} className="h-2 w-32" />
              ) : (
                <span className="text-xs text-muted">{t('answer.uploaded')}</span>
              )}
              <button type="button" className="text-sm text-primary-700 underline" disabled={disabled} onClick={() => onFile?.(f.id, null)}>
                {t('answer.removeFile')}
              </button>
            </div>
          ) : (
            <input
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
              disabled={disabled || !onFile}
              aria-label={label}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                if (chosen) onFile?.(f.id, chosen);
                e.target.value = '';
              }}
              className="text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm"
            />
          )}
        </Group>
      );
  }
}
