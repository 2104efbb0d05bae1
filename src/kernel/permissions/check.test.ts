import { describe, expect, it } from 'vitest';
import { hasAllPermissions, hasAnyPermission } from './check';
import { permissionId } from './catalogue';

const dash = permissionId('DASHBOARD_INDEX');
const test = permissionId('TEST_INDEX');
const student = { role: 'STUDENT', permissions: [dash] };

describe('hasAnyPermission (menus)', () => {
  it('passes when one key is held', () => {
    expect(hasAnyPermission(student, ['TEST_INDEX', 'DASHBOARD_INDEX'])).toBe(true);
  });
  it('fails when none is held', () => {
    expect(hasAnyPermission(student, ['TEST_INDEX', 'QUIZ_INDEX'])).toBe(false);
  });
  it('shows items without keys, hides everything without a user', () => {
    expect(hasAnyPermission(student, [])).toBe(true);
    expect(hasAnyPermission(null, [])).toBe(false);
  });
  it('compares ids as text, not numbers', () => {
    expect(hasAnyPermission({ role: 'STUDENT', permissions: [String(Number(dash))] }, ['DASHBOARD_INDEX'])).toBe(true);
    expect(hasAnyPermission({ role: 'STUDENT', permissions: ['DASHBOARD_INDEX'] }, ['DASHBOARD_INDEX'])).toBe(false);
  });
});

describe('hasAllPermissions (guards)', () => {
  it('needs every key', () => {
    expect(hasAllPermissions(student, ['DASHBOARD_INDEX', 'TEST_INDEX'])).toBe(false);
    expect(hasAllPermissions({ role: 'STUDENT', permissions: [dash, test] }, ['DASHBOARD_INDEX', 'TEST_INDEX'])).toBe(true);
  });
  it('lets SUPER_ADMIN pass with no permissions listed', () => {
    expect(hasAllPermissions({ role: 'SUPER_ADMIN', permissions: [] }, ['DASHBOARD_INDEX', 'TEST_INDEX'])).toBe(true);
    expect(hasAnyPermission({ role: 'SUPER_ADMIN' }, ['QUIZ_INDEX'])).toBe(true);
  });
  it('never grants an unknown key to others', () => {
    expect(hasAllPermissions({ role: 'ADMIN', permissions: [dash] }, ['NOT_A_KEY'])).toBe(false);
  });
});
