import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '@server/kernel/context.ts';
import { withTenantTx } from '@server/kernel/tx.ts';
import { apiRoutes } from '@server/routes.ts';
import { CSP } from '@server/kernel/security-headers.ts';
import { expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

function ctxFor(tenant: { id: number; subdomain: string; name: string } | null, role?: string): RequestContext {
  return {
    tenant,
    actor: role ? { userId: -1, role, organizationId: tenant?.id ?? null, permissions: new Set(), sessionId: 0 } : null,
    requestId: 'test',
    ip: '127.0.0.1',
    db: s.db,
    config: s.config,
  };
}

async function org(sub: string) {
  const [row] = await s.db.query<{ id: number; subdomain: string; name: string }>('select id, subdomain, name from organizations where subdomain = $1', [sub]);
  return row!;
}

describe('row-level security', () => {
  it('every table with organization_id has RLS enabled and at least one policy', async () => {
    const tables = await s.db.query<{ table_name: string }>(
      `select distinct c.table_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(7);
    const missing: string[] = [];
    for (const { table_name } of tables) {
      const [rls] = await s.db.query<{ on: boolean }>(`select relrowsecurity as on from pg_class where oid = ('public.' || $1)::regclass`, [table_name]);
      const [pol] = await s.db.query<{ n: number }>(`select count(*)::int as n from pg_policies where schemaname = 'public' and tablename = $1`, [table_name]);
      if (!rls?.on || !pol || pol.n === 0) missing.push(table_name);
    }
    expect(missing).toEqual([]);
  });

  it('under withTenantTx(alpha) a plain select * from users returns no beta rows', async () => {
    const alpha = await org('alpha');
    const beta = await org('beta');
    const rows = await withTenantTx(ctxFor(alpha, 'COACHING_OWNER'), async (tx) => (await tx.execute(sql`select * from users`)) as unknown);
    const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { organization_id: number | null }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.organization_id === alpha.id)).toBe(true);
    expect(list.some((r) => r.organization_id === beta.id)).toBe(false);
  });

  it('writes into another tenant are refused by the policy', async () => {
    const alpha = await org('alpha');
    const beta = await org('beta');
    await expect(
      withTenantTx(ctxFor(alpha, 'COACHING_OWNER'), (tx) =>
        tx.execute(sql`insert into outbox (organization_id, to_address, subject, body_text) values (${beta.id}, 'x@y.z', 's', 'b')`),
      ),
    ).rejects.toThrow();
    const n = await withTenantTx(ctxFor(alpha, 'COACHING_OWNER'), async (tx) => {
      const r = (await tx.execute(sql`update users set first_name = 'Hacked' where organization_id = ${beta.id} returning id`)) as unknown;
      return (((r as { rows?: unknown[] }).rows ?? r) as unknown[]).length;
    });
    expect(n).toBe(0);
  });

  it('the platform scope: anonymous sees no tenant rows, the master sees all', async () => {
    const anon = await withTenantTx(ctxFor(null), async (tx) => (await tx.execute(sql`select count(*)::int as n from users`)) as unknown);
    const master = await withTenantTx(ctxFor(null, 'SUPER_ADMIN'), async (tx) => (await tx.execute(sql`select count(*)::int as n from users`)) as unknown);
    const count = (r: unknown) => Number((((r as { rows?: unknown[] }).rows ?? r) as { n: number }[])[0]!.n);
    expect(count(anon)).toBe(0);
    expect(count(master)).toBe(10);
  });
});

describe('security headers', () => {
  for (const p of ['/', '/api', '/api/v1/auth-user', '/api/docs']) {
    it(`on ${p}`, async () => {
      const r = await fetch(s.base + p, { headers: { Origin: 'http://evil.test' } });
      expect(r.headers.get('content-security-policy')).toBe(CSP);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBeTruthy();
      expect([...r.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    });
  }
  it('no CORS preflight answer', async () => {
    const r = await fetch(s.base + '/api/v1/login', { method: 'OPTIONS', headers: { Origin: 'http://evil.test', 'Access-Control-Request-Method': 'POST' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('is a 3.1 document listing every registered route', async () => {
    const r = await fetch(s.base + '/api/docs/openapi.json');
    expect(r.status).toBe(200);
    const doc = await r.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    for (const route of apiRoutes) {
      const p = '/api/v1' + route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[p]?.[route.method], `${route.method} ${p}`).toBeDefined();
      const op = doc.paths[p][route.method];
      expect(op.responses['200']).toBeDefined();
      for (const m of p.matchAll(/\{(\w+)\}/g)) expect(op.parameters.some((x: { name?: string; in?: string }) => x.name === m[1] && x.in === 'path')).toBe(true);
      if (route.auth === 'auth') expect(op.security).toEqual([{ bearerAuth: [] }]);
    }
    const count = Object.values(doc.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(apiRoutes.length);
    expect(doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });
  it('the browsable page loads an external script (no inline script)', async () => {
    const html = await (await fetch(s.base + '/api/docs')).text();
    expect(html).toContain('<script src="/api/docs/docs.js"');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const js = await fetch(s.base + '/api/docs/docs.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('errors never leak internals', () => {
  it('wrong-typed query and path values are 404/422, not 500', async () => {
    const token = await s.login('alpha', 'student@alpha.test');
    for (const p of ['postal-code?country[]=BD', 'postal-code?search=' + 'x'.repeat(500), 'common/dropdowns?types=' + ',status'.repeat(200), 'user/verify/%E0%A4%A', 'postal-code/%00']) {
      const r = await s.api('alpha', token).get(p);
      expect([200, 404, 422, 400]).toContain(r.status);
      expect(r.status).not.toBe(500);
    }
    expectOk(await s.api('alpha', token).get('postal-code?search=' + encodeURIComponent("'; drop table users; --")));
  });
});

describe('GET health', () => {
  it('answers ok without a tenant or a token', async () => {
    const s2 = await startServer();
    try {
      const res = await s2.api(null).get('health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
      await s2.db.close();
      const down = await s2.api(null).get('health');
      expect(down.status).toBe(503);
      expect(down.body.data.database).toBe('down');
    } finally {
      await s2.close().catch(() => {});
    }
  });
});
