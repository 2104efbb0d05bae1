/** A lead page of events (seminars, webinars, workshops): the events of that kind, and `?event=<id>` its attendees. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import type { ContactSource } from '@server/modules/contacts/contracts.ts';
import { createList, invalidateContacts, listQuery, listsQuery, type ContactListSummary } from '../../api/contacts-api';
import { AddLeadDialog } from './add-lead-dialog';
import { ListMembers } from './list-members';
import { NameDialog } from './name-dialog';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useContactsTranslation } from '../../locales/contacts-texts';

export function LeadEvents({ title, intro, kind, addSource, nav }: { title: string; intro: string; kind: 'seminar' | 'webinar' | 'workshop'; addSource: ContactSource; nav: React.ReactNode }) {
  const { t } = useContactsTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('event')) || null;
  const query = useQuery(listsQuery({ kind, page: Number(params.get('page')) || 1, per_page: 15 }));
  const event = useQuery({ ...listQuery(eventId ?? 0), enabled: eventId !== null });
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<ContactListSummary | null>(null);
  const create = <Button onClick={() => setCreating(true)} data-testid="create-event">{t('contacts.leads.events.create')}</Button>;
  const columns: DataListColumn<ContactListSummary>[] = [
    { key: 'name', header: t('contacts.leads.events.name'), className: 'font-medium text-ink', cell: (l) => <Link className="text-primary-700 underline-offset-2 hover:underline" to={`?event=${l.id}`}>{l.name}</Link> },
    { key: 'when', header: t('contacts.fields.eventAt'), className: 'whitespace-nowrap', cell: (l) => (l.event_at ? formatDisplayDate(l.event_at, locale) : t('contacts.common.none')) },
    { key: 'members', header: t('contacts.leads.events.attendees'), cell: (l) => l.members_count },
  ];
  return (
    <>
      {eventId !== null ? (
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-2xl font-semibold text-ink">{title}</h1>
            <p className="text-sm text-muted">{intro}</p>
          </div>
          {nav}
          {event.isPending ? (
            <PageSpinner label={t('contacts.common.loading')} />
          ) : event.isError || !event.data ? (
            <ListLoadError message={t('contacts.common.loadFailed')} retryLabel={t('contacts.common.retry')} onRetry={() => void event.refetch()} />
          ) : (
            <ListMembers
              list={event.data}
              title={t('contacts.leads.events.attendeesOf', { name: event.data.name })}
              back={<Link className="text-sm text-primary-700 underline-offset-2 hover:underline" to="?">← {t('contacts.leads.events.back')}</Link>}
              action={<Button onClick={() => setAdding(event.data!)} data-testid="add-attendee">{t('contacts.leads.events.addAttendee')}</Button>}
              emptyTitle={t('contacts.leads.events.attendeesEmpty')}
              emptyText={t('contacts.leads.events.attendeesEmptyText')}
            />
          )}
        </div>
      ) : (
        <DataList
          title={title}
          intro={intro}
          primaryAction={create}
          nav={nav}
          query={query}
          columns={columns}
          rowKey={(l) => l.id}
          rowName={(l) => l.name}
          rowTestId="event-row"
          caption={t('contacts.leads.events.caption')}
          loadFailed={t('contacts.common.loadFailed')}
          total={(count) => t('contacts.leads.events.total', { count })}
          empty={{ title: t('contacts.leads.events.emptyTitle'), description: t('contacts.leads.events.emptyText'), action: create }}
          onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
        />
      )}
      {creating && (
        <NameDialog
          title={t('contacts.leads.events.createTitle')}
          label={t('contacts.leads.events.name')}
          withTime
          onClose={() => setCreating(false)}
          onSubmit={async (name, eventAt) => {
            const l = await createList({ name, kind, event_at: eventAt });
            pushToast('success', t('contacts.leads.events.created', { name: l.name }));
            setCreating(false);
            void invalidateContacts(client);
          }}
        />
      )}
      {adding && (
        <AddLeadDialog
          title={t('contacts.leads.events.addAttendee')}
          source={addSource}
          listId={adding.id}
          onClose={() => setAdding(null)}
          onAdded={(email) => {
            pushToast('success', t('contacts.leads.added', { email }));
            setAdding(null);
            void invalidateContacts(client);
          }}
        />
      )}
    </>
  );
}
