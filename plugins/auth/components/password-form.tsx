import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PasswordField } from '@ui/password-field';
import type { PasswordBody } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { firstFieldErrors } from '../lib/field-errors';

/** Shared by /reset-password and /set-password (query t and email): password + confirmation, then a link to sign in. */
export function PasswordForm({ mode, send }: { mode: 'reset' | 'set'; send: (body: PasswordBody) => Promise<unknown> }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirmation) {
      setErrors({ password_confirmation: t('password.mismatch') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await send({ token, email, password, password_confirmation: confirmation });
      setDone(true);
    } catch (err) {
      setErrors(firstFieldErrors(err));
    } finally {
      setSending(false);
    }
  };

  const title = t(`password.${mode}Title`);
  if (!token || !email) {
    return (
      <AuthCard title={title}>
        <Alert variant="error">{t('password.missingToken')}</Alert>
        <Link to="/recover-your-password" className="text-sm font-medium text-primary-700 underline">{t('password.askAgain')}</Link>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={title}>
        <Alert variant="success">{t(`password.${mode}Done`)}</Alert>
        <Link to="/login" className="text-sm font-medium text-primary-700 underline" data-testid="to-login">{t('password.toLogin')}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={t('password.for', { email })}>
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {errors.token && <Alert variant="error">{errors.token}</Alert>}
        <PasswordField label={t('password.password')} name="password" autoComplete="new-password" required hint={t('password.hint')} value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <PasswordField label={t('password.confirm')} name="password_confirmation" autoComplete="new-password" required value={confirmation} onChange={(e) => setConfirmation(e.target.value)} error={errors.password_confirmation} />
        <Button type="submit" busy={sending} disabled={!password || !confirmation}>
          {sending ? t('password.submitting') : t(`password.${mode}Submit`)}
        </Button>
      </form>
    </AuthCard>
  );
}
