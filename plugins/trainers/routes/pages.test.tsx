// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import en from '../locales/en.json';
import ListPage from './list-page';
import FormPage from './form-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 1, role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const page = <T,>(items: T[]) => ({ success: true, data: { items, meta: { current_page: 1, per_page: 15, total: items.length, last_page: 1 } } });
  const trainer = {
    id: 7,
    first_name: 'Karim',
    last_name: 'Hasan',
    full_name: 'Karim Hasan',
    email: 'karim@alpha.test',
    phone: '+8801711999999',
    image: null,
    role: 'TRAINER',
    role_id: 4,
    role_name: 'Trainer',
    status: 'active',
    invitation: 'expired',
    email_verified_at: null,
    organization_id: 1,
    organization_name: 'Alpha',
    groups: [],
    created_at: '2026-01-02T10:00:00Z',
    last_login_at: null,
    created_by: null,
  };
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'users') return page([trainer]);
    if (path === 'groups') return page([{ id: 3, name: 'Morning batch' }]);
    if (path === 'roles') return page([{ id: 4, name: 'Trainer', organization_name: null }]);
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: unknown) => {
    fake.calls.push(['POST', path, body]);
    return { success: true, data: { ...trainer, ...(body as object), id: 8 } };
  };
  return { ...real, http: { ...real.http, get, post } };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/coaching-owner/trainer-management/list', <ListPage />],
    ['/coaching-owner/trainer-management/create', <FormPage />],
  ]);
}

describe('the trainers pages', () => {
  beforeAll(() => initTestI18n({ trainers: en }));
  beforeEach(() => {
    fake.calls.length = 0;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://alpha.localhost:3000/');
  });
  afterEach(cleanup);

  it("lists the centre's trainers, with add and edit links and no student-only actions", async () => {
    renderAt('/coaching-owner/trainer-management/list');
    const [row] = await screen.findAllByTestId('person-row');
    expect(fake.calls.find(([, p]) => p === 'users')?.[2]).toEqual({ role: 'TRAINER', page: 1, per_page: 15 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trainers');
    expect(within(row!).getByTestId('person-invitation').textContent).toBe('Expired');
    expect(screen.getByTestId('add-person').getAttribute('href')).toBe('/coaching-owner/trainer-management/create');
    expect(screen.queryByTestId('import-csv')).toBeNull();
    fireEvent.keyDown(within(row!).getByTestId('row-actions'), { key: 'Enter' });
    await waitFor(() => expect(document.querySelector('[data-action]')).not.toBeNull());
    expect([...document.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action'))).toEqual(['edit', 'deactivate', 'resend', 'delete']);
    expect(document.querySelector('[data-action="edit"]')?.getAttribute('href')).toBe('/coaching-owner/trainer-management/edit/7');
  });

  it('adds a trainer in a group (role TRAINER, no package expiry) and goes back to the list', async () => {
    renderAt('/coaching-owner/trainer-management/create');
    await waitFor(() => expect(screen.getByText('Morning batch')).toBeTruthy());
    expect(document.querySelector('[name="package_expiry_date"]')).toBeNull();
    fireEvent.change(document.querySelector('[name="first_name"]')!, { target: { value: 'Salma' } });
    fireEvent.change(document.querySelector('[name="email"]')!, { target: { value: 'salma@alpha.test' } });
    fireEvent.click(screen.getByLabelText('Morning batch'));
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(fake.calls.find(([m]) => m === 'POST')).toEqual(['POST', 'users', { first_name: 'Salma', last_name: '', email: 'salma@alpha.test', role: 'TRAINER', group_ids: [3] }]));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/coaching-owner/trainer-management/list'));
  });
});
