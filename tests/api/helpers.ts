import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app.ts';
import { loadConfig, type Config } from '@server/kernel/config.ts';
import { openDb, type Db } from '@server/kernel/db.ts';
import { migrate } from '@server/db/migrate.ts';
import { seed } from '@server/db/seed.ts';
import { startQueue } from '@server/kernel/queue.ts';
import { createLogger } from '@server/kernel/logger.ts';
import { jobs } from '@server/jobs.ts';

export const PASSWORD = 'Demo-pass-2026';

export interface TestServer {
  base: string;
  db: Db;
  config: Config;
  api: (tenant: string | null, token?: string) => Api;
  login: (tenant: string | null, email: string, password?: string) => Promise<string>;
  /**
   * Runs every queued job that is due now (retries at once: no backoff here), and the recurring jobs named, until
   * the queue is idle; resolves with how many ran. No timer runs jobs in the API tests: only this does.
   */
  runJobs: (opts?: { recurring?: readonly string[] }) => Promise<number>;
  close: () => Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface Api {
  get(path: string): Promise<Answer>;
  delete(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
  put(path: string, body?: unknown): Promise<Answer>;
  patch(path: string, body?: unknown): Promise<Answer>;
  /** raw request: `body` is sent as is */
  raw(method: string, path: string, init?: { body?: BodyInit; headers?: Record<string, string> }): Promise<Answer>;
}

/** A fetch helper bound to a tenant (X-Tenant) and an optional bearer token; paths are under /api/v1/. */
export function makeApi(base: string, tenant: string | null, token?: string): Api {
  const send = async (method: string, p: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (tenant) headers['X-Tenant'] = tenant;
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = p.startsWith('/') ? base + p : `${base}/api/v1/${p}`;
    const res = await fetch(url, { method, headers, body: init.body });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: res.status, headers: res.headers, body, text };
  };
  const withJson = (method: string) => (p: string, body?: unknown) =>
    send(method, p, body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  return {
    get: (p) => send('GET', p),
    delete: (p) => send('DELETE', p),
    post: withJson('POST'),
    put: withJson('PUT'),
    patch: withJson('PATCH'),
    raw: send,
  };
}

export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: 'memory://', drop: async () => undefined };
  const pg = (await import('pg')).default;
  const name = `api_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * Starts the real server over HTTP on a random port, on a fresh database: PGlite in memory by default, a new
 * database on the DATABASE_URL server otherwise (dropped by close()).
 */
export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await createDatabase();
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pte-uploads-'));
  // every answer is checked against its route's declared response schema (server/kernel/route.ts)
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: database.url, UPLOAD_DIR: uploadDir, DATA_DIR: uploadDir, DIST_DIR: path.join(uploadDir, 'no-dist'), CHECK_RESPONSES: '1' }, overrides);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await seed(db);
  const app = createApp({ db, config });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', autoCleanupIncoming: true }, () => resolve(s as Server)) as Server;
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = (tenant: string | null, token?: string) => makeApi(base, tenant, token);
  const queue = await startQueue({ db, config, logger: createLogger('silent') }, jobs, { poll: false, retryBaseMs: 0 });
  return {
    base,
    db,
    config,
    api,
    async login(tenant, email, password = PASSWORD) {
      const r = await api(tenant).post('login', { email, password });
      if (r.status !== 200) throw new Error(`login ${email} on ${tenant}: ${r.status} ${r.text}`);
      return r.body.data.token as string;
    },
    runJobs: (opts) => queue.runDue(opts),
    async close() {
      await queue.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await database.drop();
      await fs.rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** `{ success: false, message: string, errors?: {...} }` */
export function expectErrorEnvelope(a: Answer, status: number): void {
  if (a.status !== status) throw new Error(`expected ${status}, got ${a.status}: ${a.text.slice(0, 500)}`);
  const b = a.body;
  if (!b || b.success !== false || typeof b.message !== 'string' || b.message === '') throw new Error(`not an error envelope: ${a.text.slice(0, 500)}`);
  // data rides on an error only beside a machine-readable code that the client acts on (API-CONTRACT.md)
  if ('data' in b && typeof b.code !== 'string') throw new Error('an error envelope carries no data without a code');
  if (/\bat\s+\S+\s+\(|node_modules|\.ts:\d+/.test(a.text)) throw new Error(`stack trace leaked: ${a.text.slice(0, 500)}`);
}

/** `{ success: true, data }` */
export function expectOk(a: Answer, status = 200): void {
  if (a.status !== status) throw new Error(`expected ${status}, got ${a.status}: ${a.text.slice(0, 500)}`);
  if (!a.body || a.body.success !== true || !('data' in a.body)) throw new Error(`not a success envelope: ${a.text.slice(0, 500)}`);
}

/** No answer may carry a hash (argon2 or a 64-hex token hash). */
export function expectNoSecrets(a: Answer): void {
  if (/\$argon2|password_hash|token_hash|"[0-9a-f]{64}"/.test(a.text)) throw new Error(`secret leaked: ${a.text.slice(0, 500)}`);
}
