// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../plugins/types';
import { routeForPath, warmUp } from './warm-up';

const prime = vi.fn();
vi.mock('../auth/auth-user-prefetch', () => ({ primeAuthUser: () => prime() }));
vi.mock('../auth/auth-actor', () => ({}));
vi.mock('../layouts/role-layout', () => ({ default: () => null }));

const page = () => vi.fn(() => Promise.resolve({ default: () => null }));
const route = (id: string, path: string, layout: RouteDef['layout'] = 'role'): RouteDef => ({ id, path, portal: 'student', layout, permissions: [], lazy: page() });

describe('warm-up', () => {
  afterEach(() => localStorage.clear());
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
});
