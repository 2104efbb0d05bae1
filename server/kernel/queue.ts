// The job queue: one-off jobs in `queue_jobs` and recurring ones in `queue_schedules` (0024_queue_notifications.sql),
// run by a worker in every server process. Why a table of our own and not pg-boss: server/README.md "Jobs".
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';
import { errorFields, type Logger } from './logger.ts';

/** What a job's handler gets: the owner connection (row-level security bypassed), the config and a logger. */
export interface JobEnv {
  db: Db;
  config: Config;
  logger: Logger;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds jobs of every data type; with unknown a typed handler would not fit
export interface JobDef<T = any> {
  /** unique among jobs, e.g. `mail.send`, `packages.expiry-notices` */
  name: string;
  /** Runs one job. Must be idempotent: after a crash a job may run twice. A throw counts as a failed attempt. */
  handler: (data: T, env: JobEnv) => Promise<void>;
  /** recurring: run every N ms (one process at a time) */
  everyMs?: number;
  /** failed attempts retried before the job is given up (default 5); a recurring job just runs again next time */
  retryLimit?: number;
  /**
   * recurring: how long a run is its process's before another process may start one (default twice the period, at
   * least a minute). Also how long a killed process holds the job up: a job whose runs may overlap safely (its own
   * rows claimed with SKIP LOCKED, as the mail sender's) takes a short one.
   */
  leaseMs?: number;
}

/** Declares a job (identity: it only types `data` for the handler). */
export function defineJob<T>(def: JobDef<T>): JobDef<T> {
  return def;
}

/**
 * Enqueues inside the caller's transaction: the job exists only if the transaction commits. singletonKey: at most
 * one queued job with that key.
 */
export async function enqueueJob(tx: Tx, name: string, data: object, opts: { runAt?: Date; singletonKey?: string } = {}): Promise<void> {
  const runAt = opts.runAt ? opts.runAt.toISOString() : null;
  // the partial unique index makes a second queued job with the same (name, key) a no-op
  await tx.execute(sql`insert into queue_jobs (name, data, run_at, singleton_key)
    values (${name}, ${JSON.stringify(data)}::jsonb, coalesce(${runAt}::timestamptz, now()), ${opts.singletonKey ?? null})
    on conflict (name, singleton_key) where state = 'queued' and singleton_key is not null do nothing`);
}

export interface QueueOptions {
  /** how often an idle worker looks for due work (ms, default 500) */
  pollMs?: number;
  /** how long a claimed job is its process's before another may take it again (ms, default 5 min) */
  leaseMs?: number;
  /** the first retry waits this long, doubling each time up to an hour (ms, default 5 s; tests pass 0) */
  retryBaseMs?: number;
  /** false: no timer, work runs only through runDue(), and a recurring job only when runDue names it (the API tests) */
  poll?: boolean;
}

export interface QueueWorker {
  /**
   * Runs everything due now, one at a time, until nothing is due; `recurring` names recurring jobs to run now
   * whatever their next time. Resolves with how many jobs ran.
   */
  runDue(opts?: { recurring?: readonly string[] }): Promise<number>;
  /** no new job starts; resolves when the running one has ended */
  stop(): Promise<void>;
}

const DEFAULT_RETRY_LIMIT = 5;

function message(err: unknown): string {
  return String((err as Error)?.message ?? err).slice(0, 1000);
}

/**
 * Starts a worker for `jobs` on `env.db`. Several processes may each run one: a one-off job is claimed by exactly one
 * of them (FOR UPDATE SKIP LOCKED in one autocommitted statement), a recurring one by one at a time (its schedule row
 * moved on under a lease). A job whose process died is claimed again once its lease has passed.
 */
export async function startQueue(env: JobEnv, jobs: readonly JobDef[], opts: QueueOptions = {}): Promise<QueueWorker> {
  const { db, logger } = env;
  const pollMs = opts.pollMs ?? 500;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const retryBaseMs = opts.retryBaseMs ?? 5000;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  if (byName.size !== jobs.length) throw new Error('two jobs share a name');
  const oneOff = jobs.filter((j) => !j.everyMs).map((j) => j.name);
  const recurring = jobs.filter((j) => j.everyMs);

  // keep next_run_at of a schedule that exists: a restart does not run every recurring job again at once
  for (const j of recurring) {
    await db.query(
      `insert into queue_schedules (name, every_ms) values ($1, $2) on conflict (name) do update set every_ms = excluded.every_ms`,
      [j.name, j.everyMs],
    );
  }

  /** Claims and runs one due one-off job; false when none is due. */
  const runOne = async (): Promise<boolean> => {
    if (oneOff.length === 0) return false;
    const [row] = await db.query<{ id: number; name: string; data: unknown; attempts: number }>(
      `update queue_jobs set state = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => $2::double precision / 1000)
        where id = (select id from queue_jobs
                     where name = any($1::text[]) and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
                     order by run_at, id limit 1 for update skip locked)
        returning id, name, data, attempts`,
      [oneOff, leaseMs],
    );
    if (!row) return false;
    const def = byName.get(row.name)!;
    try {
      await def.handler(typeof row.data === 'string' ? JSON.parse(row.data) : row.data, env);
      await db.query(`update queue_jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null where id = $1`, [row.id]);
    } catch (err) {
      const limit = def.retryLimit ?? DEFAULT_RETRY_LIMIT;
      const giveUp = row.attempts > limit;
      logger.warn('job failed', { job: row.name, jobId: row.id, attempts: row.attempts, givenUp: giveUp, ...errorFields(err) });
      const waitMs = Math.min(retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
      try {
        await db.query(
          `update queue_jobs set state = $2, last_error = $3, locked_until = null,
              run_at = now() + make_interval(secs => $4::double precision / 1000), finished_at = case when $2 = 'failed' then now() end
            where id = $1`,
          [row.id, giveUp ? 'failed' : 'queued', message(err), waitMs],
        );
      } catch (e) {
        // another job with the same singleton key was queued meanwhile: it does the work, this one is given up
        await db.query(`update queue_jobs set state = 'failed', last_error = $2, finished_at = now(), locked_until = null where id = $1`, [row.id, message(e)]);
      }
    }
    return true;
  };

  /**
   * Runs the recurring jobs that are due (or named in `force`); returns how many ran. A run's lease is the job's own
   * or twice its period (at least a minute), at most `leaseMs`: a process killed mid-run delays the next run that long only. The
   * handlers stay safe if a slow run overlaps the next (SKIP LOCKED, dedupe keys).
   */
  const runSchedules = async (force: readonly string[] = []): Promise<number> => {
    if (recurring.length === 0) return 0;
    const names = recurring.map((j) => j.name);
    const leases = recurring.map((j) => Math.min(leaseMs, j.leaseMs ?? Math.max(60_000, 2 * j.everyMs!)));
    const claimed = await db.query<{ name: string }>(
      `update queue_schedules s set next_run_at = now() + make_interval(secs => s.every_ms::double precision / 1000),
              running_until = now() + make_interval(secs => l.lease_ms / 1000)
         from (select unnest($1::text[]) as name, unnest($4::double precision[]) as lease_ms) l
        where s.name = l.name and ((s.next_run_at <= now() and $3::boolean) or s.name = any($2::text[]))
          and (s.running_until is null or s.running_until < now())
        returning s.name`,
      [names, force, opts.poll !== false, leases],
    );
    for (const { name } of claimed) {
      const def = byName.get(name)!;
      let error: string | null = null;
      try {
        await def.handler({}, env);
      } catch (err) {
        error = message(err);
        logger.error('recurring job failed', { job: name, ...errorFields(err) });
      }
      await db.query(`update queue_schedules set running_until = null, last_error = $2 where name = $1`, [name, error]);
    }
    return claimed.length;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // one round at a time in a process: the timer's rounds and runDue() queue on this chain
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };

  let lastCleanup = 0;
  const round = async (force: readonly string[] = []): Promise<number> => {
    let n = await runSchedules(force);
    while (!stopped && (await runOne())) n++;
    if (Date.now() - lastCleanup > 3_600_000) {
      lastCleanup = Date.now();
      await db.query(`delete from queue_jobs where state in ('done', 'failed') and finished_at < now() - interval '7 days'`);
    }
    return n;
  };

  const schedule = () => {
    if (stopped || opts.poll === false) return;
    timer = setTimeout(() => {
      void serial(() => round())
        .catch((err) => logger.error('queue', errorFields(err)))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };
  schedule();

  return {
    async runDue(o = {}) {
      let total = 0;
      // a job may enqueue another that is due at once: go on until a round finds nothing
      for (;;) {
        const n = await serial(() => round(total === 0 ? (o.recurring ?? []) : []));
        total += n;
        if (n === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
