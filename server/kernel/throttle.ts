import type { Db } from './db.ts';
import { TooManyRequestsError } from './errors.ts';

/** Login throttle (see API-CONTRACT.md): failures only are counted, in PostgreSQL, so every process shares them. */
export const THROTTLE = { accountLimit: 5, ipLimit: 30, windowMs: 15 * 60 * 1000 } as const;

/**
 * Pure decision: given the newest failure times (ms, any order) inside the window, is the next attempt blocked,
 * and for how long? Blocked when `limit` failures lie in the window; it opens when the oldest of the newest
 * `limit` failures leaves the window.
 */
export function throttleDecision(times: readonly number[], limit: number, windowMs: number, now: number): { blocked: boolean; retryAfterMs: number } {
  const recent = times.filter((t) => t > now - windowMs).sort((a, b) => b - a);
  if (recent.length < limit) return { blocked: false, retryAfterMs: 0 };
  const pivot = recent[limit - 1]!;
  return { blocked: true, retryAfterMs: Math.max(1000, pivot + windowMs - now) };
}

export function throttleMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** '<subdomain or *>:<email lower-cased>' */
export function accountKey(subdomain: string | null, email: string): string {
  return `${subdomain ?? '*'}:${email.trim().toLowerCase()}`;
}

// Pre-authentication bookkeeping on the owner connection: there is no actor and no tenant row to scope by.
export class LoginThrottle {
  constructor(private db: Db) {}

  private async times(column: 'account_key' | 'ip', value: string, limit: number): Promise<{ times: number[]; now: number }> {
    const rows = await this.db.query<{ t: number; now: number }>(
      `select (extract(epoch from created_at) * 1000)::float8 as t, (extract(epoch from now()) * 1000)::float8 as now
         from login_attempts where ${column} = $1 and created_at > now() - make_interval(secs => $2)
        order by created_at desc limit $3`,
      [value, THROTTLE.windowMs / 1000, limit],
    );
    return { times: rows.map((r) => Number(r.t)), now: rows[0] ? Number(rows[0].now) : Date.now() };
  }

  /** Throws 429 when the account or the IP is over its limit. */
  async check(account: string, ip: string): Promise<void> {
    for (const [column, value, limit] of [['account_key', account, THROTTLE.accountLimit], ['ip', ip, THROTTLE.ipLimit]] as const) {
      const { times, now } = await this.times(column, value, limit);
      const d = throttleDecision(times, limit, THROTTLE.windowMs, now);
      if (d.blocked) throw new TooManyRequestsError(throttleMessage(d.retryAfterMs), d.retryAfterMs / 1000);
    }
  }

  async fail(account: string, ip: string): Promise<void> {
    await this.db.query(`insert into login_attempts (account_key, ip) values ($1, $2)`, [account, ip]);
    if (Math.random() < 0.02) await this.db.query(`delete from login_attempts where created_at < now() - interval '1 day'`);
  }

  async succeed(account: string): Promise<void> {
    await this.db.query(`delete from login_attempts where account_key = $1`, [account]);
  }
}
