// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { permissionId } from '@kernel/permissions/catalogue';
import type * as HttpModuleNs from '@kernel/http/client';
import en from '../locales/en.json';
import ListPage from './list-page';
import FormPage from './form-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]>, user: {} as Record<string, unknown> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: fake.user }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const page = <T,>(items: T[]) => ({ success: true, data: { items, meta: { current_page: 1, per_page: 15, total: items.length, last_page: 1 } } });
  const student = {
    id: 9,
    first_name: 'Rahim',
    last_name: 'Uddin',
    full_name: 'Rahim Uddin',
    email: 'rahim@alpha.test',
    phone: null,
    image: null,
    role: 'STUDENT',
    role_id: 5,
    role_name: 'Student',
    status: 'active',
    invitation: 'pending',
    email_verified_at: null,
    organization_id: 1,
    organization_name: 'Alpha Coaching',
    groups: [],
    created_at: '2026-01-02T10:00:00Z',
    last_login_at: null,
    created_by: null,
    package_expiry_date: null,
    target_score: null,
  };
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'users') return page([student]);
    if (path === 'users/9') return { success: true, data: student };
    if (path === 'groups' || path === 'roles') return page([]);
    if (path === 'organizations') return page([{ id: 1, name: 'Alpha Coaching' }, { id: 2, name: 'Beta Academy' }]);
    throw new Error(`unexpected GET ${path}`);
  };
  const put = async (path: string, body: unknown) => {
    fake.calls.push(['PUT', path, body]);
    return { success: true, data: { ...student, ...(body as object) } };
  };
  return { ...real, http: { ...real.http, get, put } };
});

const happyDom = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

function renderAt(url: string) {
  return renderWith(url, [
    ['/master/student-management/list', <ListPage />],
    ['/coaching-owner/student-management/list', <ListPage />],
    ['/coaching-owner/student-management/edit/:id', <FormPage />],
    ['/admin/our-student', <ListPage />],
  ]);
}

async function menuOf(row: HTMLElement) {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector('[data-action]')).not.toBeNull());
  return [...document.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action'));
}

const usersQuery = () => fake.calls.find(([m, p]) => m === 'GET' && p === 'users')?.[2];

describe('the students pages', () => {
  beforeAll(() => initTestI18n({ students: en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.user = { id: 1, role: 'SUPER_ADMIN', permissions: [] };
    happyDom().setURL('http://alpha.localhost:3000/');
  });
  afterEach(cleanup);

  it("the owner's student management: the centre's students, add, edit, import and impersonate", async () => {
    renderAt('/coaching-owner/student-management/list');
    const [row] = await screen.findAllByTestId('person-row');
    expect(usersQuery()).toEqual({ role: 'STUDENT', page: 1, per_page: 15 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Students');
    expect(screen.getByTestId('add-person').getAttribute('href')).toBe('/coaching-owner/student-management/create');
    expect(screen.getByTestId('import-csv')).toBeTruthy();
    expect(await menuOf(row!)).toEqual(['edit', 'deactivate', 'resend', 'impersonate', 'delete']);
    expect(document.querySelector('[data-action="edit"]')?.getAttribute('href')).toBe('/coaching-owner/student-management/edit/9');
  });

  it("the admin's our-student: the same list, no create or edit pages, only what the admin's keys allow", async () => {
    fake.user = { id: 1, role: 'ADMIN', permissions: ['STUDENT_INDEX', 'USER_CHANGE_STATUS', 'USER_STORE'].map((k) => permissionId(k as never)) };
    renderAt('/admin/our-student');
    const [row] = await screen.findAllByTestId('person-row');
    expect(usersQuery()).toMatchObject({ role: 'STUDENT' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our students');
    expect(screen.queryByTestId('add-person')).toBeNull();
    expect(await menuOf(row!)).toEqual(['deactivate', 'resend']);
  });

  it("the master's on the platform address: every centre's students with their centre; no import or impersonation there", async () => {
    happyDom().setURL('http://localhost:3000/');
    renderAt('/master/student-management/list');
    const [row] = await screen.findAllByTestId('person-row');
    expect(row!.textContent).toContain('Alpha Coaching');
    await waitFor(() => expect(document.querySelector('select[name="centre"]')).not.toBeNull());
    fireEvent.change(document.querySelector('select[name="centre"]')!, { target: { value: '2' } });
    await waitFor(() => expect(fake.calls.filter(([m, p]) => m === 'GET' && p === 'users').at(-1)?.[2]).toMatchObject({ organization_id: 2 }));
    expect(screen.queryByTestId('import-csv')).toBeNull();
    expect(screen.getByTestId('add-person').getAttribute('href')).toBe('/master/student-management/create');
    expect(await menuOf((await screen.findAllByTestId('person-row'))[0]!)).toEqual(['edit', 'deactivate', 'resend', 'delete']);
  });

  it('edits a student and goes back to the owner\'s list', async () => {
    renderAt('/coaching-owner/student-management/edit/9');
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('[name="first_name"]')?.value).toBe('Rahim'));
    fireEvent.change(document.querySelector('[name="last_name"]')!, { target: { value: 'Ahmed' } });
    fireEvent.click(screen.getByTestId('save-person'));
    await waitFor(() => expect(fake.calls.find(([m]) => m === 'PUT')?.[2]).toMatchObject({ last_name: 'Ahmed' }));
    expect(fake.calls.find(([m]) => m === 'PUT')?.[1]).toBe('users/9');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/coaching-owner/student-management/list'));
  });
});
