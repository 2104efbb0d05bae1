/**
 * Create and edit: choose a type, then the type's own Editor (loaded on demand) with the common fields (title,
 * frequency, source; and a quiz item's quiz type, when the form is given the quiz types). The item is checked with the type's schemas and validateItem before sending; the server's
 * 422 comes back onto the common fields and, by path, into the Editor. One summary above the form lists every problem
 * by its field's label ("Title: This is required."), each problem also shown at its field; the Editor's own summary
 * stays away inside this form (IssuesSummarisedAbove).
 */
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { HttpError } from '@kernel/http/client';
import type { ItemIssue } from '@question-types/kit/define-question-type';
import { issueFieldLabel } from '@question-types/kit/ui/issue-labels';
import { IssuesSummarisedAbove } from '@question-types/kit/ui/issue-summary';
import { questionType, SECTIONS, typesBySection } from '@question-types/registry';
import { mediaUrl, useQuestionTypeUi } from '@question-types/ui-registry';
import { useQuestionTypeName } from '@question-types/type-texts';
import { uploadFile, type QuestionBody, type QuizType } from '../api/questions-api';
import { FREQUENCIES, quizTypeOptions, SOURCES } from '../lib/filters';
import { checkItem, mapServerErrors, type CommonField } from '../lib/issues';
import { SelectField } from '@ui/select-field';
import { useBankTranslation } from '../locales/texts';

export interface QuestionFormValues {
  type: string;
  title: string;
  frequency: string;
  source: string;
  content: unknown;
  key: unknown;
  /** a quiz item's quiz type (id as text; '' = not chosen) */
  quiz_type_id?: string;
}

export interface QuestionFormProps {
  initial: QuestionFormValues;
  /** a quiz item: the quiz type is asked for (required) and sent as quiz_type_id */
  quizTypes?: readonly QuizType[];
  /** edit: the type of a saved item cannot change */
  typeFixed?: boolean;
  submit: (body: QuestionBody) => Promise<unknown>;
  onSaved: (body: QuestionBody) => void;
  onCancel: () => void;
}

