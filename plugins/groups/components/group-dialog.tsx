/**
 * A group made or changed in a dialog (500 px): name, description and the two member pickers. A new group POSTs
 * groups; an existing one is read whole (GET groups/{id}, for its members) and PUTs everything back, the member
 * lists replacing the old ones. A 422 lands on its field (name taken, someone not a student or trainer of the centre).
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { Spinner } from '@ui/spinner';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { createGroup, groupQuery, invalidateGroups, updateGroup, type Group, type GroupDetail, type Person } from '../api/groups-api';
import { MemberPicker } from './member-picker';
import { useGroupsTranslation } from '../locales/texts';

export type GroupDialogTarget = { mode: 'create' } | { mode: 'edit'; group: Group };

type Errors = Partial<Record<'name' | 'description' | 'student_ids' | 'trainer_ids', string>>;

function GroupForm({ initial, onClose }: { initial: GroupDetail | null; onClose: () => void }) {
  const { t } = useGroupsTranslation();
  const client = useQueryClient();
  const descriptionId = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [students, setStudents] = useState<Person[]>(initial?.students ?? []);
  const [trainers, setTrainers] = useState<Person[]>(initial?.trainers ?? []);
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), description: description.trim(), student_ids: students.map((s) => s.id), trainer_ids: trainers.map((s) => s.id) };
      return initial ? updateGroup(initial.id, body) : createGroup(body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (g) => {
      pushToast('success', t(initial ? 'form.saved' : 'form.created', { name: g.name }));
      void invalidateGroups(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) as Errors);
    },
  });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid="group-form"
    >
      <TextField label={t('form.name')} name="name" required maxLength={80} value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          {t('form.description')}
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={500}
          value={description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          onChange={(e) => setDescription(e.target.value)}
          className={`rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${errors.description ? 'border-danger-700' : 'border-line'}`}
        />
        {errors.description && (
          <p id={`${descriptionId}-error`} className="text-xs font-medium text-danger-700">
            {errors.description}
          </p>
        )}
      </div>
      <MemberPicker
        role="STUDENT"
        label={t('form.students')}
        placeholder={t('form.searchStudents')}
        chosenLabel={t('form.chosenStudents')}
        chosen={students}
        error={errors.student_ids}
        onChange={setStudents}
        testId="student-picker"
      />
      <MemberPicker
        role="TRAINER"
        label={t('form.trainers')}
        placeholder={t('form.searchTrainers')}
        chosenLabel={t('form.chosenTrainers')}
        chosen={trainers}
        error={errors.trainer_ids}
        onChange={setTrainers}
        testId="trainer-picker"
      />
      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} data-testid="save-group">
          {initial ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

export function GroupDialog({ target, onClose }: { target: GroupDialogTarget; onClose: () => void }) {
  const { t } = useGroupsTranslation();
  const editing = target.mode === 'edit' ? target.group : null;
  const detail = useQuery({ ...groupQuery(editing?.id ?? 0), enabled: editing !== null });
  let body;
  if (!editing) body = <GroupForm initial={null} onClose={onClose} />;
  else if (detail.isError)
    body = (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
        {t('form.loadFailed')}
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('form.retry')}
        </Button>
      </div>
    );
  else if (!detail.data)
    body = (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner size="sm" />
        {t('form.loading')}
      </p>
    );
  else body = <GroupForm initial={detail.data} onClose={onClose} />;

  return (
    <Dialog open title={editing ? t('form.titleEdit', { name: editing.name }) : t('form.titleCreate')} onClose={onClose} testId="group-dialog">
      {body}
    </Dialog>
  );
}
