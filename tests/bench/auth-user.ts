// GET auth-user at 50 connections through the product's server, beside the floor server, on one database.
import autocannon from 'autocannon';
import { startNode, waitFor, rssMiB } from './lib.ts';

export interface LoadFigures { rps: number; p50: number; p99: number; non2xx: number; errors: number }

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  await autocannon({ url, connections: 50, duration: 2, headers }); // warm-up: JIT, prepared statements, pools
  const r = await autocannon({ url, connections: 50, duration: seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'alpha' },
    body: JSON.stringify({ email: 'student@alpha.test', password: 'Demo-pass-2026' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login failed: ${res.status}`);
  return body.data.token;
}

export async function benchAuthUser(db: { name: string; env: Record<string, string | undefined> }, seconds: number) {
  const appPort = 3291;
  const floorPort = 3292;
  const app = startNode('server/main.ts', { ...db.env, PORT: String(appPort), SERVE_SPA: 'false' });
  let token: string;
  let product: LoadFigures;
  let rssAfterLoad: number;
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/v1/health`);
    token = await login(`http://127.0.0.1:${appPort}`);
    product = await load(`http://127.0.0.1:${appPort}/api/v1/auth-user`, { authorization: `Bearer ${token}`, 'x-tenant': 'alpha' }, seconds);
    rssAfterLoad = rssMiB(app.proc.pid!);
  } finally {
    await app.stop();
  }
  const floor = startNode('tests/bench/floor-server.ts', { ...db.env, PORT: String(floorPort) });
  let floorFigures: LoadFigures;
  try {
    await waitFor(`http://127.0.0.1:${floorPort}/health`);
    floorFigures = await load(`http://127.0.0.1:${floorPort}/`, { authorization: `Bearer ${token}` }, seconds);
  } finally {
    await floor.stop();
  }
  return { database: db.name, product, floor: floorFigures, ratio: product.rps / floorFigures.rps, rssAfterLoad };
}
