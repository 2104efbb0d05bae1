// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../http/client', () => ({ http: { get: (...a: unknown[]) => get(...a) } }));

describe('the primed auth-user answer', () => {
  afterEach(() => {
    localStorage.clear();
    get.mockReset();
  });

  it('is handed once, to a fetch with the same token, and never asked without a token', async () => {
    const { primeAuthUser, takePrimedAuthUser } = await import('./auth-user-prefetch');
    primeAuthUser();
    expect(get).not.toHaveBeenCalled();
    localStorage.setItem('token', 'one');
    get.mockReturnValue(Promise.resolve({ data: { id: 1 } }));
    primeAuthUser();
    primeAuthUser();
    expect(get).toHaveBeenCalledTimes(1);
    await expect(takePrimedAuthUser()).resolves.toEqual({ data: { id: 1 } });
    expect(takePrimedAuthUser()).toBeNull();
  });

  it('is dropped when the token changed in between (a new sign-in asks again)', async () => {
    const { primeAuthUser, takePrimedAuthUser } = await import('./auth-user-prefetch');
    localStorage.setItem('token', 'one');
    get.mockReturnValue(Promise.resolve({ data: { id: 1 } }));
    primeAuthUser();
    localStorage.setItem('token', 'two');
    expect(takePrimedAuthUser()).toBeNull();
  });
});
