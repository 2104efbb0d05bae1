/**
 * Material bulk upload (server README "Material bulk upload"): the files and their manifest are chosen together (the
 * manifest is the one .csv, .xlsx or .json among them); "Check" sends each file through the materials upload (resumable
 * above 8 MiB; a file the server refuses, an executable in disguise say, is listed and left out), then previews the
 * manifest against them: rejected rows by row and field, duplicates by content. The commit goes in chunks with a
 * progress bar; nothing shows anywhere until its last chunk is in.
 */
import { useRef, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import {
  batchesQuery, centresQuery, commitMaterialBulk, downloadMaterialTemplate, invalidateContent, previewMaterialBulk, uploadMaterialFile,
  type MaterialBatchFields, type MaterialBulkPreview, type MaterialBulkResult,
} from '../api/content-api';
import { MATERIAL_COMMIT_CHUNK, isManifestName, percent, previewLines, templateBytes } from '../lib/bulk-rows';
import { useContentTranslation } from '../locales/texts';
import { Progress, saveFile } from './bulk-bits';
import { BulkHistory, BulkPreviewSection, BulkResultNote } from './bulk-report';

interface Sent {
  path: string | null;
  error: string | null;
}

export function MaterialUploader() {
  const { t } = useContentTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [params] = useSearchParams();
  const centres = useQuery(centresQuery());
  const [owner, setOwner] = useState('');
  const [asDraft, setAsDraft] = useState(true);
  const [chosen, setChosen] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  // what each chosen file became on the server: kept so a second check sends nothing again
  const sent = useRef(new Map<File, Sent>());
  const [uploading, setUploading] = useState<{ done: number; total: number; percent: number } | null>(null);
  const [refused, setRefused] = useState<Array<{ name: string; error: string }>>([]);
  const [preview, setPreview] = useState<MaterialBulkPreview | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [committing, setCommitting] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<MaterialBulkResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const historyPage = Number(params.get('page')) || 1;
  const history = useQuery(batchesQuery('material', historyPage));

  const manifests = chosen.filter((f) => isManifestName(f.name));
  const manifest = manifests.length === 1 ? manifests[0]! : null;
  const materialFiles = chosen.filter((f) => !isManifestName(f.name));

  const choose = (list: FileList | null) => {
    setChosen(list ? [...list] : []);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setRefused([]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files);
  };
  const template = async (format: 'csv' | 'xlsx') => {
    const tpl = await downloadMaterialTemplate(format);
    saveFile(tpl.filename, tpl.content_type, templateBytes(tpl));
  };
  const fields = (): MaterialBatchFields => ({
    files: materialFiles.flatMap((f) => {
      const p = sent.current.get(f)?.path;
      return p ? [{ name: f.name, path: p }] : [];
    }),
    organization_id: owner ? Number(owner) : undefined,
  });

  const sendFiles = async () => {
    const todo = materialFiles.filter((f) => !sent.current.has(f));
    const totalBytes = todo.reduce((n, f) => n + f.size, 0) || 1;
    let doneBytes = 0;
    for (const [i, f] of todo.entries()) {
      setUploading({ done: i, total: todo.length, percent: percent(doneBytes, totalBytes) });
      try {
        const path = await uploadMaterialFile(f, (fr) => setUploading({ done: i, total: todo.length, percent: percent(doneBytes + fr * f.size, totalBytes) }));
        sent.current.set(f, { path, error: null });
      } catch (e) {
        sent.current.set(f, { path: null, error: e instanceof Error ? e.message : String(e) });
      }
      doneBytes += f.size;
    }
    setUploading(null);
    setRefused(materialFiles.flatMap((f) => {
      const s = sent.current.get(f);
      return s?.error ? [{ name: f.name, error: s.error }] : [];
    }));
  };

  const check = async () => {
    if (!manifest) return;
    setResult(null);
    setProblem(null);
    setPreview(null);
    try {
      await sendFiles();
      setPreview(await previewMaterialBulk(manifest, fields(), { toast: false }));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(null);
    }
  };

  const commit = async () => {
    if (!manifest || !preview) return;
    const f = fields();
    setCommitting({ done: 0, total: preview.total_rows });
    try {
      let chunk: { offset: number; limit: number; batch_id?: number; draft: 0 | 1 } = { offset: 0, limit: MATERIAL_COMMIT_CHUNK, draft: asDraft ? 1 : 0 };
      for (;;) {
        const r = await commitMaterialBulk(manifest, f, chunk);
        setCommitting({ done: r.processed_rows, total: r.total_rows });
        if (r.next_offset === null) {
          setResult(r);
          break;
        }
        chunk = { ...chunk, offset: r.next_offset, batch_id: r.batch_id };
      }
      setPreview(null);
      void invalidateContent(client);
    } catch {
      // the http client has toasted the server's message; a batch left half-way shows nothing, and a retry repeats nothing
    } finally {
      setCommitting(null);
    }
  };

  const lines = preview ? previewLines(preview, onlyProblems) : [];
  const busy = uploading !== null || committing !== null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="material-templates" className="flex flex-col gap-2">
        <h2 id="material-templates" className="text-lg font-medium text-ink">{t('bulk.templates')}</h2>
        <p className="text-sm text-muted">{t('materialBulk.columns')}</p>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="secondary" onClick={() => void template('csv')} data-testid="template-csv">{t('bulk.csv')}</Button>
          <Button variant="secondary" onClick={() => void template('xlsx')} data-testid="template-xlsx">{t('bulk.xlsx')}</Button>
        </div>
      </section>

      <section aria-labelledby="material-files" className="flex flex-col gap-3">
        <h2 id="material-files" className="text-lg font-medium text-ink">{t('materialBulk.files')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('materialBulk.owner')}
            name="organization_id"
            value={owner}
            placeholder={t('owner.platform')}
            options={(centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(v) => {
              setOwner(v);
              setPreview(null);
            }}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" checked={asDraft} onChange={(e) => setAsDraft(e.target.checked)} data-testid="material-as-draft" />
            {t('materialBulk.asDraft')}
          </label>
        </div>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-2 rounded border-2 border-dashed p-6 text-center ${dragging ? 'border-primary-600 bg-primary-50' : 'border-line'}`}
        >
          <label htmlFor="material-files-input" className="text-sm text-ink">{t('materialBulk.drop')}</label>
          <input id="material-files-input" ref={input} type="file" multiple className="max-w-full text-sm" data-testid="material-files" onChange={(e) => choose(e.target.files)} />
          {chosen.length > 0 && (
            <p className="text-sm text-muted" data-testid="material-chosen">
              {manifest ? t('materialBulk.chosen', { name: manifest.name, count: materialFiles.length }) : t('materialBulk.filesOnly', { count: materialFiles.length })}
            </p>
          )}
        </div>
        {chosen.length > 0 && manifests.length === 0 && <Alert variant="warning">{t('materialBulk.noManifest')}</Alert>}
        {manifests.length > 1 && <Alert variant="warning">{t('materialBulk.twoManifests')}</Alert>}
        {problem && <Alert variant="error">{problem}</Alert>}
        <div>
          <Button onClick={() => void check()} disabled={!manifest || busy} busy={uploading !== null} data-testid="bulk-preview">{t('materialBulk.check')}</Button>
        </div>
        {uploading && <Progress value={uploading.percent} label={t('materialBulk.uploading', { done: uploading.done, total: uploading.total, percent: uploading.percent })} testId="material-upload-progress" />}
        {refused.length > 0 && (
          <Alert variant="warning">
            <p className="font-medium">{t('materialBulk.refused')}</p>
            <ul className="list-disc pl-5" data-testid="material-refused">
              {refused.map((r) => <li key={r.name}>{`${r.name}: ${r.error}`}</li>)}
            </ul>
          </Alert>
        )}
      </section>

      {preview && (
        <BulkPreviewSection
          id="material-preview-title"
          name={preview.manifest_name}
          counts={preview}
          again={preview.already_uploaded ? t('materialBulk.again', { id: preview.already_uploaded.batch_id }) : null}
          lines={lines}
          onlyProblems={onlyProblems}
          onOnlyProblems={setOnlyProblems}
          duplicateOf={(id) => t('materialBulk.duplicateOf', { id })}
          committing={committing}
          busy={busy}
          commitLabel={t('materialBulk.commit', { count: preview.valid_count })}
          onCommit={() => void commit()}
        />
      )}
      {result && <BulkResultNote result={result} />}

      <BulkHistory history={history} fileHeader={t('materialBulk.manifest')} />
    </div>
  );
}
