/**
 * The role editor's list (docs/product-spec.md §10 "Role kinds"): the master at /master/user-roles/list sees the
 * built-in roles and every centre's; the owner at /coaching-owner/user-roles/list the built-in ones (read-only: the
 * server's `editable`) and the centre's own staff roles. Filters in the URL (status pills, kind, search); row menu:
 * edit or view the permissions (components/role-dialog.tsx), activate/deactivate (optimistic, rolled back on a
 * refusal), delete a centre role nobody holds (confirmed).
 */
import { useRoleLabel } from '@kernel/layouts/role-label';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { FilterPills } from '@ui/data-list/filter-pills';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { Badge } from '@ui/badge';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { withLeadingAll } from '@kernel/status/status-list';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission, holds } from '@kernel/permissions/check';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { pushToast } from '@kernel/notify/toasts';
import { changeRoleStatus, deleteRole, invalidateRoles, roleListQuery, type Role } from '../api/roles-api';
import { hasFilters, ROLE_FILTER_KEYS, roleFiltersFromParams, withFilters } from '../lib/filters';
import type { KeyRef } from '../lib/permission-picks';
import { RoleDialog, type RoleDialogTarget } from '../components/role-dialog';
import { useRolesTranslation } from '../locales/texts';

const KINDS = ['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT'] as const;

export default function RolesPage() {
  const { t } = useRolesTranslation();
  const client = useQueryClient();
  const { user } = useAuth();
  const isMaster = user?.role === 'SUPER_ADMIN';
  const can = (key: string) => hasAnyPermission(user, [key]);
  const grantable = useCallback((k: KeyRef) => (user ? holds(user, k.keyword) : false), [user]);

  const roleLabel = useRoleLabel();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => roleFiltersFromParams(params), [params]);
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const setFilter = (key: string, value: string) => setParams(withFilters(params, { [key]: value }));
  const query = useQuery(roleListQuery(filters));
  const listKey = roleListQuery(filters).queryKey;

  const [dialog, setDialog] = useState<RoleDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<Role | null>(null);

  const patchRow = useOptimisticRowPatch<Role, { status: 'active' | 'inactive' }>({
    queryKey: listKey,
    send: (role, change) => changeRoleStatus(role.id, change.status),
    onSettled: () => invalidateRoles(client),
  });
  const remove = useMutation({
    mutationFn: (role: Role) => deleteRole(role.id),
    onSuccess: (_d, role) => {
      pushToast('success', t('roles.deleted', { name: role.name }));
      setToDelete(null);
      void invalidateRoles(client);
    },
  });

  const scope = (r: Role) => {
    if (r.builtin) return <Badge tone="primary">{t('roles.builtin')}</Badge>;
    if (r.organization_id === null) return <Badge tone="warning">{t('roles.shared')}</Badge>;
    return isMaster ? <span>{r.organization_name ?? `#${r.organization_id}`}</span> : <Badge tone="warning">{t('roles.centre')}</Badge>;
  };

  const columns: DataListColumn<Role>[] = [
    {
      key: 'name',
      header: t('roles.columns.name'),
      className: 'font-medium text-ink',
      cell: (r) => (
        <div className="flex flex-col">
          {/* a built-in role's name is its kind: said in the reader's language */}
          <span data-testid="role-name">{r.builtin ? roleLabel(r.name) : r.name}</span>
          {r.description && <span className="text-xs font-normal text-muted">{r.description}</span>}
        </div>
      ),
    },
    { key: 'kind', header: t('roles.columns.kind'), testId: 'role-kind', cell: (r) => t(`kinds.${r.kind}`) },
    { key: 'scope', header: t('roles.columns.scope'), testId: 'role-scope', cell: scope },
    { key: 'users', header: t('roles.columns.users'), className: 'tabular-nums', testId: 'role-users', cell: (r) => r.users_count },
    { key: 'keys', header: t('roles.columns.keys'), className: 'tabular-nums', testId: 'role-keys', cell: (r) => (r.kind === 'SUPER_ADMIN' ? '—' : r.permission_ids.length) },
    {
      key: 'status',
      header: t('roles.columns.status'),
      cell: (r) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${r.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="role-status">
          {t(`status.${r.status}`)}
        </span>
      ),
    },
  ];

  const rowMenu = (r: Role): RowMenuItem[] => {
    const items: RowMenuItem[] = [];
    // the master role passes every check without keys: there is nothing to show or change
    if (r.kind === 'SUPER_ADMIN') return items;
    if (r.editable && can('ROLE_UPDATE') && can('PERMISSION_INDEX')) items.push({ key: 'edit', label: t('roles.actions.edit'), onSelect: () => setDialog({ mode: 'edit', role: r }) });
    else if (can('PERMISSION_INDEX')) items.push({ key: 'view', label: t('roles.actions.view'), onSelect: () => setDialog({ mode: 'edit', role: r }) });
    // a built-in role is never switched off (the server refuses); one that users hold is refused with the reason
    if (r.editable && !r.builtin && can('ROLE_CHANGE_STATUS')) {
      const status = r.status === 'active' ? 'inactive' : 'active';
      items.push({ key: 'toggle-status', label: t(status === 'active' ? 'roles.actions.activate' : 'roles.actions.deactivate'), onSelect: () => patchRow.mutate({ item: r, change: { status } }) });
    }
    if (r.editable && !r.builtin && r.users_count === 0 && can('ROLE_DESTROY')) items.push({ key: 'delete', label: t('roles.actions.delete'), danger: true, onSelect: () => setToDelete(r) });
    return items;
  };

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const newRole = can('ROLE_STORE') && can('PERMISSION_INDEX') && (
    <Button onClick={() => setDialog({ mode: 'create' })} data-testid="create-role">
      {t('roles.create')}
    </Button>
  );

  return (
    <>
      <DataList
        title={t('roles.title')}
        intro={isMaster ? t('roles.introMaster') : t('roles.introOwner')}
        primaryAction={newRole}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('filters.status')}
              allLabel={t('filters.all')}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
              value={params.get('status') ?? ''}
              onChange={(v) => setFilter('status', v)}
              optionTestId="status-pill"
            />
            <FilterForm label={t('filters.label')} columns={3} onSearch={search.commit}>
              <SelectField
                label={t('filters.kind')}
                name="kind"
                value={params.get('kind') ?? ''}
                options={withLeadingAll(KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })), t('filters.all'))}
                onChange={(v) => setFilter('kind', v)}
              />
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
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        rowTestId="role-row"
        rowProps={(r) => ({ 'data-builtin': String(r.builtin), 'data-status': r.status })}
        rowMenu={rowMenu}
        tableTestId="roles-table"
        caption={t('roles.caption', { page, last })}
        loadFailed={t('roles.loadFailed')}
        total={(count) => t('roles.total', { count })}
        empty={{ title: t('roles.emptyTitle'), description: t('roles.emptyDescription'), action: newRole || undefined }}
        filtered={hasFilters(params, ROLE_FILTER_KEYS)}
        filteredEmptyTitle={t('filters.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setParams(withFilters(params, { page: String(p) }))}
      />
      {dialog && <RoleDialog key={dialog.mode === 'edit' ? dialog.role.id : 'new'} target={dialog} isMaster={isMaster} grantable={grantable} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('roles.deleteTitle')}
        body={t('roles.deleteBody', { name: toDelete?.name ?? '' })}
        confirmLabel={t('roles.deleteConfirm')}
        cancelLabel={t('roles.deleteCancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
