import { describe, expect, it } from 'vitest';
import { pathsFor, portalOf } from './paths';

describe('staff paths', () => {
  it('the portal comes from the address; the pages sit under it', () => {
    expect(portalOf('/admin/job-circular/3/applications')).toBe('admin');
    expect(portalOf('/master/trainer-application/9')).toBe('master');
    expect(portalOf('/elsewhere')).toBe('coaching-owner');
    const p = pathsFor('admin');
    expect(p.circulars).toBe('/admin/job-circular');
    expect(p.edit(3)).toBe('/admin/job-circular/edit/3');
    expect(p.circularApplications(3)).toBe('/admin/job-circular/3/applications');
    expect(p.application(9)).toBe('/admin/trainer-application/9');
  });
});
