// Table-driven over every registered API route: tenancy, tokens, body limits, content types and the envelope.
// Anonymous 401, roles without the permission (403), other tenants' ids and hostile input are walked over the
// OpenAPI document by matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePermission } from '@server/kernel/route.ts';
import { apiRoutes } from '@server/routes.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';
import { holderOf, signIn, type Caller } from './roles.ts';

let s: TestServer;
let alphaOwner: string;
let betaOwner: string;
let master: string;
let revoked: string;
let callers: Caller[];

// path parameters a route checks before the body get a value it accepts (a kind, a communication), the rest 1
const concrete = (p: string) =>
  p.replace(':token', 'A'.repeat(43)).replace(':country', 'BD').replace('content-management/:kind', 'content-management/question').replace('communications/:kind', 'communications/intro').replace('help/:portal', 'help/student').replace(':topic', 'how-to-use').replace(/:[A-Za-z]+/g, '1').slice(1);
const authRoutes = apiRoutes.filter((r) => r.auth === 'auth');
const bodyRoutes = apiRoutes.filter((r) => r.body && !r.multipart);

beforeAll(async () => {
  s = await startServer();
  alphaOwner = await s.login('alpha', 'owner@alpha.test');
  betaOwner = await s.login('beta', 'owner@beta.test');
  master = await s.login(null, 'master@platform.test');
  revoked = await s.login('alpha', 'owner@alpha.test');
  expect((await s.api('alpha', revoked).post('logout')).status).toBe(200);
  callers = await signIn(s, 'alpha', ['owner@alpha.test', 'teacher@alpha.test', 'student@alpha.test']);
});
afterAll(async () => {
  await s?.close();
});

describe.each(authRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s', (_name, route) => {
  const call = (tenant: string | null, token?: string) =>
    route.method === 'get' ? s.api(tenant, token).get(concrete(route.path)) : s.api(tenant, token)[route.method as 'post'](concrete(route.path), {});

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
  // a caller the route's key check lets through, so the body is what is judged: a centre's holder, or the master
  // on the platform scope for what only the platform does (creating centres, switching them off)
  const at = (): [string | null, string | undefined] => {
    if (route.auth !== 'auth') return ['alpha', undefined];
    const holder = holderOf(callers, routePermission(route));
    return holder ? ['alpha', holder.token] : [null, master];
  };
  it('413 on a JSON body over 1 MiB', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) });
    const r = await s.api(...at())[route.method as 'post'](concrete(route.path), big);
    expectErrorEnvelope(r, 413);
    expect(r.body.message).toBe('Request Entity Too Large');
  });
  it('400 on malformed JSON', async () => {
    const r = await s.api(...at())[route.method as 'post'](concrete(route.path), '{"email": ');
    expectErrorEnvelope(r, 400);
    expect(r.body.message).toBe('Malformed JSON body');
  });
  it('422 with per-field errors on an empty body', async () => {
    const r = await s.api(...at())[route.method as 'post'](concrete(route.path), {});
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).length).toBeGreaterThan(0);
    for (const msgs of Object.values(r.body.errors)) expect(Array.isArray(msgs) && (msgs as unknown[]).every((m) => typeof m === 'string')).toBe(true);
  });
  it('415 to a body that is not application/json, before it is read', async () => {
    const send = (headers: Record<string, string>, body: BodyInit) => s.api(...at()).raw(route.method.toUpperCase(), `/api/v1/${concrete(route.path)}`, { body, headers });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/json-patch+json']) {
      const r = await send({ 'Content-Type': type }, '{"email":"a@b.test","password":"x"}');
      expectErrorEnvelope(r, 415);
    }
    // a body without any Content-Type (a Uint8Array body gets none from fetch)
    expectErrorEnvelope(await send({}, new TextEncoder().encode('{}')), 415);
  });
  it('application/json with parameters or in capitals is JSON; no body and no type reads as {}', async () => {
    const send = (headers: Record<string, string>, body?: BodyInit) => s.api(...at()).raw(route.method.toUpperCase(), `/api/v1/${concrete(route.path)}`, { body, headers });
    expectErrorEnvelope(await send({ 'Content-Type': 'application/json; charset=UTF-8' }, '[1]'), 422);
    expectErrorEnvelope(await send({ 'Content-Type': 'Application/JSON' }, '[1]'), 422);
    expect((await send({})).status).not.toBe(415);
  });
  it('422 naming the field for a NUL or an unpaired surrogate anywhere in the body, keys included', async () => {
    for (const [raw, field] of [
      ['{"response":{"text":"a\\u0000b"}}', 'response.text'],
      ['{"title":"x\\ud800"}', 'title'],
      ['{"items":[{"name":"ok"},{"name":"\\udc00z"}]}', 'items.1.name'],
      ['{"k\\u0000":1}', 'k\uFFFD'],
    ] as const) {
      const r = await s.api(...at())[route.method as 'post'](concrete(route.path), raw);
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual([field]);
      expect(r.body.errors[field][0]).toMatch(/cannot be stored/);
    }
  });
  it('422 for a body nested deeper than 64 levels (not a stack overflow or a 500)', async () => {
    const r = await s.api(...at())[route.method as 'post'](concrete(route.path), '['.repeat(100_000) + ']'.repeat(100_000));
    expectErrorEnvelope(r, 422);
    expect(r.body.errors.body[0]).toMatch(/nested too deeply/);
  });
  it('422 (never 500) on wrong-typed bodies', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null', JSON.stringify({ email: ['a'], password: { x: 1 }, user_id: 'abc', token: 5, subdomain: [], exam_date: 1 })]) {
      const r = await s.api(...at())[route.method as 'post'](concrete(route.path), body);
      expectErrorEnvelope(r, 422);
    }
  });
});

describe('query strings and path parameters PostgreSQL could not store', () => {
  it('anonymous GET quiz-set/list?search=%00 (and a lone surrogate) is 422 naming search, not 500', async () => {
    for (const q of ['search=%00', 'search=a%00b', `search=${encodeURIComponent('x')}%ED%A0%80`]) {
      const r = await s.api('alpha').get(`quiz-set/list?${q}`);
      if (q.includes('%ED')) {
        // not UTF-8 at all: left undecoded by the router, so it is only text that matches nothing
        expect(r.status).toBeLessThan(500);
        continue;
      }
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual(['search']);
    }
  });
  it('a NUL in a path parameter is 422 naming it', async () => {
    const student = callers.find((c) => c.role === 'STUDENT')!;
    const r = await s.api('alpha', student.token).get('quiz-test/%00');
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['id']);
  });
  it('every declared permission reads as keys of the catalogue (a typo would refuse everyone)', () => {
    for (const route of apiRoutes) expect(() => routePermission(route)).not.toThrow();
  });
});

describe('caching', () => {
  it('API answers carry Cache-Control: no-store, success and error alike', async () => {
    const ok = await s.api('alpha', alphaOwner).get('auth-user');
    expectOk(ok);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    for (const r of [await s.api('alpha').get('auth-user'), await s.api('nosuchtenant').get('auth-user'), await s.api('alpha').get('no-such-endpoint'), await s.api('alpha').post('login', { email: 'x' })]) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
    const login = await s.api('alpha').post('login', { email: 'student@alpha.test', password: 'Demo-pass-2026' });
    expectOk(login);
    expect(login.headers.get('cache-control')).toBe('no-store');
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
