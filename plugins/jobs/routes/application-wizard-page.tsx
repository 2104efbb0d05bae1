/**
 * /job-application/{basic-information/{jobCircularId}, job-properties, educational-qualification,
 * employment-history, job-questions, review}: the public application on the kernel's wizard page. The first save
 * creates the draft and mails its resume link; the draft's id and secret ride in the address
 * (`?application=…&token=…`), so a reload or the mailed link on any device resumes, at the step after the last one
 * saved. Review submits; then the confirmation. A circular past its deadline takes nothing more.
 */
// outside the role layout: the page brings the stylesheet and the query client itself
import '../../../src/styles/app.css';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@kernel/http/query-client';
import { HttpError } from '@kernel/http/client';
import { WizardPage } from '@kernel/wizard/wizard-page';
import { releaseWizard } from '@kernel/wizard/wizard-store';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { applicationQuery, publicCircularQuery } from '../api/application-api';
import { applicationWizard, setWizardQuestions } from '../api/application-wizard';
import { BasicInformationStep, EducationStep, EmploymentStep, JobPropertiesStep, QuestionsStep, ReviewStep, type StepQuestion } from '../components/application-steps';
import { addressOf, forgetApplication, keyFromSearch, newDraft, splitKey, type Step } from '../lib/application';
import { useJobsTranslation } from '../locales/texts';

export default function ApplicationWizardPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApplicationWizard />
    </QueryClientProvider>
  );
}

/** The circular the unsaved wizard in memory was started for: another circular's Apply starts afresh. */
let startedFor: number | null = null;

function ResumeLink({ step, recordKey, circularId }: { step: string; recordKey: string; circularId: number }) {
  const { t } = useJobsTranslation();
  const href = `${window.location.origin}${addressOf(step, recordKey, circularId)}`;
  return (
    <div className="flex flex-col gap-1 rounded-card border border-line bg-surface p-3 text-sm">
      <label htmlFor="application-link" className="font-medium text-ink">
        {t('link.title')}
      </label>
      <input id="application-link" readOnly value={href} onFocus={(e) => e.currentTarget.select()} className="w-full rounded-md border border-line bg-canvas px-2 py-1 text-xs text-ink" aria-describedby="application-link-hint" data-testid="resume-link" />
      <p id="application-link-hint" className="text-xs text-muted">
        {t('link.hint')}
      </p>
    </div>
  );
}

function Submitted({ email, title }: { email: string; title: string }) {
  const { t } = useJobsTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="application-submitted">
      <h1 className="text-2xl font-semibold text-ink">{t('submitted.title')}</h1>
      <Alert variant="success">{t('submitted.text', { title })}</Alert>
      <p className="text-sm text-ink">{t('submitted.mail', { email })}</p>
      <p className="text-sm text-muted">{t('submitted.next')}</p>
    </div>
  );
}

