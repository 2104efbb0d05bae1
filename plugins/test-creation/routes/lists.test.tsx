// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import ListPage from './list-page';
import QuizListPage from './quiz-list-page';
import IndexPage from './index-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]>, failPatch: false, empty: false, rows: {} as Record<number, Record<string, string>> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const meta = (total: number) => ({ current_page: 1, per_page: 15, total, last_page: 1 });
  const test = (id: number, status: string) => ({ id, t_id: `PT-00000${id}`, title: `Test ${id}`, category: 'reading', exam_type: 'practice-tests', no_of_questions: 6, duration_minutes: null, status, approval: 'approved', completed: true, is_platform: false, created_at: '2026-01-02T10:00:00Z', ...fake.rows[id] });
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'practice-tests' || path === 'mock-tests') return { success: true, data: fake.empty ? { items: [], meta: meta(0) } : { items: [test(1, 'active'), test(2, 'inactive')], meta: meta(2) } };
    if (path === 'quiz-set') return { success: true, data: { items: [{ id: 4, q_s_id: 'QS-000004', title: 'Warm-up', template_type: 'practice', no_of_questions: 6, status: 'active', approval: 'approved', published: true, completed: true, is_platform: false, created_at: '2026-01-02T10:00:00Z' }], meta: meta(1) } };
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
  return { ...real, http: { ...real.http, get, patch, put } };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/teacher/test-creation', <IndexPage />],
    ['/teacher/test-creation/list', <ListPage />],
    ['/teacher/test-creation/quiz-list', <QuizListPage />],
  ]);
}

describe('the test-creation lists', () => {
  beforeAll(() => initTestI18n({ 'test-creation': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failPatch = false;
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

  it('lists the tests with the filters sent to the server and toggles a status (optimistic, rolled back on error)', async () => {
    renderAt('/teacher/test-creation/list?exam=mock-tests&status=active');
    const rows = await screen.findAllByTestId('test-row');
    expect(rows).toHaveLength(2);
    expect(fake.calls[0]).toEqual(['GET', 'mock-tests', { per_page: 15, page: 1, status: 'active' }]);
    const toggle = within(rows[0]!).getByTestId('toggle-status');
    fireEvent.click(toggle);
    await waitFor(() => expect(within(screen.getAllByTestId('test-row')[0]!).getByTestId('toggle-status').textContent).toBe('Inactive'));
    expect(fake.calls).toContainEqual(['PATCH', 'mock-tests/change-status/1', { status: 'inactive' }]);

    fake.failPatch = true;
    fireEvent.click(within(screen.getAllByTestId('test-row')[1]!).getByTestId('toggle-approval'));
    await waitFor(() => expect(fake.calls).toContainEqual(['PATCH', 'mock-tests/change-status/2', { approval: 'unapproved' }]));
    await waitFor(() => expect(within(screen.getAllByTestId('test-row')[1]!).getByTestId('toggle-approval').textContent).toBe('Approved'));
  });

  it('offers to clear the filters when a filtered list is empty', async () => {
    fake.empty = true;
    renderAt('/teacher/test-creation/list?search=zzz');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(fake.calls.at(-1)).toEqual(['GET', 'practice-tests', { per_page: 15, page: 1 }]));
  });

  it('confirms before unpublishing a quiz set, naming it', async () => {
    renderAt('/teacher/test-creation/quiz-list');
    const toggle = await screen.findByTestId('toggle-publish');
    fireEvent.click(toggle);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Warm-up');
    expect(fake.calls.some(([m]) => m === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['PUT', 'quiz-set/4/publish', { published: false }]));
  });
});
