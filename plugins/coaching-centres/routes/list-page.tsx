/**
 * The master's coaching centres (@ui/data-list): status pills (All, active, inactive) and search in the URL, the
 * server's sort (name, sub-domain, students, created), server pagination. Each row: name, the sub-domain as a link
 * to the centre's own site, the owner with the state of their invitation, the users and students, the status and
 * when it was created; its menu edits, activates or deactivates (optimistic, rolled back if the server refuses;
 * deactivating asks first, since it signs everyone at the centre out) and deletes an inactive centre (asked first).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { FilterPills } from '@ui/data-list/filter-pills';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { platformDomain } from '@kernel/http/tenant';
import { pushToast } from '@kernel/notify/toasts';
import { sortFromParams } from '@ui/data-list/list-math';
import { centreListQuery, changeCentreStatus, deleteCentre, invalidateCentres, type Centre, type CentreStatus } from '../api/centres-api';
import { centreFiltersFromParams, centreUrl, isFiltered, SORTS, STATUSES, withFilter, withSort, type FilterKey } from '../lib/filters';
import { centrePaths, primaryLinkClass } from '../lib/link-styles';
import { useCentresTranslation } from '../locales/texts';

/** the centre a dialog asks about; kept while the dialog closes so its text does not change on the way out */
type Pending = { kind: 'deactivate' | 'delete'; centre: Centre; open: boolean } | null;

const INVITATION_TONE = { pending: 'bg-primary-50 text-primary-800', expired: 'bg-warning-50 text-warning-800', accepted: 'text-success-700' } as const;

