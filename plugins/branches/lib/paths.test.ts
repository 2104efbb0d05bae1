import { describe, expect, it } from 'vitest';
import { centreFromParams, courseViewFromPath, isMasterPath, messageScopeFromPath, sectionFromPath } from './paths';
import { checkAmount, newIdempotencyKey } from './payment';

describe('pages read their address', () => {
  it('knows the master pages and the chosen centre', () => {
    expect(isMasterPath('/master/branch-management/branch-creation/list-of-branch')).toBe(true);
    expect(isMasterPath('/admin/branches')).toBe(false);
    expect(centreFromParams(new URLSearchParams('centre=12'))).toBe(12);
    for (const bad of ['', 'x', '0', '-1', '1.5', '99999999999']) expect(centreFromParams(new URLSearchParams(`centre=${bad}`))).toBeUndefined();
  });

  it('maps the section, message scope and course pages', () => {
    expect(sectionFromPath('/master/branch-management/branch-creation/branch-contract')).toBe('contract');
    expect(sectionFromPath('/master/branch-management/branch-creation/support')).toBe('support');
    expect(sectionFromPath('/master/branch-management/branch-creation/branch-ad-ons')).toBe('addons');
    expect(sectionFromPath('/master/branch-management/branch-creation/payment/')).toBe('payment');
    expect(messageScopeFromPath('/master/branch-management/branch-creation/communication')).toBe('branch');
    expect(messageScopeFromPath('/master/branch-management/enrollment-management/communication')).toBe('enrollment');
    expect(messageScopeFromPath('/master/branch-management/course-management/communication')).toBe('course');
    expect(courseViewFromPath('/master/branch-management/course-management/course-contract')).toBe('contract');
    expect(courseViewFromPath('/master/branch-management/course-management/course-ad-ons')).toBe('addons');
    expect(courseViewFromPath('/master/branch-management/course-management/course-list')).toBe('list');
  });
});

describe('record payment rules', () => {
  it('takes amounts in major units as exact minor units, up to what is due', () => {
    expect(checkAmount('5,000', 500_000)).toEqual({ minor: 500_000 });
    expect(checkAmount('0.10', 500_000)).toEqual({ minor: 10 });
    expect(checkAmount('৫০০', 500_000)).toEqual({ minor: 50_000 });
    expect(checkAmount('5000.01', 500_000)).toEqual({ problem: 'tooMuch' });
    expect(checkAmount('0', 500_000)).toEqual({ problem: 'zero' });
    expect(checkAmount('-5', 500_000)).toEqual({ problem: 'invalid' });
    expect(checkAmount('1e3', 500_000)).toEqual({ problem: 'invalid' });
  });
  it('makes a key of the length the server takes', () => {
    const key = newIdempotencyKey(() => '123e4567-e89b-12d3-a456-426614174000');
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(128);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
