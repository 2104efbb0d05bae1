/**
 * Import and export (…/interaction/import-export). Import: pick a CSV file (read with a progress bar), see a preview
 * (columns found, row count, the first rows), pick where the contacts go (a new list, an existing one, none), check
 * (a dry run: the server's own counts, nothing saved) or import (one transaction); the result names every row left
 * out. `?source=<source>&list=<id>` come from a lead page (trial-class students, an event). Export: a list or every
 * contact as CSV.
 */
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import type { ContactSource } from '@server/modules/contacts/contracts.ts';
import { downloadContactsCsv, importContacts, invalidateContacts, listsQuery, type ImportResult } from '../api/contacts-api';
import { ContactsNav } from '../components/contacts/contacts-nav';
import { previewCsv, type Preview, type PreviewColumn } from '../lib/csv-preview';
import { contactPaths, contactPortalOf } from '../lib/contact-paths';
import { useContactsTranslation } from '../locales/contacts-texts';

type Destination = 'new' | 'existing' | 'none';
const IMPORT_SOURCES: readonly ContactSource[] = ['import', 'trial-class', 'seminar', 'webinar', 'workshop', 'blog'];

export default function ImportExportPage() {
  const { t } = useContactsTranslation();
  const paths = contactPaths(contactPortalOf(useLocation().pathname));
  const client = useQueryClient();
  const [params] = useSearchParams();
  const lists = useQuery(listsQuery({ per_page: 100 }));
  const listOptions = (lists.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }));

  const [fileName, setFileName] = useState('');
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [readProgress, setReadProgress] = useState<number | null>(null);
  const [readError, setReadError] = useState('');
  const [dest, setDest] = useState<Destination>(params.get('list') ? 'existing' : 'new');
  const [listId, setListId] = useState(params.get('list') ?? '');
  const [newName, setNewName] = useState('');
  const initialSource = params.get('source') as ContactSource | null;
  const [source, setSource] = useState<ContactSource>(initialSource && IMPORT_SOURCES.includes(initialSource) ? initialSource : 'import');
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [exportList, setExportList] = useState('');

  const readFile = (file: File | undefined) => {
    setResult(null);
    setPreview(null);
    setText(null);
    setReadError('');
    if (!file) return;
    setFileName(file.name);
    if (!newName) setNewName(file.name.replace(/\.[^.]+$/, '').slice(0, 120));
    const reader = new FileReader();
    setReadProgress(0);
    reader.onprogress = (e) => e.lengthComputable && setReadProgress(Math.round((e.loaded / e.total) * 100));
    reader.onerror = () => {
      setReadProgress(null);
      setReadError(t('contacts.import.readFailed'));
    };
    reader.onload = () => {
      setReadProgress(null);
      const content = String(reader.result ?? '');
      const p = previewCsv(content);
      setText(content);
      setPreview(p);
      if (!p.hasEmail) setReadError(t('contacts.import.noEmail'));
    };
    reader.readAsText(file);
  };

  const send = async (dryRun: boolean) => {
    if (text === null) return;
    setBusy(dryRun ? 'check' : 'run');
    setErrors({});
    setResult(null);
    try {
      const r = await importContacts({
        csv: text,
        source,
        dry_run: dryRun,
        ...(dest === 'existing' && listId ? { list_id: Number(listId) } : {}),
        ...(dest === 'new' ? { new_list_name: newName } : {}),
      });
      setResult(r);
      if (!dryRun) void invalidateContacts(client);
    } catch (e) {
      if (e instanceof HttpError) {
        const f = e.fieldErrors;
        setErrors(Object.keys(f).length ? Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v[0] ?? ''])) : { csv: e.message });
      }
    } finally {
      setBusy(null);
    }
  };

  const sampleColumns: DataListColumn<Record<PreviewColumn, string>>[] = (preview?.columns ?? []).map((c) => ({ key: c, header: t(`contacts.fields.${c}`), cell: (r) => r[c] }));
  const errorColumns: DataListColumn<ImportResult['errors'][number]>[] = [
    { key: 'row', header: t('contacts.import.row'), cell: (e) => e.row },
    { key: 'field', header: t('contacts.import.field'), cell: (e) => (['email', 'name', 'phone'].includes(e.field) ? t(`contacts.fields.${e.field}`) : e.field) },
    { key: 'message', header: t('contacts.import.problem'), cell: (e) => e.message },
  ];
  const canSend = text !== null && preview?.hasEmail === true && busy === null && (dest !== 'existing' || listId !== '') && (dest !== 'new' || newName.trim() !== '');

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t('contacts.import.title')}</h1>
        <p className="text-sm text-muted">{t('contacts.import.intro')}</p>
      </div>
      <ContactsNav />
      <section className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4" aria-labelledby="import-heading">
        <h2 id="import-heading" className="font-semibold text-ink">{t('contacts.import.importHeading')}</h2>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('contacts.import.fileLabel')}
          <input type="file" accept=".csv,text/csv" data-testid="import-file" className="text-sm" onChange={(e) => readFile(e.target.files?.[0])} aria-describedby="import-file-hint" />
          <span id="import-file-hint" className="text-xs text-muted">{t('contacts.import.fileHint')}</span>
        </label>
        {readProgress !== null && (
          <div className="flex flex-col gap-1 text-sm">
            <span>{t('contacts.import.reading')}</span>
            <progress max={100} value={readProgress} aria-label={t('contacts.import.reading')} className="w-full" />
          </div>
        )}
        {readError && <Alert variant="error">{readError}</Alert>}
        {errors.csv && <Alert variant="error">{errors.csv}</Alert>}
        {preview && preview.hasEmail && (
          <>
            <p className="text-sm text-ink" data-testid="import-preview">
              {fileName}: {t('contacts.import.preview', { rows: preview.rows, columns: preview.columns.map((c) => t(`contacts.fields.${c}`)).join(', ') })}
            </p>
            <DataList query={wholeList(preview.sample)} columns={sampleColumns} rowKey={(r) => `${r.email}-${r.name}-${r.phone}`} caption={t('contacts.import.previewCaption')} empty={{}} onPage={() => undefined} />
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-ink">{t('contacts.import.destination')}</legend>
              {(['new', 'existing', 'none'] as const).map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="destination" value={d} checked={dest === d} onChange={() => setDest(d)} data-testid={`dest-${d}`} />
                  {t(`contacts.import.to${d === 'new' ? 'New' : d === 'existing' ? 'Existing' : 'None'}`)}
                </label>
              ))}
            </fieldset>
            {dest === 'new' && <TextField label={t('contacts.import.newListName')} value={newName} onChange={(e) => setNewName(e.target.value)} error={errors.new_list_name ?? null} data-testid="new-list-name" />}
            {dest === 'existing' && (
              <SelectField label={t('contacts.import.pickList')} name="list_id" value={listId} options={listOptions} placeholder={t('contacts.import.pickListPlaceholder')} onChange={setListId} error={errors.list_id ?? null} />
            )}
            <SelectField
              label={t('contacts.import.sourceLabel')}
              name="source"
              value={source}
              options={IMPORT_SOURCES.map((s) => ({ value: s, label: t(`contacts.sources.${s}`) }))}
              onChange={(v) => setSource(v as ContactSource)}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={!canSend} busy={busy === 'check'} onClick={() => void send(true)} data-testid="import-check">
                {t('contacts.import.check')}
              </Button>
              <Button disabled={!canSend} busy={busy === 'run'} onClick={() => void send(false)} data-testid="import-run">
                {t('contacts.import.run')}
              </Button>
            </div>
          </>
        )}
        {busy !== null && (
          <div className="flex flex-col gap-1 text-sm" role="status">
            <span>{t('contacts.import.working', { rows: preview?.rows ?? 0 })}</span>
            <progress aria-label={t('contacts.import.working', { rows: preview?.rows ?? 0 })} className="w-full" />
          </div>
        )}
        {result && (
          <div className="flex flex-col gap-3" data-testid="import-result">
            {result.dry_run ? (
              <Alert variant="info">{t('contacts.import.checked', { created: result.created, updated: result.updated, skipped: result.skipped, errors: result.errors.length })}</Alert>
            ) : (
              <Alert variant="success">
                <strong data-testid="import-count">{t('contacts.import.imported', { count: result.created + result.updated })}</strong>{' '}
                {t('contacts.import.resultDetail', { created: result.created, updated: result.updated, skipped: result.skipped })}{' '}
                {result.list_id !== null && (
                  <Link className="underline" to={`${paths.lists}?list=${result.list_id}`}>
                    {t('contacts.import.openList')}
                  </Link>
                )}
              </Alert>
            )}
            {result.errors.length > 0 && (
              <>
                <p className="text-sm text-ink">{t('contacts.import.rowErrors', { count: result.errors.length })}</p>
                <DataList query={wholeList(result.errors)} columns={errorColumns} rowKey={(e) => `${e.row}-${e.field}`} rowTestId="import-error" caption={t('contacts.import.errorsCaption')} empty={{}} onPage={() => undefined} />
              </>
            )}
          </div>
        )}
      </section>
      <section className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4" aria-labelledby="export-heading">
        <h2 id="export-heading" className="font-semibold text-ink">{t('contacts.import.exportHeading')}</h2>
        <SelectField
          label={t('contacts.import.exportList')}
          name="export_list"
          value={exportList}
          options={[{ value: '', label: t('contacts.common.allContacts') }, ...listOptions]}
          onChange={setExportList}
          hint={t('contacts.import.exportHint')}
        />
        <div>
          <Button variant="secondary" onClick={() => void downloadContactsCsv(exportList ? Number(exportList) : null, 'contacts.csv')} data-testid="export-csv">
            {t('contacts.import.download')}
          </Button>
        </div>
      </section>
    </div>
  );
}
