/**
 * Bulk upload of questions and quiz items (README.md "Bulk upload"): a preview that stores no item, a commit that
 * stores the valid new rows one transaction per chunk, duplicates by content hash reported and never doubled, the
 * same file again recognised by its hash, and a template per question type.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { questionType, type AnyQuestionType } from '@question-types/registry.ts';
import { QUESTION_TYPE_FIXTURES } from '@question-types/fixtures-registry.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { bulkUploadBatches, questionContentHashes, questionKeys, questions, questionTypes, quizTypes, users } from '../../db/schema.ts';
import { checkItem } from '../question-bank/service.ts';
import { toCsv } from '../users/csv.ts';
import type { BulkBatch, BulkPreview, BulkResult, TemplateFile } from './contracts.ts';
import { rowsOf, type Table } from './read-file.ts';
import { addChunkToBatch, formText, intField, tableOf } from './bulk-batch.ts';
import { contentHash, fileHash, isBlankRow, rowErrors, rowItem, rowType, templateColumns, templateRow, type RowError } from './rows.ts';
import type { BatchListInput, BulkKind } from './schemas.ts';
import { masterOnly } from './service.ts';

/** Rows per transaction: small enough that a bad chunk costs little, large enough that 10,000 rows are 20 commits. */
export const CHUNK_ROWS = 500;
/** Row errors an answer carries (the counts are always whole); the batch keeps up to STORED_ERRORS. */
const ANSWER_ERRORS = 1000;

interface Upload {
  name: string;
  bytes: Uint8Array;
  kind: BulkKind;
  type: string | undefined;
  draft: boolean;
  offset: number;
  limit: number | null;
  batchId: number | null;
}

/** The multipart form of a preview or commit, checked field by field (422). */
async function readUpload(form: Record<string, unknown>, maxBytes: number): Promise<Upload> {
  const file = form.file;
  if (!(file instanceof File)) throw ValidationError.field('file', 'Choose a CSV, XLSX or JSON file.');
  if (file.size > maxBytes) throw ValidationError.field('file', `The file may not be larger than ${Math.floor(maxBytes / 1024 / 1024)} MiB.`);
  if (file.size === 0) throw ValidationError.field('file', 'The file is empty.');
  const kind = formText(form.kind) ?? 'question';
  if (kind !== 'question' && kind !== 'quiz') throw ValidationError.field('kind', 'The kind must be question or quiz.');
  const draft = formText(form.draft);
  if (draft !== undefined && draft !== '0' && draft !== '1') throw ValidationError.field('draft', 'The draft field must be 0 or 1.');
  const type = formText(form.type);
  if (type !== undefined && type.length > 100) throw ValidationError.field('type', 'The type may not be longer than 100 characters.');
  return {
    name: file.name.slice(0, 255),
    bytes: new Uint8Array(await file.arrayBuffer()),
    kind,
    type: type || undefined,
    draft: draft !== '0',
    offset: intField(form, 'offset', 0) ?? 0,
    limit: intField(form, 'limit', 1),
    batchId: intField(form, 'batch_id', 1),
  };
}

interface Lookups {
  types: Map<string, { id: number; def: AnyQuestionType }>;
  quizTypes: Map<string, number>;
}

async function lookups(tx: Tx): Promise<Lookups> {
  const [t, q] = await Promise.all([tx.select({ id: questionTypes.id, slug: questionTypes.slug }).from(questionTypes), tx.select({ id: quizTypes.id, slug: quizTypes.slug }).from(quizTypes)]);
  const types = new Map<string, { id: number; def: AnyQuestionType }>();
  for (const r of t) {
    const def = questionType(r.slug);
    if (def) types.set(r.slug, { id: r.id, def });
  }
  const quiz = new Map<string, number>();
  for (const r of q) {
    quiz.set(r.slug, r.id);
    quiz.set(String(r.id), r.id);
  }
  return { types, quizTypes: quiz };
}

interface Good {
  row: number;
  typeId: number;
  def: AnyQuestionType;
  title: string;
  quizTypeId: number | null;
  content: unknown;
  key: unknown;
  hash: string;
}

