/**
 * Due and collection (docs/product-spec.md §11): per branch, and a "no branch" row, what was billed, collected and
 * is outstanding, the overdue instalments, and what was collected in a date range. Every sum is an exact integer sum
 * in SQL (`sum(...)::bigint`, below 2^53 so a JavaScript number holds it); the page computes nothing itself.
 * Only invoices in the centre's currency count (a centre bills in one currency); void invoices never count.
 * Speed: the partial and covering indexes of migration 0010_dues_report.sql; tests/bench/dues.ts measures it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { isoDate } from '../../kernel/dates.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { likePattern } from '../users/list.ts';
import type { DueInstalment, DuesReport, DuesRow } from './contracts.ts';
import type { DueInstalmentsInput, DuesInput } from './schemas.ts';
import { addDays, sumTotals } from './rules.ts';
import { centreOf, day, fullName, num, pageOf, rowsOf } from './scope.ts';

interface Agg {
  branch_id: number | null;
  n?: unknown;
  billed?: unknown;
  collected?: unknown;
  amt?: unknown;
}

/** GET branches/due-and-collection */
export async function duesReport({ ctx, input }: Verb<DuesInput>): Promise<DuesReport> {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const today = isoDate(0);
  const from = input.from ?? `${today.slice(0, 8)}01`;
  const to = input.to ?? today;
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const org = centre.id;
    const cur = centre.currency;
    const [billed, overdue, collected] = [
      await rowsOf<Agg>(
        tx,
        sql`select branch_id, count(*)::int as n, sum(total_minor)::bigint as billed, sum(paid_minor)::bigint as collected
              from invoices where organization_id = ${org} and status <> 'void' and currency = ${cur} group by branch_id`,
      ),
      await rowsOf<Agg>(
        tx,
        sql`select i.branch_id, count(*)::int as n, sum(ii.amount_minor - ii.paid_minor)::bigint as amt
              from invoice_instalments ii join invoices i on i.id = ii.invoice_id
             where ii.organization_id = ${org} and ii.status = 'due' and ii.due_on < ${today}::date
               and i.organization_id = ${org} and i.status <> 'void' and i.currency = ${cur}
             group by i.branch_id`,
      ),
      await rowsOf<Agg>(
        tx,
        sql`select i.branch_id, sum(t.amount_minor)::bigint as amt
              from transactions t join invoices i on i.id = t.invoice_id
             where t.organization_id = ${org} and t.currency = ${cur}
               and t.created_at >= (${from}::date)::timestamp at time zone 'UTC' and t.created_at < (${addDays(to, 1)}::date)::timestamp at time zone 'UTC'
               and i.organization_id = ${org} and i.status <> 'void'
             group by i.branch_id`,
      ),
    ];
    // every live branch, and a deleted one that still has money on it (its history keeps its name)
    const seen = [...new Set([...billed, ...overdue, ...collected].map((r) => r.branch_id).filter((id): id is number => id !== null))];
    const names = await rowsOf<{ id: number; name: string }>(
      tx,
      sql`select id, name from branches where organization_id = ${org}
            and (deleted_at is null ${seen.length ? sql`or id in (${sql.join(seen.map((id) => sql`${id}`), sql`, `)})` : sql``})
          order by lower(name), id`,
    );
    const key = (id: number | null) => (id === null ? 'none' : String(id));
    const by = <T extends Agg>(rows: T[]) => new Map(rows.map((r) => [key(r.branch_id), r]));
    const b = by(billed);
    const o = by(overdue);
    const c = by(collected);
    const rowFor = (branch: { id: number; name: string } | null): DuesRow => {
      const k = key(branch?.id ?? null);
      const billedMinor = num(b.get(k)?.billed);
      const collectedMinor = num(b.get(k)?.collected);
      return {
        branch,
        billed_minor: billedMinor,
        collected_minor: collectedMinor,
        outstanding_minor: billedMinor - collectedMinor,
        overdue_count: num(o.get(k)?.n),
        overdue_minor: num(o.get(k)?.amt),
        collected_in_range_minor: num(c.get(k)?.amt),
        invoices_count: num(b.get(k)?.n),
      };
    };
    const rows = [...names.map((n) => rowFor({ id: n.id, name: n.name })), rowFor(null)];
    const totals = sumTotals(rows);
    return { organization_id: org, currency: cur, from, to, as_of: today, rows, totals };
  });
}

interface DueRow {
  id: number;
  invoice_id: number;
  number: string;
  seq: number;
  due_on: string;
  amount_minor: unknown;
  paid_minor: unknown;
  currency: string;
  student_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  branch_id: number | null;
  branch_name: string | null;
  package_id: number | null;
  package_name: string | null;
}

/** GET branches/due-instalments: the instalments still owed, oldest due first (the page's rows to collect). */
export async function listDueInstalments({ ctx, input }: Verb<DueInstalmentsInput>) {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const { page, perPage } = pageOf(input);
  const today = isoDate(0);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const parts: SQL[] = [sql`ii.organization_id = ${centre.id}`, sql`i.organization_id = ${centre.id}`, sql`ii.status = 'due'`, sql`i.status <> 'void'`];
    if (input.branch_id === 'none') parts.push(sql`i.branch_id is null`);
    else if (input.branch_id !== undefined) parts.push(sql`i.branch_id = ${input.branch_id}`);
    if (input.overdue === '1' || input.overdue === 'true') parts.push(sql`ii.due_on < ${today}::date`);
    if (input.search) parts.push(sql`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, '') || ' ' || i.number) like ${likePattern(input.search)}`);
    const where = sql.join(parts, sql` and `);
    const from = sql`from invoice_instalments ii join invoices i on i.id = ii.invoice_id left join users u on u.id = i.student_id`;
    const [count] = await rowsOf<{ n: unknown }>(tx, sql`select count(*)::int as n ${from} where ${where}`);
    const rows = await rowsOf<DueRow>(
      tx,
      sql`select ii.id, ii.invoice_id, i.number, ii.seq, ii.due_on::text as due_on, ii.amount_minor, ii.paid_minor, i.currency,
                 i.student_id, u.first_name, u.last_name, u.email, i.branch_id, b.name as branch_name, i.package_id, p.name as package_name
            ${from} left join branches b on b.id = i.branch_id left join packages p on p.id = i.package_id
           where ${where}
           order by ii.due_on, ii.id limit ${perPage} offset ${(page - 1) * perPage}`,
    );
    const items: DueInstalment[] = rows.map((r) => {
      const dueOn = day(r.due_on)!;
      return {
        id: r.id,
        invoice_id: r.invoice_id,
        invoice_number: r.number,
        seq: r.seq,
        due_on: dueOn,
        amount_minor: num(r.amount_minor),
        paid_minor: num(r.paid_minor),
        due_minor: num(r.amount_minor) - num(r.paid_minor),
        overdue: dueOn < today,
        currency: r.currency,
        student: r.student_id !== null ? { id: r.student_id, full_name: fullName(r.first_name, r.last_name), email: r.email ?? '' } : null,
        branch: r.branch_id !== null && r.branch_name !== null ? { id: r.branch_id, name: r.branch_name } : null,
        package: r.package_id !== null && r.package_name !== null ? { id: r.package_id, name: r.package_name } : null,
      };
    });
    return list(items, page, perPage, num(count?.n));
  });
}
