/**
 * The auth state of docs/product-spec.md §4. No fetch, storage or React here: the kernel supplies the `fetchUser`
 * actor and the `removeStoredToken` action with `.provide()`.
 *
 * loading --fetch ok--> ready (authenticated, user set)
 * loading --fetch refused by the server--> ready (not authenticated, error "Failed to fetch user profile", stored token removed)
 * loading --fetch never answered (network, abort)--> ready (not authenticated, the same error, stored token KEPT)
 * ready --user.load--> loading;  ready --user.clear--> ready (user dropped)
 *
 * Why an unanswered fetch keeps the token: a page that unloads mid-fetch (a reload, a link typed in the address bar
 * right after sign-in) aborts it, and removing the token then signed the user out of the page that was loading.
 * Only the server saying no (401, or any answer) proves the token bad. The kernel supplies `wasAnswered`.
 */
import { assign, fromPromise, setup } from 'xstate';

export const FETCH_USER_ERROR = 'Failed to fetch user profile';

export interface AuthContext<U> {
  user: U | null;
  authenticated: boolean;
  error: string | null;
}

export interface AuthInput {
  /** Whether localStorage holds a token when the machine starts. */
  hasToken: boolean;
}

export type AuthEvent =
  /** fetch (or re-fetch) the auth user, e.g. after sign-in or when a guard finds none loaded */
  | { type: 'user.load' }
  /** drop the user (logout) */
  | { type: 'user.clear' };

/** Built per user shape so callers keep their own user type. */
export function createAuthMachine<U = unknown>() {
  return setup({
    types: {
      context: {} as AuthContext<U>,
      events: {} as AuthEvent,
      input: {} as AuthInput,
    },
    actors: {
      fetchUser: fromPromise<U, void>(async () => {
        throw new Error('fetchUser is supplied by the kernel with .provide()');
      }),
    },
    actions: {
      removeStoredToken: () => {},
    },
    guards: {
      /** the failed fetch got an answer from the server (as opposed to a network failure or an abort) */
      wasAnswered: () => true,
      /** nothing to fetch: no token was stored */
      isSignedOut: ({ context }) => !context.authenticated,
    },
  }).createMachine({
    id: 'auth',
    context: ({ input }) => ({ user: null, authenticated: input.hasToken, error: null }),
    initial: 'loading',
    states: {
      loading: {
        always: { guard: 'isSignedOut', target: 'ready' },
        invoke: {
          src: 'fetchUser',
          onDone: {
            target: 'ready',
            actions: assign({ user: ({ event }) => event.output, authenticated: true, error: null }),
          },
          onError: [
            {
              guard: 'wasAnswered',
              target: 'ready',
              actions: [assign({ user: null, authenticated: false, error: FETCH_USER_ERROR }), 'removeStoredToken'],
            },
            { target: 'ready', actions: assign({ user: null, authenticated: false, error: FETCH_USER_ERROR }) },
          ],
        },
      },
      ready: {
        on: {
          'user.load': { target: 'loading', actions: assign({ authenticated: true, error: null }) },
          'user.clear': { actions: assign({ user: null, authenticated: false, error: null }) },
        },
      },
    },
  });
}

export const authMachine = createAuthMachine();
