// People at scale: the user list's search in a centre of 50,000 students at 20 connections, and a 5,000-row CSV
// import, both on PostgreSQL through the product's server. Figures only (docs/product-spec.md §10 keeps them).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { postgresDatabase, startNode, waitFor } from './lib.ts';

const STUDENTS = 50_000;
const IMPORT_ROWS = 5_000;
const PORT = 3295;

const FIRST = ['Arif', 'Nusrat', 'Imran', 'Tahmina', 'Rafiq', 'Sadia', 'Karim', 'Farzana', 'Tanvir', 'Mehedi', 'Ayesha', 'Sabbir', 'Liam', 'Priya', 'Chen', 'Olivia'];
const LAST = ['Hasan', 'Jahan', 'Kabir', 'Akter', 'Hossain', 'Rahman', 'Islam', 'Chowdhury', 'Ahmed', 'Sarkar', 'Nguyen', 'Sharma', 'Walker', 'Begum'];

export interface SearchFigure { label: string; path: string; total: number; rps: number; p50: number; p99: number; non2xx: number }
export interface PeopleFigures { students: number; searches: SearchFigure[]; plans: Record<string, string>; importRows: number; importMs: number; importCreated: number; peakRssMiB: number; reimportMs: number; reimportCreated: number }

/** VmHWM: the server's peak resident memory since it started (Linux). */
function peakRssMiB(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

async function seedStudents(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // generate_series in one statement: 50,000 invited-then-active students of alpha with varied names
    await c.query(
      `insert into users (organization_id, role_id, email, password_hash, first_name, last_name, phone, status, created_at, password_set_at)
       select o.id, r.id, 'bench' || g || '@alpha.test', '!invited',
              ($1::text[])[1 + g % array_length($1::text[], 1)], ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)],
              '+88017' || lpad(g::text, 8, '0'), case when g % 10 = 0 then 'inactive' else 'active' end,
              now() - make_interval(mins => g), case when g % 5 = 0 then null else now() end
         from generate_series(1, $3::int) g, organizations o, roles r
        where o.subdomain = 'alpha' and r.organization_id is null and r.kind = 'STUDENT' and r.builtin`,
      [FIRST, LAST, STUDENTS],
    );
    await c.query('analyze users');
  } finally {
    await c.end();
  }
}

async function explain(url: string, sql: string, params: unknown[]): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on) ${sql}`, params);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await c.end();
  }
}

async function tenantId(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`)).rows[0]!.id;
  } finally {
    await c.end();
  }
}

function csv(rows: number, offset: number): string {
  const lines = ['First Name,Last Name,Email,Phone'];
  for (let i = 0; i < rows; i++) {
    const g = offset + i;
    lines.push(`${FIRST[g % FIRST.length]},${LAST[g % LAST.length]},import${g}@example.test,+8801811${String(g).padStart(6, '0')}`);
  }
  return `${lines.join('\n')}\n`;
}

async function importCsv(origin: string, token: string, body: string): Promise<{ ms: number; created: number }> {
  const form = new FormData();
  form.set('file', new Blob([body], { type: 'text/csv' }), 'students.csv');
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/v1/users/import`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-tenant': 'alpha' }, body: form });
  const ms = performance.now() - t0;
  const json = (await res.json()) as { data?: { created?: number } };
  if (res.status !== 200 && res.status !== 201) throw new Error(`import answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return { ms, created: json.data?.created ?? -1 };
}

export async function benchPeople(seconds: number): Promise<PeopleFigures | null> {
  const db = await postgresDatabase('bench_people');
  if (!db) return null;
  const origin = `http://127.0.0.1:${PORT}`;
  const server = startNode('server/main.ts', { DATABASE_URL: db.url, PORT: String(PORT), SERVE_SPA: 'false' });
  try {
    await waitFor(`${origin}/api/v1/health`);
    await seedStudents(db.url);
    const login = await fetch(`${origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'alpha' },
      body: JSON.stringify({ email: 'owner@alpha.test', password: 'Demo-pass-2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'alpha' };

    const cases = [
      { label: 'first page, no search', path: '/api/v1/users?role=STUDENT&per_page=15' },
      { label: 'search a common name ("rahman")', path: '/api/v1/users?role=STUDENT&search=rahman&per_page=15' },
      { label: 'search one e-mail ("bench31337@")', path: '/api/v1/users?role=STUDENT&search=bench31337%40&per_page=15' },
      { label: 'search, no match ("zzqx")', path: '/api/v1/users?role=STUDENT&search=zzqx&per_page=15' },
      { label: 'status filter + sort by name, page 200', path: '/api/v1/users?role=STUDENT&status=inactive&sort=name&order=asc&page=200&per_page=15' },
    ];
    const searches: SearchFigure[] = [];
    for (const c of cases) {
      const one = await fetch(`${origin}${c.path}`, { headers });
      const total = ((await one.json()) as { data?: { meta?: { total?: number } } }).data?.meta?.total ?? -1;
      await autocannon({ url: `${origin}${c.path}`, connections: 20, duration: 2, headers });
      const r = await autocannon({ url: `${origin}${c.path}`, connections: 20, duration: seconds, headers });
      searches.push({ label: c.label, path: c.path, total, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
    }

    const plans: Record<string, string> = {};
    const term = '%rahman%';
    // the product's search: candidate ids on the owner connection (server/modules/users/list.ts searchIds)
    plans.search = await explain(
      db.url,
      `select id from users
        where deleted_at is null and lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')) like $1
          and organization_id = $2`,
      // the tenant's id as a value, as the product sends it
      [term, await tenantId(db.url)],
    );

    const file = csv(IMPORT_ROWS, 0);
    const first = await importCsv(origin, token, file);
    const again = await importCsv(origin, token, file);
    const peak = peakRssMiB(server.proc.pid!);
    return { students: STUDENTS, searches, plans, importRows: IMPORT_ROWS, importMs: first.ms, importCreated: first.created, peakRssMiB: peak, reimportMs: again.ms, reimportCreated: again.created };
  } finally {
    await server.stop();
    await db.drop();
  }
}

export function printPeople(f: PeopleFigures): void {
  for (const s of f.searches) {
    console.log(`${s.label.padEnd(44)} ${String(s.total).padStart(6)} rows  ${Math.round(s.rps).toString().padStart(5)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms  non-2xx ${s.non2xx}`);
  }
  console.log(`CSV import of ${f.importRows.toLocaleString('en')} rows: ${(f.importMs / 1000).toFixed(2)} s, ${f.importCreated} created; again: ${(f.reimportMs / 1000).toFixed(2)} s, ${f.reimportCreated} created; server peak RSS ${f.peakRssMiB.toFixed(0)} MiB`);
  console.log('EXPLAIN ANALYZE of the search:');
  console.log(f.plans.search!.split('\n').map((l) => `  ${l}`).join('\n'));
}
