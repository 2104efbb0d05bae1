/**
 * Groups (batches) of a centre (docs/product-spec.md §10) at /admin/group-creation and /coaching-owner/group-creation:
 * the one list over GET groups with status pills and a search in the URL, "New group" and Edit in a dialog with
 * the member pickers (components/group-dialog.tsx), Activate/Deactivate at once (rolled back if refused), and
 * Delete confirmed in a dialog that says the people stay.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { FilterPills } from '@ui/data-list/filter-pills';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { changeGroupStatus, deleteGroup, groupListQuery, invalidateGroups, type Group } from '../api/groups-api';
import { filtersFromParams, hasFilters, withFilter } from '../lib/filters';
import { GroupDialog, type GroupDialogTarget } from '../components/group-dialog';
import { useGroupsTranslation } from '../locales/texts';

/** what the server asks for each change (server/modules/groups/service.ts WRITE): either key */
const KEYS = {
  store: ['CLASS_STORE', 'USER_STORE'],
  update: ['CLASS_UPDATE', 'USER_UPDATE'],
  status: ['CLASS_CHANGE_STATUS', 'USER_CHANGE_STATUS'],
  destroy: ['CLASS_DESTROY', 'USER_DESTROY'],
} as const;

export default function GroupsPage() {
  const { t, i18n } = useGroupsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const client = useQueryClient();
  const { user } = useAuth();
  const can = (what: keyof typeof KEYS) => hasAnyPermission(user, KEYS[what]);

  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const setFilter = (key: string, value: string) => setParams(withFilter(params, key, value));
  const query = useQuery(groupListQuery(filters));

  const [dialog, setDialog] = useState<GroupDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<Group | null>(null);

  const patchRow = useOptimisticRowPatch<Group, { status: 'active' | 'inactive' }>({
    queryKey: groupListQuery(filters).queryKey,
    send: (g, change) => changeGroupStatus(g.id, change.status),
    onSettled: () => invalidateGroups(client),
  });
  const remove = useMutation({
    mutationFn: (g: Group) => deleteGroup(g.id),
    onSuccess: (_d, g) => {
      pushToast('success', t('delete.done', { name: g.name }));
      setToDelete(null);
      void invalidateGroups(client);
    },
  });

  const columns: DataListColumn<Group>[] = [
    { key: 'name', header: t('list.columns.name'), className: 'font-medium text-ink', testId: 'group-name', cell: (g) => g.name },
    { key: 'description', header: t('list.columns.description'), className: 'max-w-72 text-muted', cell: (g) => <span className="line-clamp-2">{g.description || '—'}</span> },
    { key: 'students', header: t('list.columns.students'), className: 'tabular-nums', testId: 'group-students', cell: (g) => g.students_count },
    { key: 'trainers', header: t('list.columns.trainers'), className: 'tabular-nums', testId: 'group-trainers', cell: (g) => g.trainers_count },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (g) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${g.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="group-status">
          {t(`status.${g.status}`)}
        </span>
      ),
    },
    { key: 'created', header: t('list.columns.created'), className: 'whitespace-nowrap', cell: (g) => formatDisplayDate(g.created_at, locale) },
  ];

  const rowMenu = (g: Group): RowMenuItem[] => {
    const items: RowMenuItem[] = [];
    if (can('update')) items.push({ key: 'edit', label: t('actions.edit'), onSelect: () => setDialog({ mode: 'edit', group: g }) });
    if (can('status')) {
      const status = g.status === 'active' ? 'inactive' : 'active';
      items.push({ key: 'toggle-status', label: t(status === 'active' ? 'actions.activate' : 'actions.deactivate'), onSelect: () => patchRow.mutate({ item: g, change: { status } }) });
    }
    if (can('destroy')) items.push({ key: 'delete', label: t('actions.delete'), danger: true, onSelect: () => setToDelete(g) });
    return items;
  };

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const newGroup = can('store') ? (
    <Button onClick={() => setDialog({ mode: 'create' })} data-testid="create-group">
      {t('list.create')}
    </Button>
  ) : undefined;

  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t('list.intro')}
        primaryAction={newGroup}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('filters.status')}
              allLabel={t('filters.all')}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
              value={filters.status ?? ''}
              onChange={(v) => setFilter('status', v)}
              optionTestId="status-pill"
            />
            <FilterForm label={t('filters.label')} columns={3} onSearch={search.commit}>
              <TextField
                label={t('filters.search')}
                {...search.field}
                placeholder={t('filters.searchPlaceholder')}
              />
            </FilterForm>
          </div>
        }
        query={query}
        columns={columns}
        rowKey={(g) => g.id}
        rowName={(g) => g.name}
        rowTestId="group-row"
        rowProps={(g) => ({ 'data-status': g.status })}
        rowMenu={rowMenu}
        tableTestId="groups-table"
        caption={t('list.caption', { page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newGroup }}
        filtered={hasFilters(params)}
        filteredEmptyTitle={t('filters.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialog && <GroupDialog key={dialog.mode === 'edit' ? dialog.group.id : 'new'} target={dialog} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        body={t('delete.body', { name: toDelete?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
