/** The members of one list (or event): a DataList with search, remove (confirmed), and the page's own add action. */
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { TextField } from '@ui/text-field';
import { invalidateContacts, membersQuery, removeMember, type Contact, type ContactListSummary } from '../../api/contacts-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function ListMembers({ list, title, action, back, emptyTitle, emptyText }: { list: ContactListSummary; title: string; action: ReactNode; back: ReactNode; emptyTitle: string; emptyText: string }) {
  const { t } = useContactsTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [committed, setCommitted] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(membersQuery(list.id, { search: committed || undefined, page, per_page: 15 }));
  const [doomed, setDoomed] = useState<Contact | null>(null);
  const remove = useMutation({
    mutationFn: (c: Contact) => removeMember(list.id, c.id),
    onSuccess: () => {
      pushToast('success', t('contacts.lists.removed'));
      setDoomed(null);
      void invalidateContacts(client);
    },
  });
  const columns: DataListColumn<Contact>[] = [
    { key: 'email', header: t('contacts.fields.email'), className: 'font-medium text-ink', cell: (c) => c.email },
    { key: 'name', header: t('contacts.fields.name'), cell: (c) => c.name || t('contacts.common.none') },
    { key: 'phone', header: t('contacts.fields.phone'), cell: (c) => c.phone || t('contacts.common.none') },
    { key: 'source', header: t('contacts.fields.source'), cell: (c) => t(`contacts.sources.${c.source}`) },
    { key: 'added', header: t('contacts.fields.added'), className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.created_at, locale) },
  ];
  const rowMenu = (c: Contact): RowMenuItem[] => [{ key: 'remove', label: t('contacts.lists.remove'), danger: true, onSelect: () => setDoomed(c) }];
  return (
    <>
      <div>{back}</div>
      <DataList
        title={title}
        headingLevel={2}
        primaryAction={action}
        filters={
          <FilterForm label={t('contacts.fields.search')} columns={3} onSearch={() => { setCommitted(search); setPage(1); }}>
            <TextField label={t('contacts.fields.search')} value={search} onChange={(e) => setSearch(e.target.value)} onBlur={() => { setCommitted(search); setPage(1); }} />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(c) => c.id}
        rowName={(c) => c.email}
        rowTestId="member-row"
        rowMenu={rowMenu}
        caption={t('contacts.lists.membersCaption')}
        loadFailed={t('contacts.common.loadFailed')}
        total={(count) => t('contacts.lists.membersTotal', { count })}
        empty={{ title: emptyTitle, description: emptyText, action }}
        filtered={committed !== ''}
        onClearFilters={() => { setSearch(''); setCommitted(''); }}
        onPage={setPage}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t('contacts.lists.removeTitle')}
        body={doomed ? t('contacts.lists.removeBody', { email: doomed.email, name: list.name }) : ''}
        confirmLabel={t('contacts.lists.remove')}
        cancelLabel={t('contacts.common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
