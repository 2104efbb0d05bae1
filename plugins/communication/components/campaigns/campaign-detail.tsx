/**
 * One campaign under the list (`?open=<id>`): its counts (asked again every 3 s while it is being sent) and its
 * recipients with what became of each mail, filterable by state.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { formatDisplayDate } from '@kernel/dates/format';
import { campaignQuery, recipientsQuery, type RecipientStatus } from '../../api/campaigns-api';
import { useCampaignTranslation } from '../../locales/campaign-texts';
import { useDateLocale } from '@kernel/dates/use-date-locale';

type Row = { id: number; email: string; name: string; status: RecipientStatus; sent_at: string | null };
const COUNT_KEYS = ['total', 'pending', 'queued', 'sent', 'failed', 'skipped', 'unsubscribed'] as const;

export function CampaignDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useCampaignTranslation();
  const locale = useDateLocale();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const campaign = useQuery(campaignQuery(id));
  const recipients = useQuery({ ...recipientsQuery(id, { status: status || undefined, page, per_page: 15 }), refetchInterval: campaign.data?.status === 'sending' ? 3000 : false });
  if (campaign.isPending) return <Skeleton className="h-32" />;
  if (campaign.isError)
    return (
      <Alert variant="error">
        {t('campaigns.common.loadFailed')}{' '}
        <Button variant="ghost" onClick={() => void campaign.refetch()}>
          {t('campaigns.common.retry')}
        </Button>
      </Alert>
    );
  const c = campaign.data;
  const columns: DataListColumn<Row>[] = [
    { key: 'email', header: t('campaigns.detail.columns.email'), cell: (r) => r.email },
    { key: 'name', header: t('campaigns.detail.columns.name'), cell: (r) => r.name || '—' },
    { key: 'status', header: t('campaigns.detail.columns.status'), testId: 'recipient-status', cell: (r) => t(`campaigns.recipientStatus.${r.status}`) },
    { key: 'sent', header: t('campaigns.detail.columns.sentAt'), cell: (r) => (r.sent_at ? formatDisplayDate(r.sent_at, locale) : '—') },
  ];
  return (
    <section aria-labelledby="campaign-detail-title" className="mt-8 rounded-card border border-line bg-surface p-4" data-testid="campaign-detail">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="campaign-detail-title" className="text-lg font-semibold text-ink">
            {t('campaigns.detail.title', { name: c.name })}
          </h2>
          <p className="text-sm text-muted">
            {t('campaigns.detail.subject')}: {c.subject} · {t(`campaigns.status.${c.status}`)}
          </p>
        </div>
        <Button variant="secondary" onClick={onClose}>
          {t('campaigns.common.close')}
        </Button>
      </div>
      <dl className="my-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {COUNT_KEYS.map((k) => (
          <div key={k} className="rounded-md bg-canvas p-3">
            <dt className="text-xs text-muted">{t(`campaigns.detail.counts.${k}`)}</dt>
            <dd className="text-xl font-semibold text-ink" data-testid={`count-${k}`}>
              {c.counts[k]}
            </dd>
          </div>
        ))}
      </dl>
      <DataList
        title={t('campaigns.detail.recipients')}
        headingLevel={2}
        filters={
          <FilterPills
            label={t('campaigns.detail.columns.status')}
            allLabel={t('campaigns.recipientStatus.all')}
            options={(['pending', 'queued', 'sent', 'failed', 'skipped-unsubscribed'] as const).map((s) => ({ value: s, label: t(`campaigns.recipientStatus.${s}`) }))}
            value={status}
            onChange={(v: string) => {
              setStatus(v);
              setPage(1);
            }}
          />
        }
        query={recipients}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => r.email}
        rowTestId="recipient-row"
        caption={t('campaigns.detail.recipients')}
        loadFailed={t('campaigns.detail.loadFailed')}
        total={(count) => t('campaigns.detail.total', { count })}
        empty={{ title: t('campaigns.detail.emptyTitle'), description: t('campaigns.detail.emptyDescription') }}
        filtered={Boolean(status)}
        onClearFilters={() => setStatus('')}
        onPage={setPage}
      />
    </section>
  );
}
