/**
 * /master/question-and-test-management/material-management/explanation and …/sample-answer: the explanations or
 * sample answers the caller can read (the master's everywhere, a centre's own on its address), with the default and
 * status switches (optimistic, rolled back on refusal), New/Edit in a dialog with the rich-text editor, a recording
 * and "choose from archive" for sample answers, and Delete confirmed. `?question=<id>` opens on one question.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { pushToast } from '@kernel/notify/toasts';
import { uploadFile } from '@kernel/http/upload';
import { formatDisplayDate } from '@kernel/dates/format';
import { bn as bnLocale } from 'date-fns/locale/bn';
import {
  aidListKey, aidListQuery, aidQuestionsQuery, archiveQuery, changeAidDefault, changeAidStatus, createAid, deleteAid, invalidate, updateAid,
  type Aid, type AidKind, type Status,
} from '../api/toolkit-api';
import type { Paged } from '@kernel/http/list';
import { withDefault, withStatus } from '../lib/aid-rows';
import { FormActions, ListFilters, PlainText, RichField, StatusSwitch, TypeSelect, fieldErrors, textToHtml, useListFilters, useTypeName } from '../components/parts';
import { useToolkitTranslation } from '../locales/texts';

function ArchivePicker({ typeId, onPick }: { typeId: string; onPick: (a: Aid) => void }) {
  const { t } = useToolkitTranslation();
  const typeName = useTypeName();
  const [search, setSearch] = useState('');
  const archive = useQuery({ ...archiveQuery(typeId, search), enabled: typeId !== '' });
  if (!typeId) return <p className="text-sm text-muted">{t('aids.archiveChooseType')}</p>;
  return (
    <div className="flex flex-col gap-2" data-testid="archive">
      <TextField label={t('common.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {archive.isPending && <p className="text-sm text-muted">{t('common.loading')}</p>}
      {archive.isError && <Alert variant="error">{t('aids.archiveFailed')}</Alert>}
      {archive.data && archive.data.items.length === 0 && <p className="text-sm text-muted">{t('aids.archiveEmpty')}</p>}
      <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto">
        {archive.data?.items.map((a) => (
          <li key={a.id} className="rounded-md border border-line p-2 text-sm">
            <p className="font-medium text-ink">{a.title || a.question?.title || typeName(a.question_type)}</p>
            <p className="line-clamp-2 text-muted">{a.body}</p>
            <Button variant="secondary" className="mt-1" onClick={() => onPick(a)} data-testid="archive-pick">{t('aids.use')}</Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AidDialog({ kind, aid, presetQuestion, onClose }: { kind: AidKind; aid: Aid | null; presetQuestion: number | null; onClose: () => void }) {
  const { t } = useToolkitTranslation();
  const typeName = useTypeName();
  const client = useQueryClient();
  const [v, setV] = useState({
    typeId: aid ? String(aid.question_type.id) : '',
    questionId: aid?.question ? String(aid.question.id) : presetQuestion ? String(presetQuestion) : '',
    title: aid?.title ?? '',
    body: aid ? textToHtml(aid.body) : '',
    audio: aid?.audio ?? null,
    isDefault: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [archive, setArchive] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const questions = useQuery({ ...aidQuestionsQuery(kind, { question_type_id: v.typeId || undefined, per_page: 100 }), enabled: !aid && v.typeId !== '' });
  const save = useMutation({
    mutationFn: () => {
      const common = { title: v.title.trim(), body: v.body, ...(kind === 'sample-answer' ? { audio: v.audio } : {}) };
      if (aid) return updateAid(kind, aid.id, common);
      return createAid(kind, { ...common, ...(v.questionId ? { question_id: Number(v.questionId) } : v.typeId ? { question_type_id: Number(v.typeId) } : {}), is_default: v.isDefault });
    },
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t('aids.saved'));
      void invalidate(client, kind);
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  const upload = async (file: File) => {
    setUploading(0);
    try {
      const path = await uploadFile(file, 'question-audio', (f) => setUploading(Math.round(f * 100)));
      setV((s) => ({ ...s, audio: path }));
    } catch {
      setErrors((e) => ({ ...e, audio: t('aids.uploadFailed') }));
    } finally {
      setUploading(null);
    }
  };
  return (
    <Dialog open title={t(aid ? `aids.${kind}.editTitle` : `aids.${kind}.createTitle`)} onClose={onClose} maxWidth={720} testId="aid-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        {aid ? (
          <p className="text-sm text-muted">{aid.question ? `${typeName(aid.question_type)} · ${aid.question.title}` : t('aids.generalOf', { type: typeName(aid.question_type) })}</p>
        ) : (
          <>
            <TypeSelect value={v.typeId} error={errors.question_type_id} onChange={(typeId) => setV((s) => ({ ...s, typeId, questionId: presetQuestion && !typeId ? s.questionId : '' }))} />
            <SelectField label={t('aids.question')} name="question_id" value={v.questionId} error={errors.question_id} placeholder={t('aids.generalChoice')}
              options={[...(questions.data?.items ?? []).map((q) => ({ value: String(q.id), label: q.title })), ...(presetQuestion && !questions.data?.items.some((q) => q.id === presetQuestion) ? [{ value: String(presetQuestion), label: `#${presetQuestion}` }] : [])]}
              onChange={(questionId) => setV((s) => ({ ...s, questionId }))} />
          </>
        )}
        <TextField label={t('aids.titleField')} name="title" maxLength={200} value={v.title} error={errors.title} onChange={(e) => setV((s) => ({ ...s, title: e.target.value }))} />
        {kind === 'sample-answer' && !aid && (
          <div>
            <Button variant="secondary" onClick={() => setArchive((x) => !x)} aria-expanded={archive} data-testid="open-archive">{t('aids.chooseFromArchive')}</Button>
            {archive && (
              <div className="mt-2">
                <ArchivePicker typeId={v.typeId} onPick={(a) => { setV((s) => ({ ...s, title: a.title, body: textToHtml(a.body), audio: a.audio })); setArchive(false); }} />
              </div>
            )}
          </div>
        )}
        <RichField label={t('aids.body')} value={v.body} error={errors.body} onChange={(body) => setV((s) => ({ ...s, body }))} />
        {kind === 'sample-answer' && (
          <div className="flex flex-col gap-1">
            <label className="text-sm font-medium text-ink" htmlFor="aid-audio">{t('aids.audio')}</label>
            <input id="aid-audio" type="file" accept="audio/*" onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f); }} />
            {uploading !== null && <progress max={100} value={uploading} aria-label={t('aids.uploading')} />}
            {v.audio && (
              <div className="flex items-center gap-2">
                <audio controls src={v.audio} className="max-w-full" />
                <Button variant="secondary" onClick={() => setV((s) => ({ ...s, audio: null }))}>{t('aids.removeAudio')}</Button>
              </div>
            )}
            {errors.audio && <p className="text-xs font-medium text-danger-700">{errors.audio}</p>}
          </div>
        )}
        {!aid && (
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" checked={v.isDefault} onChange={(e) => setV((s) => ({ ...s, isDefault: e.target.checked }))} name="is_default" />
            {t('aids.makeDefault')}
          </label>
        )}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} disabled={uploading !== null} data-testid="save-aid">{t('common.save')}</Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

export default function AidsPage() {
  const { pathname } = useLocation();
  const kind: AidKind = pathname.includes('sample-answer') ? 'sample-answer' : 'explanation';
  return <Aids key={kind} kind={kind} />;
}

function Aids({ kind }: { kind: AidKind }) {
  const { t, i18n } = useToolkitTranslation();
  const typeName = useTypeName();
  const client = useQueryClient();
  const f = useListFilters();
  const presetQuestion = Number(f.params.get('question')) || null;
  const filters = { ...f.filters, ...(presetQuestion ? { question_id: presetQuestion } : {}) };
  const key = aidListKey(kind, filters);
  const query = useQuery(aidListQuery(kind, filters));
  const [dialog, setDialog] = useState<{ aid: Aid | null } | null>(null);
  const [toDelete, setToDelete] = useState<Aid | null>(null);

  // optimistic switches: the default is exclusive per owner and target, so the whole page changes (lib/aid-rows.ts)
  const patch = useMutation({
    mutationFn: ({ aid, change }: { aid: Aid; change: { status: Status } | { is_default: boolean } }) =>
      'status' in change ? changeAidStatus(kind, aid.id, change.status) : changeAidDefault(kind, aid.id, change.is_default),
    onMutate: async ({ aid, change }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Paged<Aid>>(key);
      if (previous) client.setQueryData<Paged<Aid>>(key, { ...previous, items: 'status' in change ? withStatus(previous.items, aid.id, change.status) : withDefault(previous.items, aid.id, change.is_default) });
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => invalidate(client, kind),
  });
  const remove = useMutation({
    mutationFn: (a: Aid) => deleteAid(kind, a.id),
    onSuccess: () => {
      pushToast('success', t('aids.deleted'));
      void invalidate(client, kind);
    },
    onSettled: () => setToDelete(null),
  });
  const nameOf = (a: Aid) => a.title || a.question?.title || typeName(a.question_type);
  const columns: DataListColumn<Aid>[] = [
    { key: 'target', header: t('aids.target'), cell: (a) => (a.question ? <span>{a.question.title}<span className="block text-xs text-muted">{typeName(a.question_type)}</span></span> : <span className="text-muted">{t('aids.generalOf', { type: typeName(a.question_type) })}</span>) },
    { key: 'text', header: t('aids.text'), className: 'max-w-96', cell: (a) => (<span><span className="font-medium text-ink">{a.title}</span><PlainText text={a.body} className="line-clamp-2 text-muted" /></span>) },
    { key: 'owner', header: t('aids.owner'), cell: (a) => (a.organization_id === null ? t('aids.master') : t('aids.centre')) },
    {
      key: 'default', header: t('aids.default'), cell: (a) => (
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" role="switch" checked={a.is_default} disabled={!a.editable || (a.status !== 'active' && !a.is_default)} aria-label={t('aids.defaultOf', { name: nameOf(a) })} onChange={() => patch.mutate({ aid: a, change: { is_default: !a.is_default } })} data-testid="toggle-default" />
          <span className="text-xs">{a.is_default ? t('aids.isDefault') : t('aids.notDefault')}</span>
        </label>
      ),
    },
    { key: 'status', header: t('common.status'), cell: (a) => <StatusSwitch status={a.status} name={nameOf(a)} disabled={!a.editable} onToggle={(status) => patch.mutate({ aid: a, change: { status } })} /> },
    { key: 'updated', header: t('common.updated'), className: 'whitespace-nowrap', cell: (a) => formatDisplayDate(a.updated_at, i18n.language === 'bn' ? bnLocale : undefined) },
  ];
  const rowMenu = (a: Aid): RowMenuItem[] =>
    a.editable
      ? [
          { key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ aid: a }) },
          { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(a) },
        ]
      : [];
  const create = <Button onClick={() => setDialog({ aid: null })} data-testid="create-aid">{t(`aids.${kind}.create`)}</Button>;
  return (
    <>
      <DataList
        title={t(`aids.${kind}.title`)}
        intro={t(`aids.${kind}.intro`)}
        primaryAction={create}
        filters={<ListFilters f={f} />}
        query={query}
        columns={columns}
        rowKey={(a) => a.id}
        rowName={nameOf}
        rowTestId="aid-row"
        rowProps={(a) => ({ 'data-default': String(a.is_default), 'data-status': a.status })}
        rowMenu={rowMenu}
        caption={t(`aids.${kind}.title`)}
        loadFailed={t('common.loadFailed')}
        total={(count) => t('common.total', { count })}
        filtered={f.filtered}
        onClearFilters={f.clear}
        empty={{ title: t(`aids.${kind}.emptyTitle`), description: t('aids.emptyDescription'), action: create }}
        onPage={(p) => f.set('page', String(p))}
      />
      {dialog && <AidDialog kind={kind} aid={dialog.aid} presetQuestion={presetQuestion} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t(`aids.${kind}.deleteTitle`)}
        body={t('aids.deleteBody', { name: toDelete ? nameOf(toDelete) : '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
