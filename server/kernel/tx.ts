import { sql } from 'drizzle-orm';
import type { RequestContext } from './context.ts';
import type { Tx } from './db.ts';

export interface TenantTxOptions {
  /**
   * Public flows on the platform scope (the master's own password reset, an anonymous upload) that must see
   * platform rows (organization_id null). The verb then filters by `organization_id is null` itself.
   */
  platformPublic?: boolean;
}

/**
 * Runs `fn` in a transaction scoped to the request's tenant, under row-level security:
 * `SET LOCAL ROLE app_user` (the owner connection is a superuser that would bypass RLS), then
 * `app.tenant_id` = the tenant's id, `app.user_id` = the actor (who always sees its own user row), and
 * `app.platform` = 'on' for the SUPER_ADMIN on the platform scope, who sees every row. Settings are
 * transaction-local, so a pooled connection carries nothing to the next request.
 *
 * Every service verb that touches tenant data runs its queries on the `tx` it gets here, and still filters by
 * the tenant itself: RLS is the second layer, not the only one.
 *
 * @example
 *   const rows = await withTenantTx(ctx, (tx) =>
 *     tx.select().from(users).where(eq(users.organizationId, ctx.tenant!.id)),
 *   );
 */
export async function withTenantTx<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>, opts: TenantTxOptions = {}): Promise<T> {
  const tenantId = ctx.tenant ? String(ctx.tenant.id) : '';
  const platform = !ctx.tenant && (ctx.actor?.role === 'SUPER_ADMIN' || opts.platformPublic === true) ? 'on' : 'off';
  const userId = ctx.actor ? String(ctx.actor.userId) : '';
  return ctx.db.orm.transaction(async (tx) => {
    // one round trip: set_config('role', ..., true) is SET LOCAL ROLE (role is a setting like any other)
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', ${tenantId}, true), set_config('app.platform', ${platform}, true), set_config('app.user_id', ${userId}, true)`,
    );
    return fn(tx as unknown as Tx);
  });
}
