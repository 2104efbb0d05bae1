/**
 * The campaigns module's jobs (server/jobs.ts runs them):
 * - `campaigns.send` { organizationId, campaignId }: one batch (sender.ts), then itself again at once or when the
 *   throttle allows, until nothing is pending. Idempotent: a second run finds the batch already queued.
 * - `campaigns.resume` (every minute): a campaign still sending whose chain of jobs broke (a job given up after its
 *   retries) is picked up again; the singleton key keeps it to one queued job per campaign.
 * - `campaigns.package-expiring` (every hour): fires 'package.expiring' for students whose package ends in 7 days;
 *   automation_runs' key (student and expiry date) makes it once per student and expiry however often it runs.
 */
import { sql } from 'drizzle-orm';
import { originFor } from '../../kernel/config.ts';
import type { RequestContext } from '../../kernel/context.ts';
import { defineJob, enqueueJob, type JobEnv } from '../../kernel/queue.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Tx } from '../../kernel/db.ts';
import { rows } from './db-rows.ts';
import { fireAutomation } from './fire.ts';
import { expiringUntil } from './rules.ts';
import { sendBatch, type BatchResult } from './sender.ts';
import { SEND_JOB } from './service.ts';
import { campaignSettings } from './settings.ts';

/** Days before a package's last day that 'package.expiring' fires. */
export const EXPIRING_NOTICE_DAYS = 7;

/** A transaction under one centre's row-level security, for work without a request (jobs). */
export async function centreTx<T>(env: JobEnv, organizationId: number, fn: (tx: Tx, centre: { subdomain: string; name: string }) => Promise<T>): Promise<T | null> {
  const [org] = await env.db.query<{ id: number; subdomain: string; name: string }>('select id, subdomain, name from organizations where id = $1', [organizationId]);
  if (!org) return null;
  const ctx: RequestContext = {
    tenant: { id: org.id, subdomain: org.subdomain, name: org.name },
    actor: null,
    requestId: `job:${organizationId}`,
    ip: '',
    db: env.db,
    config: env.config,
  };
  return withTenantTx(ctx, (tx) => fn(tx, org));
}

/** One batch of a campaign and the next job; answers what the batch did (tests and the bench call it directly). */
export async function runSendJob(data: { organizationId: number; campaignId: number }, env: JobEnv): Promise<BatchResult | null> {
  return centreTx(env, data.organizationId, async (tx, centre) => {
    const result = await sendBatch(tx, data.organizationId, data.campaignId, { origin: originFor(env.config, centre.subdomain), centre: centre.name }, campaignSettings);
    if (!result.done) {
      await enqueueJob(tx, SEND_JOB, data, { runAt: new Date(Date.now() + result.retryInMs), singletonKey: `campaign-send:${data.campaignId}` });
    }
    return result;
  });
}

export async function resumeStalled(env: JobEnv): Promise<void> {
  const stalled = await env.db.query<{ id: number; organization_id: number }>(`select id, organization_id from campaigns where status = 'sending'`);
  for (const c of stalled) {
    await centreTx(env, c.organization_id, (tx) => enqueueJob(tx, SEND_JOB, { organizationId: c.organization_id, campaignId: c.id }, { singletonKey: `campaign-send:${c.id}` }));
  }
}

export async function firePackageExpiring(env: JobEnv, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const day = expiringUntil(today, EXPIRING_NOTICE_DAYS);
  const centres = await env.db.query<{ organization_id: number }>(`select distinct organization_id from automations where event = 'package.expiring' and enabled`);
  for (const { organization_id: org } of centres) {
    await centreTx(env, org, async (tx) => {
      const students = await rows<{ id: number }>(
        tx,
        sql`select u.id from users u join roles r on r.id = u.role_id where u.organization_id = ${org} and r.kind = 'STUDENT'
            and u.deleted_at is null and u.status = 'active' and u.package_expiry_date = ${day}::date order by u.id`,
      );
      for (const s of students) await fireAutomation(tx, org, 'package.expiring', { kind: 'student', userId: Number(s.id), key: day });
    });
  }
}

export const campaignsJobs = [
  defineJob<{ organizationId: number; campaignId: number }>({ name: SEND_JOB, handler: async (data, env) => void (await runSendJob(data, env)) }),
  defineJob({ name: 'campaigns.resume', everyMs: 60_000, handler: async (_data, env) => resumeStalled(env) }),
  defineJob({ name: 'campaigns.package-expiring', everyMs: 60 * 60_000, handler: async (_data, env) => firePackageExpiring(env) }),
];
