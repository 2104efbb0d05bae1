/**
 * The centre's logo: a file sent at once to POST common/upload-file (folder `logos`) with a percentage bar, then
 * shown as a preview; the form saves only its path. A refused file says the server's own reason (not an image,
 * too large) by the field.
 */
import { useId, useRef, useState } from 'react';
import { Button } from '@ui/button';
import { HttpError } from '@kernel/http/client';
import { uploadLogo } from '../api/centres-api';
import { useCentresTranslation } from '../locales/texts';

type UploadState = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'failed'; message: string };

export function LogoField({ value, onChange, error, onBusyChange }: {
  value: string | null;
  onChange: (path: string | null) => void;
  /** the server's 422 on `logo` when the form was saved */
  error?: string | null;
  /** the form keeps its submit off while a logo is on its way */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useCentresTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const busy = state.kind === 'uploading';
  const shownError = state.kind === 'failed' ? state.message : (error ?? null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setState({ kind: 'uploading', fraction: 0 });
    onBusyChange?.(true);
    try {
      const path = await uploadLogo(file, (fraction) => setState({ kind: 'uploading', fraction: Math.max(0, Math.min(1, fraction)) }));
      setState({ kind: 'idle' });
      onChange(path);
    } catch (err) {
      setState({ kind: 'failed', message: refusal(err) });
    } finally {
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function refusal(err: unknown): string {
    if (err instanceof HttpError) {
      if (err.status === 413) return t('logo.tooLarge');
      return err.fieldErrors.file?.[0] ?? err.fieldErrors.type?.[0] ?? err.serverMessage ?? err.messages[0] ?? t('logo.failed');
    }
    return t('logo.failed');
  }

  const percent = busy ? Math.round(state.fraction * 100) : 0;
  return (
    <div className="flex flex-col gap-2" data-testid="logo-field">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('logo.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="logo"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={busy}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(e) => void onFile(e.target.files?.[0])}
        className="block w-full max-w-md text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      />
      <p id={hintId} className="text-xs text-muted">
        {t('logo.hint')}
      </p>
      {busy && (
        <div className="flex max-w-md items-center gap-3">
          <div role="progressbar" aria-label={t('logo.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-canvas" data-testid="logo-progress">
            <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm tabular-nums text-muted" role="status">
            {t('logo.uploading', { percent })}
          </span>
        </div>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-700" data-testid="logo-error">
          {shownError}
        </p>
      )}
      {value ? (
        <div className="flex max-w-md items-center gap-4 rounded-md border border-line bg-canvas p-3">
          <img src={value} alt={t('logo.preview')} className="h-16 w-auto max-w-48 object-contain" data-testid="logo-preview" />
          <Button variant="ghost" onClick={() => onChange(null)} disabled={busy} data-testid="logo-remove">
            {t('logo.remove')}
          </Button>
        </div>
      ) : (
        !busy && <p className="text-sm text-muted">{t('logo.none')}</p>
      )}
    </div>
  );
}
