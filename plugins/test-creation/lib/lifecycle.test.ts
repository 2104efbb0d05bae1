import { describe, expect, it } from 'vitest';
import { changeFor, lifecycleActions, needsConfirm } from './lifecycle';

const all = () => true;

describe('the lifecycle actions of a test row', () => {
  it('offers Publish to a finished test, Deactivate to a published one, Activate to an inactive one, Delete where students cannot see it', () => {
    expect(lifecycleActions({ state: 'draft' }, all, true)).toEqual(['delete']);
    expect(lifecycleActions({ state: 'awaiting-approval' }, all, true)).toEqual(['publish', 'deactivate', 'delete']);
    expect(lifecycleActions({ state: 'published' }, all, true)).toEqual(['deactivate']);
    expect(lifecycleActions({ state: 'inactive' }, all, true)).toEqual(['activate', 'delete']);
  });

  it('offers only what the user may do, and nothing on a row that is not theirs to change', () => {
    expect(lifecycleActions({ state: 'awaiting-approval' }, (a) => a === 'CHANGE_STATUS', true)).toEqual(['deactivate']);
    expect(lifecycleActions({ state: 'draft' }, (a) => a !== 'DESTROY', true)).toEqual([]);
    expect(lifecycleActions({ state: 'inactive' }, all, false)).toEqual([]);
  });

  it('sends the approval to publish and the status otherwise, showing the next state meanwhile', () => {
    expect(changeFor('publish', { approval: 'pending' })).toEqual({ approval: 'approved', state: 'published' });
    expect(changeFor('deactivate', { approval: 'approved' })).toEqual({ status: 'inactive', state: 'inactive' });
    expect(changeFor('activate', { approval: 'approved' })).toEqual({ status: 'active', state: 'published' });
    expect(changeFor('activate', { approval: 'pending' })).toEqual({ status: 'active', state: 'awaiting-approval' });
  });

  it('confirms a delete and the deactivation of a published test only', () => {
    expect(needsConfirm('delete', { state: 'draft' })).toBe(true);
    expect(needsConfirm('deactivate', { state: 'published' })).toBe(true);
    expect(needsConfirm('deactivate', { state: 'awaiting-approval' })).toBe(false);
    expect(needsConfirm('publish', { state: 'awaiting-approval' })).toBe(false);
  });
});
