// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { renderAt } from '@kernel/testing/render-at';
import { permissionId } from '@kernel/permissions/catalogue';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import RolesPage from './roles-page';

type HttpModule = typeof HttpModuleNs;
const id = (k: string) => permissionId(k);

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  user: { role: 'COACHING_OWNER', permissions: [] as string[] },
  failStatus: false,
  failCreate: false,
  deleted: new Set<number>(),
}));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: fake.user }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const { permissionId: pid } = await import('@kernel/permissions/catalogue');
  const ref = (keyword: string, group: string) => ({ id: pid(keyword), keyword, label: keyword.toLowerCase().replace(/_/g, ' '), description: `${keyword} (${group})` });
  const catalogue = [
    { key: 'dashboard', label: 'Dashboard', permissions: [ref('DASHBOARD_INDEX', 'Dashboard')] },
    { key: 'user', label: 'User', permissions: [ref('USER_INDEX', 'User'), ref('STUDENT_INDEX', 'User')] },
    { key: 'organization', label: 'Organization', permissions: [ref('ORGANIZATION_STORE', 'Organization')] },
  ];
  const role = (over: Record<string, unknown>) => ({
    description: '',
    status: 'active',
    builtin: false,
    organization_id: 1,
    organization_name: 'Alpha',
    users_count: 0,
    required_ids: [],
    editable: true,
    ...over,
  });
  const roles = () => [
    role({ id: 3, name: 'Trainer', kind: 'TRAINER', builtin: true, organization_id: null, organization_name: null, users_count: 5, permission_ids: [pid('DASHBOARD_INDEX'), pid('USER_INDEX')], required_ids: [pid('DASHBOARD_INDEX')], editable: fake.user.role === 'SUPER_ADMIN' }),
    role({ id: 10, name: 'Front desk', kind: 'ADMIN', description: 'Reception', users_count: 2, permission_ids: [pid('DASHBOARD_INDEX'), pid('STUDENT_INDEX')] }),
    role({ id: 11, name: 'Spare', kind: 'STUDENT', permission_ids: [] }),
  ].filter((r) => !fake.deleted.has(Number((r as { id?: number }).id)));
  const fail422 = (errors: Record<string, string[]>) => new real.HttpError('http', 422, { success: false, message: 'Invalid', errors }, ['Invalid']);
  const http = {
    get: async (path: string, options?: { params?: Record<string, unknown> }) => {
      fake.calls.push(['GET', path, options?.params]);
      if (path === 'permissions') return { success: true, data: catalogue };
      if (path === 'organizations') return { success: true, data: { items: [{ id: 1, name: 'Alpha' }], meta: { current_page: 1, per_page: 100, total: 1, last_page: 1 } } };
      if (path === 'roles') {
        const items = roles();
        return { success: true, data: { items, meta: { current_page: 1, per_page: 25, total: items.length, last_page: 1 } } };
      }
      throw new Error(`unexpected GET ${path}`);
    },
    post: async (path: string, body: unknown) => {
      fake.calls.push(['POST', path, body]);
      if (path === 'roles/10/preview' || path === 'roles/3/preview') {
        return { success: true, data: { granted: [ref('USER_INDEX', 'User')], removed: [ref('STUDENT_INDEX', 'User')], users_affected: 2 } };
      }
      if (path === 'roles') {
        if (fake.failCreate) throw fail422({ name: ['A role of this name exists already.'] });
        return { success: true, data: role({ id: 12, ...(body as object) }) };
      }
      throw new Error(`unexpected POST ${path}`);
    },
    put: async (path: string, body: unknown) => {
      fake.calls.push(['PUT', path, body]);
      return { success: true, data: role({ id: 10, name: 'Front desk', kind: 'ADMIN', permission_ids: [] }) };
    },
    patch: async (path: string, body: unknown) => {
      fake.calls.push(['PATCH', path, body]);
      await new Promise((r) => setTimeout(r, 20));
      if (fake.failStatus) throw fail422({ id: ['2 user(s) hold this role: give them another role first.'] });
      return { success: true, data: role({ id: 10, name: 'Front desk', kind: 'ADMIN', permission_ids: [], ...(body as object) }) };
    },
    delete: async (path: string) => {
      fake.calls.push(['DELETE', path, undefined]);
      fake.deleted.add(Number(path.split('/').pop()));
      return { success: true, data: null };
    },
  };
  return { ...real, http: { ...real.http, ...http } };
});

