// Signed-in demo users with the permission keys the server says they hold (GET auth-user), for the table-driven
// tests that pick "a caller holding this operation's permission" or "every role outside it".
import { permissionById } from '@kernel/permissions/catalogue.ts';
import type { TestServer } from './helpers.ts';

export interface Caller {
  email: string;
  role: string;
  token: string;
  /** permission keys, as GET auth-user reports them (the roles in the database, not the catalogue's defaults) */
  keys: ReadonlySet<string>;
}

/** The `x-permission` extension of an operation in the OpenAPI document. */
export interface OperationPermission {
  anyOf: string[];
  orOwner: boolean;
}

/** Signs each e-mail in on the tenant and reads its role and permission keys. */
export async function signIn(s: TestServer, tenant: string, emails: readonly string[]): Promise<Caller[]> {
  const out: Caller[] = [];
  for (const email of emails) {
    const token = await s.login(tenant, email);
    const me = await s.api(tenant, token).get('auth-user');
    if (me.status !== 200) throw new Error(`auth-user of ${email}: ${me.status} ${me.text.slice(0, 200)}`);
    const ids = me.body.data.permissions as string[];
    const keys = new Set(ids.map((id) => permissionById(id)?.keyword).filter((k): k is string => k !== undefined));
    out.push({ email, role: String(me.body.data.role ?? me.body.data.user_type), token, keys });
  }
  return out;
}

/** Whether the caller passes the operation's key check (no declared permission: everyone signed in does). */
export function holds(caller: Caller, permission: OperationPermission | null | undefined): boolean {
  if (!permission) return true;
  return caller.role === 'SUPER_ADMIN' || permission.anyOf.some((k) => caller.keys.has(k));
}

/** The first caller that passes the key check, or undefined. */
export function holderOf(callers: readonly Caller[], permission: OperationPermission | null | undefined): Caller | undefined {
  return callers.find((c) => holds(c, permission));
}
