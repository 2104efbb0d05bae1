import { describe, expect, it } from 'vitest';
import { LIVE_PAGES, liveLocation, livePathOf } from './views';

describe('live-class addresses', () => {
  it('round-trips every page of both portals', () => {
    for (const portal of ['student', 'teacher'] as const) for (const page of LIVE_PAGES) expect(liveLocation(livePathOf(portal, page))).toEqual({ portal, page });
    expect(livePathOf('teacher', 'list')).toBe('/teacher/live-class/schedule/list');
  });
});
