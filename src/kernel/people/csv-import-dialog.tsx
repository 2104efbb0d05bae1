/**
 * The students' CSV import (docs/product-spec.md §10): choose a .csv, upload it with a percentage bar for the preview
 * (POST users/import/preview writes nothing), read every row with its per-field errors and duplicate mark, then import
 * the valid rows of the same file (POST users/import) and read what happened: created, duplicates, rejected. The
 * server skips duplicates by e-mail, so importing the same file again creates nothing.
 */
import { useId, useState, type ReactNode } from 'react';
import { DataList, type DataListColumn, type ListQueryState } from '@ui/data-list/data-list';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { HttpError } from '../http/client';
import { importStudents, previewImport, type ImportPreview, type ImportResult, type ImportRow } from './api';
import { checkCsvFile, IMPORT_PAGE_SIZE, pageOfRows, rowState, type ImportField } from './import-rows';
import { usePeopleTranslation } from './texts';

type Step =
  | { at: 'choose'; error: string | null }
  | { at: 'sending'; what: 'preview' | 'import'; progress: number }
  | { at: 'preview'; preview: ImportPreview; error: string | null }
  | { at: 'done'; result: ImportResult };

const START: Step = { at: 'choose', error: null };

function fileError(e: unknown, fallback: string): string {
  if (e instanceof HttpError) return e.fieldErrors.file?.[0] ?? Object.values(e.fieldErrors).flat()[0] ?? e.serverMessage ?? e.messages[0] ?? fallback;
  return fallback;
}

function Progress({ fraction, label, what }: { fraction: number; label: string; what: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-2" data-testid="import-progress">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-canvas">
        <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {what}
      </p>
    </div>
  );
}

export function CsvImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: (result: ImportResult) => void }) {
  const { t } = usePeopleTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>(START);
  const [page, setPage] = useState(1);
  const [onlyProblems, setOnlyProblems] = useState(false);

  const close = () => {
    if (step.at === 'sending') return;
    setFile(null);
    setStep(START);
    onClose();
  };

  async function check(chosen: File) {
    const local = checkCsvFile(chosen);
    if (local) {
      setStep({ at: 'choose', error: t(`import.${local}`) });
      return;
    }
    setFile(chosen);
    setPage(1);
    setStep({ at: 'sending', what: 'preview', progress: 0 });
    try {
      const preview = await previewImport(chosen, (progress) => setStep({ at: 'sending', what: 'preview', progress }));
      setOnlyProblems(preview.totals.invalid + preview.totals.duplicates > 0 && preview.totals.rows > IMPORT_PAGE_SIZE);
      setStep({ at: 'preview', preview, error: null });
    } catch (e) {
      setFile(null);
      setStep({ at: 'choose', error: fileError(e, t('done.failed')) });
    }
  }

  async function run(preview: ImportPreview) {
    if (!file) return;
    setStep({ at: 'sending', what: 'import', progress: 0 });
    try {
      const result = await importStudents(file, (progress) => setStep({ at: 'sending', what: 'import', progress }));
      setStep({ at: 'done', result });
      onImported(result);
    } catch (e) {
      setStep({ at: 'preview', preview, error: fileError(e, t('done.failed')) });
    }
  }

  let body: ReactNode;
  if (step.at === 'choose') {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('import.intro')}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {t('import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${inputId}-hint${step.error ? ` ${inputId}-error` : ''}`}
            aria-invalid={step.error ? true : undefined}
            className="text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium"
            data-testid="import-file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void check(chosen);
            }}
          />
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {t('import.fileHint')}
          </p>
          {step.error && (
            <p id={`${inputId}-error`} className="text-xs font-medium text-danger-700" data-testid="import-error">
              {step.error}
            </p>
          )}
        </div>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={close}>
            {t('import.cancel')}
          </Button>
        </div>
      </div>
    );
  } else if (step.at === 'sending') {
    const what = step.what === 'import' ? t('import.importing') : step.progress >= 1 ? t('import.checking') : t('import.uploading', { percent: Math.round(step.progress * 100) });
    body = <Progress fraction={step.progress} label={t('import.progress')} what={what} />;
  } else if (step.at === 'preview') {
    body = <PreviewStep preview={step.preview} error={step.error} page={page} onPage={setPage} onlyProblems={onlyProblems} onOnlyProblems={(v) => { setOnlyProblems(v); setPage(1); }} onAnother={() => { setFile(null); setStep(START); }} onImport={() => void run(step.preview)} onCancel={close} />;
  } else {
    const r = step.result;
    body = (
      <div className="flex flex-col gap-4" data-testid="import-result">
        <p className="font-medium text-ink">{t('import.resultTitle')}</p>
        <ul className="flex flex-col gap-1 text-sm">
          <li data-testid="import-created" data-count={r.created}>{t('import.created', { count: r.created })}</li>
          <li data-testid="import-duplicates" data-count={r.duplicates}>{t('import.duplicates', { count: r.duplicates })}</li>
          <li data-testid="import-rejected" data-count={r.invalid}>{t('import.rejected', { count: r.invalid })}</li>
        </ul>
        <div className="flex justify-end">
          <Button onClick={close}>{t('import.close')}</Button>
        </div>
      </div>
    );
  }

  return (
    <Dialog open={open} title={t('import.title')} onClose={step.at === 'sending' ? undefined : close} maxWidth={step.at === 'preview' ? 1000 : 560} testId="csv-import-dialog">
      {body}
    </Dialog>
  );
}

