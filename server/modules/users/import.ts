/**
 * The students' CSV import (docs/product-spec.md §10): a preview that writes nothing, and the import of the valid,
 * non-duplicate rows in one transaction, each invited by mail. Duplicates by e-mail are reported, never doubled, so
 * the same file imported twice creates nothing the second time.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { enqueueMails } from '../../kernel/mail.ts';
import { NO_PASSWORD } from '../../kernel/passwords.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { hashToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { groupMembers, groups, oneTimeTokens, roles, users } from '../../db/schema.ts';
import { INVITE_DAYS } from '../auth/service.ts';
import { parseStudentCsv, type ParsedRow } from './csv.ts';
import { invitationMail } from './invite.ts';
import type { ImportPreview, ImportResult } from './contracts.ts';

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export interface ImportForm {
  form: Record<string, unknown>;
}

/** The CSV text of the upload, or 422 on `file`. */
async function csvText(form: Record<string, unknown>): Promise<string> {
  const file = form.file;
  if (!(file instanceof File)) throw ValidationError.field('file', 'Choose a CSV file to import.');
  if (file.size > IMPORT_MAX_BYTES) throw ValidationError.field('file', 'The file may not be larger than 2 MiB.');
  const name = file.name.toLowerCase();
  const typeOk = /^(text\/csv|text\/plain|application\/vnd\.ms-excel|application\/csv|)$/.test(file.type.split(';')[0]!.trim());
  if (!name.endsWith('.csv') || !typeOk) throw ValidationError.field('file', 'The file must be a CSV file (.csv).');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) throw ValidationError.field('file', 'The file must be a CSV file (.csv).');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw ValidationError.field('file', 'The file must be saved as UTF-8 text.');
  }
}

/** The centre of the import: the request's tenant (the master imports from a centre's sub-domain). */
function centreOf(ctx: RequestContext) {
  if (!ctx.tenant) throw ValidationError.field('file', "Open the centre's own address to import its students.");
  return ctx.tenant;
}

async function readRows(tx: Tx, organizationId: number, text: string) {
  const existing = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt)));
  const groupRows = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.organizationId, organizationId));
  const outcome = parseStudentCsv(text, new Set(existing.map((e) => e.email)), new Set(groupRows.map((g) => g.name.toLowerCase())));
  if (!outcome.ok) throw ValidationError.field('file', outcome.message);
  return { rows: outcome.rows, groupIds: new Map(groupRows.map((g) => [g.name.toLowerCase(), g.id])) };
}

const isValid = (r: ParsedRow) => Object.keys(r.errors).length === 0;

function totals(rows: readonly ParsedRow[]) {
  const invalid = rows.filter((r) => !isValid(r)).length;
  const duplicates = rows.filter((r) => isValid(r) && r.duplicate !== null).length;
  return { rows: rows.length, valid: rows.length - invalid - duplicates, invalid, duplicates };
}

/** POST users/import/preview: every row with its errors and duplicate mark; nothing is written. */
export async function previewImport({ ctx, input }: Verb<ImportForm>): Promise<ImportPreview> {
  requirePermission(ctx, 'USER_STORE');
  const tenant = centreOf(ctx);
  const text = await csvText(input.form);
  return withTenantTx(ctx, async (tx) => {
    const { rows } = await readRows(tx, tenant.id, text);
    return {
      rows: rows.map((r) => ({ line: r.line, values: r.values, errors: r.errors as Record<string, string>, duplicate: r.duplicate })),
      totals: totals(rows),
    };
  });
}

const CHUNK = 500;

/** POST users/import: the valid, new rows become invited students, in one transaction. */
export async function importStudents({ ctx, input }: Verb<ImportForm>): Promise<ImportResult> {
  const actor = requirePermission(ctx, 'USER_STORE');
  const tenant = centreOf(ctx);
  const text = await csvText(input.form);
  return withTenantTx(ctx, async (tx) => {
    const { rows, groupIds } = await readRows(tx, tenant.id, text);
    const fresh = rows.filter((r) => isValid(r) && r.duplicate === null);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.kind, 'STUDENT'), eq(roles.builtin, true), isNull(roles.organizationId)));
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const part = fresh.slice(i, i + CHUNK);
      const made = await tx
        .insert(users)
        .values(part.map((r) => ({ organizationId: tenant.id, roleId: role!.id, email: r.values.email, passwordHash: NO_PASSWORD, firstName: r.values.first_name, lastName: r.values.last_name, phone: r.values.phone || null, createdBy: actor.userId })))
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      const tokens = made.map(() => newToken());
      await tx.insert(oneTimeTokens).values(
        made.map((u, k) => ({ kind: 'invite' as const, tokenHash: hashToken(tokens[k]!), userId: u.id, organizationId: tenant.id, expiresAt: sql`now() + make_interval(days => ${INVITE_DAYS})` as unknown as Date })),
      );
      await enqueueMails(tx, made.map((u, k) => invitationMail(ctx.config, { id: u.id, email: u.email, firstName: u.firstName, organizationId: tenant.id }, { subdomain: tenant.subdomain, placeName: tenant.name }, tokens[k]!)));
      const members = made.flatMap((u, k) => {
        const g = part[k]!.values.group;
        const groupId = g ? groupIds.get(g.toLowerCase()) : undefined;
        return groupId ? [{ groupId, userId: u.id, organizationId: tenant.id, memberRole: 'student' as const }] : [];
      });
      if (members.length > 0) await tx.insert(groupMembers).values(members);
    }
    const t = totals(rows);
    await recordAudit(tx, ctx, { action: 'user.import', targetType: 'user', targetId: null, details: { created: fresh.length, duplicates: t.duplicates, invalid: t.invalid } });
    return { created: fresh.length, duplicates: t.duplicates, invalid: t.invalid, invited: fresh.length };
  });
}
