/**
 * Deals (README.md): a sale followed through the board's stages (new, contacted, trial, negotiation, won, lost). A
 * deal has a contact of the centre, an owner from the centre's staff (the caller when not named), a value in minor
 * units and notes. A stage change records its time (`stage_changed_at`); a "move" to the stage it is in changes
 * nothing.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { contacts, deals, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Deal, DealBody, DealPage, DealQuery, DealUpdateBody, IdParams, StaffList, StageBody } from './contracts.ts';
import { stageMove } from './rules.ts';
import { centreOf, fullName, staffOf } from './shared.ts';

type DealRow = typeof deals.$inferSelect;

async function dealOf(tx: Tx, org: number, id: number): Promise<DealRow> {
  const [row] = await tx.select().from(deals).where(and(eq(deals.organizationId, org), eq(deals.id, id)));
  if (!row) throw new NotFoundError('Deal not found.');
  return row;
}

async function dealsOut(tx: Tx, where: SQL, limit: number, offset: number): Promise<Deal[]> {
  const rows = await tx
    .select({ d: deals, cEmail: contacts.email, cName: contacts.name, ownerName: fullName })
    .from(deals)
    .innerJoin(contacts, eq(contacts.id, deals.contactId))
    .leftJoin(users, eq(users.id, deals.ownerId))
    .where(where)
    .orderBy(desc(deals.stageChangedAt), desc(deals.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ d, cEmail, cName, ownerName }) => ({
    id: d.id,
    title: d.title,
    value_minor: d.valueMinor,
    stage: d.stage,
    contact: { id: d.contactId, email: cEmail, name: cName },
    owner: d.ownerId !== null ? { id: d.ownerId, full_name: ownerName ?? '' } : null,
    notes: d.notes,
    stage_changed_at: d.stageChangedAt.toISOString(),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  }));
}

const one = async (tx: Tx, id: number) => (await dealsOut(tx, eq(deals.id, id), 1, 0))[0]!;

async function checkRefs(tx: Tx, org: number, input: { contact_id?: number; owner_id?: number | null }): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.contact_id !== undefined) {
    const [c] = await tx.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.organizationId, org), eq(contacts.id, input.contact_id)));
    if (!c) errors.contact_id = ['This contact does not exist.'];
  }
  if (input.owner_id !== undefined && input.owner_id !== null) {
    if (!(await staffOf(tx, org, [input.owner_id])).length) errors.owner_id = ["The owner must be one of the centre's staff."];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** GET deals: the board's deals (up to 500 a page), latest moved first; search in title and contact, filter by stage. */
export async function listDeals({ ctx, input }: Verb<DealQuery>): Promise<DealPage> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    eq(deals.organizationId, org),
    input.stage ? eq(deals.stage, input.stage) : undefined,
    input.search
      ? sql`(lower(${deals.title}) like ${likePattern(input.search)} or lower(${contacts.email}) like ${likePattern(input.search)} or lower(${contacts.name}) like ${likePattern(input.search)})`
      : undefined,
  )!;
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(deals).innerJoin(contacts, eq(contacts.id, deals.contactId)).where(where);
    return list(await dealsOut(tx, where, perPage, (page - 1) * perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET deals/{id} */
export async function showDeal({ ctx, input }: Verb<IdParams>): Promise<Deal> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => one(tx, (await dealOf(tx, org, input.id)).id));
}

/** GET deals/owners: who may own a deal (the centre's staff). */
export async function listOwners({ ctx }: Verb): Promise<StaffList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => ({ items: await staffOf(tx, org) }));
}

/** POST deals: 422 on `contact_id` (not the centre's) and `owner_id` (not its staff). */
export async function createDeal({ ctx, input }: Verb<DealBody>): Promise<Deal> {
  const actor = requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    await checkRefs(tx, org, input);
    const [row] = await tx
      .insert(deals)
      .values({
        organizationId: org,
        contactId: input.contact_id,
        title: input.title,
        valueMinor: input.value_minor ?? 0,
        stage: input.stage ?? 'new',
        ownerId: input.owner_id === undefined ? actor.userId : input.owner_id,
        notes: input.notes ?? '',
        createdBy: actor.userId,
      })
      .returning({ id: deals.id });
    return one(tx, row!.id);
  });
}

/** PUT deals/{id}: contact, title, value, owner, notes (the stage moves with PUT deals/{id}/stage). */
export async function updateDeal({ ctx, input }: Verb<DealUpdateBody & { id: number }>): Promise<Deal> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await dealOf(tx, org, input.id);
    await checkRefs(tx, org, input);
    const patch: Partial<typeof deals.$inferInsert> = { updatedAt: new Date() };
    if (input.contact_id !== undefined) patch.contactId = input.contact_id;
    if (input.title !== undefined) patch.title = input.title;
    if (input.value_minor !== undefined) patch.valueMinor = input.value_minor;
    if (input.owner_id !== undefined) patch.ownerId = input.owner_id;
    if (input.notes !== undefined) patch.notes = input.notes;
    await tx.update(deals).set(patch).where(eq(deals.id, row.id));
    return one(tx, row.id);
  });
}

/** PUT deals/{id}/stage: move the deal (the board's drag or its keyboard move); the time of the move is kept. */
export async function moveDeal({ ctx, input }: Verb<StageBody & { id: number }>): Promise<Deal> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await dealOf(tx, org, input.id);
    const next = stageMove(row.stage, input.stage);
    if (next) {
      const now = new Date();
      await tx.update(deals).set({ stage: next, stageChangedAt: now, updatedAt: now }).where(eq(deals.id, row.id));
    }
    return one(tx, row.id);
  });
}

/** DELETE deals/{id} */
export async function deleteDeal({ ctx, input }: Verb<IdParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await dealOf(tx, org, input.id);
    await tx.delete(deals).where(eq(deals.id, row.id));
    return null;
  });
}
