import { describe, expect, it } from 'vitest';
import type { RequestContext } from './context.ts';
import { NOT_IN_PACKAGE, PACKAGE_EXPIRED, PACKAGE_LIMIT_REACHED, checkEntitlement, isPackageExpired, requireActivePackage, requireEntitlement } from './package-access.ts';

const ctxOf = (role: string, packageExpiryDate: string | null): RequestContext =>
  ({ actor: { userId: 1, role, organizationId: 1, permissions: new Set(), sessionId: 1, snapshot: { packageExpiryDate } } }) as unknown as RequestContext;

const outcome = (f: () => void) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    const err = e as { status: number; code?: string };
    return `${err.status} ${err.code ?? ''}`.trim();
  }
};

describe('package expiry', () => {
  it('is good through its last day, expired the day after', () => {
    expect(isPackageExpired('2026-03-05', '2026-03-05')).toBe(false);
    expect(isPackageExpired('2026-03-05', '2026-03-06')).toBe(true);
    expect(isPackageExpired('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPackageExpired(null, '2026-01-01')).toBe(false);
    expect(isPackageExpired('', '2026-01-01')).toBe(false);
  });

  it('refuses an expired student with 403 package_expired; staff and current students pass', () => {
    const today = '2026-03-06';
    expect(outcome(() => requireActivePackage(ctxOf('STUDENT', '2026-03-05'), today))).toBe(`403 ${PACKAGE_EXPIRED}`);
    expect(outcome(() => requireActivePackage(ctxOf('STUDENT', '2026-03-06'), today))).toBe('ok');
    expect(outcome(() => requireActivePackage(ctxOf('STUDENT', null), today))).toBe('ok');
    expect(outcome(() => requireActivePackage(ctxOf('TRAINER', '2020-01-01'), today))).toBe('ok');
    expect(outcome(() => requireActivePackage({ actor: null } as unknown as RequestContext, today))).toBe('401');
  });
});

describe('entitlements (checkEntitlement)', () => {
  const code = (f: () => void) => outcome(f);
  it('refuses a feature the package leaves out', () => {
    expect(code(() => checkEntitlement('mock_test', undefined))).toBe(`403 ${NOT_IN_PACKAGE}`);
    expect(code(() => checkEntitlement('mock_test', { enabled: false, count: 3 }))).toBe(`403 ${NOT_IN_PACKAGE}`);
    expect(code(() => checkEntitlement('quiz', { enabled: true, count: null }, { started: 500 }))).toBe('ok');
  });
  it('counts distinct tests started against the limit', () => {
    expect(code(() => checkEntitlement('practice_test', { enabled: true, count: 2 }, { started: 1 }))).toBe('ok');
    expect(code(() => checkEntitlement('practice_test', { enabled: true, count: 2 }, { started: 2 }))).toBe(`403 ${PACKAGE_LIMIT_REACHED}`);
  });
  it('limits practice to the listed sections (none listed = all)', () => {
    expect(code(() => checkEntitlement('pte_practice', { enabled: true, sections: [] }, { section: 'writing' }))).toBe('ok');
    expect(code(() => checkEntitlement('pte_practice', { enabled: true, sections: ['reading'] }, { section: 'reading' }))).toBe('ok');
    expect(code(() => checkEntitlement('pte_practice', { enabled: true, sections: ['reading'] }, { section: 'writing' }))).toBe(`403 ${NOT_IN_PACKAGE}`);
  });
  it('leaves staff alone without reading anything', async () => {
    await expect(requireEntitlement(ctxOf('ADMIN', null), 'mock_test')).resolves.toBeUndefined();
  });
});
