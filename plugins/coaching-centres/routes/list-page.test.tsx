// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import ListPage from './list-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]>, failPatch: false, rows: {} as Record<number, Record<string, unknown>> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const centre = (id: number, name: string, subdomain: string, status: string, invitation: string) => ({
    id, name, subdomain, status, contact_email: `hello@${subdomain}.test`, contact_phone: null, address: null, logo: null, primary_color: null,
    owner: { id: id * 10, full_name: `Owner ${name}`, email: `owner@${subdomain}.test`, invitation }, users_count: 12, students_count: 9,
    created_at: '2026-01-02T10:00:00Z', updated_at: '2026-01-02T10:00:00Z', ...fake.rows[id],
  });
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'organizations') return { success: true, data: { items: [centre(1, 'Alpha PTE', 'alpha', 'active', 'accepted'), centre(2, 'Beta Academy', 'beta', 'inactive', 'pending')], meta: { current_page: 1, per_page: 15, total: 2, last_page: 1 } } };
    throw new Error(`unexpected GET ${path}`);
  };
  const patch = async (path: string, body: unknown) => {
    fake.calls.push(['PATCH', path, body]);
    if (fake.failPatch) throw new real.HttpError('http', 403, null, ['Forbidden']);
    const id = Number(path.split('/').pop());
    fake.rows[id] = { ...fake.rows[id], ...(body as Record<string, unknown>) };
    return { success: true, data: {} };
  };
  const del = async (path: string) => {
    fake.calls.push(['DELETE', path, undefined]);
    return { success: true, data: null };
  };
  return { ...real, http: { ...real.http, get, patch, delete: del } };
});

const renderAt = (url: string) => renderWith(url, [['/master/coaching-center/list', <ListPage />]]);
const rowOf = (subdomain: string) => screen.getAllByTestId('centre-row').find((r) => r.getAttribute('data-subdomain') === subdomain)!;
const lastGet = () => fake.calls.filter(([m]) => m === 'GET').at(-1);

async function openRowMenu(row: HTMLElement) {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector('[data-action="edit"]')).not.toBeNull());
}
const menuActions = () => [...document.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action'));

describe('the coaching centres list', () => {
  beforeAll(() => initTestI18n({ 'coaching-centres': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failPatch = false;
    fake.rows = {};
  });
  afterEach(cleanup);

  it('sends the status and search of the URL, and a pill or a search changes them', async () => {
    renderAt('/master/coaching-center/list?status=inactive&search=alp');
    await screen.findAllByTestId('centre-row');
    expect(fake.calls[0]).toEqual(['GET', 'organizations', { per_page: 15, page: 1, search: 'alp', status: 'inactive' }]);
    expect(document.querySelector('[data-testid="status-pill"][data-status="inactive"]')!.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(document.querySelector('[data-testid="status-pill"][data-status="active"]')!);
    await waitFor(() => expect(lastGet()).toEqual(['GET', 'organizations', { per_page: 15, page: 1, search: 'alp', status: 'active' }]));

    fireEvent.click(document.querySelector('[data-testid="status-pill"][data-status="all"]')!);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: ' beta ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(lastGet()).toEqual(['GET', 'organizations', { per_page: 15, page: 1, search: 'beta' }]));
    expect(screen.getByTestId('where').textContent).toBe('/master/coaching-center/list?search=beta');
  });

  it('shows each centre: its sub-domain as a link to its own site, the owner and the invitation, the counts and the status', async () => {
    renderAt('/master/coaching-center/list');
    await screen.findAllByTestId('centre-row');
    const alpha = rowOf('alpha');
    const link = within(alpha).getByRole('link', { name: /alpha\.localhost/ });
    expect(link.getAttribute('href')).toBe(`${window.location.protocol}//alpha.localhost${window.location.port ? `:${window.location.port}` : ''}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(alpha).getByTestId('row-owner').textContent).toContain('owner@alpha.test');
    expect(within(rowOf('beta')).getByTestId('row-invitation').textContent).toBe('Invitation pending');
    expect(within(alpha).getByTestId('row-status').textContent).toBe('Active');
    expect(alpha.textContent).toContain('12');
    expect(alpha.textContent).toContain('9');
  });

  it('sorts on the server: a header press sends sort and order and keeps them in the URL', async () => {
    renderAt('/master/coaching-center/list');
    await screen.findAllByTestId('centre-row');
    fireEvent.click(screen.getByRole('button', { name: /Students/ }));
    await waitFor(() => expect(lastGet()).toEqual(['GET', 'organizations', { per_page: 15, page: 1, sort: 'students_count', order: 'asc' }]));
    expect(screen.getByTestId('where').textContent).toBe('/master/coaching-center/list?sort=students_count&direction=asc');
  });

  it('deactivates only after a confirmation that names the centre and says its users are signed out; then PATCHes', async () => {
    renderAt('/master/coaching-center/list');
    await screen.findAllByTestId('centre-row');
    await openRowMenu(rowOf('alpha'));
    expect(menuActions()).toEqual(['edit', 'deactivate']);
    fireEvent.click(document.querySelector('[data-action="deactivate"]')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Deactivate Alpha PTE?');
    expect(dialog.textContent).toContain('signed out');
    expect(dialog.textContent).toContain('Its data stays');
    expect(fake.calls.some(([m]) => m === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'organizations/change-status/1', { status: 'inactive' }]));
    await waitFor(() => expect(within(rowOf('alpha')).getByTestId('row-status').textContent).toBe('Inactive'));
  });

  it('activates at once, and rolls the row back when the server refuses', async () => {
    fake.failPatch = true;
    renderAt('/master/coaching-center/list');
    await screen.findAllByTestId('centre-row');
    await openRowMenu(rowOf('beta'));
    fireEvent.click(document.querySelector('[data-action="activate"]')!);
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'organizations/change-status/2', { status: 'active' }]));
    await waitFor(() => expect(within(rowOf('beta')).getByTestId('row-status').textContent).toBe('Inactive'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('offers delete only for an inactive centre, and confirms it naming the centre', async () => {
    renderAt('/master/coaching-center/list');
    await screen.findAllByTestId('centre-row');
    await openRowMenu(rowOf('alpha'));
    expect(menuActions()).not.toContain('delete');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[data-action]')).toBeNull());

    await openRowMenu(rowOf('beta'));
    expect(menuActions()).toEqual(['edit', 'activate', 'delete']);
    fireEvent.click(document.querySelector('[data-action="delete"]')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delete Beta Academy?');
    expect(fake.calls.some(([m]) => m === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['DELETE', 'organizations/2', undefined]));
  });
});