export default function ListPage() {
  const { t, i18n } = useCentresTranslation();
  const [params, setParams] = useSearchParams();
  const filters = centreFiltersFromParams(params);
  const sort = sortFromParams(params, SORTS);
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending((p) => p && { ...p, open: false });
  const { user } = useAuth();
  const can = (key: string) => hasAnyPermission(user, [key]);
  const client = useQueryClient();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const domain = platformDomain();
  const page = typeof window === 'undefined' ? { protocol: 'http:', host: domain } : window.location;
  const hostOf = (sub: string) => `${sub}.${domain}`;

  const listQuery = centreListQuery(filters);
  const query = useQuery(listQuery);
  const setFilter = (key: FilterKey | 'page', value: string) => setParams(withFilter(params, key, value));

  const status = useOptimisticRowPatch<Centre, { status: CentreStatus }>({
    queryKey: listQuery.queryKey,
    send: (c, change) => changeCentreStatus(c.id, change.status),
    onStart: () => close(),
    onSettled: () => invalidateCentres(client),
  });
  const changeStatus = (c: Centre, next: CentreStatus) =>
    status.mutate({ item: c, change: { status: next } }, { onSuccess: () => pushToast('success', t(next === 'active' ? 'toast.activated' : 'toast.deactivated', { name: c.name })) });

  const remove = useMutation({
    mutationFn: (c: Centre) => deleteCentre(c.id),
    onSuccess: (_d, c) => {
      pushToast('success', t('toast.deleted', { name: c.name }));
      close();
      invalidateCentres(client);
    },
  });

  const rowMenu = (c: Centre): RowMenuItem[] => {
    const items: RowMenuItem[] = [];
    if (can('ORGANIZATION_UPDATE')) items.push({ key: 'edit', label: t('actions.edit'), to: centrePaths.edit(c.id) });
    if (can('ORGANIZATION_CHANGE_STATUS')) {
      if (c.status === 'active') items.push({ key: 'deactivate', label: t('actions.deactivate'), onSelect: () => setPending({ kind: 'deactivate', centre: c, open: true }) });
      else items.push({ key: 'activate', label: t('actions.activate'), onSelect: () => changeStatus(c, 'active') });
    }
    // the server deletes only an inactive centre: an active one must be switched off first
    if (c.status === 'inactive' && can('ORGANIZATION_DESTROY')) items.push({ key: 'delete', label: t('actions.delete'), danger: true, onSelect: () => setPending({ kind: 'delete', centre: c, open: true }) });
    return items;
  };

  const create = can('ORGANIZATION_STORE') && (
    <Link to={centrePaths.create} className={primaryLinkClass} data-testid="create-centre">
      {t('list.create')}
    </Link>
  );
  const current = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const target = pending?.centre;

  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t('list.intro')}
        primaryAction={create}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills label={t('filters.status')} options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} value={filters.status ?? ''} onChange={(v) => setFilter('status', v)} optionTestId="status-pill" optionDataKey="status" />
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
        columns={[
          { key: 'name', header: t('table.name'), sortable: true, className: 'font-medium text-ink', cell: (c) => c.name },
          {
            key: 'subdomain',
            header: t('table.subdomain'),
            sortable: true,
            testId: 'row-subdomain',
            cell: (c) => (
              <a href={centreUrl(c.subdomain, page, domain)} target="_blank" rel="noopener noreferrer" aria-label={t('table.opensSite', { host: hostOf(c.subdomain) })} className="text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
                {hostOf(c.subdomain)}
              </a>
            ),
          },
          {
            key: 'owner',
            header: t('table.owner'),
            testId: 'row-owner',
            cell: (c) =>
              c.owner ? (
                <div className="flex flex-col">
                  <span className="text-ink">{c.owner.full_name}</span>
                  <span className="text-xs text-muted">{c.owner.email}</span>
                  <span className={`mt-0.5 w-fit rounded px-1.5 py-0.5 text-xs ${INVITATION_TONE[c.owner.invitation]}`} data-testid="row-invitation" data-invitation={c.owner.invitation}>
                    {t(`invitation.${c.owner.invitation}`)}
                  </span>
                </div>
              ) : (
                <span className="text-muted">{t('table.noOwner')}</span>
              ),
          },
          { key: 'users_count', header: t('table.users'), className: 'tabular-nums', cell: (c) => c.users_count },
          { key: 'students_count', header: t('table.students'), sortable: true, className: 'tabular-nums', cell: (c) => c.students_count },
          {
            key: 'status',
            header: t('table.status'),
            cell: (c) => (
              <span className={`rounded px-2 py-0.5 text-xs font-medium ${c.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="row-status">
                {t(`status.${c.status}`)}
              </span>
            ),
          },
          { key: 'created_at', header: t('table.created'), sortable: true, className: 'whitespace-nowrap', cell: (c) => formatDisplayDate(c.created_at, locale) },
        ]}
        rowKey={(c) => c.id}
        rowName={(c) => c.name}
        rowTestId="centre-row"
        rowProps={(c) => ({ 'data-status': c.status, 'data-subdomain': c.subdomain })}
        rowMenu={rowMenu}
        tableTestId="centre-table"
        caption={t('list.caption', { page: current, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: create || undefined }}
        filtered={isFiltered(params)}
        filteredEmptyTitle={t('list.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          const next = new URLSearchParams();
          if (sort) {
            next.set('sort', sort.key);
            next.set('direction', sort.direction);
          }
          setParams(next);
        }}
        onPage={(p) => setFilter('page', String(p))}
        sort={sort}
        onSort={(s) => setParams(withSort(params, s))}
      />
      <ConfirmDialog
        open={pending?.kind === 'deactivate' && pending.open}
        title={t('deactivate.title', { name: target?.name ?? '' })}
        body={t('deactivate.body', { name: target?.name ?? '', subdomain: target ? hostOf(target.subdomain) : '' })}
        confirmLabel={t('deactivate.confirm')}
        cancelLabel={t('deactivate.cancel')}
        busy={status.isPending}
        onConfirm={() => target && changeStatus(target, 'inactive')}
        onClose={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete' && pending.open}
        title={t('delete.title', { name: target?.name ?? '' })}
        body={t('delete.body', { name: target?.name ?? '', subdomain: target ? hostOf(target.subdomain) : '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target)}
        onClose={close}
      />
    </>
  );
}
