/** Which fields of a form hold the e-mail, name and phone, and a list to add its leads to. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { listsQuery, saveFormSource, type LeadForm } from '../../api/contacts-api';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function FormSourceDialog({ form, onClose, onSaved }: { form: LeadForm; onClose: () => void; onSaved: () => void }) {
  const { t } = useContactsTranslation();
  const lists = useQuery(listsQuery({ per_page: 100 }));
  const s = form.source;
  // a best guess for a new mapping: the first field whose label says e-mail
  const guess = form.fields.find((f) => /mail/i.test(f.label))?.id ?? '';
  const [email, setEmail] = useState(s?.email_field ?? guess);
  const [name, setName] = useState(s?.name_field ?? '');
  const [phone, setPhone] = useState(s?.phone_field ?? '');
  const [list, setList] = useState(s?.list_id ? String(s.list_id) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fieldOptions = form.fields.map((f) => ({ value: f.id, label: f.label }));
  const optional = [{ value: '', label: t('contacts.forms.noField') }, ...fieldOptions];
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await saveFormSource({ form_id: form.id, email_field: email, name_field: name || null, phone_field: phone || null, list_id: list ? Number(list) : null });
      onSaved();
    } catch (e) {
      if (e instanceof HttpError) {
        const f = e.fieldErrors;
        setErrors(Object.keys(f).length ? Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v[0] ?? ''])) : { email_field: e.message });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={t('contacts.forms.dialogTitle', { title: form.title })} onClose={onClose} testId="form-source-dialog">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <SelectField label={t('contacts.forms.emailField')} name="email_field" value={email} placeholder={t('contacts.forms.pick')} options={fieldOptions} onChange={setEmail} error={errors.email_field ?? null} />
        <SelectField label={t('contacts.forms.nameField')} name="name_field" value={name} options={optional} onChange={setName} error={errors.name_field ?? null} />
        <SelectField label={t('contacts.forms.phoneField')} name="phone_field" value={phone} options={optional} onChange={setPhone} error={errors.phone_field ?? null} />
        <SelectField
          label={t('contacts.forms.listField')}
          name="list_id"
          value={list}
          options={[{ value: '', label: t('contacts.forms.noList') }, ...(lists.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
          onChange={setList}
          error={errors.list_id ?? null}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t('contacts.common.cancel')}</Button>
          <Button type="submit" disabled={!email} busy={busy}>{t('contacts.common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
