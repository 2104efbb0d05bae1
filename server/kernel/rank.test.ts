import { describe, expect, it } from 'vitest';
import type { AppError } from './errors.ts';
import { actorRank, rankVerdict, requireRankOver, targetRank } from './rank.ts';

const alpha = (role: string) => ({ role, organizationId: 1 });
const beta = (role: string) => ({ role, organizationId: 2 });
const master = { role: 'SUPER_ADMIN', organizationId: null };

describe('rank rule', () => {
  it('orders master > coaching owner > admin > trainer > student', () => {
    const order = ['SUPER_ADMIN', 'COACHING_OWNER', 'ADMIN', 'TRAINER', 'STUDENT'];
    for (let i = 0; i + 1 < order.length; i++) expect(actorRank(order[i]!)).toBeGreaterThan(actorRank(order[i + 1]!));
  });

  it('lets an actor act only on strictly lower ranks of its own tenant', () => {
    expect(rankVerdict(alpha('COACHING_OWNER'), alpha('ADMIN'))).toBe('allowed');
    expect(rankVerdict(alpha('ADMIN'), alpha('TRAINER'))).toBe('allowed');
    expect(rankVerdict(alpha('TRAINER'), alpha('STUDENT'))).toBe('allowed');
    expect(rankVerdict(alpha('ADMIN'), alpha('COACHING_OWNER'))).toBe('forbidden');
    expect(rankVerdict(alpha('ADMIN'), alpha('ADMIN'))).toBe('forbidden');
    expect(rankVerdict(alpha('STUDENT'), alpha('STUDENT'))).toBe('forbidden');
    expect(rankVerdict(alpha('TRAINER'), alpha('ADMIN'))).toBe('forbidden');
  });

  it('never reaches into another tenant (not_found, so existence is not told), nor does a tenant user reach the master', () => {
    expect(rankVerdict(alpha('COACHING_OWNER'), beta('STUDENT'))).toBe('not_found');
    expect(rankVerdict(alpha('COACHING_OWNER'), master)).toBe('not_found');
  });

  it('the master acts on every tenant, but not on another master', () => {
    expect(rankVerdict(master, alpha('COACHING_OWNER'))).toBe('allowed');
    expect(rankVerdict(master, beta('STUDENT'))).toBe('allowed');
    expect(rankVerdict(master, master)).toBe('forbidden');
    // a SUPER_ADMIN row bound to a tenant is not the platform master
    expect(rankVerdict({ role: 'SUPER_ADMIN', organizationId: 1 }, beta('STUDENT'))).toBe('not_found');
  });

  it('reads unknown roles cautiously: as actor below a student, as target like an admin', () => {
    expect(actorRank('CUSTOM')).toBe(0);
    expect(targetRank('CUSTOM')).toBe(targetRank('ADMIN'));
    expect(rankVerdict(alpha('CUSTOM'), alpha('STUDENT'))).toBe('forbidden');
    expect(rankVerdict(alpha('ADMIN'), alpha('CUSTOM'))).toBe('forbidden');
    expect(rankVerdict(alpha('COACHING_OWNER'), alpha('CUSTOM'))).toBe('allowed');
    expect(actorRank('constructor')).toBe(0);
    expect(actorRank('__proto__')).toBe(0);
  });

  it('requireRankOver throws 404 or 403 and returns when allowed', () => {
    const status = (f: () => void) => {
      try {
        f();
        return 200;
      } catch (e) {
        return (e as AppError).status;
      }
    };
    expect(status(() => requireRankOver(alpha('ADMIN'), alpha('COACHING_OWNER')))).toBe(403);
    expect(status(() => requireRankOver(alpha('ADMIN'), beta('STUDENT')))).toBe(404);
    expect(status(() => requireRankOver(alpha('COACHING_OWNER'), alpha('ADMIN')))).toBe(200);
  });
});
