/**
 * Create or edit a deal: its contact (found by e-mail or name), title, value, owner and notes. The server's 422s land
 * on the fields.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { contactsQuery, createDeal, ownersQuery, updateDeal, type Deal } from '../../api/contacts-api';
import { toMinor } from '../../lib/deal-board';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function DealDialog({ deal, currency, onClose, onSaved }: { deal: Deal | null; currency: string; onClose: () => void; onSaved: (d: Deal, created: boolean) => void }) {
  const { t } = useContactsTranslation();
  const [search, setSearch] = useState('');
  const [contactId, setContactId] = useState(deal ? String(deal.contact.id) : '');
  const [title, setTitle] = useState(deal?.title ?? '');
  const [value, setValue] = useState(deal ? String(deal.value_minor / 100) : '');
  const [ownerId, setOwnerId] = useState(deal?.owner ? String(deal.owner.id) : '');
  const [notes, setNotes] = useState(deal?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const contacts = useQuery({ ...contactsQuery({ search: search || undefined, per_page: 20 }), enabled: deal === null });
  const owners = useQuery(ownersQuery());

  const options = (contacts.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name ? `${c.name} <${c.email}>` : c.email }));
  const save = async () => {
    const minor = toMinor(value);
    if (minor === null) {
      setErrors({ value_minor: t('contacts.deals.valueInvalid') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const owner = ownerId ? Number(ownerId) : null;
      const saved = deal
        ? await updateDeal(deal.id, { title, value_minor: minor, owner_id: owner, notes })
        : await createDeal({ contact_id: Number(contactId) || 0, title, value_minor: minor, owner_id: ownerId ? owner : undefined, notes });
      onSaved(saved, deal === null);
    } catch (e) {
      if (e instanceof HttpError) {
        const f = e.fieldErrors;
        setErrors(Object.keys(f).length ? Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v[0] ?? ''])) : { title: e.message });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={deal ? t('contacts.deals.editTitle') : t('contacts.deals.createTitle')} onClose={onClose} testId="deal-dialog" maxWidth={560}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {deal === null && (
          <>
            <TextField label={t('contacts.deals.findContact')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="deal-contact-search" />
            <SelectField
              label={t('contacts.deals.pickContact')}
              name="contact_id"
              value={contactId}
              options={options}
              placeholder={t('contacts.deals.pickContactPlaceholder')}
              onChange={setContactId}
              error={errors.contact_id ?? null}
              hint={contacts.data && options.length === 0 ? t('contacts.deals.noContacts') : undefined}
            />
          </>
        )}
        <TextField label={t('contacts.deals.dealTitle')} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title ?? null} required data-testid="deal-title" />
        <TextField label={t('contacts.deals.value')} hint={t('contacts.deals.valueHint', { currency })} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} error={errors.value_minor ?? null} />
        <SelectField
          label={t('contacts.deals.owner')}
          name="owner_id"
          value={ownerId}
          options={[{ value: '', label: t('contacts.deals.noOwner') }, ...(owners.data?.items ?? []).map((o) => ({ value: String(o.id), label: o.full_name }))]}
          onChange={setOwnerId}
          error={errors.owner_id ?? null}
        />
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('contacts.deals.notes')}
          <textarea className="min-h-20 rounded-md border border-line bg-surface px-3 py-2" value={notes} onChange={(e) => setNotes(e.target.value)} />
          {errors.notes && <span className="text-danger-700">{errors.notes}</span>}
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t('contacts.common.cancel')}</Button>
          <Button type="submit" busy={busy} data-testid="deal-save">{t('contacts.common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