interface Judged {
  good: Good[];
  errors: RowError[];
  /** rows repeating an earlier row of the same call */
  inFile: Array<{ row: number; same_as_row: number }>;
  blank: number;
}

/** One chunk of rows through each row's question type (the bank's own `checkItem`), hashed, in-file repeats found. */
function judge(rows: Array<{ row: number; record: Record<string, unknown> }>, kind: BulkKind, up: Upload, l: Lookups, seen: Map<string, number>): Judged {
  const out: Judged = { good: [], errors: [], inFile: [], blank: 0 };
  for (const { row, record } of rows) {
    if (isBlankRow(record)) {
      out.blank++;
      continue;
    }
    const slug = rowType(record, up.type);
    const type = l.types.get(slug);
    if (!type) {
      out.errors.push({ row, field: 'type', message: slug ? `There is no question type "${slug.slice(0, 100)}".` : 'The type field is required.' });
      continue;
    }
    const item = rowItem(type.def, record);
    const errs: Record<string, string[]> = {};
    if (item.title === '') errs.title = ['The title field is required.'];
    else if (item.title.length > 255) errs.title = ['The title may not be longer than 255 characters.'];
    let quizTypeId: number | null = null;
    if (kind === 'quiz') {
      quizTypeId = item.quiz_type === null ? null : (l.quizTypes.get(item.quiz_type.toLowerCase()) ?? null);
      if (quizTypeId === null) errs.quiz_type = [item.quiz_type === null ? 'The quiz type field is required.' : `There is no quiz type "${item.quiz_type.slice(0, 100)}".`];
    }
    let checked: { content: unknown; key: unknown } | null = null;
    try {
      checked = checkItem(type.def, item.content, item.key);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      Object.assign(errs, err.errors);
    }
    if (Object.keys(errs).length > 0 || !checked) {
      out.errors.push(...rowErrors(row, errs));
      continue;
    }
    const hash = contentHash(slug, quizTypeId, checked.content);
    const first = seen.get(hash);
    if (first !== undefined) {
      out.inFile.push({ row, same_as_row: first });
      continue;
    }
    seen.set(hash, row);
    out.good.push({ row, typeId: type.id, def: type.def, title: item.title, quizTypeId, content: checked.content, key: checked.key, hash });
  }
  return out;
}

/**
 * Gives every live item of the owner's bank its content hash (items written one by one through the bank's POST
 * have none yet), so an upload repeating one of them is a duplicate too. Idempotent; two identical old items keep
 * one hash between them.
 */
async function catchUpHashes(tx: Tx, org: number | null): Promise<void> {
  const missing = await tx
    .select({ id: questions.id, content: questions.content, quiz: questions.quizTypeId, slug: questionTypes.slug })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .leftJoin(questionContentHashes, eq(questionContentHashes.questionId, questions.id))
    .where(and(org === null ? isNull(questions.organizationId) : eq(questions.organizationId, org), isNull(questions.deletedAt), isNull(questionContentHashes.questionId)));
  for (let i = 0; i < missing.length; i += CHUNK_ROWS) {
    const part = missing.slice(i, i + CHUNK_ROWS).map((m) => ({ questionId: m.id, organizationId: org, contentHash: contentHash(m.slug, m.quiz, m.content) }));
    await tx.execute(sql`insert into question_content_hashes (question_id, organization_id, content_hash)
      select * from jsonb_to_recordset(${JSON.stringify(part.map((p) => ({ question_id: p.questionId, organization_id: p.organizationId, content_hash: p.contentHash })))}::jsonb)
        as x(question_id int, organization_id int, content_hash text)
      on conflict do nothing`);
  }
}

