// The migrations are the authority on the database; server/db/schema.ts only describes it to Drizzle. This file
// migrates a fresh database (PGlite, or a new database on DATABASE_URL) and fails on every place where the
// description is wrong: a table or column on one side only, a type, nullability, default, identity, IN-list check,
// primary key, foreign key or unique constraint that differs (scripts/schema-shape.ts does the comparing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import * as schemaModule from '@server/db/schema.ts';
import { openDb, type Db } from '@server/kernel/db.ts';
import { migrate } from '@server/db/migrate.ts';
import { declaredShape, migratedShape, schemaDifferences, type SchemaShape } from '../../scripts/schema-shape.ts';
import { createDatabase } from './helpers.ts';

/** The migration runner's own bookkeeping: no service reads it through Drizzle. */
const RUNNER_TABLES = ['schema_migrations'];

let db: Db;
let drop: () => Promise<void>;
let migrated: SchemaShape;
const declared = declaredShape(schemaModule);

beforeAll(async () => {
  const database = await createDatabase();
  drop = database.drop;
  db = await openDb({ databaseUrl: database.url, dataDir: path.join(os.tmpdir(), 'schema-truth-unused') });
  await migrate(db);
  migrated = await migratedShape((text, params) => db.query(text, params), RUNNER_TABLES);
});

afterAll(async () => {
  await db?.close();
  await drop?.();
});

describe('server/db/schema.ts describes the migrated database', () => {
  it('reads both sides (so an empty comparison means something)', () => {
    expect(Object.keys(migrated).length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(declared).length).toBeGreaterThanOrEqual(20);
    expect(migrated.users?.columns.email).toEqual({ type: 'text', notNull: true, default: null, identity: null, enumValues: null });
    expect(migrated.organizations?.columns.status?.enumValues).toEqual(['active', 'inactive']);
    expect(migrated.tests?.columns.question_ids?.type).toBe('integer[]');
  });

  it('table by table and column by column: no difference', () => {
    expect(schemaDifferences(declared, migrated)).toEqual([]);
  });

  it('every table schema.ts exports is in the `schema` map Drizzle is opened with', () => {
    const inMap = Object.keys(declaredShape(schemaModule.schema)).sort();
    expect(inMap).toEqual(Object.keys(declared).sort());
  });

  it('a difference planted on either side is reported', () => {
    const users = migrated.users!;
    const planted: SchemaShape = {
      ...migrated,
      users: { ...users, columns: { ...users.columns, email: { ...users.columns.email!, notNull: false }, nickname: users.columns.phone! } },
      extra: { columns: {}, primaryKey: [], foreignKeys: [], unique: [] },
    };
    expect(schemaDifferences(declared, planted)).toEqual([
      'table extra: in the migrations, not in schema.ts',
      'users.nickname: in the migrations, not in schema.ts',
      'users.email: not null in schema.ts, nullable in the migrations',
    ]);
    const dUsers = declared.users!;
    const plantedDeclared: SchemaShape = {
      ...declared,
      users: { ...dUsers, columns: { ...dUsers.columns, status: { ...dUsers.columns.status!, default: { value: 'inactive' } } } },
      ghost: { columns: {}, primaryKey: [], foreignKeys: [], unique: [] },
    };
    expect(schemaDifferences(plantedDeclared, migrated)).toEqual([
      `users.status: default "inactive" in schema.ts, ${JSON.stringify('active')} in the migrations`,
      'table ghost: in schema.ts, not in the migrations',
    ]);
  });
});
