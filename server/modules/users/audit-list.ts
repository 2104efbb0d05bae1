import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Verb } from '../../kernel/verb.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { auditLog, organizations, users } from '../../db/schema.ts';
import type { AuditEntry } from './contracts.ts';
import type { AuditInput } from './schemas.ts';

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

/** The name of what an entry is about, whatever its kind, read where the entry is listed. */
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select trim(t.first_name || ' ' || t.last_name) from users t where t.id = ${auditLog.targetId})
  when 'organization' then (select t.name from organizations t where t.id = ${auditLog.targetId})
  when 'role' then (select t.name from roles t where t.id = ${auditLog.targetId})
  when 'group' then (select t.name from groups t where t.id = ${auditLog.targetId})
end`;

const person = (id: number | null, first: string | null, last: string | null) => (id === null ? null : { id, full_name: `${first ?? ''} ${last ?? ''}`.trim() });

/**
 * GET audit-log: newest first. An owner reads the centre's entries (USER_INDEX_USER), the master every entry on the
 * bare domain (`organization_id` narrows it). The table is append-only (docs/product-spec.md §10).
 */
export async function listAudit({ ctx, input }: Verb<AuditInput>) {
  requirePermission(ctx, 'USER_INDEX_USER');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 25;
  const where: (SQL | undefined)[] = [
    ctx.tenant ? eq(auditLog.organizationId, ctx.tenant.id) : input.organization_id !== undefined ? eq(auditLog.organizationId, input.organization_id) : undefined,
    input.actor_id !== undefined ? eq(auditLog.actorId, input.actor_id) : undefined,
    input.target_type !== undefined ? eq(auditLog.targetType, input.target_type) : undefined,
    input.target_id !== undefined ? eq(auditLog.targetId, input.target_id) : undefined,
    input.action !== undefined ? eq(auditLog.action, input.action) : undefined,
    input.from !== undefined ? gte(auditLog.createdAt, new Date(`${input.from}T00:00:00Z`)) : undefined,
    input.to !== undefined ? lt(auditLog.createdAt, new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000)) : undefined,
  ];
  return withTenantTx(ctx, async (tx) => {
    const filter = and(...where);
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(filter);
    const rows = await tx
      .select({
        e: auditLog,
        targetName,
        orgName: organizations.name,
        actorFirst: actor.firstName,
        actorLast: actor.lastName,
        impFirst: impersonator.firstName,
        impLast: impersonator.lastName,
      })
      .from(auditLog)
      .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorId))
      .where(filter)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items: AuditEntry[] = rows.map((r) => ({
      id: r.e.id,
      action: r.e.action,
      target_type: r.e.targetType,
      target_id: r.e.targetId,
      target_name: r.targetName ?? null,
      actor: r.e.actorId === null ? null : person(r.e.actorId, r.actorFirst, r.actorLast),
      impersonator: r.e.impersonatorId === null ? null : person(r.e.impersonatorId, r.impFirst, r.impLast),
      details: (r.e.details ?? {}) as Record<string, unknown>,
      ip: r.e.ip,
      created_at: r.e.createdAt.toISOString(),
      organization_id: r.e.organizationId,
      organization_name: r.orgName ?? null,
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}
