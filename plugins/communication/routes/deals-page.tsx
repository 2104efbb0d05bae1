/**
 * The deals (…/interaction/deal): the board by stage (drag, or the keyboard's move buttons and stage select) or the
 * same deals as a list (?view=list). A move shows at once and is undone if the server refuses it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, wholeList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { PageSpinner } from '@ui/spinner';
import { ListLoadError } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { dealsQuery, deleteDeal, invalidateContacts, moveDeal, summaryQuery, type Deal, type DealStage } from '../api/contacts-api';
import { ContactsNav } from '../components/contacts/contacts-nav';
import { DealBoard } from '../components/contacts/deal-board';
import { DealDialog } from '../components/contacts/deal-dialog';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { money, withStage } from '../lib/deal-board';
import { useContactsTranslation } from '../locales/contacts-texts';

export default function DealsPage() {
  const { t, i18n } = useContactsTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [search, setSearch] = useState('');
  const query = useQuery(dealsQuery(search));
  const currency = useQuery(summaryQuery()).data?.currency ?? '';
  const [editing, setEditing] = useState<Deal | 'new' | null>(null);
  const [doomed, setDoomed] = useState<Deal | null>(null);
  const [message, setMessage] = useState('');
  const key = dealsQuery(search).queryKey;

  const move = useMutation({
    // moves run one after another, in the order made: two quick moves must land in that order
    scope: { id: 'deal-move' },
    mutationFn: ({ deal, stage }: { deal: Deal; stage: DealStage }) => moveDeal(deal.id, stage),
    onMutate: async ({ deal, stage }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      client.setQueryData(key, (old) => (old ? { ...old, items: withStage(old.items, deal.id, stage) } : old));
      setMessage(t('contacts.deals.moved', { title: deal.title, stage: t(`contacts.stages.${stage}`) }));
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) client.setQueryData(key, ctx.before);
      pushToast('error', t('contacts.deals.moveFailed'));
    },
    // refetch once the last queued move is done, so an answer never undoes a move still waiting its turn
    onSettled: () => {
      if (client.isMutating({ mutationKey: undefined, predicate: (m) => m.options.scope?.id === 'deal-move' }) <= 1) void invalidateContacts(client);
    },
  });
  const remove = useMutation({
    mutationFn: (d: Deal) => deleteDeal(d.id),
    onSuccess: (_r, d) => {
      pushToast('success', t('contacts.deals.deleted', { title: d.title }));
      setDoomed(null);
      void invalidateContacts(client);
    },
  });

  const deals = query.data?.items ?? [];
  const columns: DataListColumn<Deal>[] = [
    { key: 'title', header: t('contacts.deals.dealTitle'), className: 'font-medium text-ink', cell: (d) => d.title },
    { key: 'contact', header: t('contacts.deals.contact'), cell: (d) => d.contact.name || d.contact.email },
    { key: 'stage', header: t('contacts.deals.stage'), testId: 'deal-stage', cell: (d) => t(`contacts.stages.${d.stage}`) },
    { key: 'value', header: t('contacts.deals.value'), cell: (d) => `${currency} ${money(d.value_minor, i18n.language)}` },
    { key: 'owner', header: t('contacts.deals.owner'), cell: (d) => d.owner?.full_name ?? t('contacts.common.none') },
    { key: 'moved', header: t('contacts.deals.movedAt'), className: 'whitespace-nowrap', cell: (d) => formatDisplayDate(d.stage_changed_at, locale) },
  ];
  const rowMenu = (d: Deal): RowMenuItem[] => [
    { key: 'edit', label: t('contacts.deals.edit'), onSelect: () => setEditing(d) },
    { key: 'delete', label: t('contacts.common.delete'), danger: true, onSelect: () => setDoomed(d) },
  ];
  const create = (
    <Button onClick={() => setEditing('new')} data-testid="create-deal">
      {t('contacts.deals.create')}
    </Button>
  );
  const viewButton = (v: 'board' | 'list') => (
    <Button variant={view === v ? 'primary' : 'secondary'} aria-pressed={view === v} onClick={() => setParams(v === 'list' ? { view: 'list' } : {})} data-testid={`deal-view-${v}`}>
      {t(`contacts.deals.${v}`)}
    </Button>
  );
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('contacts.deals.title')}</h1>
          <p className="text-sm text-muted">{t('contacts.deals.intro')}</p>
        </div>
        {create}
      </div>
      <ContactsNav />
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('contacts.deals.views')} className="flex gap-2">
          {viewButton('board')}
          {viewButton('list')}
        </div>
        <div className="min-w-60">
          <TextField label={t('contacts.deals.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {view === 'board' ? (
        query.isPending ? (
          <PageSpinner label={t('contacts.common.loading')} />
        ) : query.isError ? (
          <ListLoadError message={t('contacts.common.loadFailed')} retryLabel={t('contacts.common.retry')} onRetry={() => void query.refetch()} />
        ) : (
          <DealBoard deals={deals} currency={currency} message={message} onMove={(deal, stage) => move.mutate({ deal, stage })} onEdit={setEditing} onDelete={setDoomed} />
        )
      ) : (
        <DataList
          query={query.data ? wholeList(deals) : query}
          columns={columns}
          rowKey={(d) => d.id}
          rowName={(d) => d.title}
          rowTestId="deal-row"
          rowMenu={rowMenu}
          caption={t('contacts.deals.caption')}
          loadFailed={t('contacts.common.loadFailed')}
          total={(count) => t('contacts.deals.total', { count })}
          empty={{ title: t('contacts.deals.emptyTitle'), description: t('contacts.deals.emptyText'), action: create }}
          onPage={() => undefined}
        />
      )}
      {editing !== null && (
        <DealDialog
          deal={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={(d, created) => {
            pushToast('success', created ? t('contacts.deals.created', { title: d.title }) : t('contacts.deals.saved', { title: d.title }));
            setEditing(null);
            void invalidateContacts(client);
          }}
        />
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={t('contacts.deals.deleteTitle')}
        body={doomed ? t('contacts.deals.deleteBody', { title: doomed.title }) : ''}
        confirmLabel={t('contacts.common.delete')}
        cancelLabel={t('contacts.common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </div>
  );
}
