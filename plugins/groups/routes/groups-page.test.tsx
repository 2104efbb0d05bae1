// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { renderAt } from '@kernel/testing/render-at';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import GroupsPage from './groups-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  deleted: new Set<number>(),
  failStatus: false,
}));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const person = (id: number, full_name: string) => ({ id, full_name, email: `${full_name.split(' ')[0]!.toLowerCase()}@alpha.test` });
  const people = {
    STUDENT: [person(21, 'Sam Student'), person(22, 'Sara Sen'), person(23, 'Rafi Roy')],
    TRAINER: [person(31, 'Tina Trainer'), person(32, 'Tom Teach')],
  };
  const group = (id: number, name: string, over: Record<string, unknown> = {}) => ({
    id,
    name,
    description: '',
    status: 'active',
    students_count: 1,
    trainers_count: 1,
    created_at: '2026-01-05T10:00:00Z',
    created_by: null,
    ...over,
  });
  const groups = () => [group(1, 'Morning batch', { description: 'Weekdays 8 am', students_count: 12, trainers_count: 2 }), group(2, 'Evening batch')].filter((g) => !fake.deleted.has(g.id));
  const fail422 = (errors: Record<string, string[]>) => new real.HttpError('http', 422, { success: false, message: 'Invalid', errors }, ['Invalid']);
  const http = {
    get: async (path: string, options?: { params?: Record<string, unknown> }) => {
      fake.calls.push(['GET', path, options?.params]);
      if (path === 'groups') {
        const items = groups();
        return { success: true, data: { items, meta: { current_page: 1, per_page: 15, total: items.length, last_page: 1 } } };
      }
      if (path === 'groups/2') return { success: true, data: { ...group(2, 'Evening batch'), students: [people.STUDENT[0]], trainers: [people.TRAINER[0]] } };
      if (path === 'users') {
        const p = options?.params ?? {};
        const pool = people[p.role as 'STUDENT' | 'TRAINER'];
        const needle = String(p.search ?? '').toLowerCase();
        const items = pool.filter((u) => u.full_name.toLowerCase().includes(needle)).map((u) => ({ ...u, first_name: '', last_name: '' }));
        return { success: true, data: { items, meta: { current_page: 1, per_page: 10, total: items.length, last_page: 1 } } };
      }
      throw new Error(`unexpected GET ${path}`);
    },
    post: async (path: string, body: { name: string }) => {
      fake.calls.push(['POST', path, body]);
      if (body.name.toLowerCase() === 'evening batch') throw fail422({ name: ['A group of this name exists already in the centre.'] });
      return { success: true, data: { ...group(3, body.name), students: [], trainers: [] } };
    },
    put: async (path: string, body: { name: string }) => {
      fake.calls.push(['PUT', path, body]);
      return { success: true, data: { ...group(2, body.name), students: [], trainers: [] } };
    },
    patch: async (path: string, body: unknown) => {
      fake.calls.push(['PATCH', path, body]);
      await new Promise((r) => setTimeout(r, 20));
      if (fake.failStatus) throw new real.HttpError('http', 500, null, ['Server error']);
      return { success: true, data: { ...group(1, 'Morning batch', body as Record<string, unknown>), students: [], trainers: [] } };
    },
    delete: async (path: string) => {
      fake.calls.push(['DELETE', path, undefined]);
      fake.deleted.add(Number(path.split('/').pop()));
      return { success: true, data: null };
    },
  };
  return { ...real, http: { ...real.http, ...http } };
});

const open = (url = '/admin/group-creation') => renderAt(url, [['/admin/group-creation', <GroupsPage />], ['/coaching-owner/group-creation', <GroupsPage />]]);
const calls = (method: string, path?: string) => fake.calls.filter(([m, p]) => m === method && (path === undefined || p === path));
const rowNamed = async (name: string) => (await screen.findAllByTestId('group-row')).find((r) => within(r).getByTestId('group-name').textContent === name)!;

