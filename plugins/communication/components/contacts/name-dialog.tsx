/** A small dialog with one name (and, for an event, its date and time): new list, rename, new event. */
import { useState } from 'react';
import { HttpError } from '@kernel/http/client';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { TextField } from '@ui/text-field';
import { useContactsTranslation } from '../../locales/contacts-texts';

/** `2026-05-01T10:00` typed in the browser's zone -> an ISO time with its zone (the server refuses one without). */
export const zonedFromLocal = (local: string): string | null => (local ? new Date(local).toISOString() : null);

export function NameDialog({ title, label, initial, withTime, onClose, onSubmit }: {
  title: string;
  label: string;
  initial?: string;
  withTime?: boolean;
  onClose: () => void;
  onSubmit: (name: string, eventAt: string | null) => Promise<unknown>;
}) {
  const { t } = useContactsTranslation();
  const [name, setName] = useState(initial ?? '');
  const [when, setWhen] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open title={title} onClose={onClose} testId="name-dialog">
      <form
        className="flex flex-col gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await onSubmit(name, withTime ? zonedFromLocal(when) : null);
          } catch (err) {
            if (err instanceof HttpError) {
              const f = err.fieldErrors;
              setErrors({ name: f.name?.[0] ?? err.message, event_at: f.event_at?.[0] ?? '' });
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField label={label} value={name} onChange={(e) => setName(e.target.value)} error={errors.name || null} required data-testid="name-input" />
        {withTime && <TextField type="datetime-local" label={t('contacts.fields.eventAt')} value={when} onChange={(e) => setWhen(e.target.value)} error={errors.event_at || null} />}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t('contacts.common.cancel')}</Button>
          <Button type="submit" busy={busy} data-testid="name-save">{t('contacts.common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
