/**
 * Bulk upload of materials (README.md "Material bulk upload"): the files travel first, one by one, through the
 * materials upload pipeline (POST common/upload-file, resumable above 8 MiB) into the private materials folder, where
 * an upload no material names is seen by nobody; a manifest (CSV, XLSX or JSON, the question upload's readers) then
 * names each row's title, description, kind, file and assignments, and `files` maps its file names to those uploads.
 * The preview stores no material; the commit stages the rows chunk by chunk (soft-deleted materials, invisible
 * everywhere) and the last chunk shows them all at once, so a batch left half-way leaves nothing visible.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type Column } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { MATERIALS_TYPE, openStoredFile } from '../../kernel/files.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { bulkUploadBatches, contentMaterials, groups, materialGroups, materialPackages, materials, organizations, packages, uploads } from '../../db/schema.ts';
import { extractPdfText } from '../materials/pdf-text.ts';
import { KIND_MAX_BYTES, MATERIAL_KINDS, fileProblem, searchTextOf, type MaterialKind } from '../materials/rules.ts';
import { toCsv } from '../users/csv.ts';
import type { MaterialBulkPreview, MaterialBulkResult, TemplateFile } from './contracts.ts';
import { rowsOf, type Table } from './read-file.ts';
import { addChunkToBatch, formText, intField, tableOf } from './bulk-batch.ts';
import { cellText, fileHash, isBlankRow, type RawRow, type RowError } from './rows.ts';
import { masterOnly } from './service.ts';

/** The manifest's columns, in the template's order. */
export const MATERIAL_COLUMNS = ['title', 'description', 'kind', 'file', 'special', 'groups', 'courses', 'packages'] as const;
/** Rows per transaction: each row is one file to hash, so fewer than the question upload's. */
export const MATERIAL_CHUNK_ROWS = 50;
/** Files one manifest may name. */
export const MAX_BATCH_FILES = 2000;
const ANSWER_ERRORS = 1000;
const PATH_RE = /^\/files\/materials\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

interface Upload {
  name: string;
  bytes: Uint8Array;
  files: Map<string, string>;
  orgId: number | null;
  draft: boolean;
  offset: number;
  limit: number | null;
  batchId: number | null;
}

function filesField(raw: unknown): Map<string, string> {
  const t = formText(raw);
  if (!t) throw ValidationError.field('files', 'Upload the files first and name them here.');
  let list: unknown;
  try {
    list = JSON.parse(t);
  } catch {
    throw ValidationError.field('files', 'The files must be a JSON list of { name, path }.');
  }
  if (!Array.isArray(list) || list.length === 0) throw ValidationError.field('files', 'The files must be a JSON list of { name, path }.');
  if (list.length > MAX_BATCH_FILES) throw ValidationError.field('files', `One upload may name at most ${MAX_BATCH_FILES} files.`);
  const out = new Map<string, string>();
  for (const f of list as unknown[]) {
    const name = typeof (f as { name?: unknown })?.name === 'string' ? (f as { name: string }).name.trim() : '';
    const path = typeof (f as { path?: unknown })?.path === 'string' ? (f as { path: string }).path.trim() : '';
    if (!name || name.length > 255 || !PATH_RE.test(path)) throw ValidationError.field('files', 'Each file needs its name and the path its upload answered.');
    if (out.has(name)) throw ValidationError.field('files', `Two files are called "${name.slice(0, 100)}".`);
    out.set(name, path);
  }
  return out;
}

