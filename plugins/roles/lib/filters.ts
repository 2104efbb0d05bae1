/**
 * The role list's and the audit log's filters, kept in the URL: pure helpers that read the query a page sends from
 * its search params ("All" is the empty value and sends nothing) and write one filter back (which resets the page).
 */
import type { AuditFilters, RoleFilters } from '../api/roles-api';

export const ROLE_PER_PAGE = 25;
export const AUDIT_PER_PAGE = 25;

export const ROLE_FILTER_KEYS = ['search', 'kind', 'status'] as const;
export const AUDIT_FILTER_KEYS = ['action', 'actor_id', 'target_type', 'target_id', 'organization_id', 'from', 'to'] as const;

/**
 * The actions the server records (server/kernel/audit.ts AUDIT_ACTIONS), for the action filter. A new action shows in
 * the log whether or not it is listed here; only the filter would lack it.
 */
export const AUDIT_ACTIONS = [
  'user.create', 'user.update', 'user.activate', 'user.deactivate', 'user.delete', 'user.invite', 'user.import',
  'user.impersonate', 'user.role_change', 'user.password_reset',
  'organization.create', 'organization.update', 'organization.activate', 'organization.deactivate', 'organization.delete',
  'role.create', 'role.update', 'role.activate', 'role.deactivate', 'role.delete',
  'group.create', 'group.update', 'group.activate', 'group.deactivate', 'group.delete',
] as const;
export const TARGET_TYPES = ['user', 'organization', 'role', 'group'] as const;

const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

function read<K extends string>(params: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = params.get(k)?.trim();
    if (v) out[k] = v;
  }
  return out;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/** GET roles from the URL. */
export function roleFiltersFromParams(params: URLSearchParams): RoleFilters {
  return { per_page: ROLE_PER_PAGE, page: pageOf(params), ...read(params, ROLE_FILTER_KEYS) };
}

/** GET audit-log from the URL; a malformed id or date is dropped rather than sent for a 422. */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const f: AuditFilters = { per_page: AUDIT_PER_PAGE, page: pageOf(params), ...read(params, AUDIT_FILTER_KEYS) };
  for (const k of ['actor_id', 'target_id', 'organization_id'] as const) if (f[k] && !ID.test(f[k]!)) delete f[k];
  for (const k of ['from', 'to'] as const) if (f[k] && !ISO_DATE.test(f[k]!)) delete f[k];
  if (f.target_id && !f.target_type) delete f.target_id;
  return f;
}

/** The params with these filters set ('' removes one) and the page back to the first. */
export function withFilters(params: URLSearchParams, change: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(change)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

export function hasFilters(params: URLSearchParams, keys: readonly string[]): boolean {
  return keys.some((k) => (params.get(k) ?? '').trim() !== '');
}
