import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { schema } from '../db/schema.ts';

type Schema = typeof schema;
/** The Drizzle instance, whichever driver is under it. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction (what withTenantTx hands to a service verb). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Raw access inside a transaction on the owner connection (migrations, mail loop). */
export interface RawTx {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** several statements, no parameters */
  exec(text: string): Promise<void>;
}

/**
 * The database as the services see it: a Drizzle instance plus a few raw verbs on the owner connection.
 * Services never care whether PGlite or a PostgreSQL server is underneath.
 */
export interface Db {
  kind: 'pglite' | 'pg';
  orm: Orm;
  /** One statement on the owner connection (row-level security bypassed). `name` prepares it once (pg). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /** A transaction on the owner connection with raw access. */
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` starts with postgres:// (pool of 10), PGlite in
 * memory for `memory://`, PGlite in `<dataDir>/pglite` otherwise. Drivers are imported lazily so a process
 * loads only the one it uses.
 */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPg(url);
  let dir: string | undefined;
  if (!url || url === '') {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  } else if (url !== 'memory://') {
    throw new Error(`DATABASE_URL must be postgres://..., postgresql://... or memory://`);
  }
  return openPglite(dir);
}

async function openPglite(dir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm serves the people search (migration 0008); a PostgreSQL server ships it in its contrib package
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const orm = drizzle(client, { schema }) as unknown as Orm;
  return {
    kind: 'pglite',
    orm,
    async query<T>(text: string, params: unknown[] = []) {
      const r = await client.query<T>(text, params);
      return r.rows;
    },
    rawTransaction<T>(fn: (tx: RawTx) => Promise<T>) {
      return client.transaction(async (t) =>
        fn({
          async query<R>(text: string, params: unknown[] = []) {
            return (await t.query<R>(text, params)).rows;
          },
          async exec(text: string) {
            await t.exec(text);
          },
        }),
      );
    },
    async close() {
      await client.close();
    },
  };
}

async function openPg(url: string): Promise<Db> {
  const pgMod = await import('pg');
  const pg = pgMod.default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // date and timestamp columns are read as text by the raw helpers: no local-time surprises.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    /* an idle client died (server restart): the pool replaces it */
  });
  const orm = drizzle(pool, { schema }) as unknown as Orm;
  return {
    kind: 'pg',
    orm,
    async query<T>(text: string, params: unknown[] = [], name?: string) {
      const r = await pool.query(name ? { name, text, values: params } : { text, values: params });
      return r.rows as T[];
    },
    async rawTransaction<T>(fn: (tx: RawTx) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(text: string, params: unknown[] = []) {
            return (await client.query(text, params)).rows as R[];
          },
          async exec(text: string) {
            await client.query(text);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
