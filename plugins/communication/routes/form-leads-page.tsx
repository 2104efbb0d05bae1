/**
 * Form leads (…/interaction/form): the centre's forms; set one up (which fields hold the e-mail, name, phone, and a
 * list) so its new responses become contacts, import its past responses, or stop (confirmed).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushToast } from '@kernel/notify/toasts';
import { Badge } from '@ui/badge';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, wholeList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { deleteFormSource, importPastResponses, invalidateContacts, leadFormsQuery, type LeadForm } from '../api/contacts-api';
import { ContactsNav } from '../components/contacts/contacts-nav';
import { FormSourceDialog } from '../components/contacts/form-source-dialog';
import { useContactsTranslation } from '../locales/contacts-texts';

export default function FormLeadsPage() {
  const { t } = useContactsTranslation();
  const client = useQueryClient();
  const query = useQuery(leadFormsQuery());
  const [editing, setEditing] = useState<LeadForm | null>(null);
  const [stopping, setStopping] = useState<LeadForm | null>(null);
  const past = useMutation({
    mutationFn: (f: LeadForm) => importPastResponses(f.source!.id),
    onSuccess: (r) => {
      pushToast('success', t('contacts.forms.pastDone', { created: r.created }));
      void invalidateContacts(client);
    },
  });
  const stop = useMutation({
    mutationFn: (f: LeadForm) => deleteFormSource(f.source!.id),
    onSuccess: (_r, f) => {
      pushToast('success', t('contacts.forms.stopped', { title: f.title }));
      setStopping(null);
      void invalidateContacts(client);
    },
  });
  const columns: DataListColumn<LeadForm>[] = [
    { key: 'title', header: t('contacts.forms.form'), className: 'font-medium text-ink', cell: (f) => f.title },
    { key: 'responses', header: t('contacts.forms.responses'), cell: (f) => f.responses_count },
    { key: 'state', header: t('contacts.forms.state'), testId: 'form-feeding', cell: (f) => <Badge tone={f.source ? 'primary' : 'warning'}>{f.source ? t('contacts.forms.feeding') : t('contacts.forms.notFeeding')}</Badge> },
    { key: 'leads', header: t('contacts.forms.leads'), cell: (f) => f.source?.contacts_count ?? 0 },
  ];
  const rowMenu = (f: LeadForm): RowMenuItem[] =>
    f.source
      ? [
          { key: 'change', label: t('contacts.forms.change'), onSelect: () => setEditing(f) },
          { key: 'past', label: t('contacts.forms.importPast'), onSelect: () => past.mutate(f) },
          { key: 'stop', label: t('contacts.forms.stop'), danger: true, onSelect: () => setStopping(f) },
        ]
      : [{ key: 'setup', label: t('contacts.forms.setUp'), onSelect: () => setEditing(f) }];
  return (
    <div className="flex flex-col gap-5">
      <DataList
        title={t('contacts.forms.title')}
        intro={t('contacts.forms.intro')}
        nav={<ContactsNav />}
        query={query.data ? wholeList(query.data.items) : query}
        columns={columns}
        rowKey={(f) => f.id}
        rowName={(f) => f.title}
        rowTestId="lead-form-row"
        rowMenu={rowMenu}
        caption={t('contacts.forms.caption')}
        loadFailed={t('contacts.common.loadFailed')}
        total={(count) => t('contacts.forms.total', { count })}
        empty={{ title: t('contacts.forms.emptyTitle'), description: t('contacts.forms.emptyText') }}
        onPage={() => undefined}
      />
      {editing && (
        <FormSourceDialog
          form={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            pushToast('success', t('contacts.forms.saved', { title: editing.title }));
            setEditing(null);
            void invalidateContacts(client);
          }}
        />
      )}
      <ConfirmDialog
        open={stopping !== null}
        title={t('contacts.forms.stopTitle')}
        body={stopping ? t('contacts.forms.stopBody', { title: stopping.title }) : ''}
        confirmLabel={t('contacts.forms.stop')}
        cancelLabel={t('contacts.common.cancel')}
        busy={stop.isPending}
        onConfirm={() => stopping && stop.mutate(stopping)}
        onClose={() => setStopping(null)}
      />
    </div>
  );
}
