import { describe, expect, it } from 'vitest';
import { dashboardPath, kindOfSegment, staffViewOf, studentViewOf } from './paths';

describe('material paths', () => {
  it('reads the dashboards by source and kind on each portal', () => {
    expect(staffViewOf('/teacher/material/dashboard/from-platform/pdf-file')).toEqual({ view: 'dashboard', base: '/teacher/material', source: 'platform', kind: 'pdf' });
    expect(staffViewOf('/admin/materials/dashboard/from-student/all')).toEqual({ view: 'dashboard', base: '/admin/materials', source: 'student', kind: null });
    expect(staffViewOf('/master/material/dashboard/from-student/video-file/')).toEqual({ view: 'dashboard', base: '/master/material', source: 'student', kind: 'video' });
  });
  it('reads nav, group, course-wise, special and the owner page', () => {
    expect(staffViewOf('/admin/materials/nav')).toEqual({ view: 'nav', base: '/admin/materials' });
    expect(staffViewOf('/teacher/material/course-wise')).toEqual({ view: 'course-wise', base: '/teacher/material' });
    expect(staffViewOf('/master/material/special')).toEqual({ view: 'special', base: '/master/material' });
    expect(staffViewOf('/coaching-owner/material-management')).toMatchObject({ view: 'dashboard', kind: null });
  });
  it('round-trips kinds and segments', () => {
    expect(kindOfSegment('word-file')).toBe('word');
    expect(kindOfSegment('all')).toBeNull();
    expect(kindOfSegment('exe-file')).toBeNull();
    expect(dashboardPath('/teacher/material', 'student', 'audio')).toBe('/teacher/material/dashboard/from-student/audio-file');
    expect(dashboardPath('/admin/materials', 'platform', null)).toBe('/admin/materials/dashboard/from-platform/all');
  });
  it('reads the student view', () => {
    expect(studentViewOf('/student/practice-material/grid')).toBe('grid');
    expect(studentViewOf('/student/practice-material/directory')).toBe('directory');
    expect(studentViewOf('/student/practice-material/list')).toBe('list');
  });
});
