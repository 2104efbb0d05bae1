/**
 * The master's course-management FAQs: a centre's questions and answers, per course or for the centre as a whole,
 * in the one list with New/Edit in a dialog and Delete confirmed.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { pushToast } from '@kernel/notify/toasts';
import { comparisonQuery, createFaq, deleteFaq, faqListQuery, invalidate, updateFaq, type CourseFaq, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { fieldErrors } from '../lib/field-errors';
import { useBranchesTranslation } from '../locales/texts';

function FaqDialog({ scope, faq, onClose }: { scope: Scope; faq: CourseFaq | null; onClose: () => void }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const answerId = useId();
  const courses = useQuery(comparisonQuery(scope, 'all'));
  const [v, setV] = useState({ question: faq?.question ?? '', answer: faq?.answer ?? '', package_id: faq?.package ? String(faq.package.id) : '', position: String(faq?.position ?? 0) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { question: v.question.trim(), answer: v.answer.trim(), package_id: v.package_id ? Number(v.package_id) : null, position: /^\d{1,4}$/.test(v.position) ? Number(v.position) : 0 };
      return faq ? updateFaq(faq.id, body) : createFaq(scope, body);
    },
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t(faq ? 'faqs.saved' : 'faqs.created'));
      void invalidate(client, 'course-faqs');
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={faq ? t('faqs.editTitle') : t('faqs.createTitle')} onClose={onClose} testId="faq-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        <SelectField label={t('faqs.course')} name="package_id" value={v.package_id} placeholder={t('faqs.general')} options={(courses.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))} error={errors.package_id} onChange={(package_id) => setV((s) => ({ ...s, package_id }))} />
        <TextField label={t('faqs.question')} name="question" required maxLength={500} value={v.question} error={errors.question} onChange={(e) => setV((s) => ({ ...s, question: e.target.value }))} />
        <div className="flex flex-col gap-1">
          <label htmlFor={answerId} className="text-sm font-medium text-ink">{t('faqs.answer')}</label>
          <textarea id={answerId} name="answer" rows={4} maxLength={5000} value={v.answer} aria-invalid={errors.answer ? true : undefined} aria-describedby={errors.answer ? `${answerId}-error` : undefined}
            onChange={(e) => setV((s) => ({ ...s, answer: e.target.value }))}
            className={`rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${errors.answer ? 'border-danger-700' : 'border-line'}`} />
          {errors.answer && <p id={`${answerId}-error`} className="text-xs font-medium text-danger-700">{errors.answer}</p>}
        </div>
        <TextField label={t('faqs.position')} name="position" inputMode="numeric" value={v.position} error={errors.position} onChange={(e) => setV((s) => ({ ...s, position: e.target.value }))} />
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="save-faq">{faq ? t('common.save') : t('common.create')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

function Faqs({ scope }: { scope: Scope }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const query = useQuery(faqListQuery(scope, { page: Number(params.get('page')) || 1, per_page: 20 }));
  const [dialog, setDialog] = useState<{ faq: CourseFaq | null } | null>(null);
  const [toDelete, setToDelete] = useState<CourseFaq | null>(null);
  const remove = useMutation({
    mutationFn: (f: CourseFaq) => deleteFaq(f.id),
    onSuccess: () => {
      pushToast('success', t('faqs.deleted'));
      void invalidate(client, 'course-faqs');
    },
    onSettled: () => setToDelete(null),
  });
  const columns: DataListColumn<CourseFaq>[] = [
    { key: 'course', header: t('faqs.course'), cell: (f) => f.package?.name ?? t('faqs.general') },
    { key: 'question', header: t('faqs.question'), className: 'font-medium text-ink', cell: (f) => f.question },
    { key: 'answer', header: t('faqs.answer'), className: 'max-w-96 text-muted', cell: (f) => <span className="line-clamp-2">{f.answer}</span> },
  ];
  const rowMenu = (f: CourseFaq): RowMenuItem[] => [
    { key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ faq: f }) },
    { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(f) },
  ];
  const create = <Button onClick={() => setDialog({ faq: null })} data-testid="create-faq">{t('faqs.create')}</Button>;
  return (
    <>
      <DataList
        title={t('faqs.title')}
        intro={t('faqs.intro')}
        primaryAction={create}
        query={query}
        columns={columns}
        rowKey={(f) => f.id}
        rowName={(f) => f.question}
        rowTestId="faq-row"
        rowMenu={rowMenu}
        caption={t('faqs.title')}
        loadFailed={t('faqs.loadFailed')}
        total={(count) => t('faqs.total', { count })}
        empty={{ title: t('faqs.emptyTitle'), description: t('faqs.emptyDescription'), action: create }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {dialog && <FaqDialog scope={scope} faq={dialog.faq} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('faqs.deleteTitle')}
        body={t('faqs.deleteBody', { question: toDelete?.question ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

export default function FaqsPage() {
  return <CentreFrame>{(scope) => <Faqs scope={scope} />}</CentreFrame>;
}
