/**
 * What the contacts verbs share (not verbs): the centre of the call, the answer shapes, the staff check.
 */
import { and, eq, inArray, ne, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { contactListMembers, contactLists, contacts, forms, roles, users } from '../../db/schema.ts';
import type { Contact, ContactListSummary } from './contracts.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ListRow = typeof contactLists.$inferSelect;

export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Contacts belong to a centre: on the platform's own address there are none. */
export function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Contacts belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

export async function contactOf(tx: Tx, org: number, id: number): Promise<ContactRow> {
  const [row] = await tx.select().from(contacts).where(and(eq(contacts.organizationId, org), eq(contacts.id, id)));
  if (!row) throw new NotFoundError('Contact not found.');
  return row;
}

export async function listOf(tx: Tx, org: number, id: number, field?: string): Promise<ListRow> {
  const [row] = await tx.select().from(contactLists).where(and(eq(contactLists.organizationId, org), eq(contactLists.id, id)));
  if (!row) {
    // a list named in a body is a field of the input (422); one in the path is 404
    if (field) throw new ValidationError({ [field]: ['This list does not exist.'] });
    throw new NotFoundError('List not found.');
  }
  return row;
}

/** The answer for contact rows: with their lists and the form a form lead came from. */
export async function contactsOut(tx: Tx, rows: readonly ContactRow[]): Promise<Contact[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const memberships = await tx
    .select({ contactId: contactListMembers.contactId, id: contactLists.id, name: contactLists.name })
    .from(contactListMembers)
    .innerJoin(contactLists, eq(contactLists.id, contactListMembers.listId))
    .where(inArray(contactListMembers.contactId, ids))
    .orderBy(contactLists.name);
  const formIds = [...new Set(rows.map((r) => r.formId).filter((x): x is number => x !== null))];
  const formRows = formIds.length ? await tx.select({ id: forms.id, title: forms.title }).from(forms).where(inArray(forms.id, formIds)) : [];
  const formTitle = new Map(formRows.map((f) => [f.id, f.title]));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    phone: r.phone,
    source: r.source,
    form: r.formId !== null && formTitle.has(r.formId) ? { id: r.formId, title: formTitle.get(r.formId)! } : null,
    user_id: r.userId,
    unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
    lists: memberships.filter((m) => m.contactId === r.id).map((m) => ({ id: m.id, name: m.name })),
    created_at: r.createdAt.toISOString(),
  }));
}

export async function listsOut(tx: Tx, rows: readonly ListRow[]): Promise<ContactListSummary[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await tx
        .select({ listId: contactListMembers.listId, n: sql<number>`count(*)::int` })
        .from(contactListMembers)
        .where(inArray(contactListMembers.listId, ids))
        .groupBy(contactListMembers.listId)
    : [];
  const n = new Map(counts.map((c) => [c.listId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    event_at: r.eventAt?.toISOString() ?? null,
    members_count: n.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** Adds contacts to a list (already there: left as is). Returns how many joined. */
export async function addMembers(tx: Tx, org: number, listId: number, contactIds: readonly number[]): Promise<number> {
  if (!contactIds.length) return 0;
  let added = 0;
  // in slices: one statement's parameters stay well under PostgreSQL's limit
  for (let i = 0; i < contactIds.length; i += 1000) {
    const slice = contactIds.slice(i, i + 1000);
    const rows = await tx
      .insert(contactListMembers)
      .values(slice.map((contactId) => ({ listId, contactId, organizationId: org })))
      .onConflictDoNothing()
      .returning({ id: contactListMembers.contactId });
    added += rows.length;
  }
  return added;
}

/** The centre's staff (not students, not removed): who may own a deal. */
export async function staffOf(tx: Tx, org: number, ids?: readonly number[]): Promise<Array<{ id: number; full_name: string }>> {
  return tx
    .select({ id: users.id, full_name: fullName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, org), isNull(users.deletedAt), ne(roles.kind, 'STUDENT'), ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(users.firstName, users.lastName);
}

/** The unique-address error, on `email`. */
export const duplicateEmail = () => new ValidationError({ email: ['A contact with this e-mail already exists.'] });

/** Is this error PostgreSQL's unique violation (two requests adding the same address at once)? */
export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};
