import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { http, type ApiEnvelope } from '../http/client';
import { storeSession, type SessionValues } from '../auth/session';
import { rememberImpersonator } from '../layouts/impersonation';

type State = 'working' | 'missing' | 'failed';

/** /im?token=...: GET impersonate/verify/{token}; keeps the original user in sessionStorage, then switches. */
export default function ImpersonatePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('t');
  const [state, setState] = useState<State>(token ? 'working' : 'missing');

  useEffect(() => {
    if (!token) return;
    let live = true;
    http
      .get<ApiEnvelope<SessionValues>>(`impersonate/verify/${encodeURIComponent(token)}`, { auth: false, toast: false })
      .then((res) => {
        if (!live) return;
        rememberImpersonator();
        storeSession(res.data);
        window.location.assign('/');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6">
      <h1 className="text-xl font-semibold">{t('im.title')}</h1>
      {state === 'working' ? <PageSpinner label={t('im.working')} /> : <Alert variant="error">{t(`im.${state}`)}</Alert>}
      {state !== 'working' && (
        <Link to="/" className="text-sm font-medium text-primary-700 underline">
          {t('im.back')}
        </Link>
      )}
    </div>
  );
}
