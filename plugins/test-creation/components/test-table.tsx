/**
 * A page of tests (GET practice-tests / mock-tests): sl, id, title, category, questions, status and approval
 * (toggles, optimistic with rollback: PATCH {examType}/change-status/{id}), created, and row actions show / edit /
 * preview. Loading, empty and error states and server pagination (UI.md "List page").
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { changeTestStatus, invalidateAuthoring, testListQuery, type ExamType, type Paged, type TestFilters, type TestListItem } from '../api/authoring-api';
import { useAuthoringPaths } from '../lib/paths';
import { useTcTranslation } from '../locales/texts';
import { ApprovalToggle, StatusToggle } from './status-toggles';

/** The permission prefix of an exam type (practice tests TEST_*, mock tests MOCK_TEST_*). */
export const keyOf = (examType: ExamType, action: string) => `${examType === 'mock-tests' ? 'MOCK_TEST' : 'TEST'}_${action}`;

export function TestTable({ examType, filters, filtered, onClear, onPage, emptyAction }: {
  examType: ExamType;
  filters: TestFilters;
  /** some filter is set (the empty state offers to clear them) */
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  emptyAction?: ReactNode;
}) {
  const { t, i18n } = useTcTranslation();
  const paths = useAuthoringPaths();
  const listQuery = testListQuery(examType, filters);
  const query = useQuery(listQuery);
  const client = useQueryClient();
  const { user } = useAuth();
  const can = (action: string) => hasAnyPermission(user, [keyOf(examType, action)]);

  const patch = useMutation({
    mutationFn: (v: { item: TestListItem; change: { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' } }) => changeTestStatus(examType, v.item.id, v.change),
    onMutate: async ({ item, change }) => {
      await client.cancelQueries({ queryKey: listQuery.queryKey });
      const previous = client.getQueryData<Paged<TestListItem>>(listQuery.queryKey);
      if (previous) client.setQueryData<Paged<TestListItem>>(listQuery.queryKey, { ...previous, items: previous.items.map((x) => (x.id === item.id ? { ...x, ...change } : x)) });
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) client.setQueryData(listQuery.queryKey, context.previous);
    },
    onSettled: () => invalidateAuthoring(client),
  });

  if (query.isError) return <ListLoadError message={t('list.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (query.isPending) return <ListSkeleton label={t('loading')} />;
  const data = query.data;
  if (data.items.length === 0) {
    return filtered ? (
      <FilteredEmptyState title={t('list.emptyFiltered')} clearLabel={t('list.clearFilters')} onClear={onClear} />
    ) : (
      <EmptyState title={t('list.emptyTitle')} description={t('list.emptyDescription')} action={emptyAction} />
    );
  }
  const page = data.meta.current_page;
  const last = Math.max(1, data.meta.last_page);
  const perPage = data.meta.per_page || filters.per_page || 15;

  return (
    <>
      <ListTable
        testId="test-table"
        caption={t('table.caption', { page, last })}
        headers={[t('table.sl'), t('table.id'), t('table.title'), t('table.category'), t('table.questions'), t('table.status'), t('table.approval'), t('table.created')]}
        actionsLabel={t('table.actions')}
      >
        {data.items.map((x, i) => (
          <tr key={x.id} className="border-b border-line last:border-0" data-testid="test-row" data-id={x.id}>
            <td className="px-3 py-2 tabular-nums text-muted">{(page - 1) * perPage + i + 1}</td>
            <td className="px-3 py-2 whitespace-nowrap text-muted">{x.t_id}</td>
            <td className="px-3 py-2 font-medium text-ink">
              {x.title}
              {!x.completed && <span className="ml-2 rounded bg-warning-50 px-1.5 py-0.5 text-xs text-warning-800">{t('list.draft')}</span>}
              {x.is_platform && <span className="ml-2 rounded bg-primary-50 px-1.5 py-0.5 text-xs text-primary-800">{t('list.platform')}</span>}
            </td>
            <td className="px-3 py-2">{x.category ? t(`category.${x.category}`, { defaultValue: x.category }) : '—'}</td>
            <td className="px-3 py-2 tabular-nums">{x.no_of_questions}</td>
            <td className="px-3 py-2">
              <StatusToggle row={x} disabled={!can('CHANGE_STATUS') || x.is_platform} onToggle={(status) => patch.mutate({ item: x, change: { status } })} />
            </td>
            <td className="px-3 py-2">
              <ApprovalToggle row={x} disabled={!can('APPROVAL') || x.is_platform} onToggle={(approval) => patch.mutate({ item: x, change: { approval } })} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDisplayDate(x.created_at, i18n.language === 'bn' ? bnLocale : undefined)}</td>
            <td className="px-3 py-2 text-right">
              <RowActions
                title={x.title}
                showTo={paths.show(x.id, examType)}
                editTo={can('UPDATE') && !x.is_platform ? paths.wizard('test', 'test-information', { id: x.id, exam: examType }) : null}
                previewTo={paths.preview(examType, x.id)}
              />
            </td>
          </tr>
        ))}
      </ListTable>
      <Pagination
        page={page}
        last={last}
        onPage={onPage}
        labels={{ label: t('pagination.label'), total: t('pagination.totalTests', { count: data.meta.total }), page: t('pagination.page', { page, last }), previous: t('pagination.previous'), next: t('pagination.next') }}
      />
    </>
  );
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-ink data-focus:bg-canvas';

export function RowActions({ title, showTo, editTo, previewTo, extra }: { title: string; showTo?: string; editTo: string | null; previewTo: string; extra?: ReactNode }) {
  const { t } = useTcTranslation();
  return (
    <Menu>
      <MenuButton aria-label={t('actions.menu', { title })} data-testid="row-actions" className="rounded-md px-2 py-1 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-30 min-w-44 rounded-md border border-line bg-surface py-1 shadow-lg focus:outline-none">
        {showTo && (
          <MenuItem>
            <Link to={showTo} className={itemClass} data-action="show">
              {t('actions.show')}
            </Link>
          </MenuItem>
        )}
        {editTo && (
          <MenuItem>
            <Link to={editTo} className={itemClass} data-action="edit">
              {t('actions.edit')}
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <Link to={previewTo} className={itemClass} data-action="preview">
            {t('actions.preview')}
          </Link>
        </MenuItem>
        {extra}
      </MenuItems>
    </Menu>
  );
}
