/**
 * Bulk upload of questions or quiz items (README.md "Bulk upload"): a template per question type, a file (dropped or
 * chosen), the preview (every row judged by its type; rejected rows by row and field, duplicates; nothing stored),
 * then the commit in chunks of COMMIT_CHUNK rows with a progress bar, the result's counts and the uploads so far.
 * Materials have their own uploader (files and a manifest chosen together: components/material-uploader.tsx).
 */
import { useRef, useState, type DragEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { QUESTION_TYPES } from '@question-types/registry';
import { useQuestionTypeNames } from '@question-types/type-texts';
import { batchesQuery, commitBulk, downloadTemplate, invalidateContent, previewBulk, type BulkPreview, type BulkResult } from '../api/content-api';
import { COMMIT_CHUNK, percent, previewLines, templateBytes } from '../lib/bulk-rows';
import { listPath, pageOf, VIEWS, bulkPath } from '../lib/paths';
import { TabLinks, type TabLink } from '@ui/data-list/tab-links';
import { useContentTranslation } from '../locales/texts';
import { Progress, saveFile } from '../components/bulk-bits';
import { BulkHistory, BulkPreviewSection, BulkResultNote } from '../components/bulk-report';
import { MaterialUploader } from '../components/material-uploader';

function Uploader({ kind }: { kind: 'question' | 'quiz' }) {
  const { t } = useContentTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const typeNameOf = useQuestionTypeNames(QUESTION_TYPES.map((d) => d.slug));
  const [params] = useSearchParams();
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
        <BulkPreviewSection
          id="bulk-preview-title"
          name={preview.file_name}
          counts={preview}
          again={preview.already_uploaded ? t('bulk.again', { id: preview.already_uploaded.batch_id }) : null}
          lines={lines}
          onlyProblems={onlyProblems}
          onOnlyProblems={setOnlyProblems}
          duplicateOf={(id) => t('bulk.duplicateOf', { id })}
          committing={committing}
          busy={busy}
          commitLabel={t('bulk.commit', { count: preview.valid_count })}
          onCommit={() => void commit()}
        />
      )}
      {result && <BulkResultNote result={result} />}

      <BulkHistory history={history} fileHeader={t('bulk.fileName')} />
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
