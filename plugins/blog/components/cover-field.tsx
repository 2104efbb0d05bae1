/** The cover image: choose a file (uploaded to `blog-images` at once), see it, replace or remove it. */
import { useId, useRef, useState } from 'react';
import { Button } from '@ui/button';
import { uploadBlogImage } from '../api/blog';
import { useBlogTranslation } from '../locales/texts';

export function CoverField({ value, onChange, error }: { value: string | null; onChange(path: string | null): void; error?: string }) {
  const { t } = useBlogTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed ?? error;
  const pick = async (file: File) => {
    setUploading(true);
    setFailed(null);
    try {
      onChange(await uploadBlogImage(file));
    } catch (e) {
      setFailed(e instanceof Error && e.message ? e.message : t('editor.imageFailed'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {t('editor.fields.cover')}
      </span>
      {value && <img src={value} alt={t('editor.fields.coverAlt')} className="max-h-56 w-full max-w-md rounded-md border border-line object-cover" data-testid="cover-preview" />}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" busy={uploading} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
          {value ? t('editor.fields.coverReplace') : t('editor.fields.coverChoose')}
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('editor.fields.coverRemove')}
          </Button>
        )}
        {uploading && (
          <span role="status" className="text-xs text-muted">
            {t('editor.fields.coverUploading')}
          </span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        data-testid="cover-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void pick(f);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('editor.fields.coverHint')}
      </p>
      {shown && (
        <p className="text-xs font-medium text-danger-700" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
