/**
 * The application's steps under the kernel's wizard page: plain fields, errors beside each field (already
 * translated by the page), repeatable rows for degrees and jobs, the circular's questions, and the review with an
 * Edit link per step.
 */
import type { ReactNode } from 'react';
import type { WizardStepProps } from '@kernel/wizard/wizard-page';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { TextAreaField } from '@ui/text-area-field';
import { emptyDegree, emptyJob, MAX_DEGREES, MAX_JOBS, type DegreeDraft, type Draft, type JobDraft, type Step } from '../lib/application';
import { useJobsTranslation } from '../locales/texts';
import { DocumentField } from './document-field';

export interface StepQuestion {
  id: number;
  question: string;
  required: boolean;
}

type P = WizardStepProps<Draft>;

export function BasicInformationStep({ data, errors, change, busy }: P) {
  const { t } = useJobsTranslation();
  const text = (f: 'applicant_name' | 'applicant_email' | 'applicant_contact_number', extra: { type?: string; autoComplete?: string; maxLength?: number } = {}) => (
    <TextField label={t(`fields.${f}`)} name={f} required value={data[f] ?? ''} error={errors[f]} disabled={busy} onChange={(e) => change({ [f]: e.target.value })} {...extra} />
  );
  return (
    <div className="flex flex-col gap-4">
      {text('applicant_name', { autoComplete: 'name', maxLength: 150 })}
      {text('applicant_email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
      {text('applicant_contact_number', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
      <p className="text-xs text-muted">{t('fields.linkNote')}</p>
    </div>
  );
}

export function JobPropertiesStep({ data, errors, change, busy }: P) {
  const { t } = useJobsTranslation();
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('fields.expected_salary')}
        name="expected_salary"
        required
        inputMode="numeric"
        hint={t('fields.salaryHint')}
        value={data.expected_salary ?? ''}
        error={errors.expected_salary}
        disabled={busy}
        onChange={(e) => change({ expected_salary: e.target.value })}
      />
      <TextAreaField label={t('fields.choosing_reason')} name="choosing_reason" required rows={5} maxLength={3000} value={data.choosing_reason ?? ''} error={errors.choosing_reason} disabled={busy} onChange={(e) => change({ choosing_reason: e.target.value })} />
      <DocumentField name="cv" label={t('fields.cv')} hint={t('documents.hint')} required path={data.cv ?? null} fileName={data.cv_name ?? ''} error={errors.cv} disabled={busy} onChange={(cv, cv_name) => change({ cv, cv_name })} />
      <DocumentField
        name="pte_score_card"
        label={t('fields.pte_score_card')}
        hint={t('documents.optionalHint')}
        path={data.pte_score_card ?? null}
        fileName={data.pte_score_card_name ?? ''}
        error={errors.pte_score_card}
        disabled={busy}
        onChange={(pte_score_card, pte_score_card_name) => change({ pte_score_card, pte_score_card_name })}
      />
    </div>
  );
}

function RowCard({ title, onRemove, removeLabel, children, testId }: { title: string; onRemove?: () => void; removeLabel: string; children: ReactNode; testId: string }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {children}
      {onRemove && (
        <div>
          <Button variant="ghost" onClick={onRemove}>
            {removeLabel}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

export function EducationStep({ data, errors, change, busy }: P) {
  const { t } = useJobsTranslation();
  const rows = data.educational_details ?? [];
  const set = (key: string, patch: Partial<DegreeDraft>) => change({ educational_details: rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  return (
    <div className="flex flex-col gap-4">
      {errors.educational_details && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors.educational_details}
        </p>
      )}
      {rows.map((r, i) => {
        const e = (f: string) => errors[`educational_details.${i}.${f}`];
        const field = (f: 'degree' | 'institution' | 'subject' | 'result', required = false, maxLength = 150) => (
          <TextField label={t(`degree.${f}`)} name={`educational_details.${i}.${f}`} required={required} maxLength={maxLength} value={r[f]} error={e(f)} disabled={busy} onChange={(ev) => set(r.key, { [f]: ev.target.value })} />
        );
        return (
          <RowCard key={r.key} testId="degree-row" title={t('degree.title', { n: i + 1 })} removeLabel={t('degree.remove', { n: i + 1 })} onRemove={rows.length > 1 ? () => change({ educational_details: rows.filter((x) => x.key !== r.key) }) : undefined}>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('degree', true)}
              {field('institution', true, 200)}
              {field('subject')}
              <TextField label={t('degree.passing_year')} name={`educational_details.${i}.passing_year`} inputMode="numeric" maxLength={4} value={r.passing_year} error={e('passing_year')} disabled={busy} onChange={(ev) => set(r.key, { passing_year: ev.target.value })} />
              {field('result', false, 50)}
            </div>
          </RowCard>
        );
      })}
      {rows.length < MAX_DEGREES && (
        <div>
          <Button variant="secondary" onClick={() => change({ educational_details: [...rows, emptyDegree()] })} disabled={busy} data-testid="add-degree">
            {t('degree.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

export function EmploymentStep({ data, errors, change, busy }: P) {
  const { t } = useJobsTranslation();
  const rows = data.experience_details ?? [];
  const set = (key: string, patch: Partial<JobDraft>) => change({ experience_details: rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 && <p className="text-sm text-muted">{t('job.none')}</p>}
      {rows.map((r, i) => {
        const e = (f: string) => errors[`experience_details.${i}.${f}`];
        return (
          <RowCard key={r.key} testId="job-row" title={t('job.title', { n: i + 1 })} removeLabel={t('job.remove', { n: i + 1 })} onRemove={() => change({ experience_details: rows.filter((x) => x.key !== r.key) })}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t('job.organization')} name={`experience_details.${i}.organization`} required maxLength={200} value={r.organization} error={e('organization')} disabled={busy} onChange={(ev) => set(r.key, { organization: ev.target.value })} />
              <TextField label={t('job.designation')} name={`experience_details.${i}.designation`} required maxLength={150} value={r.designation} error={e('designation')} disabled={busy} onChange={(ev) => set(r.key, { designation: ev.target.value })} />
              <IsoDateField label={t('job.start_date')} name={`experience_details.${i}.start_date`} required hint={t('fields.dateHint')} value={r.start_date} error={e('start_date')} disabled={busy} onChange={(v) => set(r.key, { start_date: v })} />
              {!r.current && <IsoDateField label={t('job.end_date')} name={`experience_details.${i}.end_date`} required hint={t('fields.dateHint')} value={r.end_date} error={e('end_date')} disabled={busy} onChange={(v) => set(r.key, { end_date: v })} />}
            </div>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name={`experience_details.${i}.current`} checked={r.current} disabled={busy} onChange={(ev) => set(r.key, { current: ev.target.checked, end_date: ev.target.checked ? '' : r.end_date })} className="h-4 w-4" />
              {t('job.current')}
            </label>
            <TextAreaField label={t('job.responsibilities')} name={`experience_details.${i}.responsibilities`} rows={3} maxLength={3000} value={r.responsibilities} error={e('responsibilities')} disabled={busy} onChange={(ev) => set(r.key, { responsibilities: ev.target.value })} />
          </RowCard>
        );
      })}
      {rows.length < MAX_JOBS && (
        <div>
          <Button variant="secondary" onClick={() => change({ experience_details: [...rows, emptyJob()] })} disabled={busy} data-testid="add-job">
            {t('job.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

export function QuestionsStep({ data, errors, change, busy, questions }: P & { questions: readonly StepQuestion[] }) {
  const { t } = useJobsTranslation();
  if (questions.length === 0) return <p className="text-sm text-muted">{t('questions.none')}</p>;
  const answers = data.answers ?? {};
  return (
    <div className="flex flex-col gap-4">
      {questions.map((q, i) => (
        <TextAreaField
          key={q.id}
          label={`${i + 1}. ${q.question}`}
          name={`answers.${q.id}`}
          required={q.required}
          hint={q.required ? undefined : t('questions.optional')}
          rows={4}
          maxLength={5000}
          value={answers[String(q.id)] ?? ''}
          error={errors[`answers.${q.id}`]}
          disabled={busy}
          onChange={(e) => change({ answers: { ...answers, [String(q.id)]: e.target.value } })}
        />
      ))}
    </div>
  );
}

function ReviewSection({ step, title, onEdit, children }: { step: Step; title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useJobsTranslation();
  return (
    <section className="flex flex-col gap-2 border-b border-line pb-4 last:border-b-0" data-testid={`review-${step}`}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-ink">{title}</h3>
        <Button variant="ghost" onClick={onEdit} aria-label={t('review.editStep', { step: title })}>
          {t('review.edit')}
        </Button>
      </div>
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

export function ReviewStep({ data, jump, questions }: P & { questions: readonly StepQuestion[] }) {
  const { t } = useJobsTranslation();
  const steps = (s: Step) => t(`steps.${s}`);
  const degrees = data.educational_details ?? [];
  const jobs = data.experience_details ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="application-review">
      <p className="text-sm text-muted">{t('review.intro')}</p>
      <ReviewSection step="basic-information" title={steps('basic-information')} onEdit={() => jump('basic-information')}>
        <Pairs
          rows={[
            [t('fields.applicant_name'), data.applicant_name ?? ''],
            [t('fields.applicant_email'), data.applicant_email ?? ''],
            [t('fields.applicant_contact_number'), data.applicant_contact_number ?? ''],
          ]}
        />
      </ReviewSection>
      <ReviewSection step="job-properties" title={steps('job-properties')} onEdit={() => jump('job-properties')}>
        <Pairs
          rows={[
            [t('fields.expected_salary'), data.expected_salary ?? ''],
            [t('fields.choosing_reason'), data.choosing_reason ?? ''],
            [t('fields.cv'), data.cv ? data.cv_name || t('documents.attached') : ''],
            [t('fields.pte_score_card'), data.pte_score_card ? data.pte_score_card_name || t('documents.attached') : ''],
          ]}
        />
      </ReviewSection>
      <ReviewSection step="educational-qualification" title={steps('educational-qualification')} onEdit={() => jump('educational-qualification')}>
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {degrees.map((d) => (
            <li key={d.key}>{[d.degree, d.subject, d.institution, d.passing_year, d.result].filter((x) => x.trim() !== '').join(' · ')}</li>
          ))}
        </ul>
      </ReviewSection>
      <ReviewSection step="employment-history" title={steps('employment-history')} onEdit={() => jump('employment-history')}>
        {jobs.length === 0 ? (
          <p className="text-sm text-muted">{t('job.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {jobs.map((j) => (
              <li key={j.key}>
                {j.designation} · {j.organization} · {j.start_date} – {j.current ? t('job.present') : j.end_date}
              </li>
            ))}
          </ul>
        )}
      </ReviewSection>
      <ReviewSection step="job-questions" title={steps('job-questions')} onEdit={() => jump('job-questions')}>
        {questions.length === 0 ? (
          <p className="text-sm text-muted">{t('questions.none')}</p>
        ) : (
          <Pairs rows={questions.map((q): [string, ReactNode] => [q.question, data.answers?.[String(q.id)] ?? ''])} />
        )}
      </ReviewSection>
    </div>
  );
}
