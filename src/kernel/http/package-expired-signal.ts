/**
 * Set when the server refuses a call with `code: package_expired` (403): the package ran out after the page was
 * loaded, or the client's clock disagrees with the server's. The http client raises it; the student start-up
 * shows the expiry dialog while it is set. A tiny store, so the http client does not import React.
 */
import { useSyncExternalStore } from 'react';

export const PACKAGE_EXPIRED_CODE = 'package_expired';

let expired = false;
const listeners = new Set<() => void>();

export function isPackageExpiredAnswer(status: number, body: unknown): boolean {
  return status === 403 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === PACKAGE_EXPIRED_CODE;
}

export function signalPackageExpired(): void {
  if (expired) return;
  expired = true;
  for (const l of listeners) l();
}

/** After logout (a next user on this tab starts clean) and in tests. */
export function resetPackageExpiredSignal(): void {
  expired = false;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePackageExpiredSignal(): boolean {
  return useSyncExternalStore(subscribe, () => expired, () => false);
}
