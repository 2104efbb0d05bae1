import { isIPv4, isIPv6 } from 'node:net';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';

/**
 * Login throttle (OWASP ASVS 2.2.1): throttle the guesser, not the account's owner.
 *
 * Failed logins are rows of `login_attempts` (account key, address key, time), in PostgreSQL so every process
 * shares them. Three scopes are counted inside one sliding window:
 * - **pair** (one account from one address): the usual guesser. Slowed after a few failures, refused at a few more.
 * - **address** (one address, every account): password spraying. Slowed, then refused, with more room because
 *   many people may sit behind one NAT.
 * - **account** (one account, every address): only distributed guessing reaches its limit, since each address
 *   adds at most `pair.refuseAt` failures a window; refusal only, no slow-down.
 * "Slowed" means the next attempt is allowed only `delay(n)` after the newest failure, the delay doubling with
 * each failure past `slowAfter` (429 with a short Retry-After); "refused" means 429 until the window has let
 * enough failures go. A refused or slowed attempt checks no password and is not counted.
 *
 * An address where the account signed in successfully (within `knownAddressDays`) is the owner's: the address
 * and account scopes do not apply to that pair, only its own pair scope. So neither a sprayer on the same NAT
 * nor a distributed attack on the account locks the owner out of a place it has used before, and a guesser
 * at another address never stops the owner at this one (the pair scope is per address).
 */
export interface ThrottleRule {
  /** failures in the window after which each attempt waits `delay(n)` since the newest failure */
  slowAfter: number;
  /** failures in the window at which every attempt is refused until the window lets them go */
  refuseAt: number;
}

