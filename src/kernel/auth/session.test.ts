import { afterEach, describe, expect, it } from 'vitest';
import { mapUserType, portalPath, portalPrefix, storeSession, readSession, clearAllStorage, getUserType } from './session';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() { return this.m.size; }
  clear() { this.m.clear(); }
  getItem(k: string) { return this.m.get(k) ?? null; }
  key(i: number) { return [...this.m.keys()][i] ?? null; }
  removeItem(k: string) { this.m.delete(k); }
  setItem(k: string, v: string) { this.m.set(k, String(v)); }
}

describe('user type mapping', () => {
  it('maps server roles to stored types', () => {
    expect(mapUserType('SUPER_ADMIN')).toBe('MASTER');
    expect(mapUserType('TRAINER')).toBe('TEACHER');
    expect(mapUserType('COACHING_OWNER')).toBe('COACHING-OWNER');
    expect(mapUserType('ADMIN')).toBe('ADMIN');
    expect(mapUserType('STUDENT')).toBe('STUDENT');
    expect(mapUserType('nobody')).toBeNull();
    expect(mapUserType(undefined)).toBeNull();
  });
  it('gives the portal prefix per type, student by default', () => {
    expect(portalPrefix('MASTER')).toBe('master');
    expect(portalPrefix('SUPER_ADMIN')).toBe('master');
    expect(portalPrefix('TEACHER')).toBe('teacher');
    expect(portalPrefix('COACHING-OWNER')).toBe('coaching-owner');
    expect(portalPrefix('ADMIN')).toBe('admin');
    expect(portalPrefix(null)).toBe('student');
    expect(portalPath('TRAINER')).toBe('/teacher/portal');
  });
});

describe('session storage', () => {
  const original = globalThis.localStorage;
  afterEach(() => { Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true }); });

  it('stores the five values with the mapped type and clears everything on logout', () => {
    const mem = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: mem, configurable: true });
    mem.setItem('other', 'x');
    storeSession({ token: 't1', token2: 't2', user_id: 7, user_type: 'SUPER_ADMIN', organization_id: null });
    expect(readSession('token')).toBe('t1');
    expect(readSession('token2')).toBe('t2');
    expect(readSession('user_id')).toBe('7');
    expect(readSession('user_type')).toBe('MASTER');
    expect(getUserType()).toBe('MASTER');
    expect(readSession('organization_id')).toBeNull();
    clearAllStorage();
    expect(mem.length).toBe(0);
  });
});
