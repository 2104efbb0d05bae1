/**
 * GET communication-report: the centre's totals, computed from the rows each time (campaign recipients joined with
 * their outbox rows, automation runs). The per-campaign and per-automation figures are the lists' own counts.
 */
import { sql } from 'drizzle-orm';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { ReportSummary } from './contracts.ts';
import { rows } from './db-rows.ts';
import { centreOf } from './service.ts';

export async function reportSummary({ ctx }: Verb<Record<string, never>>): Promise<ReportSummary> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [c] = await rows<{ n: number; sent: number }>(tx, sql`select count(*)::int as n, (count(*) filter (where status = 'sent'))::int as sent from campaigns where organization_id = ${org}`);
    const [r] = await rows<Record<string, number>>(
      tx,
      sql`select count(*)::int as total,
            (count(*) filter (where r.status = 'pending'))::int as pending,
            (count(*) filter (where r.status = 'queued' and (o.status is null or o.status = 'pending')))::int as queued,
            (count(*) filter (where r.status = 'queued' and o.status = 'sent'))::int as sent,
            (count(*) filter (where r.status = 'queued' and o.status = 'failed'))::int as failed,
            (count(*) filter (where r.status = 'skipped-unsubscribed'))::int as skipped,
            (count(*) filter (where r.unsubscribed_at is not null))::int as unsubscribed
          from campaign_recipients r left join outbox o on o.id = r.outbox_id where r.organization_id = ${org}`,
    );
    const [a] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from automations where organization_id = ${org}`);
    const [runs] = await rows<Record<string, number>>(
      tx,
      sql`select (count(*) filter (where status = 'done'))::int as done, (count(*) filter (where status = 'skipped'))::int as skipped,
            (count(*) filter (where status = 'failed'))::int as failed from automation_runs where organization_id = ${org}`,
    );
    const n = (v: unknown) => Number(v ?? 0);
    return {
      campaigns: n(c?.n),
      campaigns_sent: n(c?.sent),
      recipients: { total: n(r?.total), pending: n(r?.pending), queued: n(r?.queued), sent: n(r?.sent), failed: n(r?.failed), skipped: n(r?.skipped), unsubscribed: n(r?.unsubscribed) },
      automations: n(a?.n),
      automation_runs: { done: n(runs?.done), skipped: n(runs?.skipped), failed: n(runs?.failed) },
    };
  });
}
