// Table-driven over every registered API route: tenancy, authentication, body limits and the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@server/routes.ts';
import { expectErrorEnvelope, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let alphaOwner: string;
let betaOwner: string;
let revoked: string;

const concrete = (p: string) => p.replace(':token', 'A'.repeat(43)).replace(':country', 'BD').slice(1);
const authRoutes = apiRoutes.filter((r) => r.auth === 'auth');
const bodyRoutes = apiRoutes.filter((r) => r.body && !r.multipart);

beforeAll(async () => {
  s = await startServer();
  alphaOwner = await s.login('alpha', 'owner@alpha.test');
  betaOwner = await s.login('beta', 'owner@beta.test');
  revoked = await s.login('alpha', 'owner@alpha.test');
  expect((await s.api('alpha', revoked).post('logout')).status).toBe(200);
});
afterAll(async () => {
  await s?.close();
});

describe.each(authRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s', (_name, route) => {
  const call = (tenant: string | null, token?: string) =>
    route.method === 'get' ? s.api(tenant, token).get(concrete(route.path)) : s.api(tenant, token)[route.method as 'post'](concrete(route.path), {});

  it('401 without a token', async () => expectErrorEnvelope(await call('alpha'), 401));
  it('401 with a garbage token', async () => expectErrorEnvelope(await call('alpha', 'not-a-token'), 401));
  it('401 with a revoked token (after logout)', async () => expectErrorEnvelope(await call('alpha', revoked), 401));
  it("401 with another tenant's token", async () => expectErrorEnvelope(await call('alpha', betaOwner), 401));
  it("401 with a tenant's token on the platform scope", async () => expectErrorEnvelope(await call(null, alphaOwner), 401));
  it('404 on an unknown tenant', async () => {
    const r = await call('nosuchtenant', alphaOwner);
    expectErrorEnvelope(r, 404);
    expect(r.body.message).toBe('Unknown tenant');
  });
});

describe.each(bodyRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s body handling', (_name, route) => {
  const token = () => (route.auth === 'auth' ? alphaOwner : undefined);
  it('413 on a JSON body over 1 MiB', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) });
    const r = await s.api('alpha', token())[route.method as 'post'](concrete(route.path), big);
    expectErrorEnvelope(r, 413);
    expect(r.body.message).toBe('Request Entity Too Large');
  });
  it('400 on malformed JSON', async () => {
    const r = await s.api('alpha', token())[route.method as 'post'](concrete(route.path), '{"email": ');
    expectErrorEnvelope(r, 400);
    expect(r.body.message).toBe('Malformed JSON body');
  });
  it('422 with per-field errors on an empty body', async () => {
    const r = await s.api('alpha', token())[route.method as 'post'](concrete(route.path), {});
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).length).toBeGreaterThan(0);
    for (const msgs of Object.values(r.body.errors)) expect(Array.isArray(msgs) && (msgs as unknown[]).every((m) => typeof m === 'string')).toBe(true);
  });
  it('422 (never 500) on wrong-typed bodies', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null', JSON.stringify({ email: ['a'], password: { x: 1 }, user_id: 'abc', token: 5, subdomain: [], exam_date: 1 })]) {
      const r = await s.api('alpha', token())[route.method as 'post'](concrete(route.path), body);
      expectErrorEnvelope(r, 422);
    }
  });
});

describe('unknown API paths', () => {
  it('404 envelope for an unknown path and a wrong method', async () => {
    expectErrorEnvelope(await s.api('alpha').get('no-such-endpoint'), 404);
    expectErrorEnvelope(await s.api('alpha').raw('DELETE', '/api/v1/login'), 404);
  });
  it('every answer has an X-Request-Id', async () => {
    const r = await s.api('alpha').get('no-such-endpoint');
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
