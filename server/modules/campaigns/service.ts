/**
 * Campaigns (README.md, docs/product-spec.md §22): a centre's staff holding COMMUNICATION_* write a mail to a list or
 * a segment and send it. Every campaign of the centre is visible to all its communication staff; another centre's
 * campaign is 404. Sending freezes the recipients and hands the work to the job queue (sender.ts, jobs.ts).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { enqueueJob } from '../../kernel/queue.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { campaigns, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import { assertAudience, audienceName, countAudience, snapshotRecipients } from './audience.ts';
import type {
  Audience, AudienceBody, AudienceCount, CampaignBody, CampaignCounts, CampaignDetail, CampaignList, CampaignListQuery, CampaignSummary,
  CampaignUpdateBody, IdParams, RecipientList, RecipientListQuery, RecipientStatus,
} from './contracts.ts';
import { rows } from './db-rows.ts';
import { minutesToSend, unknownPlaceholders } from './rules.ts';
import { campaignSettings } from './settings.ts';

type CampaignRow = typeof campaigns.$inferSelect;
export const SEND_JOB = 'campaigns.send';

/** Campaigns belong to a centre: on the platform's own address there are none. */
export function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Campaigns belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

function checkPlaceholders(fields: { subject?: string | undefined; body?: string | undefined }): void {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    const unknown = value === undefined ? [] : unknownPlaceholders(value);
    if (unknown.length) errors[field] = [`Unknown placeholder: ${unknown.map((u) => `{{${u}}}`).join(', ')}. Use {{name}}, {{first_name}}, {{email}} or {{centre}}.`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const ZERO: CampaignCounts = { total: 0, pending: 0, queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 };

/** Per campaign: its recipients by state; sent and failed are the outbox rows' own state (joined, not copied). */
export async function countsOf(tx: Tx, ids: number[]): Promise<Map<number, CampaignCounts>> {
  if (!ids.length) return new Map();
  const found = await rows<CampaignCounts & { campaign_id: number }>(
    tx,
    sql`select r.campaign_id,
          count(*)::int as total,
          (count(*) filter (where r.status = 'pending'))::int as pending,
          (count(*) filter (where r.status = 'queued' and (o.status is null or o.status = 'pending')))::int as queued,
          (count(*) filter (where r.status = 'queued' and o.status = 'sent'))::int as sent,
          (count(*) filter (where r.status = 'queued' and o.status = 'failed'))::int as failed,
          (count(*) filter (where r.status = 'skipped-unsubscribed'))::int as skipped,
          (count(*) filter (where r.unsubscribed_at is not null))::int as unsubscribed
        from campaign_recipients r left join outbox o on o.id = r.outbox_id
        where r.campaign_id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)
        group by r.campaign_id`,
  );
  const num = (r: CampaignCounts): CampaignCounts => ({
    total: Number(r.total), pending: Number(r.pending), queued: Number(r.queued), sent: Number(r.sent),
    failed: Number(r.failed), skipped: Number(r.skipped), unsubscribed: Number(r.unsubscribed),
  });
  return new Map(found.map((r) => [Number(r.campaign_id), num(r)]));
}

async function authorsOf(tx: Tx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const found = await tx.select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` }).from(users).where(inArray(users.id, wanted));
  return new Map(found.map((r) => [r.id, r.name]));
}

async function summariesOf(tx: Tx, org: number, list: CampaignRow[]): Promise<CampaignSummary[]> {
  const counts = await countsOf(tx, list.map((r) => r.id));
  const authors = await authorsOf(tx, list.map((r) => r.createdBy));
  return Promise.all(
    list.map(async (r) => ({
      id: r.id,
      name: r.name,
      subject: r.subject,
      status: r.status,
      audience: r.audience as Audience,
      audience_name: await audienceName(tx, org, r.audience as Audience),
      counts: counts.get(r.id) ?? ZERO,
      created_by: r.createdBy !== null && authors.has(r.createdBy) ? { id: r.createdBy, full_name: authors.get(r.createdBy)! } : null,
      started_at: r.startedAt?.toISOString() ?? null,
      finished_at: r.finishedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
  );
}

async function detailOf(tx: Tx, org: number, row: CampaignRow): Promise<CampaignDetail> {
  const [summary] = await summariesOf(tx, org, [row]);
  return { ...summary!, body: row.body };
}

async function campaignOf(tx: Tx, org: number, id: number, lock = false): Promise<CampaignRow> {
  const q = tx.select().from(campaigns).where(and(eq(campaigns.organizationId, org), eq(campaigns.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError('Campaign not found.');
  return row;
}

/* ---------------------------------------------------------------- verbs */

/** GET campaigns: the centre's campaigns, newest first; search in the name and subject, filter by status. */
export async function listCampaigns({ ctx, input }: Verb<CampaignListQuery>): Promise<CampaignList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where: SQL = and(
    eq(campaigns.organizationId, org),
    input.status ? eq(campaigns.status, input.status) : undefined,
    input.search ? sql`(lower(${campaigns.name}) like ${likePattern(input.search)} or lower(${campaigns.subject}) like ${likePattern(input.search)})` : undefined,
  )!;
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(campaigns).where(where);
    const found = await tx.select().from(campaigns).where(where).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(perPage).offset((page - 1) * perPage);
    return list(await summariesOf(tx, org, found), page, perPage, Number(total?.n ?? 0));
  });
}

/** POST campaigns: a draft. */
export async function createCampaign({ ctx, input }: Verb<CampaignBody>): Promise<CampaignDetail> {
  const actor = requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  checkPlaceholders({ subject: input.subject, body: input.body });
  return withTenantTx(ctx, async (tx) => {
    await assertAudience(tx, org, input.audience);
    const [row] = await tx
      .insert(campaigns)
      .values({ organizationId: org, name: input.name, subject: input.subject, body: input.body, audience: input.audience, createdBy: actor.userId })
      .returning();
    return detailOf(tx, org, row!);
  });
}

/** GET campaigns/{id} */
export async function showCampaign({ ctx, input }: Verb<IdParams>): Promise<CampaignDetail> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => detailOf(tx, org, await campaignOf(tx, org, input.id)));
}

/** PUT campaigns/{id}: a draft only (409 once it is being sent). */
export async function updateCampaign({ ctx, input }: Verb<CampaignUpdateBody & IdParams>): Promise<CampaignDetail> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  checkPlaceholders({ subject: input.subject, body: input.body });
  return withTenantTx(ctx, async (tx) => {
    const row = await campaignOf(tx, org, input.id, true);
    if (row.status !== 'draft') throw new ConflictError('Only a draft can be changed: this campaign was already sent.');
    if (input.audience) await assertAudience(tx, org, input.audience);
    const [updated] = await tx
      .update(campaigns)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.audience !== undefined ? { audience: input.audience } : {}),
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    return detailOf(tx, org, updated!);
  });
}

/** DELETE campaigns/{id}: not while it is being sent (cancel it first). Its recipients go with it; mails already queued stay queued. */
export async function deleteCampaign({ ctx, input }: Verb<IdParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await campaignOf(tx, org, input.id, true);
    if (row.status === 'sending') throw new ConflictError('The campaign is being sent: cancel it before deleting it.');
    await tx.delete(campaigns).where(eq(campaigns.id, row.id));
    return null;
  });
}

/** POST campaigns/{id}/send: freezes the recipients and starts the sending (draft only). */
export async function sendCampaign({ ctx, input }: Verb<IdParams>): Promise<CampaignDetail> {
  requirePermission(ctx, 'COMMUNICATION_SEND');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await campaignOf(tx, org, input.id, true);
    if (row.status !== 'draft') throw new ConflictError(row.status === 'sending' ? 'The campaign is already being sent.' : 'The campaign was already sent.');
    await assertAudience(tx, org, row.audience as Audience);
    await snapshotRecipients(tx, org, row.id, row.audience as Audience);
    const [updated] = await tx.update(campaigns).set({ status: 'sending', startedAt: new Date(), updatedAt: new Date() }).where(eq(campaigns.id, row.id)).returning();
    await enqueueJob(tx, SEND_JOB, { organizationId: org, campaignId: row.id }, { singletonKey: `campaign-send:${row.id}` });
    return detailOf(tx, org, updated!);
  });
}

/** POST campaigns/{id}/cancel: stops a sending campaign (mails already in the outbox still go). */
export async function cancelCampaign({ ctx, input }: Verb<IdParams>): Promise<CampaignDetail> {
  requirePermission(ctx, 'COMMUNICATION_SEND');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await campaignOf(tx, org, input.id, true);
    if (row.status !== 'sending' && row.status !== 'draft') throw new ConflictError('Only a draft or a campaign being sent can be cancelled.');
    const [updated] = await tx.update(campaigns).set({ status: 'cancelled', finishedAt: new Date(), updatedAt: new Date() }).where(eq(campaigns.id, row.id)).returning();
    return detailOf(tx, org, updated!);
  });
}

/** GET campaigns/{id}/recipients: who the campaign went to and what became of each mail. */
export async function listRecipients({ ctx, input }: Verb<RecipientListQuery & IdParams>): Promise<RecipientList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const status: Record<RecipientStatus, SQL> = {
    pending: sql`r.status = 'pending'`,
    queued: sql`r.status = 'queued' and (o.status is null or o.status = 'pending')`,
    sent: sql`r.status = 'queued' and o.status = 'sent'`,
    failed: sql`r.status = 'queued' and o.status = 'failed'`,
    'skipped-unsubscribed': sql`r.status = 'skipped-unsubscribed'`,
  };
  return withTenantTx(ctx, async (tx) => {
    await campaignOf(tx, org, input.id);
    const where = sql`r.campaign_id = ${input.id} and r.organization_id = ${org}
      ${input.status ? sql`and ${status[input.status]}` : sql``}
      ${input.search ? sql`and (lower(r.email) like ${likePattern(input.search)} or lower(c.name) like ${likePattern(input.search)})` : sql``}`;
    const from = sql`from campaign_recipients r join contacts c on c.id = r.contact_id left join outbox o on o.id = r.outbox_id`;
    const [total] = await rows<{ n: number }>(tx, sql`select count(*)::int as n ${from} where ${where}`);
    const found = await rows<{ id: number; contact_id: number; email: string; name: string; rstatus: string; ostatus: string | null; queued_at: string | null; sent_at: string | null; unsubscribed_at: string | null }>(
      tx,
      sql`select r.id, r.contact_id, r.email, c.name, r.status as rstatus, o.status as ostatus, r.queued_at, o.sent_at, r.unsubscribed_at
          ${from} where ${where} order by r.id limit ${perPage} offset ${(page - 1) * perPage}`,
    );
    const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
    return list(
      found.map((r) => ({
        id: Number(r.id),
        contact_id: Number(r.contact_id),
        email: r.email,
        name: r.name,
        status: (r.rstatus === 'queued' ? (r.ostatus === 'sent' ? 'sent' : r.ostatus === 'failed' ? 'failed' : 'queued') : r.rstatus) as RecipientStatus,
        queued_at: iso(r.queued_at),
        sent_at: iso(r.sent_at),
        unsubscribed_at: iso(r.unsubscribed_at),
      })),
      page,
      perPage,
      Number(total?.n ?? 0),
    );
  });
}

/** POST campaigns/audience-count: how many an audience reaches now, before the campaign is written or sent. */
export async function audienceCount({ ctx, input }: Verb<AudienceBody>): Promise<AudienceCount> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    await assertAudience(tx, org, input.audience);
    const { total, unsubscribed } = await countAudience(tx, org, input.audience);
    return { total, unsubscribed, per_minute: campaignSettings.perMinute, minutes: minutesToSend(total - unsubscribed, campaignSettings.perMinute) };
  });
}
