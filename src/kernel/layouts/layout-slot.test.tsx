// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RegistryContext, type Registry } from '../router/registry';
import type { RoleStartupProps, SlotFillDef } from '../plugins/types';
import { fillsFor, LayoutSlotFills } from './layout-slot';

function Greeting({ user, onLogout }: RoleStartupProps) {
  return (
    <button type="button" data-testid="fill" onClick={() => void onLogout()}>
      {user.first_name}
    </button>
  );
}

const studentFill: SlotFillDef = { slot: 'role.startup', portal: 'student', lazy: () => Promise.resolve({ default: Greeting }) };
const teacherFill: SlotFillDef = { ...studentFill, portal: 'teacher' };

function renderSlot(portal: string | null, slots: SlotFillDef[] = [studentFill]) {
  const registry: Registry = { routes: [], menu: [], slots } as unknown as Registry;
  const onLogout = vi.fn();
  render(
    <RegistryContext value={registry}>
      <LayoutSlotFills slot="role.startup" portal={portal} props={{ user: { first_name: 'Rina' }, onLogout }} />
    </RegistryContext>,
  );
  return onLogout;
}

describe('layout slots', () => {
  afterEach(cleanup);

  it("picks the slot's fills of the user's portal, none when the portal is unknown", () => {
    expect(fillsFor([studentFill, teacherFill], 'role.startup', 'student')).toEqual([studentFill]);
    expect(fillsFor([studentFill, teacherFill], 'role.startup', 'admin')).toEqual([]);
    expect(fillsFor([studentFill], 'role.startup', null)).toEqual([]);
  });

  it("renders a plugin's fill with the layout's user and sign-out, loaded on demand", async () => {
    const onLogout = renderSlot('student');
    const fill = await screen.findByTestId('fill');
    expect(fill.textContent).toBe('Rina');
    fill.click();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("loads nothing for another portal's user", async () => {
    const load = vi.fn(studentFill.lazy);
    renderSlot('teacher', [{ ...studentFill, lazy: load }]);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('fill')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
