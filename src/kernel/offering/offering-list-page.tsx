/**
 * The list of packages (/package) or courses (/courses, the owner's course-management): the one list over
 * GET packages?kind= with status pills and a search in the URL, "New" opening the wizard, and a row menu: edit (resumes
 * the wizard at its saved step), activate / deactivate (optimistic, rolled back on a refusal; not for a draft) and
 * delete confirmed in a dialog naming the row.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { useAuth } from '@kernel/auth/auth-provider';
import { formatDisplayDate } from '@kernel/dates/format';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { formatMoney } from '@kernel/money/format';
import { pushToast } from '@kernel/notify/toasts';
import { hasAnyPermission } from '@kernel/permissions/check';
import { releaseWizard } from '@kernel/wizard/wizard-store';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { withListParam } from '@ui/data-list/list-math';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { TextField } from '@ui/text-field';
import { changeOfferingStatus, deleteOffering, invalidateOfferings, offeringListQuery, type OfferingFilters, type OfferingKind, type Package } from './api';
import { wizardOf } from './definition';
import { OFFERING_STEPS } from './draft';
import { pathsOf } from './paths';
import { useOfferingTranslation } from './texts';

export const PER_PAGE = 15;
const STATUSES = ['draft', 'active', 'inactive'] as const;
type Action = 'STORE' | 'UPDATE' | 'DESTROY' | 'CHANGE_STATUS';
/** the keys the server takes for each action (server/modules/packages/service.ts keysFor): a course also the test key */
const COURSE_KEYS: Record<Action, string> = { STORE: 'TEST_STORE', UPDATE: 'TEST_UPDATE', DESTROY: 'TEST_DESTROY', CHANGE_STATUS: 'TEST_CHANGE_STATUS' };
export const keysFor = (kind: OfferingKind, action: Action): string[] => (kind === 'PACKAGE' ? [`PACKAGE_${action}`] : [`PACKAGE_${action}`, COURSE_KEYS[action]]);

/** A draft reopens at the step after the one it was left at (the wizard's resume point). */
export function nextStep(saved: string): string {
  const i = (OFFERING_STEPS as readonly string[]).indexOf(saved);
  return OFFERING_STEPS[Math.min(i + 1, OFFERING_STEPS.length - 1)]!;
}

export function filtersFromParams(kind: OfferingKind, params: URLSearchParams): OfferingFilters {
  const out: OfferingFilters = { kind, per_page: PER_PAGE, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
  const search = params.get('search')?.trim();
  const status = params.get('status')?.trim();
  if (search) out.search = search;
  if (status && (STATUSES as readonly string[]).includes(status)) out.status = status;
  return out;
}

export function OfferingListPage({ kind, wizardPath }: { kind: OfferingKind; /** where New and Edit open the wizard; the kind's own by default */ wizardPath?: (step: string, id: number | null) => string }) {
  const { t, i18n } = useOfferingTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const client = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  const can = (action: Action) => hasAnyPermission(user, keysFor(kind, action));
  const paths = pathsOf(kind);
  const stepPath = wizardPath ?? paths.step;

  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(kind, params), [kind, params]);
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const query = useQuery(offeringListQuery(filters));
  const [toDelete, setToDelete] = useState<Package | null>(null);

  const patchRow = useOptimisticRowPatch<Package, { status: 'active' | 'inactive' }>({
    queryKey: offeringListQuery(filters).queryKey,
    send: (p, change) => changeOfferingStatus(p.id, change.status),
    onSettled: () => invalidateOfferings(client),
  });
  const remove = useMutation({
    mutationFn: (p: Package) => deleteOffering(p.id),
    onSuccess: (_d, p) => {
      pushToast('success', t('delete.done', { name: p.name }));
      setToDelete(null);
      void invalidateOfferings(client);
    },
  });

  const open = (step: string, id: number | null) => {
    // a wizard left running for another record must not come back: the address decides
    releaseWizard(wizardOf(kind).id);
    navigate(stepPath(step, id));
  };

  const columns: DataListColumn<Package>[] = [
    { key: 'name', header: t('list.columns.name'), className: 'font-medium text-ink', testId: 'offering-name', cell: (p) => p.name },
    ...(kind === 'COURSE' ? [{ key: 'delivery', header: t('list.columns.delivery'), cell: (p: Package) => t(`delivery.${p.delivery}`) }] : []),
    { key: 'duration', header: t('list.columns.duration'), className: 'whitespace-nowrap', cell: (p) => t('days', { count: p.duration_days }) },
    { key: 'price', header: t('list.columns.price'), className: 'whitespace-nowrap tabular-nums', testId: 'offering-price', cell: (p) => formatMoney(p.price_minor, p.currency, i18n.language) },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (p) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${p.status === 'active' ? 'bg-success-50 text-success-700' : p.status === 'draft' ? 'bg-warning-50 text-warning-700' : 'bg-canvas text-muted'}`} data-testid="offering-status">
          {t(`status.${p.status}`)}
        </span>
      ),
    },
    { key: 'created', header: t('list.columns.created'), className: 'whitespace-nowrap', cell: (p) => formatDisplayDate(p.created_at, locale) },
  ];

  const rowMenu = (p: Package): RowMenuItem[] => {
    const items: RowMenuItem[] = [];
    if (can('UPDATE')) items.push({ key: 'edit', label: t(p.status === 'draft' ? 'actions.continue' : 'actions.edit'), onSelect: () => open(p.status === 'draft' ? nextStep(p.step) : 'basic-information', p.id) });
    if (can('CHANGE_STATUS') && p.status !== 'draft') {
      const status = p.status === 'active' ? 'inactive' : 'active';
      items.push({ key: 'toggle-status', label: t(status === 'active' ? 'actions.activate' : 'actions.deactivate'), onSelect: () => patchRow.mutate({ item: p, change: { status } }) });
    }
    if (can('DESTROY')) items.push({ key: 'delete', label: t('actions.delete'), danger: true, onSelect: () => setToDelete(p) });
    return items;
  };

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const create = can('STORE') ? (
    <Button onClick={() => open('basic-information', null)} data-testid="create-offering">
      {t(`list.${kind}.create`)}
    </Button>
  ) : undefined;
  const filtered = ['search', 'status'].some((k) => (params.get(k) ?? '').trim() !== '');

  return (
    <>
      <DataList
        title={t(`list.${kind}.title`)}
        intro={t(`list.${kind}.intro`)}
        primaryAction={create}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('filters.status')}
              allLabel={t('filters.all')}
              options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={filters.status ?? ''}
              onChange={(v) => setFilter('status', v)}
              optionTestId="status-pill"
            />
            <FilterForm label={t('filters.label')} columns={3} onSearch={search.commit}>
              <TextField label={t('filters.search')} {...search.field} placeholder={t('filters.searchPlaceholder')} />
            </FilterForm>
          </div>
        }
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.name}
        rowTestId="offering-row"
        rowProps={(p) => ({ 'data-status': p.status, 'data-kind': p.kind })}
        rowMenu={rowMenu}
        tableTestId="offerings-table"
        caption={t('list.caption', { page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t(`list.${kind}.emptyTitle`), description: t(`list.${kind}.emptyDescription`), action: create }}
        filtered={filtered}
        filteredEmptyTitle={t('filters.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title', { name: toDelete?.name ?? '' })}
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
