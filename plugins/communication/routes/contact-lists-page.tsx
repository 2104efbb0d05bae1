/**
 * The lists (…/interaction/create-list): create, rename, export, delete (confirmed; the contacts stay); `?list=<id>`
 * opens a list's members (add contacts of the centre, remove, confirmed).
 */
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { createList, deleteList, listQuery, downloadContactsCsv, invalidateContacts, listsQuery, updateList, type ContactListSummary } from '../api/contacts-api';
import { AddContactsDialog } from '../components/contacts/add-contacts-dialog';
import { ContactsNav } from '../components/contacts/contacts-nav';
import { ListMembers } from '../components/contacts/list-members';
import { NameDialog } from '../components/contacts/name-dialog';
import { contactPaths, contactPortalOf } from '../lib/contact-paths';
import { useContactsTranslation } from '../locales/contacts-texts';

export default function ContactListsPage() {
  const { t } = useContactsTranslation();
  const paths = contactPaths(contactPortalOf(useLocation().pathname));
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('list')) || null;
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const filters = { search: params.get('search') || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(listsQuery(filters));
  const open = useQuery({ ...listQuery(openId ?? 0), enabled: openId !== null });
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'rename'; list: ContactListSummary } | null>(null);
  const [adding, setAdding] = useState<ContactListSummary | null>(null);
  const [doomed, setDoomed] = useState<ContactListSummary | null>(null);
  const remove = useMutation({
    mutationFn: (l: ContactListSummary) => deleteList(l.id),
    onSuccess: (_r, l) => {
      pushToast('success', t('contacts.lists.deleted', { name: l.name }));
      setDoomed(null);
      if (openId === l.id) setParams({});
      void invalidateContacts(client);
    },
  });

  const create = (
    <Button onClick={() => setDialog({ kind: 'create' })} data-testid="create-list">
      {t('contacts.lists.create')}
    </Button>
  );
  const columns: DataListColumn<ContactListSummary>[] = [
    { key: 'name', header: t('contacts.fields.listName'), className: 'font-medium text-ink', cell: (l) => <Link className="text-primary-700 underline-offset-2 hover:underline" to={`?list=${l.id}`}>{l.name}</Link> },
    { key: 'kind', header: t('contacts.fields.kind'), cell: (l) => t(`contacts.kinds.${l.kind}`) },
    { key: 'members', header: t('contacts.fields.members'), testId: 'list-members', cell: (l) => l.members_count },
  ];
  const rowMenu = (l: ContactListSummary): RowMenuItem[] => [
    { key: 'members', label: t('contacts.lists.members'), to: `?list=${l.id}` },
    { key: 'rename', label: t('contacts.lists.rename'), onSelect: () => setDialog({ kind: 'rename', list: l }) },
    { key: 'export', label: t('contacts.lists.export'), onSelect: () => void downloadContactsCsv(l.id, `${l.name}.csv`) },
    { key: 'delete', label: t('contacts.common.delete'), danger: true, onSelect: () => setDoomed(l) },
  ];

  return (
    <div className="flex flex-col gap-5">
      <ContactsNav />
      {openId !== null ? (
        open.isPending ? (
          <PageSpinner label={t('contacts.common.loading')} />
        ) : open.isError || !open.data ? (
          <ListLoadError message={t('contacts.common.loadFailed')} retryLabel={t('contacts.common.retry')} onRetry={() => void open.refetch()} />
        ) : (
          <ListMembers
            list={open.data}
            title={t('contacts.lists.membersOf', { name: open.data.name })}
            back={<Link className="text-sm text-primary-700 underline-offset-2 hover:underline" to={paths.lists}>← {t('contacts.lists.backToLists')}</Link>}
            action={<Button onClick={() => setAdding(open.data!)} data-testid="add-contacts">{t('contacts.lists.addContacts')}</Button>}
            emptyTitle={t('contacts.lists.membersEmpty')}
            emptyText={t('contacts.lists.membersEmptyText')}
          />
        )
      ) : (
        <DataList
          title={t('contacts.lists.title')}
          intro={t('contacts.lists.intro')}
          primaryAction={create}
          filters={
            <FilterForm label={t('contacts.fields.search')} columns={3} onSearch={search.commit}>
              <TextField label={t('contacts.fields.search')} {...search.field} />
            </FilterForm>
          }
          query={query}
          columns={columns}
          rowKey={(l) => l.id}
          rowName={(l) => l.name}
          rowTestId="list-row"
          rowMenu={rowMenu}
          caption={t('contacts.lists.caption')}
          loadFailed={t('contacts.common.loadFailed')}
          total={(count) => t('contacts.lists.total', { count })}
          empty={{ title: t('contacts.lists.emptyTitle'), description: t('contacts.lists.emptyText'), action: create }}
          filtered={Boolean(filters.search)}
          onClearFilters={() => {
            search.clear();
            setParams(withListParam(params, 'search', ''));
          }}
          onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
        />
      )}
      {dialog && (
        <NameDialog
          title={dialog.kind === 'create' ? t('contacts.lists.createTitle') : t('contacts.lists.renameTitle')}
          label={t('contacts.fields.listName')}
          initial={dialog.kind === 'rename' ? dialog.list.name : ''}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const l = dialog.kind === 'create' ? await createList({ name }) : await updateList(dialog.list.id, { name });
            pushToast('success', dialog.kind === 'create' ? t('contacts.lists.created', { name: l.name }) : t('contacts.lists.renamed', { name: l.name }));
            setDialog(null);
            void invalidateContacts(client);
          }}
        />
      )}
      {adding && <AddContactsDialog list={adding} onClose={() => setAdding(null)} />}
      <ConfirmDialog
        open={doomed !== null}
        title={t('contacts.lists.deleteTitle')}
        body={doomed ? t('contacts.lists.deleteBody', { name: doomed.name, count: doomed.members_count }) : ''}
        confirmLabel={t('contacts.common.delete')}
        cancelLabel={t('contacts.common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </div>
  );
}
