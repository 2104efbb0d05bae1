/**
 * A PDF the applicant sends (the CV, the PTE score card): checked here (PDF, at most 5 MiB), sent at once to the
 * quarantine folder with a percentage bar, then named with Replace and Remove. The step saves only its path; a
 * refusal says the server's own reason by the field.
 */
import { useId, useRef, useState } from 'react';
import { Button } from '@ui/button';
import { HttpError } from '@kernel/http/client';
import { uploadDocument } from '../api/application-api';
import { documentProblem } from '../lib/application';
import { useJobsTranslation } from '../locales/texts';

type UploadState = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'failed'; message: string };

export function DocumentField({ name, label, hint, required, path, fileName, error, disabled, onChange }: {
  name: string;
  label: string;
  hint: string;
  required?: boolean;
  path: string | null;
  fileName: string;
  error?: string;
  disabled?: boolean;
  onChange: (path: string | null, fileName: string) => void;
}) {
  const { t } = useJobsTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const busy = state.kind === 'uploading';
  const shownError = state.kind === 'failed' ? state.message : (error ?? null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = documentProblem(file);
    if (problem) {
      setState({ kind: 'failed', message: t(`documents.${problem}`) });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setState({ kind: 'uploading', fraction: 0 });
    try {
      const stored = await uploadDocument(file, (fraction) => setState({ kind: 'uploading', fraction: Math.max(0, Math.min(1, fraction)) }));
      setState({ kind: 'idle' });
      onChange(stored, file.name);
    } catch (err) {
      const message =
        err instanceof HttpError
          ? err.status === 413
            ? t('documents.tooLarge')
            : (err.fieldErrors.file?.[0] ?? err.fieldErrors.type?.[0] ?? err.serverMessage ?? t('documents.failed'))
          : t('documents.failed');
      setState({ kind: 'failed', message });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const percent = busy ? Math.round(state.fraction * 100) : 0;
  return (
    <div className="flex flex-col gap-2" data-testid={`document-${name}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true" className="text-danger-700"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept="application/pdf,.pdf"
        disabled={busy || disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => void onFile(e.target.files?.[0])}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {busy && (
        <div className="flex items-center gap-3">
          <div role="progressbar" aria-label={t('documents.progress', { label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-canvas">
            <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm tabular-nums text-muted" role="status">
            {t('documents.uploading', { percent })}
          </span>
        </div>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger-700" data-testid={`document-${name}-error`}>
          {shownError}
        </p>
      )}
      {path && !busy && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-canvas px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate text-ink" data-testid={`document-${name}-uploaded`}>
            {t('documents.uploaded', { name: fileName || t('documents.file') })}
          </span>
          {!required && (
            <Button variant="ghost" onClick={() => onChange(null, '')} disabled={disabled}>
              {t('documents.remove')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
