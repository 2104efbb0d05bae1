import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { verifyEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /email-verification-success?t=: GET user/verify/{t}, then success or failure. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('t');
  const [state, setState] = useState<'working' | 'done' | 'failed' | 'missing'>(token ? 'working' : 'missing');

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyEmail(token)
      .then(() => live && setState('done'))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthCard title={t('verify.title')}>
      {state === 'working' && <PageSpinner label={t('verify.working')} />}
      {state === 'done' && <Alert variant="success">{t('verify.done')}</Alert>}
      {state === 'failed' && <Alert variant="error">{t('verify.failed')}</Alert>}
      {state === 'missing' && <Alert variant="error">{t('verify.missingToken')}</Alert>}
      {state !== 'working' && (
        <Link to="/login" className="text-sm font-medium text-primary-700 underline">{t('verify.toLogin')}</Link>
      )}
    </AuthCard>
  );
}
