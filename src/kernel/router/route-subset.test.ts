import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { firstSegment, routesForPath } from './route-subset';

const routes = [
  { path: '/student/portal' },
  { path: '/student/pte-practice/:slug/pte/:pteId' },
  { path: '/teacher/portal' },
  { path: '/login' },
  { path: '/:lang/about' },
  { path: '*' },
];

describe('routes for a path', () => {
  it("keeps the routes of the path's first segment, and those led by a parameter or splat", () => {
    expect(routesForPath(routes, '/student/portal').map((r) => r.path)).toEqual(['/student/portal', '/student/pte-practice/:slug/pte/:pteId', '/:lang/about', '*']);
    expect(routesForPath(routes, '/').map((r) => r.path)).toEqual(['/:lang/about', '*']);
  });

  it('compares segments as the router does: case-insensitively and decoded', () => {
    expect(firstSegment('/Student/portal')).toBe('student');
    expect(firstSegment('/%73tudent/x')).toBe('student');
    expect(firstSegment('/%E0%A4%A/x')).toBe('%e0%a4%a');
    expect(routesForPath(routes, '/STUDENT/portal').map((r) => r.path)).toContain('/student/portal');
  });

  it('never drops the route the router would match', () => {
    const paths = ['/student/portal', '/Student/PTE-practice/read-aloud/pte/3', '/teacher/portal', '/login', '/en/about', '/nowhere'];
    for (const p of paths) {
      const all = routes.find((r) => matchPath({ path: r.path, end: true }, p));
      const subset = routesForPath(routes, p).find((r) => matchPath({ path: r.path, end: true }, p));
      expect(subset).toBe(all);
    }
  });
});
