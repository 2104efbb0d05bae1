import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';
import { loadConfig } from './config.ts';
import { DEFAULT_LOGIN_THROTTLE as D, accountKey, addressKey, scopeVerdict, slowDownDelay, strictest, throttleError, throttleMessage } from './throttle.ts';

const now = 1_000_000_000;
const sec = 1000;
const min = 60 * sec;
/** `n` failures, the newest `ageMs` ago, one second apart going back */
const failures = (n: number, ageMs = 0) => Array.from({ length: n }, (_, i) => now - ageMs - i * sec);

describe('slow-down delays', () => {
  it('are zero up to slowAfter, then double per failure up to the cap', () => {
    const rule = { slowAfter: 3, refuseAt: 10 };
    expect([0, 1, 2].map((n) => slowDownDelay(n, rule, D))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => slowDownDelay(n, rule, D))).toEqual([1 * sec, 2 * sec, 4 * sec, 8 * sec]);
    expect(slowDownDelay(9, rule, D)).toBe(D.maxDelayMs);
    expect(slowDownDelay(1000, rule, D)).toBe(D.maxDelayMs);
  });

  it('a rule with slowAfter at refuseAt only refuses', () => {
    expect(slowDownDelay(299, D.account, D)).toBe(0);
  });
});

describe('scopeVerdict', () => {
  it('is open below slowAfter, however recent the failures', () => {
    expect(scopeVerdict(failures(2), D.pair, D, now)).toEqual({ kind: 'open' });
  });

  it('slows an attempt that comes before the delay has passed, and opens after it', () => {
    expect(scopeVerdict(failures(4), D.pair, D, now)).toEqual({ kind: 'slowed', retryAfterMs: 2 * sec });
    expect(scopeVerdict(failures(4, 500), D.pair, D, now)).toEqual({ kind: 'slowed', retryAfterMs: 1500 });
    expect(scopeVerdict(failures(4, 2 * sec), D.pair, D, now)).toEqual({ kind: 'open' });
  });

  it('refuses at refuseAt until the oldest of the newest refuseAt failures leaves the window', () => {
    const times = Array.from({ length: 10 }, (_, i) => now - (i + 1) * min);
    const v = scopeVerdict(times, D.pair, D, now);
    expect(v).toEqual({ kind: 'refused', retryAfterMs: 5 * min });
    expect(throttleMessage(v as { kind: 'refused'; retryAfterMs: number })).toBe('Too many login attempts. Please try again in 5 minutes.');
  });

  it('forgets failures outside the window', () => {
    const old = Array.from({ length: 10 }, (_, i) => now - D.windowMs - i * sec);
    expect(scopeVerdict(old, D.pair, D, now)).toEqual({ kind: 'open' });
  });
});

describe('strictest', () => {
  it('refused beats slowed beats open; the longer wait wins within a kind', () => {
    expect(strictest([{ kind: 'open' }, { kind: 'slowed', retryAfterMs: 5 }, { kind: 'refused', retryAfterMs: 1 }])).toEqual({ kind: 'refused', retryAfterMs: 1 });
    expect(strictest([{ kind: 'slowed', retryAfterMs: 5 }, { kind: 'slowed', retryAfterMs: 9 }])).toEqual({ kind: 'slowed', retryAfterMs: 9 });
    expect(strictest([])).toEqual({ kind: 'open' });
  });
});

describe('throttle answers', () => {
  it('429 with Retry-After in whole seconds and a code per kind', () => {
    const slowed = throttleError({ kind: 'slowed', retryAfterMs: 1500 });
    expect([slowed.status, slowed.code, slowed.headers?.['Retry-After']]).toEqual([429, 'login_slowed', '2']);
    expect(slowed.message).toBe('Too many login attempts. Please wait 2 seconds and try again.');
    const refused = throttleError({ kind: 'refused', retryAfterMs: 30_000 });
    expect([refused.code, refused.headers?.['Retry-After'], refused.message]).toEqual(['login_refused', '30', 'Too many login attempts. Please try again in 1 minute.']);
  });
});

describe('keys', () => {
  it('account keys are per tenant and case-insensitive', () => {
    expect(accountKey('alpha', ' A@B.test ')).toBe('alpha:a@b.test');
    expect(accountKey(null, 'a@b.test')).toBe('*:a@b.test');
  });

  it('addresses: IPv4 as is, IPv4-mapped unwrapped, IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('clientAddress', () => {
  it('trusts no proxy unless TRUST_PROXY says how many', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('takes the entry the trusted proxies vouch for, not one the client wrote', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.3', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'not-an-ip', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9', 5)).toBe('203.0.113.9');
  });
});
