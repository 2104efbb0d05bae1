/**
 * What the bank's two lists (a section's questions over GET questions, the quiz items over GET quiz) share inside
 * the one list (@ui/data-list): the title, status, approval, created and created-by columns around each page's own, and the row
 * menu — preview, edit, the optimistic status/approval change (rolled back if the server refuses) and the delete,
 * confirmed in a dialog naming the item.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOptimisticRowPatch } from '@kernel/http/optimistic-row';
import { bn as bnLocale } from 'date-fns/locale/bn';
import type { DataListColumn, RowMenuItem } from '@ui/data-list/data-list';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { CreatorName } from '@kernel/people/creator-name';
import { pushToast } from '@kernel/notify/toasts';
import { changeApproval, changeStatus, deleteQuestion, invalidateBank, questionListQuery, type ItemEndpoint, type QuestionFilters, type QuestionListItem } from '../api/questions-api';
import { useBankTranslation } from '../locales/texts';
import { Badge } from '@ui/badge';

type Column = DataListColumn<QuestionListItem>;

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

/** title, then the page's own columns, then status, approval, created and who made it (authors' lists only) */
export function useItemColumns(own: Column[]): Column[] {
  const { t, i18n } = useBankTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  return [
    {
      key: 'title',
      header: t('table.title'),
      className: 'font-medium text-ink',
      cell: (q) => (
        <>
          {q.title}
          {q.is_platform && <Badge tone="primary">{t('list.platform')}</Badge>}
        </>
      ),
    },
    ...own,
    {
      key: 'status',
      header: t('table.status'),
      cell: (q) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${q.status === 'active' ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`} data-testid="row-status">
          {t(`status.${q.status}`, { defaultValue: q.status })}
        </span>
      ),
    },
    { key: 'approval', header: t('table.approval'), testId: 'row-approval', cell: (q) => t(`approval.${q.approval}`, { defaultValue: q.approval }) },
    { key: 'created_at', header: t('table.created'), className: 'whitespace-nowrap', cell: (q) => formatDisplayDate(q.created_at, locale) },
    { key: 'created_by', header: t('table.createdBy'), cell: (q) => <CreatorName id={q.created_by} /> },
  ];
}

/** The row menu of a bank list and the dialog that confirms its delete (render `dialog` once, beside the list). */
export function useItemActions({ endpoint, filters, links, can, keys, labels }: {
  endpoint: ItemEndpoint;
  filters: QuestionFilters;
  links: (item: QuestionListItem) => { preview?: string; edit?: string };
  can: (key: string) => boolean;
  /** the permission keys of edit and delete (QUESTION_* or QUIZ_*); status and approval are the questions calls' */
  keys: { update: string; destroy: string };
  labels: { deleteTitle: string; deleteBody: (title: string) => string; deleted: (title: string) => string };
}): { rowMenu: (item: QuestionListItem) => RowMenuItem[]; dialog: ReactNode } {
  const { t } = useBankTranslation();
  const client = useQueryClient();
  const listKey = questionListQuery(filters, endpoint).queryKey;
  const [toDelete, setToDelete] = useState<QuestionListItem | null>(null);

  /** Optimistic change of one row: the row changes now, and goes back if the server refuses. */
  const patchRow = useOptimisticRowPatch<QuestionListItem, { status?: 'active' | 'inactive'; approval?: 'approved' | 'unapproved' }>({
    queryKey: listKey,
    send: (item, change) => (change.status ? changeStatus(item.id, change.status) : changeApproval(item.id, change.approval!)),
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

  const rowMenu = (q: QuestionListItem): RowMenuItem[] => {
    const to = links(q);
    const items: RowMenuItem[] = [];
    if (to.preview) items.push({ key: 'preview', label: t('actions.preview'), to: to.preview });
    if (to.edit && can(keys.update)) items.push({ key: 'edit', label: t('actions.edit'), to: to.edit });
    if (can('QUESTION_CHANGE_STATUS')) {
      const status = q.status === 'active' ? 'inactive' : 'active';
      items.push({ key: 'toggle-status', label: t(status === 'active' ? 'actions.activate' : 'actions.deactivate'), onSelect: () => patchRow.mutate({ item: q, change: { status } }) });
    }
    if (can('QUESTION_APPROVAL')) {
      const approval = q.approval === 'approved' ? 'unapproved' : 'approved';
      items.push({ key: 'toggle-approval', label: t(approval === 'approved' ? 'actions.approve' : 'actions.unapprove'), onSelect: () => patchRow.mutate({ item: q, change: { approval } }) });
    }
    if (can(keys.destroy)) items.push({ key: 'delete', label: t('actions.delete'), danger: true, onSelect: () => setToDelete(q) });
    return items;
  };

  const dialog = (
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
  );
  return { rowMenu, dialog };
}