/** Which of these hashes the owner's bank holds already (live items only), hash -> question id. */
async function storedHashes(tx: Tx, org: number | null, hashes: string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await tx
    .select({ hash: questionContentHashes.contentHash, id: questionContentHashes.questionId })
    .from(questionContentHashes)
    .innerJoin(questions, eq(questions.id, questionContentHashes.questionId))
    .where(and(org === null ? isNull(questionContentHashes.organizationId) : eq(questionContentHashes.organizationId, org), inArray(questionContentHashes.contentHash, hashes), isNull(questions.deletedAt)));
  return new Map(rows.map((r) => [r.hash, r.id]));
}

async function previousBatch(tx: Tx, org: number | null, kind: BulkKind, hash: string) {
  const [b] = await tx
    .select({ id: bulkUploadBatches.id, createdAt: bulkUploadBatches.createdAt, repeatOf: bulkUploadBatches.repeatOf })
    .from(bulkUploadBatches)
    .where(and(org === null ? isNull(bulkUploadBatches.organizationId) : eq(bulkUploadBatches.organizationId, org), eq(bulkUploadBatches.kind, kind), eq(bulkUploadBatches.fileHash, hash)))
    .orderBy(bulkUploadBatches.id)
    .limit(1);
  return b ?? null;
}

export interface BulkInput {
  form: Record<string, unknown>;
}

/** POST content-management/bulk-upload/preview: every row judged, nothing stored. */
export async function previewBulk({ ctx, input }: Verb<BulkInput>): Promise<BulkPreview> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const up = await readUpload(input.form, ctx.config.uploadMaxBytes);
  const table = await tableOf('file', up);
  const hash = fileHash(up.bytes);
  return withTenantTx(ctx, async (tx) => {
    const l = await lookups(tx);
    const org = null;
    await catchUpHashes(tx, org);
    const seen = new Map<string, number>();
    const errors: RowError[] = [];
    const duplicates: BulkPreview['duplicates'] = [];
    const sample: BulkPreview['sample'] = [];
    let valid = 0;
    let rejected = 0;
    let blank = 0;
    const rejectedRows = new Set<number>();
    for (let i = 0; i < table.cells.length; i += CHUNK_ROWS) {
      const j = judge(rowsOf(table, i, i + CHUNK_ROWS), up.kind, up, l, seen);
      blank += j.blank;
      for (const e of j.errors) {
        if (!rejectedRows.has(e.row)) {
          rejectedRows.add(e.row);
          rejected++;
        }
        if (errors.length < ANSWER_ERRORS) errors.push(e);
      }
      for (const d of j.inFile) duplicates.push({ row: d.row, question_id: null, same_as_row: d.same_as_row });
      const stored = await storedHashes(tx, org, j.good.map((g) => g.hash));
      for (const g of j.good) {
        const id = stored.get(g.hash);
        if (id !== undefined) duplicates.push({ row: g.row, question_id: id, same_as_row: null });
        else {
          valid++;
          if (sample.length < 20) sample.push({ row: g.row, type: g.def.slug, title: g.title });
        }
      }
    }
    const prev = await previousBatch(tx, org, up.kind, hash);
    return {
      kind: up.kind,
      file_name: up.name,
      format: table.format,
      file_hash: hash,
      total_rows: table.cells.length - blank,
      valid_count: valid,
      duplicate_count: duplicates.length,
      rejected_count: rejected,
      errors,
      errors_truncated: errors.length >= ANSWER_ERRORS,
      duplicates: duplicates.slice(0, ANSWER_ERRORS),
      sample,
      already_uploaded: prev ? { batch_id: prev.id, created_at: prev.createdAt.toISOString() } : null,
    };
  });
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

interface ChunkOutcome {
  created: number;
  errors: RowError[];
  rejected: number;
  duplicates: BulkResult['duplicates'];
  blank: number;
}

