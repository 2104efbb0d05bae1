/**
 * /teacher/communication/interaction/campaign: the centre's campaigns (search, status), a new or draft campaign in
 * the editor dialog, send and cancel (each confirmed, naming the campaign), delete (confirmed), and one campaign's
 * counts and recipients under the list (`?open=<id>`, the link the 'campaign.finished' notification carries).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import {
  campaignListQuery, cancelCampaign, deleteCampaign, invalidateCampaigns, sendCampaign, type CampaignDetail, type CampaignSummary,
} from '../api/campaigns-api';
import { http, type ApiEnvelope } from '@kernel/http/client';
import { CampaignDetailPanel } from '../components/campaigns/campaign-detail';
import { CampaignEditor } from '../components/campaigns/campaign-editor';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useCampaignTranslation } from '../locales/campaign-texts';

type Pending = { kind: 'send' | 'cancel' | 'delete'; c: CampaignSummary } | null;

export default function CampaignListPage() {
  const { t } = useCampaignTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = useSearchDraft(params.get('search') ?? '', (v) => setParams(withListParam(params, 'search', v)));
  const status = params.get('status') ?? '';
  const open = Number(params.get('open')) || null;
  const filters = { search: params.get('search') || undefined, status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery({ ...campaignListQuery(filters), refetchInterval: (q) => (q.state.data?.items.some((c) => c.status === 'sending') ? 3000 : false) });
  const [editing, setEditing] = useState<{ campaign: CampaignDetail | null } | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const act = useMutation({
    mutationFn: async (p: NonNullable<Pending>) => {
      if (p.kind === 'send') await sendCampaign(p.c.id);
      else if (p.kind === 'cancel') await cancelCampaign(p.c.id);
      else await deleteCampaign(p.c.id);
      return p;
    },
    onSuccess: (p) => {
      pushToast('success', t(p.kind === 'send' ? 'campaigns.list.sending' : p.kind === 'cancel' ? 'campaigns.list.cancelled' : 'campaigns.list.deleted', { name: p.c.name }));
      setPending(null);
      if (p.kind === 'send') setParams(withListParam(params, 'open', String(p.c.id)));
      if (p.kind === 'delete' && open === p.c.id) setParams(withListParam(params, 'open', ''));
      void invalidateCampaigns(client);
    },
  });
  const edit = async (c: CampaignSummary) => {
    const detail = (await http.get<ApiEnvelope<CampaignDetail>>(`campaigns/${c.id}`)).data;
    setEditing({ campaign: detail });
  };

  const columns: DataListColumn<CampaignSummary>[] = [
    {
      key: 'name',
      header: t('campaigns.list.columns.name'),
      className: 'font-medium text-ink',
      cell: (c) => (
        <button type="button" className="text-left text-primary-700 underline-offset-2 hover:underline" onClick={() => setParams(withListParam(params, 'open', String(c.id)))}>
          {c.name}
        </button>
      ),
    },
    { key: 'status', header: t('campaigns.list.columns.status'), testId: 'campaign-status', cell: (c) => t(`campaigns.status.${c.status}`) },
    { key: 'audience', header: t('campaigns.list.columns.audience'), cell: (c) => c.audience_name ?? t(`campaigns.audience.kinds.${c.audience.kind}`) },
    { key: 'recipients', header: t('campaigns.list.columns.recipients'), testId: 'campaign-total', cell: (c) => c.counts.total },
    { key: 'sent', header: t('campaigns.list.columns.sent'), testId: 'campaign-sent', cell: (c) => c.counts.sent },
    { key: 'failed', header: t('campaigns.list.columns.failed'), cell: (c) => c.counts.failed },
    { key: 'skipped', header: t('campaigns.list.columns.skipped'), testId: 'campaign-skipped', cell: (c) => c.counts.skipped },
    { key: 'created', header: t('campaigns.list.columns.created'), className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.created_at, locale) },
  ];
  const rowMenu = (c: CampaignSummary): RowMenuItem[] => [
    { key: 'open', label: t('campaigns.list.open'), onSelect: () => setParams(withListParam(params, 'open', String(c.id))) },
    ...(c.status === 'draft'
      ? [
          { key: 'edit', label: t('campaigns.list.edit'), onSelect: () => void edit(c) },
          { key: 'send', label: t('campaigns.list.send'), onSelect: () => setPending({ kind: 'send', c }) },
        ]
      : []),
    ...(c.status === 'sending' ? [{ key: 'cancel', label: t('campaigns.list.cancelSending'), onSelect: () => setPending({ kind: 'cancel', c }) }] : []),
    ...(c.status !== 'sending' ? [{ key: 'delete', label: t('campaigns.list.delete'), danger: true, onSelect: () => setPending({ kind: 'delete', c }) }] : []),
  ];
  const create = (
    <Button onClick={() => setEditing({ campaign: null })} data-testid="create-campaign">
      {t('campaigns.list.create')}
    </Button>
  );
  const confirmText = pending
    ? {
        send: { title: t('campaigns.list.sendTitle'), body: t('campaigns.list.sendBody', { name: pending.c.name }), label: t('campaigns.list.send') },
        cancel: { title: t('campaigns.list.cancelTitle'), body: t('campaigns.list.cancelBody', { name: pending.c.name }), label: t('campaigns.list.cancelSending') },
        delete: { title: t('campaigns.list.deleteTitle'), body: t('campaigns.list.deleteBody', { name: pending.c.name }), label: t('campaigns.list.delete') },
      }[pending.kind]
    : null;
  return (
    <>
      <DataList
        title={t('campaigns.list.title')}
        intro={t('campaigns.list.intro')}
        primaryAction={create}
        filters={
          <FilterForm label={t('campaigns.list.search')} columns={3} onSearch={search.commit}>
            <TextField label={t('campaigns.list.search')} {...search.field} />
            <FilterPills
              label={t('campaigns.list.columns.status')}
              allLabel={t('campaigns.status.all')}
              options={(['draft', 'sending', 'sent', 'cancelled'] as const).map((s) => ({ value: s, label: t(`campaigns.status.${s}`) }))}
              value={status}
              onChange={(v: string) => setParams(withListParam(params, 'status', v))}
            />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(c) => c.id}
        rowName={(c) => c.name}
        rowTestId="campaign-row"
        rowMenu={rowMenu}
        caption={t('campaigns.list.title')}
        loadFailed={t('campaigns.list.loadFailed')}
        total={(count) => t('campaigns.list.total', { count })}
        empty={{ title: t('campaigns.list.emptyTitle'), description: t('campaigns.list.emptyDescription'), action: create }}
        filtered={Boolean(filters.search || filters.status)}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'status', ''));
        }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {open && <CampaignDetailPanel key={open} id={open} onClose={() => setParams(withListParam(params, 'open', ''))} />}
      {editing && <CampaignEditor key={editing.campaign?.id ?? 'new'} open campaign={editing.campaign} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={pending !== null}
        title={confirmText?.title ?? ''}
        body={confirmText?.body ?? ''}
        confirmLabel={confirmText?.label ?? ''}
        cancelLabel={t('campaigns.common.cancel')}
        busy={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
