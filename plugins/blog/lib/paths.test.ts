import { describe, expect, it } from 'vitest';
import { pathsFor, portalOf, publicUrl } from './paths';

describe('blog paths', () => {
  it('reads the portal of a path', () => {
    expect(portalOf('/admin/blog/edit/3')).toBe('admin');
    expect(portalOf('/coaching-owner/blog')).toBe('coaching-owner');
    expect(portalOf('/master/blog/create')).toBe('master');
    expect(portalOf('/teacher/blog')).toBe('teacher');
    expect(portalOf('/student/blog')).toBe('teacher');
  });
  it('builds the pages of a portal', () => {
    const p = pathsFor('admin');
    expect(p.list).toBe('/admin/blog');
    expect(p.create).toBe('/admin/blog/create');
    expect(p.edit(4)).toBe('/admin/blog/edit/4');
    expect(p.preview(4)).toBe('/admin/blog/preview/4');
    expect(publicUrl('pte-tips')).toBe('/blog/pte-tips');
  });
});