/** The multipart form of a preview or commit, checked field by field (422). */
async function readUpload(form: Record<string, unknown>, maxBytes: number): Promise<Upload> {
  const file = form.manifest;
  if (!(file instanceof File)) throw ValidationError.field('manifest', 'Choose a CSV, XLSX or JSON manifest.');
  if (file.size > maxBytes) throw ValidationError.field('manifest', `The manifest may not be larger than ${Math.floor(maxBytes / 1024 / 1024)} MiB.`);
  if (file.size === 0) throw ValidationError.field('manifest', 'The manifest is empty.');
  const draft = formText(form.draft);
  if (draft !== undefined && draft !== '0' && draft !== '1') throw ValidationError.field('draft', 'The draft field must be 0 or 1.');
  return {
    name: file.name.slice(0, 255),
    bytes: new Uint8Array(await file.arrayBuffer()),
    files: filesField(form.files),
    orgId: intField(form, 'organization_id', 1),
    draft: draft !== '0',
    offset: intField(form, 'offset', 0) ?? 0,
    limit: intField(form, 'limit', 1),
    batchId: intField(form, 'batch_id', 1),
  };
}

async function ownerOf(tx: Tx, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [o] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, id), isNull(organizations.deletedAt)));
  if (!o) throw ValidationError.field('organization_id', 'There is no such coaching centre.');
  return o.id;
}

interface Targets {
  groups: Array<{ id: number; name: string }>;
  courses: Array<{ id: number; name: string }>;
  packages: Array<{ id: number; name: string }>;
}

interface Lookups {
  org: number | null;
  uploads: Map<string, { mime: string; size: number }>;
  targets: Targets;
}

/** The caller's uploads among the paths named, and the owner centre's groups, courses and packages to name. */
async function lookups(tx: Tx, actor: Actor, org: number | null, paths: string[]): Promise<Lookups> {
  const ups = paths.length
    ? await tx
        .select({ path: uploads.path, mime: uploads.mime, size: uploads.size })
        .from(uploads)
        .where(and(inArray(uploads.path, paths), eq(uploads.type, MATERIALS_TYPE), eq(uploads.userId, actor.userId), isNull(uploads.organizationId)))
    : [];
  const targets: Targets = { groups: [], courses: [], packages: [] };
  if (org !== null) {
    const [gs, ps] = await Promise.all([
      tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.organizationId, org)),
      tx.select({ id: packages.id, name: packages.name, kind: packages.kind }).from(packages).where(and(eq(packages.organizationId, org), isNull(packages.deletedAt))),
    ]);
    targets.groups = gs;
    targets.courses = ps.filter((p) => p.kind === 'COURSE');
    targets.packages = ps.filter((p) => p.kind === 'PACKAGE');
  }
  return { org, uploads: new Map(ups.map((u) => [u.path, { mime: u.mime, size: u.size }])), targets };
}

interface Good {
  row: number;
  title: string;
  description: string;
  kind: MaterialKind;
  fileName: string;
  path: string;
  mime: string;
  size: number;
  special: boolean;
  groupIds: number[];
  courseIds: number[];
  packageIds: number[];
}

const listCell = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map((x) => cellText(x)) : cellText(v).split(/[;|]/)).map((x) => x.trim()).filter((x) => x !== '');

const TARGET_WORD = { groups: 'group', courses: 'course', packages: 'package' } as const;

function resolveTargets(field: keyof Targets, cell: unknown, l: Lookups, errs: Record<string, string[]>): number[] {
  const wanted = listCell(cell);
  if (wanted.length === 0) return [];
  if (l.org === null) {
    errs[field] = ["The platform's materials are assigned by each centre to its own groups, courses and packages: choose a centre for this upload, or leave this empty."];
    return [];
  }
  const out: number[] = [];
  for (const w of wanted) {
    const byId = /^\d{1,9}$/.test(w) ? l.targets[field].find((t) => t.id === Number(w)) : undefined;
    const byName = byId ? [byId] : l.targets[field].filter((t) => t.name.trim().toLowerCase() === w.toLowerCase());
    if (byName.length === 0) {
      (errs[field] ??= []).push(`There is no ${TARGET_WORD[field]} "${w.slice(0, 100)}" in this centre.`);
    } else if (byName.length > 1) {
      (errs[field] ??= []).push(`Two ${field} are called "${w.slice(0, 100)}": name it by its id.`);
    } else if (!out.includes(byName[0]!.id)) out.push(byName[0]!.id);
  }
  return out;
}

