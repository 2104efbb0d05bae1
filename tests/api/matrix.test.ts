// The API matrix: every operation of the OpenAPI document the running server publishes, walked for
//  - 401 for anonymous callers where a session is needed;
//  - 403 for every role outside the operation's `x-permission`, whatever the body (the route layer refuses first);
//  - 404 for another tenant's ids (ids the home tenant's own users can read, tried with the other tenant's users);
//  - hostile input (wrong types, NUL and unpaired surrogates, 1 MB strings, deep nesting, prototype keys, invalid
//    JSON, wrong Content-Type) in bodies, queries and path parameters: 4xx, never 5xx, and no table changes.
// Nothing here names an endpoint: an operation added later is walked the day it appears in the document.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startServer, type Answer } from './helpers.ts';
import { holderOf, holds, signIn, type Caller, type OperationPermission } from './roles.ts';

type Json = Record<string, unknown>;
interface Param {
  name: string;
  schema: Json;
}
interface Operation {
  name: string;
  method: string;
  /** OpenAPI path under the server root, with `{param}` placeholders */
  path: string;
  auth: 'public' | 'auth' | 'optional';
  permission: OperationPermission | null;
  pathParams: Param[];
  queryParams: Param[];
  /** the JSON body schema, when the operation reads one */
  jsonBody: Json | null;
  multipart: boolean;
}

