import { isPermissionKey } from '@kernel/permissions/catalogue.ts';
import type { Actor, RequestContext } from './context.ts';
import { ForbiddenError, UnauthenticatedError } from './errors.ts';

/**
 * First line of every service verb that needs a permission: 401 without an actor, 403 without the key.
 * SUPER_ADMIN passes every check.
 *
 * @example
 *   export async function showDashboard({ ctx }: Verb) {
 *     const actor = requirePermission(ctx, 'DASHBOARD_INDEX');
 *     ...
 *   }
 */
export function requirePermission(ctx: RequestContext, key: string): Actor {
  if (!isPermissionKey(key)) throw new Error(`requirePermission: unknown permission key ${key}`);
  const actor = requireActor(ctx);
  if (actor.role === 'SUPER_ADMIN' || actor.permissions.has(key)) return actor;
  throw new ForbiddenError();
}

/** For verbs open to any signed-in user (auth-user, profile, logout): 401 without an actor. */
export function requireActor(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new UnauthenticatedError();
  return ctx.actor;
}

/** For verbs bound to a role rather than a permission key (e.g. a student's own target score). */
export function requireRole(ctx: RequestContext, ...roles: string[]): Actor {
  const actor = requireActor(ctx);
  if (!roles.includes(actor.role)) throw new ForbiddenError();
  return actor;
}

/** Marks a verb deliberately open to anonymous callers (login, forgot-password...). Greppable on purpose. */
export function publicVerb(_ctx: RequestContext): void {}

/**
 * First line of a verb that serves two audiences (an author with QUESTION_SHOW, a student with TEST_INDEX):
 * 401 without an actor, 403 unless it holds at least one of the keys. The verb then branches with `can`.
 *
 * @example
 *   const actor = requireAnyPermission(ctx, 'QUESTION_SHOW', 'TEST_INDEX');
 *   const author = can(actor, 'QUESTION_SHOW');
 */
export function requireAnyPermission(ctx: RequestContext, ...keys: string[]): Actor {
  for (const key of keys) if (!isPermissionKey(key)) throw new Error(`requireAnyPermission: unknown permission key ${key}`);
  const actor = requireActor(ctx);
  if (actor.role === 'SUPER_ADMIN' || keys.some((k) => actor.permissions.has(k))) return actor;
  throw new ForbiddenError();
}

/** Whether the actor holds a key (SUPER_ADMIN holds every key). */
export function can(actor: Actor, key: string): boolean {
  return actor.role === 'SUPER_ADMIN' || actor.permissions.has(key);
}
