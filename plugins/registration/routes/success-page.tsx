/**
 * /registration/success: what happens next (confirm the e-mail, sign in; access with the first payment). The
 * draft is done, so this browser forgets it.
 */
// outside the role layout: the page brings the stylesheet and the query client itself
import '../../../src/styles/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@kernel/router/route-refs';
import { Alert } from '@ui/alert';
import { forgetDraft } from '../lib/draft';
import { links } from '../links';
import { useRegistrationTranslation } from '../locales/texts';
import { queryClient } from '@kernel/http/query-client';

export default function RegistrationSuccessPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <SuccessPage />
    </QueryClientProvider>
  );
}

function SuccessPage() {
  const { t } = useRegistrationTranslation();
  useEffect(() => forgetDraft(), []);
  return (
    <div className="flex flex-col gap-4" data-testid="registration-success">
      <h1 className="text-2xl font-semibold text-ink">{t('success.title')}</h1>
      <Alert variant="success">{t('success.verify')}</Alert>
      <p className="text-sm text-ink">{t('success.signIn')}</p>
      <p className="text-sm text-ink">{t('success.access')}</p>
      <div>
        <Link to={pathTo(links.login)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600" data-testid="registration-login">
          {t('success.login')}
        </Link>
      </div>
    </div>
  );
}
