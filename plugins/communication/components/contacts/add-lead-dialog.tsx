/**
 * Add one person (e-mail, name, phone) as a contact of a source, optionally onto a list. It goes through the import
 * (one row), so an address the centre already has is not refused: it joins the list and gets its missing name or phone.
 */
import { useState } from 'react';
import { HttpError } from '@kernel/http/client';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { TextField } from '@ui/text-field';
import type { ContactSource } from '@server/modules/contacts/contracts.ts';
import { importContacts } from '../../api/contacts-api';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function AddLeadDialog({ title, source, listId, onClose, onAdded }: { title: string; source: ContactSource; listId?: number; onClose: () => void; onAdded: (email: string) => void }) {
  const { t } = useContactsTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const r = await importContacts({ rows: [{ email, name, phone }], source, ...(listId ? { list_id: listId } : {}) });
      if (r.errors.length) setErrors(Object.fromEntries(r.errors.map((e) => [e.field, e.message])));
      else onAdded(email);
    } catch (e) {
      if (e instanceof HttpError) setErrors({ email: e.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={title} onClose={onClose} testId="add-lead-dialog">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField type="email" label={t('contacts.fields.email')} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email ?? null} required />
        <TextField label={t('contacts.fields.name')} value={name} onChange={(e) => setName(e.target.value)} error={errors.name ?? null} />
        <TextField type="tel" label={t('contacts.fields.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone ?? null} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t('contacts.common.cancel')}</Button>
          <Button type="submit" busy={busy}>{t('contacts.common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