function specialCell(v: unknown, errs: Record<string, string[]>): boolean {
  if (typeof v === 'boolean') return v;
  const t = cellText(v).toLowerCase();
  if (['', '0', 'no', 'false', 'n'].includes(t)) return false;
  if (['1', 'yes', 'true', 'y', 'special'].includes(t)) return true;
  errs.special = ['Special must be yes or no.'];
  return false;
}

/** One manifest row checked field by field; errors name the row and the field. */
function judgeRow(row: number, record: RawRow, up: Upload, l: Lookups): { good: Good | null; errors: RowError[] } {
  const errs: Record<string, string[]> = {};
  const title = cellText(record.title).trim();
  if (title === '') errs.title = ['The title field is required.'];
  else if (title.length > 200) errs.title = ['The title may not be longer than 200 characters.'];
  const description = cellText(record.description).trim();
  if (description.length > 5000) errs.description = ['The description may not be longer than 5000 characters.'];
  const kindText = cellText(record.kind).trim().toLowerCase();
  const kind = (MATERIAL_KINDS as readonly string[]).includes(kindText) ? (kindText as MaterialKind) : null;
  if (!kind) errs.kind = [kindText ? `There is no material kind "${kindText.slice(0, 50)}": use pdf, word, image, audio or video.` : 'The kind field is required.'];
  const fileName = cellText(record.file).trim();
  const path = fileName ? up.files.get(fileName) : undefined;
  const stored = path ? l.uploads.get(path) : undefined;
  if (!fileName) errs.file = ['The file field is required.'];
  else if (!path) errs.file = [`No file called "${fileName.slice(0, 100)}" was chosen with this manifest.`];
  else if (!stored) errs.file = ['This file is not an upload of yours here: upload it again.'];
  else if (kind) {
    const problem = fileProblem(kind, stored);
    if (problem) errs.file = [problem];
  }
  const special = specialCell(record.special, errs);
  const groupIds = resolveTargets('groups', record.groups, l, errs);
  const courseIds = resolveTargets('courses', record.courses, l, errs);
  const packageIds = resolveTargets('packages', record.packages, l, errs);
  const fields = Object.keys(errs);
  if (fields.length > 0 || !kind || !path || !stored) {
    return { good: null, errors: fields.flatMap((f) => errs[f]!.map((message) => ({ row, field: f, message }))) };
  }
  return { good: { row, title, description, kind, fileName, path, mime: stored.mime, size: stored.size, special, groupIds, courseIds, packageIds }, errors: [] };
}

function judge(table: Table, from: number, to: number, up: Upload, l: Lookups) {
  const good: Good[] = [];
  const errors: RowError[] = [];
  let blank = 0;
  for (const { row, record } of rowsOf(table, from, to)) {
    if (isBlankRow(record)) {
      blank++;
      continue;
    }
    const j = judgeRow(row, record, up, l);
    if (j.good) good.push(j.good);
    errors.push(...j.errors);
  }
  return { good, errors, blank };
}

/** The paths the rows from..to name (for one lookup of the uploads). */
function pathsOf(table: Table, from: number, to: number, up: Upload): string[] {
  const out = new Set<string>();
  for (const { record } of rowsOf(table, from, to)) {
    const p = up.files.get(cellText(record.file).trim());
    if (p) out.add(p);
  }
  return [...out];
}

/** SHA-256 of a stored material file, streamed; with its bytes when asked (PDFs, for their words). Null when gone. */
async function hashStored(ctx: RequestContext, filePath: string, keepBytes: boolean): Promise<{ hash: string; bytes: Uint8Array | null } | null> {
  const f = await openStoredFile(ctx.config.uploadDir, MATERIALS_TYPE, filePath.slice(`/files/${MATERIALS_TYPE}/`.length));
  if (!f) return null;
  const h = createHash('sha256');
  const parts: Uint8Array[] = [];
  const reader = (f.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    h.update(value);
    if (keepBytes) parts.push(value);
  }
  if (!keepBytes) return { hash: h.digest('hex'), bytes: null };
  // a plain Uint8Array (pdf.js refuses a Buffer)
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return { hash: h.digest('hex'), bytes };
}

