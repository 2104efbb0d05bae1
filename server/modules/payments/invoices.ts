/** Reading invoices as the API answers them (contracts.ts `Invoice`), shared by every payment verb. */
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { branches, enrollments, invoiceInstalments, invoices, packages, promoCodes, transactions, users } from '../../db/schema.ts';
import type { Enrollment, Invoice, Transaction } from './contracts.ts';

const student = alias(users, 'student');

/** The tenant's rows (a centre's id) or the platform's own (null). */
export function orgWhere(organizationId: number | null): SQL {
  return organizationId === null ? isNull(invoices.organizationId) : eq(invoices.organizationId, organizationId);
}

export function transactionView(t: typeof transactions.$inferSelect): Transaction {
  return { id: t.id, amount_minor: t.amountMinor, method: t.method, receipt_number: t.receiptNumber, reference: t.reference, created_at: t.createdAt.toISOString() };
}

/** Invoices matching `where`, newest first, with their instalments and transactions (three queries whatever the page size). */
export async function invoiceViews(tx: Tx, where: SQL | undefined, page = 1, perPage = 100): Promise<Invoice[]> {
  const rows = await tx
    .select({ i: invoices, sFirst: student.firstName, sLast: student.lastName, sEmail: student.email, pName: packages.name, bName: branches.name, code: promoCodes.code })
    .from(invoices)
    .leftJoin(student, eq(student.id, invoices.studentId))
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .leftJoin(branches, eq(branches.id, invoices.branchId))
    .leftJoin(promoCodes, eq(promoCodes.id, invoices.promoCodeId))
    .where(where)
    .orderBy(desc(invoices.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.i.id);
  const inst = await tx.select().from(invoiceInstalments).where(inArray(invoiceInstalments.invoiceId, ids)).orderBy(asc(invoiceInstalments.seq));
  const txs = await tx.select().from(transactions).where(inArray(transactions.invoiceId, ids)).orderBy(asc(transactions.id));
  return rows.map(({ i, ...r }) => ({
    id: i.id,
    number: i.number,
    status: i.status,
    currency: i.currency,
    subtotal_minor: i.subtotalMinor,
    discount_minor: i.discountMinor,
    total_minor: i.totalMinor,
    paid_minor: i.paidMinor,
    due_minor: i.status === 'void' ? 0 : i.totalMinor - i.paidMinor,
    issued_on: i.issuedOn,
    student: i.studentId !== null && r.sEmail !== null ? { id: i.studentId, full_name: `${r.sFirst ?? ''} ${r.sLast ?? ''}`.trim(), email: r.sEmail } : null,
    package: i.packageId !== null && r.pName !== null ? { id: i.packageId, name: r.pName } : null,
    branch: i.branchId !== null && r.bName !== null ? { id: i.branchId, name: r.bName } : null,
    promo_code: r.code ?? null,
    instalments: inst.filter((x) => x.invoiceId === i.id).map((x) => ({ id: x.id, seq: x.seq, due_on: x.dueOn, amount_minor: x.amountMinor, paid_minor: x.paidMinor, status: x.status })),
    transactions: txs.filter((x) => x.invoiceId === i.id).map(transactionView),
  }));
}

export async function invoiceView(tx: Tx, organizationId: number | null, id: number, extra?: SQL): Promise<Invoice> {
  const [inv] = await invoiceViews(tx, and(orgWhere(organizationId), eq(invoices.id, id), extra), 1, 1);
  if (!inv) throw new NotFoundError('Invoice not found');
  return inv;
}

export async function enrollmentView(tx: Tx, id: number): Promise<Enrollment> {
  const [r] = await tx
    .select({ e: enrollments, name: packages.name })
    .from(enrollments)
    .innerJoin(packages, eq(packages.id, enrollments.packageId))
    .where(eq(enrollments.id, id));
  if (!r) throw new NotFoundError('Enrollment not found');
  return { id: r.e.id, status: r.e.status, starts_on: r.e.startsOn, ends_on: r.e.endsOn, package: { id: r.e.packageId, name: r.name }, reason: r.e.reason };
}
