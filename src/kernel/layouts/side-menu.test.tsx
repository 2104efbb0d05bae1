// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initTestI18n } from '../i18n/test-i18n';
import type { MenuItemDef } from '../plugins/types';
import { SideMenu } from './side-menu';

const item = (key: string, route: string, order: number): MenuItemDef => ({ key, name: key, route, permissionKeys: [], icon: 'home', portal: 'coaching-owner', order });
const owner = [
  item('coachingCenter.portal', '/coaching-owner/portal', 1),
  item('coachingCenter.test.testList', '/coaching-owner/test/test-list', 40),
  item('coachingCenter.test.questions', '/coaching-owner/test/test-list/pte-question/reading', 41),
];

function currentAt(url: string): string[] {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SideMenu items={owner} />
    </MemoryRouter>,
  );
  return screen.getAllByTestId('menu-item').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.getAttribute('data-menu-key')!);
}

describe('the side menu', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it("marks one item current on the owner's Question bank page, not Test list as well", () => {
    expect(currentAt('/coaching-owner/test/test-list/pte-question/reading')).toEqual(['coachingCenter.test.questions']);
    cleanup();
    expect(currentAt('/coaching-owner/test/test-list/pte-question/listening')).toEqual(['coachingCenter.test.questions']);
    cleanup();
    expect(currentAt('/coaching-owner/test/test-list/list')).toEqual(['coachingCenter.test.testList']);
  });
});
