/** /master/question-and-test-management/toolkit/prompt: short texts a test or a question type uses (the instruction
 * line above an item), with the status switch (optimistic) and New/Edit in a dialog. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { TextField } from '@ui/text-field';
import { pushToast } from '@kernel/notify/toasts';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { createPrompt, invalidate, patchPrompt, promptListQuery, type Prompt, type Status } from '../api/toolkit-api';
import { TextAreaField } from '@ui/text-area-field';
import { FormActions, ListFilters, StatusSwitch, TypeSelect, fieldErrors, useListFilters, useTypeName } from '../components/parts';
import { useToolkitTranslation } from '../locales/texts';

function PromptDialog({ prompt, onClose }: { prompt: Prompt | null; onClose: () => void }) {
  const { t } = useToolkitTranslation();
  const client = useQueryClient();
  const [v, setV] = useState({ typeId: prompt?.question_type ? String(prompt.question_type.id) : '', title: prompt?.title ?? '', text: prompt?.text ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { question_type_id: v.typeId ? Number(v.typeId) : null, title: v.title.trim(), text: v.text.trim() };
      return prompt ? patchPrompt(prompt.id, body) : createPrompt(body);
    },
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t('prompts.saved'));
      void invalidate(client, 'prompts');
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={t(prompt ? 'prompts.editTitle' : 'prompts.createTitle')} onClose={onClose} testId="prompt-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        <TypeSelect optional value={v.typeId} error={errors.question_type_id} onChange={(typeId) => setV((s) => ({ ...s, typeId }))} />
        <TextField label={t('prompts.titleField')} name="title" required maxLength={200} value={v.title} error={errors.title} onChange={(e) => setV((s) => ({ ...s, title: e.target.value }))} />
        <TextAreaField label={t('prompts.text')} name="text" rows={3} maxLength={2000} value={v.text} error={errors.text} onChange={(e) => setV((s) => ({ ...s, text: e.target.value }))} />
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="save-prompt">{t('common.save')}</Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

export default function PromptsPage() {
  const { t } = useToolkitTranslation();
  const typeName = useTypeName();
  const client = useQueryClient();
  const f = useListFilters();
  const options = promptListQuery(f.filters);
  const query = useQuery(options);
  const [dialog, setDialog] = useState<{ prompt: Prompt | null } | null>(null);
  const patch = useOptimisticRowPatch<Prompt, { status: Status }>({ queryKey: options.queryKey, send: (p, c) => patchPrompt(p.id, { status: c.status }), onSettled: () => invalidate(client, 'prompts') });
  const columns: DataListColumn<Prompt>[] = [
    { key: 'title', header: t('prompts.titleField'), className: 'font-medium text-ink', cell: (p) => p.title },
    { key: 'text', header: t('prompts.text'), className: 'max-w-96 text-muted', cell: (p) => <span className="line-clamp-2 whitespace-pre-line">{p.text}</span> },
    { key: 'type', header: t('common.type'), cell: (p) => (p.question_type ? typeName(p.question_type) : t('common.anyType')) },
    { key: 'status', header: t('common.status'), cell: (p) => <StatusSwitch status={p.status} name={p.title} disabled={!p.editable} onToggle={(status) => patch.mutate({ item: p, change: { status } })} /> },
  ];
  const rowMenu = (p: Prompt): RowMenuItem[] => (p.editable ? [{ key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ prompt: p }) }] : []);
  const create = <Button onClick={() => setDialog({ prompt: null })} data-testid="create-prompt">{t('prompts.create')}</Button>;
  return (
    <>
      <DataList
        title={t('prompts.title')}
        intro={t('prompts.intro')}
        primaryAction={create}
        filters={<ListFilters f={f} />}
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.title}
        rowTestId="prompt-row"
        rowMenu={rowMenu}
        caption={t('prompts.title')}
        loadFailed={t('common.loadFailed')}
        total={(count) => t('common.total', { count })}
        filtered={f.filtered}
        onClearFilters={f.clear}
        empty={{ title: t('prompts.emptyTitle'), description: t('prompts.emptyDescription'), action: create }}
        onPage={(p) => f.set('page', String(p))}
      />
      {dialog && <PromptDialog prompt={dialog.prompt} onClose={() => setDialog(null)} />}
    </>
  );
}
