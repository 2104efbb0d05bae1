/**
 * One trainer application in full (`…/trainer-application/{id}`): the applicant, the CV drawn in the page (and the
 * PTE score card), education, experience, the answers to the circular's questions, and the review: a point out of
 * 100, the expected salary, a note, and the status moves the server allows next. Hiring asks first ("invites
 * <e-mail> as a trainer of this centre"); rejecting opens the rejection mail to edit ({name} and {position} are
 * filled in by the server) and sends it.
 */
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { http, HttpError, type ApiEnvelope } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import type { OrganizationList } from '@server/modules/coaching-centres/contracts.ts';
import { TextAreaField } from '@ui/text-area-field';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { applicationQuery, invalidateJobs, reviewApplication, sendRejectionMail, type ReviewBody, type ReviewStatus, type TrainerApplication } from '../api/jobs-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { DocumentViewer } from '../components/document-viewer';
import { StatusBadge } from '../components/status-badge';
import { useStaffPaths } from '../components/staff';
import { renderTemplate } from '../lib/circular';
import { useJobsTranslation } from '../locales/texts';

export default function ApplicationPage() {
  const { t } = useJobsTranslation();
  const { id } = useParams();
  const appId = id && /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const query = useQuery({ ...applicationQuery(appId), enabled: appId > 0 });
  if (appId === 0 || (query.isError && query.error instanceof HttpError && query.error.status === 404)) return <Alert variant="info">{t('application.missing')}</Alert>;
  if (query.isPending) return <PageSpinner label={t('application.loading')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('application.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <Application key={query.data.id} app={query.data} />;
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid={testId}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The status moves as buttons, in the order a review usually goes. */
const MOVE_ORDER: readonly ReviewStatus[] = ['shortlisted', 'interview', 'hired', 'rejected', 'new'];

function Application({ app }: { app: TrainerApplication }) {
  const { t } = useJobsTranslation();
  const locale = useDateLocale();
  const { paths, portal } = useStaffPaths();
  const client = useQueryClient();
  const [point, setPoint] = useState(app.point === null ? '' : String(app.point));
  const [salary, setSalary] = useState(app.expected_salary === null ? '' : String(app.expected_salary));
  const [note, setNote] = useState(app.reviewer_note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hiring, setHiring] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const review = useMutation({
    mutationFn: (body: ReviewBody) => reviewApplication(app.id, body),
    onSuccess: (next, body) => {
      setErrors({});
      client.setQueryData(applicationQuery(app.id).queryKey, next);
      void invalidateJobs(client);
      if (body.status) pushToast('success', t(`application.moved.${body.status}`, { name: app.applicant_name }));
      else pushToast('success', t('application.saved'));
    },
    onError: (err) => {
      if (err instanceof HttpError && err.status === 422) {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        pushToast('error', t('application.fixIssues'));
      } else if (err instanceof HttpError && err.status === 409) {
        const code = (err.body as { code?: string } | null)?.code;
        pushToast('error', code === 'email_taken' ? t('application.emailTaken', { email: app.applicant_email }) : (err.messages[0] ?? t('application.saveFailed')));
      } else {
        pushToast('error', err instanceof HttpError ? (err.messages[0] ?? t('application.saveFailed')) : t('application.saveFailed'));
      }
    },
  });

  const saveReview = () => {
    const body: ReviewBody = { reviewer_note: note.trim() };
    const p = point.trim();
    if (p === '') body.point = null;
    else if (/^\d{1,3}$/.test(p) && Number(p) <= 100) body.point = Number(p);
    else return setErrors({ point: t('application.pointRule') });
    const s = salary.trim();
    if (s !== '') {
      if (!/^\d{1,10}$/.test(s)) return setErrors({ expected_salary: t('form.errors.whole') });
      body.expected_salary = Number(s);
    }
    review.mutate(body);
  };

  const moves = MOVE_ORDER.filter((s) => app.next_statuses.includes(s));
  const moveButton = (s: ReviewStatus) => {
    const onClick = s === 'hired' ? () => setHiring(true) : s === 'rejected' ? () => setRejecting(true) : () => review.mutate({ status: s });
    return (
      <Button key={s} variant={s === 'hired' ? 'primary' : s === 'rejected' ? 'danger' : 'secondary'} onClick={onClick} disabled={review.isPending} data-testid={`move-${s}`}>
        {t(`application.move.${s}`)}
      </Button>
    );
  };

  return (
    <div className="flex flex-col gap-5" data-testid="application" data-status={app.status}>
      <header className="flex flex-col gap-1">
        <p className="text-sm">
          <Link to={paths.circularApplications(app.job_circular.id)} className="text-primary-700 underline-offset-2 hover:underline">
            {t('application.back', { title: app.job_circular.title })}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-ink">{app.applicant_name}</h1>
          <span data-testid="application-status">
            <StatusBadge status={app.status} />
          </span>
        </div>
        <p className="text-muted">
          {app.job_circular.title} · {app.job_circular.job_position}
          {app.application_date ? ` · ${t('application.submittedOn', { date: formatDisplayDate(app.application_date, locale) })}` : ''}
        </p>
      </header>

      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card title={t('application.applicant')}>
            <Pairs
              rows={[
                [t('fields.applicant_email'), <a href={`mailto:${app.applicant_email}`} className="text-primary-700 underline-offset-2 hover:underline">{app.applicant_email}</a>],
                [t('fields.applicant_contact_number'), app.applicant_contact_number],
                [t('fields.expected_salary'), app.expected_salary === null ? '' : String(app.expected_salary)],
                [t('fields.choosing_reason'), app.choosing_reason],
              ]}
            />
          </Card>
          <Card title={t('fields.cv')} testId="cv-card">
            {app.cv ? <DocumentViewer path={app.cv} title={t('application.cvOf', { name: app.applicant_name })} testId="cv-viewer" /> : <p className="text-sm text-muted">{t('application.noDocument')}</p>}
          </Card>
          {app.pte_score_card && (
            <Card title={t('fields.pte_score_card')}>
              <DocumentViewer path={app.pte_score_card} title={t('application.scoreCardOf', { name: app.applicant_name })} testId="score-card-viewer" />
            </Card>
          )}
          <Card title={t('steps.educational-qualification')}>
            {app.educational_details.length === 0 ? (
              <p className="text-sm text-muted">—</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm text-ink">
                {app.educational_details.map((d, i) => (
                  <li key={i}>
                    <span className="font-medium">{d.degree}</span>
                    {d.subject ? `, ${d.subject}` : ''} · {d.institution}
                    {d.passing_year !== null ? ` · ${d.passing_year}` : ''}
                    {d.result ? ` · ${d.result}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('steps.employment-history')}>
            {app.experience_details.length === 0 ? (
              <p className="text-sm text-muted">{t('application.noExperience')}</p>
            ) : (
              <ul className="flex flex-col gap-3 text-sm text-ink">
                {app.experience_details.map((j, i) => (
                  <li key={i} className="flex flex-col gap-1">
                    <span>
                      <span className="font-medium">{j.designation}</span> · {j.organization}
                    </span>
                    <span className="text-muted">
                      {formatDisplayDate(j.start_date, locale)} – {j.end_date ? formatDisplayDate(j.end_date, locale) : t('job.present')}
                    </span>
                    {j.responsibilities && <span className="whitespace-pre-line">{j.responsibilities}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('steps.job-questions')} testId="answers">
            {app.answers.length === 0 ? <p className="text-sm text-muted">{t('questions.none')}</p> : <Pairs rows={app.answers.map((a): [string, ReactNode] => [a.question, a.answer])} />}
          </Card>
        </div>

        <aside className="flex flex-col gap-5">
          <Card title={t('application.review')} testId="review-panel">
            {app.status === 'hired' && <Alert variant="success">{t('application.hiredNote', { email: app.applicant_email })}</Alert>}
            {app.rejection_mailed_at && <p className="text-sm text-muted">{t('application.rejectionSent', { date: formatDisplayDate(app.rejection_mailed_at, locale) })}</p>}
            <TextField label={t('application.point')} name="point" inputMode="numeric" maxLength={3} hint={t('application.pointHint')} value={point} error={errors.point} onChange={(e) => setPoint(e.target.value)} />
            <TextField label={t('fields.expected_salary')} name="expected_salary" inputMode="numeric" value={salary} error={errors.expected_salary} onChange={(e) => setSalary(e.target.value)} />
            <TextAreaField label={t('application.note')} name="reviewer_note" rows={3} maxLength={5000} value={note} error={errors.reviewer_note} onChange={(e) => setNote(e.target.value)} />
            <div>
              <Button variant="secondary" onClick={saveReview} busy={review.isPending} data-testid="save-review">
                {t('application.saveReview')}
              </Button>
            </div>
            {moves.length > 0 && (
              <div className="flex flex-col gap-2 border-t border-line pt-3">
                <h3 className="text-sm font-semibold text-ink">{t('application.status')}</h3>
                <div className="flex flex-wrap gap-2">{moves.map(moveButton)}</div>
              </div>
            )}
          </Card>
        </aside>
      </div>

      <HireDialog open={hiring} app={app} needsCentre={portal === 'master' && app.organization_id === null} busy={review.isPending} onClose={() => setHiring(false)} onHire={(organizationId) => review.mutate({ status: 'hired', ...(organizationId ? { organization_id: organizationId } : {}) }, { onSettled: () => setHiring(false) })} />
      <RejectDialog open={rejecting} app={app} onClose={() => setRejecting(false)} />
    </div>
  );
}

function HireDialog({ open, app, needsCentre, busy, onClose, onHire }: { open: boolean; app: TrainerApplication; needsCentre: boolean; busy: boolean; onClose: () => void; onHire: (organizationId: number | null) => void }) {
  const { t } = useJobsTranslation();
  const [centre, setCentre] = useState('');
  const centres = useQuery({
    queryKey: ['jobs', 'centres'],
    queryFn: async () => (await http.get<ApiEnvelope<OrganizationList>>('organizations', { params: { per_page: 100 } })).data,
    enabled: open && needsCentre,
  });
  return (
    <Dialog open={open} title={t('hire.title', { name: app.applicant_name })} onClose={onClose} testId="hire-dialog">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink">{needsCentre ? t('hire.bodyCentre', { email: app.applicant_email }) : t('hire.body', { email: app.applicant_email })}</p>
        {needsCentre && (
          <SelectField
            label={t('hire.centre')}
            name="organization_id"
            value={centre}
            placeholder={centres.isPending ? t('hire.loadingCentres') : t('hire.chooseCentre')}
            options={(centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={setCentre}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} disabled={needsCentre && centre === ''} onClick={() => onHire(needsCentre ? Number(centre) : null)} data-testid="confirm-yes">
            {t('hire.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function RejectDialog({ open, app, onClose }: { open: boolean; app: TrainerApplication; onClose: () => void }) {
  const { t } = useJobsTranslation();
  const client = useQueryClient();
  const [subject, setSubject] = useState(() => t('reject.defaultSubject'));
  const [body, setBody] = useState(() => t('reject.defaultBody'));
  const [send, setSend] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async () => {
      const next = app.status === 'rejected' ? app : await reviewApplication(app.id, { status: 'rejected' });
      client.setQueryData(applicationQuery(app.id).queryKey, next);
      if (send) await sendRejectionMail(app.id, { subject: subject.trim(), body: body.trim() });
      return next;
    },
    onSuccess: () => {
      void invalidateJobs(client);
      pushToast('success', send ? t('reject.doneMailed', { email: app.applicant_email }) : t('application.moved.rejected', { name: app.applicant_name }));
      onClose();
    },
    onError: (err) => {
      if (err instanceof HttpError && err.status === 422) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(err instanceof HttpError ? (err.messages[0] ?? t('reject.failed')) : t('reject.failed'));
      void invalidateJobs(client);
    },
  });
  const preview = renderTemplate(body, { name: app.applicant_name, position: app.job_circular.job_position });
  return (
    <Dialog open={open} title={t('reject.title', { name: app.applicant_name })} onClose={onClose} maxWidth={640} testId="reject-dialog">
      <div className="flex flex-col gap-4">
        {failure && <Alert variant="error">{failure}</Alert>}
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="send_mail" checked={send} onChange={(e) => setSend(e.target.checked)} className="h-4 w-4" />
          {t('reject.send', { email: app.applicant_email })}
        </label>
        {send && (
          <>
            <TextField label={t('reject.subject')} name="subject" maxLength={200} value={subject} error={errors.subject} onChange={(e) => setSubject(e.target.value)} />
            <TextAreaField label={t('reject.body')} name="body" rows={8} maxLength={10000} hint={t('reject.placeholders')} value={body} error={errors.body} onChange={(e) => setBody(e.target.value)} />
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium text-ink">{t('reject.preview')}</span>
              <p className="max-h-40 overflow-auto rounded-md border border-line bg-canvas p-2 text-sm whitespace-pre-line text-ink" data-testid="reject-preview">
                {preview}
              </p>
            </div>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={run.isPending} disabled={send && body.trim() === ''} onClick={() => run.mutate()} data-testid="confirm-reject">
            {send ? t('reject.confirmMail') : t('reject.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
