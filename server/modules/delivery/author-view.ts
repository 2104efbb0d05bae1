import type { Actor } from '../../kernel/context.ts';
import { ForbiddenError } from '../../kernel/errors.ts';
import { reveal, viewerOf } from './policy.ts';

/** Whether the caller gets items as stored, with keys (authoring screens): staff only, whatever a student's role holds. */
export function seesAuthorView(actor: Pick<Actor, 'role'> | null): boolean {
  return reveal({ viewer: viewerOf(actor), mode: 'single-practice', state: 'not-started' }).authorView;
}

/** 403 for a caller who does not get the author view (a student holding an authoring key by a role edit). */
export function requireAuthorView(actor: Pick<Actor, 'role'> | null): void {
  if (!seesAuthorView(actor)) throw new ForbiddenError('Items with their keys are for their authors.');
}
