/**
 * /teacher/communication/interaction/automation: the centre's automations (when -> then), created and edited in a
 * dialog, switched on and off from the row (optimistic, rolled back on error, e.g. a loop refused), deleted after a
 * confirmation naming it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { automationListQuery, deleteAutomation, invalidateCampaigns, setAutomationEnabled, type Automation } from '../api/campaigns-api';
import { AutomationEditor } from '../components/campaigns/automation-editor';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useCampaignTranslation } from '../locales/campaign-texts';

export default function AutomationListPage() {
  const { t } = useCampaignTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = { page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(automationListQuery(filters));
  const [editing, setEditing] = useState<{ automation: Automation | null } | null>(null);
  const [doomed, setDoomed] = useState<Automation | null>(null);
  const toggle = useMutation({
    mutationFn: (a: Automation) => setAutomationEnabled(a.id, !a.enabled),
    onSuccess: (a) => {
      pushToast('success', t(a.enabled ? 'campaigns.automations.switchedOn' : 'campaigns.automations.switchedOff', { name: a.name }));
      void invalidateCampaigns(client);
    },
  });
  const remove = useMutation({
    mutationFn: (a: Automation) => deleteAutomation(a.id),
    onSuccess: (_d, a) => {
      pushToast('success', t('campaigns.automations.deleted', { name: a.name }));
      setDoomed(null);
      void invalidateCampaigns(client);
    },
  });
  const columns: DataListColumn<Automation>[] = [
    { key: 'name', header: t('campaigns.automations.columns.name'), className: 'font-medium text-ink', cell: (a) => a.name },
    { key: 'event', header: t('campaigns.automations.columns.event'), cell: (a) => t(`campaigns.automations.events.${a.event}`) },
    { key: 'action', header: t('campaigns.automations.columns.action'), cell: (a) => t(`campaigns.automations.actions.${a.action}`) },
    {
      key: 'enabled',
      header: t('campaigns.automations.columns.enabled'),
      testId: 'automation-enabled',
      cell: (a) => {
        const shown = toggle.isPending && toggle.variables?.id === a.id ? !a.enabled : a.enabled;
        return shown ? t('campaigns.automations.on') : t('campaigns.automations.off');
      },
    },
    { key: 'runs', header: t('campaigns.automations.columns.runs'), cell: (a) => t('campaigns.automations.runs', a.runs) },
    { key: 'last', header: t('campaigns.automations.columns.lastRun'), cell: (a) => (a.last_run_at ? formatDisplayDate(a.last_run_at, locale) : t('campaigns.automations.never')) },
  ];
  const rowMenu = (a: Automation): RowMenuItem[] => [
    { key: 'edit', label: t('campaigns.automations.edit'), onSelect: () => setEditing({ automation: a }) },
    { key: 'toggle', label: a.enabled ? t('campaigns.automations.turnOff') : t('campaigns.automations.turnOn'), onSelect: () => toggle.mutate(a) },
    { key: 'delete', label: t('campaigns.automations.delete'), danger: true, onSelect: () => setDoomed(a) },
  ];
  const create = (
    <Button onClick={() => setEditing({ automation: null })} data-testid="create-automation">
      {t('campaigns.automations.create')}
    </Button>
  );
  return (
    <>
      <DataList
        title={t('campaigns.automations.title')}
        intro={t('campaigns.automations.intro')}
        primaryAction={create}
        query={query}
        columns={columns}
        rowKey={(a) => a.id}
        rowName={(a) => a.name}
        rowTestId="automation-row"
        rowMenu={rowMenu}
        caption={t('campaigns.automations.title')}
        loadFailed={t('campaigns.automations.loadFailed')}
        total={(count) => t('campaigns.automations.total', { count })}
        empty={{ title: t('campaigns.automations.emptyTitle'), description: t('campaigns.automations.emptyDescription'), action: create }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {editing && <AutomationEditor key={editing.automation?.id ?? 'new'} automation={editing.automation} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={doomed !== null}
        title={t('campaigns.automations.deleteTitle')}
        body={doomed ? t('campaigns.automations.deleteBody', { name: doomed.name }) : ''}
        confirmLabel={t('campaigns.automations.delete')}
        cancelLabel={t('campaigns.common.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