const ownerIs = (col: Column, org: number | null) => (org === null ? isNull(col) : eq(col, org));

/**
 * Gives the owner's live library materials of these sizes their content hash (materials added one by one have none
 * yet); only a file of the same size can have the same bytes, so no other file is read.
 */
async function catchUpHashes(ctx: RequestContext, org: number | null, sizes: number[]): Promise<void> {
  if (sizes.length === 0) return;
  const missing = await withTenantTx(ctx, (tx) =>
    tx
      .select({ id: materials.id, path: materials.filePath })
      .from(materials)
      .leftJoin(contentMaterials, eq(contentMaterials.materialId, materials.id))
      .where(and(ownerIs(materials.organizationId, org), isNull(materials.deletedAt), eq(materials.source, 'platform'), inArray(materials.fileSize, [...new Set(sizes)]), isNull(contentMaterials.contentHash))),
  );
  for (const m of missing) {
    const h = await hashStored(ctx, m.path, false);
    if (!h) continue;
    await withTenantTx(ctx, (tx) =>
      tx.insert(contentMaterials).values({ materialId: m.id, organizationId: org, contentHash: h.hash }).onConflictDoUpdate({ target: contentMaterials.materialId, set: { contentHash: h.hash } }),
    );
  }
}

/** Live materials of the owner (and, in a commit, this batch's staged ones) with these hashes: hash -> material and row. */
async function storedHashes(tx: Tx, org: number | null, hashes: string[], batchId: number | null) {
  if (hashes.length === 0) return new Map<string, { id: number; row: number | null }>();
  const rows = await tx
    .select({ hash: contentMaterials.contentHash, id: materials.id, batch: contentMaterials.batchId, row: contentMaterials.batchRow, staged: contentMaterials.staged })
    .from(contentMaterials)
    .innerJoin(materials, eq(materials.id, contentMaterials.materialId))
    .where(
      and(
        ownerIs(contentMaterials.organizationId, org),
        inArray(contentMaterials.contentHash, hashes),
        batchId === null ? isNull(materials.deletedAt) : or(isNull(materials.deletedAt), and(eq(contentMaterials.staged, true), eq(contentMaterials.batchId, batchId))),
      ),
    );
  const out = new Map<string, { id: number; row: number | null }>();
  for (const r of rows) if (r.hash && !out.has(r.hash)) out.set(r.hash, { id: r.id, row: r.staged ? r.row : null });
  return out;
}

async function previousBatch(tx: Tx, org: number | null, hash: string) {
  const [b] = await tx
    .select({ id: bulkUploadBatches.id, createdAt: bulkUploadBatches.createdAt, repeatOf: bulkUploadBatches.repeatOf })
    .from(bulkUploadBatches)
    .where(and(ownerIs(bulkUploadBatches.organizationId, org), eq(bulkUploadBatches.kind, 'material'), eq(bulkUploadBatches.fileHash, hash)))
    .orderBy(bulkUploadBatches.id)
    .limit(1);
  return b ?? null;
}

/** Hashes of the good rows' files; a file gone from storage becomes a row error. */
async function hashRows(ctx: RequestContext, good: Good[], errors: RowError[], words: boolean) {
  const out: Array<Good & { hash: string; words: string }> = [];
  const cache = new Map<string, { hash: string; bytes: Uint8Array | null } | null>();
  for (const g of good) {
    if (!cache.has(g.path)) cache.set(g.path, await hashStored(ctx, g.path, words && g.kind === 'pdf' && g.size <= KIND_MAX_BYTES.pdf));
    const h = cache.get(g.path);
    if (!h) {
      errors.push({ row: g.row, field: 'file', message: 'The uploaded file is gone: upload it again.' });
      continue;
    }
    out.push({ ...g, hash: h.hash, words: h.bytes ? await extractPdfText(h.bytes) : '' });
  }
  return out;
}

