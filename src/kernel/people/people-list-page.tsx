/**
 * The people list of the students, trainers and platform-staff pages (@ui/data-list): server-side search (Enter),
 * status pills led by All (with "not signed up yet", the invitation not accepted), the group filter on a centre's
 * address and the centre filter on the platform's, sortable columns kept in the URL, pages from meta, the CSV export
 * of everything the filters match, the students' CSV import, and each row's actions in its menu: edit, activate or
 * deactivate (optimistic, rolled back on a refusal), resend the invitation, impersonate a student, delete (asked
 * first). A refusal (the rank rule, the last owner) shows the server's own words.
 */
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { FilterPills } from '@ui/data-list/filter-pills';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { withLeadingAll } from '../status/status-list';
import { useAuth } from '../auth/auth-provider';
import { formatDisplayDate } from '../dates/format';
import { useOptimisticRowPatch } from '../http/optimistic-row';
import { pushToast } from '../notify/toasts';
import { centresQuery, changePersonStatus, currentScope, deletePerson, groupsQuery, invalidatePeople, peopleListQuery, resendInvitation, type PeopleKind, type PeopleScope, type Person } from './api';
import { sortFromParams } from '@ui/data-list/list-math';
import { isFiltered, peopleQueryFromParams, refusalMessage, rowActions, SORTABLE, STATUS_FILTERS, withoutFilters, withParam, withSort, type PeopleActions, type RowActionKey } from './list-query';
import { downloadPeopleCsv } from './download';
import { impersonate } from './impersonate';
import { CsvImportDialog } from './csv-import-dialog';
import { usePeopleTranslation } from './texts';

export interface PeopleListPageProps {
  kind: PeopleKind;
  /** create at `{basePath}/create`, edit at `{basePath}/edit/{id}`; null where the portal has no such pages */
  basePath: string | null;
  /** what the caller's permissions allow (`peopleActions`) */
  actions: PeopleActions;
  /** default: from the page's address */
  scope?: PeopleScope;
  /** the heading, when the portal names the page its own way (the admin's "Our students") */
  title?: string;
}

const linkButton =
  'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

const CHIP = {
  success: 'bg-success-50 text-success-700',
  muted: 'bg-canvas text-muted',
  warning: 'bg-warning-50 text-warning-800',
  danger: 'bg-danger-50 text-danger-700',
} as const;

