/** Step 1: title, description, thumbnail, level, ribbon, featured; cached under `class-basic-info` while typing. */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { TextAreaField } from '@ui/text-area-field';
import { ribbonsQuery, uploadThumbnail } from '../api/authoring';
import { LEVELS, type ClassDraft } from '../lib/draft';
import { writeBasicInfo } from '../lib/basic-cache';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';

export function ClassInformationStep({ data, errors, change, recordId, busy }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const ribbons = useQuery(ribbonsQuery());
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState(false);
  const set = (patch: Partial<ClassDraft>) => {
    change(patch);
    writeBasicInfo(typeof window === 'undefined' ? undefined : window.localStorage, recordId, { ...data, ...patch });
  };
  // the cache follows the class once it has an id
  useEffect(() => {
    if (recordId !== null) writeBasicInfo(window.localStorage, recordId, data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordId]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(false);
    setUploading(0);
    try {
      const path = await uploadThumbnail(file, (f) => setUploading(Math.round(f * 100)));
      set({ thumbnail_path: path, thumbnail_url: URL.createObjectURL(file) });
    } catch {
      setUploadError(true);
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <TextField label={t('info.title')} name="title" value={data.title ?? ''} maxLength={200} required error={errors.title} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="md:col-span-2">
        <TextAreaField label={t('info.description')} name="description" rows={5} value={data.description ?? ''} error={errors.description} onChange={(e) => set({ description: e.target.value })} />
      </div>
      <SelectField
        label={t('info.level')}
        name="level"
        value={data.level ?? 'beginner'}
        options={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
        error={errors.level}
        onChange={(v) => set({ level: v as ClassDraft['level'] })}
      />
      <SelectField
        label={t('info.ribbon')}
        name="ribbon"
        value={data.ribbon ?? ''}
        options={[{ value: '', label: t('info.noRibbon') }, ...(ribbons.data ?? []).map((r) => ({ value: r.key, label: t(`ribbons.${r.key}`, { defaultValue: r.name }) }))]}
        error={errors.ribbon}
        hint={ribbons.isError ? t('info.ribbonsFailed') : undefined}
        disabled={ribbons.isPending}
        onChange={(v) => set({ ribbon: v || null })}
      />
      <label className="flex items-center gap-2 text-sm text-ink md:col-span-2">
        <input type="checkbox" name="featured" className="h-4 w-4" checked={data.featured ?? false} onChange={(e) => set({ featured: e.target.checked })} />
        {t('info.featured')}
      </label>
      <div className="flex flex-col gap-2 md:col-span-2">
        <span className="text-sm font-medium text-ink" id="oc-thumb-label">
          {t('info.thumbnail')}
        </span>
        <div className="flex flex-wrap items-center gap-3">
          {data.thumbnail_url ? (
            <img src={data.thumbnail_url} alt={t('info.thumbnailAlt')} className="h-20 w-32 rounded-md border border-line object-cover" data-testid="thumbnail-preview" />
          ) : (
            <span className="text-sm text-muted">{t('info.noThumbnail')}</span>
          )}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-labelledby="oc-thumb-label"
            className="text-sm"
            disabled={busy || uploading !== null}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          {data.thumbnail_path && (
            <Button variant="ghost" onClick={() => set({ thumbnail_path: null, thumbnail_url: null })}>
              {t('info.removeThumbnail')}
            </Button>
          )}
        </div>
        {uploading !== null && <p className="text-sm text-muted" role="status">{t('info.uploading', { percent: uploading })}</p>}
        {uploadError && <Alert variant="error">{t('info.uploadFailed')}</Alert>}
        {errors.thumbnail_path && <p className="text-sm text-danger-700">{errors.thumbnail_path}</p>}
      </div>
    </div>
  );
}