export interface LoginThrottleConfig {
  windowMs: number;
  pair: ThrottleRule;
  address: ThrottleRule;
  account: ThrottleRule;
  /** first slow-down delay; doubles with each further failure */
  baseDelayMs: number;
  maxDelayMs: number;
  /** how long a successful sign-in makes the address "known" for the account */
  knownAddressDays: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = Object.freeze({
  windowMs: 15 * 60 * 1000,
  pair: { slowAfter: 3, refuseAt: 10 },
  address: { slowAfter: 20, refuseAt: 50 },
  account: { slowAfter: 300, refuseAt: 300 },
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  knownAddressDays: 90,
});

export type Verdict = { kind: 'open' } | { kind: 'slowed' | 'refused'; retryAfterMs: number };

/** The wait after `n` failures under a rule (0 while at or below `slowAfter`). */
export function slowDownDelay(n: number, rule: ThrottleRule, cfg: Pick<LoginThrottleConfig, 'baseDelayMs' | 'maxDelayMs'>): number {
  if (n < rule.slowAfter || rule.slowAfter >= rule.refuseAt) return 0;
  const steps = Math.min(n - rule.slowAfter, 30);
  return Math.min(cfg.maxDelayMs, cfg.baseDelayMs * 2 ** steps);
}

/**
 * Pure decision for one scope: given failure times (ms, any order), is the next attempt open, slowed or refused,
 * and for how long? Refused when `refuseAt` failures lie in the window, until the oldest of the newest `refuseAt`
 * leaves it; slowed when the newest failure is younger than the delay the count calls for.
 */
export function scopeVerdict(times: readonly number[], rule: ThrottleRule, cfg: LoginThrottleConfig, now: number): Verdict {
  const recent = times.filter((t) => t > now - cfg.windowMs).sort((a, b) => b - a);
  if (recent.length >= rule.refuseAt) {
    const pivot = recent[rule.refuseAt - 1]!;
    return { kind: 'refused', retryAfterMs: Math.max(1000, pivot + cfg.windowMs - now) };
  }
  const delay = slowDownDelay(recent.length, rule, cfg);
  const wait = recent.length > 0 ? recent[0]! + delay - now : 0;
  return delay > 0 && wait > 0 ? { kind: 'slowed', retryAfterMs: wait } : { kind: 'open' };
}

/** The strictest of several verdicts: refused beats slowed beats open; the longer wait wins within a kind. */
export function strictest(verdicts: readonly Verdict[]): Verdict {
  const weight = (v: Verdict) => (v.kind === 'refused' ? 2 : v.kind === 'slowed' ? 1 : 0);
  let out: Verdict = { kind: 'open' };
  for (const v of verdicts) {
    if (weight(v) > weight(out) || (v.kind !== 'open' && out.kind === v.kind && v.retryAfterMs > (out as { retryAfterMs: number }).retryAfterMs)) out = v;
  }
  return out;
}

export function throttleMessage(v: Exclude<Verdict, { kind: 'open' }>): string {
  if (v.kind === 'slowed') {
    const seconds = Math.max(1, Math.ceil(v.retryAfterMs / 1000));
    return `Too many login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.max(1, Math.ceil(v.retryAfterMs / 60_000));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 429 with Retry-After and a code the client can act on: `login_slowed` or `login_refused`. */
export function throttleError(v: Exclude<Verdict, { kind: 'open' }>): AppError {
  const seconds = Math.max(1, Math.ceil(v.retryAfterMs / 1000));
  return new AppError(429, throttleMessage(v), undefined, { 'Retry-After': String(seconds) }, v.kind === 'slowed' ? 'login_slowed' : 'login_refused');
}

/** '<subdomain or *>:<email lower-cased>' */
export function accountKey(subdomain: string | null, email: string): string {
  return `${subdomain ?? '*'}:${email.trim().toLowerCase()}`;
}

/** Eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(ip: string): number[] | null {
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return null;
  let text = bare;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parts = (s: string | undefined) => (s ? s.split(':').filter(Boolean).map((h) => parseInt(h, 16)) : []);
  const h = parts(head);
  const t = parts(tail);
  const groups = tail === undefined ? h : [...h, ...new Array(8 - h.length - t.length).fill(0), ...t];
  return groups.length === 8 ? groups : null;
}

/**
 * The address a throttle counts by: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64 prefix, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address for every guess.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const g = ipv6Groups(ip);
  if (!g) return ip.slice(0, 64);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  return `${g.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`;
}

type Scope = 'pair' | 'address' | 'account';

// Pre-authentication bookkeeping on the owner connection: there is no actor and no tenant row to scope by.
export class LoginThrottle {
  constructor(
    private db: Db,
    private cfg: LoginThrottleConfig = DEFAULT_LOGIN_THROTTLE,
  ) {}

  /**
   * Throws 429 when the attempt is slowed or refused. `ip` is the client address as the request context has it.
   * One round trip: the newest failures of each scope and whether the pair is a known one.
   */
  async check(account: string, ip: string): Promise<void> {
    const addr = addressKey(ip);
    const { pair, address, account: acc, windowMs, knownAddressDays } = this.cfg;
    const rows = await this.db.query<{ scope: Scope | 'known' | 'now'; t: number }>(
      `(select 'pair' as scope, (extract(epoch from created_at) * 1000)::float8 as t from login_attempts
         where account_key = $1 and ip = $2 and created_at > now() - make_interval(secs => $3) order by created_at desc limit $4)
       union all
       (select 'address', (extract(epoch from created_at) * 1000)::float8 from login_attempts
         where ip = $2 and created_at > now() - make_interval(secs => $3) order by created_at desc limit $5)
       union all
       (select 'account', (extract(epoch from created_at) * 1000)::float8 from login_attempts
         where account_key = $1 and created_at > now() - make_interval(secs => $3) order by created_at desc limit $6)
       union all
       (select 'known', 0 from login_known_addresses
         where account_key = $1 and ip = $2 and last_success_at > now() - make_interval(days => $7))
       union all
       select 'now', (extract(epoch from now()) * 1000)::float8`,
      [account, addr, windowMs / 1000, pair.refuseAt, address.refuseAt, acc.refuseAt, knownAddressDays],
    );
    const times: Record<Scope, number[]> = { pair: [], address: [], account: [] };
    let known = false;
    let now = Date.now();
    for (const r of rows) {
      if (r.scope === 'known') known = true;
      else if (r.scope === 'now') now = Number(r.t);
      else times[r.scope].push(Number(r.t));
    }
    const verdicts = [scopeVerdict(times.pair, pair, this.cfg, now)];
    if (!known) verdicts.push(scopeVerdict(times.address, address, this.cfg, now), scopeVerdict(times.account, acc, this.cfg, now));
    const v = strictest(verdicts);
    if (v.kind !== 'open') throw throttleError(v);
  }

  async fail(account: string, ip: string): Promise<void> {
    await this.db.query(`insert into login_attempts (account_key, ip) values ($1, $2)`, [account, addressKey(ip)]);
    if (Math.random() < 0.02) {
      await this.db.query(`delete from login_attempts where created_at < now() - interval '1 day'`);
      await this.db.query(`delete from login_known_addresses where last_success_at < now() - make_interval(days => $1)`, [this.cfg.knownAddressDays]);
    }
  }

  /**
   * Clears this pair's failures only (another address's failures keep counting against it) and remembers the
   * address as one the account's owner uses.
   */
  async succeed(account: string, ip: string): Promise<void> {
    const addr = addressKey(ip);
    await this.db.query(`delete from login_attempts where account_key = $1 and ip = $2`, [account, addr]);
    await this.db.query(
      `insert into login_known_addresses (account_key, ip) values ($1, $2)
       on conflict (account_key, ip) do update set last_success_at = now()`,
      [account, addr],
    );
  }
}
