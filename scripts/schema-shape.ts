// One schema truth: the SQL migrations build the database, server/db/schema.ts describes it to Drizzle. This module
// reduces both to the same plain shape (tables, columns, keys, the IN-list checks that Drizzle calls enums) so a test
// can say, in words, where the description is wrong.
import { is, SQL, StringChunk } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';

/** A column default: the expression as PostgreSQL prints it (normalised), and for constants its value as JSON. */
export interface DefaultShape {
  sql?: string;
  value?: unknown;
}

export interface ColumnShape {
  /** PostgreSQL's spelling (`format_type`): integer, text[], timestamp with time zone, character varying(20) */
  type: string;
  notNull: boolean;
  default: DefaultShape | null;
  identity: 'always' | 'by default' | null;
  /** the values of a `col IN (...)` check (Drizzle: `text(name, { enum })`), sorted; null without one */
  enumValues: string[] | null;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  /** the primary key's columns in key order */
  primaryKey: string[];
  /** `col[,col] -> table(col[,col]) on delete <action>`, sorted */
  foreignKeys: string[];
  /** each unique constraint's columns, joined by commas, sorted (unique indexes are indexes: out of scope) */
  unique: string[];
}

export type SchemaShape = Record<string, TableShape>;

// ---------------------------------------------------------------- normalising

const TYPE_ALIASES: Record<string, string> = {
  varchar: 'character varying',
  char: 'character',
  timestamp: 'timestamp without time zone',
  time: 'time without time zone',
  timestamptz: 'timestamp with time zone',
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  float8: 'double precision',
  float4: 'real',
  bool: 'boolean',
};

/** Drizzle's and PostgreSQL's names of one type made equal: aliases resolved, no blanks after commas. */
export function normalType(type: string): string {
  const t = type.trim().toLowerCase().replace(/,\s+/g, ',');
  const array = t.endsWith('[]') ? '[]' : '';
  const base = array ? t.slice(0, -2) : t;
  const m = /^([a-z ]+?)\s*(\(.*\))?$/.exec(base);
  if (!m) return t;
  const name = TYPE_ALIASES[m[1]!] ?? m[1]!;
  // PostgreSQL prints `timestamp(3) with time zone` with the precision inside the name
  const precision = m[2] ?? '';
  if (precision && /^(timestamp|time) with(out)? time zone$/.test(name)) return `${name.replace(/^(timestamp|time)/, `$1${precision}`)}${array}`;
  return `${name}${precision}${array}`;
}

/** A default expression as text that compares: lower case, no blanks, `CURRENT_TIMESTAMP` spelled `now()`. */
export function normalDefaultSql(expr: string): string {
  return expr.toLowerCase().replace(/\s+/g, '').replace(/^current_timestamp$/, 'now()');
}

/** JSON with sorted keys, so two equal values print the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

// ---------------------------------------------------------------- what schema.ts declares

function sqlText(value: SQL): string | null {
  const parts: string[] = [];
  for (const chunk of value.queryChunks) {
    if (is(chunk, StringChunk)) parts.push(chunk.value.join(''));
    else return null; // a parameter or a column inside a default: not something this check reads
  }
  return parts.join('');
}

function declaredDefault(column: PgColumn): DefaultShape | null {
  if (column.default === undefined) return null;
  if (is(column.default, SQL)) return { sql: normalDefaultSql(sqlText(column.default) ?? '?') };
  return { value: column.default };
}

/** The shape of every table among a module's exports (anything else exported, constants or the `schema` map, is skipped). */
export function declaredShape(exports: Record<string, unknown>): SchemaShape {
  const shape: SchemaShape = {};
  for (const value of Object.values(exports)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (shape[config.name]) continue; // the same table exported twice
    const columns: Record<string, ColumnShape> = {};
    for (const c of config.columns) {
      const identity = c.generatedIdentity?.type;
      columns[c.name] = {
        type: normalType(c.getSQLType()),
        notNull: c.notNull,
        default: declaredDefault(c),
        identity: identity === 'always' ? 'always' : identity === 'byDefault' ? 'by default' : null,
        enumValues: c.enumValues?.length ? [...c.enumValues].sort() : null,
      };
    }
    const primaryKey = config.columns.filter((c) => c.primary).map((c) => c.name);
    for (const pk of config.primaryKeys) primaryKey.push(...pk.columns.map((c) => c.name));
    const foreignKeys = config.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return `${r.columns.map((c) => c.name).join(',')} -> ${getTableConfig(r.foreignTable).name}(${r.foreignColumns.map((c) => c.name).join(',')}) on delete ${fk.onDelete ?? 'no action'}`;
      })
      .sort();
    const unique = [
      ...config.columns.filter((c) => c.isUnique).map((c) => c.name),
      ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name).join(',')),
    ].sort();
    shape[config.name] = { columns, primaryKey, foreignKeys, unique };
  }
  return shape;
}

