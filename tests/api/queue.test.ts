// The job queue (server/kernel/queue.ts, server/README.md "Jobs") on the real database: a job enqueued in a
// transaction that rolls back never runs; one that commits runs once; a job survives a worker's stop and runs once
// on the next; two workers on one database run each job exactly once (on PostgreSQL they race on separate
// connections); a failing job is retried then given up; a singleton key keeps one queued job; a crashed process's
// job is taken again after its lease; a recurring job runs in one worker at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createLogger } from '@server/kernel/logger.ts';
import { defineJob, enqueueJob, startQueue, type JobDef, type QueueWorker } from '@server/kernel/queue.ts';
import { withTenantTx } from '@server/kernel/tx.ts';
import type { RequestContext } from '@server/kernel/context.ts';
import { startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let ctx: RequestContext;
const logger = createLogger('silent');
const ran: Record<string, number[]> = {};
const record = (name: string) => async (data: { n: number }) => {
  // a little wait lets two workers overlap
  await new Promise((r) => setTimeout(r, 2));
  (ran[name] ??= []).push(data.n);
};

let failures = 0;
const leaseSeen: number[] = [];
const testJobs: JobDef[] = [
  defineJob<{ n: number }>({ name: 'test.record', handler: record('test.record') }),
  defineJob<{ n: number }>({
    name: 'test.fail',
    retryLimit: 2,
    async handler() {
      failures++;
      throw new Error('always fails');
    },
  }),
  defineJob({ name: 'test.tick', everyMs: 3_600_000, handler: record('test.tick') }),
  defineJob({
    name: 'test.short-lease',
    everyMs: 1000,
    leaseMs: 1500,
    // what the run sees of its own lease: seconds left
    async handler(_data, env) {
      const [row] = await env.db.query<{ left: number }>(`select extract(epoch from running_until - now())::float as left from queue_schedules where name = 'test.short-lease'`);
      leaseSeen.push(Number(row!.left));
    },
  }),
];

const worker = (opts = {}) => startQueue({ db: s.db, config: s.config, logger }, testJobs, { poll: false, retryBaseMs: 0, ...opts });
const enqueue = (name: string, data: object, opts?: { runAt?: Date; singletonKey?: string }) => withTenantTx(ctx, (tx) => enqueueJob(tx, name, data, opts));
const jobRows = (name: string) => s.db.query<{ state: string; attempts: number; last_error: string | null }>(`select state, attempts, last_error from queue_jobs where name = $1 order by id`, [name]);

beforeAll(async () => {
  s = await startServer();
  const [org] = await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  // a request's transaction (app_user under row-level security) may add a job
  ctx = { tenant: { id: org!.id, subdomain: 'alpha', name: 'Alpha' }, actor: null, requestId: 'test', ip: '', db: s.db, config: s.config };
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('the job queue', () => {
  it('runs a committed job once and never one whose transaction rolled back', async () => {
    const w = await worker();
    await enqueue('test.record', { n: 1 });
    await expect(
      withTenantTx(ctx, async (tx) => {
        await enqueueJob(tx, 'test.record', { n: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await w.runDue()).toBe(1);
    expect(await w.runDue()).toBe(0);
    expect(ran['test.record']).toEqual([1]);
    expect((await jobRows('test.record')).map((r) => r.state)).toEqual(['done']);
    await w.stop();
  });

  it('waits for runAt', async () => {
    const w = await worker();
    ran['test.record'] = [];
    await enqueue('test.record', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await w.runDue()).toBe(0);
    await s.db.query(`update queue_jobs set run_at = now() where name = 'test.record' and state = 'queued'`);
    expect(await w.runDue()).toBe(1);
    expect(ran['test.record']).toEqual([3]);
    await w.stop();
  });

  it('keeps a job across a restart: the next worker runs it once', async () => {
    ran['test.record'] = [];
    const first = await worker();
    await first.stop();
    await enqueue('test.record', { n: 4 });
    const second = await worker();
    expect(await second.runDue()).toBe(1);
    expect(await second.runDue()).toBe(0);
    expect(ran['test.record']).toEqual([4]);
    await second.stop();
  });

  it('gives each job to exactly one of two workers', async () => {
    ran['test.record'] = [];
    await withTenantTx(ctx, async (tx) => {
      for (let n = 100; n < 140; n++) await enqueueJob(tx, 'test.record', { n });
    });
    const [a, b] = [await worker(), await worker()];
    const [na, nb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(na + nb).toBe(40);
    expect([...ran['test.record']!].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => 100 + i));
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a failing job, then gives it up', async () => {
    const w = await worker();
    await enqueue('test.fail', { n: 0 });
    await w.runDue();
    expect(failures).toBe(3); // the first attempt and retryLimit 2
    const [row] = await jobRows('test.fail');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, last_error: 'always fails' });
    expect(await w.runDue()).toBe(0);
    await w.stop();
  });

  it('keeps one queued job per singleton key', async () => {
    ran['test.record'] = [];
    await enqueue('test.record', { n: 7 }, { singletonKey: 'k' });
    await enqueue('test.record', { n: 8 }, { singletonKey: 'k' });
    const w = await worker();
    expect(await w.runDue()).toBe(1);
    expect(ran['test.record']).toEqual([7]);
    // once run, the key is free again
    await enqueue('test.record', { n: 9 }, { singletonKey: 'k' });
    expect(await w.runDue()).toBe(1);
    await w.stop();
  });

  it('takes again a job whose process died, once its lease has passed', async () => {
    ran['test.record'] = [];
    await s.db.orm.execute(sql`insert into queue_jobs (name, data, state, attempts, locked_until) values ('test.record', '{"n": 10}', 'running', 1, now() + interval '1 minute'), ('test.record', '{"n": 11}', 'running', 1, now() - interval '1 second')`);
    const w = await worker();
    expect(await w.runDue()).toBe(1);
    expect(ran['test.record']).toEqual([11]);
    await w.stop();
  });

  it('runs a recurring job in one worker at a time, when due', async () => {
    ran['test.tick'] = [];
    // polling workers (a long poll interval: the test drives them) run due schedules
    const [a, b]: [QueueWorker, QueueWorker] = [await worker({ poll: true, pollMs: 3_600_000 }), await worker({ poll: true, pollMs: 3_600_000 })];
    await s.db.query(`update queue_schedules set next_run_at = now() - interval '1 second' where name = 'test.tick'`);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran['test.tick']).toHaveLength(1);
    // not due again for an hour
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran['test.tick']).toHaveLength(1);
    // named: run now
    await a.runDue({ recurring: ['test.tick'] });
    expect(ran['test.tick']).toHaveLength(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("holds a recurring job for its own lease when its process died mid-run (the mail sender's 10 s, not a minute)", async () => {
    leaseSeen.length = 0;
    const w = await worker({ poll: true, pollMs: 3_600_000 });
    // a process claimed a run (its lease set as the claim sets it) and died: the next is held up until the lease passes
    await s.db.query(`update queue_schedules set next_run_at = now() - interval '1 second', running_until = now() + interval '1500 milliseconds' where name = 'test.short-lease'`);
    await w.runDue();
    expect(leaseSeen).toEqual([]);
    await new Promise((r) => setTimeout(r, 1600));
    await w.runDue();
    // it ran, under its own lease (not the default minute)
    expect(leaseSeen).toHaveLength(1);
    expect(leaseSeen[0]).toBeGreaterThan(0.5);
    expect(leaseSeen[0]).toBeLessThanOrEqual(1.5);
    const [row] = await s.db.query<{ lease_s: number }>(`select extract(epoch from running_until - now())::float as lease_s from queue_schedules where name = 'test.short-lease'`);
    // the run ended: the lease is released
    expect(row?.lease_s ?? null).toBeNull();
    await w.stop();
  });
});
