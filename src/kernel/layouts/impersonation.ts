/**
 * Impersonation (docs/product-spec.md §4): the original user is kept in sessionStorage while a coaching owner or admin
 * acts as a student, and restored on return.
 */
import { readSession, storeSession, type SessionValues } from '../auth/session';

const KEY = 'impersonator';

export function isImpersonating(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Keeps the current session values before switching to the impersonated user. */
export function rememberImpersonator(): void {
  const token = readSession('token');
  if (!token) return;
  const original: SessionValues = {
    token,
    token2: readSession('token2'),
    user_id: readSession('user_id'),
    user_type: readSession('user_type'),
    organization_id: readSession('organization_id'),
  };
  sessionStorage.setItem(KEY, JSON.stringify(original));
}

/** Restores token, user id and type (and the rest) of the original user; throws when nothing valid is kept. */
export function restoreImpersonator(): void {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) throw new Error('No impersonator kept');
  const original = JSON.parse(raw) as SessionValues;
  if (!original?.token) throw new Error('Impersonator has no token');
  storeSession(original);
  sessionStorage.removeItem(KEY);
}
