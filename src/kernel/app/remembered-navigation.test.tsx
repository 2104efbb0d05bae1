// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_START_KEY } from '../auth/session';
import { EARLY_GLOBAL } from '../http/early-reads';
import type { RouteDef } from '../plugins/types';
import { RegistryContext } from '../router/registry';
import { parseEarlyStarts } from './early-start';
import { NAVIGATION_SETTLED_MS, RememberNavigation } from './remembered-navigation';

const page = (id: string, path: string, layout: RouteDef['layout'], reads?: RouteDef['reads']): RouteDef => ({ id, path, portal: 'student', layout, permissions: [], lazy: () => Promise.resolve({ default: () => null }), reads });
const routes = [page('login', '/login', 'login'), page('list', '/student/list', 'role', () => ['items?page=1'])];
const w = window as unknown as Record<string, unknown>;

function mount(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RememberNavigation /> }], { initialEntries: [path] });
  render(
    <RegistryContext value={{ routes, menu: [], slots: [], portalCards: [] }}>
      <RouterProvider router={router} />
    </RegistryContext>,
  );
  return router;
}

describe('a page reached by navigation', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
    delete w[EARLY_GLOBAL];
  });

  it("remembers its reads once it has settled, not the start page's, and not over a start of the same build", async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 't');
    w[EARLY_GLOBAL] = { build: 'b1', reads: {} };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    const router = mount('/login');
    act(() => vi.advanceTimersByTime(NAVIGATION_SETTLED_MS));
    // the start page is start-up's to remember
    expect(localStorage.getItem(EARLY_START_KEY)).toBeNull();
    await act(() => router.navigate('/student/list'));
    // the memory router does not move the window's address: the page checks it is still there
    window.history.replaceState(null, '', '/student/list');
    act(() => vi.advanceTimersByTime(NAVIGATION_SETTLED_MS - 1));
    expect(localStorage.getItem(EARLY_START_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const [start] = parseEarlyStarts(localStorage.getItem(EARLY_START_KEY));
    expect(start).toMatchObject({ path: '/student/list', build: 'b1' });
    expect(start!.reads.map((r) => r.key)).toEqual(['auth-user', 'items?page=1']);
    expect(start!.reads[0]!.headers).not.toHaveProperty('Authorization');
    // a start already remembered for the path (a full load's, with every file) stays
    localStorage.setItem(EARLY_START_KEY, JSON.stringify([{ ...start, files: ['/assets/all.js'] }]));
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/student/list'));
    act(() => vi.advanceTimersByTime(NAVIGATION_SETTLED_MS));
    expect(parseEarlyStarts(localStorage.getItem(EARLY_START_KEY))[0]!.files).toEqual(['/assets/all.js']);
    window.history.replaceState(null, '', '/');
  });
});
