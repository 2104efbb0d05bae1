/**
 * For tests of a portal card's `reads`: the GETs some query functions make, keyed as the start-up priming keys them
 * (http/primed.ts), so a test can check that a card declares exactly what its queries read.
 */
import { vi } from 'vitest';
import { primeKey } from '../http/primed';

export async function getsOf(queryFns: ReadonlyArray<() => unknown>): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ success: true, data: {} }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  try {
    for (const fn of queryFns) await fn();
  } finally {
    vi.unstubAllGlobals();
  }
  return urls.map((u) => primeKey(u.replace(/^.*?\/api\/v1\//, '')));
}

export function keysOf(reads: readonly string[] | undefined): string[] {
  return (reads ?? []).map((r) => primeKey(r));
}
