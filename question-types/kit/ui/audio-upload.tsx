import { useId, useRef, useState } from 'react';
import { Button } from '@ui/button';
import type { EditorProps } from '../ui-contract.ts';
import { useKitTranslation } from './kit-i18n.ts';
import { uploadErrorMessage } from './upload-error.ts';

export interface AudioUploadProps {
  label: string;
  /** the stored path (`/files/...`) or null */
  value: string | null;
  onChange: (path: string | null) => void;
  upload: EditorProps['upload'];
  mediaUrl: EditorProps['mediaUrl'];
  /** upload folder on the server */
  folder?: string;
  /** name of the file input (the field path, e.g. `content.audio`) */
  name?: string;
  /** a validation issue for this field */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

type UploadState = { kind: 'idle' } | { kind: 'uploading'; fraction: number; fileName: string } | { kind: 'failed'; message: string };

/** An audio file field for editors: choose a file, watch a percentage bar while it uploads, preview it, remove it. */
export function AudioUpload({ label, value, onChange, upload, mediaUrl, folder = 'question-audio', name = 'audio', error, required, disabled }: AudioUploadProps) {
  const { t } = useKitTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const errorId = `${id}-error`;
  const shownError = state.kind === 'failed' ? state.message : (error ?? null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.type && !file.type.startsWith('audio/') && !/\.(mp3|ogg|oga|opus|wav|m4a|aac|webm|flac)$/i.test(file.name)) {
      setState({ kind: 'failed', message: t('upload.notAudio') });
      return;
    }
    setState({ kind: 'uploading', fraction: 0, fileName: file.name });
    try {
      const path = await upload(file, folder, (fraction) => setState({ kind: 'uploading', fraction: Math.max(0, Math.min(1, fraction)), fileName: file.name }));
      setState({ kind: 'idle' });
      onChange(path);
    } catch (err) {
      const { tooLarge, message } = uploadErrorMessage(err);
      setState({ kind: 'failed', message: message ?? (tooLarge ? t('upload.tooLarge') : t('upload.failed')) });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const busy = state.kind === 'uploading';
  const percent = busy ? Math.round(state.fraction * 100) : 0;
  const fileName = value ? decodeURIComponent(value.split('/').pop() ?? value) : null;

  return (
    <div className="flex flex-col gap-2" data-testid="audio-upload">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true" className="text-danger-700"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept="audio/*,.mp3,.ogg,.oga,.opus,.wav,.m4a,.webm"
        disabled={disabled || busy}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        onChange={(e) => void onFile(e.target.files?.[0])}
        className="block w-full max-w-md text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      />
      {busy && (
        <div className="flex max-w-md items-center gap-3">
          <div role="progressbar" aria-label={t('upload.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-canvas">
            <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm tabular-nums text-muted" role="status">
            {t('upload.uploading', { percent })}
          </span>
        </div>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-700">
          {shownError}
        </p>
      )}
      {value ? (
        <div className="flex max-w-md flex-col gap-2 rounded-md border border-line bg-canvas p-3">
          <p className="text-sm text-ink" data-testid="audio-upload-current">
            {t('upload.current', { name: fileName })}
          </p>
          <audio controls src={mediaUrl(value)} preload="metadata" aria-label={t('upload.preview')} className="w-full" />
          <div>
            <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled || busy}>
              {t('upload.remove')}
            </Button>
          </div>
        </div>
      ) : (
        !busy && <p className="text-sm text-muted">{t('upload.none')}</p>
      )}
    </div>
  );
}

export default AudioUpload;