const OWNER_KEYS = ['ROLE_INDEX', 'ROLE_STORE', 'ROLE_UPDATE', 'ROLE_CHANGE_STATUS', 'ROLE_DESTROY', 'PERMISSION_INDEX', 'DASHBOARD_INDEX', 'USER_INDEX', 'STUDENT_INDEX'];
const open = (url = '/coaching-owner/user-roles/list') => renderAt(url, [['/coaching-owner/user-roles/list', <RolesPage />], ['/master/user-roles/list', <RolesPage />]]);
const calls = (method: string, path?: string) => fake.calls.filter(([m, p]) => m === method && (path === undefined || p === path));
const rowNamed = async (name: string) => (await screen.findAllByTestId('role-row')).find((r) => within(r).getByTestId('role-name').textContent === name)!;
const keyBox = (keyword: string) => document.querySelector<HTMLInputElement>(`[data-testid="perm-key"][data-keyword="${keyword}"]`)!;

async function choose(row: HTMLElement, action: string) {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector(`[data-action="${action}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`[data-action="${action}"]`)!);
}

const menuActions = async (row: HTMLElement) => {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector('[data-action]')).not.toBeNull());
  const actions = [...document.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action'));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  return actions;
};

describe('the role editor', () => {
  beforeAll(() => initTestI18n({ roles: pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.user = { role: 'COACHING_OWNER', permissions: OWNER_KEYS.map(id) };
    fake.failStatus = false;
    fake.failCreate = false;
    fake.deleted.clear();
  });
  afterEach(cleanup);

  it('lists the roles with kind, scope, users and keys, and sends the filters from the URL', async () => {
    open('/coaching-owner/user-roles/list?status=active&kind=ADMIN');
    const desk = await rowNamed('Front desk');
    expect(within(desk).getByTestId('role-kind').textContent).toBe('Admin');
    expect(within(desk).getByTestId('role-scope').textContent).toBe('Centre');
    expect(within(desk).getByTestId('role-users').textContent).toBe('2');
    expect(within(desk).getByTestId('role-keys').textContent).toBe('2');
    expect(within(await rowNamed('Trainer')).getByTestId('role-scope').textContent).toBe('Built-in');
    expect(calls('GET', 'roles')[0]![2]).toEqual({ per_page: 25, page: 1, status: 'active', kind: 'ADMIN' });
    fireEvent.click(document.querySelector('[data-testid="status-pill"][data-value="all"]')!);
    await waitFor(() => expect(calls('GET', 'roles').at(-1)![2]).toEqual({ per_page: 25, page: 1, kind: 'ADMIN' }));
  });

  it('gives the owner only a read-only view of a built-in role', async () => {
    open();
    expect(await menuActions(await rowNamed('Trainer'))).toEqual(['view']);
    expect(await menuActions(await rowNamed('Spare'))).toEqual(['edit', 'toggle-status', 'delete']);
    expect(await menuActions(await rowNamed('Front desk'))).toEqual(['edit', 'toggle-status']);
    await choose(await rowNamed('Trainer'), 'view');
    await screen.findByTestId('permission-editor');
    expect(keyBox('USER_INDEX').disabled).toBe(true);
    expect(keyBox('USER_INDEX').checked).toBe(true);
    expect(screen.queryByTestId('review-changes')).toBeNull();
  });

  it('previews the change, shows what it grants and removes and whom it reaches, and saves only after the confirmation', async () => {
    open();
    await choose(await rowNamed('Front desk'), 'edit');
    await screen.findByTestId('permission-editor');
    // the owner does not hold ORGANIZATION_STORE: it cannot be ticked
    expect(keyBox('ORGANIZATION_STORE').disabled).toBe(true);
    expect(keyBox('ORGANIZATION_STORE').getAttribute('data-state')).toBe('ungrantable');
    fireEvent.click(keyBox('STUDENT_INDEX'));
    fireEvent.click(keyBox('USER_INDEX'));
    expect(keyBox('USER_INDEX').checked).toBe(true);
    expect(keyBox('STUDENT_INDEX').checked).toBe(false);
    fireEvent.click(screen.getByTestId('review-changes'));

    const diff = await screen.findByTestId('diff-view');
    expect(calls('POST', 'roles/10/preview')).toEqual([['POST', 'roles/10/preview', { permission_ids: [id('DASHBOARD_INDEX'), id('USER_INDEX')] }]]);
    expect(within(diff).getByTestId('diff-granted').textContent).toContain('USER_INDEX');
    expect(within(diff).getByTestId('diff-removed').textContent).toContain('STUDENT_INDEX');
    expect(within(diff).getByTestId('diff-users').textContent).toContain('2 users hold this role');
    expect(calls('PUT')).toEqual([]);

    fireEvent.click(within(diff).getByTestId('confirm-save'));
    await waitFor(() =>
      expect(calls('PUT')).toEqual([['PUT', 'roles/10', { permission_ids: [id('DASHBOARD_INDEX'), id('USER_INDEX')], description: 'Reception', name: 'Front desk' }]]),
    );
    await waitFor(() => expect(screen.queryByTestId('role-dialog')).toBeNull());
  });

  it('going back from the diff saves nothing', async () => {
    open();
    await choose(await rowNamed('Front desk'), 'edit');
    await screen.findByTestId('permission-editor');
    fireEvent.click(screen.getByTestId('review-changes'));
    await screen.findByTestId('diff-view');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByTestId('permission-editor');
    expect(calls('PUT')).toEqual([]);
  });

  it('keeps a key the built-in role needs: locked with its reason, neither the key nor its group unticks it', async () => {
    fake.user = { role: 'SUPER_ADMIN', permissions: [] };
    open('/master/user-roles/list');
    await choose(await rowNamed('Trainer'), 'edit');
    await screen.findByTestId('permission-editor');
    const locked = keyBox('DASHBOARD_INDEX');
    expect(locked.checked).toBe(true);
    expect(locked.disabled).toBe(true);
    expect(locked.getAttribute('data-state')).toBe('locked');
    const reasonId = locked.getAttribute('aria-describedby')!.split(' ').find((x) => x.endsWith('-reason'))!;
    expect(document.getElementById(reasonId)!.textContent).toContain('the Trainer portal needs it');
    fireEvent.click(locked);
    expect(keyBox('DASHBOARD_INDEX').checked).toBe(true);

    // the user group's box: all ticked -> untick; the dashboard group holds only the locked key, so its box is off
    expect(document.querySelector<HTMLInputElement>('[data-testid="perm-group-all"][data-group="dashboard"]')!.disabled).toBe(true);
    const userGroup = document.querySelector<HTMLInputElement>('[data-testid="perm-group-all"][data-group="user"]')!;
    expect(userGroup.getAttribute('data-state')).toBe('some');
    fireEvent.click(userGroup);
    expect(userGroup.getAttribute('data-state')).toBe('all');
    fireEvent.click(userGroup);
    expect(userGroup.getAttribute('data-state')).toBe('none');
    // the master may give anything: ORGANIZATION_STORE is free
    expect(keyBox('ORGANIZATION_STORE').disabled).toBe(false);

    fireEvent.click(screen.getByTestId('review-changes'));
    await screen.findByTestId('diff-view');
    expect(calls('POST', 'roles/3/preview')[0]![2]).toEqual({ permission_ids: [id('DASHBOARD_INDEX')] });
  });

  it('filters the keys by text', async () => {
    open();
    await choose(await rowNamed('Front desk'), 'edit');
    await screen.findByTestId('permission-editor');
    fireEvent.change(screen.getByTestId('perm-filter'), { target: { value: 'student' } });
    expect([...document.querySelectorAll('[data-testid="perm-key"]')].map((e) => e.getAttribute('data-keyword'))).toEqual(['STUDENT_INDEX']);
  });

  it('creates a staff role and shows a 422 on its name', async () => {
    fake.failCreate = true;
    open();
    fireEvent.click(await screen.findByTestId('create-role'));
    await screen.findByTestId('permission-editor');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Front desk' } });
    fireEvent.change(screen.getByTestId('role-dialog').querySelector('select[name="kind"]')!, { target: { value: 'TRAINER' } });
    fireEvent.click(keyBox('DASHBOARD_INDEX'));
    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(calls('POST', 'roles')).toEqual([['POST', 'roles', { name: 'Front desk', kind: 'TRAINER', description: '', permission_ids: [id('DASHBOARD_INDEX')] }]]));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('A role of this name exists already.');
    expect(screen.getByTestId('role-dialog')).toBeTruthy();
  });

  it('switches a role off at once and back when the server refuses', async () => {
    fake.failStatus = true;
    open();
    await choose(await rowNamed('Front desk'), 'toggle-status');
    await waitFor(() => expect(within(screen.getAllByTestId('role-row')[1]!).getByTestId('role-status').textContent).toBe('Inactive'));
    await waitFor(() => expect(calls('PATCH')).toEqual([['PATCH', 'roles/change-status/10', { status: 'inactive' }]]));
    await waitFor(() => expect(within(screen.getAllByTestId('role-row')[1]!).getByTestId('role-status').textContent).toBe('Active'));
  });

  it('deletes an unused centre role only after a confirmation naming it', async () => {
    open();
    await choose(await rowNamed('Spare'), 'delete');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('“Spare”');
    expect(calls('DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(calls('DELETE')).toEqual([['DELETE', 'roles/11', undefined]]));
    await waitFor(() => expect(screen.getAllByTestId('role-row')).toHaveLength(2));
  });
});
