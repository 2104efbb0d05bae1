// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../testing/render-at';
import { initTestI18n } from '../i18n/test-i18n';
import { clearToasts, getToasts } from '../notify/toasts';
import type * as HttpModuleNs from '../http/client';
import type { Person } from './api';
import { PeopleListPage } from './people-list-page';
import type { PeopleActions } from './list-query';
import { leave } from './impersonate';
import { downloads } from './download';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  rows: [] as Array<Record<string, unknown>>,
  /** a PATCH waits for this to be settled by the test */
  patchGate: null as null | { resolve: () => void; reject: (e: unknown) => void },
  failDelete: null as unknown,
}));

vi.mock('../auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 1, role: 'SUPER_ADMIN', permissions: [] } }) }));
vi.mock('./csv-import-dialog', () => ({ CsvImportDialog: ({ open }: { open: boolean }) => (open ? <div data-testid="csv-import-dialog" /> : null) }));
vi.mock('../http/protected-file', () => ({ fetchProtectedFile: vi.fn(async (path: string) => { fake.calls.push(['FILE', path, undefined]); return new Blob(['id\n']); }) }));

vi.mock('../http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const meta = (total: number) => ({ current_page: 1, per_page: 15, total, last_page: 1 });
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'users') return { success: true, data: { items: fake.rows, meta: meta(fake.rows.length) } };
    if (path === 'groups') return { success: true, data: { items: [{ id: 3, name: 'Morning batch' }], meta: meta(1) } };
    if (path === 'impersonate/url/2') return { success: true, data: { url: 'http://alpha.localhost:3000/im?token=abc', token: 'abc', expires_in_seconds: 120 } };
    throw new Error(`unexpected GET ${path}`);
  };
  const patch = (path: string, body: unknown) => {
    fake.calls.push(['PATCH', path, body]);
    return new Promise((resolve, reject) => {
      fake.patchGate = { resolve: () => resolve({ success: true, data: {} }), reject };
    });
  };
  const del = async (path: string) => {
    fake.calls.push(['DELETE', path, undefined]);
    if (fake.failDelete) throw fake.failDelete;
    return { success: true, data: null };
  };
  const post = async (path: string, body: unknown) => {
    fake.calls.push(['POST', path, body]);
    return { success: true, data: { sent_to: 'rahim@alpha.test' } };
  };
  return { ...real, http: { ...real.http, get, patch, delete: del, post } };
});

const person = (id: number, name: string, more: Partial<Person> = {}): Person => ({
  id,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ')[1] ?? '',
  full_name: name,
  email: `${name.split(' ')[0]!.toLowerCase()}@alpha.test`,
  phone: '+8801711000000',
  image: null,
  role: 'STUDENT',
  role_id: 5,
  role_name: 'Student',
  status: 'active',
  invitation: 'accepted',
  email_verified_at: null,
  organization_id: 1,
  organization_name: 'Alpha',
  groups: [],
  created_at: '2026-01-02T10:00:00Z',
  last_login_at: null,
  created_by: null,
  ...more,
});

const ALL: PeopleActions = { create: true, edit: true, status: true, resend: true, delete: true, impersonate: true, import: true, export: true };

function show(url = '/o/students', actions: PeopleActions = ALL) {
  return renderAt(url, [['/o/students', <PeopleListPage kind="student" basePath="/o/sm" actions={actions} scope="centre" />]]);
}

const userCalls = () => fake.calls.filter(([m, p]) => m === 'GET' && p === 'users').map(([, , q]) => q);
const rowOf = (name: string) => screen.getAllByTestId('person-row').find((r) => r.textContent?.includes(name))!;

async function openMenu(row: HTMLElement) {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector('[data-action]')).not.toBeNull());
}
const action = (key: string) => document.querySelector<HTMLElement>(`[data-action="${key}"]`);

