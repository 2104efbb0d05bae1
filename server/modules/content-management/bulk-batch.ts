/**
 * What the question and the material bulk uploads share (README "Bulk upload"): reading the multipart form's plain
 * fields and the uploaded table (422 on the field that carried it), and adding one committed chunk to its batch.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { bulkUploadBatches, type BulkRowError } from '../../db/schema.ts';
import { FileProblem, readTable, type Table } from './read-file.ts';

/** How many row errors a batch keeps (its counts are always whole). */
export const STORED_ERRORS = 5000;

/** A form field's text, trimmed; undefined when it is not text. */
export const formText = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);

/** A whole-number form field of at least `min`, null when absent. */
export function intField(form: Record<string, unknown>, field: string, min: number): number | null {
  const raw = formText(form[field]);
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw ValidationError.field(field, `The ${field.replace('_', ' ')} must be a whole number of at least ${min}.`);
  return Number(raw);
}

/** The uploaded CSV, XLSX or JSON as a table; what cannot be read is a 422 on `field`. */
export async function tableOf(field: string, up: { name: string; bytes: Uint8Array }): Promise<Table> {
  try {
    return await readTable(up.name, up.bytes);
  } catch (err) {
    if (err instanceof FileProblem) throw ValidationError.field(field, err.message);
    throw err;
  }
}

/** Adds a committed chunk's counts, errors and duplicates to its batch (the batch row is locked for it). */
export async function addChunkToBatch(
  tx: Tx,
  batchId: number,
  chunk: { created: number; rows: number; errors: BulkRowError[]; duplicates: Array<Record<string, number | null>> },
): Promise<number> {
  const rejected = new Set(chunk.errors.map((e) => e.row)).size;
  const [b] = await tx.select({ errors: bulkUploadBatches.errors }).from(bulkUploadBatches).where(eq(bulkUploadBatches.id, batchId)).for('update');
  const keep: BulkRowError[] = [...(b?.errors ?? []), ...chunk.errors].slice(0, STORED_ERRORS);
  await tx
    .update(bulkUploadBatches)
    .set({
      createdCount: sql`${bulkUploadBatches.createdCount} + ${chunk.created}`,
      duplicateCount: sql`${bulkUploadBatches.duplicateCount} + ${chunk.duplicates.length}`,
      rejectedCount: sql`${bulkUploadBatches.rejectedCount} + ${rejected}`,
      totalRows: sql`${bulkUploadBatches.totalRows} + ${chunk.rows}`,
      errors: keep,
      duplicates: sql`(${bulkUploadBatches.duplicates} || ${JSON.stringify(chunk.duplicates)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(bulkUploadBatches.id, batchId));
  return rejected;
}
