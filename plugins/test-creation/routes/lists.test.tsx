// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { clearToasts, getToasts } from '@kernel/notify/toasts';
import { pageTexts } from '../locales/texts';
import ListPage from './list-page';
import QuizListPage from './quiz-list-page';
import IndexPage from './index-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]>, failPatch: false, failDelete: false, empty: false, rows: {} as Record<number, Record<string, string>> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const meta = (total: number) => ({ current_page: 1, per_page: 15, total, last_page: 1 });
  // a published test, one awaiting approval, an abandoned draft
  const test = (id: number, state: string, approval = 'approved') => {
    const row = { id, t_id: `PT-00000${id}`, title: `Test ${id}`, category: 'reading', exam_type: 'practice-tests', no_of_questions: 6, duration_minutes: null, status: 'active', approval, state, completed: state !== 'draft', is_platform: false, created_by: id === 3 ? null : 7, created_at: '2026-01-02T10:00:00Z', ...fake.rows[id] };
    // the server's lifecycle (server/modules/test-creation/lifecycle.ts) after a PATCH
    if (row.completed) row.state = row.status === 'inactive' ? 'inactive' : row.approval === 'approved' ? 'published' : 'awaiting-approval';
    return row;
  };
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'practice-tests' || path === 'mock-tests') return { success: true, data: fake.empty ? { items: [], meta: meta(0) } : { items: [test(1, 'published'), test(2, 'awaiting-approval', 'pending'), test(3, 'draft', 'pending')], meta: meta(3) } };
    if (path === 'quiz-set') {
      const set = (id: number, title: string, published: boolean, completed: boolean) => ({ id, q_s_id: `QS-00000${id}`, title, template_type: 'practice', no_of_questions: 6, status: 'active', approval: 'approved', published, completed, is_platform: false, created_by: 9, created_at: '2026-01-02T10:00:00Z' });
      return { success: true, data: { items: [set(4, 'Warm-up', true, true), set(5, 'Old draft', false, false)], meta: meta(2) } };
    }
    if (path === 'creator-info/7') return { success: true, data: { id: 7, full_name: 'Tahmina Akter', role: 'COACHING_OWNER', image: null } };
    if (path === 'creator-info/9') return { success: true, data: { id: 9, full_name: 'Karim Uddin', role: 'TRAINER', image: null } };
    if (path === 'practice-tests/section-wise-count') return { success: true, data: { all: 5, reading: 2, writing: 1, speaking: 0, listening: 1, combo: 1 } };
    throw new Error(`unexpected GET ${path}`);
  };
  const patch = async (path: string, body: unknown) => {
    fake.calls.push(['PATCH', path, body]);
    if (fake.failPatch) throw new real.HttpError('http', 403, null, ['Forbidden']);
    const id = Number(path.split('/').pop());
    fake.rows[id] = { ...fake.rows[id], ...(body as Record<string, string>) };
    return { success: true, data: {} };
  };
  const put = async (path: string, body: unknown) => {
    fake.calls.push(['PUT', path, body]);
    return { success: true, data: {} };
  };
  const del = async (path: string) => {
    fake.calls.push(['DELETE', path, undefined]);
    // the kernel's own failure(): the toast every refused call gets
    if (fake.failDelete) throw real.failure({ status: 409, data: { success: false, message: 'This test has been sat once: it is kept with its results and cannot be deleted. Deactivate it instead.' } });
    return { success: true, data: null };
  };
  return { ...real, http: { ...real.http, get, patch, put, delete: del } };
});

/** Opens a row's menu and answers its actions (data-action), in order. */
async function menuOf(row: HTMLElement): Promise<string[]> {
  fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
  await waitFor(() => expect(document.querySelector('[data-action]')).not.toBeNull());
  return [...document.querySelectorAll('[data-action]')].map((e) => e.getAttribute('data-action')!);
}

