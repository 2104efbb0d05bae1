/**
 * A page of tests (GET practice-tests / mock-tests) as the one list (@ui/data-list) draws it: id, title, category,
 * questions, where the test stands (Draft, Awaiting approval, Published, Inactive), created, created by, and the row menu: show /
 * edit / preview and the lifecycle actions (lib/lifecycle.ts): Publish and Activate at once (optimistic with rollback:
 * PATCH {examType}/change-status/{id}), Deactivate a published test and Delete after a confirmation naming the test
 * (DELETE {examType}/{id}). The pages add their frame (heading, tabs, filters) and render `dialogs` beside the list.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { bn as bnLocale } from 'date-fns/locale/bn';
import type { DataListProps, RowMenuItem } from '@ui/data-list/data-list';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { CreatorName } from '@kernel/people/creator-name';
import { pushToast } from '@kernel/notify/toasts';
import { changeTestStatus, deleteTest, invalidateAuthoring, testListQuery, type ExamType, type TestFilters, type TestListItem } from '../api/authoring-api';
import { changeFor, lifecycleActions, needsConfirm, type LifecycleAction, type LifecycleChange } from '../lib/lifecycle';
import { useAuthoringPaths } from '../lib/paths';
import { useTcTranslation } from '../locales/texts';
import { StateBadge } from './status-toggles';
import { Badge } from '@ui/badge';

/** The permission prefix of an exam type (practice tests TEST_*, mock tests MOCK_TEST_*). */
export const keyOf = (examType: ExamType, action: string) => `${examType === 'mock-tests' ? 'MOCK_TEST' : 'TEST'}_${action}`;

/** Show, edit (when allowed) and preview: the menu of a test's or a quiz set's row. */
export function authoringMenu(t: (key: string) => string, to: { show?: string; edit: string | null; preview: string }): RowMenuItem[] {
  const items: RowMenuItem[] = [];
  if (to.show) items.push({ key: 'show', label: t('actions.show'), to: to.show });
  if (to.edit) items.push({ key: 'edit', label: t('actions.edit'), to: to.edit });
  items.push({ key: 'preview', label: t('actions.preview'), to: to.preview });
  return items;
}

type TestListProps = Pick<DataListProps<TestListItem>, 'query' | 'columns' | 'rowKey' | 'rowName' | 'rowTestId' | 'rowProps' | 'rowMenu' | 'tableTestId' | 'caption' | 'loadFailed' | 'total' | 'filteredEmptyTitle'>;

/** The list half of a tests page: `list` spread into `<DataList>` beside the page's frame, `dialogs` after it. */
export function useTestList(examType: ExamType, filters: TestFilters): { list: TestListProps; dialogs: ReactNode } {
  const { t, i18n } = useTcTranslation();
  const paths = useAuthoringPaths();
  const listQuery = testListQuery(examType, filters);
  const query = useQuery(listQuery);
  const client = useQueryClient();
  const { user } = useAuth();
  const can = (action: string) => hasAnyPermission(user, [keyOf(examType, action)]);
  // platform tests are the master's to change, on the platform scope only (the server says so too)
  const writable = (x: TestListItem) => !x.is_platform || paths.index.startsWith('/master/');
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const [asked, setAsked] = useState<{ action: 'deactivate' | 'delete'; row: TestListItem } | null>(null);

  const patch = useOptimisticRowPatch<TestListItem, LifecycleChange>({
    queryKey: listQuery.queryKey,
    send: (item, { status, approval }) => changeTestStatus(examType, item.id, { status, approval }),
    onStart: () => setAsked(null),
    onSettled: () => invalidateAuthoring(client),
  });
  const remove = useMutation({
    mutationFn: (row: TestListItem) => deleteTest(examType, row.id),
    onSuccess: (_d, row) => pushToast('success', t('lifecycle.deleted', { title: row.title })),
    // a refusal (409: it has sittings, or students can see it) is the kernel's toast, with the server's reason
    onSettled: () => {
      setAsked(null);
      invalidateAuthoring(client);
    },
  });

  const run = (action: LifecycleAction, row: TestListItem) => {
    if (needsConfirm(action, row)) setAsked({ action: action === 'delete' ? 'delete' : 'deactivate', row });
    else if (action !== 'delete') patch.mutate({ item: row, change: changeFor(action, row) });
  };

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const list: TestListProps = {
    query,
    columns: [
      { key: 't_id', header: t('table.id'), className: 'whitespace-nowrap text-muted', cell: (x) => x.t_id },
      {
        key: 'title',
        header: t('table.title'),
        className: 'font-medium text-ink',
        cell: (x) => (
          <>
            {x.title}
            {x.is_platform && <Badge tone="primary">{t('list.platform')}</Badge>}
          </>
        ),
      },
      { key: 'category', header: t('table.category'), cell: (x) => (x.category ? t(`category.${x.category}`, { defaultValue: x.category }) : '—') },
      { key: 'no_of_questions', header: t('table.questions'), className: 'tabular-nums', cell: (x) => x.no_of_questions },
      { key: 'state', header: t('table.state'), testId: 'test-state', cell: (x) => <StateBadge state={x.state} /> },
      { key: 'created_at', header: t('table.created'), className: 'whitespace-nowrap', cell: (x) => formatDisplayDate(x.created_at, locale) },
      { key: 'created_by', header: t('table.createdBy'), cell: (x) => <CreatorName id={x.created_by} /> },
    ],
    rowKey: (x) => x.id,
    rowName: (x) => x.title,
    rowTestId: 'test-row',
    rowProps: (x) => ({ 'data-state': x.state }),
    rowMenu: (x) => [
      ...authoringMenu(t, {
        show: paths.show(x.id, examType),
        edit: can('UPDATE') && writable(x) ? paths.wizard('test', 'test-information', { id: x.id, exam: examType }) : null,
        preview: paths.preview(examType, x.id),
      }),
      ...lifecycleActions(x, (a) => can(a), writable(x)).map((action): RowMenuItem => ({
        key: action,
        label: t(`actions.${action}`),
        danger: action === 'delete',
        onSelect: () => run(action, x),
      })),
    ],
    tableTestId: 'test-table',
    caption: t('table.caption', { page, last }),
    loadFailed: t('list.loadFailed'),
    total: (count) => t('pagination.totalTests', { count }),
    filteredEmptyTitle: t('list.emptyFiltered'),
  };

  const dialogs = (
    <ConfirmDialog
      open={asked !== null}
      title={t(asked?.action === 'delete' ? 'lifecycle.deleteTitle' : 'lifecycle.deactivateTitle')}
      body={t(asked?.action === 'delete' ? 'lifecycle.deleteBody' : 'lifecycle.deactivateBody', { title: asked?.row.title ?? '' })}
      confirmLabel={t(asked?.action === 'delete' ? 'actions.delete' : 'actions.deactivate')}
      cancelLabel={t('cancel')}
      busy={patch.isPending || remove.isPending}
      onConfirm={() => {
        if (!asked) return;
        if (asked.action === 'delete') remove.mutate(asked.row);
        else patch.mutate({ item: asked.row, change: changeFor('deactivate', asked.row) });
      }}
      onClose={() => setAsked(null)}
    />
  );
  return { list, dialogs };
}
