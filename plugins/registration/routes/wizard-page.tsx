/**
 * /registration/{basic-information,details,course,confirmation}: the public registration wizard on the kernel's
 * wizard page. The draft's id and secret ride in the address (`?id=…&token=…`), so a reload or the same link on
 * another device resumes; this browser's session keeps a copy to offer "continue" on a fresh start. A submitted
 * draft goes on to the payment page.
 */
// outside the role layout: the page brings the stylesheet and the query client itself
import '../../../src/styles/app.css';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { WizardPage } from '@kernel/wizard/wizard-page';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { draftQuery } from '../api/registration-api';
import { registrationWizard } from '../api/registration-wizard';
import { BasicInformationStep, DetailsStep } from '../components/person-steps';
import { ConfirmationStep } from '../components/confirmation-step';
import { CourseStep } from '../components/course-step';
import { addressOf, forgetDraft, keyFromSearch, rememberedDraft, splitKey, type Step } from '../lib/draft';
import { useRegistrationTranslation } from '../locales/texts';
import { queryClient } from '@kernel/http/query-client';

function afterAddress(page: 'payment' | 'success', key: string): string {
  const k = splitKey(key)!;
  return `/registration/${page}?id=${k.id}&token=${encodeURIComponent(k.token)}`;
}

function ResumeLink({ step, recordKey }: { step: string; recordKey: string }) {
  const { t } = useRegistrationTranslation();
  const href = `${window.location.origin}${addressOf(step, recordKey)}`;
  return (
    <div className="flex flex-col gap-1 rounded-card border border-line bg-surface p-3 text-sm">
      <label htmlFor="registration-link" className="font-medium text-ink">
        {t('link.title')}
      </label>
      <input id="registration-link" readOnly value={href} onFocus={(e) => e.currentTarget.select()} className="w-full rounded-md border border-line bg-canvas px-2 py-1 text-xs text-ink" aria-describedby="registration-link-hint" data-testid="resume-link" />
      <p id="registration-link-hint" className="text-xs text-muted">
        {t('link.hint')}
      </p>
    </div>
  );
}

export default function RegistrationWizardPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <RegistrationWizard />
    </QueryClientProvider>
  );
}

function RegistrationWizard() {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const key = keyFromSearch(params);
  const k = splitKey(key);
  const urlStep = pathname.replace(/\/+$/, '').split('/').pop() ?? 'basic-information';
  const [remembered, setRemembered] = useState(() => (key === null ? rememberedDraft() : null));
  // a submitted draft has nothing left to edit here (asked once per page load; the steps reuse the answer)
  const draft = useQuery({ ...draftQuery(k?.id ?? '', k?.token ?? ''), enabled: k !== null, staleTime: Infinity });

  if (k && draft.isPending) return <PageSpinner label={t('payment.loading')} />;
  if (key && draft.data && draft.data.status !== 'draft') return <Navigate to={afterAddress('payment', key)} replace />;

  return (
    <div className="flex flex-col gap-4">
      {remembered && (
        <Alert variant="info">
          <div className="flex flex-col gap-2">
            <p>{t('resume.text')}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => navigate(addressOf('confirmation', remembered))}>{t('resume.continue')}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  forgetDraft();
                  setRemembered(null);
                }}
              >
                {t('resume.fresh')}
              </Button>
            </div>
          </div>
        </Alert>
      )}
      <WizardPage
        definition={registrationWizard}
        recordId={key}
        addressOf={(step, recordId) => addressOf(step, recordId)}
        title={t('title')}
        stepLabel={(s) => t(`steps.${s}`)}
        finishLabel={t('finish')}
        messageText={(m) => (m.startsWith('reg:') ? t(`errors.${m.slice(4)}`) : m)}
        renderStep={(p) => {
          switch (p.step as Step) {
            case 'basic-information':
              return <BasicInformationStep {...p} />;
            case 'details':
              return <DetailsStep {...p} />;
            case 'course':
              return <CourseStep {...p} />;
            default:
              return <ConfirmationStep {...p} />;
          }
        }}
        onDone={({ recordId }) => {
          client.removeQueries({ queryKey: ['registration', 'draft'] });
          navigate(afterAddress('payment', String(recordId)));
        }}
      />
      {key && <ResumeLink step={urlStep} recordKey={key} />}
    </div>
  );
}
