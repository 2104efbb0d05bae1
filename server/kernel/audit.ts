import type { RequestContext } from './context.ts';
import type { Tx } from './db.ts';
import { auditLog } from '../db/schema.ts';

/** What was done; a new kind of action gets a new name here so the audit page can label it. */
export const AUDIT_ACTIONS = [
  'user.create', 'user.update', 'user.activate', 'user.deactivate', 'user.delete', 'user.invite', 'user.import',
  'user.impersonate', 'user.role_change', 'user.password_reset',
  'organization.create', 'organization.update', 'organization.activate', 'organization.deactivate', 'organization.delete',
  'role.create', 'role.update', 'role.activate', 'role.deactivate', 'role.delete',
  'group.create', 'group.update', 'group.activate', 'group.deactivate', 'group.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  targetType: 'user' | 'organization' | 'role' | 'group';
  targetId: number | null;
  /** the tenant the entry belongs to (its owner sees it); defaults to the request's tenant */
  organizationId?: number | null;
  /** what changed, small and readable: `{ from: 'active', to: 'inactive' }`, `{ fields: ['email'] }` */
  details?: Record<string, unknown>;
}

/**
 * Appends one audit entry in the caller's transaction, so the entry exists exactly when the change does. The table
 * refuses UPDATE and DELETE (a trigger), so what is written here stays. Who: the actor and, under an
 * impersonation, the impersonator; from where: the client address.
 */
export async function recordAudit(tx: Tx, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    organizationId: entry.organizationId !== undefined ? entry.organizationId : (ctx.tenant?.id ?? null),
    actorId: ctx.actor?.userId ?? null,
    impersonatorId: ctx.actor?.impersonatorId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    ip: ctx.ip,
  });
}
