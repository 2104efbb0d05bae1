/**
 * One batch of a campaign's sending (the `campaigns.send` job, jobs.ts). In one transaction, with the campaign row
 * locked so two workers never work on the same campaign at once: take up to the throttle's allowance of pending
 * recipients, mark the unsubscribed ones skipped, put one mail per other recipient in the outbox and mark it queued
 * with the outbox row's id and its unsubscribe token's hash. A crash before the commit leaves everything pending; a
 * crash after it leaves nothing to redo: no recipient is mailed twice by the campaign. When no recipient is pending
 * the campaign is sent and its author notified.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { hashToken, newToken } from '../../kernel/tokens.ts';
import { outbox } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { rows } from './db-rows.ts';
import { campaignMailText, firstName, renderTemplate, throttleAllowance } from './rules.ts';

export interface BatchResult {
  /** nothing is left to do (sent, cancelled, or gone) */
  done: boolean;
  /** run again after this long (the throttle's wait), 0 = at once */
  retryInMs: number;
  queued: number;
  skipped: number;
}

export interface SiteInfo {
  /** e.g. http://alpha.localhost:3000, where the unsubscribe page is */
  origin: string;
  centre: string;
}

export async function sendBatch(tx: Tx, org: number, campaignId: number, site: SiteInfo, limits: { perMinute: number; batchSize: number }): Promise<BatchResult> {
  const [campaign] = await rows<{ id: number; status: string; subject: string; body: string; name: string; created_by: number | null }>(
    tx,
    sql`select id, status, subject, body, name, created_by from campaigns where id = ${campaignId} and organization_id = ${org} for update`,
  );
  if (!campaign || campaign.status !== 'sending') return { done: true, retryInMs: 0, queued: 0, skipped: 0 };

  const [w] = await rows<{ n: number; oldest: string | null; now: string }>(
    tx,
    sql`select count(*)::int as n, min(queued_at) as oldest, now() as now from campaign_recipients
        where organization_id = ${org} and queued_at > now() - interval '60 seconds'`,
  );
  const { allowed, retryInMs } = throttleAllowance({
    perMinute: limits.perMinute,
    batchSize: limits.batchSize,
    sentInWindow: Number(w?.n ?? 0),
    oldestInWindowAt: w?.oldest ? new Date(w.oldest) : null,
    now: w?.now ? new Date(w.now) : new Date(),
  });
  if (allowed === 0) return { done: false, retryInMs, queued: 0, skipped: 0 };

  const batch = await rows<{ id: number; email: string; name: string; unsubscribed_at: string | null }>(
    tx,
    sql`select r.id, r.email, c.name, c.unsubscribed_at from campaign_recipients r join contacts c on c.id = r.contact_id
        where r.campaign_id = ${campaignId} and r.status = 'pending' order by r.id limit ${allowed}`,
  );

  const skip = batch.filter((r) => r.unsubscribed_at !== null).map((r) => r.id);
  if (skip.length) {
    await tx.execute(sql`update campaign_recipients set status = 'skipped-unsubscribed'
      where campaign_id = ${campaignId} and id in (select (jsonb_array_elements_text(${JSON.stringify(skip)}::jsonb))::int)`);
  }

  const send = batch.filter((r) => r.unsubscribed_at === null).map((r) => {
    const token = newToken();
    const values = { name: r.name, first_name: firstName(r.name), email: r.email, centre: site.centre };
    return {
      id: r.id,
      hash: hashToken(token),
      mail: {
        organizationId: org,
        toAddress: r.email,
        subject: renderTemplate(campaign.subject, values).replace(/[\r\n]+/g, ' '),
        bodyText: campaignMailText(renderTemplate(campaign.body, values), `${site.origin}/unsubscribe/${token}`),
      },
    };
  });
  if (send.length) {
    const inserted = await tx.insert(outbox).values(send.map((s) => s.mail)).returning({ id: outbox.id, to: outbox.toAddress });
    // PostgreSQL answers RETURNING in the VALUES order; the check keeps a wrong pairing from ever linking the wrong mail
    const links = send.map((s, i) => {
      const row = inserted[i];
      if (!row || row.to !== s.mail.toAddress) throw new Error('campaign batch: outbox rows out of order');
      return { id: s.id, outbox_id: row.id, hash: s.hash };
    });
    await tx.execute(sql`update campaign_recipients r set status = 'queued', outbox_id = x.outbox_id, unsubscribe_token_hash = x.hash, queued_at = now()
      from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as x(id int, outbox_id int, hash text)
      where r.id = x.id and r.campaign_id = ${campaignId} and r.status = 'pending'`);
  }

  const [left] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from campaign_recipients where campaign_id = ${campaignId} and status = 'pending'`);
  if (Number(left?.n ?? 0) > 0) return { done: false, retryInMs: 0, queued: send.length, skipped: skip.length };

  await tx.execute(sql`update campaigns set status = 'sent', finished_at = now(), updated_at = now() where id = ${campaignId}`);
  if (campaign.created_by !== null) {
    await notify(tx, {
      organizationId: org,
      userIds: [campaign.created_by],
      kind: 'campaign.finished',
      params: { name: campaign.name },
      link: `/teacher/communication/interaction/campaign?open=${campaignId}`,
    });
  }
  return { done: true, retryInMs: 0, queued: send.length, skipped: skip.length };
}
