/**
 * The form builder (create and edit/{id}): title, description, status, last day, and the fields in order: added by
 * kind, edited in place, reordered by drag, by keyboard on the handle (dnd-kit's keyboard sensor, announced) or with
 * the move buttons. A preview shows the form as respondents will see it. The server checks the whole form on save and
 * its 422s land on the fields; a saved form shows its public link with a copy button.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { TextAreaField } from '@ui/text-area-field';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { KINDS, createForm, formQuery, invalidateForms, updateForm, type FieldKind, type FormDetail } from '../api/forms-api';
import { FieldCard } from '../components/field-card';
import { CopyLink } from '../components/copy-link';
import { FormFields } from '../components/form-fields';
import { bodyOf, draftOf, emptyDraft, fieldErrors, newField, reorder, sameDraft, type FormDraft } from '../lib/draft';
import type { Answers } from '../lib/answers';
import { formPaths, portalOf } from '../lib/paths';
import { useFormsTranslation } from '../locales/texts';

export default function FormEditorPage() {
  const { id } = useParams();
  const formId = id ? Number(id) : null;
  const { t } = useFormsTranslation();
  const query = useQuery({ ...formQuery(formId ?? 0), enabled: formId !== null && Number.isInteger(formId) && formId > 0 });
  if (formId === null) return <Editor key="new" form={null} />;
  if (query.isPending) return <PageSpinner label={t('builder.loading')} />;
  if (query.isError || !query.data)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-ink">{t('builder.editTitle')}</h1>
        <ListLoadError message={t('builder.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      </div>
    );
  return <Editor key={query.data.id} form={query.data} />;
}

function Editor({ form }: { form: FormDetail | null }) {
  const { t } = useFormsTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const paths = formPaths(portalOf(useLocation().pathname));
  const [saved, setSaved] = useState<FormDraft>(() => (form ? draftOf(form) : emptyDraft()));
  const [draft, setDraft] = useState<FormDraft>(saved);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<'build' | 'preview'>('build');
  const [addKind, setAddKind] = useState<FieldKind>('text');
  const [previewAnswers, setPreviewAnswers] = useState<Answers>({});
  const dirty = !sameDraft(draft, saved);
  // a field that has answers keeps its kind (the server refuses a change: its answers would no longer fit)
  const answered = useMemo(() => new Set(form && form.responses_count > 0 ? form.fields.map((f) => f.id) : []), [form]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (patch: Partial<FormDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const err = (key: string) => errors[key]?.[0];

  const save = async () => {
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const body = bodyOf(draft);
      // an unchanged status is not sent: switching a form on or off needs its own key (FORM_CHANGE_STATUS)
      if (form && draft.status === saved.status) delete body.status;
      const result = form ? await updateForm(form.id, body) : await createForm(body);
      await invalidateForms(client);
      pushToast('success', t('builder.saved'));
      const next = draftOf(result);
      setSaved(next);
      setDraft(next);
      if (!form) navigate(paths.edit(result.id), { replace: true });
      else client.setQueryData(['forms', 'one', result.id], result);
    } catch (e) {
      if (e instanceof HttpError && e.status === 422) {
        setErrors(e.fieldErrors);
        setFailure(t('builder.checkFields'));
      } else setFailure(e instanceof HttpError ? (e.serverMessage ?? e.message) : t('builder.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const fieldsError = err('fields');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-ink">{form ? t('builder.editTitle') : t('builder.createTitle')}</h1>
          <p className="text-muted">{t('builder.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {form && (
            <Link to={paths.responses(form.id)} className="inline-flex items-center rounded-md px-3 py-2 text-sm text-primary-700 underline-offset-2 hover:underline">
              {t('builder.responses', { count: form.responses_count })}
            </Link>
          )}
          <Link to={paths.list} className="inline-flex items-center rounded-md px-3 py-2 text-sm text-primary-700 underline-offset-2 hover:underline">
            {t('builder.backToList')}
          </Link>
        </div>
      </header>

      {form && <CopyLink slug={form.slug} />}
      {failure && (
        <div role="alert" data-testid="save-error">
          <Alert variant="error">{failure}</Alert>
        </div>
      )}

      <div role="tablist" aria-label={t('builder.views')} className="flex gap-2 border-b border-line">
        {(['build', 'preview'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={tab === v}
            aria-controls={`form-${v}`}
            id={`form-tab-${v}`}
            onClick={() => setTab(v)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === v ? 'border-primary-600 font-semibold text-primary-800' : 'border-transparent text-muted hover:text-ink'}`}
            data-testid={`tab-${v}`}
          >
            {t(`builder.tab.${v}`)}
          </button>
        ))}
      </div>

      {tab === 'build' ? (
        <div id="form-build" role="tabpanel" aria-labelledby="form-tab-build" className="flex flex-col gap-6">
          <section className="flex flex-col gap-3" aria-labelledby="form-basics">
            <h2 id="form-basics" className="text-lg font-semibold text-ink">
              {t('builder.basics')}
            </h2>
            <TextField label={t('builder.title')} value={draft.title} maxLength={200} required error={err('title')} onChange={(e) => set({ title: e.target.value })} data-testid="form-title" />
            <TextAreaField label={t('builder.description')} value={draft.description} rows={3} maxLength={2000} error={err('description')} onChange={(e) => set({ description: e.target.value })} />
            <div className="grid gap-3 md:grid-cols-2">
              <SelectField
                label={t('builder.status')}
                name="status"
                value={draft.status}
                hint={t('builder.statusHint')}
                options={[
                  { value: 'active', label: t('status.active') },
                  { value: 'inactive', label: t('status.inactive') },
                ]}
                onChange={(v) => set({ status: v === 'inactive' ? 'inactive' : 'active' })}
              />
              <IsoDateField label={t('builder.closeOn')} hint={t('builder.closeOnHint')} value={draft.close_on} error={err('close_on')} onChange={(v) => set({ close_on: v })} />
            </div>
          </section>

          <section className="flex flex-col gap-3" aria-labelledby="form-fields-title">
            <h2 id="form-fields-title" className="text-lg font-semibold text-ink">
              {t('builder.fields')}
            </h2>
            <p className="text-sm text-muted">{t('builder.reorderHint')}</p>
            {fieldsError && <Alert variant="error">{fieldsError}</Alert>}
            {draft.fields.length === 0 ? (
              <p className="text-sm text-muted" data-testid="fields-empty">
                {t('builder.noFields')}
              </p>
            ) : (
              <SortableList
                label={t('builder.fields')}
                disabled={busy}
                onReorder={(ids) => set({ fields: reorder(draft.fields, ids) })}
                items={draft.fields.map((f, i) => ({
                  id: f.id,
                  content: (
                    <FieldCard
                      field={f}
                      index={i}
                      errors={fieldErrors(errors, i)}
                      locked={answered.has(f.id)}
                      disabled={busy}
                      onChange={(next) => set({ fields: draft.fields.map((x) => (x.id === f.id ? next : x)) })}
                      onRemove={() => set({ fields: draft.fields.filter((x) => x.id !== f.id) })}
                    />
                  ),
                }))}
              />
            )}
            <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-line p-3">
              <SelectField label={t('builder.newKind')} name="new-field-kind" value={addKind} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(v) => setAddKind(v as FieldKind)} />
              <Button variant="secondary" disabled={busy || draft.fields.length >= 100} onClick={() => set({ fields: [...draft.fields, newField(addKind)] })} data-testid="add-field">
                {t('builder.addField')}
              </Button>
            </div>
          </section>
        </div>
      ) : (
        <div id="form-preview" role="tabpanel" aria-labelledby="form-tab-preview" className="flex flex-col gap-4 rounded-md border border-line bg-surface p-4" data-testid="form-preview">
          <Alert variant="info">{t('builder.previewNote')}</Alert>
          <h2 className="text-xl font-semibold text-ink">{draft.title.trim() || t('builder.untitledForm')}</h2>
          {draft.description.trim() && <p className="whitespace-pre-line text-sm text-ink">{draft.description}</p>}
          <FormFields fields={bodyOf(draft).fields.map((f) => ({ id: f.id!, kind: f.kind, label: f.label, help: f.help ?? '', required: f.required ?? false, options: f.options ?? [] }))} answers={previewAnswers} onChange={(fid, v) => setPreviewAnswers((a) => ({ ...a, [fid]: v }))} />
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button busy={busy} onClick={() => void save()} data-testid="save-form">
          {form ? t('builder.save') : t('builder.create')}
        </Button>
        {dirty && <span className="text-sm text-muted">{t('builder.unsaved')}</span>}
      </div>
    </div>
  );
}
