/**
 * Assign an item to a trainer or an admin: a centre filter (a centre's item may go only to its own people, so the
 * picker is fixed to that centre), a search, the person, a note. "Take back" removes the assignment.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { pushToast } from '@kernel/notify/toasts';
import { HttpError } from '@kernel/http/client';
import { assigneesQuery, assignItem, centresQuery, invalidateContent, type ContentItem, type ServerKind } from '../api/content-api';
import { useContentTranslation } from '../locales/texts';

export function AssignDialog({ kind, item, onClose }: { kind: ServerKind; item: ContentItem; onClose: () => void }) {
  const { t } = useContentTranslation();
  const client = useQueryClient();
  const fixedCentre = item.organization_id;
  const [centre, setCentre] = useState(fixedCentre !== null ? String(fixedCentre) : '');
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState(item.assignee ? String(item.assignee.id) : '');
  const [note, setNote] = useState(item.assignment_note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const centres = useQuery({ ...centresQuery(), enabled: fixedCentre === null });
  const people = useQuery(assigneesQuery({ organization_id: centre || undefined, search: search.trim() || undefined }));
  const options = (people.data?.items ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.full_name} · ${t(`assign.role.${p.role}`)} · ${p.organization_name ?? t('assign.platformStaff')}`,
  }));
  if (item.assignee && !options.some((o) => o.value === String(item.assignee!.id))) {
    options.unshift({ value: String(item.assignee.id), label: item.assignee.full_name });
  }
  const save = useMutation({
    mutationFn: (assigneeId: number | null) => assignItem(kind, item.id, { assignee_id: assigneeId, note: note.trim() }),
    onMutate: () => setErrors({}),
    onSuccess: (r) => {
      pushToast('success', r.assignee ? t('assign.saved', { title: r.title, name: r.assignee.full_name }) : t('assign.removed', { title: r.title }));
      void invalidateContent(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
    },
  });
  return (
    <Dialog open title={t('assign.title', { title: item.title })} onClose={onClose} testId="assign-dialog">
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (person) save.mutate(Number(person));
          else setErrors({ assignee_id: t('assign.choose') });
        }}
      >
        {item.assignee && <p className="text-sm text-muted">{t('assign.current', { name: item.assignee.full_name })}</p>}
        {fixedCentre === null && (
          <SelectField
            label={t('assign.centre')}
            name="organization_id"
            value={centre}
            placeholder={t('assign.anyCentre')}
            options={(centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={setCentre}
          />
        )}
        <TextField label={t('assign.search')} name="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField label={t('assign.person')} name="assignee_id" value={person} placeholder={t('assign.choose')} options={options} onChange={setPerson} error={errors.assignee_id} />
        <TextField label={t('assign.note')} name="note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} error={errors.note} />
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          {item.assignee && (
            <Button variant="secondary" onClick={() => save.mutate(null)} disabled={save.isPending} data-testid="take-back">
              {t('assign.takeBack')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-assignment">
            {t('assign.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
