import { describe, expect, it } from 'vitest';
import { activeMenuKey, menuFor } from './menu';
import { permissionId } from '../permissions/catalogue';
import type { MenuItemDef } from '../plugins/types';

const item = (key: string, portal: MenuItemDef['portal'], keys: string[], order = 0): MenuItemDef => ({
  key, name: `x:${key}`, route: `/${key}`, permissionKeys: keys, icon: 'home', portal, order,
});

describe('menuFor', () => {
  const items = [
    item('student.result', 'student', ['ANSWER_SHEET_INDEX'], 2),
    item('student.portal', 'student', ['DASHBOARD_INDEX', 'TEST_INDEX'], 1),
    item('teacher.portal', 'teacher', ['DASHBOARD_INDEX']),
  ];
  it("shows the portal's items the user holds any key of, in order", () => {
    const user = { role: 'STUDENT', permissions: [permissionId('TEST_INDEX')] };
    expect(menuFor(items, 'STUDENT', user).map((i) => i.key)).toEqual(['student.portal']);
  });
  it('shows a super admin every item of the master portal only', () => {
    const all = [...items, item('master.portal', 'master', ['DASHBOARD_INDEX'])];
    expect(menuFor(all, 'MASTER', { role: 'SUPER_ADMIN' }).map((i) => i.key)).toEqual(['master.portal']);
  });
});

describe('activeMenuKey', () => {
  const owner = [
    { key: 'coachingCenter.portal', route: '/coaching-owner/portal' },
    { key: 'coachingCenter.test.testList', route: '/coaching-owner/test/test-list' },
    { key: 'coachingCenter.test.questions', route: '/coaching-owner/test/test-list/pte-question/reading' },
    { key: 'coachingCenter.students', route: '/coaching-owner/student-management/list' },
  ];
  it('highlights only the longest matching item: the question bank, not the test list it sits under', () => {
    expect(activeMenuKey(owner, '/coaching-owner/test/test-list/pte-question/reading')).toBe('coachingCenter.test.questions');
    expect(activeMenuKey(owner, '/coaching-owner/test/test-list')).toBe('coachingCenter.test.testList');
    expect(activeMenuKey(owner, '/coaching-owner/test/test-list/practice-test/all')).toBe('coachingCenter.test.testList');
    expect(activeMenuKey(owner, '/coaching-owner/portal?tab=1')).toBe('coachingCenter.portal');
  });
  it("counts a deep item's sibling pages (the bank's other sections, a list's create page)", () => {
    expect(activeMenuKey(owner, '/coaching-owner/test/test-list/pte-question/writing')).toBe('coachingCenter.test.questions');
    expect(activeMenuKey(owner, '/coaching-owner/test/test-list/pte-question/edit/4')).toBe('coachingCenter.test.questions');
    expect(activeMenuKey(owner, '/coaching-owner/student-management/create')).toBe('coachingCenter.students');
  });
  it('matches whole segments only, and nothing on a page no item leads to', () => {
    expect(activeMenuKey(owner, '/coaching-owner/test/test-list/pte-questions/reading')).toBe('coachingCenter.test.testList');
    expect(activeMenuKey(owner, '/coaching-owner/tests')).toBeNull();
    // a top-level item does not claim its portal's other pages
    expect(activeMenuKey(owner, '/coaching-owner/profile')).toBeNull();
    expect(activeMenuKey([], '/coaching-owner/portal')).toBeNull();
  });
});
