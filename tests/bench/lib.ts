// Shared helpers for the benchmarks: child servers, readiness, browsers.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import pg from 'pg';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface Child {
  proc: ChildProcess;
  stop(): Promise<void>;
}

export function startNode(script: string, env: Record<string, string | undefined>, args: string[] = []): Child {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: merged, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    proc,
    stop: () =>
      new Promise((ok) => {
        if (proc.exitCode !== null) return ok();
        proc.once('exit', () => ok());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function rssMiB(pid: number): number {
  // Linux only: the resident set of the server process itself.
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL (default the machine's 127.0.0.1:5432/test), or
 * null when none answers. `prefix` keeps the names of parallel benchmark runs apart; drop() removes it.
 */
export async function postgresDatabase(prefix = 'bench'): Promise<{ url: string; name: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${Date.now().toString(36)}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
