import type { Config } from './config.ts';
import type { Db } from './db.ts';

export interface Tenant {
  id: number;
  subdomain: string;
  name: string;
  /** the centre's contact for its students (e.g. on an expired package) */
  contactEmail?: string | null;
  contactPhone?: string | null;
}

export interface Actor {
  userId: number;
  role: string;
  /** null for platform users (the master) */
  organizationId: number | null;
  /** permission keywords (e.g. "DASHBOARD_INDEX") */
  permissions: Set<string>;
  sessionId: number;
  /** who is acting through this session when it is an impersonation (the audit log names both) */
  impersonatorId?: number | null;
}

/** What every service verb receives: who asks, on which tenant, with which database. */
export interface RequestContext {
  tenant: Tenant | null;
  actor: Actor | null;
  requestId: string;
  ip: string;
  db: Db;
  config: Config;
}
