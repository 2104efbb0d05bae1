/**
 * A centre's branches (docs/product-spec.md §11) at /admin/branches and the master's branch-creation/list-of-branch:
 * the one list over GET branches, "New branch" and Edit in a dialog (422s on their fields), Activate/Deactivate, and
 * Delete confirmed in a dialog naming the branch. The master's other branch-creation pages edit one section each.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { pushToast } from '@kernel/notify/toasts';
import { branchListQuery, changeBranchStatus, createBranch, deleteBranch, invalidate, updateBranch, type Branch, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { fieldErrors } from '../lib/field-errors';
import { useBranchesTranslation } from '../locales/texts';

const FIELDS = ['name', 'code', 'address', 'phone', 'email', 'manager_name'] as const;
type Field = (typeof FIELDS)[number];

function BranchDialog({ scope, branch, onClose }: { scope: Scope; branch: Branch | null; onClose: () => void }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, branch?.[f] ?? ''])) as Record<Field, string>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
      return branch ? updateBranch(branch.id, body) : createBranch(scope, body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (b) => {
      pushToast('success', t(branch ? 'branches.saved' : 'branches.created', { name: b.name }));
      void invalidate(client, 'branches');
      onClose();
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <Dialog open title={branch ? t('branches.editTitle', { name: branch.name }) : t('branches.createTitle')} onClose={onClose} testId="branch-dialog">
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={t(`branches.fields.${f}`)}
            name={f}
            required={f === 'name'}
            type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
            value={values[f]}
            error={errors[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        ))}
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-branch">
            {branch ? t('common.save') : t('common.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function BranchList({ scope }: { scope: Scope }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const status = ['active', 'inactive'].includes(params.get('status') ?? '') ? params.get('status')! : '';
  const filters = { search: params.get('search') || undefined, status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 };
  const query = useQuery(branchListQuery(scope, filters));
  const [dialog, setDialog] = useState<{ branch: Branch | null } | null>(null);
  const [toDelete, setToDelete] = useState<Branch | null>(null);

  const toggle = useMutation({
    mutationFn: (b: Branch) => changeBranchStatus(b.id, b.status === 'active' ? 'inactive' : 'active'),
    onSuccess: (b) => pushToast('success', t(b.status === 'active' ? 'branches.activated' : 'branches.deactivated', { name: b.name })),
    onSettled: () => void invalidate(client, 'branches'),
  });
  const remove = useMutation({
    mutationFn: (b: Branch) => deleteBranch(b.id),
    onSuccess: (_d, b) => {
      pushToast('success', t('branches.deleted', { name: b.name }));
      setToDelete(null);
      void invalidate(client, 'branches');
    },
  });

  const columns: DataListColumn<Branch>[] = [
    { key: 'name', header: t('branches.fields.name'), className: 'font-medium text-ink', testId: 'branch-name', cell: (b) => b.name },
    { key: 'code', header: t('branches.fields.code'), cell: (b) => b.code || '—' },
    { key: 'manager', header: t('branches.fields.manager_name'), cell: (b) => b.manager_name || '—' },
    { key: 'phone', header: t('branches.fields.phone'), className: 'whitespace-nowrap', cell: (b) => b.phone || '—' },
    { key: 'students', header: t('branches.students'), className: 'tabular-nums', cell: (b) => b.students_count },
    {
      key: 'status',
      header: t('common.status'),
      cell: (b) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${b.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`}>{t(`status.${b.status}`)}</span>
      ),
    },
  ];
  const rowMenu = (b: Branch): RowMenuItem[] => [
    { key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ branch: b }) },
    { key: 'toggle-status', label: t(b.status === 'active' ? 'common.deactivate' : 'common.activate'), onSelect: () => toggle.mutate(b) },
    { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(b) },
  ];
  const create = (
    <Button onClick={() => setDialog({ branch: null })} data-testid="create-branch">
      {t('branches.create')}
    </Button>
  );
  const page = query.data?.meta.current_page ?? 1;
  const last = query.data?.meta.last_page ?? 1;
  return (
    <>
      <DataList
        title={t('branches.title')}
        intro={t('branches.intro')}
        primaryAction={create}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('common.status')}
              allLabel={t('common.all')}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
              value={status}
              onChange={(v) => setFilter('status', v)}
            />
            <FilterForm label={t('common.filters')} columns={3} onSearch={search.commit}>
              <TextField label={t('common.search')} {...search.field} placeholder={t('branches.searchPlaceholder')} />
            </FilterForm>
          </div>
        }
        query={query}
        columns={columns}
        rowKey={(b) => b.id}
        rowName={(b) => b.name}
        rowTestId="branch-row"
        rowMenu={rowMenu}
        caption={t('branches.caption', { page, last })}
        loadFailed={t('branches.loadFailed')}
        total={(count) => t('branches.total', { count })}
        empty={{ title: t('branches.emptyTitle'), description: t('branches.emptyDescription'), action: create }}
        filtered={Boolean(filters.search || filters.status)}
        filteredEmptyTitle={t('common.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(withListParam(withListParam(params, 'search', ''), 'status', ''));
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialog && <BranchDialog scope={scope} branch={dialog.branch} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('branches.deleteTitle')}
        body={t('branches.deleteBody', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

export default function BranchesPage() {
  return <CentreFrame>{(scope) => <BranchList scope={scope} />}</CentreFrame>;
}
