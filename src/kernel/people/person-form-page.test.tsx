// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../testing/render-at';
import { initTestI18n } from '../i18n/test-i18n';
import { clearToasts, getToasts } from '../notify/toasts';
import type * as HttpModuleNs from '../http/client';
import { PersonFormPage } from './person-form-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  answer: null as null | (() => unknown),
  roles: [{ id: 5, name: 'Student', organization_name: null }] as Array<Record<string, unknown>>,
}));

vi.mock('../auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 1, role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('../http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const page = <T,>(items: T[]) => ({ success: true, data: { items, meta: { current_page: 1, per_page: 100, total: items.length, last_page: 1 } } });
  const detail = {
    id: 9,
    first_name: 'Rahim',
    last_name: 'Uddin',
    full_name: 'Rahim Uddin',
    email: 'rahim@alpha.test',
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
    groups: [{ id: 3, name: 'Morning batch' }],
    created_at: '2026-01-02T10:00:00Z',
    last_login_at: null,
    created_by: null,
    package_expiry_date: '2027-01-31',
    target_score: null,
  };
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'groups') return page([{ id: 3, name: 'Morning batch' }, { id: 4, name: 'Evening batch' }]);
    if (path === 'roles') return page(fake.roles);
    if (path === 'users/9') return { success: true, data: detail };
    throw new Error(`unexpected GET ${path}`);
  };
  const send = (method: string) => async (path: string, body: unknown) => {
    fake.calls.push([method, path, body]);
    if (fake.answer) return fake.answer();
    return { success: true, data: { ...detail, ...(body as object), full_name: 'Saved Person' } };
  };
  return { ...real, http: { ...real.http, get, post: send('POST'), put: send('PUT') } };
});

function show(url: string, id: number | null) {
  return renderAt(url, [
    [url, <PersonFormPage kind="student" listPath="/o/sm/list" id={id} scope="centre" />],
    ['/o/sm/list', <p>the list</p>],
  ]);
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('PersonFormPage', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.answer = null;
    fake.roles = [{ id: 5, name: 'Student', organization_name: null }];
    clearToasts();
  });
  afterEach(cleanup);

  it('creates a student with the right body, says the invitation went, and goes back to the list', async () => {
    show('/o/sm/create', null);
    await waitFor(() => expect(screen.getByText('Evening batch')).toBeTruthy());
    type('first_name', ' Nusrat ');
    type('last_name', 'Jahan');
    type('email', 'nusrat@alpha.test');
    type('phone', '+8801711222333');
    type('package_expiry_date', '2027-06-30');
    fireEvent.click(within(screen.getByTestId('group-choice')).getByLabelText('Evening batch'));
    expect(document.querySelector('select[name="role_id"]')).toBeNull();
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(fake.calls.some(([m]) => m === 'POST')).toBe(true));
    expect(fake.calls.find(([m]) => m === 'POST')).toEqual([
      'POST',
      'users',
      { first_name: 'Nusrat', last_name: 'Jahan', email: 'nusrat@alpha.test', phone: '+8801711222333', role: 'STUDENT', group_ids: [4], package_expiry_date: '2027-06-30' },
    ]);
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(getToasts().map((t) => t.message)).toContain('Invitation sent to nusrat@alpha.test.');
  });

  it("puts the server's 422 on the e-mail field and stays", async () => {
    const { HttpError } = await import('../http/client');
    fake.answer = () => {
      throw new HttpError('http', 422, { success: false, message: 'The given data was invalid.', errors: { email: ['This e-mail address is already in use.'] } }, ['Email: This e-mail address is already in use.']);
    };
    show('/o/sm/create', null);
    type('first_name', 'Nusrat');
    type('email', 'student@alpha.test');
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input('email').getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('This e-mail address is already in use.');
    expect(input('first_name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('asks for the first name and e-mail before sending anything', async () => {
    show('/o/sm/create', null);
    fireEvent.click(screen.getByTestId('save-person'));
    expect(await screen.findAllByText('This is required.')).toHaveLength(2);
    expect(fake.calls.some(([m]) => m === 'POST')).toBe(false);
  });

  it('edits: fills the form from GET users/{id} and PUTs every field, the groups included', async () => {
    show('/o/sm/edit/9', 9);
    await waitFor(() => expect(input('first_name').value).toBe('Rahim'));
    expect(input('package_expiry_date').value).toBe('2027-01-31');
    await waitFor(() => expect(within(screen.getByTestId('group-choice')).getByLabelText<HTMLInputElement>('Morning batch').checked).toBe(true));
    type('phone', '');
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(fake.calls.some(([m]) => m === 'PUT')).toBe(true));
    expect(fake.calls.find(([m]) => m === 'PUT')).toEqual(['PUT', 'users/9', { first_name: 'Rahim', last_name: 'Uddin', email: 'rahim@alpha.test', phone: null, group_ids: [3], package_expiry_date: '2027-01-31' }]);
    expect(await screen.findByText('the list')).toBeTruthy();
  });

  it('offers a role choice when the kind has more than one role', async () => {
    fake.roles = [{ id: 5, name: 'Student', organization_name: null }, { id: 11, name: 'Scholarship student', organization_name: 'Alpha' }];
    show('/o/sm/create', null);
    await waitFor(() => expect(document.querySelector('select[name="role_id"]')).not.toBeNull());
    fireEvent.change(document.querySelector('select[name="role_id"]')!, { target: { value: '11' } });
    type('first_name', 'Nusrat');
    type('email', 'n@alpha.test');
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(fake.calls.find(([m]) => m === 'POST')?.[2]).toMatchObject({ role_id: 11 }));
    expect(fake.calls.find(([m]) => m === 'POST')?.[2]).not.toHaveProperty('role');
  });

  it('asks before leaving with unsaved changes', async () => {
    show('/o/sm/create', null);
    type('first_name', 'Half');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Leave without saving?');
    expect(screen.queryByText('the list')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    expect(await screen.findByText('the list')).toBeTruthy();
  });
});