const s = await startServer();
afterAll(async () => {
  await s.close();
});
const doc = (await (await fetch(`${s.base}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, Json>> };

function readOperations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const security = (op.security as Json[] | undefined) ?? [];
      const auth = security.length === 0 ? 'public' : security.some((r) => Object.keys(r).length === 0) ? 'optional' : 'auth';
      const params = ((op.parameters as Json[] | undefined) ?? []).filter((p) => !('$ref' in p)) as Array<Json & Param & { in: string }>;
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>;
      out.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        auth,
        permission: (op['x-permission'] as OperationPermission | undefined) ?? null,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        jsonBody: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return out;
}
const operations = readOperations();

// --- callers: every role of tenant alpha, and the same roles of beta for the cross-tenant walk
const alpha = await signIn(s, 'alpha', ['owner@alpha.test', 'admin@alpha.test', 'teacher@alpha.test', 'student@alpha.test']);
const beta = await signIn(s, 'beta', ['owner@beta.test', 'teacher@beta.test', 'student@beta.test']);
const callersOf = { alpha, beta } as const;
type Tenant = keyof typeof callersOf;

// --- requests
const MISSING_ID = '2147483646';
/** A row id in the path (`id`, `quizSetId`, `user_id`): path parameters are text in the document, so by name. */
const isIdParam = (p: Param) => p.name === 'id' || /(Id|_id)$/.test(p.name);
function concrete(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name in values) return values[name]!;
    const p = op.pathParams.find((x) => x.name === name);
    return p && isIdParam(p) ? MISSING_ID : 'x';
  });
}
interface Send {
  tenant?: Tenant;
  token?: string;
  path?: string;
  query?: string;
  body?: BodyInit;
  contentType?: string | null;
}
function send(op: Operation, o: Send = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  const body = o.body ?? (op.jsonBody && op.method !== 'GET' ? '{}' : undefined);
  if (body !== undefined && o.contentType !== null) headers['Content-Type'] = o.contentType ?? 'application/json';
  const url = (o.path ?? concrete(op)) + (o.query ? `?${o.query}` : '');
  return s.api(o.tenant ?? 'alpha', o.token).raw(op.method, url, { body: body instanceof Uint8Array || typeof body === 'string' ? body : body, headers });
}

/** 4xx with the error envelope (any status a refusal may take), never 5xx and never a success. */
function expectRefusal(r: Answer, what: string): void {
  if (r.status < 400 || r.status >= 500) throw new Error(`${what}: expected a 4xx refusal, got ${r.status}: ${r.text.slice(0, 300)}`);
  expectErrorEnvelope(r, r.status);
}

// --- "changes nothing": a digest per table of every row (sessions aside: signing in is part of the test itself)
const tables = (await s.db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
  .map((t) => t.name)
  .filter((t) => !['sessions', 'schema_migrations'].includes(t));
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = await s.db.query<{ r: string }>(`select t::text as r from "${t}" t order by 1`);
    out[t] = createHash('sha256').update(rows.map((x) => x.r).join('\n')).digest('hex').slice(0, 16);
  }
  return out;
}

// --- hostile input
const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const MEGA = 'x'.repeat(1_000_000);

function wrongTypeFor(schema: Json | undefined): unknown {
  switch (schema?.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return [1, 2];
    default:
      return undefined;
  }
}

/** Bodies built from the operation's own schema (every property at once) plus schema-free garbage. */
function hostileBodies(op: Operation): Array<{ label: string; body: BodyInit; contentType?: string | null }> {
  const props = Object.entries((op.jsonBody?.properties as Record<string, Json> | undefined) ?? {});
  const every = (value: (schema: Json) => unknown) => JSON.stringify(Object.fromEntries(props.map(([k, sch]) => [k, value(sch)]).filter(([, v]) => v !== undefined)));
  const out: Array<{ label: string; body: BodyInit; contentType?: string | null }> = [
    { label: 'invalid JSON', body: '{"a": ' },
    { label: 'text/plain', body: '{}', contentType: 'text/plain' },
    { label: 'form-encoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'no Content-Type', body: new TextEncoder().encode('{}'), contentType: null },
    { label: 'an array', body: '[1,2,3]' },
    { label: 'a string', body: '"text"' },
    { label: 'null', body: 'null' },
    { label: 'deep nesting', body: deep(10_000) },
    { label: 'NUL in a key', body: '{"a\\u0000":1}' },
    { label: 'prototype keys', body: '{"__proto__":{"role":"SUPER_ADMIN","isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}' },
  ];
  if (props.length) {
    out.push(
      { label: 'wrong types', body: every(wrongTypeFor) },
      { label: 'NUL in every field', body: every(() => NUL) },
      { label: 'lone surrogate in every field', body: every(() => SURROGATE) },
      { label: 'deep nesting in every field', body: every(() => JSON.parse(deep(80))) },
      { label: 'wrong types with prototype keys', body: JSON.stringify({ ...JSON.parse(every(wrongTypeFor)), ['__proto__']: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } }) },
      { label: '1 MB in the first field', body: JSON.stringify({ ...JSON.parse(every(wrongTypeFor)), [props[0]![0]]: MEGA }) },
    );
  }
  return out;
}

const HOSTILE_PARAMS = ['%00', 'a%00b', '%ED%A0%80', '%25ud800', '__proto__', 'constructor', '-1', '0', '1.5', '1e3', '99999999999999999999', 'x'.repeat(4000)];
const HOSTILE_QUERY = ['%00', 'a%00b', '%ED%A0%80', '%5Cud800', '__proto__', 'constructor', 'toString', '-1', '1e309', 'x'.repeat(6000), '%5B%5D', '%7B%7D'];

/** A caller of the home tenant that the key check lets through (so the input is what gets judged). */
function inputCaller(op: Operation, tenant: Tenant = 'alpha'): Caller | undefined {
  if (op.auth === 'public') return undefined;
  return holderOf(callersOf[tenant], op.permission) ?? callersOf[tenant].find((c) => c.role === 'STUDENT');
}

// --- other tenants' ids: every id of a row that belongs to the home tenant, in any table; and the ids of rows every
// tenant shares (global tables, platform rows), which another tenant may read on purpose
const tenantIds: Record<Tenant, number[]> = { alpha: [], beta: [] };
const sharedIds: Record<Tenant, Set<number>> = { alpha: new Set(), beta: new Set() };
const orgId: Record<Tenant, number> = { alpha: 0, beta: 0 };
{
  const idTables = await s.db.query<{ name: string; has_org: boolean }>(
    `select i.table_name as name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = i.table_name and c.column_name = 'organization_id') as has_org
       from information_schema.columns i join information_schema.tables t on t.table_name = i.table_name and t.table_schema = i.table_schema
      where i.table_schema = 'public' and i.column_name = 'id' and t.table_type = 'BASE TABLE' order by 1`,
  );
  for (const tenant of ['alpha', 'beta'] as const) {
    orgId[tenant] = Number((await s.db.query<{ id: number }>('select id from organizations where subdomain = $1', [tenant]))[0]!.id);
    const own = new Set<number>();
    for (const { name, has_org } of idTables) {
      if (name === 'organizations') continue;
      const rows = await s.db.query<{ id: number; mine: boolean }>(has_org ? `select id, organization_id is not distinct from $1 as mine from "${name}"` : `select id, false as mine from "${name}"`, has_org ? [orgId[tenant]] : []);
      for (const r of rows) (r.mine ? own : sharedIds[tenant]).add(Number(r.id));
    }
    tenantIds[tenant] = [...own].sort((a, b) => a - b);
  }
}
const ownIds: Record<Tenant, Set<number>> = { alpha: new Set(tenantIds.alpha), beta: new Set(tenantIds.beta) };

/** Whether a 200 answer shows a row of the home tenant (not a global or platform row every tenant may read). */
function homeOwned(data: unknown, id: number, home: Tenant): boolean {
  const d = (data ?? {}) as Json;
  if (d.organization_id !== undefined) return d.organization_id === orgId[home];
  if (typeof d.is_platform === 'boolean') return !d.is_platform;
  return !sharedIds[home].has(id);
}

/** Ids of the home tenant's own rows that its callers read with 200 on a GET operation with one id parameter. */
async function readableIds(op: Operation, home: Tenant): Promise<Array<{ id: number; caller: Caller }>> {
  const found: Array<{ id: number; caller: Caller }> = [];
  const holders = callersOf[home].filter((c) => holds(c, op.permission));
  // the first holder (the widest role) and the student, who reads what is its own
  const readers = [...new Set([holders[0], holders.find((c) => c.role === 'STUDENT'), op.permission?.orOwner ? callersOf[home].find((c) => c.role === 'STUDENT') : undefined])].filter((c): c is Caller => c !== undefined);
  for (const id of tenantIds[home]) {
    for (const caller of readers) {
      const r = await send(op, { tenant: home, token: caller.token, path: concrete(op, { [op.pathParams[0]!.name]: String(id) }) });
      if (r.status === 200) {
        if (homeOwned(r.body?.data, id, home)) found.push({ id, caller });
        break;
      }
    }
  }
  return found;
}

const crossTenantCoverage: string[] = [];

describe.each(operations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  if (op.auth !== 'public') {
    it(op.auth === 'auth' ? '401 for an anonymous caller' : '401 for a token that is not valid', async () => {
      const r = await send(op, { token: op.auth === 'auth' ? undefined : 'not-a-token' });
      expectErrorEnvelope(r, 401);
    });
  }

  if (op.auth !== 'public' && op.permission) {
    const permission = op.permission;
    it(`403 for every role outside ${permission.anyOf.join(' | ')}${permission.orOwner ? ' (or the owner)' : ''}, whatever the body`, async () => {
      const outside = alpha.filter((c) => !holds(c, permission));
      for (const caller of outside) {
        const bodies: Array<Pick<Send, 'body' | 'contentType'>> = op.jsonBody ? [{}, { body: '{"a": ' }, { body: '{}', contentType: 'text/plain' }, { body: '"x"' }] : [{}];
        for (const b of bodies) {
          const r = await send(op, { token: caller.token, ...b });
          // the row's owner may pass a key check the route cannot make: a stranger's (here: no) row is then 404
          if (permission.orOwner) expect([403, 404], `${caller.email}: ${r.status} ${r.text.slice(0, 200)}`).toContain(r.status);
          else if (r.status !== 403) throw new Error(`${caller.email} (${caller.role}) got ${r.status}, expected 403: ${r.text.slice(0, 200)}`);
          expectErrorEnvelope(r, r.status);
        }
      }
    });
  }

  it('hostile bodies, queries and path parameters: 4xx, never 5xx, nothing changes', async () => {
    const before = await snapshot();
    const callers = op.auth === 'optional' ? [undefined, inputCaller(op)] : [inputCaller(op)];
    for (const caller of callers) {
      const token = caller?.token;
      const who = caller?.email ?? 'anonymous';
      if (op.jsonBody || op.multipart) {
        for (const h of op.multipart ? hostileBodies(op).filter((b) => b.contentType !== undefined || b.label === 'invalid JSON') : hostileBodies(op)) {
          expectRefusal(await send(op, { token, body: h.body, contentType: h.contentType }), `${who}, body: ${h.label}`);
        }
      }
      for (const p of op.pathParams) {
        for (const value of HOSTILE_PARAMS) {
          const r = await send(op, { token, path: concrete(op, { [p.name]: value }) });
          expectRefusal(r, `${who}, path parameter ${p.name}=${value.slice(0, 40)}`);
        }
      }
      for (const q of op.queryParams) {
        for (const value of HOSTILE_QUERY) {
          const r = await send(op, { token, query: `${encodeURIComponent(q.name)}=${value}` });
          if (r.status >= 500) throw new Error(`${who}, query ${q.name}=${value.slice(0, 40)}: ${r.status} ${r.text.slice(0, 300)}`);
          // a query narrows a read: harmless text may answer 200 (invalid UTF-8 such as %ED%A0%80 stays undecoded text);
          // a NUL may not
          if (value.includes("%00")) expectRefusal(r, `${who}, query ${q.name}=${value.slice(0, 40)}`);
        }
        const r = await send(op, { token, query: `${q.name}=1&${q.name}=2&__proto__=x&constructor=y&__proto__%5Bx%5D=1` });
        if (r.status >= 500) throw new Error(`${who}, repeated and prototype query keys: ${r.status} ${r.text.slice(0, 300)}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  if (op.auth !== 'public' && op.pathParams.some(isIdParam)) {
    it("another tenant's ids: 404 to the other tenant's users, and nothing changes", async () => {
      for (const [home, away] of [['alpha', 'beta'], ['beta', 'alpha']] as const) {
        // ids the home tenant reads on this path (the GET with the same path when this is a write); without one, the ids
        // of the home tenant's rows in any table, less those the away tenant owns as well (in another table): a write on
        // such an id may be the away tenant acting on its own row, which proves nothing and would change its data
        const reader = op.method === 'GET' ? op : operations.find((o) => o.method === 'GET' && o.path === op.path);
        const ids = reader && reader.pathParams.length === 1
          ? await readableIds(reader, home)
          : tenantIds[home].filter((id) => !ownIds[away].has(id)).map((id) => ({ id, caller: undefined }));
        const before = await snapshot();
        for (const { id, caller } of ids) {
          // the same role on the other tenant; a caller who holds the key when the reading role is unknown
          const awayCaller = (caller && callersOf[away].find((c) => c.role === caller.role)) ?? inputCaller(op, away);
          if (!awayCaller || !holds(awayCaller, op.permission) && !op.permission?.orOwner) continue;
          const values = Object.fromEntries(op.pathParams.map((p) => [p.name, String(id)]));
          const r = await send(op, { tenant: away, token: awayCaller.token, path: concrete(op, values) });
          if (reader && op.method === 'GET' && ids.length && caller) {
            if (r.status !== 404) throw new Error(`${away}'s ${awayCaller.role} read ${home}'s id ${id}: ${r.status} ${r.text.slice(0, 200)}`);
          } else expectRefusal(r, `${away}'s ${awayCaller.role} on ${home}'s id ${id}`);
        }
        expect(await snapshot()).toEqual(before);
        if (reader === op && op.pathParams.length === 1 && ids.length) crossTenantCoverage.push(`${op.name}: ${ids.length} of ${home}'s ids`);
      }
    });
  }
});

describe('the matrix itself', () => {
  it('walks every operation of the document, which declares its permission for every keyed route', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((o) => o.permission).length).toBeGreaterThan(40);
  });
  it("found rows of each tenant that the other tenant's users were refused (not a walk over missing ids only)", () => {
    // runs last (vitest keeps file order): the per-operation walks above have filled the list
    console.info(`cross-tenant reads checked:\n  ${crossTenantCoverage.join('\n  ')}`);
    expect(crossTenantCoverage.some((c) => c.includes("alpha's"))).toBe(true);
    expect(crossTenantCoverage.some((c) => c.includes("beta's"))).toBe(true);
  });
});
