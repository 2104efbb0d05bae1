/**
 * A form answered from its public link (/form/{slug} on the centre's address), by a visitor or a signed-in student
 * (named, and the response linked to them). Required fields are checked before sending, in the reader's language; the
 * server checks everything again and its 422s land on the fields. Files go to the upload endpoint's `quarantine`
 * folder as soon as they are chosen. A form that is off or past its last day says so instead of asking.
 */
// outside the role layout: the page brings the stylesheet and the query client itself
import '../../../src/styles/app.css';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '@kernel/http/query-client';
import { HttpError } from '@kernel/http/client';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { formatDisplayDate } from '@kernel/dates/format';
import { publicFormQuery, submitResponse, uploadAnswerFile, type FormField, type PublicForm } from '../api/forms-api';
import { FormFields, type FileState } from '../components/form-fields';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { answerErrors, answersBody, missingRequired, type Answers } from '../lib/answers';
import { useFormsTranslation } from '../locales/texts';

export default function PublicFormPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicFormLoader />
    </QueryClientProvider>
  );
}

function PublicFormLoader() {
  const { slug = '' } = useParams();
  const { t } = useFormsTranslation();
  const query = useQuery(publicFormQuery(slug));
  if (query.isPending) return <PageSpinner label={t('answer.loading')} />;
  if (query.isError || !query.data) {
    const missing = query.error instanceof HttpError && (query.error.status === 404 || query.error.status === 422);
    return (
      <div className="flex flex-col gap-4" data-testid="public-form-error">
        <h1 className="text-xl font-semibold text-ink">{missing ? t('answer.notFoundTitle') : t('answer.loadFailedTitle')}</h1>
        {missing ? (
          <Alert variant="warning">{t('answer.notFound')}</Alert>
        ) : (
          <ListLoadError message={t('answer.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
        )}
      </div>
    );
  }
  return <Answering key={query.data.slug} form={query.data} onStale={() => void query.refetch()} />;
}

function Answering({ form, onStale }: { form: PublicForm; onStale: () => void }) {
  const { t } = useFormsTranslation();
  const locale = useDateLocale();
  const [answers, setAnswers] = useState<Answers>({});
  const [files, setFiles] = useState<Record<string, FileState>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const uploading = Object.values(files).some((f) => f.progress !== null);

  const message = (f: FormField, sentValue: unknown) => (sentValue === undefined ? t('answer.required') : t(`answer.invalid.${f.kind}`));

  const onFile = async (id: string, file: File | null) => {
    setErrors(({ [id]: _gone, ...rest }) => rest);
    if (!file) {
      setFiles(({ [id]: _gone, ...rest }) => rest);
      setAnswers((a) => ({ ...a, [id]: undefined }));
      return;
    }
    setFiles((s) => ({ ...s, [id]: { name: file.name, progress: 0 } }));
    try {
      const path = await uploadAnswerFile(file, (p) => setFiles((s) => (s[id] ? { ...s, [id]: { ...s[id], progress: p } } : s)));
      setFiles((s) => ({ ...s, [id]: { name: file.name, progress: null } }));
      setAnswers((a) => ({ ...a, [id]: path }));
    } catch (e) {
      setFiles(({ [id]: _gone, ...rest }) => rest);
      const why = e instanceof HttpError && e.status === 413 ? t('answer.fileTooLarge') : e instanceof HttpError && e.status === 422 ? t('answer.fileKind') : t('answer.fileFailed');
      setErrors((s) => ({ ...s, [id]: why }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const missing = missingRequired(form.fields, answers);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((id) => [id, t('answer.required')])));
      setProblem(t('answer.fixMarked'));
      return;
    }
    setErrors({});
    setBusy(true);
    const body = answersBody(form.fields, answers);
    try {
      await submitResponse(form.slug, body);
      setSent(true);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const byField = answerErrors(err.fieldErrors);
        const mapped: Record<string, string> = {};
        for (const f of form.fields) if (byField[f.id] !== undefined) mapped[f.id] = message(f, body[f.id]);
        setErrors(mapped);
        setProblem(Object.keys(mapped).length ? t('answer.fixMarked') : (err.serverMessage ?? t('answer.sendFailed')));
      } else if (err instanceof HttpError && err.status === 409) {
        setProblem(t('answer.closedNow'));
        onStale();
      } else if (err instanceof HttpError && err.status === 429) setProblem(t('answer.tooMany'));
      else setProblem(t('answer.sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <div className="flex flex-col gap-4" data-testid="response-sent">
        <h1 className="text-xl font-semibold text-ink">{t('answer.thanksTitle')}</h1>
        <Alert variant="success">{t('answer.thanks')}</Alert>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setAnswers({});
              setFiles({});
              setSent(false);
            }}
          >
            {t('answer.another')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink" data-testid="public-form-title">
        {form.title}
      </h1>
      {form.description && <p className="whitespace-pre-line text-sm text-ink">{form.description}</p>}
      {!form.accepting ? (
        <div data-testid="form-not-accepting">
          <Alert variant="warning">{form.closed_reason === 'closed' && form.close_on ? t('answer.closed', { date: formatDisplayDate(form.close_on, locale) }) : t('answer.inactive')}</Alert>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" aria-describedby={problem ? 'answer-problem' : undefined}>
          {form.respondent && <p className="text-sm text-muted">{t('answer.as', { name: form.respondent.full_name })}</p>}
          <p className="text-xs text-muted">{t('answer.requiredNote')}</p>
          <FormFields
            fields={form.fields}
            answers={answers}
            errors={errors}
            disabled={busy}
            files={files}
            onFile={(id, file) => void onFile(id, file)}
            onChange={(id, v) => {
              setAnswers((a) => ({ ...a, [id]: v }));
              if (errors[id]) setErrors(({ [id]: _gone, ...rest }) => rest);
            }}
          />
          {problem && (
            <div id="answer-problem" role="alert" data-testid="answer-problem">
              <Alert variant="error">{problem}</Alert>
            </div>
          )}
          <div>
            <Button type="submit" busy={busy} disabled={uploading} data-testid="send-response">
              {t('answer.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
