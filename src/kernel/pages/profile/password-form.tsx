import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PasswordField } from '@ui/password-field';
import { HttpError } from '../../http/client';
import { changePassword, type PasswordBody } from './api';

type Field = keyof PasswordBody;
const EMPTY: PasswordBody = { current_password: '', password: '', password_confirmation: '' };

/** The server's rule (server/modules/auth/schemas.ts Password): 8+ characters with a letter and a digit. */
function strongEnough(p: string): boolean {
  return p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p);
}

/**
 * Current, new and confirmed password (POST users/change-password). The server checks the current one and signs the
 * user's other sessions out; its 422s land on their fields.
 */
export function PasswordForm() {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const [values, setValues] = useState<PasswordBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function check(): Partial<Record<Field, string>> {
    const out: Partial<Record<Field, string>> = {};
    if (values.current_password === '') out.current_password = t('profile.password.required');
    if (values.password === '') out.password = t('profile.password.required');
    else if (!strongEnough(values.password)) out.password = t('profile.password.tooShort');
    if (values.password_confirmation !== values.password) out.password_confirmation = t('profile.password.mismatch');
    return out;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      setSaved(true);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const f = err.fieldErrors;
        setErrors({ current_password: f.current_password?.[0], password: f.password?.[0], password_confirmation: f.password_confirmation?.[0] });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" data-testid="profile-password-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('profile.password.title')}
      </h2>
      <PasswordField name="current_password" label={t('profile.password.current')} required autoComplete="current-password" value={values.current_password} onChange={set('current_password')} error={errors.current_password} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PasswordField name="password" label={t('profile.password.new')} hint={t('profile.password.newHint')} required autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
        <PasswordField name="password_confirmation" label={t('profile.password.confirm')} required autoComplete="new-password" value={values.password_confirmation} onChange={set('password_confirmation')} error={errors.password_confirmation} />
      </div>
      {saved && <Alert variant="success">{t('profile.password.saved')}</Alert>}
      <div>
        <Button type="submit" busy={saving}>
          {saving ? t('profile.password.saving') : t('profile.password.save')}
        </Button>
      </div>
    </form>
  );
}
