/**
 * The public centre onboarding (docs/product-spec.md §11, "Public wizards"; docs/routes.md /coaching-center/*):
 * nine steps on the kit's WizardPage. The first save answers the draft's id and secret, which join the address
 * (`?id=&token=`) so a reload or the mailed link resumes it; each later step PUTs with the secret in a header. A
 * registration that has left the wizard (submitted, approved, rejected) shows where it stands instead. Only on
 * the platform's own domain: a centre's sub-domain points there.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '@kernel/http/query-client';
import { WizardPage } from '@kernel/wizard/wizard-page';
import type { WizardDefinition } from '@kernel/wizard/definition';
import { releaseWizard } from '@kernel/wizard/wizard-store';
import { resumeStep, visitedOf } from '@kernel/wizard/resume';
import { currentTenant, platformDomain } from '@kernel/http/tenant';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { createDraft, draftQuery, readDraft, saveStep, type OnboardingStep, type PreRegistration } from '../api/onboarding-api';
import { StepBody } from '../components/step-body';
import { StatusView } from '../components/status-view';
import { messageKey, payloadOf, STEP_FIELDS, stepAddress, STEPS, WIZARD_STEPS, type Draft } from '../lib/wizard';
import { useOnboardingTranslation } from '../locales/texts';
import '../../../src/styles/app.css';

const WIZARD_ID = 'coaching-onboarding';

/** the secret of the address the page was opened at: the wizard's load gets only the id (set as the page renders) */
let addressToken = '';
const tokenOfAddress = () => addressToken;
/** drafts this tab started: their status is known (a draft), so the page does not wait for a read first */
const startedHere = new Set<string>();

function toDraft(r: PreRegistration, token: string): Partial<Draft> {
  const data = Object.fromEntries(Object.entries(r.data).filter(([, v]) => v !== null && v !== undefined)) as Partial<Draft>;
  return { ...data, token, ...(r.plan ? { plan_price_minor: r.plan.price_minor, plan_currency: r.plan.currency } : {}) };
}

const definition: WizardDefinition<Draft> = {
  id: WIZARD_ID,
  steps: WIZARD_STEPS,
  stepFields: STEP_FIELDS,
  create: async ({ step, data }) => {
    const r = await createDraft(step as OnboardingStep, payloadOf(data));
    startedHere.add(String(r.id));
    return { id: r.id, data: { token: r.token } };
  },
  update: async ({ recordId, step, data }) => {
    await saveStep(recordId, data.token ?? tokenOfAddress(), step as OnboardingStep, payloadOf(data));
  },
  load: async (recordId, urlStep) => {
    const token = tokenOfAddress();
    const r = await readDraft(recordId, token);
    const visited = visitedOf(STEPS, r.step, r.visited);
    return { data: toDraft(r, token), visited, step: resumeStep(STEPS, urlStep, visited) };
  },
};

/** The public layout has no query client of its own: the page brings the app's one. */
export default function OnboardingRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <OnboardingPage />
    </QueryClientProvider>
  );
}

function OnboardingPage() {
  const { t } = useOnboardingTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token') ?? '';
  const onPlatform = currentTenant() === null;
  const record = useQuery({ ...draftQuery(id ?? '', token), enabled: onPlatform && id !== null && token !== '' && !startedHere.has(id) });
  const [submitted, setSubmitted] = useState<{ email: string } | null>(null);
  const hostOf = (sub: string) => `${sub}.${platformDomain()}`;
  addressToken = token;

  if (!onPlatform) {
    const scheme = typeof window === 'undefined' ? 'http:' : window.location.protocol;
    return (
      <div className="flex flex-col gap-3" data-testid="onboarding-platform-only">
        <Alert variant="info">{t('platformOnly')}</Alert>
        <a className="font-medium text-primary-700 underline-offset-2 hover:underline" href={`${scheme}//${platformDomain()}/coaching-center/basic-info`}>
          {t('platformLink', { host: platformDomain() })}
        </a>
      </div>
    );
  }
  if (submitted) return <StatusView status="submitted" email={submitted.email} />;
  if (id !== null && (token === '' || record.isError)) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="onboarding-load-failed">
        <Alert variant="error">{t('loadFailed')}</Alert>
        <Link to="/coaching-center/basic-info" onClick={() => releaseWizard(WIZARD_ID)} className="font-medium text-primary-700 underline-offset-2 hover:underline">
          {t('startAgain')}
        </Link>
      </div>
    );
  }
  if (id !== null && record.isPending && !startedHere.has(id)) return <PageSpinner label={t('title')} />;
  if (record.data && record.data.status !== 'draft') {
    return <StatusView status={record.data.status} email={record.data.data.email ?? ''} subdomain={record.data.organization?.subdomain} note={record.data.review_note} />;
  }

  return (
    <WizardPage<Draft>
      definition={definition}
      recordId={id}
      addressOf={(step, recordId, data) => stepAddress(step, recordId, data.token ?? (token || undefined))}
      title={t('title')}
      subtitle={(d) => (d.centre_name ? t('subtitle', { name: d.centre_name }) : null)}
      stepLabel={(s) => t(`steps.${s}`)}
      renderStep={(p) => <StepBody {...p} hostOf={hostOf} />}
      messageText={(m) => {
        const key = messageKey(m);
        return key ? t(`validation.${key}`) : m;
      }}
      finishLabel={t('finish')}
      onDone={({ data }) => setSubmitted({ email: String(data.email ?? '') })}
    />
  );
}