const FIELDS: readonly ImportField[] = ['first_name', 'last_name', 'email', 'phone', 'group'];

function PreviewStep({ preview, error, page, onPage, onlyProblems, onOnlyProblems, onAnother, onImport, onCancel }: {
  preview: ImportPreview;
  error: string | null;
  page: number;
  onPage: (page: number) => void;
  onlyProblems: boolean;
  onOnlyProblems: (v: boolean) => void;
  onAnother: () => void;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { t } = usePeopleTranslation();
  const toggleId = useId();
  const { totals } = preview;
  const shown = pageOfRows(preview.rows, page, onlyProblems);
  const query: ListQueryState<ImportRow> = { data: shown, isPending: false, isError: false, isFetching: false, refetch: () => undefined };
  const headers: Record<ImportField, string> = {
    first_name: t('form.firstName'),
    last_name: t('form.lastName'),
    email: t('form.email'),
    phone: t('form.phone'),
    group: t('import.group'),
  };
  const columns: DataListColumn<ImportRow>[] = [
    { key: 'line', header: t('import.line'), className: 'tabular-nums text-muted', cell: (r) => r.line },
    ...FIELDS.map(
      (f): DataListColumn<ImportRow> => ({
        key: f,
        header: headers[f],
        cell: (r) => (
          <span className="flex flex-col">
            <span className={r.errors[f] ? 'text-danger-700' : undefined}>{r.values[f] || '—'}</span>
            {r.errors[f] && (
              <span className="text-xs font-medium text-danger-700" data-testid="row-error" data-field={f}>
                {r.errors[f]}
              </span>
            )}
          </span>
        ),
      }),
    ),
    {
      key: 'state',
      header: t('import.state'),
      testId: 'row-state',
      cell: (r) => {
        const state = rowState(r);
        const count = Object.keys(r.errors).length;
        const label = state === 'invalid' ? t('import.errors', { count }) : state === 'existing' ? t('import.duplicateExisting') : state === 'in_file' ? t('import.duplicateInFile') : t('import.valid');
        const tone = state === 'invalid' ? 'bg-danger-50 text-danger-700' : state === 'valid' ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-800';
        return (
          <span className="flex flex-col gap-1">
            <span className={`inline-block w-fit whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
            {r.errors.row && <span className="text-xs font-medium text-danger-700">{r.errors.row}</span>}
          </span>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="import-preview">
      <p className="text-sm text-ink" data-testid="import-summary">
        {t('import.summary', totals)}
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      <label htmlFor={toggleId} className="inline-flex w-fit items-center gap-2 text-sm text-ink">
        <input id={toggleId} type="checkbox" checked={onlyProblems} onChange={(e) => onOnlyProblems(e.target.checked)} className="h-4 w-4" data-testid="only-problems" />
        {t('import.onlyProblems')}
      </label>
      <div className="max-h-[50vh] overflow-y-auto">
        <DataList
          query={query}
          columns={columns}
          rowKey={(r) => r.line}
          rowTestId="import-row"
          rowProps={(r) => ({ 'data-line': r.line, 'data-state': rowState(r) })}
          tableTestId="import-table"
          caption={t('import.caption', { page: shown.meta.current_page, last: shown.meta.last_page })}
          total={(count) => t('import.total', { count })}
          empty={{ title: t('import.noProblems') }}
          onPage={onPage}
        />
      </div>
      {totals.valid === 0 && <Alert variant="warning">{t('import.nothingToImport')}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('import.cancel')}
        </Button>
        <Button variant="secondary" onClick={onAnother} data-testid="import-another">
          {t('import.another')}
        </Button>
        <Button disabled={totals.valid === 0} onClick={onImport} data-testid="import-valid">
          {t('import.importValid', { count: totals.valid })}
        </Button>
      </div>
    </div>
  );
}
