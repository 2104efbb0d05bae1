// Who owns what in the toolkit: a centre's rows on its own address, the master's (organization_id null) on the
// platform domain. Every centre reads the master's rows; only their owner changes a row.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { richTextToPlain } from '../../kernel/sanitize.ts';
import { questions, questionTypes, users } from '../../db/schema.ts';

/** The owner a write goes to: the centre of the address, or null (the platform) for the master there. */
export function ownerOf(ctx: RequestContext, actor: Actor): number | null {
  if (ctx.tenant) return ctx.tenant.id;
  if (actor.role !== 'SUPER_ADMIN') throw new NotFoundError('This belongs to a coaching centre: open its own address.');
  return null;
}

/** Rows the caller reads: its centre's and the master's; on the platform domain, the master's. */
export function readable(ctx: RequestContext, col: AnyPgColumn): SQL {
  return ctx.tenant ? or(eq(col, ctx.tenant.id), isNull(col))! : isNull(col);
}

export const ownsRow = (ctx: RequestContext, org: number | null) => (ctx.tenant ? org === ctx.tenant.id : org === null);

/** A write on a row the caller can read but does not own: the master's rows are read-only on a centre. */
export function assertOwns(ctx: RequestContext, org: number | null): void {
  if (!ownsRow(ctx, org)) throw new ForbiddenError("The master's texts are read-only here: write your own instead.");
}

/** The master's settings: the master on the platform domain only. */
export function requireMaster(ctx: RequestContext, actor: Actor): void {
  if (ctx.tenant || actor.role !== 'SUPER_ADMIN') throw new ForbiddenError('Only the master changes the toolkit settings.');
}

export type TypeRow = typeof questionTypes.$inferSelect;
export const typeRefOf = (t: TypeRow) => ({ id: t.id, slug: t.slug, name: t.name, section: t.section });

/** A question type id sent in a body: 422 on the field when there is none. */
export async function requireType(tx: Tx, id: number, field = 'question_type_id'): Promise<TypeRow> {
  const [t] = await tx.select().from(questionTypes).where(eq(questionTypes.id, id));
  if (!t) throw ValidationError.field(field, 'There is no such question type.');
  return t;
}

/** A question the caller can read (its centre's or the master's, not deleted): 422 on the field otherwise. */
export async function requireQuestion(tx: Tx, ctx: RequestContext, id: number, field = 'question_id') {
  const [q] = await tx
    .select({ id: questions.id, title: questions.title, organizationId: questions.organizationId, questionTypeId: questions.questionTypeId })
    .from(questions)
    .where(and(eq(questions.id, id), readable(ctx, questions.organizationId), isNull(questions.deletedAt)));
  if (!q) throw ValidationError.field(field, 'There is no such question.');
  return q;
}

/** Editor HTML (or text) as the plain text the platform stores; 422 on the field when nothing is left. */
export function plainOf(html: string, field: string): string {
  const text = richTextToPlain(html).trim();
  if (!text) throw ValidationError.field(field, 'Write the text.');
  return text;
}

export async function personOf(tx: Tx, id: number | null): Promise<{ id: number; full_name: string } | null> {
  if (id === null) return null;
  const [u] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id));
  return u ? { id, full_name: `${u.first ?? ''} ${u.last ?? ''}`.trim() } : null;
}

export const pageOf = (input: { page?: number; per_page?: number }, fallback = 15) => ({ page: input.page ?? 1, perPage: input.per_page ?? fallback });

export function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
