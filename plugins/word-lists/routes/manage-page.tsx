/**
 * Word lists for staff at /teacher/material/word-list, /admin/materials/word-list and /master/material/word-list: the
 * one list over GET word-lists (the centre's lists and the platform's shared ones; the master's platform lists on the
 * platform domain) with status and source pills and a search in the URL; New list and Edit in a dialog; switch on or
 * off at once (rolled back if refused); Delete confirmed in a dialog that names the list.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { FilterPills } from '@ui/data-list/filter-pills';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { changeWordListStatus, deleteWordList, invalidateWordLists, wordListsQuery, type WordList } from '../api/word-lists-api';
import { filtersFromParams, hasFilters, withFilter } from '../lib/filters';
import { WordListDialog, type WordListDialogTarget } from '../components/word-list-dialog';
import { useWordListsTranslation } from '../locales/texts';

export default function ManagePage() {
  const { t, i18n } = useWordListsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const client = useQueryClient();
  const { user } = useAuth();
  const platform = user?.role === 'SUPER_ADMIN' || user?.role === 'MASTER';
  const can = (key: string) => hasAnyPermission(user, [key]);

  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilter = (key: string, value: string) => setParams(withFilter(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const query = useQuery(wordListsQuery(filters));

  const [dialog, setDialog] = useState<WordListDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<WordList | null>(null);

  const patchRow = useOptimisticRowPatch<WordList, { status: 'active' | 'inactive' }>({
    queryKey: wordListsQuery(filters).queryKey,
    send: (l, change) => changeWordListStatus(l.id, change.status),
    onSettled: () => invalidateWordLists(client),
  });
  const remove = useMutation({
    mutationFn: (l: WordList) => deleteWordList(l.id),
    onSuccess: (_d, l) => {
      pushToast('success', t('delete.done', { title: l.title }));
      setToDelete(null);
      void invalidateWordLists(client);
    },
  });

  const columns: DataListColumn<WordList>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      cell: (l) => (
        <div className="flex flex-col">
          <span className="font-medium text-ink" data-testid="word-list-title">
            {l.title}
          </span>
          {l.description && <span className="text-xs text-muted">{l.description}</span>}
        </div>
      ),
    },
    { key: 'words', header: t('list.columns.words'), cell: (l) => <span data-testid="word-list-count">{l.words_count}</span> },
    {
      key: 'audience',
      header: t('list.columns.audience'),
      cell: (l) => (
        <span data-testid="word-list-audience">
          {[l.is_platform ? t('list.platform') : null, l.public_to_students ? t('list.everyone') : null, ...l.groups.map((g) => g.name)].filter(Boolean).join(', ') || t('list.nobody')}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (l) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${l.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="word-list-status">
          {t(`status.${l.status}`)}
        </span>
      ),
    },
    { key: 'created', header: t('list.columns.created'), className: 'whitespace-nowrap', cell: (l) => formatDisplayDate(l.created_at, locale) },
  ];

  const rowMenu = (l: WordList): RowMenuItem[] => {
    if (!l.editable) return [];
    const items: RowMenuItem[] = [];
    if (can('MATERIAL_UPDATE')) {
      items.push({ key: 'edit', label: t('actions.edit'), onSelect: () => setDialog({ mode: 'edit', list: l }) });
      const status = l.status === 'active' ? 'inactive' : 'active';
      items.push({ key: 'toggle-status', label: t(status === 'active' ? 'actions.activate' : 'actions.deactivate'), onSelect: () => patchRow.mutate({ item: l, change: { status } }) });
    }
    if (can('MATERIAL_DESTROY')) items.push({ key: 'delete', label: t('actions.delete'), danger: true, onSelect: () => setToDelete(l) });
    return items;
  };

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const newList = can('MATERIAL_STORE') ? (
    <Button onClick={() => setDialog({ mode: 'create' })} data-testid="create-word-list">
      {t('list.create')}
    </Button>
  ) : undefined;

  return (
    <>
      <DataList
        title={t('list.title')}
        intro={t(platform ? 'list.introPlatform' : 'list.intro')}
        primaryAction={newList}
        filters={
          <div className="flex flex-col gap-3">
            <FilterPills
              label={t('filters.status')}
              allLabel={t('filters.all')}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
              value={filters.status ?? ''}
              onChange={(v) => setFilter('status', v)}
              optionTestId="status-pill"
            />
            {!platform && (
              <FilterPills
                label={t('filters.source')}
                allLabel={t('filters.all')}
                options={[
                  { value: 'centre', label: t('filters.centre') },
                  { value: 'platform', label: t('filters.platform') },
                ]}
                value={filters.scope ?? ''}
                onChange={(v) => setFilter('scope', v)}
                optionTestId="scope-pill"
              />
            )}
            <FilterForm label={t('filters.label')} columns={3} onSearch={search.commit}>
              <TextField label={t('filters.search')} {...search.field} placeholder={t('filters.searchPlaceholder')} />
            </FilterForm>
          </div>
        }
        query={query}
        columns={columns}
        rowKey={(l) => l.id}
        rowName={(l) => l.title}
        rowTestId="word-list-row"
        rowProps={(l) => ({ 'data-status': l.status, 'data-platform': l.is_platform ? 'yes' : 'no' })}
        rowMenu={rowMenu}
        tableTestId="word-lists-table"
        caption={t('list.caption', { page, last })}
        loadFailed={t('list.loadFailed')}
        total={(count) => t('list.total', { count })}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newList }}
        filtered={hasFilters(params)}
        filteredEmptyTitle={t('filters.emptyFiltered')}
        onClearFilters={() => {
          search.clear();
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialog && <WordListDialog key={dialog.mode === 'edit' ? dialog.list.id : 'new'} target={dialog} platform={platform} onClose={() => setDialog(null)} />}
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
    </>
  );
}
