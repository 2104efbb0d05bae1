/**
 * One page per popup kind (/teacher/communication/popup-creation/{notice,forum,suggestion,feedback,blog-share}): the
 * kind's popups in the one list with a status filter, create and edit in a dialog, activate, archive (confirmed,
 * naming the popup), and per popup its results (counts and answers).
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { FilterPills } from '@ui/data-list/filter-pills';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { pushToast } from '@kernel/notify/toasts';
import { invalidatePopups, popupListQuery, updatePopup, type PopupSummary } from '../api/popups-api';
import { kindKey, kindOfPath } from '../lib/popup-paths';
import { PopupEditor } from '../components/popups/popup-editor';
import { PopupResults } from '../components/popups/popup-results';
import { useWhen } from '../components/popups/when';
import { usePopupTranslation } from '../locales/popup-texts';

export default function PopupKindPage() {
  const { t } = usePopupTranslation();
  const when = useWhen();
  const kind = kindOfPath(useLocation().pathname);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const filters = { kind, status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(popupListQuery(filters));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [results, setResults] = useState<PopupSummary | null>(null);
  const [archiving, setArchiving] = useState<PopupSummary | null>(null);
  const setStatus = useMutation({
    mutationFn: ({ p, status: next }: { p: PopupSummary; status: 'active' | 'archived' | 'draft' }) => updatePopup(p.id, { status: next }),
    onSuccess: (p) => {
      pushToast('success', t(`popups.list.toast.${p.status}`, { title: p.title }));
      setArchiving(null);
      void invalidatePopups(client);
    },
    onError: () => pushToast('error', t('popups.list.statusFailed')),
  });
  const k = kindKey(kind);
  const columns: DataListColumn<PopupSummary>[] = [
    {
      key: 'title',
      header: t('popups.list.columns.title'),
      className: 'font-medium text-ink',
      cell: (p) => (
        <button type="button" className="text-left text-primary-700 underline-offset-2 hover:underline" onClick={() => setResults(p)}>
          {p.title}
        </button>
      ),
    },
    {
      key: 'status',
      header: t('popups.list.columns.status'),
      testId: 'popup-status',
      cell: (p) => <Badge tone={p.live ? 'primary' : 'warning'}>{p.live ? t('popups.status.live') : t(`popups.status.${p.status}`)}</Badge>,
    },
    { key: 'window', header: t('popups.list.columns.window'), className: 'whitespace-nowrap', cell: (p) => `${when(p.starts_at)} – ${when(p.ends_at)}` },
    { key: 'audience', header: t('popups.list.columns.audience'), cell: (p) => (p.audience_all ? t('popups.audience.all') : t('popups.audience.chosen')) },
    {
      key: 'counts',
      header: t('popups.list.columns.counts'),
      testId: 'popup-counts',
      cell: (p) => t('popups.list.counts', { shown: p.counts.shown, dismissed: p.counts.dismissed, responded: p.counts.responded }),
    },
  ];
  const rowMenu = (p: PopupSummary): RowMenuItem[] => [
    { key: 'results', label: t('popups.list.results'), onSelect: () => setResults(p) },
    ...(p.status !== 'archived' ? [{ key: 'edit', label: t('popups.list.edit'), onSelect: () => setEditing(p.id) }] : []),
    ...(p.status === 'draft' ? [{ key: 'activate', label: t('popups.list.activate'), onSelect: () => setStatus.mutate({ p, status: 'active' }) }] : []),
    ...(p.status === 'archived' ? [{ key: 'restore', label: t('popups.list.restore'), onSelect: () => setStatus.mutate({ p, status: 'draft' }) }] : []),
    ...(p.status !== 'archived' ? [{ key: 'archive', label: t('popups.list.archive'), danger: true, onSelect: () => setArchiving(p) }] : []),
  ];
  const create = (
    <Button onClick={() => setEditing('new')} data-testid="create-popup">
      {t(`popups.kinds.${k}.create`)}
    </Button>
  );
  return (
    <>
      <DataList
        title={t(`popups.kinds.${k}.title`)}
        intro={t(`popups.kinds.${k}.intro`)}
        primaryAction={create}
        filters={
          <FilterPills
            label={t('popups.list.columns.status')}
            allLabel={t('popups.status.all')}
            options={[
              { value: 'draft', label: t('popups.status.draft') },
              { value: 'active', label: t('popups.status.active') },
              { value: 'archived', label: t('popups.status.archived') },
            ]}
            value={status}
            onChange={(v: string) => setParams(withListParam(params, 'status', v))}
          />
        }
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.title}
        rowTestId="popup-row"
        rowMenu={rowMenu}
        caption={t(`popups.kinds.${k}.title`)}
        loadFailed={t('popups.list.loadFailed')}
        total={(count) => t('popups.list.total', { count })}
        empty={{ title: t('popups.list.emptyTitle'), description: t(`popups.kinds.${k}.intro`), action: create }}
        filtered={Boolean(status)}
        onClearFilters={() => setParams(withListParam(params, 'status', ''))}
        onPage={(page) => setParams(withListParam(params, 'page', String(page)))}
      />
      {editing !== null && <PopupEditor kind={kind} id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {results && <PopupResults kind={kind} id={results.id} title={results.title} onClose={() => setResults(null)} />}
      <ConfirmDialog
        open={archiving !== null}
        title={t('popups.archive.title')}
        body={t('popups.archive.body', { title: archiving?.title ?? '' })}
        confirmLabel={t('popups.list.archive')}
        cancelLabel={t('popups.common.cancel')}
        busy={setStatus.isPending}
        onConfirm={() => archiving && setStatus.mutate({ p: archiving, status: 'archived' })}
        onClose={() => setArchiving(null)}
      />
    </>
  );
}
