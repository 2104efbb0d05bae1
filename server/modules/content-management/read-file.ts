/**
 * A bulk-upload file (CSV, XLSX or JSON) as rows by column name, read once into compact cell arrays; records are
 * built one chunk at a time by the caller (`rowsOf`), so a 10,000-row file never exists as 10,000 parsed items.
 */
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import type { RawRow } from './rows.ts';

export type FileFormat = 'csv' | 'xlsx' | 'json';

export interface Table {
  format: FileFormat;
  /** column names, trimmed and lower-cased (JSON: the union of the items' keys) */
  header: string[];
  /** data rows; `rowNumbers[i]` is the row as a person counts it in the file */
  cells: unknown[][];
  rowNumbers: number[];
}

/** A problem with the file as a whole (not a row): the caller answers 422 on `file`. */
export class FileProblem extends Error {}

export function formatOf(name: string): FileFormat | null {
  const n = name.toLowerCase();
  if (n.endsWith('.csv')) return 'csv';
  if (n.endsWith('.xlsx')) return 'xlsx';
  if (n.endsWith('.json')) return 'json';
  return null;
}

const normHeader = (h: unknown) => String(h ?? '').replace(/^\uFEFF/, '').trim().toLowerCase();

function utf8(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new FileProblem('The file is not text.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileProblem('The file must be saved as UTF-8 text.');
  }
}

function readCsv(bytes: Uint8Array): Table {
  const parsed = Papa.parse<string[]>(utf8(bytes).replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const rows = parsed.data;
  if (rows.length === 0 || rows[0]!.every((c) => c.trim() === '')) throw new FileProblem('The file has no header row.');
  const header = rows[0]!.map(normHeader);
  const cells: unknown[][] = [];
  const rowNumbers: number[] = [];
  for (let i = 1; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.length === 1 && r[0] === '') continue; // a line break at the end of the file
    cells.push(r);
    rowNumbers.push(i + 1);
  }
  return { format: 'csv', header, cells, rowNumbers };
}

function xlsxCell(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  const o = v as unknown as Record<string, unknown>;
  if (Array.isArray(o.richText)) return (o.richText as Array<{ text: string }>).map((t) => t.text).join('');
  if ('result' in o) return o.result === undefined || o.result === null ? '' : String(o.result);
  if (typeof o.text === 'string') return o.text;
  return '';
}

async function readXlsx(bytes: Uint8Array): Promise<Table> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw new FileProblem('The file is not a readable Excel workbook (.xlsx).');
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw new FileProblem('The workbook has no rows.');
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const header: string[] = [];
  for (let c = 1; c <= width; c++) header.push(normHeader(xlsxCell(headerRow.getCell(c).value)));
  if (header.every((h) => h === '')) throw new FileProblem('The file has no header row.');
  const cells: unknown[][] = [];
  const rowNumbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const r: unknown[] = [];
    for (let c = 1; c <= width; c++) r.push(xlsxCell(row.getCell(c).value));
    cells.push(r);
    rowNumbers.push(n);
  });
  return { format: 'xlsx', header, cells, rowNumbers };
}

function readJson(bytes: Uint8Array): Table {
  let data: unknown;
  try {
    data = JSON.parse(utf8(bytes).replace(/^\uFEFF/, ''));
  } catch (err) {
    if (err instanceof FileProblem) throw err;
    throw new FileProblem('The file is not valid JSON.');
  }
  const items = Array.isArray(data) ? data : (data as { items?: unknown })?.items;
  if (!Array.isArray(items)) throw new FileProblem('The JSON must be a list of items (or { "items": [...] }).');
  const header: string[] = [];
  const seen = new Set<string>();
  for (const it of items) {
    if (typeof it !== 'object' || it === null || Array.isArray(it)) continue;
    for (const k of Object.keys(it)) {
      if (seen.has(k)) continue;
      seen.add(k);
      header.push(k);
    }
  }
  const cells = items.map((it) => header.map((h) => (typeof it === 'object' && it !== null && !Array.isArray(it) ? (it as Record<string, unknown>)[h] : undefined)));
  return { format: 'json', header: header.map(normHeader), cells, rowNumbers: items.map((_x, i) => i + 1) };
}

export async function readTable(name: string, bytes: Uint8Array): Promise<Table> {
  const format = formatOf(name);
  if (format === 'csv') return readCsv(bytes);
  if (format === 'xlsx') return readXlsx(bytes);
  if (format === 'json') return readJson(bytes);
  throw new FileProblem('Upload a .csv, .xlsx or .json file.');
}

/** Rows `from`..`to` (exclusive) of a table as records by column name. */
export function rowsOf(t: Table, from: number, to: number): Array<{ row: number; record: RawRow }> {
  const out: Array<{ row: number; record: RawRow }> = [];
  for (let i = from; i < Math.min(to, t.cells.length); i++) {
    const r = t.cells[i]!;
    const record: RawRow = {};
    t.header.forEach((h, c) => {
      if (h !== '') record[h] = r[c];
    });
    out.push({ row: t.rowNumbers[i]!, record });
  }
  return out;
}
