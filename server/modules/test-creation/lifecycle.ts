// Where a test stands for its authors (docs/product-spec.md §4 gives tests a status and an approval and leaves the
// transitions open; this is the product's reading of them): a draft until the wizard's last step is saved, then
// awaiting approval until someone who may approve publishes it, published while it is active and approved, inactive
// once deactivated. Students see only published tests (service.ts `sittable`, which these rules mirror). Pure.
import type { TestState } from './contracts.ts';

export interface LifecycleRow {
  completed: boolean;
  status: 'active' | 'inactive';
  approval: 'approved' | 'unapproved' | 'pending';
  questionIds: readonly number[];
  publishedAt: Date | null;
}

/**
 * The state a list shows. A quiz set has its own publish switch besides the approval: approved and active but not
 * published it is still awaiting (its publication).
 *
 * @example
 *   testState({ completed: true, status: 'active', approval: 'pending', questionIds: [1], publishedAt: null }, false) // 'awaiting-approval'
 */
export function testState(r: LifecycleRow, quizSet: boolean): TestState {
  if (!r.completed) return 'draft';
  if (r.status === 'inactive') return 'inactive';
  if (r.approval !== 'approved' || (quizSet && r.publishedAt === null)) return 'awaiting-approval';
  return 'published';
}

/** Students can see and sit it now (the same rule as `sittable`): it must be deactivated before it is deleted. */
export function isLive(r: LifecycleRow, quizSet: boolean): boolean {
  return testState(r, quizSet) === 'published' && r.questionIds.length > 0;
}

/**
 * Why a test cannot be deleted, or null when it can: a test somebody has sat keeps its results (never deleted), and a
 * published one is withdrawn first, so that it does not vanish from a student's list without a step of its author's.
 */
export function deleteRefusal(r: LifecycleRow, quizSet: boolean, sittings: number): 'has-sittings' | 'published' | null {
  if (sittings > 0) return 'has-sittings';
  if (isLive(r, quizSet)) return 'published';
  return null;
}