// ---------------------------------------------------------------- what the migrated database holds

export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const DELETE_ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`: the column and its values; null for any other check. */
export function inListCheck(definition: string): { column: string; values: string[] } | null {
  const m = /^CHECK \(\(\(?"?([a-z_][a-z0-9_]*)"?\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/i.exec(definition.trim());
  if (!m) return null;
  const values = [...m[2]!.matchAll(/'((?:[^']|'')*)'(?:::[a-z ]+)?/g)].map((v) => v[1]!.replace(/''/g, "'"));
  return { column: m[1]!, values: values.sort() };
}

/**
 * The shape of the `public` schema of a migrated database, from information_schema (tables, columns, nullability,
 * defaults, identity) and pg_catalog (the exact type, keys and checks). `leaveOut` names bookkeeping tables that
 * no Drizzle table describes (the migration runner's `schema_migrations`).
 */
export async function migratedShape(query: Query, leaveOut: readonly string[] = []): Promise<SchemaShape> {
  const shape: SchemaShape = {};
  const tables = await query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  for (const { table_name } of tables) {
    if (leaveOut.includes(table_name)) continue;
    shape[table_name] = { columns: {}, primaryKey: [], foreignKeys: [], unique: [] };
  }
  const columns = await query<{ table_name: string; column_name: string; type: string; is_nullable: string; column_default: string | null; is_identity: string; identity_generation: string | null }>(
    `select c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) as type, c.is_nullable, c.column_default,
            c.is_identity, c.identity_generation
       from information_schema.columns c
       join pg_attribute a on a.attrelid = ('public.' || quote_ident(c.table_name))::regclass and a.attname = c.column_name
      where c.table_schema = 'public'
      order by c.table_name, c.ordinal_position`,
  );
  for (const c of columns) {
    const table = shape[c.table_name];
    if (!table) continue;
    let dflt: DefaultShape | null = null;
    if (c.column_default !== null) {
      dflt = { sql: normalDefaultSql(c.column_default) };
      // a constant's value, so `'{}'::jsonb` equals schema.ts's `{}`; volatile defaults (now(), nextval) stay text
      if (!/\b(now|nextval|random|gen_random_uuid|clock_timestamp)\s*\(|current_(timestamp|date|time|user)/i.test(c.column_default)) {
        const [row] = await query<{ v: unknown }>(`select to_jsonb(${c.column_default}) as v`);
        dflt.value = row?.v;
      }
    }
    table.columns[c.column_name] = {
      type: normalType(c.type),
      notNull: c.is_nullable === 'NO',
      default: dflt,
      identity: c.is_identity === 'YES' ? (c.identity_generation === 'ALWAYS' ? 'always' : 'by default') : null,
      enumValues: null,
    };
  }
  const constraints = await query<{ table_name: string; contype: string; columns: string[]; foreign_table: string | null; foreign_columns: string[] | null; confdeltype: string; definition: string }>(
    `select t.relname as table_name, k.contype,
            array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
            f.relname::text as foreign_table,
            case when k.confrelid = 0 then null else
              array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) end as foreign_columns,
            k.confdeltype::text as confdeltype, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class t on t.oid = k.conrelid
       join pg_namespace ns on ns.oid = t.relnamespace and ns.nspname = 'public'
       left join pg_class f on f.oid = k.confrelid
      where k.contype in ('p', 'f', 'u', 'c')`,
  );
  for (const k of constraints) {
    const table = shape[k.table_name];
    if (!table) continue;
    if (k.contype === 'p') table.primaryKey = k.columns;
    else if (k.contype === 'u') table.unique.push(k.columns.join(','));
    else if (k.contype === 'f') table.foreignKeys.push(`${k.columns.join(',')} -> ${k.foreign_table}(${(k.foreign_columns ?? []).join(',')}) on delete ${DELETE_ACTIONS[k.confdeltype] ?? k.confdeltype}`);
    else {
      const check = inListCheck(k.definition);
      const column = check && table.columns[check.column];
      if (column) column.enumValues = check.values;
    }
  }
  for (const table of Object.values(shape)) {
    table.unique.sort();
    table.foreignKeys.sort();
  }
  return shape;
}

// ---------------------------------------------------------------- comparing

function sameDefault(declared: DefaultShape | null, migrated: DefaultShape | null): boolean {
  if (!declared || !migrated) return !declared && !migrated;
  if ('value' in declared) return 'value' in migrated && canonical(declared.value) === canonical(migrated.value);
  return declared.sql === migrated.sql;
}

/** `a -> t(b) on delete cascade` as link `a -> t(b)` and action `cascade` */
function byLink(keys: readonly string[]): Map<string, string> {
  return new Map(keys.map((k) => {
    const at = k.lastIndexOf(' on delete ');
    return [k.slice(0, at), k.slice(at + ' on delete '.length)];
  }));
}

const show = (d: DefaultShape | null) => (d === null ? 'none' : 'value' in d ? canonical(d.value) : d.sql);
const sorted = (xs: readonly string[] | null) => (xs?.length ? [...xs].sort().join('; ') : 'none');

/**
 * Where schema.ts (`declared`) and the migrated database (`migrated`) disagree, one sentence each; empty when they
 * agree. A table or column on one side only, a type, nullability, default, identity, enum, primary key, foreign key
 * or unique constraint that differs: each is a difference.
 */
export function schemaDifferences(declared: SchemaShape, migrated: SchemaShape): string[] {
  const out: string[] = [];
  for (const name of Object.keys(migrated)) if (!declared[name]) out.push(`table ${name}: in the migrations, not in schema.ts`);
  for (const [name, d] of Object.entries(declared)) {
    const m = migrated[name];
    if (!m) {
      out.push(`table ${name}: in schema.ts, not in the migrations`);
      continue;
    }
    for (const col of Object.keys(m.columns)) if (!d.columns[col]) out.push(`${name}.${col}: in the migrations, not in schema.ts`);
    for (const [col, dc] of Object.entries(d.columns)) {
      const mc = m.columns[col];
      const at = `${name}.${col}`;
      if (!mc) {
        out.push(`${at}: in schema.ts, not in the migrations`);
        continue;
      }
      if (dc.type !== mc.type) out.push(`${at}: type ${dc.type} in schema.ts, ${mc.type} in the migrations`);
      if (dc.notNull !== mc.notNull) out.push(`${at}: ${dc.notNull ? 'not null' : 'nullable'} in schema.ts, ${mc.notNull ? 'not null' : 'nullable'} in the migrations`);
      if (dc.identity !== mc.identity) out.push(`${at}: identity ${dc.identity ?? 'none'} in schema.ts, ${mc.identity ?? 'none'} in the migrations`);
      if (!sameDefault(dc.default, mc.default)) out.push(`${at}: default ${show(dc.default)} in schema.ts, ${show(mc.default)} in the migrations`);
      const [de, me] = [sorted(dc.enumValues), sorted(mc.enumValues)];
      if (de !== me) out.push(`${at}: values ${de} in schema.ts, ${me} in the migrations`);
    }
    if (d.primaryKey.join(',') !== m.primaryKey.join(',')) out.push(`${name}: primary key (${d.primaryKey.join(',')}) in schema.ts, (${m.primaryKey.join(',')}) in the migrations`);
    // keyed by what a foreign key links, so a wrong `on delete` reads as one difference, not a missing key and an extra one
    const dk = byLink(d.foreignKeys);
    const mk = byLink(m.foreignKeys);
    for (const [link, action] of mk) {
      if (!dk.has(link)) out.push(`${name}: foreign key ${link} in the migrations, not in schema.ts`);
      else if (dk.get(link) !== action) out.push(`${name}: foreign key ${link} on delete ${dk.get(link)} in schema.ts, on delete ${action} in the migrations`);
    }
    for (const link of dk.keys()) if (!mk.has(link)) out.push(`${name}: foreign key ${link} in schema.ts, not in the migrations`);
    for (const u of m.unique) if (!d.unique.includes(u)) out.push(`${name}: unique (${u}) in the migrations, not in schema.ts`);
    for (const u of d.unique) if (!m.unique.includes(u)) out.push(`${name}: unique (${u}) in schema.ts, not in the migrations`);
  }
  return out;
}
