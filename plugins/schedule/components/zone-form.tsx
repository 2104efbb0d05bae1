/** The centre's time zone, for who may edit the centre (ORGANIZATION_UPDATE): an IANA name the server checks. */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { invalidateSchedule, setZone, zoneQuery } from '../api/schedule-api';
import { useScheduleTranslation } from '../locales/texts';

export function ZoneForm() {
  const { t } = useScheduleTranslation();
  const client = useQueryClient();
  const q = useQuery(zoneQuery());
  const [zone, setZoneText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { if (q.data) setZoneText(q.data.time_zone); }, [q.data]);
  const save = useMutation({
    mutationFn: () => setZone(zone.trim()),
    onSuccess: () => { pushToast('success', t('zone.saved')); void invalidateSchedule(client); },
    onError: (e) => setError(e instanceof HttpError ? (e.fieldErrors.time_zone?.[0] ?? e.message) : String(e)),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); setError(null); save.mutate(); };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="zone-form">
      <TextField label={t('zone.label')} hint={t('zone.hint')} value={zone} onChange={(e) => setZoneText(e.target.value)} error={error} list="iana-zones" maxLength={64} />
      <datalist id="iana-zones">
        {(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((z) => <option key={z} value={z} />)}
      </datalist>
      <Button type="submit" variant="secondary" busy={save.isPending}>{t('zone.save')}</Button>
    </form>
  );
}
