import type { Verb } from '../../kernel/verb.ts';
import { requireAnyPermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { LIST_KEYS, peopleFilter, peoplePage, searchIds } from './list.ts';
import { toCsv } from './csv.ts';
import type { UserListInput } from './schemas.ts';

const HEADER = ['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'status', 'invitation', 'groups', 'organization', 'created_at', 'last_login_at'];

/** GET users/export: the CSV of every user the list's filter matches (not one page), docs/product-spec.md §10. */
export async function exportUsers({ ctx, input }: Verb<UserListInput>): Promise<{ body: string; filename: string }> {
  const actor = requireAnyPermission(ctx, ...LIST_KEYS);
  const hits = await searchIds(ctx, input.search);
  const rows = await withTenantTx(ctx, async (tx) => peoplePage(tx, await peopleFilter(tx, ctx, actor, input, hits), input, null));
  const body = toCsv(
    HEADER,
    rows.map((u) => [u.id, u.first_name, u.last_name, u.email, u.phone, u.role_name, u.status, u.invitation, u.groups.map((g) => g.name).join('; '), u.organization_name, u.created_at, u.last_login_at]),
  );
  return { body, filename: `users-${new Date().toISOString().slice(0, 10)}.csv` };
}