function Chip({ tone, children, testId, value }: { tone: keyof typeof CHIP; children: ReactNode; testId: string; value: string }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${CHIP[tone]}`} data-testid={testId} data-value={value}>
      {children}
    </span>
  );
}

const INVITATION_TONE = { pending: 'warning', expired: 'danger', accepted: 'success' } as const;

type Asked = { action: 'deactivate' | 'delete'; row: Person } | null;

const idOf = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function PeopleListPage({ kind, basePath, actions, scope = currentScope(), title }: PeopleListPageProps) {
  const { t, i18n } = usePeopleTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const [params, setParams] = useSearchParams();
  const query = peopleQueryFromParams(params, kind);
  const listQuery = peopleListQuery(query);
  const list = useQuery(listQuery);
  const client = useQueryClient();
  const { user } = useAuth();
  const viewer = { id: idOf(user?.id ?? user?.user_id), role: user?.role };
  const search = useSearchDraft(params.get('search') ?? '', (v) => set('search', v));
  const [asked, setAsked] = useState<Asked>(null);
  const [importOpen, setImportOpen] = useState(false);

  const groupFilter = kind !== 'staff' && scope === 'centre';
  const centreFilter = kind !== 'staff' && scope === 'platform';
  const groups = useQuery({ ...groupsQuery, enabled: groupFilter });
  const centres = useQuery({ ...centresQuery, enabled: centreFilter });
  const set = (key: Parameters<typeof withParam>[1], value: string) => setParams(withParam(params, key, value));
  const refused = (e: unknown) => pushToast('error', refusalMessage(e, t('done.failed')));

  const patch = useOptimisticRowPatch<Person, { status: 'active' | 'inactive' }>({
    queryKey: listQuery.queryKey,
    send: (item, change) => changePersonStatus(item.id, change.status),
    onStart: () => setAsked(null),
    onSettled: () => invalidatePeople(client),
  });
  const setStatus = (row: Person, status: 'active' | 'inactive') =>
    patch.mutate(
      { item: row, change: { status } },
      { onSuccess: () => pushToast('success', t(status === 'active' ? 'done.activated' : 'done.deactivated', { name: row.full_name })), onError: refused },
    );

  const remove = useMutation({
    mutationFn: (row: Person) => deletePerson(row.id),
    onSuccess: (_d, row) => pushToast('success', t('done.deleted', { name: row.full_name })),
    onError: refused,
    onSettled: () => {
      setAsked(null);
      return invalidatePeople(client);
    },
  });
  const resend = useMutation({
    mutationFn: (row: Person) => resendInvitation(row.id),
    onSuccess: (data) => {
      pushToast('success', t('done.resent', { email: data.sent_to }));
      return invalidatePeople(client);
    },
    onError: refused,
  });
  const enter = useMutation({ mutationFn: (row: Person) => impersonate(row.id), onError: refused });
  const exporting = useMutation({ mutationFn: () => downloadPeopleCsv(kind, query), onError: (e) => pushToast('error', refusalMessage(e, t('list.exportFailed'))) });

  const createLink =
    actions.create && basePath !== null ? (
      <Link to={`${basePath}/create`} className={linkButton} data-testid="add-person">
        {t(`kinds.${kind}.add`)}
      </Link>
    ) : null;
  const importButton = actions.import ? (
    <Button variant="secondary" onClick={() => setImportOpen(true)} data-testid="import-csv">
      {t('list.import')}
    </Button>
  ) : null;
  const exportButton = actions.export ? (
    <Button variant="secondary" busy={exporting.isPending} onClick={() => exporting.mutate()} title={t('list.exportHint')} data-testid="export-csv">
      {t('list.export')}
    </Button>
  ) : null;

  const columns: DataListColumn<Person>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      testId: 'person-name',
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium text-ink">{p.full_name}</span>
          <span className="text-xs text-muted">{p.email}</span>
        </span>
      ),
    },
    ...(centreFilter ? [{ key: 'centre', header: t('columns.centre'), cell: (p: Person) => p.organization_name ?? '—' }] : []),
    { key: 'phone', header: t('columns.phone'), className: 'whitespace-nowrap tabular-nums', cell: (p) => p.phone ?? '—' },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (p) => (
        <Chip tone={p.status === 'active' ? 'success' : 'muted'} testId="person-status" value={p.status}>
          {t(`status.${p.status}`)}
        </Chip>
      ),
    },
    {
      key: 'invitation',
      header: t('columns.invitation'),
      cell: (p) => (
        <Chip tone={INVITATION_TONE[p.invitation]} testId="person-invitation" value={p.invitation}>
          {t(`invitation.${p.invitation}`)}
        </Chip>
      ),
    },
    { key: 'last_login_at', header: t('columns.lastLogin'), sortable: true, className: 'whitespace-nowrap', cell: (p) => (p.last_login_at ? formatDisplayDate(p.last_login_at, locale) : t('never')) },
    { key: 'created_at', header: t('columns.created'), sortable: true, className: 'whitespace-nowrap', cell: (p) => formatDisplayDate(p.created_at, locale) },
  ];

  const menuItem = (row: Person, key: RowActionKey): RowMenuItem => {
    switch (key) {
      case 'edit':
        return { key, label: t('actions.edit'), to: `${basePath}/edit/${row.id}` };
      case 'activate':
        return { key, label: t('actions.activate'), onSelect: () => setStatus(row, 'active') };
      case 'deactivate':
        return { key, label: t('actions.deactivate'), onSelect: () => setAsked({ action: 'deactivate', row }) };
      case 'resend':
        return { key, label: t('actions.resend'), onSelect: () => resend.mutate(row) };
      case 'impersonate':
        return { key, label: t('actions.impersonate'), onSelect: () => enter.mutate(row) };
      case 'delete':
        return { key, label: t('actions.delete'), danger: true, onSelect: () => setAsked({ action: 'delete', row }) };
    }
  };

  const page = list.data?.meta.current_page ?? query.page ?? 1;
  const last = Math.max(1, list.data?.meta.last_page ?? 1);
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const centreOptions = (centres.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const allowed: PeopleActions = { ...actions, create: actions.create && basePath !== null, edit: actions.edit && basePath !== null };

  return (
    <>
      <DataList
        testId="people-list"
        title={title ?? t(`kinds.${kind}.title`)}
        intro={t(`kinds.${kind}.intro`)}
        primaryAction={
          (createLink || importButton || exportButton) && (
            <div className="flex flex-wrap items-center gap-2">
              {exportButton}
              {importButton}
              {createLink}
            </div>
          )
        }
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('filters.status')}
              options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={query.status ?? ''}
              onChange={(v) => set('status', v)}
              testId="status-filter"
              optionTestId="status-pill"
              optionDataKey="status"
            />
            <FilterForm label={t('filters.label')} columns={3} onSearch={search.commit}>
              <TextField
                label={t('filters.search')}
                {...search.field}
                hint={t('filters.searchHint')}
                data-testid="people-search"
              />
              {groupFilter && groupOptions.length > 0 && (
                <SelectField label={t('filters.group')} name="group" value={params.get('group') ?? ''} options={withLeadingAll(groupOptions, t('filters.allGroups'))} onChange={(v) => set('group', v)} />
              )}
              {centreFilter && centreOptions.length > 0 && (
                <SelectField label={t('filters.centre')} name="centre" value={params.get('centre') ?? ''} options={withLeadingAll(centreOptions, t('filters.allCentres'))} onChange={(v) => set('centre', v)} />
              )}
            </FilterForm>
          </div>
        }
        query={list}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.full_name}
        rowTestId="person-row"
        rowProps={(p) => ({ 'data-status': p.status, 'data-invitation': p.invitation })}
        rowMenu={(p) => rowActions(p, allowed, viewer).map((key) => menuItem(p, key))}
        tableTestId="people-table"
        caption={t(`kinds.${kind}.caption`, { page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t(`kinds.${kind}.total`, { count })}
        empty={{
          title: t(`kinds.${kind}.emptyTitle`),
          description: t(`kinds.${kind}.emptyDescription`),
          action:
            createLink || importButton ? (
              <div className="flex flex-wrap justify-center gap-2">
                {createLink}
                {importButton}
              </div>
            ) : undefined,
        }}
        filtered={isFiltered(params)}
        onClearFilters={() => {
          search.clear();
          setParams(withoutFilters(params));
        }}
        onPage={(p) => set('page', String(p))}
        sort={sortFromParams(params, SORTABLE)}
        onSort={(s) => setParams(withSort(params, s))}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(asked.action === 'delete' ? 'confirm.deleteTitle' : 'confirm.deactivateTitle', { name: asked.row.full_name }) : ''}
        body={asked ? t(asked.action === 'delete' ? 'confirm.deleteBody' : 'confirm.deactivateBody', { name: asked.row.full_name }) : ''}
        confirmLabel={t(asked?.action === 'delete' ? 'confirm.delete' : 'confirm.deactivate')}
        cancelLabel={t('confirm.cancel')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!asked) return;
          if (asked.action === 'delete') remove.mutate(asked.row);
          else setStatus(asked.row, 'inactive');
        }}
        onClose={() => setAsked(null)}
      />
      {actions.import && <CsvImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={() => void invalidatePeople(client)} />}
    </>
  );
}
