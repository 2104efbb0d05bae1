/**
 * Contacts (README.md): the centre's addresses, one per address whatever its case. Staff with COMMUNICATION_*
 * keys (trainers, the coaching owner, admins) read and change every contact of the centre.
 */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { contactListMembers, contactLists, contacts, deals, organizations } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import {
  CONTACT_SOURCES, DEAL_STAGES, type Contact, type ContactBody, type ContactListQuery, type ContactPage, type ContactUpdateBody, type IdParams, type Summary,
} from './contracts.ts';
import { emailKey, isOpenStage } from './rules.ts';
import { addMembers, centreOf, contactOf, contactsOut, duplicateEmail, isUniqueViolation, listOf, listsOut } from './shared.ts';

/** The filter of a contact search: the centre, then any of search (address, name, phone), sources, list. */
export function contactFilter(org: number, q: { search?: string; sources?: readonly string[]; list_id?: number }): SQL {
  return and(
    eq(contacts.organizationId, org),
    q.search
      ? sql`(lower(${contacts.email}) like ${likePattern(q.search)} or lower(${contacts.name}) like ${likePattern(q.search)} or ${contacts.phone} like ${likePattern(q.search)})`
      : undefined,
    q.sources?.length ? inArray(contacts.source, q.sources as (typeof CONTACT_SOURCES)[number][]) : undefined,
    q.list_id ? sql`${contacts.id} in (select ${contactListMembers.contactId} from ${contactListMembers} where ${contactListMembers.listId} = ${q.list_id})` : undefined,
  )!;
}

/** GET contacts: newest first; search, sources (a lead page's), list. */
export async function listContacts({ ctx, input }: Verb<ContactListQuery>): Promise<ContactPage> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = contactFilter(org, input);
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where);
    const rows = await tx.select().from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(perPage).offset((page - 1) * perPage);
    return list(await contactsOut(tx, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET contacts/{id} */
export async function showContact({ ctx, input }: Verb<IdParams>): Promise<Contact> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => (await contactsOut(tx, [await contactOf(tx, org, input.id)]))[0]!);
}

async function addressTaken(tx: Tx, org: number, email: string, except?: number): Promise<boolean> {
  const [hit] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organizationId, org), sql`lower(${contacts.email}) = ${emailKey(email)}`, except ? sql`${contacts.id} <> ${except}` : undefined));
  return hit !== undefined;
}

/** POST contacts: a new contact (422 on `email` when the centre has the address already, whatever its case). */
export async function createContact({ ctx, input }: Verb<ContactBody>): Promise<Contact> {
  requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  try {
    return await withTenantTx(ctx, async (tx) => {
      if (await addressTaken(tx, org, input.email)) throw duplicateEmail();
      const lists = [...new Set(input.list_ids ?? [])];
      for (const [i, id] of lists.entries()) await listOf(tx, org, id, `list_ids.${i}`);
      const [row] = await tx
        .insert(contacts)
        .values({ organizationId: org, email: input.email, name: input.name ?? '', phone: input.phone ?? '', source: input.source ?? 'manual' })
        .returning();
      for (const id of lists) await addMembers(tx, org, id, [row!.id]);
      return (await contactsOut(tx, [row!]))[0]!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateEmail();
    throw e;
  }
}

/** PUT contacts/{id}: address, name, phone; `subscribed: false` marks it unsubscribed, `true` clears that. */
export async function updateContact({ ctx, input }: Verb<ContactUpdateBody & { id: number }>): Promise<Contact> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  try {
    return await withTenantTx(ctx, async (tx) => {
      const row = await contactOf(tx, org, input.id);
      if (input.email !== undefined && (await addressTaken(tx, org, input.email, row.id))) throw duplicateEmail();
      const patch: Partial<typeof contacts.$inferInsert> = { updatedAt: new Date() };
      if (input.email !== undefined) patch.email = input.email;
      if (input.name !== undefined) patch.name = input.name;
      if (input.phone !== undefined) patch.phone = input.phone;
      // staff may record an unsubscribe asked by phone, or undo one made by mistake
      if (input.subscribed === false && row.unsubscribedAt === null) patch.unsubscribedAt = new Date();
      if (input.subscribed === true) patch.unsubscribedAt = null;
      const [next] = await tx.update(contacts).set(patch).where(eq(contacts.id, row.id)).returning();
      return (await contactsOut(tx, [next!]))[0]!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateEmail();
    throw e;
  }
}

/** DELETE contacts/{id}: the contact, its list memberships and its deals. */
export async function deleteContact({ ctx, input }: Verb<IdParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await contactOf(tx, org, input.id);
    await tx.delete(contacts).where(eq(contacts.id, row.id));
    return null;
  });
}

/** GET communication/summary: the home's counts (contacts by source, deals by stage, the lists). */
export async function summary({ ctx }: Verb): Promise<Summary> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const bySource = await tx.select({ source: contacts.source, n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.organizationId, org)).groupBy(contacts.source);
    const [unsub] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(and(eq(contacts.organizationId, org), isNotNull(contacts.unsubscribedAt)));
    const byStage = await tx
      .select({ stage: deals.stage, n: sql<number>`count(*)::int`, value: sql<string>`coalesce(sum(${deals.valueMinor}), 0)::text` })
      .from(deals)
      .where(eq(deals.organizationId, org))
      .groupBy(deals.stage);
    const lists = await tx.select().from(contactLists).where(eq(contactLists.organizationId, org)).orderBy(desc(contactLists.createdAt)).limit(50);
    const [centre] = await tx.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, org));
    const sources = Object.fromEntries(CONTACT_SOURCES.map((s) => [s, Number(bySource.find((r) => r.source === s)?.n ?? 0)]));
    const stages = Object.fromEntries(DEAL_STAGES.map((s) => [s, Number(byStage.find((r) => r.stage === s)?.n ?? 0)]));
    return {
      contacts_total: Object.values(sources).reduce((a, b) => a + b, 0),
      unsubscribed: Number(unsub?.n ?? 0),
      sources,
      stages,
      open_value_minor: byStage.filter((r) => isOpenStage(r.stage)).reduce((a, r) => a + Number(r.value), 0),
      lists: await listsOut(tx, lists),
      currency: centre?.currency ?? 'BDT',
    };
  });
}