describe('PeopleListPage', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.rows = [person(2, 'Rahim Uddin', { invitation: 'pending' }), person(3, 'Nusrat Jahan', { last_login_at: '2026-02-03T08:00:00Z' })];
    fake.patchGate = null;
    fake.failDelete = null;
    clearToasts();
  });
  afterEach(cleanup);

  it('sends the search, filters, sort and page of the URL, and changes them from the page', async () => {
    show('/o/students?search=ana&status=inactive&group=3&sort=name&direction=desc&page=2');
    await screen.findAllByTestId('person-row');
    expect(userCalls()[0]).toEqual({ role: 'STUDENT', search: 'ana', status: 'inactive', group_id: 3, sort: 'name', order: 'desc', page: 2, per_page: 15 });
    expect(document.querySelector('th[aria-sort="descending"]')?.textContent).toContain('Name');

    fireEvent.click(document.querySelector('[data-testid="status-pill"][data-status="active"]')!);
    await waitFor(() => expect(userCalls().at(-1)).toEqual({ role: 'STUDENT', search: 'ana', status: 'active', group_id: 3, sort: 'name', order: 'desc', page: 1, per_page: 15 }));

    const search = screen.getByTestId('people-search');
    fireEvent.change(search, { target: { value: 'nusrat' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(userCalls().at(-1)).toMatchObject({ search: 'nusrat', status: 'active' }));

    fireEvent.click(document.querySelector('button[data-sort="created_at"]')!);
    await waitFor(() => expect(userCalls().at(-1)).toMatchObject({ sort: 'created_at', order: 'asc', page: 1 }));
    expect(screen.getByTestId('where').textContent).toContain('sort=created_at&direction=asc');

    await waitFor(() => expect(document.querySelector('select[name="group"]')).not.toBeNull());
    fireEvent.change(document.querySelector('select[name="group"]')!, { target: { value: '' } });
    await waitFor(() => expect(userCalls().at(-1)).not.toHaveProperty('group_id'));
  });

  it('shows each row: name and e-mail, phone, status, invitation, last sign-in, created', async () => {
    show();
    const rows = await screen.findAllByTestId('person-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('person-name').textContent).toBe('Rahim Uddinrahim@alpha.test');
    expect(within(rows[0]!).getByTestId('person-status').textContent).toBe('Active');
    expect(within(rows[0]!).getByTestId('person-invitation').textContent).toBe('Pending');
    expect(rows[0]!.textContent).toContain('Never');
    expect(rows[1]!.textContent).toContain('3 Feb 2026');
    expect(screen.getByTestId('add-person').getAttribute('href')).toBe('/o/sm/create');
    expect(screen.getByText('2 students')).toBeTruthy();
    expect(document.querySelector('[data-testid="status-pill"][data-status="all"]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('deactivates at once after the warning about sessions, and rolls back with the server\'s words on a 403', async () => {
    show();
    await screen.findAllByTestId('person-row');
    await openMenu(rowOf('Nusrat'));
    fireEvent.click(action('deactivate')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Nusrat Jahan');
    expect(dialog.textContent).toContain('signed out at once');
    expect(fake.calls.some(([m]) => m === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));

    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'users/change-status/3', { status: 'inactive' }]));
    await waitFor(() => expect(within(rowOf('Nusrat')).getByTestId('person-status').textContent).toBe('Inactive'));
    const HttpError = (await import('../http/client')).HttpError;
    await act(async () => fake.patchGate!.reject(new HttpError('http', 403, { success: false, message: 'You may only act on users of a lower rank.' }, ['You may only act on users of a lower rank.'])));
    await waitFor(() => expect(within(rowOf('Nusrat')).getByTestId('person-status').textContent).toBe('Active'));
    expect(getToasts().map((t) => t.message)).toContain('You may only act on users of a lower rank.');
  });

  it('activates without asking', async () => {
    fake.rows = [person(4, 'Karim Hasan', { status: 'inactive' })];
    show();
    await screen.findAllByTestId('person-row');
    await openMenu(rowOf('Karim'));
    expect(action('deactivate')).toBeNull();
    fireEvent.click(action('activate')!);
    await waitFor(() => expect(within(rowOf('Karim')).getByTestId('person-status').textContent).toBe('Active'));
    expect(fake.calls).toContainEqual(['PATCH', 'users/change-status/4', { status: 'active' }]);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('asks before deleting, naming the person and saying answers and results stay; DELETE only after confirming', async () => {
    show();
    await screen.findAllByTestId('person-row');
    await openMenu(rowOf('Rahim'));
    fireEvent.click(action('delete')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delete Rahim Uddin?');
    expect(dialog.textContent).toContain('answers and results stay');
    expect(fake.calls.some(([m]) => m === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(fake.calls.some(([m]) => m === 'DELETE')).toBe(false);

    await openMenu(rowOf('Rahim'));
    fireEvent.click(action('delete')!);
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['DELETE', 'users/2', undefined]));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Rahim Uddin was deleted.'));
  });

  it("says the server's refusal of a delete (the last owner, yourself) as it is", async () => {
    const { HttpError } = await import('../http/client');
    fake.failDelete = new HttpError('http', 422, { success: false, message: 'Invalid', errors: { id: ['You cannot delete the last active owner of a coaching centre.'] } }, ['Id: You cannot delete the last active owner of a coaching centre.']);
    show();
    await screen.findAllByTestId('person-row');
    await openMenu(rowOf('Rahim'));
    fireEvent.click(action('delete')!);
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('You cannot delete the last active owner of a coaching centre.'));
  });

  it('offers to resend the invitation only while it is pending (or expired)', async () => {
    show();
    await screen.findAllByTestId('person-row');
    await openMenu(rowOf('Nusrat'));
    expect(action('edit')?.getAttribute('href')).toBe('/o/sm/edit/3');
    expect(action('resend')).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[data-action]')).toBeNull());

    await openMenu(rowOf('Rahim'));
    fireEvent.click(action('resend')!);
    await waitFor(() => expect(fake.calls).toContainEqual(['POST', 'users/2/resend-invitation', undefined]));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('A new invitation was sent to rahim@alpha.test. Earlier links no longer work.'));
  });

  it("enters a student's session through the single-use link", async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    show();
    await screen.findAllByTestId('person-row');
    await openMenu(rowOf('Rahim'));
    fireEvent.click(action('impersonate')!);
    await waitFor(() => expect(to).toHaveBeenCalledWith('http://alpha.localhost:3000/im?token=abc'));
    to.mockRestore();
  });

  it('offers only what the permissions allow', async () => {
    show('/o/students', { ...ALL, create: false, delete: false, impersonate: false, import: false, status: false });
    await screen.findAllByTestId('person-row');
    expect(screen.queryByTestId('add-person')).toBeNull();
    expect(screen.queryByTestId('import-csv')).toBeNull();
    await openMenu(rowOf('Rahim'));
    expect([...document.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action'))).toEqual(['edit', 'resend']);
  });

  it('exports what the filters match (every page) as a CSV file', async () => {
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => undefined);
    show('/o/students?status=active&search=ra&page=3');
    await screen.findAllByTestId('person-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(fake.calls).toContainEqual(['FILE', '/api/v1/users/export?role=STUDENT&search=ra&status=active', undefined]);
    expect(save.mock.calls[0]![1]).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    save.mockRestore();
  });

  it('shows the empty state with the next steps: add a student, import a CSV', async () => {
    fake.rows = [];
    show();
    expect(await screen.findByText('No students yet')).toBeTruthy();
    const links = screen.getAllByTestId('add-person');
    expect(links.at(-1)!.getAttribute('href')).toBe('/o/sm/create');
    fireEvent.click(screen.getAllByTestId('import-csv').at(-1)!);
    expect(await screen.findByTestId('csv-import-dialog')).toBeTruthy();
  });
});
