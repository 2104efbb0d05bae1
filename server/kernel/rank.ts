import { ForbiddenError, NotFoundError } from './errors.ts';

/**
 * Who may act on whom. Permissions say *what* a role may do; rank says *on whom*: a password reset, an
 * impersonation, a status or role change, a deletion... of another user is allowed only on a user of strictly
 * lower rank in the actor's own tenant. The master (SUPER_ADMIN, no tenant) acts on every tenant, still only on
 * lower ranks (one master cannot take over another).
 *
 *   master (SUPER_ADMIN) > coaching owner > admin > trainer > student
 *
 * Every verb that changes or enters another user's account calls `requireRankOver` once it has read the target.
 */
export const ROLE_RANK: Readonly<Record<string, number>> = Object.freeze({
  SUPER_ADMIN: 50,
  COACHING_OWNER: 40,
  ADMIN: 30,
  TRAINER: 20,
  STUDENT: 10,
});

/**
 * A role the rule does not know (a tenant's custom role, later) is read the cautious way on both sides: as an
 * actor it ranks below a student (it acts on nobody), as a target it ranks as an admin (only the owner and the
 * master act on it), until the rule is told where it belongs.
 */
const UNKNOWN_AS_ACTOR = 0;
const UNKNOWN_AS_TARGET = ROLE_RANK.ADMIN!;

export function actorRank(role: string): number {
  return Object.hasOwn(ROLE_RANK, role) ? ROLE_RANK[role]! : UNKNOWN_AS_ACTOR;
}

export function targetRank(role: string): number {
  return Object.hasOwn(ROLE_RANK, role) ? ROLE_RANK[role]! : UNKNOWN_AS_TARGET;
}

export interface RankSubject {
  role: string;
  /** null for platform users (the master) */
  organizationId: number | null;
}

/**
 * Pure decision. `not_found` when the target lies outside the actor's tenant (the answer must not tell that it
 * exists elsewhere), `forbidden` when it is in reach but not of a lower rank, `allowed` otherwise.
 */
export function rankVerdict(actor: RankSubject, target: RankSubject): 'allowed' | 'forbidden' | 'not_found' {
  const isMaster = actor.role === 'SUPER_ADMIN' && actor.organizationId === null;
  if (!isMaster && (actor.organizationId === null || actor.organizationId !== target.organizationId)) return 'not_found';
  return actorRank(actor.role) > targetRank(target.role) ? 'allowed' : 'forbidden';
}

/** Throws 404 (another tenant's user) or 403 (not of a lower rank); returns when the actor may act on the target. */
export function requireRankOver(actor: RankSubject, target: RankSubject, notFoundMessage = 'User not found'): void {
  const verdict = rankVerdict(actor, target);
  if (verdict === 'not_found') throw new NotFoundError(notFoundMessage);
  if (verdict === 'forbidden') throw new ForbiddenError('You cannot act on a user of the same or a higher rank.');
}
