/**
 * GET auth-user asked for before React renders (app/warm-up.ts), and handed to the first fetchAuthUser that runs
 * with the same token. Only once: a later load (after sign-in, after a renewal) always asks the server again.
 */
import { http, type ApiEnvelope } from '../http/client';
import { getToken } from './session';
import type { AuthUser } from './user';

let primed: { token: string; answer: Promise<ApiEnvelope<AuthUser>> } | null = null;

export function primeAuthUser(): void {
  const token = getToken();
  if (!token || primed) return;
  // no toast here: whoever takes the answer reports its failure the usual way
  const answer = http.get<ApiEnvelope<AuthUser>>('auth-user', { toast: false });
  answer.catch(() => undefined);
  primed = { token, answer };
}

/** The primed answer when it was asked with the token stored now; null otherwise (and it is dropped either way). */
export function takePrimedAuthUser(): Promise<ApiEnvelope<AuthUser>> | null {
  const taken = primed;
  primed = null;
  return taken && taken.token === getToken() ? taken.answer : null;
}
