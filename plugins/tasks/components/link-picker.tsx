/**
 * The dialog's "Concerns" fields: a kind (or nothing), then a search by name or id and a select of the centre's
 * matching targets (GET task/link-options). Native controls only, so the keyboard and screen readers work as usual.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { LINK_KINDS, linkOptionsQuery, type TaskLinkKind } from '../api/tasks-api';
import type { TaskDraft } from '../lib/draft';
import { useTasksTranslation } from '../locales/texts';

export function LinkPicker({ draft, onChange, error }: { draft: TaskDraft; onChange: (patch: Partial<TaskDraft>) => void; error?: string | null }) {
  const { t } = useTasksTranslation();
  const [search, setSearch] = useState('');
  const kind = draft.linkKind;
  const options = useQuery({ ...linkOptionsQuery((kind || 'student') as TaskLinkKind, search.trim()), enabled: kind !== '' });
  const found = options.data ?? [];
  // the current target stays choosable while a search shows others
  const choices = [
    ...(draft.linkId && !found.some((o) => String(o.id) === draft.linkId) ? [{ value: draft.linkId, label: draft.linkLabel || `#${draft.linkId}` }] : []),
    ...found.map((o) => ({ value: String(o.id), label: o.label })),
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <SelectField
        label={t('form.linkKind')}
        name="link_kind"
        value={kind}
        placeholder={t('form.nothing')}
        options={LINK_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        onChange={(v) => {
          setSearch('');
          onChange({ linkKind: v as TaskLinkKind | '', linkId: '', linkLabel: '' });
        }}
        error={kind === '' ? error : null}
      />
      {kind !== '' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('form.linkSearch')} hint={t('form.linkSearchHint')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} name="link_search" />
          <SelectField
            label={t('form.linkTarget')}
            name="link_id"
            value={draft.linkId}
            placeholder={options.isPending ? t('form.loadingOptions') : choices.length ? t('form.choose') : t('form.noMatches')}
            options={choices}
            onChange={(v) => onChange({ linkId: v, linkLabel: choices.find((c) => c.value === v)?.label ?? '' })}
            error={error}
          />
        </div>
      )}
    </fieldset>
  );
}
