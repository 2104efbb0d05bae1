import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';
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
