import { permissionById } from '@kernel/permissions/catalogue.ts';
import type { Actor, Tenant } from './context.ts';
import type { Db } from './db.ts';
import { hashToken, looksLikeToken } from './tokens.ts';

/** Snapshot of the signed-in user taken by the auth lookup; GET auth-user answers from it without a query. */
export interface AuthSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  packageExpiryDate: string | null;
  hasTargetScore: boolean;
  permissionIds: string[];
}

export interface AuthenticatedActor extends Actor {
  snapshot: AuthSnapshot;
}

interface Row {
  session_id: number;
  user_id: number;
  organization_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  image: string | null;
  status: string;
  package_expiry_date: string | null;
  role: string;
  permissions: string[] | null;
  has_target_score: boolean;
  impersonator_id: number | null;
}

// One statement (exported for the benchmark floor), prepared once per pg connection: session + user + role + permission ids + target flag.
// Runs on the owner connection on purpose: the token is the only thing that says which tenant the row is in.
export const AUTH_LOOKUP_SQL = `
select s.id as session_id, s.impersonator_id, u.id as user_id, u.organization_id, u.first_name, u.last_name, u.email, u.image, u.status,
       to_char(u.package_expiry_date, 'YYYY-MM-DD') as package_expiry_date, r.kind as role,
       (select array_agg(rp.permission_id order by rp.permission_id) from role_permissions rp where rp.role_id = u.role_id) as permissions,
       exists (select 1 from target_scores t where t.user_id = u.id) as has_target_score
  from sessions s
  join users u on u.id = s.user_id
  join roles r on r.id = u.role_id
 where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null`;

/** Parses `Authorization: Bearer <token>`; anything else is no token at all. */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m && m[1] ? m[1] : null;
}

/**
 * Resolves a bearer token to an actor on the given tenant, or null (401 for the caller) when the token is
 * unknown, expired, revoked, belongs to an inactive user or to another tenant. The master (organization null,
 * SUPER_ADMIN) is accepted on every scope; a tenant user only on its own tenant.
 */
export async function authenticate(db: Db, token: string, tenant: Tenant | null): Promise<AuthenticatedActor | null> {
  if (!looksLikeToken(token)) return null;
  const rows = await db.query<Row>(AUTH_LOOKUP_SQL, [hashToken(token)], 'auth_lookup');
  const row = rows[0];
  if (!row || row.status !== 'active') return null;
  if (row.organization_id === null) {
    if (row.role !== 'SUPER_ADMIN') return null;
  } else if (!tenant || tenant.id !== row.organization_id) {
    return null;
  }
  const ids = row.permissions ?? [];
  const keys = new Set<string>();
  for (const id of ids) {
    const p = permissionById(id);
    if (p) keys.add(p.keyword);
  }
  return {
    userId: row.user_id,
    role: row.role,
    organizationId: row.organization_id,
    permissions: keys,
    sessionId: row.session_id,
    impersonatorId: row.impersonator_id,
    snapshot: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      image: row.image,
      packageExpiryDate: row.package_expiry_date,
      hasTargetScore: row.has_target_score,
      permissionIds: ids,
    },
  };
}
