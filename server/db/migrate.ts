import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../kernel/db.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every process of this application; advisory locks are per database. */
const LOCK_KEY = 727_073_001;

export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await fs.readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(f)).sort();
}

async function appliedNames(db: Db): Promise<Set<string> | null> {
  try {
    const rows = await db.query<{ name: string }>('select name from schema_migrations');
    return new Set(rows.map((r) => r.name));
  } catch {
    return null; // no table yet
  }
}

/**
 * Applies pending migrations in order, one transaction per file under `pg_advisory_xact_lock`, recording each
 * in `schema_migrations`. Processes starting together queue on the lock; the second finds the file applied.
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const known = await appliedNames(db);
  if (known && files.every((f) => known.has(f))) return [];
  const applied: string[] = [];
  for (const file of files) {
    if (known?.has(file)) continue;
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    const did = await db.rawTransaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      await tx.exec(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
      const rows = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (rows.length > 0) return false;
      await tx.exec(text);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (did) applied.push(file);
  }
  return applied;
}
