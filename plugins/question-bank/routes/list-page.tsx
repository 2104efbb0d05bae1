/**
 * A section's question list (UI.md list page): section tabs, filters in the URL (type, status with a leading All,
 * frequency, source, search), the table with row actions, server pagination, and the loading, empty and error states.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { isSection, typesBySection } from '@question-types/registry';
import {
  changeApproval,
  changeStatus,
  deleteQuestion,
  invalidateBank,
  questionListQuery,
  type QuestionList,
  type QuestionListItem,
} from '../api/questions-api';
import { filtersFromParams, frequencyOptions, sourceOptions, statusOptions, typeOptions, withFilter, type FilterKey } from '../components/filters';
import { useBankPaths } from '../components/paths';
import { SectionTabs } from '../components/section-tabs';
import { SelectField } from '@ui/select-field';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useBankTranslation } from '../components/texts';

function sectionOf(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isSection(last) ? last : 'reading';
}

export default function ListPage() {
  const { t, i18n } = useBankTranslation();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const paths = useBankPaths();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(section, params), [section, params]);
  const listQuery = questionListQuery(filters);
  const query = useQuery(listQuery);
  const client = useQueryClient();
  const { user } = useAuth();
  const can = (key: string) => hasAnyPermission(user, [key]);
  const [toDelete, setToDelete] = useState<QuestionListItem | null>(null);
  const [search, setSearch] = useState(params.get('search') ?? '');

  const setFilter = (key: FilterKey | 'page', value: string) => setParams(withFilter(params, key, value));
  const types = typesBySection(section as Parameters<typeof typesBySection>[0]).map((d) => ({ slug: d.slug, name: d.shortName }));
  const sectionName = t(`sections.${section}`);
  const filtered = ['type', 'status', 'frequency', 'source', 'search'].some((k) => params.get(k));

  /** Optimistic change of one row: the row changes now, and goes back if the server refuses. */
  const patchRow = useMutation({
    mutationFn: async (v: { item: QuestionListItem; change: { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' } }) =>
      v.change.status ? changeStatus(v.item.id, v.change.status) : changeApproval(v.item.id, v.change.approval!),
    onMutate: async ({ item, change }) => {
      await client.cancelQueries({ queryKey: listQuery.queryKey });
      const previous = client.getQueryData<QuestionList>(listQuery.queryKey);
      if (previous) {
        client.setQueryData<QuestionList>(listQuery.queryKey, {
          ...previous,
          items: previous.items.map((q) => (q.id === item.id ? { ...q, ...change } : q)),
        });
      }
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) client.setQueryData(listQuery.queryKey, context.previous);
    },
    onSettled: () => invalidateBank(client),
  });

  const remove = useMutation({
    mutationFn: (item: QuestionListItem) => deleteQuestion(item.id),
    onSuccess: (_d, item) => {
      pushToast('success', t('toast.deleted', { title: item.title }));
      setToDelete(null);
      invalidateBank(client);
    },
  });

  const data = query.data;
  const page = data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, data?.meta.last_page ?? 1);
  const perPage = data?.meta.per_page ?? filters.per_page ?? 20;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t('list.title', { section: sectionName })}</h1>
        {can('QUESTION_STORE') && (
          <Link to={paths.create(section, filters.type)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600" data-testid="create-question">
            {t('list.create')}
          </Link>
        )}
      </header>

      <SectionTabs current={section} paths={paths} />

      <form
        role="search"
        aria-label={t('filters.label')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('search', search.trim());
        }}
      >
        <SelectField label={t('filters.type')} name="type" value={params.get('type') ?? ''} options={typeOptions(types, t('filters.all'))} onChange={(v) => setFilter('type', v)} />
        <SelectField label={t('filters.status')} name="status" value={params.get('status') ?? ''} options={statusOptions(t)} onChange={(v) => setFilter('status', v)} />
        <SelectField label={t('filters.frequency')} name="frequency" value={params.get('frequency') ?? ''} options={frequencyOptions(t)} onChange={(v) => setFilter('frequency', v)} />
        <SelectField label={t('filters.source')} name="source" value={params.get('source') ?? ''} options={sourceOptions(t)} onChange={(v) => setFilter('source', v)} />
        <TextField
          label={t('filters.search')}
          name="search"
          type="search"
          value={search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          onBlur={() => search.trim() !== (params.get('search') ?? '') && setFilter('search', search.trim())}
        />
      </form>

      {query.isError ? (
        <ListLoadError message={t('list.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : data && data.items.length === 0 ? (
        filtered ? (
          <FilteredEmptyState
            title={t('list.emptyFiltered')}
            clearLabel={t('list.clearFilters')}
            onClear={() => {
              setSearch('');
              setParams(new URLSearchParams());
            }}
          />
        ) : (
          <EmptyState
            title={t('list.emptyTitle')}
            description={t('list.emptyDescription')}
            action={
              can('QUESTION_STORE') ? (
                <Link to={paths.create(section)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700">
                  {t('list.create')}
                </Link>
              ) : undefined
            }
          />
        )
      ) : data ? (
        <>
          <ListTable testId="question-table" caption={t('table.caption', { page, last })} headers={[t('table.sl'), t('table.title'), t('table.type'), t('table.status'), t('table.approval'), t('table.frequency'), t('table.created')]} actionsLabel={t('table.actions')}>
            {data.items.map((q, i) => (
              <tr key={q.id} className="border-b border-line last:border-0" data-testid="question-row" data-id={q.id}>
                <td className="px-3 py-2 tabular-nums text-muted">{(page - 1) * perPage + i + 1}</td>
                <td className="px-3 py-2 font-medium text-ink">
                  {q.title}
                  {q.is_platform && <span className="ml-2 rounded bg-primary-50 px-1.5 py-0.5 text-xs text-primary-800">{t('list.platform')}</span>}
                </td>
                <td className="px-3 py-2">{q.question_type.name}</td>
                <td className="px-3 py-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-medium ${q.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="row-status">
                    {t(`status.${q.status}`, { defaultValue: q.status })}
                  </span>
                </td>
                <td className="px-3 py-2" data-testid="row-approval">{t(`approval.${q.approval}`, { defaultValue: q.approval })}</td>
                <td className="px-3 py-2">{t(`frequency.${q.frequency}`, { defaultValue: q.frequency })}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDisplayDate(q.created_at, i18n.language === 'bn' ? bnLocale : undefined)}</td>
                <td className="px-3 py-2 text-right">
                  <RowActions
                    item={q}
                    can={can}
                    previewTo={paths.preview(q.question_type.slug, q.id)}
                    editTo={paths.edit(q.id)}
                    onStatus={(status) => patchRow.mutate({ item: q, change: { status } })}
                    onApproval={(approval) => patchRow.mutate({ item: q, change: { approval } })}
                    onDelete={() => setToDelete(q)}
                  />
                </td>
              </tr>
            ))}
          </ListTable>
          <Pagination
            page={page}
            last={last}
            onPage={(p) => setFilter('page', String(p))}
            labels={{ label: t('pagination.label'), total: t('pagination.total', { count: data.meta.total }), page: t('pagination.page', { page, last }), previous: t('pagination.previous'), next: t('pagination.next') }}
          />
        </>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        body={t('delete.body', { title: toDelete?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-ink data-focus:bg-canvas';

function RowActions({ item, can, previewTo, editTo, onStatus, onApproval, onDelete }: {
  item: QuestionListItem;
  can: (key: string) => boolean;
  previewTo: string;
  editTo: string;
  onStatus: (s: 'active' | 'inactive') => void;
  onApproval: (a: 'approved' | 'unapproved') => void;
  onDelete: () => void;
}) {
  const { t } = useBankTranslation();
  return (
    <Menu>
      <MenuButton
        aria-label={t('actions.menu', { title: item.title })}
        data-testid="row-actions"
        className="rounded-md px-2 py-1 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-30 min-w-44 rounded-md border border-line bg-surface py-1 shadow-lg focus:outline-none">
        <MenuItem>
          <Link to={previewTo} className={itemClass} data-action="preview">
            {t('actions.preview')}
          </Link>
        </MenuItem>
        {can('QUESTION_UPDATE') && (
          <MenuItem>
            <Link to={editTo} className={itemClass} data-action="edit">
              {t('actions.edit')}
            </Link>
          </MenuItem>
        )}
        {can('QUESTION_CHANGE_STATUS') && (
          <MenuItem>
            <button type="button" className={itemClass} data-action="toggle-status" onClick={() => onStatus(item.status === 'active' ? 'inactive' : 'active')}>
              {item.status === 'active' ? t('actions.deactivate') : t('actions.activate')}
            </button>
          </MenuItem>
        )}
        {can('QUESTION_APPROVAL') && (
          <MenuItem>
            <button type="button" className={itemClass} data-action="toggle-approval" onClick={() => onApproval(item.approval === 'approved' ? 'unapproved' : 'approved')}>
              {item.approval === 'approved' ? t('actions.unapprove') : t('actions.approve')}
            </button>
          </MenuItem>
        )}
        {can('QUESTION_DESTROY') && (
          <MenuItem>
            <button type="button" className={`${itemClass} text-danger-700`} data-action="delete" onClick={onDelete}>
              {t('actions.delete')}
            </button>
          </MenuItem>
        )}
      </MenuItems>
    </Menu>
  );
}
