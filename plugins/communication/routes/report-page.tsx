/**
 * /teacher/communication/interaction/report: what was sent and what came of it. The totals (GET communication-report)
 * and, per campaign and per automation, the lists' own counts; all computed by the server from the rows.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { automationListQuery, campaignListQuery, reportQuery, type Automation, type CampaignSummary } from '../api/campaigns-api';
import { useCampaignTranslation } from '../locales/campaign-texts';

export default function ReportPage() {
  const { t } = useCampaignTranslation();
  const [cPage, setCPage] = useState(1);
  const [aPage, setAPage] = useState(1);
  const report = useQuery(reportQuery());
  const campaigns = useQuery(campaignListQuery({ page: cPage, per_page: 10 }));
  const automations = useQuery(automationListQuery({ page: aPage, per_page: 10 }));
  const r = report.data;
  const totals = r
    ? ([
        ['campaigns', r.campaigns],
        ['campaignsSent', r.campaigns_sent],
        ['recipients', r.recipients.total],
        ['sent', r.recipients.sent],
        ['failed', r.recipients.failed],
        ['skipped', r.recipients.skipped],
        ['unsubscribed', r.recipients.unsubscribed],
        ['waiting', r.recipients.pending + r.recipients.queued],
        ['automations', r.automations],
        ['runs', r.automation_runs.done + r.automation_runs.skipped + r.automation_runs.failed],
      ] as const)
    : [];
  const campaignColumns: DataListColumn<CampaignSummary>[] = [
    { key: 'name', header: t('campaigns.list.columns.name'), className: 'font-medium text-ink', cell: (c) => c.name },
    { key: 'status', header: t('campaigns.list.columns.status'), cell: (c) => t(`campaigns.status.${c.status}`) },
    { key: 'total', header: t('campaigns.detail.counts.total'), cell: (c) => c.counts.total },
    { key: 'sent', header: t('campaigns.detail.counts.sent'), testId: 'report-sent', cell: (c) => c.counts.sent },
    { key: 'failed', header: t('campaigns.detail.counts.failed'), cell: (c) => c.counts.failed },
    { key: 'skipped', header: t('campaigns.detail.counts.skipped'), testId: 'report-skipped', cell: (c) => c.counts.skipped },
    { key: 'unsubscribed', header: t('campaigns.detail.counts.unsubscribed'), testId: 'report-unsubscribed', cell: (c) => c.counts.unsubscribed },
  ];
  const automationColumns: DataListColumn<Automation>[] = [
    { key: 'name', header: t('campaigns.automations.columns.name'), className: 'font-medium text-ink', cell: (a) => a.name },
    { key: 'event', header: t('campaigns.automations.columns.event'), cell: (a) => t(`campaigns.automations.events.${a.event}`) },
    { key: 'runs', header: t('campaigns.automations.columns.runs'), cell: (a) => t('campaigns.automations.runs', a.runs) },
  ];
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t('campaigns.report.title')}</h1>
        <p className="text-sm text-muted">{t('campaigns.report.intro')}</p>
      </header>
      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className="mb-3 text-lg font-semibold text-ink">
          {t('campaigns.report.totals')}
        </h2>
        {report.isPending && <Skeleton className="h-24" />}
        {report.isError && (
          <Alert variant="error">
            {t('campaigns.report.loadFailed')}{' '}
            <Button variant="ghost" onClick={() => void report.refetch()}>
              {t('campaigns.common.retry')}
            </Button>
          </Alert>
        )}
        {r && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {totals.map(([k, n]) => (
              <div key={k} className="rounded-md border border-line bg-surface p-3">
                <dt className="text-xs text-muted">{t(`campaigns.report.${k}`)}</dt>
                <dd className="text-xl font-semibold text-ink" data-testid={`report-total-${k}`}>
                  {n}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <DataList
        title={t('campaigns.report.perCampaign')}
        headingLevel={2}
        query={campaigns}
        columns={campaignColumns}
        rowKey={(c) => c.id}
        rowName={(c) => c.name}
        rowTestId="report-campaign-row"
        caption={t('campaigns.report.perCampaign')}
        loadFailed={t('campaigns.list.loadFailed')}
        total={(count) => t('campaigns.list.total', { count })}
        empty={{ title: t('campaigns.list.emptyTitle'), description: t('campaigns.list.emptyDescription') }}
        onPage={setCPage}
      />
      <DataList
        title={t('campaigns.report.perAutomation')}
        headingLevel={2}
        query={automations}
        columns={automationColumns}
        rowKey={(a) => a.id}
        rowName={(a) => a.name}
        rowTestId="report-automation-row"
        caption={t('campaigns.report.perAutomation')}
        loadFailed={t('campaigns.automations.loadFailed')}
        total={(count) => t('campaigns.automations.total', { count })}
        empty={{ title: t('campaigns.automations.emptyTitle'), description: t('campaigns.automations.emptyDescription') }}
        onPage={setAPage}
      />
    </div>
  );
}
