import { describe, expect, it } from 'vitest';
import { deleteRefusal, isLive, testState, type LifecycleRow } from './lifecycle.ts';

const row = (o: Partial<LifecycleRow> = {}): LifecycleRow => ({ completed: true, status: 'active', approval: 'approved', questionIds: [1, 2], publishedAt: null, ...o });

describe('a test lifecycle', () => {
  it('reads draft, awaiting approval, published and inactive from the stored columns', () => {
    // an unfinished wizard is a draft whatever its flags say ("Draft · Active · Approved" was the old label)
    expect(testState(row({ completed: false }), false)).toBe('draft');
    expect(testState(row({ completed: false, status: 'inactive' }), false)).toBe('draft');
    expect(testState(row({ approval: 'pending' }), false)).toBe('awaiting-approval');
    expect(testState(row({ approval: 'unapproved' }), false)).toBe('awaiting-approval');
    expect(testState(row(), false)).toBe('published');
    expect(testState(row({ status: 'inactive' }), false)).toBe('inactive');
    expect(testState(row({ status: 'inactive', approval: 'pending' }), false)).toBe('inactive');
  });

  it('keeps an approved quiz set awaiting until it is published too', () => {
    expect(testState(row(), true)).toBe('awaiting-approval');
    expect(testState(row({ publishedAt: new Date() }), true)).toBe('published');
  });

  it('is live only published with items, as students see it', () => {
    expect(isLive(row(), false)).toBe(true);
    expect(isLive(row({ questionIds: [] }), false)).toBe(false);
    expect(isLive(row({ approval: 'pending' }), false)).toBe(false);
  });

  it('refuses to delete a test with sittings, then a live one; anything else may go', () => {
    expect(deleteRefusal(row({ completed: false }), false, 0)).toBeNull();
    expect(deleteRefusal(row({ approval: 'pending' }), false, 0)).toBeNull();
    expect(deleteRefusal(row({ status: 'inactive' }), false, 0)).toBeNull();
    expect(deleteRefusal(row({ status: 'inactive' }), false, 3)).toBe('has-sittings');
    expect(deleteRefusal(row(), false, 0)).toBe('published');
    expect(deleteRefusal(row(), false, 1)).toBe('has-sittings');
  });
});