async function choose(row: HTMLElement, action: string) {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector(`[data-action="${action}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`[data-action="${action}"]`)!);
}

/** type into a picker, wait for the person, pick them with the keyboard */
async function pick(pickerTestId: string, text: string, id: number) {
  const picker = screen.getByTestId(pickerTestId);
  const input = within(picker).getByTestId('picker-input');
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => {
    const options = within(picker).queryAllByTestId('picker-option');
    expect(options.map((o) => o.getAttribute('data-id'))).toEqual([String(id)]);
  });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(within(picker).queryAllByTestId('picker-chip').map((c) => c.getAttribute('data-id'))).toContain(String(id)));
}

describe('the groups page', () => {
  beforeAll(() => initTestI18n({ groups: pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.deleted.clear();
    fake.failStatus = false;
  });
  afterEach(cleanup);

  it('lists the groups with their counts and sends the status and search filters', async () => {
    open('/coaching-owner/group-creation?status=active');
    const row = await rowNamed('Morning batch');
    expect(within(row).getByTestId('group-students').textContent).toBe('12');
    expect(within(row).getByTestId('group-trainers').textContent).toBe('2');
    expect(row.textContent).toContain('Weekdays 8 am');
    expect(row.textContent).toContain('5 Jan 2026, Monday');
    expect(calls('GET', 'groups')[0]![2]).toEqual({ per_page: 15, page: 1, status: 'active' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'morn' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls('GET', 'groups').at(-1)![2]).toEqual({ per_page: 15, page: 1, status: 'active', search: 'morn' }));
    fireEvent.click(document.querySelector('[data-testid="status-pill"][data-value="inactive"]')!);
    await waitFor(() => expect(calls('GET', 'groups').at(-1)![2]).toEqual({ per_page: 15, page: 1, status: 'inactive', search: 'morn' }));
  });

  it('creates a group with the chosen students and trainers, and shows a 422 on the name', async () => {
    open();
    fireEvent.click(await screen.findByTestId('create-group'));
    const dialog = await screen.findByTestId('group-dialog');
    expect(calls('GET', 'users')).toEqual([]); // the pickers search only once used
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Evening batch' } });
    await pick('student-picker', 'sara', 22);
    await pick('student-picker', 'rafi', 23);
    await pick('trainer-picker', 'tom', 32);
    expect(calls('GET', 'users').at(-1)![2]).toEqual({ role: 'TRAINER', search: 'tom', per_page: 10 });
    // a chip goes again with its own button
    fireEvent.click(within(screen.getByTestId('student-picker')).getByRole('button', { name: 'Remove Rafi Roy' }));
    fireEvent.click(within(dialog).getByTestId('save-group'));

    await waitFor(() => expect(calls('POST', 'groups')).toEqual([['POST', 'groups', { name: 'Evening batch', description: '', student_ids: [22], trainer_ids: [32] }]]));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('A group of this name exists already in the centre.');

    fireEvent.change(name, { target: { value: 'Weekend batch' } });
    fireEvent.click(within(dialog).getByTestId('save-group'));
    await waitFor(() => expect(calls('POST', 'groups').at(-1)![2]).toMatchObject({ name: 'Weekend batch', student_ids: [22], trainer_ids: [32] }));
    await waitFor(() => expect(screen.queryByTestId('group-dialog')).toBeNull());
  });

  it('edits a group from its members as the server holds them', async () => {
    open();
    await choose(await rowNamed('Evening batch'), 'edit');
    const dialog = await screen.findByTestId('group-dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('picker-chip').map((c) => c.getAttribute('data-id'))).toEqual(['21', '31']));
    await pick('student-picker', 'sara', 22);
    // Backspace in the empty search takes the last chosen trainer away
    const trainerInput = within(screen.getByTestId('trainer-picker')).getByTestId('picker-input');
    fireEvent.keyDown(trainerInput, { key: 'Backspace' });
    fireEvent.click(within(dialog).getByTestId('save-group'));
    await waitFor(() => expect(calls('PUT')).toEqual([['PUT', 'groups/2', { name: 'Evening batch', description: '', student_ids: [21, 22], trainer_ids: [] }]]));
  });

  it('switches a group off at once and back when the server fails', async () => {
    fake.failStatus = true;
    open();
    await choose(await rowNamed('Morning batch'), 'toggle-status');
    await waitFor(() => expect(within(screen.getAllByTestId('group-row')[0]!).getByTestId('group-status').textContent).toBe('Inactive'));
    await waitFor(() => expect(calls('PATCH')).toEqual([['PATCH', 'groups/change-status/1', { status: 'inactive' }]]));
    await waitFor(() => expect(within(screen.getAllByTestId('group-row')[0]!).getByTestId('group-status').textContent).toBe('Active'));
  });

  it('deletes a group only after a confirmation that says its people stay', async () => {
    open();
    await choose(await rowNamed('Morning batch'), 'delete');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('“Morning batch”');
    expect(dialog.textContent).toContain('Its students and trainers stay in the centre');
    expect(calls('DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(calls('DELETE')).toEqual([['DELETE', 'groups/1', undefined]]));
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(1));
  });
});
