/**
 * Pure rules of tasks (no database): which status may follow which, what "overdue" means, and the completion time a
 * status change leaves. service.ts applies them; rules.test.ts checks them.
 */
import type { TaskStatus } from './contracts.ts';

/**
 * The moves a task's status may make. Anything may be finished; work may stop (in progress back to open); a done
 * task is reopened to open, not straight to "in progress", so reopening reads as one clear step in the history.
 * Sending the current status again is no move and always allowed (an idempotent retry).
 */
export const TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  open: ['in-progress', 'done'],
  'in-progress': ['open', 'done'],
  done: ['open'],
};

export function canMove(from: TaskStatus, to: TaskStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** The 422 message for a refused move, or null when the move is allowed. */
export function moveError(from: TaskStatus, to: TaskStatus): string | null {
  if (canMove(from, to)) return null;
  return `A task that is ${from} cannot become ${to}; allowed: ${TRANSITIONS[from].join(', ')}.`;
}

/** Due strictly before `now` and not done. A task without a due time is never overdue. */
export function isOverdue(t: { status: TaskStatus; dueAt: Date | null }, now: Date): boolean {
  return t.status !== 'done' && t.dueAt !== null && t.dueAt.getTime() < now.getTime();
}

/** When a task was completed after a status change: set on becoming done, kept while done, cleared on reopening. */
export function completedAtAfter(from: TaskStatus, to: TaskStatus, previous: Date | null, now: Date): Date | null {
  if (to !== 'done') return null;
  return from === 'done' ? previous : now;
}
