/**
 * Contact lists (README.md): a plain list, or an event (seminar, webinar, workshop, trial class) whose members are its
 * attendees. A list's name is unique in the centre whatever its case (422 on `name`). Deleting a list keeps its
 * contacts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { list } from '../../kernel/envelope.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { contactListMembers, contactLists, contacts } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type {
  ContactListSummary, ContactPage, IdParams, ListBody, ListPage, ListQuery, ListUpdateBody, MemberParams, MemberQuery, MembersBody, MembersResult,
} from './contracts.ts';
import { contactFilter } from './contacts-service.ts';
import { addMembers, centreOf, contactsOut, isUniqueViolation, listOf, listsOut } from './shared.ts';

const nameTaken = () => new ValidationError({ name: ['A list with this name already exists.'] });

async function nameUsed(tx: Tx, org: number, name: string, except?: number): Promise<boolean> {
  const [hit] = await tx
    .select({ id: contactLists.id })
    .from(contactLists)
    .where(and(eq(contactLists.organizationId, org), sql`lower(${contactLists.name}) = ${name.toLowerCase()}`, except ? sql`${contactLists.id} <> ${except}` : undefined));
  return hit !== undefined;
}

/** Makes a list in the caller's transaction (the import's "new list" too); 422 on `field` when the name is taken. */
export async function insertList(tx: Tx, org: number, input: { name: string; kind?: ListBody['kind']; event_at?: string | null }, createdBy: number, field = 'name') {
  if (await nameUsed(tx, org, input.name)) throw new ValidationError({ [field]: ['A list with this name already exists.'] });
  const [row] = await tx
    .insert(contactLists)
    .values({ organizationId: org, name: input.name, kind: input.kind ?? 'list', eventAt: input.event_at ? new Date(input.event_at) : null, createdBy })
    .returning();
  return row!;
}

/** GET contact-lists: newest first; search in the name, filter by kind (a lead page's events). */
export async function listLists({ ctx, input }: Verb<ListQuery>): Promise<ListPage> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    eq(contactLists.organizationId, org),
    input.kind ? eq(contactLists.kind, input.kind) : undefined,
    input.search ? sql`lower(${contactLists.name}) like ${likePattern(input.search)}` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(contactLists).where(where);
    const rows = await tx
      .select()
      .from(contactLists)
      .where(where)
      .orderBy(sql`${contactLists.eventAt} desc nulls last`, desc(contactLists.createdAt), desc(contactLists.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(await listsOut(tx, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET contact-lists/{id} */
export async function showList({ ctx, input }: Verb<IdParams>): Promise<ContactListSummary> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => (await listsOut(tx, [await listOf(tx, org, input.id)]))[0]!);
}

/** POST contact-lists */
export async function createList({ ctx, input }: Verb<ListBody>): Promise<ContactListSummary> {
  const actor = requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  try {
    return await withTenantTx(ctx, async (tx) => (await listsOut(tx, [await insertList(tx, org, input, actor.userId)]))[0]!);
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

/** PUT contact-lists/{id}: rename, or move the event's time (the kind stays: it is what the list is). */
export async function updateList({ ctx, input }: Verb<ListUpdateBody & { id: number }>): Promise<ContactListSummary> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  try {
    return await withTenantTx(ctx, async (tx) => {
      const row = await listOf(tx, org, input.id);
      if (input.name !== undefined && (await nameUsed(tx, org, input.name, row.id))) throw nameTaken();
      const patch: Partial<typeof contactLists.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) patch.name = input.name;
      if (input.event_at !== undefined) patch.eventAt = input.event_at ? new Date(input.event_at) : null;
      const [next] = await tx.update(contactLists).set(patch).where(eq(contactLists.id, row.id)).returning();
      return (await listsOut(tx, [next!]))[0]!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

/** DELETE contact-lists/{id}: the list; its contacts stay. */
export async function deleteList({ ctx, input }: Verb<IdParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await listOf(tx, org, input.id);
    await tx.delete(contactLists).where(eq(contactLists.id, row.id));
    return null;
  });
}

/** GET contact-lists/{id}/members: the list's contacts, newest first. */
export async function listMembers({ ctx, input }: Verb<MemberQuery & { id: number }>): Promise<ContactPage> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const row = await listOf(tx, org, input.id);
    const where = contactFilter(org, { search: input.search, list_id: row.id });
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where);
    const rows = await tx.select().from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(perPage).offset((page - 1) * perPage);
    return list(await contactsOut(tx, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** POST contact-lists/{id}/members: add contacts of the centre (another centre's or unknown ids: 422 naming them). */
export async function addListMembers({ ctx, input }: Verb<MembersBody & { id: number }>): Promise<MembersResult> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  const ids = [...new Set(input.contact_ids)];
  return withTenantTx(ctx, async (tx) => {
    const row = await listOf(tx, org, input.id);
    const found = await tx.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.organizationId, org), inArray(contacts.id, ids)));
    const known = new Set(found.map((f) => f.id));
    const missing = input.contact_ids.findIndex((id) => !known.has(id));
    if (missing >= 0) throw new ValidationError({ [`contact_ids.${missing}`]: ['This contact does not exist.'] });
    const added = await addMembers(tx, org, row.id, ids);
    if (added) await tx.update(contactLists).set({ updatedAt: new Date() }).where(eq(contactLists.id, row.id));
    return { added, already: ids.length - added };
  });
}

/** DELETE contact-lists/{id}/members/{contactId}: take a contact off the list (the contact stays). */
export async function removeListMember({ ctx, input }: Verb<MemberParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await listOf(tx, org, input.id);
    await tx.delete(contactListMembers).where(and(eq(contactListMembers.listId, row.id), eq(contactListMembers.contactId, input.contactId)));
    return null;
  });
}
