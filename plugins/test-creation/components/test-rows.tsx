/**
 * A page of tests (GET practice-tests / mock-tests) as the one list (@ui/data-list) draws it: id, title, category,
 * questions, the status and approval toggles (optimistic with rollback: PATCH {examType}/change-status/{id}),
 * created, and the row menu show / edit / preview. The pages add their frame (heading, tabs, filters).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { bn as bnLocale } from 'date-fns/locale/bn';
import type { DataListProps, RowMenuItem } from '@ui/data-list/data-list';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { changeTestStatus, invalidateAuthoring, testListQuery, type ExamType, type TestFilters, type TestListItem } from '../api/authoring-api';
import { useAuthoringPaths } from '../lib/paths';
import { useTcTranslation } from '../locales/texts';
import { ApprovalToggle, StatusToggle } from './status-toggles';
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

type TestListProps = Pick<DataListProps<TestListItem>, 'query' | 'columns' | 'rowKey' | 'rowName' | 'rowTestId' | 'rowMenu' | 'tableTestId' | 'caption' | 'loadFailed' | 'total' | 'filteredEmptyTitle'>;

/** The list half of a tests page: spread into `<DataList>` beside the page's frame, empty state and paging. */
export function useTestList(examType: ExamType, filters: TestFilters): TestListProps {
  const { t, i18n } = useTcTranslation();
  const paths = useAuthoringPaths();
  const listQuery = testListQuery(examType, filters);
  const query = useQuery(listQuery);
  const client = useQueryClient();
  const { user } = useAuth();
  const can = (action: string) => hasAnyPermission(user, [keyOf(examType, action)]);
  const locale = i18n.language === 'bn' ? bnLocale : undefined;

  const patch = useOptimisticRowPatch<TestListItem, { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' }>({
    queryKey: listQuery.queryKey,
    send: (item, change) => changeTestStatus(examType, item.id, change),
    onSettled: () => invalidateAuthoring(client),
  });

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  return {
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
            {!x.completed && <Badge tone="warning">{t('list.draft')}</Badge>}
            {x.is_platform && <Badge tone="primary">{t('list.platform')}</Badge>}
          </>
        ),
      },
      { key: 'category', header: t('table.category'), cell: (x) => (x.category ? t(`category.${x.category}`, { defaultValue: x.category }) : '—') },
      { key: 'no_of_questions', header: t('table.questions'), className: 'tabular-nums', cell: (x) => x.no_of_questions },
      { key: 'status', header: t('table.status'), cell: (x) => <StatusToggle row={x} disabled={!can('CHANGE_STATUS') || x.is_platform} onToggle={(status) => patch.mutate({ item: x, change: { status } })} /> },
      { key: 'approval', header: t('table.approval'), cell: (x) => <ApprovalToggle row={x} disabled={!can('APPROVAL') || x.is_platform} onToggle={(approval) => patch.mutate({ item: x, change: { approval } })} /> },
      { key: 'created_at', header: t('table.created'), className: 'whitespace-nowrap', cell: (x) => formatDisplayDate(x.created_at, locale) },
    ],
    rowKey: (x) => x.id,
    rowName: (x) => x.title,
    rowTestId: 'test-row',
    rowMenu: (x) =>
      authoringMenu(t, {
        show: paths.show(x.id, examType),
        edit: can('UPDATE') && !x.is_platform ? paths.wizard('test', 'test-information', { id: x.id, exam: examType }) : null,
        preview: paths.preview(examType, x.id),
      }),
    tableTestId: 'test-table',
    caption: t('table.caption', { page, last }),
    loadFailed: t('list.loadFailed'),
    total: (count) => t('pagination.totalTests', { count }),
    filteredEmptyTitle: t('list.emptyFiltered'),
  };
}
