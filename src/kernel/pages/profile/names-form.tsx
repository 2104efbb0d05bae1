import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { HttpError } from '../../http/client';
import { saveProfile, uploadProfilePhoto, type Profile } from './api';

/** What the server takes (server/modules/users: POST users/profile/photo). */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

type Upload = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'done' } | { kind: 'failed'; message: string };
type Field = 'first_name' | 'last_name' | 'image';

function firstOf(e: HttpError, field: string): string | undefined {
  return e.fieldErrors[field]?.[0];
}

/**
 * The names and the photo. A chosen photo is previewed at once and uploaded with a progress bar; Save sends the names
 * and the uploaded photo's path together (PUT users/profile), so nothing changes until the user saves.
 */
export function NamesForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useTranslation('pages');
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [first, setFirst] = useState(profile.first_name);
  const [last, setLast] = useState(profile.last_name);
  const [image, setImage] = useState<string | null>(profile.image);
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  // an object URL holds the file in memory until it is revoked
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function onFile(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setSaved(false);
    setErrors((e) => ({ ...e, image: undefined }));
    if (!PHOTO_TYPES.includes(file.type)) return setUpload({ kind: 'failed', message: t('profile.edit.notImage') });
    if (file.size > PHOTO_MAX_BYTES) return setUpload({ kind: 'failed', message: t('profile.edit.tooLarge') });
    setPreview(URL.createObjectURL(file));
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      const path = await uploadProfilePhoto(file, (fraction) => setUpload({ kind: 'uploading', fraction: Math.max(0, Math.min(1, fraction)) }));
      setImage(path);
      setUpload({ kind: 'done' });
    } catch (e) {
      setPreview(null);
      const message = e instanceof HttpError ? (e.status === 413 ? t('profile.edit.tooLarge') : firstOf(e, 'file')) : undefined;
      setUpload({ kind: 'failed', message: message ?? t('profile.edit.uploadFailed') });
    }
  }

  function removePhoto() {
    setPreview(null);
    setImage(null);
    setUpload({ kind: 'idle' });
    setSaved(false);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (first.trim() === '') return setErrors({ first_name: t('profile.edit.firstNameRequired') });
    setErrors({});
    setSaving(true);
    try {
      const p = await saveProfile({ first_name: first.trim(), last_name: last.trim(), image });
      setPreview(null);
      setUpload({ kind: 'idle' });
      setSaved(true);
      onSaved(p);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        setErrors({ first_name: firstOf(err, 'first_name'), last_name: firstOf(err, 'last_name'), image: firstOf(err, 'image') });
      }
    } finally {
      setSaving(false);
    }
  }

  const uploading = upload.kind === 'uploading';
  const percent = uploading ? Math.round(upload.fraction * 100) : 0;
  const photoError = upload.kind === 'failed' ? upload.message : errors.image;
  const shown = preview ?? image;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" data-testid="profile-names-form" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`} className="text-lg font-semibold text-ink">
        {t('profile.edit.title')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Avatar key={shown ?? 'none'} src={shown} alt={preview ? t('profile.edit.previewAlt') : t('profile.edit.photoAlt')} size={80} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={fileId} className="text-sm font-medium text-ink">
            {t('profile.edit.choosePhoto')}
          </label>
          <input
            ref={inputRef}
            id={fileId}
            name="photo"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            disabled={uploading || saving}
            aria-describedby={`${fileId}-hint${photoError ? ` ${fileId}-error` : ''}`}
            aria-invalid={photoError ? true : undefined}
            onChange={(e) => void onFile(e.target.files?.[0])}
            className="block w-full max-w-md text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          />
          <p id={`${fileId}-hint`} className="text-xs text-muted">
            {t('profile.edit.photoHint')}
          </p>
          {uploading && (
            <div className="flex max-w-md items-center gap-3">
              <div role="progressbar" aria-label={t('profile.edit.uploadProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-canvas">
                <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <span className="text-sm tabular-nums text-muted" role="status">
                {t('profile.edit.uploading', { percent })}
              </span>
            </div>
          )}
          {upload.kind === 'done' && (
            <p role="status" className="text-sm text-muted">
              {t('profile.edit.uploaded')}
            </p>
          )}
          {photoError && (
            <p id={`${fileId}-error`} role="alert" className="text-xs font-medium text-danger-700">
              {photoError}
            </p>
          )}
          {shown && (
            <div>
              <Button variant="ghost" onClick={removePhoto} disabled={uploading || saving}>
                {t('profile.edit.removePhoto')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="first_name" label={t('profile.edit.firstName')} required autoComplete="given-name" maxLength={100} value={first} onChange={(e) => setFirst(e.target.value)} error={errors.first_name} />
        <TextField name="last_name" label={t('profile.edit.lastName')} autoComplete="family-name" maxLength={100} value={last} onChange={(e) => setLast(e.target.value)} error={errors.last_name} />
      </div>
      {saved && <Alert variant="success">{t('profile.edit.saved')}</Alert>}
      <div>
        <Button type="submit" busy={saving} disabled={uploading}>
          {saving ? t('profile.edit.saving') : t('profile.edit.save')}
        </Button>
      </div>
    </form>
  );
}
