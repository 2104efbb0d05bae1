import { beforeAll, describe, expect, it } from 'vitest';
import { registerRoutePaths } from '@kernel/router/route-refs';
import { plugins } from '../../../src/plugins';
import { portalOf, targetPath } from './target-path';

beforeAll(() => registerRoutePaths(plugins.flatMap((p) => p.routes)));

describe('where a link leads', () => {
  it("opens an answer on the viewer's own evaluation page", () => {
    expect(targetPath('evaluation', 12, 'teacher')).toBe('/teacher/pending-evaluation/manual/practice-test/evaluation/12');
    expect(targetPath('evaluation', 12, 'admin')).toBe('/admin/pending-evaluation/manual/practice-test/evaluation/12');
  });
  it("opens a student on the owner's page, and nowhere on portals without one", () => {
    expect(targetPath('student', 5, 'coaching-owner')).toBe('/coaching-owner/student-management/edit/5');
    expect(targetPath('student', 5, 'teacher')).toBeNull();
    expect(targetPath('evaluation', 5, 'coaching-owner')).toBeNull();
  });
  it('has no page for contacts yet; deals open the board, live classes their list', () => {
    expect(targetPath('contact', 1, 'admin')).toBeNull();
    expect(targetPath('live-class', 1, 'teacher')).toBe('/teacher/live-class/schedule/list');
    expect(targetPath('live-class', 1, 'admin')).toBeNull();
    expect(targetPath('deal', 1, 'teacher')).toBe('/teacher/communication/interaction/deal');
  });
  it('reads the portal from the address', () => {
    expect(portalOf('/admin/task')).toBe('admin');
    expect(portalOf('/coaching-owner/task')).toBe('coaching-owner');
    expect(portalOf('/teacher/task')).toBe('teacher');
  });
});
