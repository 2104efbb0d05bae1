// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import StaffListPage from './staff-list-page';
import StaffFormPage from './staff-form-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 1, role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const page = <T,>(items: T[]) => ({ success: true, data: { items, meta: { current_page: 1, per_page: 15, total: items.length, last_page: 1 } } });
  const master = (id: number, first: string, last: string, invitation: string) => ({
    id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}@platform.test`,
    phone: null,
    image: null,
    role: 'SUPER_ADMIN',
    role_id: 1,
    role_name: 'Master',
    status: 'active',
    invitation,
    email_verified_at: null,
    organization_id: null,
    organization_name: null,
    groups: [],
    created_at: '2026-01-02T10:00:00Z',
    last_login_at: null,
    created_by: null,
  });
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'users') return page([master(1, 'First', 'Master', 'accepted'), master(2, 'Second', 'Master', 'pending')]);
    if (path === 'roles') return page([{ id: 1, name: 'Master', organization_name: null }]);
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: unknown) => {
    fake.calls.push(['POST', path, body]);
    return { success: true, data: { ...master(3, 'Third', 'Master', 'pending'), ...(body as object) } };
  };
  return { ...real, http: { ...real.http, get, post } };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/master/administrative-roles/list', <StaffListPage />],
    ['/master/administrative-roles/create', <StaffFormPage />],
  ]);
}

describe('the platform staff pages', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    fake.calls.length = 0;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:3000/');
  });
  afterEach(cleanup);

  it("lists the platform's masters in the kit's texts; one master is offered nothing on another (the rank rule)", async () => {
    renderAt('/master/administrative-roles/list');
    const rows = await screen.findAllByTestId('person-row');
    expect(fake.calls.find(([, p]) => p === 'users')?.[2]).toEqual({ role: 'SUPER_ADMIN', page: 1, per_page: 15 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Platform staff');
    expect(screen.getByTestId('add-person').getAttribute('href')).toBe('/master/administrative-roles/create');
    expect(document.querySelector('select[name="group"]')).toBeNull();
    expect(within(rows[1]!).getByTestId('person-invitation').textContent).toBe('Pending');
    expect(rows.map((r) => within(r).queryByTestId('row-actions'))).toEqual([null, null]);
  });

  it('adds a staff member with a role chosen among the masters\' roles, and goes back to the list', async () => {
    renderAt('/master/administrative-roles/create');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add a staff member');
    await waitFor(() => expect(document.querySelector('select[name="role_id"]')).not.toBeNull());
    expect(fake.calls.find(([, p]) => p === 'roles')?.[2]).toMatchObject({ kind: 'SUPER_ADMIN' });
    fireEvent.change(document.querySelector('select[name="role_id"]')!, { target: { value: '1' } });
    fireEvent.change(document.querySelector('[name="first_name"]')!, { target: { value: 'Third' } });
    fireEvent.change(document.querySelector('[name="last_name"]')!, { target: { value: 'Master' } });
    fireEvent.change(document.querySelector('[name="email"]')!, { target: { value: 'third@platform.test' } });
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(fake.calls.find(([m]) => m === 'POST')).toEqual(['POST', 'users', { first_name: 'Third', last_name: 'Master', email: 'third@platform.test', role_id: 1 }]));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/master/administrative-roles/list'));
  });
});
