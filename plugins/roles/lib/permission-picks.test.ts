import { describe, expect, it } from 'vitest';
import { filterGroups, groupState, keyState, orderedIds, toggleGroup, toggleKey, type KeyGroup, type KeyRef, type PickRules } from './permission-picks';

const key = (id: string, keyword: string, group = 'User'): KeyRef => ({ id, keyword, label: keyword.toLowerCase().replace(/_/g, ' '), description: `${keyword} (${group})` });
const keys = [key('100501', 'USER_INDEX'), key('100502', 'USER_STORE'), key('100503', 'USER_SHOW')];
const groups: KeyGroup[] = [
  { key: 'dashboard', label: 'Dashboard', permissions: [key('100301', 'DASHBOARD_INDEX', 'Dashboard')] },
  { key: 'user', label: 'User', permissions: keys },
];
const rules = (over: Partial<PickRules> = {}): PickRules => ({ required: new Set(), grantable: () => true, ...over });

describe('the permission picks', () => {
  it('locks a required key: ticking the key or unticking its group leaves it ticked', () => {
    const r = rules({ required: new Set(['100501']) });
    const selected = new Set(['100501', '100502', '100503']);
    expect(keyState(keys[0]!, selected, r)).toBe('locked');
    expect(toggleKey(keys[0]!, selected, r).has('100501')).toBe(true);
    const after = toggleGroup(keys, selected, r);
    expect([...after]).toEqual(['100501']);
  });

  it('never ticks a key the caller cannot give, but lets one already ticked go', () => {
    const r = rules({ grantable: (k) => k.keyword !== 'USER_STORE' });
    expect(keyState(keys[1]!, new Set(), r)).toBe('ungrantable');
    expect(toggleKey(keys[1]!, new Set(), r).has('100502')).toBe(false);
    expect([...toggleGroup(keys, new Set(), r)].sort()).toEqual(['100501', '100503']);
    expect(keyState(keys[1]!, new Set(['100502']), r)).toBe('free');
    expect(toggleKey(keys[1]!, new Set(['100502']), r).has('100502')).toBe(false);
  });

  it('a group box is all, some or none of the keys shown, and ticks all when not all are', () => {
    expect(groupState(keys, new Set())).toBe('none');
    expect(groupState(keys, new Set(['100502']))).toBe('some');
    expect(groupState(keys, new Set(['100501', '100502', '100503']))).toBe('all');
    expect([...toggleGroup(keys, new Set(['100502']), rules())].sort()).toEqual(['100501', '100502', '100503']);
    expect([...toggleGroup(keys, new Set(['100501', '100502', '100503', '100301']), rules())]).toEqual(['100301']);
  });

  it('changes nothing on a read-only role', () => {
    const r = rules({ readOnly: true });
    expect(keyState(keys[0]!, new Set(), r)).toBe('readonly');
    expect(toggleKey(keys[0]!, new Set(), r).size).toBe(0);
    expect(toggleGroup(keys, new Set(), r).size).toBe(0);
  });

  it('filters by label, keyword or description, keeps a whole group whose name matches, and drops empty groups', () => {
    expect(filterGroups(groups, 'store').map((g) => [g.key, g.permissions.map((p) => p.keyword)])).toEqual([['user', ['USER_STORE']]]);
    expect(filterGroups(groups, ' DASH ').map((g) => g.key)).toEqual(['dashboard']);
    expect(filterGroups(groups, 'user')[0]!.permissions).toHaveLength(3);
    expect(filterGroups(groups, 'zzz')).toEqual([]);
    expect(filterGroups(groups, '')).toHaveLength(2);
  });

  it('orders the ids as the catalogue does, unknown ones last', () => {
    expect(orderedIds(groups, new Set(['999999', '100503', '100301']))).toEqual(['100301', '100503', '999999']);
  });
});
