/** Where a registration stands once it has left the wizard: submitted (the success view), approved or rejected. */
import { Alert } from '@ui/alert';
import { platformDomain } from '@kernel/http/tenant';
import type { RequestStatus } from '../api/onboarding-api';
import { useOnboardingTranslation } from '../locales/texts';

export function StatusView({ status, email, subdomain, note }: { status: RequestStatus; email: string; subdomain?: string | null; note?: string }) {
  const { t } = useOnboardingTranslation();
  const host = subdomain ? `${subdomain}.${platformDomain()}` : '';
  const scheme = typeof window === 'undefined' ? 'http:' : window.location.protocol;
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5" data-testid="onboarding-status" data-status={status} aria-labelledby="onboarding-status-title">
      {status === 'submitted' && (
        <>
          <h1 id="onboarding-status-title" className="text-xl font-semibold text-ink">
            {t('status.submittedTitle')}
          </h1>
          <p className="text-sm text-ink">{t('status.submittedBody', { email })}</p>
        </>
      )}
      {status === 'approved' && (
        <>
          <h1 id="onboarding-status-title" className="text-xl font-semibold text-ink">
            {t('status.approvedTitle')}
          </h1>
          <p className="text-sm text-ink">{t('status.approvedBody', { host })}</p>
          {host && (
            <a className="font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600" href={`${scheme}//${host}/login`}>
              {t('status.openPortal')}
            </a>
          )}
        </>
      )}
      {status === 'rejected' && (
        <>
          <h1 id="onboarding-status-title" className="text-xl font-semibold text-ink">
            {t('status.rejectedTitle')}
          </h1>
          <Alert variant="warning">{t('status.rejectedBody', { note: note ?? '' })}</Alert>
        </>
      )}
      {status === 'draft' && (
        <h1 id="onboarding-status-title" className="text-xl font-semibold text-ink">
          {t('status.draftTitle')}
        </h1>
      )}
    </section>
  );
}
