/**
 * Schedule or edit a live class: title, trainer (staff only), groups, start and end in the viewer's zone (sent with
 * the zone), meeting link, reminder lead, materials, and, when editing, the recording link. The server's 422s land on
 * their fields (a clash names the class it clashes with).
 */
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
import { createLive, invalidateLive, optionsQuery, updateLive, type LiveClassBody, type Session } from '../api/live-api';
import { useLiveTranslation } from '../locales/texts';
import { CheckList } from '@ui/check-list';

type Errors = Record<string, string | undefined>;

export function LiveFormDialog({ open, session, onClose }: { open: boolean; session: Session | null; onClose: () => void }) {
  const { t } = useLiveTranslation();
  const client = useQueryClient();
  const options = useQuery({ ...optionsQuery(), enabled: open });
  const inHour = new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 3_600_000);
  const [title, setTitle] = useState(session?.title ?? '');
  const [trainer, setTrainer] = useState(session ? String(session.trainer.id) : '');
  const [groupIds, setGroupIds] = useState<number[]>(session?.groups.map((g) => g.id) ?? []);
  const [starts, setStarts] = useState(isoToLocalInput(session?.starts_at ?? inHour));
  const [ends, setEnds] = useState(isoToLocalInput(session?.ends_at ?? new Date(inHour.getTime() + 3_600_000)));
  const [meeting, setMeeting] = useState(session?.meeting_url ?? '');
  const [reminder, setReminder] = useState(String(session?.reminder_minutes ?? 30));
  const [materialIds, setMaterialIds] = useState<number[]>(session?.materials.map((m) => m.id) ?? []);
  const [recording, setRecording] = useState(session?.recording_url ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: async () => {
      const s = localInputToIso(starts);
      const e = localInputToIso(ends);
      if (!s || !e) {
        setErrors({ starts_at: s ? undefined : t('form.badTime'), ends_at: e ? undefined : t('form.badTime') });
        return null;
      }
      const body: LiveClassBody = {
        title, group_ids: groupIds, starts_at: s, ends_at: e, meeting_url: meeting, material_ids: materialIds,
        reminder_minutes: Number(reminder) || 0,
        ...(options.data?.any_trainer && trainer ? { trainer_id: Number(trainer) } : {}),
      };
      return session ? updateLive(session.id, { ...body, recording_url: recording.trim() ? recording.trim() : null }) : createLive(body);
    },
    onSuccess: (r) => {
      if (!r) return;
      pushToast('success', session ? t('saved') : t('created'));
      void invalidateLive(client);
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
    <Dialog open={open} title={session ? t('form.editTitle') : t('form.createTitle')} onClose={onClose} maxWidth={640} testId="live-form">
      {options.isPending ? (
        <Spinner label={t('form.title')} />
      ) : options.isError || !o ? (
        <Alert variant="error">{t('loadFailed')}</Alert>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <TextField label={t('form.title')} name="title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} required maxLength={200} />
          {o.any_trainer && (
            <SelectField label={t('form.trainer')} name="trainer_id" value={trainer} onChange={setTrainer} error={errors.trainer_id} placeholder="—"
              options={o.trainers.map((x) => ({ value: String(x.id), label: x.full_name }))} />
          )}
          {!o.any_trainer && errors.trainer_id && <Alert variant="error">{errors.trainer_id}</Alert>}
          <CheckList legend={t('form.groups')} name="group_ids" options={o.groups.map((g) => ({ id: g.id, label: g.name }))} value={groupIds} onChange={setGroupIds} error={errors.group_ids} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField type="datetime-local" label={t('form.starts')} name="starts_at" value={starts} onChange={(e) => setStarts(e.target.value)} error={errors.starts_at} hint={t('form.zoneHint', { zone: viewerZone() })} required />
            <TextField type="datetime-local" label={t('form.ends')} name="ends_at" value={ends} onChange={(e) => setEnds(e.target.value)} error={errors.ends_at} required />
          </div>
          <TextField type="url" label={t('form.meetingUrl')} name="meeting_url" value={meeting} onChange={(e) => setMeeting(e.target.value)} error={errors.meeting_url} required />
          <TextField type="number" min={0} max={1440} label={t('form.reminder')} name="reminder_minutes" value={reminder} onChange={(e) => setReminder(e.target.value)} error={errors.reminder_minutes} />
          <CheckList legend={t('form.materials')} name="material_ids" options={o.materials.map((m) => ({ id: m.id, label: m.title }))} value={materialIds} onChange={setMaterialIds} error={errors.material_ids} empty={t('form.noMaterials')} />
          {session && <TextField type="url" label={t('form.recordingUrl')} name="recording_url" value={recording} onChange={(e) => setRecording(e.target.value)} error={errors.recording_url} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="submit" busy={save.isPending} data-testid="live-save">{t('form.save')}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