/** One chunk in its own transaction: the rows stored, the batch's counts moved on with them. */
async function commitChunk(ctx: RequestContext, actor: Actor, up: Upload, table: Table, from: number, to: number, batchId: number, seen: Map<string, number>): Promise<ChunkOutcome> {
  return withTenantTx(ctx, async (tx) => {
    const org = null;
    const l = await lookups(tx);
    const j = judge(rowsOf(table, from, to), up.kind, up, l, seen);
    const stored = await storedHashes(tx, org, j.good.map((g) => g.hash));
    const duplicates: BulkResult['duplicates'] = j.inFile.map((d) => ({ row: d.row, question_id: null, same_as_row: d.same_as_row }));
    const fresh: Good[] = [];
    for (const g of j.good) {
      const id = stored.get(g.hash);
      if (id !== undefined) duplicates.push({ row: g.row, question_id: id, same_as_row: null });
      else fresh.push(g);
    }
    if (fresh.length > 0) {
      const approval = up.draft ? 'pending' : 'approved';
      // RETURNING answers in the order of VALUES for a plain INSERT: the ids pair with `fresh` by position
      const ids = await tx
        .insert(questions)
        .values(fresh.map((g) => ({ organizationId: org, questionTypeId: g.typeId, typeVersion: g.def.version, title: g.title, content: g.content, status: 'active' as const, approval: approval as 'pending' | 'approved', quizTypeId: g.quizTypeId, createdBy: actor.userId })))
        .returning({ id: questions.id });
      await tx.insert(questionKeys).values(fresh.map((g, i) => ({ questionId: ids[i]!.id, organizationId: org, key: g.key })));
      await tx.insert(questionContentHashes).values(fresh.map((g, i) => ({ questionId: ids[i]!.id, organizationId: org, contentHash: g.hash })));
    }
    const rejected = await addChunkToBatch(tx, batchId, { created: fresh.length, rows: to - from - j.blank, errors: j.errors, duplicates: duplicates.map((d) => ({ row: d.row, question_id: d.question_id })) });
    return { created: fresh.length, errors: j.errors, rejected, duplicates, blank: j.blank };
  });
}

/**
 * POST content-management/bulk-upload: stores the valid new rows of `offset`..`offset+limit` (all by default), one
 * transaction per CHUNK_ROWS; a client that wants progress sends the file in chunks and passes the first call's
 * `batch_id` on. A row another upload stored meanwhile is a duplicate: the chunk is judged again once.
 */
export async function commitBulk({ ctx, input }: Verb<BulkInput>): Promise<BulkResult> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const up = await readUpload(input.form, ctx.config.uploadMaxBytes);
  const table = await tableOf('file', up);
  const hash = fileHash(up.bytes);
  if (up.offset > table.cells.length) throw ValidationError.field('offset', 'The offset is past the last row of the file.');
  const end = up.limit === null ? table.cells.length : Math.min(table.cells.length, up.offset + up.limit);

  const batchId = await withTenantTx(ctx, async (tx) => {
    const org = null;
    if (up.batchId !== null) {
      const [b] = await tx.select({ hash: bulkUploadBatches.fileHash, kind: bulkUploadBatches.kind }).from(bulkUploadBatches).where(and(eq(bulkUploadBatches.id, up.batchId), isNull(bulkUploadBatches.organizationId)));
      if (!b || b.hash !== hash || b.kind !== up.kind) throw ValidationError.field('batch_id', 'This batch belongs to another file.');
      return up.batchId;
    }
    await catchUpHashes(tx, org);
    const prev = await previousBatch(tx, org, up.kind, hash);
    const [b] = await tx
      .insert(bulkUploadBatches)
      .values({ organizationId: org, kind: up.kind, fileName: up.name, fileFormat: table.format, fileHash: hash, repeatOf: prev ? (prev.repeatOf ?? prev.id) : null, uploadedBy: actor.userId })
      .returning({ id: bulkUploadBatches.id });
    return b!.id;
  });

  // rows before `offset` only seed the in-file repeats (a row equal to an earlier chunk's row is that row's duplicate)
  const seen = new Map<string, number>();
  if (up.offset > 0) {
    const l = await withTenantTx(ctx, (tx) => lookups(tx));
    for (let i = 0; i < up.offset; i += CHUNK_ROWS) judge(rowsOf(table, i, Math.min(up.offset, i + CHUNK_ROWS)), up.kind, up, l, seen);
  }
  const errors: RowError[] = [];
  const duplicates: BulkResult['duplicates'] = [];
  for (let i = up.offset; i < end; i += CHUNK_ROWS) {
    const to = Math.min(end, i + CHUNK_ROWS);
    const snapshot = new Map(seen);
    let out: ChunkOutcome;
    try {
      out = await commitChunk(ctx, actor, up, table, i, to, batchId, seen);
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      // another upload stored some of these rows between our check and our insert: judge the chunk again
      seen.clear();
      for (const [k, v] of snapshot) seen.set(k, v);
      out = await commitChunk(ctx, actor, up, table, i, to, batchId, seen);
    }
    for (const e of out.errors) if (errors.length < ANSWER_ERRORS) errors.push(e);
    for (const d of out.duplicates) if (duplicates.length < ANSWER_ERRORS) duplicates.push(d);
  }
  const [b] = await withTenantTx(ctx, (tx) => tx.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, batchId)));
  if (!b) throw new NotFoundError('Batch not found');
  return {
    batch_id: b.id,
    total_rows: table.cells.length,
    processed_rows: end,
    next_offset: end < table.cells.length ? end : null,
    created_count: b.createdCount,
    duplicate_count: b.duplicateCount,
    rejected_count: b.rejectedCount,
    errors,
    duplicates,
    repeat_of: b.repeatOf,
  };
}