export interface MaterialBulkInput {
  form: Record<string, unknown>;
}

/** POST content-management/bulk-upload/materials/preview: every row judged, every file hashed, nothing stored. */
export async function previewMaterialBulk({ ctx, input }: Verb<MaterialBulkInput>): Promise<MaterialBulkPreview> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const up = await readUpload(input.form, ctx.config.uploadMaxBytes);
  const table = await tableOf('manifest', up);
  const hash = fileHash(up.bytes);
  const org = await withTenantTx(ctx, (tx) => ownerOf(tx, up.orgId));
  const errors: RowError[] = [];
  const duplicates: MaterialBulkPreview['duplicates'] = [];
  const sample: MaterialBulkPreview['sample'] = [];
  const seen = new Map<string, number>();
  let valid = 0;
  let blank = 0;
  for (let i = 0; i < table.cells.length; i += MATERIAL_CHUNK_ROWS) {
    const to = Math.min(table.cells.length, i + MATERIAL_CHUNK_ROWS);
    const l = await withTenantTx(ctx, (tx) => lookups(tx, actor, org, pathsOf(table, i, to, up)));
    const j = judge(table, i, to, up, l);
    blank += j.blank;
    const hashed = await hashRows(ctx, j.good, j.errors, false);
    errors.push(...j.errors);
    await catchUpHashes(ctx, org, hashed.map((g) => g.size));
    const stored = await withTenantTx(ctx, (tx) => storedHashes(tx, org, hashed.map((g) => g.hash), null));
    for (const g of hashed) {
      const first = seen.get(g.hash);
      const s = stored.get(g.hash);
      if (first !== undefined) duplicates.push({ row: g.row, material_id: null, same_as_row: first });
      else if (s) duplicates.push({ row: g.row, material_id: s.id, same_as_row: null });
      else {
        seen.set(g.hash, g.row);
        valid++;
        if (sample.length < 20) sample.push({ row: g.row, title: g.title, kind: g.kind, file: g.fileName, size: g.size });
      }
    }
  }
  const prev = await withTenantTx(ctx, (tx) => previousBatch(tx, org, hash));
  const rejected = new Set(errors.map((e) => e.row)).size;
  return {
    manifest_name: up.name,
    format: table.format,
    file_hash: hash,
    organization_id: org,
    total_rows: table.cells.length - blank,
    valid_count: valid,
    duplicate_count: duplicates.length,
    rejected_count: rejected,
    errors: errors.slice(0, ANSWER_ERRORS),
    errors_truncated: errors.length > ANSWER_ERRORS,
    duplicates: duplicates.slice(0, ANSWER_ERRORS),
    sample,
    already_uploaded: prev ? { batch_id: prev.id, created_at: prev.createdAt.toISOString() } : null,
  };
}

