/** Pick one of the centre's lists (add to list). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { listsQuery } from '../../api/contacts-api';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function ListPickerDialog({ onClose, onPick, busy }: { onClose: () => void; onPick: (listId: number) => void; busy?: boolean }) {
  const { t } = useContactsTranslation();
  const lists = useQuery(listsQuery({ per_page: 100 }));
  const [value, setValue] = useState('');
  return (
    <Dialog open title={t('contacts.leads.addToListTitle')} onClose={onClose} testId="list-picker">
      <div className="flex flex-col gap-3">
        <SelectField
          label={t('contacts.import.pickList')}
          name="list"
          value={value}
          placeholder={t('contacts.import.pickListPlaceholder')}
          options={(lists.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          onChange={setValue}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t('contacts.common.cancel')}</Button>
          <Button disabled={!value} busy={busy} onClick={() => onPick(Number(value))}>{t('contacts.leads.addToList')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