const uploader = users;

/** GET content-management/bulk-upload/batches: the uploads so far, newest first. */
export async function listBatches({ ctx, input }: Verb<BatchListInput>) {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    // material batches may be a centre's (the master uploads into a centre's library); question batches are the platform's
    const where = and(input.kind === 'material' ? undefined : isNull(bulkUploadBatches.organizationId), input.kind ? eq(bulkUploadBatches.kind, input.kind) : undefined);
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(bulkUploadBatches).where(where);
    const rows = await tx
      .select({ b: bulkUploadBatches, f: uploader.firstName, l: uploader.lastName })
      .from(bulkUploadBatches)
      .leftJoin(uploader, eq(uploader.id, bulkUploadBatches.uploadedBy))
      .where(where)
      .orderBy(desc(bulkUploadBatches.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items: BulkBatch[] = rows.map(({ b, f, l }) => ({
      id: b.id, kind: b.kind, file_name: b.fileName, format: b.fileFormat, total_rows: b.totalRows, created_count: b.createdCount, duplicate_count: b.duplicateCount,
      rejected_count: b.rejectedCount, repeat_of: b.repeatOf, uploaded_by: b.uploadedBy !== null ? { id: b.uploadedBy, full_name: `${f ?? ''} ${l ?? ''}`.trim() } : null, created_at: b.createdAt.toISOString(),
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

/**
 * GET content-management/bulk-upload/template/{slug}: the type's columns and one example row from its fixtures, as
 * CSV (text) or XLSX (base64: the envelope carries text only).
 */
export async function templateFile({ ctx, input }: Verb<{ slug: string; format?: 'csv' | 'xlsx'; kind?: BulkKind }>): Promise<TemplateFile> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const def = questionType(input.slug);
  const load = QUESTION_TYPE_FIXTURES[input.slug];
  if (!def || !load) throw new NotFoundError('Question type not found');
  const quiz = input.kind === 'quiz';
  const { fixtures } = await load();
  const columns = templateColumns(def, quiz);
  const example = fixtures.items[0];
  const rows = example ? [templateRow(columns, def.slug, example)] : [];
  const base = `${quiz ? 'quiz' : 'questions'}-${def.slug}-template`;
  if ((input.format ?? 'csv') === 'csv') {
    return { filename: `${base}.csv`, content_type: 'text/csv; charset=utf-8', encoding: 'utf8', body: toCsv(columns, rows), columns };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(def.slug.slice(0, 31));
  sheet.addRow(columns);
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  const buf = Buffer.from(await book.xlsx.writeBuffer());
  return { filename: `${base}.xlsx`, content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', encoding: 'base64', body: buf.toString('base64'), columns };
}
