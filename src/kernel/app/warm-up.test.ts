// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../plugins/types';
import { portalPage } from '../portal/portal-route';
import type { PortalCardDef } from '../portal/types';
import { routeForPath, warmUp } from './warm-up';

const prime = vi.fn();
vi.mock('../http/client', () => ({ primeGet: (path: string) => prime(path) }));
vi.mock('../branding/branding', () => ({ ensureBranding: () => undefined }));
vi.mock('./shell-chunks', () => ({ loadShellChunks: () => Promise.resolve() }));
// the portal route's page: its real module graph (xstate, the query client) kept loading after the file had ended
vi.mock('../portal/portal-page', () => ({ PortalPage: () => null }));

const page = () => vi.fn(() => Promise.resolve({ default: () => null }));
const route = (id: string, path: string, layout: RouteDef['layout'] = 'role'): RouteDef => ({ id, path, portal: 'student', layout, permissions: [], lazy: page() });

describe('warm-up', () => {
  afterEach(() => localStorage.clear());
  // the portal route's import is not awaited by the warm-up: let it settle before the environment goes
  afterAll(async () => {
    await import('../portal/portal-page');
  });
  const routes = [route('a.login', '/login', 'login'), route('a.portal', '/student/portal'), route('a.item', '/student/pte-practice/:slug/pte/:id')];

  it('finds the route a path opens, with parameters, and none for an unknown path', () => {
    expect(routeForPath(routes, '/student/portal')?.id).toBe('a.portal');
    expect(routeForPath(routes, '/student/pte-practice/read-aloud/pte/12')?.id).toBe('a.item');
    expect(routeForPath(routes, '/student/portal/extra')).toBeUndefined();
  });

  it("loads the page's chunk early only for a stored session on a role page", () => {
    warmUp(routes, '/student/portal');
    expect(routes[1]!.lazy).not.toHaveBeenCalled();
    expect(prime).not.toHaveBeenCalled();
    localStorage.setItem('token', 't');
    warmUp(routes, '/login');
    expect(routes[0]!.lazy).not.toHaveBeenCalled();
    warmUp(routes, '/student/portal');
    expect(routes[1]!.lazy).toHaveBeenCalledTimes(1);
    expect(prime).toHaveBeenCalledTimes(1);
  });

  it("asks for a portal page's own cards with it, and no other portal's", () => {
    localStorage.setItem('token', 't');
    const card = (id: string, portal: PortalCardDef['portal']): PortalCardDef => ({ id, portal, order: 0, permissions: [], lazy: vi.fn(() => Promise.resolve({ default: () => null, portals: [portal] })) });
    const cards = [card('mine', 'student'), card('theirs', 'teacher')];
    const portal: RouteDef = { id: 'p.student', path: '/student/portal', portal: 'student', layout: 'role', permissions: [], lazy: portalPage('student', 'x:y') };
    expect(warmUp([portal], '/student/portal', cards)).not.toBeNull();
    expect(cards[0]!.lazy).toHaveBeenCalledTimes(1);
    expect(cards[1]!.lazy).not.toHaveBeenCalled();
    // an ordinary page of the same portal loads no card
    expect(warmUp(routes, '/student/pte-practice/read-aloud/pte/1', cards)).not.toBeNull();
    expect(cards[0]!.lazy).toHaveBeenCalledTimes(1);
  });

  it('asks in steps when start-up hands in a schedule: the shell and the page first, its reads and cards after', () => {
    localStorage.setItem('token', 't');
    prime.mockClear();
    const steps: Array<() => void> = [];
    const card: PortalCardDef = { id: 'mine', portal: 'student', order: 0, permissions: [], lazy: vi.fn(() => Promise.resolve({ default: () => null, portals: ['student' as const] })), reads: ['my/points'] };
    const portal: RouteDef = { id: 'p.student', path: '/student/portal', portal: 'student', layout: 'role', permissions: [], lazy: portalPage('student', 'x:y'), reads: () => ['dashboard'] };
    expect(warmUp([portal], '/student/portal', [card], (step) => steps.push(step))).not.toBeNull();
    expect(prime.mock.calls.map((c) => c[0])).toEqual(['auth-user']);
    expect(card.lazy).not.toHaveBeenCalled();
    expect(steps).toHaveLength(2);
    for (const step of steps) step();
    expect(prime.mock.calls.map((c) => c[0])).toEqual(['auth-user', 'dashboard', 'my/points']);
    expect(card.lazy).toHaveBeenCalledTimes(1);
  });

  it("asks for a page's declared reads with its params, and starts its preload", () => {
    localStorage.setItem('token', 't');
    prime.mockClear();
    const preload = vi.fn(() => Promise.resolve());
    const item: RouteDef = { ...route('a.item', '/student/pte-practice/:slug/pte/:id'), reads: ({ slug, id }) => [`questions/${id}`, `questions?type=${slug}`], preload };
    warmUp([item], '/student/pte-practice/read-aloud/pte/12');
    expect(prime.mock.calls.map((c) => c[0])).toEqual(['auth-user', 'questions/12', 'questions?type=read-aloud']);
    expect(preload).toHaveBeenCalledWith({ slug: 'read-aloud', id: '12' });
  });

  it('settles once every chunk it asked for has arrived or failed, and not before', async () => {
    localStorage.setItem('token', 't');
    let arrive: (m: { default: () => null }) => void = () => undefined;
    const pageChunk = new Promise<{ default: () => null }>((r) => (arrive = r));
    const card: PortalCardDef = { id: 'failing', portal: 'student', order: 0, permissions: [], lazy: () => Promise.reject(new Error('offline')) };
    const portal: RouteDef = { id: 'p.slow', path: '/student/portal', portal: 'student', layout: 'role', permissions: [], lazy: portalPage('student', 'x:y') };
    const slow: RouteDef = { ...route('a.slow', '/student/slow'), lazy: () => pageChunk };
    let settled = false;
    void warmUp([slow], '/student/slow')!.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    arrive({ default: () => null });
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);
    // a card that fails does not hold the page back (its boundary reports it when it renders)
    await expect(warmUp([portal], '/student/portal', [card])).resolves.toBeUndefined();
    expect(warmUp([slow], '/login')).toBeNull();
  });
});
