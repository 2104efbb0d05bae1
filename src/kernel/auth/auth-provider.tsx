/**
 * The one auth state of the app: the auth machine (machines/auth.machine.ts), run by auth-actor.ts.
 * xstate loads on demand: without a stored token the machine would only sit in ready / not authenticated,
 * so until something needs it (a token at start, or `load()` after sign-in) this store reports exactly
 * that state without loading it. That keeps ~14 KiB gzip out of the /login load.
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { hasToken } from './session';
import type { AuthUser } from './user';
import type { AuthActor } from './auth-actor';

export interface AuthSnapshot {
  user: AuthUser | null;
  authenticated: boolean;
  loading: boolean;
  error: string | null;
}

type Event = { type: 'user.load' } | { type: 'user.clear' };

/** Bridges React to the (lazily started) auth actor. */
export class AuthStore {
  private actor: AuthActor | null = null;
  private starting: Promise<AuthActor> | null = null;
  private snapshot: AuthSnapshot;
  private listeners = new Set<() => void>();

  constructor(private readonly start: () => Promise<AuthActor> = async () => (await import('./auth-actor')).startAuthActor()) {
    const token = hasToken();
    this.snapshot = { user: null, authenticated: token, loading: token, error: null };
  }

  get = (): AuthSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts the machine (once); with a token it begins by fetching the user. */
  ensureStarted(): Promise<AuthActor> {
    if (this.actor) return Promise.resolve(this.actor);
    this.starting ??= this.start().then((actor) => {
      this.actor = actor;
      actor.subscribe((s) => {
        this.snapshot = { user: s.context.user, authenticated: s.context.authenticated, error: s.context.error, loading: s.matches('loading') };
        for (const l of this.listeners) l();
      });
      return actor;
    });
    return this.starting;
  }

  send(event: Event): void {
    if (event.type === 'user.clear' && !this.actor) {
      this.snapshot = { user: null, authenticated: false, loading: false, error: null };
      for (const l of this.listeners) l();
      return;
    }
    if (event.type === 'user.load' && !this.actor) {
      this.snapshot = { ...this.snapshot, loading: true, authenticated: true, error: null };
      for (const l of this.listeners) l();
    }
    void this.ensureStarted().then((actor) => actor.send(event));
  }
}

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ children, store: given }: { children: ReactNode; store?: AuthStore }) {
  const store = useMemo(() => given ?? new AuthStore(), [given]);
  useEffect(() => {
    if (hasToken()) void store.ensureStarted();
  }, [store]);
  return <AuthContext value={store}>{children}</AuthContext>;
}

export interface AuthView extends AuthSnapshot {
  /** after sign-in or /ref: fetch the auth user */
  load: () => void;
  /** after logout: drop the user */
  clear: () => void;
}

export function useAuth(): AuthView {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  const snap = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(
    () => ({ ...snap, load: () => store.send({ type: 'user.load' }), clear: () => store.send({ type: 'user.clear' }) }),
    [snap, store],
  );
}

/**
 * Guards first fetch the auth user when it is not loaded (docs/product-spec.md §6). 'loading' until it is known,
 * 'missing' when there is no token or the fetch failed.
 */
export function useEnsureAuthUser(): { status: 'loading' | 'ready' | 'missing'; user: AuthUser | null } {
  const auth = useAuth();
  const needsFetch = !auth.loading && !auth.user && !auth.error && hasToken();
  const { load } = auth;
  useEffect(() => {
    if (needsFetch) load();
  }, [needsFetch, load]);
  if (auth.user) return { status: 'ready', user: auth.user };
  if (auth.loading || needsFetch) return { status: 'loading', user: null };
  return { status: 'missing', user: null };
}