export function QuestionForm({ initial, quizTypes, typeFixed = false, submit, onSaved, onCancel }: QuestionFormProps) {
  const { t } = useBankTranslation();
  const id = useId();
  const [values, setValues] = useState<QuestionFormValues>(initial);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [editorIssues, setEditorIssues] = useState<ItemIssue[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CommonField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  /** issue path -> the label of the Editor's field it is about (read when the issues arrive; the item's own name otherwise) */
  const [itemLabels, setItemLabels] = useState<Record<string, string>>({});
  const itemRef = useRef<HTMLElement>(null);
  const def = values.type ? questionType(values.type) : undefined;
  const ui = useQuestionTypeUi(def?.slug);
  const typeName = useQuestionTypeName(def?.slug);

  // unsaved changes: the browser asks before a reload or leaving the app
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** The Editor's issues, with the label of each one's field taken from the Editor as it stands. */
  const showEditorIssues = (issues: ItemIssue[]) => {
    setEditorIssues(issues);
    const root = itemRef.current;
    setItemLabels(Object.fromEntries(issues.map((i) => [i.path, (root && issueFieldLabel(root, i.path)) || t('form.item')])));
  };

  const set = (patch: Partial<QuestionFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormErrors([]);
    const fields: Partial<Record<CommonField, string>> = {};
    if (!values.title.trim()) fields.title = t('form.required');
    if (quizTypes && !values.quiz_type_id) fields.quiz_type_id = t('form.required');
    if (!def) {
      setFieldErrors(fields);
      setFormErrors([t('form.chooseFirst')]);
      return;
    }
    const checked = checkItem(def, values.content, values.key, { required: t('form.required') });
    setFieldErrors(fields);
    showEditorIssues(checked.issues);
    if (checked.issues.length || Object.keys(fields).length) {
      setFormErrors([t('form.fixIssues')]);
      return;
    }
    const body: QuestionBody = {
      type: def.slug,
      title: values.title.trim(),
      frequency: values.frequency,
      source: values.source,
      content: checked.content,
      key: checked.key,
      ...(quizTypes ? { quiz_type_id: Number(values.quiz_type_id) } : {}),
    };
    setSaving(true);
    try {
      await submit(body);
      setDirty(false);
      onSaved(body);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const mapped = mapServerErrors(err.fieldErrors);
        showEditorIssues(mapped.editor);
        setFieldErrors(mapped.fields);
        setFormErrors([...(mapped.editor.length || Object.keys(mapped.fields).length ? [t('form.fixIssues')] : []), ...mapped.form]);
      } else if (err instanceof HttpError) {
        setFormErrors(err.messages);
      } else {
        setFormErrors([err instanceof Error ? err.message : String(err)]);
      }
    } finally {
      setSaving(false);
    }
  }

  // every problem once, named by its field (WCAG 3.3.1: the field in error is identified)
  const commonLabels: Record<CommonField, string> = { title: t('form.title'), frequency: t('form.frequency'), source: t('form.source'), quiz_type_id: t('quiz.quizType') };
  const summary = [
    ...(Object.entries(fieldErrors) as Array<[CommonField, string | undefined]>).filter(([, m]) => m).map(([path, message]) => ({ path, label: commonLabels[path], message: message! })),
    ...editorIssues.map((i) => ({ path: i.path, label: itemLabels[i.path] ?? t('form.item'), message: i.message })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" data-testid="question-form">
      {formErrors.length > 0 && (
        <Alert variant="error">
          <ul data-testid="form-errors">
            {formErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {summary.length > 0 && (
            <>
              <p className="mt-2 font-medium">{t('form.issuesTitle')}</p>
              <ul className="list-disc pl-5" data-testid="item-issues">
                {summary.map((i) => (
                  <li key={`${i.path}:${i.message}`} data-path={i.path}>
                    {t('form.issueAt', { field: i.label, message: i.message })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}

      <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
        <legend className="px-1 text-sm font-semibold text-ink">{t('form.common')}</legend>
        {quizTypes && (
          <SelectField
            label={t('quiz.quizType')}
            name="quiz_type_id"
            value={values.quiz_type_id ?? ''}
            error={fieldErrors.quiz_type_id}
            placeholder={t('quiz.chooseQuizType')}
            hint={t('quiz.quizTypeHint')}
            options={quizTypeOptions(quizTypes, (key, o) => t(key, o))}
            onChange={(v) => set({ quiz_type_id: v })}
          />
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-ink">
            {t('form.type')}
          </label>
          <select
            id={`${id}-type`}
            name="type"
            value={values.type}
            disabled={typeFixed}
            aria-describedby={`${id}-type-hint`}
            onChange={(e) => {
              // a new type starts a new item: the old content and key do not fit it
              set({ type: e.target.value, content: null, key: null });
              showEditorIssues([]);
            }}
            className="min-h-10 rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:bg-canvas"
          >
            <option value="">{t('form.chooseType')}</option>
            {SECTIONS.map((s) => (
              <optgroup key={s} label={t(`sections.${s}`)}>
                {typesBySection(s).map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.shortName}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={`${id}-type-hint`} className="text-xs text-muted">
            {typeFixed ? t('form.typeFixed') : def ? typeName : t('form.typeHint')}
          </p>
        </div>
        <TextField label={t('form.title')} name="title" required value={values.title} error={fieldErrors.title} onChange={(e) => set({ title: e.target.value })} maxLength={255} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label={t('form.frequency')} name="frequency" value={values.frequency} error={fieldErrors.frequency} options={FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))} onChange={(v) => set({ frequency: v })} />
          <SelectField label={t('form.source')} name="source" value={values.source} error={fieldErrors.source} options={SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))} onChange={(v) => set({ source: v })} />
        </div>
      </fieldset>

      <section ref={itemRef} aria-labelledby={`${id}-item`} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5" data-testid="item-editor">
        <h2 id={`${id}-item`} className="text-sm font-semibold text-ink">
          {t('form.item')}
        </h2>
        {!def ? (
          <p className="text-sm text-muted">{t('form.chooseFirst')}</p>
        ) : ui.status === 'error' ? (
          <Alert variant="error">{t('form.editorFailed')}</Alert>
        ) : ui.status === 'loading' ? (
          <PageSpinner label={t('form.loadingEditor')} />
        ) : (
          <Suspense fallback={<PageSpinner label={t('form.loadingEditor')} />}>
            <IssuesSummarisedAbove.Provider value={true}>
              <ui.ui.Editor
                key={def.slug}
                content={values.content ?? null}
                itemKey={values.key ?? null}
                onChange={(content, key) => set({ content, key })}
                issues={editorIssues}
                upload={uploadFile}
                mediaUrl={mediaUrl}
              />
            </IssuesSummarisedAbove.Provider>
          </Suspense>
        )}
      </section>

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={saving} data-testid="save-question">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
