import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';

/** The rows of a raw statement, whichever driver is under Drizzle (pg answers `{ rows }`, some drivers an array). */
export async function rows<T>(tx: Tx, q: SQL): Promise<T[]> {
  const r = (await tx.execute(q)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
