import { describe, expect, it } from 'vitest';
import { studentsPlace } from './place';

describe('studentsPlace', () => {
  it("reads the portal from the address: the master's and the owner's management, the admin's list", () => {
    expect(studentsPlace('/master/student-management/edit/4')).toEqual({ portal: 'master', base: '/master/student-management', list: '/master/student-management/list' });
    expect(studentsPlace('/coaching-owner/student-management/list')).toMatchObject({ portal: 'coaching-owner', base: '/coaching-owner/student-management' });
    expect(studentsPlace('/admin/our-student')).toEqual({ portal: 'admin', base: null, list: '/admin/our-student' });
  });
});

