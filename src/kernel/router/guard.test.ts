import { describe, expect, it } from 'vitest';
import { decideNavigation, decidePermission } from './guard';
import { permissionId } from '../permissions/catalogue';

const go = (to: string) => ({ kind: 'redirect', to });
const allow = { kind: 'allow' };

describe('decideNavigation', () => {
  it('sends the root to the own portal, or to /login without a token', () => {
    expect(decideNavigation({ path: '/', userType: 'TEACHER', hasToken: true })).toEqual(go('/teacher/portal'));
    expect(decideNavigation({ path: '/', userType: 'COACHING-OWNER', hasToken: true })).toEqual(go('/coaching-owner/portal'));
    expect(decideNavigation({ path: '/', userType: null, hasToken: false })).toEqual(go('/login'));
  });

  it("redirects another role's portal segment to the own portal", () => {
    for (const seg of ['master', 'admin', 'teacher', 'coaching-owner']) {
      expect(decideNavigation({ path: `/${seg}/portal`, userType: 'STUDENT', hasToken: true, layout: 'role' })).toEqual(go('/student/portal'));
    }
    expect(decideNavigation({ path: '/student/portal', userType: 'MASTER', hasToken: true, layout: 'role' })).toEqual(go('/master/portal'));
    expect(decideNavigation({ path: '/student/result', userType: 'STUDENT', hasToken: true, layout: 'role' })).toEqual(allow);
  });

  it('maps server role names before comparing', () => {
    expect(decideNavigation({ path: '/master/portal', userType: 'SUPER_ADMIN', hasToken: true, layout: 'role' })).toEqual(allow);
    expect(decideNavigation({ path: '/teacher/portal', userType: 'TRAINER', hasToken: true, layout: 'role' })).toEqual(allow);
  });

  it('lets open layouts through without a token', () => {
    for (const layout of ['login', 'registration', 'public-student', 'impersonate'] as const) {
      expect(decideNavigation({ path: '/x', userType: null, hasToken: false, layout })).toEqual(allow);
    }
  });

  it('sends every other layout, not-found included, to /login without a token', () => {
    expect(decideNavigation({ path: '/student/portal', userType: null, hasToken: false, layout: 'role' })).toEqual(go('/login'));
    expect(decideNavigation({ path: '/no/such/page', userType: null, hasToken: false, layout: 'not-found' })).toEqual(go('/login'));
    expect(decideNavigation({ path: '/no/such/page', userType: 'STUDENT', hasToken: true, layout: 'not-found' })).toEqual(allow);
  });
});

describe('decidePermission', () => {
  const user = { role: 'STUDENT', permissions: [permissionId('DASHBOARD_INDEX')] };
  it('needs all keys, else /forbidden', () => {
    expect(decidePermission(user, ['DASHBOARD_INDEX'])).toEqual(allow);
    expect(decidePermission(user, ['DASHBOARD_INDEX', 'TEST_INDEX'])).toEqual(go('/forbidden'));
    expect(decidePermission(null, ['DASHBOARD_INDEX'])).toEqual(go('/forbidden'));
    expect(decidePermission(null, [])).toEqual(allow);
  });
});