function renderAt(url: string) {
  return renderWith(url, [
    ['/teacher/test-creation', <IndexPage />],
    ['/coaching-owner/test/test-list', <IndexPage />],
    ['/teacher/test-creation/list', <ListPage />],
    ['/teacher/test-creation/quiz-list', <QuizListPage />],
  ]);
}

describe('the test-creation lists', () => {
  beforeAll(() => initTestI18n({ 'test-creation': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failPatch = false;
    fake.failDelete = false;
    fake.empty = false;
    fake.rows = {};
  });
  afterEach(cleanup);

  it('shows the section counts and the three create cards on the index', async () => {
    renderAt('/teacher/test-creation');
    await waitFor(() => expect(screen.getByText('5')).toBeTruthy());
    expect(screen.getAllByTestId('create-card').map((a) => a.getAttribute('href'))).toEqual([
      '/teacher/test-creation/test/test-information?exam=practice-tests',
      '/teacher/test-creation/test/test-information?exam=mock-tests',
      '/teacher/test-creation/quiz/quiz-information',
    ]);
  });

  it('lists the tests with where each stands, the state filter sent to the server', async () => {
    renderAt('/teacher/test-creation/list?exam=mock-tests&state=published');
    const rows = await screen.findAllByTestId('test-row');
    expect(fake.calls[0]).toEqual(['GET', 'mock-tests', { per_page: 15, page: 1, state: 'published' }]);
    expect(rows.map((r) => within(r).getByTestId('test-state').textContent)).toEqual(['Published', 'Awaiting approval', 'Draft']);
    // no "Draft · Active · Approved": the old status and approval chips are gone from the tests list
    expect(screen.queryByTestId('toggle-status')).toBeNull();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('published');
  });

  it('names who made each test in a Created by column, asking once per author', async () => {
    renderAt('/teacher/test-creation/list');
    const rows = await screen.findAllByTestId('test-row');
    expect(screen.getByRole('columnheader', { name: 'Created by' })).toBeTruthy();
    await waitFor(() => expect(within(rows[0]!).getByTestId('creator-name').textContent).toBe('Tahmina AkterCOACHING OWNER'));
    expect(within(rows[1]!).getByTestId('creator-name').textContent).toBe('Tahmina AkterCOACHING OWNER');
    // a test with no recorded author is a dash, not a request
    expect(within(rows[2]!).getByTestId('creator-name').getAttribute('data-state')).toBe('none');
    expect(fake.calls.filter(([, p]) => p.startsWith('creator-info/'))).toEqual([['GET', 'creator-info/7', undefined]]);
  });

  it('publishes a test awaiting approval at once (optimistic, rolled back on error); a draft is finished first', async () => {
    renderAt('/teacher/test-creation/list');
    const row = () => screen.getAllByTestId('test-row')[1]!;
    await screen.findAllByTestId('test-row');
    expect(await menuOf(row())).toEqual(['show', 'edit', 'preview', 'publish', 'deactivate', 'delete']);
    fake.failPatch = true;
    fireEvent.click(document.querySelector('[data-action="publish"]')!);
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'practice-tests/change-status/2', { approval: 'approved' }]));
    await waitFor(() => expect(within(row()).getByTestId('test-state').textContent).toBe('Awaiting approval'));

    fake.failPatch = false;
    fake.calls.length = 0;
    await menuOf(row());
    fireEvent.click(document.querySelector('[data-action="publish"]')!);
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'practice-tests/change-status/2', { approval: 'approved' }]));
    await waitFor(() => expect(within(row()).getByTestId('test-state').textContent).toBe('Published'));

    expect(await menuOf(screen.getAllByTestId('test-row')[2]!)).not.toContain('publish');
  });

  it('confirms before deactivating a published test, naming it; a published test has no Delete', async () => {
    renderAt('/teacher/test-creation/list');
    await screen.findAllByTestId('test-row');
    expect(await menuOf(screen.getAllByTestId('test-row')[0]!)).toEqual(['show', 'edit', 'preview', 'deactivate']);
    fireEvent.click(document.querySelector('[data-action="deactivate"]')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Deactivate this test?');
    expect(dialog.textContent).toContain('Test 1');
    expect(fake.calls.some(([m]) => m === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'practice-tests/change-status/1', { status: 'inactive' }]));
    await waitFor(() => expect(within(screen.getAllByTestId('test-row')[0]!).getByTestId('test-state').textContent).toBe('Inactive'));
  });

  it('deletes a draft after a confirmation naming it, and shows the server\'s refusal', async () => {
    renderAt('/teacher/test-creation/list');
    await screen.findAllByTestId('test-row');
    expect(await menuOf(screen.getAllByTestId('test-row')[2]!)).toEqual(['show', 'edit', 'preview', 'delete']);
    fireEvent.click(document.querySelector('[data-action="delete"]')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('“Test 3” will be deleted.');
    expect(fake.calls.some(([m]) => m === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['DELETE', 'practice-tests/3', undefined]));
    await waitFor(() => expect(getToasts().some((x) => x.variant === 'success' && x.message.includes('“Test 3” is deleted.'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());

    clearToasts();
    fake.failDelete = true;
    await menuOf(screen.getAllByTestId('test-row')[1]!);
    fireEvent.click(document.querySelector('[data-action="delete"]')!);
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(getToasts().some((x) => x.variant === 'error' && x.message.includes('cannot be deleted'))).toBe(true));
  });

  it("titles the owner's Test list page \"Test list\"", async () => {
    renderAt('/coaching-owner/test/test-list');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Test list');
    cleanup();
    renderAt('/teacher/test-creation');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Test creation');
  });

  it('offers to clear the filters when a filtered list is empty', async () => {
    fake.empty = true;
    renderAt('/teacher/test-creation/list?search=zzz');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(fake.calls.at(-1)).toEqual(['GET', 'practice-tests', { per_page: 15, page: 1 }]));
  });

  it('deletes a quiz set draft after a confirmation, and offers no Delete for a published set', async () => {
    renderAt('/teacher/test-creation/quiz-list');
    const rows = await screen.findAllByTestId('quiz-set-row');
    expect(await menuOf(rows[0]!)).toEqual(['edit', 'preview']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(await menuOf(screen.getAllByTestId('quiz-set-row')[1]!)).toEqual(['edit', 'preview', 'delete']);
    fireEvent.click(document.querySelector('[data-action="delete"]')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delete this quiz set?');
    expect(dialog.textContent).toContain('Old draft');
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['DELETE', 'quiz-set/5', undefined]));
  });

  it('names who made each quiz set', async () => {
    renderAt('/teacher/test-creation/quiz-list');
    const rows = await screen.findAllByTestId('quiz-set-row');
    expect(screen.getByRole('columnheader', { name: 'Created by' })).toBeTruthy();
    await waitFor(() => expect(rows.map((r) => within(r).getByTestId('creator-name').textContent)).toEqual(['Karim UddinTRAINER', 'Karim UddinTRAINER']));
    expect(fake.calls.filter(([, p]) => p.startsWith('creator-info/'))).toHaveLength(1);
  });

  it('confirms before deactivating a quiz set students can see', async () => {
    renderAt('/teacher/test-creation/quiz-list');
    const rows = await screen.findAllByTestId('quiz-set-row');
    fireEvent.click(within(rows[0]!).getByTestId('toggle-status'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Deactivate this quiz set?');
    expect(dialog.textContent).toContain('Warm-up');
    expect(fake.calls.some(([m]) => m === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'quiz-set/change-status/4', { status: 'inactive' }]));
  });

  it('confirms before unpublishing a quiz set, naming it', async () => {
    renderAt('/teacher/test-creation/quiz-list');
    const toggle = (await screen.findAllByTestId('toggle-publish'))[0]!;
    fireEvent.click(toggle);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Warm-up');
    expect(fake.calls.some(([m]) => m === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['PUT', 'quiz-set/4/publish', { published: false }]));
  });
});
