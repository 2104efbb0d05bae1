/** A lead page of contacts by source (online and blog, trial-class students): search, add one, import, add to list, delete. */
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { TextField } from '@ui/text-field';
import type { ContactSource } from '@server/modules/contacts/contracts.ts';
import { addMembers, contactsQuery, deleteContact, invalidateContacts, type Contact } from '../../api/contacts-api';
import { contactPaths, contactPortalOf } from '../../lib/contact-paths';
import { AddLeadDialog } from './add-lead-dialog';
import { ListPickerDialog } from './list-picker-dialog';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function LeadContacts({ title, intro, sources, addSource, nav }: { title: string; intro: string; sources: readonly ContactSource[]; addSource: ContactSource | null; nav: React.ReactNode }) {
  const { t } = useContactsTranslation();
  const locale = useDateLocale();
  const paths = contactPaths(contactPortalOf(useLocation().pathname));
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const filters = { sources: sources.join(','), search: params.get('search') || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(contactsQuery(filters));
  const [adding, setAdding] = useState(false);
  const [picking, setPicking] = useState<Contact | null>(null);
  const [doomed, setDoomed] = useState<Contact | null>(null);
  const toList = useMutation({
    mutationFn: ({ c, listId }: { c: Contact; listId: number }) => addMembers(listId, [c.id]),
    onSuccess: () => {
      pushToast('success', t('contacts.leads.addedToList'));
      setPicking(null);
      void invalidateContacts(client);
    },
  });
  const remove = useMutation({
    mutationFn: (c: Contact) => deleteContact(c.id),
    onSuccess: (_r, c) => {
      pushToast('success', t('contacts.leads.deleted', { email: c.email }));
      setDoomed(null);
      void invalidateContacts(client);
    },
  });
  const columns: DataListColumn<Contact>[] = [
    { key: 'email', header: t('contacts.fields.email'), className: 'font-medium text-ink', cell: (c) => c.email },
    { key: 'name', header: t('contacts.fields.name'), cell: (c) => c.name || t('contacts.common.none') },
    { key: 'phone', header: t('contacts.fields.phone'), cell: (c) => c.phone || t('contacts.common.none') },
    { key: 'source', header: t('contacts.fields.source'), cell: (c) => (c.form ? `${t(`contacts.sources.${c.source}`)}: ${c.form.title}` : t(`contacts.sources.${c.source}`)) },
    { key: 'lists', header: t('contacts.fields.lists'), cell: (c) => c.lists.map((l) => l.name).join(', ') || t('contacts.common.none') },
    { key: 'added', header: t('contacts.fields.added'), className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.created_at, locale) },
  ];
  const rowMenu = (c: Contact): RowMenuItem[] => [
    { key: 'list', label: t('contacts.leads.addToList'), onSelect: () => setPicking(c) },
    { key: 'delete', label: t('contacts.common.delete'), danger: true, onSelect: () => setDoomed(c) },
  ];
  const actions = addSource ? (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setAdding(true)} data-testid="add-lead">{t('contacts.leads.add')}</Button>
      <Link className="inline-flex items-center rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas" to={`${paths.importExport}?source=${addSource}`}>
        {t('contacts.leads.importFile')}
      </Link>
    </div>
  ) : undefined;
  return (
    <>
      <DataList
        title={title}
        intro={intro}
        primaryAction={actions}
        nav={nav}
        filters={
          <FilterForm label={t('contacts.fields.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('contacts.fields.search')} {...search.field} />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(c) => c.id}
        rowName={(c) => c.email}
        rowTestId="lead-row"
        rowMenu={rowMenu}
        caption={t('contacts.leads.caption')}
        loadFailed={t('contacts.common.loadFailed')}
        total={(count) => t('contacts.leads.total', { count })}
        empty={{ title: t('contacts.leads.emptyTitle'), description: t('contacts.leads.emptyText'), action: actions }}
        filtered={Boolean(filters.search)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(params, 'search', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {adding && addSource && (
        <AddLeadDialog
          title={t('contacts.leads.addTitle')}
          source={addSource}
          onClose={() => setAdding(false)}
          onAdded={(email) => {
            pushToast('success', t('contacts.leads.added', { email }));
            setAdding(false);
            void invalidateContacts(client);
          }}
        />
      )}
      {picking && <ListPickerDialog busy={toList.isPending} onClose={() => setPicking(null)} onPick={(listId) => toList.mutate({ c: picking, listId })} />}
      <ConfirmDialog
        open={doomed !== null}
        title={t('contacts.leads.deleteTitle')}
        body={doomed ? t('contacts.leads.deleteBody', { email: doomed.email }) : ''}
        confirmLabel={t('contacts.common.delete')}
        cancelLabel={t('contacts.common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
