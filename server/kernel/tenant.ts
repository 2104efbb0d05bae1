import type { Db } from './db.ts';
import type { Tenant } from './context.ts';
import { AppError, NotFoundError } from './errors.ts';

export const TENANT_INACTIVE_MESSAGE = 'This coaching centre is inactive. Contact the platform for help.';

/** 403 `tenant_inactive`: the centre exists but is switched off (docs/product-spec.md §10); its data stays. */
export class TenantInactiveError extends AppError {
  constructor() {
    super(403, TENANT_INACTIVE_MESSAGE, undefined, undefined, 'tenant_inactive');
  }
}

/** Every resolver of this process, so a change of a centre's status or sub-domain is seen at once here. */
const live = new Set<TenantResolver>();

/** Drops a centre from every resolver's cache of this process (other processes follow within the TTL). */
export function forgetTenant(subdomain: string): void {
  for (const r of live) r.forget(subdomain);
}

/** A syntactically possible sub-domain label (what may reach the database at all). */
export const SUBDOMAIN_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Names no coaching centre may take. */
export const RESERVED_SUBDOMAINS = new Set([
  'www', 'api', 'app', 'admin', 'master', 'platform', 'static', 'assets', 'cdn', 'mail', 'smtp', 'imap', 'pop', 'ftp',
  'files', 'docs', 'status', 'support', 'help', 'blog', 'dev', 'test', 'staging', 'localhost', 'root', 'system', 'dashboard',
  'login', 'auth', 'account', 'billing', 'ns1', 'ns2', 'webmail', 'portal',
]);

export type SubdomainVerdict = { valid: true } | { valid: false; reason: 'format' | 'reserved' };

/** Format and reserved-name rules for a new sub-domain (3-63 characters, a-z 0-9 and inner hyphens). */
export function checkSubdomainRules(value: string): SubdomainVerdict {
  if (value.length < 3 || value.length > 63 || !SUBDOMAIN_RE.test(value) || value.includes('--')) return { valid: false, reason: 'format' };
  if (RESERVED_SUBDOMAINS.has(value)) return { valid: false, reason: 'reserved' };
  return { valid: true };
}

const TTL_MS = 10_000;

/**
 * Resolves `X-Tenant` to an active organization. Positive answers are cached for ~10 s per process: a cache,
 * not state (a deactivated tenant stops resolving within the TTL everywhere).
 */
export class TenantResolver {
  private cache = new Map<string, { tenant: Tenant; until: number }>();

  constructor(private db: Db) {
    live.add(this);
  }

  async resolve(header: string | undefined | null): Promise<Tenant | null> {
    if (header === undefined || header === null || header === '') return null;
    const sub = header.trim().toLowerCase();
    const now = Date.now();
    const hit = this.cache.get(sub);
    if (hit && hit.until > now) return hit.tenant;
    if (!SUBDOMAIN_RE.test(sub)) throw new NotFoundError('Unknown tenant');
    const rows = await this.db.query<{ id: number; subdomain: string; name: string; contact_email: string | null; contact_phone: string | null; status: string }>(
      `select id, subdomain, name, contact_email, contact_phone, status from organizations where subdomain = $1 and deleted_at is null`,
      [sub],
      'tenant_by_subdomain_v2',
    );
    const row = rows[0];
    if (!row || row.status !== 'active') {
      this.cache.delete(sub);
      if (row) throw new TenantInactiveError();
      throw new NotFoundError('Unknown tenant');
    }
    const tenant: Tenant = { id: row.id, subdomain: row.subdomain, name: row.name, contactEmail: row.contact_email, contactPhone: row.contact_phone };
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(sub, { tenant, until: now + TTL_MS });
    return tenant;
  }

  forget(subdomain: string): void {
    this.cache.delete(subdomain);
  }
}

/**
 * The centre's sub-domain of a page host below the platform domain (what the client's tenantFromHost reads):
 * `alpha.localhost:3000` -> `alpha`; the platform domain itself (or www.) -> null.
 */
export function subdomainOfHost(host: string, platformDomain: string): string | null {
  const h = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = platformDomain.toLowerCase().replace(/:\d+$/, '');
  if (!h || h === domain || h === `www.${domain}`) return null;
  if (!h.endsWith(`.${domain}`)) return null;
  const label = h.slice(0, -(domain.length + 1)).split('.').pop() ?? '';
  return label && label !== 'www' ? label : null;
}
