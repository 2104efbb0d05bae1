/**
 * The student's own pages (docs/product-spec.md §23): the portfolio and history (progress by skill over time, the
 * results, the points) and the data list ("my data": the student's records as lists, each downloadable as CSV).
 * ORGANIZATION_INDEX opens them; every verb reads only the caller's own rows.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { enrollments, invoices, packages, scheduleAttendance, scheduleSessions, transactions, users } from '../../db/schema.ts';
import { toCsv } from '../users/csv.ts';
import type { MyDataKind, MyDataParams, MyDataSummary, MyDataTable, MyPoints, Portfolio, ProgressQuery } from './contracts.ts';
import { MY_DATA_KINDS } from './contracts.ts';
import { awardsOfStudent, standingsOfGroup, totalsOf } from './points.ts';
import { DEFAULT_INACTIVE_DAYS } from './progress.ts';
import { progressMap, progressOut } from './performance.ts';
import { centreOf, fullName, groupsOf } from './scope.ts';

async function me(tx: Tx, userId: number): Promise<{ id: number; full_name: string }> {
  const [row] = await tx.select({ id: users.id, full_name: fullName }).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError('User not found.');
  return row;
}

/** The caller's total and rank in each of their groups (ties share a rank). */
async function pointsOf(tx: Tx, org: number, userId: number): Promise<MyPoints> {
  const total = (await totalsOf(tx, org, [userId])).get(userId) ?? 0;
  const groups = [];
  for (const g of (await groupsOf(tx, [userId])).get(userId) ?? []) {
    const standings = await standingsOfGroup(tx, org, g.id);
    const mine = standings.find((s) => s.student.id === userId);
    if (mine) groups.push({ id: g.id, name: g.name, rank: mine.rank, of: standings.length });
  }
  return { total, groups };
}

/** GET my/points: the caller's points and rank per group (the student's portal card). */
export async function myPoints({ ctx }: Verb): Promise<MyPoints> {
  const actor = requirePermission(ctx, 'ORGANIZATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, (tx) => pointsOf(tx, org, actor.userId));
}

/** GET my/portfolio: the caller's progress (the same computation as performance checking), results and points. */
export async function myPortfolio({ ctx, input }: Verb<ProgressQuery>): Promise<Portfolio> {
  const actor = requirePermission(ctx, 'ORGANIZATION_INDEX');
  const org = centreOf(ctx);
  const n = input.inactive_days ?? DEFAULT_INACTIVE_DAYS;
  return withTenantTx(ctx, async (tx) => {
    const self = await me(tx, actor.userId);
    const { progress, target } = (await progressMap(tx, ctx, [self.id], n)).get(self.id)!;
    return { progress: progressOut(self, progress, target, n), points: await pointsOf(tx, org, self.id), awards: await awardsOfStudent(tx, org, self.id) };
  });
}

type Cell = string | number | null;
const day = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** minor units to a decimal text (two places: the centres' currencies) */
const money = (minor: number | bigint) => (Number(minor) / 100).toFixed(2);

/** One of the caller's lists, as column keys and rows. */
async function table(tx: Tx, ctx: Parameters<typeof centreOf>[0], org: number, userId: number, kind: MyDataKind): Promise<MyDataTable> {
  if (kind === 'enrollments') {
    const rows = await tx
      .select({ name: packages.name, kind: packages.kind, status: enrollments.status, startsOn: enrollments.startsOn, endsOn: enrollments.endsOn, createdAt: enrollments.createdAt })
      .from(enrollments)
      .innerJoin(packages, eq(packages.id, enrollments.packageId))
      .where(and(eq(enrollments.organizationId, org), eq(enrollments.studentId, userId)))
      .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
    return { kind, columns: ['package', 'package_kind', 'status', 'starts_on', 'ends_on', 'created_at'], rows: rows.map((r) => [r.name, r.kind, r.status, r.startsOn, r.endsOn, day(r.createdAt)]) };
  }
  if (kind === 'payments') {
    const rows = await tx
      .select({ receipt: transactions.receiptNumber, invoice: invoices.number, amount: transactions.amountMinor, currency: transactions.currency, method: transactions.method, at: transactions.createdAt })
      .from(transactions)
      .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
      .where(and(eq(invoices.organizationId, org), eq(invoices.studentId, userId)))
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
    return { kind, columns: ['receipt', 'invoice', 'amount', 'currency', 'method', 'paid_at'], rows: rows.map((r) => [r.receipt, r.invoice, money(r.amount), r.currency, r.method, day(r.at)]) };
  }
  if (kind === 'attendance') {
    const rows = await tx
      .select({ title: scheduleSessions.title, kind: scheduleSessions.kind, startsAt: scheduleSessions.startsAt, joinedAt: scheduleAttendance.joinedAt })
      .from(scheduleAttendance)
      .innerJoin(scheduleSessions, eq(scheduleSessions.id, scheduleAttendance.sessionId))
      .where(and(eq(scheduleAttendance.organizationId, org), eq(scheduleAttendance.userId, userId)))
      .orderBy(desc(scheduleSessions.startsAt), asc(scheduleSessions.id));
    return { kind, columns: ['class', 'class_kind', 'starts_at', 'joined_at'], rows: rows.map((r) => [r.title, r.kind, day(r.startsAt), day(r.joinedAt)]) };
  }
  if (kind === 'points') {
    const awards = await awardsOfStudent(tx, org, userId);
    return {
      kind,
      columns: ['awarded_at', 'points', 'reason', 'note', 'awarded_by', 'revoked_at', 'revoke_reason'],
      rows: awards.map((a) => [a.awarded_at, a.points, a.reason, a.note, a.awarded_by?.full_name ?? null, a.revoked_at, a.revoke_reason]),
    };
  }
  const { progress } = (await progressMap(tx, ctx, [userId], DEFAULT_INACTIVE_DAYS)).get(userId)!;
  const rows: Cell[][] = [...progress.sittings]
    .reverse()
    .map((s) => [s.title, s.mode, s.at.toISOString(), s.overall, s.skills.speaking ?? null, s.skills.writing ?? null, s.skills.reading ?? null, s.skills.listening ?? null]);
  return { kind, columns: ['test', 'mode', 'submitted_at', 'overall', 'speaking', 'writing', 'reading', 'listening'], rows };
}

/** GET my-data: how many rows each of the caller's lists holds. */
export async function myDataSummary({ ctx }: Verb): Promise<MyDataSummary> {
  const actor = requirePermission(ctx, 'ORGANIZATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const out: MyDataSummary = [];
    for (const kind of MY_DATA_KINDS) out.push({ kind, count: (await table(tx, ctx, org, actor.userId, kind)).rows.length });
    return out;
  });
}

/** GET my-data/{kind}: one of the caller's lists. */
export async function myData({ ctx, input }: Verb<MyDataParams>): Promise<MyDataTable> {
  const actor = requirePermission(ctx, 'ORGANIZATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, (tx) => table(tx, ctx, org, actor.userId, input.kind));
}

/** GET my-data/{kind}/export: the same list as CSV (UTF-8 with a BOM, formula cells neutralised). */
export async function exportMyData({ ctx, input }: Verb<MyDataParams>): Promise<{ csv: string; filename: string }> {
  const actor = requirePermission(ctx, 'ORGANIZATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const t = await table(tx, ctx, org, actor.userId, input.kind);
    return { csv: toCsv(t.columns, t.rows), filename: `my-${input.kind}-${new Date().toISOString().slice(0, 10)}.csv` };
  });
}