/** Serialises the writers of one owner's library (a hash checked, then inserted): two uploads never both store a file. */
const lockOwner = (tx: Tx, org: number | null) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('content-materials'), ${org ?? 0})`);

/** One chunk staged in its own transaction: materials soft-deleted until the batch ends, its counts moved on. */
async function stageChunk(ctx: RequestContext, actor: Actor, up: Upload, table: Table, org: number | null, from: number, to: number, batchId: number) {
  const l = await withTenantTx(ctx, (tx) => lookups(tx, actor, org, pathsOf(table, from, to, up)));
  const j = judge(table, from, to, up, l);
  const hashed = await hashRows(ctx, j.good, j.errors, true);
  await catchUpHashes(ctx, org, hashed.map((g) => g.size));
  return withTenantTx(ctx, async (tx) => {
    await lockOwner(tx, org);
    const stored = await storedHashes(tx, org, hashed.map((g) => g.hash), batchId);
    const duplicates: MaterialBulkResult['duplicates'] = [];
    const fresh: typeof hashed = [];
    const seen = new Map<string, number>();
    for (const g of hashed) {
      const s = stored.get(g.hash);
      const first = seen.get(g.hash);
      if (s) duplicates.push({ row: g.row, material_id: s.id, same_as_row: s.row });
      else if (first !== undefined) duplicates.push({ row: g.row, material_id: null, same_as_row: first });
      else {
        seen.set(g.hash, g.row);
        fresh.push(g);
      }
    }
    if (fresh.length > 0) {
      const now = new Date();
      // RETURNING answers in the order of VALUES for a plain INSERT: the ids pair with `fresh` by position
      const ids = await tx
        .insert(materials)
        .values(
          fresh.map((g) => ({
            organizationId: org, title: g.title, description: g.description, kind: g.kind, source: 'platform' as const, special: g.special, status: up.draft ? ('inactive' as const) : ('active' as const),
            filePath: g.path, fileMime: g.mime, fileSize: g.size, searchText: searchTextOf([g.title, g.description, g.words]), createdBy: actor.userId, deletedAt: now,
          })),
        )
        .returning({ id: materials.id });
      await tx.insert(contentMaterials).values(fresh.map((g, i) => ({ materialId: ids[i]!.id, organizationId: org, contentHash: g.hash, draft: up.draft, batchId, staged: true, batchRow: g.row })));
      if (org !== null) {
        const mg = fresh.flatMap((g, i) => g.groupIds.map((groupId) => ({ materialId: ids[i]!.id, groupId, organizationId: org })));
        const mp = fresh.flatMap((g, i) => [...g.courseIds, ...g.packageIds].map((packageId) => ({ materialId: ids[i]!.id, packageId, organizationId: org })));
        if (mg.length) await tx.insert(materialGroups).values(mg);
        if (mp.length) await tx.insert(materialPackages).values(mp);
      }
    }
    await addChunkToBatch(tx, batchId, { created: fresh.length, rows: to - from - j.blank, errors: j.errors, duplicates: duplicates.map((d) => ({ row: d.row, material_id: d.material_id })) });
    return { errors: j.errors, duplicates };
  });
}

/**
 * The batch's last chunk is in: its staged materials become live in one transaction. One whose bytes another upload
 * made live meanwhile is dropped and counted as a duplicate.
 */
async function finishBatch(ctx: RequestContext, org: number | null, batchId: number): Promise<void> {
  await withTenantTx(ctx, async (tx) => {
    await lockOwner(tx, org);
    const raced = await tx
      .select({ id: contentMaterials.materialId })
      .from(contentMaterials)
      .where(
        and(
          eq(contentMaterials.batchId, batchId),
          eq(contentMaterials.staged, true),
          sql`exists (select 1 from content_materials o join materials om on om.id = o.material_id
                       where om.deleted_at is null and o.content_hash = ${contentMaterials.contentHash}
                         and coalesce(o.organization_id, 0) = coalesce(${contentMaterials.organizationId}, 0))`,
        ),
      );
    const n = raced.length;
    if (n > 0) {
      // never shown: gone for good (its assignments and content row go with it)
      await tx.delete(materials).where(inArray(materials.id, raced.map((r) => r.id)));
      await tx
        .update(bulkUploadBatches)
        .set({ createdCount: sql`${bulkUploadBatches.createdCount} - ${n}`, duplicateCount: sql`${bulkUploadBatches.duplicateCount} + ${n}` })
        .where(eq(bulkUploadBatches.id, batchId));
    }
    const staged = tx.select({ id: contentMaterials.materialId }).from(contentMaterials).where(and(eq(contentMaterials.batchId, batchId), eq(contentMaterials.staged, true)));
    await tx.update(materials).set({ deletedAt: null, updatedAt: new Date() }).where(inArray(materials.id, staged));
    await tx.update(contentMaterials).set({ staged: false }).where(eq(contentMaterials.batchId, batchId));
  });
}

/**
 * POST content-management/bulk-upload/materials: stages the valid new rows of `offset`..`offset+limit` (all by
 * default); the call that reaches the manifest's last row shows the whole batch. Send the first call's `batch_id`
 * with the later chunks.
 */
export async function commitMaterialBulk({ ctx, input }: Verb<MaterialBulkInput>): Promise<MaterialBulkResult> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const up = await readUpload(input.form, ctx.config.uploadMaxBytes);
  const table = await tableOf('manifest', up);
  const hash = fileHash(up.bytes);
  if (up.offset > table.cells.length) throw ValidationError.field('offset', 'The offset is past the last row of the manifest.');
  const end = up.limit === null ? table.cells.length : Math.min(table.cells.length, up.offset + up.limit);
  const { org, batchId } = await withTenantTx(ctx, async (tx) => {
    const owner = await ownerOf(tx, up.orgId);
    if (up.batchId !== null) {
      const [b] = await tx.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, up.batchId));
      if (!b || b.fileHash !== hash || b.kind !== 'material' || b.organizationId !== owner) throw ValidationError.field('batch_id', 'This batch belongs to another manifest.');
      return { org: owner, batchId: b.id };
    }
    const prev = await previousBatch(tx, owner, hash);
    const [b] = await tx
      .insert(bulkUploadBatches)
      .values({ organizationId: owner, kind: 'material', fileName: up.name, fileFormat: table.format, fileHash: hash, repeatOf: prev ? (prev.repeatOf ?? prev.id) : null, uploadedBy: actor.userId })
      .returning({ id: bulkUploadBatches.id });
    return { org: owner, batchId: b!.id };
  });
  const errors: RowError[] = [];
  const duplicates: MaterialBulkResult['duplicates'] = [];
  for (let i = up.offset; i < end; i += MATERIAL_CHUNK_ROWS) {
    const out = await stageChunk(ctx, actor, up, table, org, i, Math.min(end, i + MATERIAL_CHUNK_ROWS), batchId);
    for (const e of out.errors) if (errors.length < ANSWER_ERRORS) errors.push(e);
    for (const d of out.duplicates) if (duplicates.length < ANSWER_ERRORS) duplicates.push(d);
  }
  const finished = end >= table.cells.length;
  if (finished) await finishBatch(ctx, org, batchId);
  const [b] = await withTenantTx(ctx, (tx) => tx.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, batchId)));
  if (!b) throw new NotFoundError('Batch not found');
  return {
    batch_id: b.id,
    total_rows: table.cells.length,
    processed_rows: end,
    next_offset: finished ? null : end,
    finished,
    created_count: b.createdCount,
    duplicate_count: b.duplicateCount,
    rejected_count: b.rejectedCount,
    errors,
    duplicates,
    repeat_of: b.repeatOf,
  };
}

const EXAMPLE_ROWS = [
  ['Essay structure guide', 'How to plan a PTE essay in 40 minutes', 'pdf', 'essay-guide.pdf', 'no', '', '', ''],
  ['Describe image: sample chart', 'A bar chart to describe', 'image', 'bar-chart.png', 'yes', '', '', ''],
];

/** GET content-management/bulk-upload/materials/template: the manifest's columns with example rows, CSV or XLSX (base64). */
export async function materialTemplate({ ctx, input }: Verb<{ format?: 'csv' | 'xlsx' }>): Promise<TemplateFile> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const columns = [...MATERIAL_COLUMNS];
  if ((input.format ?? 'csv') === 'csv') {
    return { filename: 'materials-template.csv', content_type: 'text/csv; charset=utf-8', encoding: 'utf8', body: toCsv(columns, EXAMPLE_ROWS), columns };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('materials');
  sheet.addRow(columns);
  for (const r of EXAMPLE_ROWS) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  const buf = Buffer.from(await book.xlsx.writeBuffer());
  return { filename: 'materials-template.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', encoding: 'base64', body: buf.toString('base64'), columns };
}
