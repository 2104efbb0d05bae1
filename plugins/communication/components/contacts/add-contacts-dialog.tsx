/** Find contacts of the centre by e-mail or name and add them to a list one by one. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { TextField } from '@ui/text-field';
import { addMembers, contactsQuery, invalidateContacts, type ContactListSummary } from '../../api/contacts-api';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function AddContactsDialog({ list, onClose }: { list: ContactListSummary; onClose: () => void }) {
  const { t } = useContactsTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const found = useQuery(contactsQuery({ search: search || undefined, per_page: 10 }));
  const add = useMutation({ mutationFn: (id: number) => addMembers(list.id, [id]), onSuccess: () => void invalidateContacts(client) });
  const items = found.data?.items ?? [];
  return (
    <Dialog open title={t('contacts.lists.addTitle', { name: list.name })} onClose={onClose} testId="add-contacts" maxWidth={560}>
      <div className="flex flex-col gap-3">
        <TextField label={t('contacts.lists.addSearch')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        {found.isError && <p className="text-sm text-danger-700">{t('contacts.common.loadFailed')}</p>}
        {found.data && items.length === 0 && <p className="text-sm text-muted">{t('contacts.lists.noMatches')}</p>}
        <ul className="flex flex-col gap-1" aria-live="polite">
          {items.map((c) => {
            const on = c.lists.some((l) => l.id === list.id);
            return (
              <li key={c.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">{c.name ? `${c.name} <${c.email}>` : c.email}</span>
                {on ? (
                  <span className="text-muted">{t('contacts.lists.alreadyOn')}</span>
                ) : (
                  <Button variant="secondary" className="px-2 py-1 text-xs" busy={add.isPending && add.variables === c.id} onClick={() => add.mutate(c.id)} aria-label={`${t('contacts.lists.addOne')} ${c.email}`}>
                    {t('contacts.lists.addOne')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>{t('contacts.common.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
