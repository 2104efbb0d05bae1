/**
 * What both bulk uploaders (questions and quizzes, materials) show after the file is read: the preview with its
 * counts and rejected rows by row and field, the commit with its progress, the result, and the uploads so far.
 */
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { formatDisplayDate } from '@kernel/dates/format';
import type { Paged } from '@kernel/http/list';
import type { BulkBatch } from '../api/content-api';
import { percent, type PreviewLine } from '../lib/bulk-rows';
import { useContentTranslation } from '../locales/texts';
import { Progress } from './bulk-bits';

interface PreviewCounts {
  total_rows: number;
  valid_count: number;
  duplicate_count: number;
  rejected_count: number;
  errors_truncated?: boolean;
}

export function BulkPreviewSection(props: {
  id: string;
  name: string;
  counts: PreviewCounts;
  /** shown when the same file was committed before */
  again: string | null;
  lines: PreviewLine[];
  onlyProblems: boolean;
  onOnlyProblems: (on: boolean) => void;
  /** a duplicate of a stored item, in the uploader's words */
  duplicateOf: (id: number) => string;
  committing: { done: number; total: number } | null;
  busy: boolean;
  commitLabel: string;
  onCommit: () => void;
}) {
  const { t } = useContentTranslation();
  const { counts } = props;
  const columns: DataListColumn<PreviewLine>[] = [
    { key: 'row', header: t('bulk.row'), className: 'tabular-nums', testId: 'problem-row', cell: (l) => l.row },
    {
      key: 'what',
      header: t('bulk.what'),
      cell: (l) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${l.kind === 'error' ? 'bg-danger-50 text-danger-700' : l.kind === 'duplicate' ? 'bg-warning-50 text-warning-800' : 'bg-success-50 text-success-700'}`}>{t(`bulk.${l.kind}`)}</span>,
    },
    { key: 'field', header: t('bulk.field'), className: 'font-mono text-xs', testId: 'problem-field', cell: (l) => l.field || t('common.none') },
    {
      key: 'problem',
      header: t('bulk.problem'),
      testId: 'problem-message',
      cell: (l) => (l.kind === 'error' ? l.message : l.kind === 'duplicate' ? (l.questionId !== null ? props.duplicateOf(l.questionId) : t('bulk.sameAsRow', { row: l.sameAsRow })) : l.title),
    },
  ];
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-3" data-testid="bulk-preview-section">
      <h2 id={props.id} className="text-lg font-medium text-ink">{t('bulk.previewCaption', { name: props.name })}</h2>
      <p className="text-sm text-ink" data-testid="bulk-counts">
        {t('bulk.counts', { total: counts.total_rows, valid: counts.valid_count, duplicates: counts.duplicate_count, rejected: counts.rejected_count })}
      </p>
      {props.again && <Alert variant="warning">{props.again}</Alert>}
      {counts.errors_truncated && <Alert variant="info">{t('bulk.truncated')}</Alert>}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={props.onlyProblems} onChange={(e) => props.onOnlyProblems(e.target.checked)} data-testid="only-problems" />
        {t('bulk.onlyProblems')}
      </label>
      <DataList
        headingLevel={2}
        query={wholeList(props.lines)}
        columns={columns}
        rowKey={(l) => l.id}
        rowTestId="preview-line"
        rowProps={(l) => ({ 'data-kind': l.kind, 'data-row': l.row })}
        caption={t('bulk.previewCaption', { name: props.name })}
        empty={{ title: t('bulk.previewEmpty') }}
        onPage={() => undefined}
      />
      {props.committing ? (
        <Progress value={percent(props.committing.done, props.committing.total)} label={t('bulk.committing', { done: props.committing.done, total: props.committing.total })} />
      ) : counts.valid_count > 0 ? (
        <div>
          <Button onClick={props.onCommit} disabled={props.busy} data-testid="bulk-commit">{props.commitLabel}</Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('bulk.nothingNew')}</p>
      )}
    </section>
  );
}

export function BulkResultNote({ result }: { result: { created_count: number; duplicate_count: number; rejected_count: number } }) {
  const { t } = useContentTranslation();
  return (
    <Alert variant="success">
      <span data-testid="bulk-result">{t('bulk.done', { created: result.created_count, duplicates: result.duplicate_count, rejected: result.rejected_count })}</span>
    </Alert>
  );
}

/** The uploads so far, paged by `?page=` in the address. */
export function BulkHistory({ history, fileHeader }: { history: UseQueryResult<Paged<BulkBatch>>; fileHeader: string }) {
  const { t, i18n } = useContentTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const [, setParams] = useSearchParams();
  const columns: DataListColumn<BulkBatch>[] = [
    { key: 'file', header: fileHeader, className: 'font-medium text-ink', cell: (b) => (b.repeat_of ? `${b.file_name} · ${t('bulk.repeat', { id: b.repeat_of })}` : b.file_name) },
    { key: 'when', header: t('bulk.when'), className: 'whitespace-nowrap', cell: (b) => formatDisplayDate(b.created_at, locale) },
    { key: 'by', header: t('bulk.uploadedBy'), cell: (b) => b.uploaded_by?.full_name ?? t('common.none') },
    { key: 'created', header: t('bulk.created'), className: 'tabular-nums', testId: 'batch-created', cell: (b) => b.created_count },
    { key: 'duplicates', header: t('bulk.duplicates'), className: 'tabular-nums', testId: 'batch-duplicates', cell: (b) => b.duplicate_count },
    { key: 'rejected', header: t('bulk.rejected'), className: 'tabular-nums', cell: (b) => b.rejected_count },
  ];
  return (
    <DataList
      title={t('bulk.history')}
      headingLevel={2}
      query={history}
      columns={columns}
      rowKey={(b) => b.id}
      rowTestId="batch-row"
      caption={t('bulk.historyCaption', { page: history.data?.meta.current_page ?? 1, last: history.data?.meta.last_page ?? 1 })}
      loadFailed={t('bulk.historyLoadFailed')}
      empty={{ title: t('bulk.historyEmpty') }}
      onPage={(p) => setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('page', String(p));
        return next;
      })}
    />
  );
}
