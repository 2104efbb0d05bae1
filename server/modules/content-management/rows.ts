/**
 * Bulk upload rows, pure (no database, no I/O): the columns of a question type's template, a file row turned into
 * `{ type, title, content, key }` through that type's own schemas, the content hash that finds duplicates, and the
 * per-row errors. README.md "Bulk upload" says why each rule is what it is.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AnyQuestionType } from '@question-types/registry.ts';

export interface RowError {
  /** the row as a person counts it in the file: the header is row 1 in CSV and XLSX; JSON counts items from 1 */
  row: number;
  field: string;
  message: string;
}

/** A row of a file, by column name; JSON rows may already hold objects and arrays. */
export type RawRow = Record<string, unknown>;

export interface RowItem {
  type: string;
  title: string;
  quiz_type: string | null;
  content: unknown;
  key: unknown;
}

export const BASE_COLUMNS = ['type', 'title'] as const;
export const QUIZ_COLUMN = 'quiz_type';

/** The fields of an object schema, or null when the schema is not a plain object (then one JSON column holds it). */
export function objectFields(schema: z.ZodType): string[] | null {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : null;
}

/**
 * A type's template columns: type, title, (quiz_type), then `content.<field>` and `key.<field>` for every top-level
 * field of its schemas. A cell holds text as it is, anything else as JSON.
 */
export function templateColumns(def: AnyQuestionType, quiz: boolean): string[] {
  const c = objectFields(def.schemas.content);
  const k = objectFields(def.schemas.key);
  return [
    ...BASE_COLUMNS,
    ...(quiz ? [QUIZ_COLUMN] : []),
    ...(c ? c.map((f) => `content.${f}`) : ['content']),
    ...(k ? k.map((f) => `key.${f}`) : ['key']),
  ];
}

/** One example row for a template, from an item of the type's fixtures, in the columns' order. */
export function templateRow(columns: readonly string[], slug: string, item: { title: string; content: unknown; key: unknown }, quizType = 'pte-style'): string[] {
  return columns.map((col) => {
    if (col === 'type') return slug;
    if (col === 'title') return item.title;
    if (col === QUIZ_COLUMN) return quizType;
    const [root, field] = col.split('.', 2) as ['content' | 'key', string | undefined];
    const whole = root === 'content' ? item.content : item.key;
    const v = field === undefined ? whole : (whole as Record<string, unknown> | null)?.[field];
    return cellText(v);
  });
}

/** A value as a cell: text as is, everything else (numbers, lists, objects) as JSON. */
export function cellText(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

// A spreadsheet-safe CSV writes `'=...` for a cell starting with a formula character (server/modules/users/csv.ts):
// reading it back, that apostrophe goes.
const GUARDED = /^'[=+\-@\t\r]/;

/**
 * A cell back into the value the schema wants: the text itself when the field's own schema takes text, otherwise
 * its JSON (so `["A","B"]` is a list, `3` a number); text that is not JSON stays text and the schema names the field.
 */
export function cellValue(raw: unknown, field: z.ZodType | undefined): unknown {
  if (typeof raw !== 'string') return raw;
  const text = GUARDED.test(raw) ? raw.slice(1) : raw;
  if (field && field.safeParse(text).success) return text;
  const t = text.trim();
  if (t === '') return field ? undefined : text;
  try {
    return JSON.parse(t);
  } catch {
    return text;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function part(def: AnyQuestionType, root: 'content' | 'key', row: RawRow): unknown {
  if (isObject(row[root])) return row[root];
  const schema = root === 'content' ? def.schemas.content : def.schemas.key;
  const fields = objectFields(schema);
  if (!fields) return cellValue(row[root], undefined);
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const col = `${root}.${f}`;
    if (!(col in row)) continue;
    const v = cellValue(row[col], shape[f]);
    if (v !== undefined) out[f] = v;
  }
  return out;
}

/** The row's type slug: its own `type` column, else the one the upload names. */
export function rowType(row: RawRow, fallback: string | undefined): string {
  const t = row.type;
  return typeof t === 'string' && t.trim() !== '' ? t.trim() : (fallback ?? '');
}

/** The item a row describes, before any check: the type's schemas judge it next (question-bank `checkItem`). */
export function rowItem(def: AnyQuestionType, row: RawRow): RowItem {
  const title = typeof row.title === 'string' ? row.title.trim() : row.title === undefined || row.title === null ? '' : String(row.title);
  const quiz = row[QUIZ_COLUMN];
  return {
    type: def.slug,
    title,
    quiz_type: typeof quiz === 'string' && quiz.trim() !== '' ? quiz.trim() : typeof quiz === 'number' ? String(quiz) : null,
    content: part(def, 'content', row),
    key: part(def, 'key', row),
  };
}

/** A row is blank when every cell is empty (a trailing line of a spreadsheet): skipped, not rejected. */
export function isBlankRow(row: RawRow): boolean {
  return Object.values(row).every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));
}

/** Field errors of one row (`{ 'content.options': ['...'] }`) as row errors, in the order given. */
export function rowErrors(row: number, errors: Record<string, string[]>): RowError[] {
  return Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => ({ row, field, message })));
}

/** Text compared loosely: case, spaces around and runs of white space do not make an item new. */
const normText = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

function canonical(v: unknown): unknown {
  if (typeof v === 'string') return normText(v);
  if (Array.isArray(v)) return v.map(canonical);
  if (isObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = canonical(v[k]);
    return out;
  }
  return v;
}

/**
 * The content hash of an item: SHA-256 of its type, its quiz type (a quiz item and a bank item of the same content
 * are different things) and its content, keys sorted and text normalized. Title and key do not count: the same
 * question under another title is still the same question.
 *
 * @example
 *   contentHash('write-essay', null, { prompt: 'A  B' }) === contentHash('write-essay', null, { prompt: 'a b' }) // true
 */
export function contentHash(slug: string, quizTypeId: number | null, content: unknown): string {
  return createHash('sha256').update(JSON.stringify([slug, quizTypeId, canonical(content)])).digest('hex');
}

/** SHA-256 of a file's bytes: the same file uploaded again is recognised by it. */
export function fileHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
