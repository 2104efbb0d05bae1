/**
 * A test's lifecycle as its list shows it (server/modules/test-creation/lifecycle.ts decides the `state`): which
 * actions a row offers and what each changes. Finishing the wizard leaves a test awaiting approval; Publish approves
 * it (students see it), Deactivate takes it away again (confirmed), Activate brings it back, Delete removes a test
 * students cannot see (the server refuses one with sittings). Pure.
 */
import type { TestState } from '../api/authoring-api';

export const TEST_STATES = ['draft', 'awaiting-approval', 'published', 'inactive'] as const satisfies readonly TestState[];

export type LifecycleAction = 'publish' | 'deactivate' | 'activate' | 'delete';

/** The permission action each lifecycle action needs (TEST_APPROVAL, MOCK_TEST_CHANGE_STATUS ...). */
const NEEDS: Record<LifecycleAction, 'APPROVAL' | 'CHANGE_STATUS' | 'DESTROY'> = {
  publish: 'APPROVAL',
  deactivate: 'CHANGE_STATUS',
  activate: 'CHANGE_STATUS',
  delete: 'DESTROY',
};

/** The actions a row offers, in menu order; none on a row the user may not change (a platform test in a centre). */
export function lifecycleActions(row: { state: TestState }, can: (action: 'APPROVAL' | 'CHANGE_STATUS' | 'DESTROY') => boolean, writable: boolean): LifecycleAction[] {
  if (!writable) return [];
  const offered: LifecycleAction[] =
    row.state === 'awaiting-approval' ? ['publish', 'deactivate', 'delete']
      : row.state === 'published' ? ['deactivate']
        : row.state === 'inactive' ? ['activate', 'delete']
          : ['delete'];
  return offered.filter((a) => can(NEEDS[a]));
}

export interface LifecycleChange {
  status?: 'active' | 'inactive';
  approval?: 'approved';
  /** what the row shows until the server answers */
  state: TestState;
}

/** What PATCH change-status sends for an action, and the state the row shows meanwhile. */
export function changeFor(action: Exclude<LifecycleAction, 'delete'>, row: { approval: string }): LifecycleChange {
  if (action === 'publish') return { approval: 'approved', state: 'published' };
  if (action === 'deactivate') return { status: 'inactive', state: 'inactive' };
  return { status: 'active', state: row.approval === 'approved' ? 'published' : 'awaiting-approval' };
}

/** Deactivating takes a test away from students: it is confirmed when they can see it now. */
export const needsConfirm = (action: LifecycleAction, row: { state: TestState }) => action === 'delete' || (action === 'deactivate' && row.state === 'published');
