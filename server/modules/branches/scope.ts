/**
 * Which centre a call works on: the request's tenant on a centre's own address; on the platform domain the master
 * names it (`organization_id`), and RLS lets the master's transaction see every centre (kernel/tx.ts).
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { organizations, users } from '../../db/schema.ts';

export interface Centre {
  id: number;
  currency: string;
}

/** The centre of the call, with its currency; 422 `organization_id` when the master has not named a live one. */
export async function centreOf(tx: Tx, ctx: RequestContext, organizationId: number | undefined | null): Promise<Centre> {
  if (ctx.tenant) {
    const [row] = await tx.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, ctx.tenant.id));
    return { id: ctx.tenant.id, currency: row?.currency ?? 'BDT' };
  }
  // only the master works on the platform scope; anyone else has no centre here
  if (ctx.actor?.role !== 'SUPER_ADMIN') throw new NotFoundError('This belongs to a coaching centre: open its own address.');
  if (organizationId === undefined || organizationId === null) throw ValidationError.field('organization_id', 'Choose the coaching centre.');
  const [row] = await tx
    .select({ id: organizations.id, currency: organizations.currency })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!row) throw ValidationError.field('organization_id', 'There is no such coaching centre.');
  return row;
}

export const fullName = (first: string | null | undefined, last: string | null | undefined) => `${first ?? ''} ${last ?? ''}`.trim();

export async function personOf(tx: Tx, id: number | null): Promise<{ id: number; full_name: string } | null> {
  if (id === null) return null;
  const [u] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id));
  return u ? { id, full_name: fullName(u.first, u.last) } : null;
}

export function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const pageOf = (input: { page?: number; per_page?: number }, fallback = 15) => ({ page: input.page ?? 1, perPage: input.per_page ?? fallback });

/** Raw rows of a statement, whichever driver is under Drizzle (both answer `{ rows }`). */
export async function rowsOf<T>(tx: Tx, q: SQL): Promise<T[]> {
  const r = (await tx.execute(q)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** A bigint sum or count as PostgreSQL hands it (text from node-postgres, number or bigint from PGlite): a number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A date column read raw (a Date from node-postgres, text from PGlite): yyyy-MM-dd. */
export const day = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? isoOf(v) : String(v).slice(0, 10));
const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
