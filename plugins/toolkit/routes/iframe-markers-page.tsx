/** /master/question-and-test-management/toolkit/iframe-marker: named embeddable addresses (https on an allowed host,
 * the list shown above the table). The master writes; staff with QUESTION_INDEX read. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { pushToast } from '@kernel/notify/toasts';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { currentTenant } from '@kernel/http/tenant';
import { changeMarkerStatus, createMarker, deleteMarker, hostsQuery, invalidate, markerListQuery, updateMarker, type IframeMarker, type Status } from '../api/toolkit-api';
import { FormActions, ListFilters, StatusSwitch, fieldErrors, useListFilters } from '../components/parts';
import { useToolkitTranslation } from '../locales/texts';

function MarkerDialog({ row, onClose }: { row: IframeMarker | null; onClose: () => void }) {
  const { t } = useToolkitTranslation();
  const client = useQueryClient();
  const [v, setV] = useState({ name: row?.name ?? '', url: row?.url ?? 'https://' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => (row ? updateMarker(row.id, { name: v.name.trim(), url: v.url.trim() }) : createMarker({ name: v.name.trim(), url: v.url.trim() })),
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t('markers.saved'));
      void invalidate(client, 'iframe-markers');
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={t(row ? 'markers.editTitle' : 'markers.createTitle')} onClose={onClose} testId="marker-dialog">
      <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
        <TextField label={t('markers.name')} name="name" required maxLength={120} value={v.name} error={errors.name} onChange={(e) => setV((s) => ({ ...s, name: e.target.value }))} />
        <TextField label={t('markers.url')} name="url" type="url" required maxLength={2000} value={v.url} error={errors.url} onChange={(e) => setV((s) => ({ ...s, url: e.target.value }))} />
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>{t('common.cancel')}</Button>
          <Button type="submit" busy={save.isPending} data-testid="save-marker">{t('common.save')}</Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

export default function IframeMarkersPage() {
  const { t } = useToolkitTranslation();
  const client = useQueryClient();
  const master = currentTenant() === null;
  const f = useListFilters();
  const options = markerListQuery(f.filters);
  const query = useQuery(options);
  const hosts = useQuery(hostsQuery());
  const [dialog, setDialog] = useState<{ row: IframeMarker | null } | null>(null);
  const [toDelete, setToDelete] = useState<IframeMarker | null>(null);
  const patch = useOptimisticRowPatch<IframeMarker, { status: Status }>({ queryKey: options.queryKey, send: (r, c) => changeMarkerStatus(r.id, c.status), onSettled: () => invalidate(client, 'iframe-markers') });
  const remove = useMutation({
    mutationFn: (r: IframeMarker) => deleteMarker(r.id),
    onSuccess: () => {
      pushToast('success', t('markers.deleted'));
      void invalidate(client, 'iframe-markers');
    },
    onSettled: () => setToDelete(null),
  });
  const columns: DataListColumn<IframeMarker>[] = [
    { key: 'name', header: t('markers.name'), className: 'font-medium text-ink', cell: (r) => r.name },
    { key: 'url', header: t('markers.url'), className: 'max-w-96 break-all text-muted', cell: (r) => r.url },
    { key: 'status', header: t('common.status'), cell: (r) => <StatusSwitch status={r.status} name={r.name} disabled={!master} onToggle={(status) => patch.mutate({ item: r, change: { status } })} /> },
  ];
  const rowMenu = (r: IframeMarker): RowMenuItem[] => (master ? [{ key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ row: r }) }, { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(r) }] : []);
  const create = master ? <Button onClick={() => setDialog({ row: null })} data-testid="create-marker">{t('markers.create')}</Button> : undefined;
  return (
    <>
      <DataList
        title={t('markers.title')}
        intro={hosts.data ? t('markers.intro', { hosts: hosts.data.join(', ') }) : undefined}
        primaryAction={create}
        filters={<ListFilters f={f} withType={false} />}
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        rowTestId="marker-row"
        rowMenu={rowMenu}
        caption={t('markers.title')}
        loadFailed={t('common.loadFailed')}
        total={(count) => t('common.total', { count })}
        filtered={f.filtered}
        onClearFilters={f.clear}
        empty={{ title: t('markers.emptyTitle'), description: t('markers.emptyDescription'), action: create }}
        onPage={(p) => f.set('page', String(p))}
      />
      {dialog && <MarkerDialog row={dialog.row} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={toDelete !== null} title={t('markers.deleteTitle')} body={t('markers.deleteBody', { name: toDelete?.name ?? '' })} confirmLabel={t('common.delete')} cancelLabel={t('common.cancel')} busy={remove.isPending} onConfirm={() => toDelete && remove.mutate(toDelete)} onClose={() => setToDelete(null)} />
    </>
  );
}
