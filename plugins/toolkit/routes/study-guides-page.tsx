/**
 * /master/question-and-test-management/toolkit/study-guide and …/material-management/study-guide: study guides per
 * question type and/or section, with the status switch (optimistic), New/Edit in a dialog with the rich-text editor,
 * and Delete confirmed.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { pushToast } from '@kernel/notify/toasts';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { changeGuideStatus, createGuide, deleteGuide, guideListQuery, invalidate, updateGuide, type Status, type StudyGuide } from '../api/toolkit-api';
import { FormActions, ListFilters, PlainText, RichField, StatusSwitch, TypeSelect, fieldErrors, textToHtml, useListFilters, useTypeName } from '../components/parts';
import { useToolkitTranslation } from '../locales/texts';

const SECTIONS = ['listening', 'writing', 'speaking', 'reading'] as const;

function GuideDialog({ guide, onClose }: { guide: StudyGuide | null; onClose: () => void }) {
  const { t } = useToolkitTranslation();
  const client = useQueryClient();
  const [v, setV] = useState({ typeId: guide?.question_type ? String(guide.question_type.id) : '', section: guide?.question_type ? '' : (guide?.section ?? ''), title: guide?.title ?? '', body: guide ? textToHtml(guide.body) : '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { question_type_id: v.typeId ? Number(v.typeId) : null, section: v.section || null, title: v.title.trim(), body: v.body };
      return guide ? updateGuide(guide.id, body) : createGuide(body);
    },
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t('guides.saved'));
      void invalidate(client, 'study-guides');
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={t(guide ? 'guides.editTitle' : 'guides.createTitle')} onClose={onClose} maxWidth={720} testId="guide-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        <TypeSelect optional value={v.typeId} error={errors.question_type_id} onChange={(typeId) => setV((s) => ({ ...s, typeId }))} />
        <SelectField label={t('guides.section')} name="section" value={v.section} error={errors.section} placeholder={t('guides.sectionOfType')} options={SECTIONS.map((x) => ({ value: x, label: t(`sections.${x}`) }))} onChange={(section) => setV((s) => ({ ...s, section }))} />
        <TextField label={t('guides.titleField')} name="title" required maxLength={200} value={v.title} error={errors.title} onChange={(e) => setV((s) => ({ ...s, title: e.target.value }))} />
        <RichField label={t('guides.body')} value={v.body} error={errors.body} onChange={(body) => setV((s) => ({ ...s, body }))} />
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="save-guide">{t('common.save')}</Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

export default function StudyGuidesPage() {
  const { t } = useToolkitTranslation();
  const typeName = useTypeName();
  const client = useQueryClient();
  const f = useListFilters();
  const options = guideListQuery(f.filters);
  const query = useQuery(options);
  const [dialog, setDialog] = useState<{ guide: StudyGuide | null } | null>(null);
  const [toDelete, setToDelete] = useState<StudyGuide | null>(null);
  const patch = useOptimisticRowPatch<StudyGuide, { status: Status }>({ queryKey: options.queryKey, send: (g, c) => changeGuideStatus(g.id, c.status), onSettled: () => invalidate(client, 'study-guides') });
  const remove = useMutation({
    mutationFn: (g: StudyGuide) => deleteGuide(g.id),
    onSuccess: () => {
      pushToast('success', t('guides.deleted'));
      void invalidate(client, 'study-guides');
    },
    onSettled: () => setToDelete(null),
  });
  const columns: DataListColumn<StudyGuide>[] = [
    { key: 'title', header: t('guides.titleField'), className: 'font-medium text-ink', cell: (g) => g.title },
    { key: 'for', header: t('guides.for'), cell: (g) => (g.question_type ? typeName(g.question_type) : g.section ? t(`sections.${g.section}`) : '') },
    { key: 'body', header: t('guides.body'), className: 'max-w-96 text-muted', cell: (g) => <PlainText text={g.body} className="line-clamp-2" /> },
    { key: 'owner', header: t('aids.owner'), cell: (g) => (g.organization_id === null ? t('aids.master') : t('aids.centre')) },
    { key: 'status', header: t('common.status'), cell: (g) => <StatusSwitch status={g.status} name={g.title} disabled={!g.editable} onToggle={(status) => patch.mutate({ item: g, change: { status } })} /> },
  ];
  const rowMenu = (g: StudyGuide): RowMenuItem[] =>
    g.editable ? [{ key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ guide: g }) }, { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(g) }] : [];
  const create = <Button onClick={() => setDialog({ guide: null })} data-testid="create-guide">{t('guides.create')}</Button>;
  return (
    <>
      <DataList
        title={t('guides.title')}
        intro={t('guides.intro')}
        primaryAction={create}
        filters={<ListFilters f={f} />}
        query={query}
        columns={columns}
        rowKey={(g) => g.id}
        rowName={(g) => g.title}
        rowTestId="guide-row"
        rowMenu={rowMenu}
        caption={t('guides.title')}
        loadFailed={t('common.loadFailed')}
        total={(count) => t('common.total', { count })}
        filtered={f.filtered}
        onClearFilters={f.clear}
        empty={{ title: t('guides.emptyTitle'), description: t('guides.emptyDescription'), action: create }}
        onPage={(p) => f.set('page', String(p))}
      />
      {dialog && <GuideDialog guide={dialog.guide} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={toDelete !== null} title={t('guides.deleteTitle')} body={t('guides.deleteBody', { name: toDelete?.title ?? '' })} confirmLabel={t('common.delete')} cancelLabel={t('common.cancel')} busy={remove.isPending} onConfirm={() => toDelete && remove.mutate(toDelete)} onClose={() => setToDelete(null)} />
    </>
  );
}
