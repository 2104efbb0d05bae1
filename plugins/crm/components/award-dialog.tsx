/**
 * Award points to one student: how many (1 to 100), the reason from the list and a note ("other" needs one). The
 * server's 422s land on their fields; the dialog closes on success and the lists refresh.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { REASONS, awardPoints, invalidateCrm, type PointReason } from '../api/crm-api';
import { useCrmTranslation } from '../locales/texts';

export function AwardDialog({ student, onClose }: { student: { id: number; full_name: string } | null; onClose: () => void }) {
  const { t } = useCrmTranslation();
  const client = useQueryClient();
  const [points, setPoints] = useState('10');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const award = useMutation({
    mutationFn: () => awardPoints({ student_id: student!.id, points: Number(points), reason: reason as PointReason, note: note.trim() || undefined }),
    onSuccess: (a) => {
      pushToast('success', t('award.done', { count: a.points, name: a.student.full_name }));
      void invalidateCrm(client);
      setPoints('10');
      setReason('');
      setNote('');
      setErrors({});
      onClose();
    },
    onError: (e) => setErrors(e instanceof HttpError ? e.fieldErrors : {}),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string[]> = {};
    if (!reason) local.reason = [t('award.reasonRequired')];
    if (reason === 'other' && !note.trim()) local.note = [t('award.noteRequired')];
    const n = Number(points);
    if (!Number.isInteger(n) || n < 1 || n > 100) local.points = [t('award.pointsRange')];
    setErrors(local);
    if (!Object.keys(local).length) award.mutate();
  };
  const other = Object.entries(errors).filter(([k]) => !['points', 'reason', 'note'].includes(k));
  return (
    <Dialog open={student !== null} title={t('award.title', { name: student?.full_name ?? '' })} onClose={onClose} testId="award-dialog">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t('award.points')} name="points" type="number" min={1} max={100} step={1} required value={points} onChange={(e) => setPoints(e.target.value)} error={errors.points?.[0]} hint={t('award.pointsHint')} />
        <SelectField label={t('award.reason')} name="reason" value={reason} onChange={setReason} placeholder={t('award.choose')} options={REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))} error={errors.reason?.[0]} />
        <TextField label={reason === 'other' ? t('award.noteRequiredLabel') : t('award.note')} name="note" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note?.[0]} />
        {other.length > 0 && <Alert variant="error">{other[0]![1][0]}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={award.isPending} data-testid="award-submit">
            {t('award.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
