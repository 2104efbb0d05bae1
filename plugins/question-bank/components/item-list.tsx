/**
 * The results half of a list page (UI.md), shared by the section lists (GET questions) and the quiz list (GET quiz):
 * the loading, error and empty states, the table (sl, title, the page's own columns, status, approval, created), the
 * row actions with their optimistic status/approval change and the confirmed delete, and server pagination.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { EmptyState } from '@ui/empty-state';
import { TextField } from '@ui/text-field';
import { Pagination } from '@ui/pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import {
  changeApproval,
  changeStatus,
  deleteQuestion,
  invalidateBank,
  questionListQuery,
  type ItemEndpoint,
  type QuestionFilters,
  type QuestionList,
  type QuestionListItem,
} from '../api/questions-api';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { primaryLinkClass } from '../lib/link-styles';
import { useBankTranslation } from '../locales/texts';

export interface ItemColumn {
  header: string;
  cell: (item: QuestionListItem) => ReactNode;
}

/** The texts that differ between the lists ("questions" or "quiz items"). */
export interface ItemListLabels {
  loadFailed: string;
  emptyTitle: string;
  emptyDescription: string;
  create: string;
  caption: (page: number, last: number) => string;
  total: (count: number) => string;
  deleteTitle: string;
  deleteBody: (title: string) => string;
  deleted: (title: string) => string;
}

export interface ItemListProps {
  endpoint: ItemEndpoint;
  filters: QuestionFilters;
  /** a filter is set: an empty list offers to clear them */
  filtered: boolean;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  columns: ItemColumn[];
  labels: ItemListLabels;
  /** the empty state's next step, when the user may create */
  createTo?: string;
  links: (item: QuestionListItem) => { preview?: string; edit?: string };
  can: (key: string) => boolean;
  /** the permission keys of edit and delete (QUESTION_* or QUIZ_*); status and approval are the questions calls' */
  keys: { update: string; destroy: string };
}

/** The search filter: typed freely, sent on Enter (the form's submit) or when the field loses focus. */
export function SearchField({ value, current, onChange, onCommit }: { value: string; current: string; onChange: (v: string) => void; onCommit: (v: string) => void }) {
  const { t } = useBankTranslation();
  return (
    <TextField
      label={t('filters.search')}
      name="search"
      type="search"
      value={value}
      placeholder={t('filters.searchPlaceholder')}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => value.trim() !== current && onCommit(value.trim())}
    />
  );
}

export function ItemList({ endpoint, filters, filtered, onClearFilters, onPage, columns, labels, createTo, links, can, keys }: ItemListProps) {
  const { t, i18n } = useBankTranslation();
  const listQuery = questionListQuery(filters, endpoint);
  const query = useQuery(listQuery);
  const client = useQueryClient();
  const [toDelete, setToDelete] = useState<QuestionListItem | null>(null);

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
    mutationFn: (item: QuestionListItem) => deleteQuestion(item.id, endpoint),
    onSuccess: (_d, item) => {
      pushToast('success', labels.deleted(item.title));
      setToDelete(null);
      invalidateBank(client);
    },
  });

  const data = query.data;
  const page = data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, data?.meta.last_page ?? 1);
  const perPage = data?.meta.per_page ?? filters.per_page ?? 20;

  return (
    <>
      {query.isError ? (
        <ListLoadError message={labels.loadFailed} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : data && data.items.length === 0 ? (
        filtered ? (
          <FilteredEmptyState title={t('list.emptyFiltered')} clearLabel={t('list.clearFilters')} onClear={onClearFilters} />
        ) : (
          <EmptyState
            title={labels.emptyTitle}
            description={labels.emptyDescription}
            action={
              createTo ? (
                <Link to={createTo} className={primaryLinkClass}>
                  {labels.create}
                </Link>
              ) : undefined
            }
          />
        )
      ) : data ? (
        <>
          <ListTable
            testId="question-table"
            caption={labels.caption(page, last)}
            headers={[t('table.sl'), t('table.title'), ...columns.map((c) => c.header), t('table.status'), t('table.approval'), t('table.created')]}
            actionsLabel={t('table.actions')}
          >
            {data.items.map((q, i) => (
              <tr key={q.id} className="border-b border-line last:border-0" data-testid="question-row" data-id={q.id}>
                <td className="px-3 py-2 tabular-nums text-muted">{(page - 1) * perPage + i + 1}</td>
                <td className="px-3 py-2 font-medium text-ink">
                  {q.title}
                  {q.is_platform && <span className="ml-2 rounded bg-primary-50 px-1.5 py-0.5 text-xs text-primary-800">{t('list.platform')}</span>}
                </td>
                {columns.map((c) => (
                  <td key={c.header} className="px-3 py-2">
                    {c.cell(q)}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-medium ${q.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="row-status">
                    {t(`status.${q.status}`, { defaultValue: q.status })}
                  </span>
                </td>
                <td className="px-3 py-2" data-testid="row-approval">
                  {t(`approval.${q.approval}`, { defaultValue: q.approval })}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDisplayDate(q.created_at, i18n.language === 'bn' ? bnLocale : undefined)}</td>
                <td className="px-3 py-2 text-right">
                  <RowActions
                    item={q}
                    links={links(q)}
                    can={can}
                    keys={keys}
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
            onPage={onPage}
            labels={{ label: t('pagination.label'), total: labels.total(data.meta.total), page: t('pagination.page', { page, last }), previous: t('pagination.previous'), next: t('pagination.next') }}
          />
        </>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={labels.deleteTitle}
        body={labels.deleteBody(toDelete?.title ?? '')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-ink data-focus:bg-canvas';

function RowActions({ item, links, can, keys, onStatus, onApproval, onDelete }: {
  item: QuestionListItem;
  links: { preview?: string; edit?: string };
  can: (key: string) => boolean;
  keys: { update: string; destroy: string };
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
        {links.preview && (
          <MenuItem>
            <Link to={links.preview} className={itemClass} data-action="preview">
              {t('actions.preview')}
            </Link>
          </MenuItem>
        )}
        {links.edit && can(keys.update) && (
          <MenuItem>
            <Link to={links.edit} className={itemClass} data-action="edit">
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
        {can(keys.destroy) && (
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
