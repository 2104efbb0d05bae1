// The due-and-collection report (GET branches/due-and-collection) for a centre of 20,000 students with an invoice of
// three instalments each, at 10 connections on PostgreSQL through the product's server. Figures only.
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresDatabase, startNode, waitFor } from './lib.ts';

const STUDENTS = 20_000;
const PORT = 3296;

export interface DuesFigures {
  students: number;
  invoices: number;
  instalments: number;
  transactions: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  totals: Record<string, number>;
  plans: Record<string, string>;
}

/**
 * 20,000 students of alpha over three branches and no branch; each an invoice of ৳15,000 in three monthly parts
 * (the first due 60 days ago, the second 30 days ago, the third in 30 days), paid in full, in part or not at all.
 */
async function seedDues(url: string): Promise<{ invoices: number; instalments: number; transactions: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const org = (await c.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`)).rows[0]!.id;
    await c.query(`insert into branches (organization_id, name) values ($1, 'Bench Mirpur'), ($1, 'Bench Gulshan')`, [org]);
    await c.query(
      `insert into users (organization_id, role_id, email, password_hash, first_name, last_name, status, password_set_at)
       select $1, r.id, 'dues' || g || '@alpha.test', '!invited', 'Due', 'Student ' || g, 'active', now()
         from generate_series(1, $2::int) g, roles r where r.organization_id is null and r.kind = 'STUDENT' and r.builtin`,
      [org, STUDENTS],
    );
    // g % 4 picks the branch (3 = no branch); g % 3 how much is paid: 0 none, 1 the first part, 2 all
    await c.query(
      `with s as (select u.id, row_number() over (order by u.id) as g from users u where u.organization_id = $1 and u.email like 'dues%'),
            b as (select array_agg(id order by id) as ids from branches where organization_id = $1 and deleted_at is null)
       insert into invoices (organization_id, number, student_id, branch_id, currency, subtotal_minor, total_minor, paid_minor, status, issued_on)
       select $1, 'BENCH-' || s.g, s.id, case when s.g % 4 = 3 then null else b.ids[1 + (s.g % 4)::int] end, 'BDT', 1500000, 1500000,
              case s.g % 3 when 0 then 0 when 1 then 500000 else 1500000 end,
              case s.g % 3 when 0 then 'unpaid' when 1 then 'partial' else 'paid' end, current_date - 60
         from s, b`,
      [org],
    );
    await c.query(
      `insert into invoice_instalments (invoice_id, organization_id, seq, due_on, amount_minor, paid_minor, status)
       select i.id, i.organization_id, k, current_date - 90 + 30 * k, 500000,
              case when i.paid_minor >= 500000 * k then 500000 else 0 end,
              case when i.paid_minor >= 500000 * k then 'paid' else 'due' end
         from invoices i, generate_series(1, 3) k where i.organization_id = $1 and i.number like 'BENCH-%'`,
      [org],
    );
    await c.query(
      `insert into transactions (organization_id, invoice_id, instalment_id, amount_minor, currency, method, receipt_number, idempotency_key, created_at)
       select ii.organization_id, ii.invoice_id, ii.id, ii.paid_minor, 'BDT', 'cash', 'BENCH-R-' || ii.id, 'bench-key-' || ii.id, (ii.due_on - 2)::timestamp
         from invoice_instalments ii where ii.organization_id = $1 and ii.status = 'paid'`,
      [org],
    );
    await c.query('vacuum analyze invoices, invoice_instalments, transactions');
    const n = async (t: string) => Number((await c.query<{ n: string }>(`select count(*) as n from ${t} where organization_id = $1`, [org])).rows[0]!.n);
    return { invoices: await n('invoices'), instalments: await n('invoice_instalments'), transactions: await n('transactions') };
  } finally {
    await c.end();
  }
}

async function explain(url: string, sql: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const org = (await c.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`)).rows[0]!.id;
    const rows = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on) ${sql.replaceAll('$org', String(org))}`);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await c.end();
  }
}

export async function benchDues(seconds: number): Promise<DuesFigures | null> {
  const db = await postgresDatabase('bench_dues');
  if (!db) return null;
  const origin = `http://127.0.0.1:${PORT}`;
  const server = startNode('server/main.ts', { DATABASE_URL: db.url, PORT: String(PORT), SERVE_SPA: 'false' });
  try {
    await waitFor(`${origin}/api/v1/health`);
    const counts = await seedDues(db.url);
    const login = await fetch(`${origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'alpha' },
      body: JSON.stringify({ email: 'admin@alpha.test', password: 'Demo-pass-2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'alpha' };
    const path = '/api/v1/branches/due-and-collection';
    const one = (await (await fetch(`${origin}${path}`, { headers })).json()) as { data: { totals: Record<string, number> } };
    await autocannon({ url: `${origin}${path}`, connections: 10, duration: 2, headers });
    const r = await autocannon({ url: `${origin}${path}`, connections: 10, duration: seconds, headers });
    const plans = {
      billed: await explain(db.url, `select branch_id, count(*), sum(total_minor)::bigint, sum(paid_minor)::bigint from invoices where organization_id = $org and status <> 'void' and currency = 'BDT' group by branch_id`),
      overdue: await explain(
        db.url,
        `select i.branch_id, count(*), sum(ii.amount_minor - ii.paid_minor)::bigint from invoice_instalments ii join invoices i on i.id = ii.invoice_id
          where ii.organization_id = $org and ii.status = 'due' and ii.due_on < current_date and i.organization_id = $org and i.status <> 'void' and i.currency = 'BDT' group by i.branch_id`,
      ),
    };
    return { students: STUDENTS, ...counts, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, totals: one.data.totals, plans };
  } finally {
    await server.stop();
    await db.drop();
  }
}

export function printDues(f: DuesFigures): void {
  console.log(`${f.students.toLocaleString('en')} students, ${f.invoices.toLocaleString('en')} invoices, ${f.instalments.toLocaleString('en')} instalments, ${f.transactions.toLocaleString('en')} payments`);
  console.log(`GET branches/due-and-collection at 10 connections: ${Math.round(f.rps)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}`);
  console.log(`totals: ${JSON.stringify(f.totals)}`);
  for (const [name, plan] of Object.entries(f.plans)) {
    console.log(`EXPLAIN ANALYZE (${name}):`);
    console.log(plan.split('\n').map((l) => `  ${l}`).join('\n'));
  }
}
