import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createAuthMachine, FETCH_USER_ERROR } from './auth.machine';

interface User { name: string }

class Unanswered extends Error {}

function start(opts: { hasToken: boolean; fetch?: () => Promise<User> }) {
  const fetchUser = vi.fn(opts.fetch ?? (async () => ({ name: 'Rahim' })));
  const removeStoredToken = vi.fn();
  const machine = createAuthMachine<User>().provide({
    actors: { fetchUser: fromPromise(() => fetchUser()) },
    actions: { removeStoredToken },
    guards: { wasAnswered: ({ event }) => !('error' in event && event.error instanceof Unanswered) },
  });
  const actor = createActor(machine, { input: { hasToken: opts.hasToken } });
  actor.start();
  return { actor, fetchUser, removeStoredToken };
}

describe('auth machine', () => {
  it('starts loading and authenticated when a token exists, then ready with the user', async () => {
    const { actor, fetchUser } = start({ hasToken: true });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.authenticated).toBe(true);
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context).toEqual({ user: { name: 'Rahim' }, authenticated: true, error: null });
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('is ready and not authenticated without a token, fetching nothing', () => {
    const { actor, fetchUser } = start({ hasToken: false });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.authenticated).toBe(false);
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('on a failed fetch is ready, not authenticated, with the error, and removes the token', async () => {
    const { actor, removeStoredToken } = start({ hasToken: true, fetch: async () => { throw new Error('401'); } });
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context).toEqual({ user: null, authenticated: false, error: FETCH_USER_ERROR });
    expect(FETCH_USER_ERROR).toBe('Failed to fetch user profile');
    expect(removeStoredToken).toHaveBeenCalledTimes(1);
  });

  it('keeps the token when the fetch got no answer (a network failure, or the page unloading mid-fetch)', async () => {
    const { actor, removeStoredToken } = start({ hasToken: true, fetch: async () => { throw new Unanswered('aborted'); } });
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context).toEqual({ user: null, authenticated: false, error: FETCH_USER_ERROR });
    expect(removeStoredToken).not.toHaveBeenCalled();
  });

  it('loads the user after sign-in (user.load) and clears it (user.clear)', async () => {
    const { actor, fetchUser } = start({ hasToken: false });
    actor.send({ type: 'user.load' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready') && s.context.user !== null);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.clear' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ user: null, authenticated: false, error: null });
  });

  it('refuses user.load and user.clear while loading (no second fetch, user kept)', async () => {
    let resolve!: (u: User) => void;
    const { actor, fetchUser } = start({ hasToken: true, fetch: () => new Promise<User>((r) => { resolve = r; }) });
    actor.send({ type: 'user.load' });
    actor.send({ type: 'user.clear' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().can({ type: 'user.clear' })).toBe(false);
    resolve({ name: 'Karim' });
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.user).toEqual({ name: 'Karim' });
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});
