/** Book or edit a class: title, trainer, groups, room, start and end in the viewer's zone; 422s (clashes) on their fields. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { Spinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { isoToLocalInput, localInputToIso, viewerZone } from '@ui/calendar/zoned';
import { createSession, invalidateSchedule, optionsQuery, updateSession, type Session } from '../api/schedule-api';
import { useScheduleTranslation } from '../locales/texts';
import { CheckList } from '@ui/check-list';

export function SessionFormDialog({ session, onClose }: { session: Session | null; onClose: () => void }) {
  const { t } = useScheduleTranslation();
  const client = useQueryClient();
  const options = useQuery(optionsQuery());
  const next = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000);
  const [title, setTitle] = useState(session?.title ?? '');
  const [trainer, setTrainer] = useState(session ? String(session.trainer.id) : '');
  const [groupIds, setGroupIds] = useState<number[]>(session?.groups.map((g) => g.id) ?? []);
  const [room, setRoom] = useState(session?.room ?? '');
  const [starts, setStarts] = useState(isoToLocalInput(session?.starts_at ?? next));
  const [ends, setEnds] = useState(isoToLocalInput(session?.ends_at ?? new Date(next.getTime() + 3_600_000)));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useMutation({
    mutationFn: async () => {
      const s = localInputToIso(starts);
      const e = localInputToIso(ends);
      if (!s || !e) {
        setErrors({ starts_at: s ? undefined : t('form.badTime'), ends_at: e ? undefined : t('form.badTime') });
        return null;
      }
      const body = { title, trainer_id: Number(trainer), group_ids: groupIds, room, starts_at: s, ends_at: e };
      return session ? updateSession(session.id, body) : createSession(body);
    },
    onSuccess: (r) => {
      if (!r) return;
      pushToast('success', session ? t('saved') : t('booked'));
      void invalidateSchedule(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])));
      else pushToast('error', e instanceof Error ? e.message : String(e));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate();
  };
  const o = options.data;
  return (
    <Dialog open title={session ? t('form.editTitle') : t('form.createTitle')} onClose={onClose} maxWidth={640} testId="session-form">
      {options.isPending ? (
        <Spinner label={t('form.title')} />
      ) : options.isError || !o ? (
        <Alert variant="error">{t('loadFailed')}</Alert>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <TextField label={t('form.title')} name="title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} required maxLength={200} />
          <SelectField label={t('form.trainer')} name="trainer_id" value={trainer} onChange={setTrainer} error={errors.trainer_id} placeholder="—"
            options={o.trainers.map((x) => ({ value: String(x.id), label: x.full_name }))} />
          <CheckList legend={t('form.groups')} name="group_ids" options={o.groups.map((g) => ({ id: g.id, label: g.name }))} value={groupIds} onChange={setGroupIds} error={errors.group_ids} />
          <TextField label={t('form.room')} name="room" value={room} onChange={(e) => setRoom(e.target.value)} error={errors.room} maxLength={100} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField type="datetime-local" label={t('form.starts')} name="starts_at" value={starts} onChange={(e) => setStarts(e.target.value)} error={errors.starts_at} hint={t('form.zoneHint', { zone: viewerZone() })} required />
            <TextField type="datetime-local" label={t('form.ends')} name="ends_at" value={ends} onChange={(e) => setEnds(e.target.value)} error={errors.ends_at} required />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="submit" busy={save.isPending} data-testid="session-save">{t('form.save')}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
