import { useId, useState } from 'react';
import { Button } from '@ui/button';
import type { EditorProps } from '../ui-contract.ts';
import { useWordsTranslation } from './words-i18n.ts';

export interface ImageUploadProps {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  upload: EditorProps['upload'];
  mediaUrl: EditorProps['mediaUrl'];
  /** the field path, e.g. `content.image` */
  name: string;
  folder?: string;
  error?: string | null;
  required?: boolean;
}

/** An image field for editors: choose, upload with a percentage, preview, remove. */
export function ImageUpload({ label, value, onChange, upload, mediaUrl, name, folder = 'question-images', error, required }: ImageUploadProps) {
  const { t } = useWordsTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const message = failed ?? error ?? null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true" className="text-danger-700"> *</span>}
      </label>
      {value ? <img src={mediaUrl(value)} alt="" className="max-h-64 max-w-full rounded-md border border-line object-contain" data-testid={`${name}-preview`} /> : <p className="text-sm text-muted">{t('image.none')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          aria-invalid={message ? true : undefined}
          className="text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (!file.type.startsWith('image/')) {
              setFailed(t('image.notImage'));
              return;
            }
            setFailed(null);
            setProgress(0);
            try {
              onChange(await upload(file, folder, setProgress));
            } catch {
              setFailed(t('image.failed'));
            } finally {
              setProgress(null);
            }
          }}
        />
        {value && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('image.remove')}
          </Button>
        )}
      </div>
      {progress !== null && (
        <p role="status" className="text-xs text-muted">
          {t('image.uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      {message && <p className="text-xs font-medium text-danger-700">{message}</p>}
    </div>
  );
}

export default ImageUpload;
