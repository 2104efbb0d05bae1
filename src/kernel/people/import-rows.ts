/** The import preview's rows as the dialog shows them, and the checks made before any upload: pure, so tested alone. */
import type { PageMeta } from '@ui/data-list/list-math';
import type { ImportRow } from './api';

export type ImportField = keyof ImportRow['values'];
/** invalid: a field is wrong (it is not created); existing / in_file: a duplicate (reported, not created); valid: created */
export type RowState = 'invalid' | 'existing' | 'in_file' | 'valid';

/** server/modules/users/import.ts IMPORT_MAX_BYTES */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_PAGE_SIZE = 50;

/** What the server would refuse about the file itself, said before uploading it. */
export function checkCsvFile(file: Pick<File, 'name' | 'size'>): 'notCsv' | 'tooLarge' | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'notCsv';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Errors first, as the server counts them: a row with an error is invalid even when it is also a duplicate. */
export function rowState(row: Pick<ImportRow, 'errors' | 'duplicate'>): RowState {
  if (Object.keys(row.errors).length > 0) return 'invalid';
  return row.duplicate ?? 'valid';
}

/** One page of the preview (the file may hold thousands of rows), optionally only the rows that will not be created. */
export function pageOfRows(rows: readonly ImportRow[], page: number, onlyProblems: boolean): { items: ImportRow[]; meta: PageMeta } {
  const list = onlyProblems ? rows.filter((r) => rowState(r) !== 'valid') : rows;
  const last = Math.max(1, Math.ceil(list.length / IMPORT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), last);
  return {
    items: list.slice((current - 1) * IMPORT_PAGE_SIZE, current * IMPORT_PAGE_SIZE),
    meta: { current_page: current, per_page: IMPORT_PAGE_SIZE, total: list.length, last_page: last },
  };
}
