import { describe, expect, it } from 'vitest';
import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { declaredShape, inListCheck, normalDefaultSql, normalType, schemaDifferences, type SchemaShape } from './schema-shape.ts';

const orgs = pgTable('orgs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  status: text('status', { enum: ['inactive', 'active'] }).notNull().default('active'),
});
const people = pgTable('people', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 20 }).unique(),
  tags: text('tags').array().notNull().default([]),
  extra: jsonb('extra').notNull().default({ a: 1, b: [2] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the migrations would hold for the two tables above, spelled as PostgreSQL spells it. */
function migratedTwin(): SchemaShape {
  return {
    orgs: {
      columns: {
        id: { type: 'integer', notNull: true, default: null, identity: 'always', enumValues: null },
        status: { type: 'text', notNull: true, default: { sql: "'active'::text", value: 'active' }, identity: null, enumValues: ['active', 'inactive'] },
      },
      primaryKey: ['id'],
      foreignKeys: [],
      unique: [],
    },
    people: {
      columns: {
        id: { type: 'integer', notNull: true, default: null, identity: 'by default', enumValues: null },
        org_id: { type: 'integer', notNull: false, default: null, identity: null, enumValues: null },
        code: { type: 'character varying(20)', notNull: false, default: null, identity: null, enumValues: null },
        tags: { type: 'text[]', notNull: true, default: { sql: "'{}'::text[]", value: [] }, identity: null, enumValues: null },
        extra: { type: 'jsonb', notNull: true, default: { sql: `'{"a":1,"b":[2]}'::jsonb`, value: { b: [2], a: 1 } }, identity: null, enumValues: null },
        created_at: { type: 'timestamp with time zone', notNull: true, default: { sql: 'now()' }, identity: null, enumValues: null },
      },
      primaryKey: ['id'],
      foreignKeys: ['org_id -> orgs(id) on delete cascade'],
      unique: ['code'],
    },
  };
}

describe('schemaDifferences', () => {
  const declared = declaredShape({ orgs, people, NOT_A_TABLE: ['x'], schema: { orgs } });

  it('finds nothing when schema.ts says what the database holds (aliases, key order of JSON defaults, enum order aside)', () => {
    expect(schemaDifferences(declared, migratedTwin())).toEqual([]);
  });

  it('names every kind of difference, either way', () => {
    const m = migratedTwin();
    const p = m.people!;
    p.columns.code = { ...p.columns.code!, type: 'text' };
    p.columns.org_id = { ...p.columns.org_id!, notNull: true };
    p.columns.tags = { ...p.columns.tags!, default: { sql: "'{a}'::text[]", value: ['a'] } };
    p.columns.id = { ...p.columns.id!, identity: 'always' };
    p.columns.nickname = { type: 'text', notNull: false, default: null, identity: null, enumValues: null };
    delete (p.columns as Record<string, unknown>).created_at;
    p.foreignKeys = ['org_id -> orgs(id) on delete set null'];
    p.unique = [];
    m.orgs!.columns.status!.enumValues = ['active', 'inactive', 'closed'];
    m.orgs!.primaryKey = [];
    m.audit = { columns: {}, primaryKey: [], foreignKeys: [], unique: [] };
    expect(schemaDifferences(declared, m)).toEqual([
      'table audit: in the migrations, not in schema.ts',
      'orgs.status: values active; inactive in schema.ts, active; closed; inactive in the migrations',
      'orgs: primary key (id) in schema.ts, () in the migrations',
      'people.nickname: in the migrations, not in schema.ts',
      'people.id: identity by default in schema.ts, always in the migrations',
      'people.org_id: nullable in schema.ts, not null in the migrations',
      'people.code: type character varying(20) in schema.ts, text in the migrations',
      'people.tags: default [] in schema.ts, ["a"] in the migrations',
      'people.created_at: in schema.ts, not in the migrations',
      'people: foreign key org_id -> orgs(id) on delete cascade in schema.ts, on delete set null in the migrations',
      'people: unique (code) in schema.ts, not in the migrations',
    ]);
  });

  it('a table only schema.ts declares is a difference too', () => {
    const m = migratedTwin();
    delete m.people;
    expect(schemaDifferences(declared, m)).toEqual(['table people: in schema.ts, not in the migrations']);
  });
});

describe('normalising', () => {
  it('spells types the way PostgreSQL prints them', () => {
    expect(normalType('varchar(20)')).toBe('character varying(20)');
    expect(normalType('timestamp')).toBe('timestamp without time zone');
    expect(normalType('timestamp(3) with time zone')).toBe('timestamp(3) with time zone');
    expect(normalType('numeric(10, 2)')).toBe('numeric(10,2)');
    expect(normalType('serial')).toBe('integer');
    expect(normalType('integer[]')).toBe('integer[]');
  });

  it('reads default expressions and IN-list checks as PostgreSQL 15 and 18 print them', () => {
    expect(normalDefaultSql('CURRENT_TIMESTAMP')).toBe('now()');
    expect(normalDefaultSql("'{}'::integer[]")).toBe("'{}'::integer[]");
    expect(inListCheck("CHECK ((status = ANY (ARRAY['active'::text, 'inactive'::text])))")).toEqual({ column: 'status', values: ['active', 'inactive'] });
    expect(inListCheck("CHECK ((verified_by = ANY (ARRAY['Super admin'::text, 'It''s'::text])))")).toEqual({ column: 'verified_by', values: ["It's", 'Super admin'] });
    expect(inListCheck('CHECK (((speaking >= 10) AND (speaking <= 90)))')).toBeNull();
  });
});