function Problem({ title, text, retry, testId }: { title: string; text: string; retry?: () => void; testId: string }) {
  const { t } = useJobsTranslation();
  return (
    <div className="flex flex-col items-start gap-3" data-testid={testId}>
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      <Alert variant={retry ? 'error' : 'info'}>{text}</Alert>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

const isMissing = (e: unknown) => e instanceof HttpError && e.status === 404;

function ApplicationWizard() {
  const { t } = useJobsTranslation();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const key = keyFromSearch(search);
  const k = splitKey(key);
  const segments = pathname.replace(/\/+$/, '').split('/');
  const urlStep = segments[2] === 'basic-information' ? 'basic-information' : segments[2];
  const pathCircular = params.jobCircularId && /^\d{1,10}$/.test(params.jobCircularId) ? Number(params.jobCircularId) : null;
  const [submitted, setSubmitted] = useState<{ email: string; title: string } | null>(null);

  // a saved draft: read once per page load (the steps reuse the answer); a new one: the circular it is for
  const application = useQuery({ ...applicationQuery(k?.id ?? '', k?.token ?? ''), enabled: k !== null, staleTime: Infinity });
  const circularId = application.data?.job_circular.id ?? pathCircular;
  const circular = useQuery({ ...publicCircularQuery(circularId ?? 0), enabled: circularId !== null });

  if (submitted) return <Submitted email={submitted.email} title={submitted.title} />;
  if (k && application.isPending) return <PageSpinner label={t('apply.loading')} />;
  if (k && application.isError) {
    return isMissing(application.error) ? (
      <Problem testId="application-missing" title={t('apply.missingTitle')} text={t('apply.missing')} />
    ) : (
      <Problem testId="application-load-failed" title={t('apply.missingTitle')} text={t('apply.loadFailed')} retry={() => void application.refetch()} />
    );
  }
  const app = application.data;
  if (app && app.status !== 'draft') return <Submitted email={app.applicant_email} title={app.job_circular.title} />;
  if (circularId === null) return <Problem testId="application-no-circular" title={t('apply.noCircularTitle')} text={t('apply.noCircular')} />;
  if (!app && circular.isPending) return <PageSpinner label={t('apply.loading')} />;
  if (!app && circular.isError) {
    return isMissing(circular.error) ? (
      <Problem testId="circular-missing" title={t('public.missingTitle')} text={t('public.missing')} />
    ) : (
      <Problem testId="circular-load-failed" title={t('public.missingTitle')} text={t('public.loadFailed')} retry={() => void circular.refetch()} />
    );
  }
  const open = app ? app.circular_open : circular.data!.open;
  const title = app?.job_circular.title ?? circular.data?.title ?? '';
  if (!open) {
    return (
      <div className="flex flex-col gap-3" data-testid="application-closed">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <Alert variant="warning">
          <span data-testid="applications-closed">{t('public.closed')}</span>
        </Alert>
      </div>
    );
  }

  // the questions: the draft's own list (one per current question), else the circular's
  const questions: StepQuestion[] = app
    ? app.answers.map((a) => ({ id: a.question_id, question: a.question, required: a.required }))
    : [...circular.data!.questions].sort((a, b) => a.position - b.position).map((q) => ({ id: q.id, question: q.question, required: q.required }));
  setWizardQuestions(questions);
  if (!key && startedFor !== circularId) {
    releaseWizard(applicationWizard.id);
    startedFor = circularId;
  }

  return (
    <div className="flex flex-col gap-4">
      <WizardPage
        key={key ?? `new-${circularId}`}
        definition={applicationWizard}
        recordId={key}
        urlStep={urlStep}
        presets={newDraft(circularId)}
        addressOf={(step, recordId) => addressOf(step, recordId, circularId)}
        title={t('apply.title', { title })}
        stepLabel={(s) => t(`steps.${s}`)}
        finishLabel={t('apply.submit')}
        messageText={(m) => (m.startsWith('job:') ? t(`errors.${m.slice(4)}`) : m)}
        renderStep={(p) => {
          switch (p.step as Step) {
            case 'basic-information':
              return <BasicInformationStep {...p} />;
            case 'job-properties':
              return <JobPropertiesStep {...p} />;
            case 'educational-qualification':
              return <EducationStep {...p} />;
            case 'employment-history':
              return <EmploymentStep {...p} />;
            case 'job-questions':
              return <QuestionsStep {...p} questions={questions} />;
            default:
              return <ReviewStep {...p} questions={questions} />;
          }
        }}
        onDone={({ data }) => {
          forgetApplication();
          startedFor = null;
          client.removeQueries({ queryKey: ['jobs', 'application'] });
          setSubmitted({ email: data.applicant_email ?? '', title });
        }}
      />
      {key && <ResumeLink step={urlStep ?? 'basic-information'} recordKey={key} circularId={circularId} />}
      <p className="text-sm">
        <Link to={`/job-circular/${circularId}`} className="text-primary-700 underline-offset-2 hover:underline">
          {t('apply.backToCircular')}
        </Link>
      </p>
    </div>
  );
}
