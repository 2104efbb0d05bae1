import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { forgotPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** POST forgot-password; always the same neutral confirmation, so the page never tells who is registered. */
export default function RecoverPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      await forgotPassword(email.trim());
    } catch {
      /* neutral on purpose: the confirmation is the same whatever happened */
    }
    setSending(false);
    setDone(true);
  };

  return (
    <AuthCard title={t('recover.title')} intro={done ? undefined : t('recover.intro')}>
      {done ? (
        <Alert variant="success">{t('recover.done')}</Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <TextField label={t('recover.email')} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" busy={sending} disabled={!email}>
            {sending ? t('recover.submitting') : t('recover.submit')}
          </Button>
        </form>
      )}
      <Link to="/login" className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
        {t('recover.back')}
      </Link>
    </AuthCard>
  );
}
