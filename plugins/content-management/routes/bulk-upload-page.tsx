/**
 * Bulk upload of questions or quiz items (README.md "Bulk upload"): a template per question type, a file (dropped or
 * chosen), the preview (every row judged by its type; rejected rows by row and field, duplicates; nothing stored),
 * then the commit in chunks of COMMIT_CHUNK rows with a progress bar, the result's counts and the uploads so far.
 * Materials have their own uploader (files and a manifest chosen together: components/material-uploader.tsx).
 */
import { useRef, useState, type DragEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { formatDisplayDate } from '@kernel/dates/format';
import { QUESTION_TYPES } from '@question-types/registry';
import { useQuestionTypeNames } from '@question-types/type-texts';
import { batchesQuery, commitBulk, downloadTemplate, invalidateContent, previewBulk, type BulkBatch, type BulkPreview, type BulkResult } from '../api/content-api';
import { COMMIT_CHUNK, percent, previewLines, templateBytes, type PreviewLine } from '../lib/bulk-rows';
import { listPath, pageOf, VIEWS, bulkPath } from '../lib/paths';
import { TabLinks, type TabLink } from '@ui/data-list/tab-links';
import { useContentTranslation } from '../locales/texts';
import { Progress, saveFile } from '../components/bulk-bits';
import { MaterialUploader } from '../components/material-uploader';

function Uploader({ kind }: { kind: 'question' | 'quiz' }) {
  const { t, i18n } = useContentTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const typeNameOf = useQuestionTypeNames(QUESTION_TYPES.map((d) => d.slug));
  const [params, setParams] = useSearchParams();
  const [slug, setSlug] = useState(QUESTION_TYPES[0]?.slug ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState<number | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [committing, setCommitting] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const historyPage = Number(params.get('page')) || 1;
  const history = useQuery(batchesQuery(kind, historyPage));

  const choose = (f: File | null) => {
    setFile(f);
    setPreview(null);
    setResult(null);
    setFileError(null);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0] ?? null);
  };
  const template = async (format: 'csv' | 'xlsx') => {
    const tpl = await downloadTemplate(slug, format, kind);
    saveFile(tpl.filename, tpl.content_type, templateBytes(tpl));
  };
  const check = async () => {
    if (!file) return;
    setResult(null);
    setFileError(null);
    setSending(0);
    try {
      setPreview(await previewBulk(file, kind, (f) => setSending(percent(f, 1)), { toast: false }));
    } catch (e) {
      setFileError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(null);
    }
  };
  const commit = async () => {
    if (!file || !preview) return;
    const total = preview.total_rows;
    setCommitting({ done: 0, total });
    try {
      let chunk: { offset: number; limit: number; batch_id?: number } = { offset: 0, limit: COMMIT_CHUNK };
      for (;;) {
        const r = await commitBulk(file, kind, chunk);
        setCommitting({ done: r.processed_rows, total: r.total_rows });
        if (r.next_offset === null) {
          setResult(r);
          break;
        }
        chunk = { offset: r.next_offset, limit: COMMIT_CHUNK, batch_id: r.batch_id };
      }
      setPreview(null);
      void invalidateContent(client);
    } catch {
      // the http client has toasted the server's message; what was stored so far stays, and a retry repeats nothing
    } finally {
      setCommitting(null);
    }
  };

  const lines = preview ? previewLines(preview, onlyProblems) : [];
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
      cell: (l) => (l.kind === 'error' ? l.message : l.kind === 'duplicate' ? (l.questionId !== null ? t('bulk.duplicateOf', { id: l.questionId }) : t('bulk.sameAsRow', { row: l.sameAsRow })) : l.title),
    },
  ];
  const historyColumns: DataListColumn<BulkBatch>[] = [
    { key: 'file', header: t('bulk.fileName'), className: 'font-medium text-ink', cell: (b) => (b.repeat_of ? `${b.file_name} · ${t('bulk.repeat', { id: b.repeat_of })}` : b.file_name) },
    { key: 'when', header: t('bulk.when'), className: 'whitespace-nowrap', cell: (b) => formatDisplayDate(b.created_at, locale) },
    { key: 'by', header: t('bulk.uploadedBy'), cell: (b) => b.uploaded_by?.full_name ?? t('common.none') },
    { key: 'created', header: t('bulk.created'), className: 'tabular-nums', testId: 'batch-created', cell: (b) => b.created_count },
    { key: 'duplicates', header: t('bulk.duplicates'), className: 'tabular-nums', testId: 'batch-duplicates', cell: (b) => b.duplicate_count },
    { key: 'rejected', header: t('bulk.rejected'), className: 'tabular-nums', cell: (b) => b.rejected_count },
  ];
  const busy = sending !== null || committing !== null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="bulk-templates" className="flex flex-col gap-2">
        <h2 id="bulk-templates" className="text-lg font-medium text-ink">{t('bulk.templates')}</h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-64">
            <SelectField label={t('bulk.templateType')} name="template_type" value={slug} options={QUESTION_TYPES.map((d) => ({ value: d.slug, label: typeNameOf(d.slug, d.name) }))} onChange={setSlug} />
          </div>
          <Button variant="secondary" onClick={() => void template('csv')} data-testid="template-csv">{t('bulk.csv')}</Button>
          <Button variant="secondary" onClick={() => void template('xlsx')} data-testid="template-xlsx">{t('bulk.xlsx')}</Button>
        </div>
      </section>

      <section aria-labelledby="bulk-file" className="flex flex-col gap-3">
        <h2 id="bulk-file" className="text-lg font-medium text-ink">{t('bulk.file')}</h2>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-2 rounded border-2 border-dashed p-6 text-center ${dragging ? 'border-primary-600 bg-primary-50' : 'border-line'}`}
        >
          <label htmlFor="bulk-file-input" className="text-sm text-ink">{t('bulk.drop')}</label>
          <input
            id="bulk-file-input"
            ref={input}
            type="file"
            accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="max-w-full text-sm"
            data-testid="bulk-file"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          {file && <p className="text-sm text-muted">{t('bulk.chosen', { name: file.name })}</p>}
        </div>
        {fileError && <Alert variant="error">{fileError}</Alert>}
        <div>
          <Button onClick={() => void check()} disabled={!file || busy} busy={sending !== null} data-testid="bulk-preview">{t('bulk.preview')}</Button>
        </div>
        {sending !== null && <Progress value={sending} label={t('bulk.previewing', { percent: sending })} />}
      </section>

      {preview && (
        <section aria-labelledby="bulk-preview-title" className="flex flex-col gap-3" data-testid="bulk-preview-section">
          <h2 id="bulk-preview-title" className="text-lg font-medium text-ink">{t('bulk.previewCaption', { name: preview.file_name })}</h2>
          <p className="text-sm text-ink" data-testid="bulk-counts">
            {t('bulk.counts', { total: preview.total_rows, valid: preview.valid_count, duplicates: preview.duplicate_count, rejected: preview.rejected_count })}
          </p>
          {preview.already_uploaded && <Alert variant="warning">{t('bulk.again', { id: preview.already_uploaded.batch_id })}</Alert>}
          {preview.errors_truncated && <Alert variant="info">{t('bulk.truncated')}</Alert>}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} data-testid="only-problems" />
            {t('bulk.onlyProblems')}
          </label>
          <DataList
            headingLevel={2}
            query={wholeList(lines)}
            columns={columns}
            rowKey={(l) => l.id}
            rowTestId="preview-line"
            rowProps={(l) => ({ 'data-kind': l.kind, 'data-row': l.row })}
            caption={t('bulk.previewCaption', { name: preview.file_name })}
            empty={{ title: t('bulk.previewEmpty') }}
            onPage={() => undefined}
          />
          {committing ? (
            <Progress value={percent(committing.done, committing.total)} label={t('bulk.committing', { done: committing.done, total: committing.total })} />
          ) : preview.valid_count > 0 ? (
            <div>
              <Button onClick={() => void commit()} disabled={busy} data-testid="bulk-commit">{t('bulk.commit', { count: preview.valid_count })}</Button>
            </div>
          ) : (
            <p className="text-sm text-muted">{t('bulk.nothingNew')}</p>
          )}
        </section>
      )}
      {result && (
        <Alert variant="success">
          <span data-testid="bulk-result">{t('bulk.done', { created: result.created_count, duplicates: result.duplicate_count, rejected: result.rejected_count })}</span>
        </Alert>
      )}

      <DataList
        title={t('bulk.history')}
        headingLevel={2}
        query={history}
        columns={historyColumns}
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
    </div>
  );
}

export default function BulkUploadPage() {
  const { t } = useContentTranslation();
  const where = pageOf(useLocation().pathname);
  if (!where) return null;
  const kind = where.kind;
  const tabs: TabLink[] = VIEWS.map((v) => ({ id: v, to: listPath(kind, v), label: t(`views.${v}`) }));
  if (kind !== 'test') tabs.push({ id: 'bulk-upload', to: bulkPath(kind), label: t('views.bulk-upload') });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink">{t('bulk.title', { kind: t(`kinds.${kind}`) })}</h1>
      <p className="text-sm text-muted">{t(kind === 'material' ? 'materialBulk.intro' : 'bulk.intro')}</p>
      <TabLinks label={t(`kinds.${kind}`)} tabs={tabs} current="bulk-upload" testId="content-view-tab" dataName="view" />
      {kind === 'question' || kind === 'quiz' ? <Uploader key={kind} kind={kind} /> : kind === 'material' ? <MaterialUploader /> : null}
    </div>
  );
}
