/**
 * quiz-list: the quiz sets (GET quiz-set) in the one list (@ui/data-list), filters (status, approval, published, search) in the URL, the publish
 * toggle (PUT quiz-set/{id}/publish, optimistic with rollback; unpublishing confirmed), status and approval chips
 * (deactivating a set students can see confirmed), edit, preview and delete (DELETE quiz-set/{id}, confirmed; the
 * server refuses a set with sittings or one students can see, and the toast says why).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { withLeadingAll } from '@kernel/status/status-list';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { formatDisplayDate } from '@kernel/dates/format';
import { CreatorName } from '@kernel/people/creator-name';
import { pushToast } from '@kernel/notify/toasts';
import { changeQuizSetStatus, deleteQuizSet, invalidateAuthoring, publishQuizSet, quizSetListQuery, type QuizSetListItem } from '../api/authoring-api';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { APPROVALS, STATUSES, isFiltered, withFilter } from '../lib/filters';
import { useAuthoringPaths } from '../lib/paths';
import { authoringMenu } from '../components/test-rows';
import { useTcTranslation } from '../locales/texts';
import { ApprovalToggle, StatusToggle } from '../components/status-toggles';
import { Badge } from '@ui/badge';

export default function QuizListPage() {
  const { t, i18n } = useTcTranslation();
  const paths = useAuthoringPaths();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const filters = {
    status: params.get('status') || undefined,
    approval: params.get('approval') || undefined,
    published: params.get('published') || undefined,
    search: params.get('search') || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const listQuery = quizSetListQuery(filters);
  const query = useQuery(listQuery);
  const client = useQueryClient();
  const { user } = useAuth();
  const can = (k: string) => hasAnyPermission(user, [k]);
  /** what waits for a confirmation: unpublishing, deactivating a set students can see, deleting */
  const [asked, setAsked] = useState<{ action: 'unpublish' | 'deactivate' | 'delete'; row: QuizSetListItem } | null>(null);
  const writable = (x: QuizSetListItem) => !x.is_platform || paths.index.startsWith('/master/');
  const live = (x: QuizSetListItem) => x.completed && x.published && x.status === 'active' && x.approval === 'approved';
  const setFilter = (key: 'status' | 'approval' | 'published' | 'search' | 'page', value: string) => setParams(withFilter(params, key, value));

  type Change = { published: boolean } | { status: 'active' | 'inactive' } | { approval: 'approved' | 'unapproved' };
  /** Optimistic: the row changes now and goes back if the server refuses. */
  const patchRow = useOptimisticRowPatch<QuizSetListItem, Change>({
    queryKey: listQuery.queryKey,
    send: (item, change) => ('published' in change ? publishQuizSet(item.id, change.published) : changeQuizSetStatus(item.id, change)),
    onStart: () => setAsked(null),
    onSettled: () => invalidateAuthoring(client),
  });
  const remove = useMutation({
    mutationFn: (row: QuizSetListItem) => deleteQuizSet(row.id),
    onSuccess: (_d, row) => pushToast('success', t('lifecycle.deleted', { title: row.title })),
    onSettled: () => {
      setAsked(null);
      invalidateAuthoring(client);
    },
  });

  const create = can('QUIZ_SET_STORE') ? (
    <Link to={paths.wizard('quiz', 'quiz-information')} data-testid="create-quiz-set" className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
      {t('quizList.create')}
    </Link>
  ) : undefined;
  const page = query.data?.meta.current_page ?? filters.page;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const locale = i18n.language === 'bn' ? bnLocale : undefined;

  return (
    <>
      <DataList
        title={t('quizList.title')}
        primaryAction={create}
        filters={
          <FilterForm label={t('filters.label')} columns={4} onSearch={() => setFilter('search', search.trim())}>
            <SelectField label={t('filters.status')} name="status" value={params.get('status') ?? ''} options={withLeadingAll(STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), t('filters.all'))} onChange={(v) => setFilter('status', v)} />
            <SelectField label={t('filters.approval')} name="approval" value={params.get('approval') ?? ''} options={withLeadingAll(APPROVALS.map((s) => ({ value: s, label: t(`approval.${s}`) })), t('filters.all'))} onChange={(v) => setFilter('approval', v)} />
            <SelectField label={t('filters.published')} name="published" value={params.get('published') ?? ''} options={withLeadingAll([{ value: 'true', label: t('published.yes') }, { value: 'false', label: t('published.no') }], t('filters.all'))} onChange={(v) => setFilter('published', v)} />
            <TextField label={t('filters.search')} name="search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} onBlur={() => search.trim() !== (params.get('search') ?? '') && setFilter('search', search.trim())} />
          </FilterForm>
        }
        query={query}
        columns={[
          { key: 'q_s_id', header: t('table.id'), className: 'whitespace-nowrap text-muted', cell: (x) => x.q_s_id },
          {
            key: 'title',
            header: t('table.title'),
            className: 'font-medium text-ink',
            cell: (x) => (
              <>
                {x.title}
                {!x.completed && <Badge tone="warning">{t('list.draft')}</Badge>}
              </>
            ),
          },
          { key: 'template_type', header: t('table.template'), cell: (x) => (x.template_type ? t(`template.${x.template_type}`) : '—') },
          { key: 'no_of_questions', header: t('table.questions'), className: 'tabular-nums', cell: (x) => x.no_of_questions },
          {
            key: 'status',
            header: t('table.status'),
            cell: (x) => (
              <span className="flex flex-wrap gap-1">
                <StatusToggle
                  row={x}
                  disabled={!can('QUIZ_SET_CHANGE_STATUS') || !writable(x)}
                  onToggle={(status) => (status === 'inactive' && live(x) ? setAsked({ action: 'deactivate', row: x }) : patchRow.mutate({ item: x, change: { status } }))}
                />
                <ApprovalToggle row={x} disabled={!can('QUIZ_SET_APPROVAL') || !writable(x)} onToggle={(approval) => patchRow.mutate({ item: x, change: { approval } })} />
              </span>
            ),
          },
          {
            key: 'published',
            header: t('table.published'),
            cell: (x) => (
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  role="switch"
                  checked={x.published}
                  disabled={!can('QUIZ_SET_PUBLISH') || !writable(x) || (!x.published && !x.completed)}
                  aria-label={t(x.published ? 'quizList.unpublishNamed' : 'quizList.publishNamed', { title: x.title })}
                  onChange={() => (x.published ? setAsked({ action: 'unpublish', row: x }) : patchRow.mutate({ item: x, change: { published: true } }))}
                  data-testid="toggle-publish"
                />
                <span className="text-xs">{x.published ? t('published.yes') : t('published.no')}</span>
              </label>
            ),
          },
          { key: 'created_at', header: t('table.created'), className: 'whitespace-nowrap', cell: (x) => formatDisplayDate(x.created_at, locale) },
          { key: 'created_by', header: t('table.createdBy'), cell: (x) => <CreatorName id={x.created_by} /> },
        ]}
        rowKey={(x) => x.id}
        rowName={(x) => x.title}
        rowTestId="quiz-set-row"
        rowMenu={(x) => [
          ...authoringMenu(t, { edit: can('QUIZ_SET_UPDATE') && writable(x) ? paths.wizard('quiz', 'quiz-information', { id: x.id }) : null, preview: paths.preview('quiz-set', x.id) }),
          ...(can('QUIZ_SET_DESTROY') && writable(x) && !live(x) ? [{ key: 'delete', label: t('actions.delete'), danger: true, onSelect: () => setAsked({ action: 'delete', row: x }) }] : []),
        ]}
        tableTestId="quiz-set-table"
        caption={t('table.caption', { page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('pagination.totalQuizSets', { count })}
        empty={{ title: t('quizList.emptyTitle'), description: t('quizList.emptyDescription'), action: create }}
        filtered={isFiltered(params)}
        filteredEmptyTitle={t('list.emptyFiltered')}
        onClearFilters={() => {
          setSearch('');
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      <ConfirmDialog
        open={asked !== null}
        title={t(asked?.action === 'delete' ? 'quizList.deleteTitle' : asked?.action === 'deactivate' ? 'quizList.deactivateTitle' : 'quizList.unpublishTitle')}
        body={t(asked?.action === 'delete' ? 'lifecycle.deleteBody' : 'quizList.unpublishBody', { title: asked?.row.title ?? '' })}
        confirmLabel={t(asked?.action === 'delete' ? 'actions.delete' : asked?.action === 'deactivate' ? 'actions.deactivate' : 'quizList.unpublish')}
        cancelLabel={t('cancel')}
        busy={patchRow.isPending || remove.isPending}
        onConfirm={() => {
          if (!asked) return;
          if (asked.action === 'delete') remove.mutate(asked.row);
          else patchRow.mutate({ item: asked.row, change: asked.action === 'deactivate' ? { status: 'inactive' } : { published: false } });
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
