/**
 * Import and export of contacts (README.md). An import is one transaction: every good row is written or none is; bad
 * rows are named by line and left out; an address the centre has already is not duplicated (its missing name or
 * phone is filled in). `dry_run` runs the same work and rolls it back, so the preview's counts are the import's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { contactListMembers, contactLists, contacts } from '../../db/schema.ts';
import { toCsv } from '../users/csv.ts';
import type { ExportQuery, ImportBody, ImportResult } from './contracts.ts';
import { insertList } from './lists-service.ts';
import { checkRows, mergeExisting, readCsv, type CheckedRow, type RawRow } from './rules.ts';
import { addMembers, centreOf, listOf } from './shared.ts';

const SLICE = 1000;

/** A dry run's way out of its transaction with the result (the work rolls back). */
class DryRun extends Error {
  constructor(readonly result: ImportResult) {
    super('dry run');
  }
}

/** The centre's contacts with these addresses (lower-cased keys), by key. */
async function existingByKey(tx: Tx, org: number, keys: readonly string[]) {
  const found = new Map<string, { id: number; name: string; phone: string }>();
  for (let i = 0; i < keys.length; i += SLICE) {
    const rows = await tx
      .select({ id: contacts.id, key: sql<string>`lower(${contacts.email})`, name: contacts.name, phone: contacts.phone })
      .from(contacts)
      .where(and(eq(contacts.organizationId, org), inArray(sql`lower(${contacts.email})`, keys.slice(i, i + SLICE))));
    for (const r of rows) found.set(r.key, { id: r.id, name: r.name, phone: r.phone });
  }
  return found;
}

/**
 * Writes checked rows (new addresses inserted, known ones completed) and returns the counts and every row's contact
 * id. Shared with the form leads' import of past responses.
 */
export async function upsertContacts(
  tx: Tx,
  org: number,
  rows: readonly CheckedRow[],
  extra: { source: (typeof contacts.$inferInsert)['source']; formId?: number | null; userIds?: ReadonlyMap<string, number> },
): Promise<{ created: number; updated: number; unchanged: number; ids: number[] }> {
  const existing = await existingByKey(tx, org, rows.map((r) => r.key));
  const fresh = rows.filter((r) => !existing.has(r.key));
  let created = 0;
  for (let i = 0; i < fresh.length; i += SLICE) {
    const inserted = await tx
      .insert(contacts)
      .values(
        fresh.slice(i, i + SLICE).map((r) => ({
          organizationId: org,
          email: r.email,
          name: r.name,
          phone: r.phone,
          source: extra.source,
          formId: extra.formId ?? null,
          userId: extra.userIds?.get(r.key) ?? null,
        })),
      )
      // an address added by another request meanwhile is left to it
      .onConflictDoNothing()
      .returning({ id: contacts.id });
    created += inserted.length;
  }
  let updated = 0;
  for (const r of rows) {
    const had = existing.get(r.key);
    if (!had) continue;
    const patch = mergeExisting(had, r);
    const userId = extra.userIds?.get(r.key);
    if (!patch && userId === undefined) continue;
    const set: Partial<typeof contacts.$inferInsert> = { ...patch, updatedAt: new Date() };
    // a student's own address links to the student, once
    if (userId !== undefined) set.userId = sql`coalesce(${contacts.userId}, ${userId})` as unknown as number;
    await tx.update(contacts).set(set).where(eq(contacts.id, had.id));
    if (patch) updated += 1;
  }
  const all = await existingByKey(tx, org, rows.map((r) => r.key));
  return { created, updated, unchanged: rows.length - created - updated, ids: [...all.values()].map((c) => c.id) };
}

/**
 * POST contacts/import: a CSV's text or its rows, into an existing list, a new one or none. 422 when the file cannot be
 * read at all (no e-mail column, too many rows) or the list is wrong; otherwise 200 with created / updated / skipped
 * and the bad rows (`errors[]`: row, field, message).
 */
export async function importContacts({ ctx, input }: Verb<ImportBody>): Promise<ImportResult> {
  const actor = requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  let raw: RawRow[];
  if (input.csv !== undefined) {
    const read = readCsv(input.csv);
    if (!read.ok) throw new ValidationError({ csv: [read.message] });
    raw = read.rows;
  } else {
    raw = (input.rows ?? []).map((r, i) => ({ line: i + 1, email: r.email ?? '', name: r.name ?? '', phone: r.phone ?? '' }));
  }
  const checked = checkRows(raw);
  const dryRun = input.dry_run === true;
  try {
    return await withTenantTx(ctx, async (tx) => {
      let listId: number | null = null;
      if (input.list_id !== undefined) listId = (await listOf(tx, org, input.list_id, 'list_id')).id;
      if (input.new_list_name !== undefined) listId = (await insertList(tx, org, { name: input.new_list_name }, actor.userId, 'new_list_name')).id;
      const written = await upsertContacts(tx, org, checked.valid, { source: input.source ?? 'import' });
      if (listId !== null) {
        await addMembers(tx, org, listId, written.ids);
        await tx.update(contactLists).set({ updatedAt: new Date() }).where(eq(contactLists.id, listId));
      }
      const result: ImportResult = {
        created: written.created,
        updated: written.updated,
        skipped: written.unchanged + checked.repeated,
        errors: checked.errors,
        list_id: dryRun ? null : listId,
        dry_run: dryRun,
      };
      if (dryRun) throw new DryRun(result);
      return result;
    });
  } catch (e) {
    if (e instanceof DryRun) return e.result;
    throw e;
  }
}

/** GET contacts/export: a list's contacts, or every contact, as CSV (formula cells neutralised: users/csv.ts). */
export async function exportContacts({ ctx, input }: Verb<ExportQuery>): Promise<{ csv: string; filename: string }> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const listRow = input.list_id !== undefined ? await listOf(tx, org, input.list_id) : null;
    const rows = await tx
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.organizationId, org),
          listRow ? inArray(contacts.id, tx.select({ id: contactListMembers.contactId }).from(contactListMembers).where(eq(contactListMembers.listId, listRow.id))) : undefined,
        ),
      )
      .orderBy(contacts.email);
    const header = ['Email', 'Name', 'Phone', 'Source', 'Subscribed', 'Added'];
    const body = rows.map((r) => [r.email, r.name, r.phone, r.source, r.unsubscribedAt ? 'no' : 'yes', r.createdAt.toISOString()]);
    const base = listRow ? listRow.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'list' : 'contacts';
    return { csv: toCsv(header, body), filename: `${base}-${new Date().toISOString().slice(0, 10)}.csv` };
  });
}
