/**
 * Create or edit a job circular (`…/job-circular/create`, `…/job-circular/edit/{id}`): title, position, type,
 * salary, workplace, restrictions, dates, active, the description, and the screening questions (ordered, each
 * required or not). The circular saves first (POST or PUT job-circular), then its whole question list (POST
 * job-question). Required fields are said before sending; the server's 422s come back onto their fields, the rest
 * above the form. The browser asks before leaving with unsaved changes.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { TextAreaField } from '@ui/text-area-field';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { circularQuery, createCircular, invalidateJobs, JOB_TYPES, SALARY_TYPES, saveQuestions, updateCircular, WORKPLACES, type JobCircularDetail } from '../api/jobs-api';
import { QuestionEditor } from '../components/question-editor';
import { useStaffPaths } from '../components/staff';
import { checkCircular, emptyCircular, mapServerErrors, publicLink, toBody, toQuestionInputs, toValues, type CircularValues } from '../lib/circular';
import { useJobsTranslation } from '../locales/texts';

export default function CircularFormPage() {
  const { t } = useJobsTranslation();
  const { id } = useParams();
  const circularId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const query = useQuery({ ...circularQuery(circularId ?? 0), enabled: circularId !== null });
  if (circularId === null) return <CircularForm initial={emptyCircular()} existing={null} />;
  if (query.isPending) return <PageSpinner label={t('form.loading')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('form.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <CircularForm key={query.data.id} initial={toValues(query.data)} existing={query.data} />;
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

function CircularForm({ initial, existing }: { initial: CircularValues; existing: JobCircularDetail | null }) {
  const { t } = useJobsTranslation();
  const { paths } = useStaffPaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CircularValues>(initial);
  /** the circular's id once it exists (a create whose questions were refused saves with PUT next time) */
  const [savedId, setSavedId] = useState<number | null>(existing?.id ?? null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = <K extends keyof CircularValues>(field: K, value: CircularValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDirty(true);
    // an edited field (and, for the questions, every question's message) loses its error
    const f = field as string;
    setErrors((e) => (Object.keys(e).some((k) => k === f || k.startsWith(`${f}.`)) ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== f && !k.startsWith(`${f}.`))) : e));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormErrors([]);
    const local = Object.fromEntries(Object.entries(checkCircular(values)).map(([f, key]) => [f, t(key)]));
    if (Object.keys(local).length) {
      setErrors(local);
      setFormErrors([t('form.fixIssues')]);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = toBody(values);
      const saved = savedId === null ? await createCircular(body) : await updateCircular(savedId, body);
      setSavedId(saved.id);
      await saveQuestions(saved.id, toQuestionInputs(values.questions));
      setDirty(false);
      void invalidateJobs(client);
      pushToast('success', existing ? t('form.updated', { title: saved.title }) : t('form.created', { title: saved.title }));
      navigate(paths.circulars);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const mapped = mapServerErrors(err.fieldErrors);
        const said = [...(Object.keys(mapped.fields).length ? [t('form.fixIssues')] : []), ...mapped.form];
        setErrors(mapped.fields);
        setFormErrors(said.length ? said : err.messages);
      } else if (err instanceof HttpError) {
        setFormErrors(err.messages.length ? err.messages : [t('form.saveFailed')]);
      } else {
        setFormErrors([t('form.saveFailed')]);
      }
      setFocusTick((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  const options = (list: readonly string[], group: string) => list.map((v) => ({ value: v, label: t(`${group}.${v}`) }));
  const text = (field: 'title' | 'job_position' | 'salary_range_min' | 'salary_range_max', label: string, props: { required?: boolean; maxLength?: number; inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField label={label} name={field} value={values[field]} error={errors[field]} disabled={saving} onChange={(e) => set(field, e.target.value)} {...props} />
  );

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="flex max-w-3xl flex-col gap-6" data-testid="circular-form" data-mode={existing ? 'edit' : 'create'}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{existing ? t('form.editTitle') : t('form.createTitle')}</h1>
        {existing && (
          <p className="text-sm text-muted" data-testid="public-link">
            {t('form.publicLink')} <span className="break-all text-ink">{publicLink(window.location.origin, existing.id)}</span>
          </p>
        )}
      </header>
      {formErrors.length > 0 && (
        <Alert variant="error">
          <ul data-testid="form-errors">
            {formErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}

      <Section title={t('form.about')}>
        {text('title', t('form.title'), { required: true, maxLength: 200 })}
        {text('job_position', t('form.position'), { required: true, maxLength: 150 })}
        <TextAreaField label={t('form.description')} name="description" rows={8} maxLength={20000} hint={t('form.descriptionHint')} value={values.description} error={errors.description} disabled={saving} onChange={(e) => set('description', e.target.value)} />
      </Section>

      <Section title={t('form.terms')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t('facts.type')} name="type" value={values.type} options={options(JOB_TYPES, 'types')} error={errors.type} disabled={saving} onChange={(v) => set('type', v as CircularValues['type'])} />
          <SelectField label={t('facts.workplace')} name="workplace" value={values.workplace} options={options(WORKPLACES, 'workplaces')} error={errors.workplace} disabled={saving} onChange={(v) => set('workplace', v as CircularValues['workplace'])} />
          <SelectField label={t('form.salaryType')} name="salary_type" value={values.salary_type} options={options(SALARY_TYPES, 'salaryTypes')} error={errors.salary_type} disabled={saving} onChange={(v) => set('salary_type', v as CircularValues['salary_type'])} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('salary_range_min', t('form.salaryMin'), { inputMode: 'numeric', hint: t('form.salaryHint') })}
          {text('salary_range_max', t('form.salaryMax'), { inputMode: 'numeric' })}
        </div>
        <TextAreaField label={t('form.restrictions')} name="restrictions" rows={3} maxLength={2000} hint={t('form.restrictionsHint')} value={values.restrictions} error={errors.restrictions} disabled={saving} onChange={(e) => set('restrictions', e.target.value)} />
      </Section>

      <Section title={t('form.publishing')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <IsoDateField label={t('facts.postingDate')} name="posting_date" hint={t('fields.dateHint')} value={values.posting_date} error={errors.posting_date} disabled={saving} onChange={(v) => set('posting_date', v)} />
          <IsoDateField label={t('facts.deadline')} name="deadline" required hint={t('form.deadlineHint')} value={values.deadline} error={errors.deadline} disabled={saving} onChange={(v) => set('deadline', v)} />
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="active" checked={values.active} disabled={saving} onChange={(e) => set('active', e.target.checked)} className="h-4 w-4" />
          {t('form.active')}
        </label>
      </Section>

      <Section title={t('form.questions')} intro={t('form.questionsIntro')}>
        <QuestionEditor questions={values.questions} errors={errors} disabled={saving} onChange={(q) => set('questions', q)} />
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} data-testid="save-circular">
          {saving ? t('form.saving') : existing ? t('form.save') : t('form.create')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.circulars)} disabled={saving}>
          {t('common.cancel')}
        </Button>
        {dirty && !saving && <span className="text-sm text-muted">{t('form.unsaved')}</span>}
      </div>
    </form>
  );
}
