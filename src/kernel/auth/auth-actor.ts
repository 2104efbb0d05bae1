/**
 * The auth machine with the kernel's effects provided (GET auth-user, removing the stored token).
 * Loaded on demand by auth-provider.tsx so xstate stays out of the /login load.
 */
import { createActor, fromPromise } from 'xstate';
import { createAuthMachine } from '@machines/auth.machine';
import { http, HttpError, type ApiEnvelope } from '../http/client';
import { getToken, hasToken, readSession, removeToken } from './session';
import type { AuthUser } from './user';

/**
 * GET auth-user, plus token and user_id from storage (docs/product-spec.md §3). On a page opened with a session the
 * answer was usually asked for at start-up already (app/warm-up.ts, http/primed.ts) and this call takes it.
 */
export async function fetchAuthUser(): Promise<AuthUser> {
  const res = await http.get<ApiEnvelope<AuthUser>>('auth-user');
  return { ...res.data, token: getToken(), user_id: readSession('user_id') };
}

export function startAuthActor() {
  const machine = createAuthMachine<AuthUser>().provide({
    actors: { fetchUser: fromPromise(fetchAuthUser) },
    actions: { removeStoredToken: () => removeToken() },
    // a network failure or an abort (the page unloading) says nothing about the token (auth.machine.ts)
    guards: { wasAnswered: ({ event }) => !('error' in event && event.error instanceof HttpError && event.error.kind !== 'http') },
  });
  return createActor(machine, { input: { hasToken: hasToken() } }).start();
}

export type AuthActor = ReturnType<typeof startAuthActor>;
