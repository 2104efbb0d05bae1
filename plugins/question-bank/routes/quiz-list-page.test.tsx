// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import QuizListPage from './quiz-list-page';
import IndexPage from './index-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  mode: 'rows' as 'rows' | 'empty' | 'fail',
  deleted: new Set<number>(),
}));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const row = (id: number, title: string, quizTypeId: number, createdBy: number | null) => ({
    id,
    title,
    quiz_type_id: quizTypeId,
    question_type_id: 9,
    question_type: { id: 9, slug: 'reading-multiple-choice-single', name: 'Multiple choice, single answer', group: 'reading', section: 'reading' },
    status: 'active',
    approval: 'approved',
    frequency: 'MODERATE',
    source: 'PRACTICE',
    is_platform: false,
    created_by: createdBy,
    created_at: '2026-01-02T10:00:00Z',
  });
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path === 'quiz-types') {
      return { success: true, data: [{ id: 1, slug: 'vocabulary', name: 'Vocabulary', description: '' }, { id: 4, slug: 'pte-style', name: 'PTE-style', description: '' }] };
    }
    if (path === 'creator-info/7') return { success: true, data: { id: 7, full_name: 'Karim Uddin', role: 'TRAINER', image: null } };
    if (path === 'question-types/list-with-questions-count') return { success: true, data: [] };
    if (path === 'quiz') {
      if (fake.mode === 'fail') throw new real.HttpError('http', 500, null, ['Server error']);
      const items = fake.mode === 'empty' ? [] : [row(5, 'Quiz: heat islands', 4, 7), row(6, 'Quiz: word choice', 1, null)].filter((r) => !fake.deleted.has(r.id));
      return { success: true, data: { items, meta: { current_page: 1, per_page: 20, total: items.length, last_page: 1 } } };
    }
    throw new Error(`unexpected GET ${path}`);
  };
  const del = async (path: string) => {
    fake.calls.push(['DELETE', path, undefined]);
    fake.deleted.add(Number(path.split('/').pop()));
    return { success: true, data: null };
  };
  return { ...real, http: { ...real.http, get, delete: del } };
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/teacher/question-creation" element={<IndexPage />} />
          <Route path="/teacher/question-creation/pte-quiz" element={<QuizListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const quizCalls = () => fake.calls.filter(([m, p]) => m === 'GET' && p === 'quiz');

async function openRowMenu(row: HTMLElement) {
  const button = within(row).getByTestId('row-actions');
  fireEvent.keyDown(button, { key: 'Enter' });
  await waitFor(() => expect(document.querySelector('[data-action="delete"]')).not.toBeNull());
}

describe('the quiz item list', () => {
  beforeAll(() => initTestI18n({ 'question-bank': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.mode = 'rows';
    fake.deleted.clear();
  });
  afterEach(cleanup);

  it('links to the quiz items from the question-creation index', async () => {
    renderAt('/teacher/question-creation');
    expect((await screen.findByTestId('quiz-items')).getAttribute('href')).toBe('/teacher/question-creation/pte-quiz');
  });

  it('sends the URL filters to GET quiz and shows each row with its quiz type', async () => {
    renderAt('/teacher/question-creation/pte-quiz?quiz_type_id=4&status=active&search=heat&page=2');
    const rows = await screen.findAllByTestId('question-row');
    expect(rows).toHaveLength(2);
    expect(quizCalls()[0]![2]).toEqual({ per_page: 20, page: 2, quiz_type_id: '4', status: 'active', search: 'heat' });
    await waitFor(() => expect(within(rows[0]!).getByTestId('row-quiz-type').textContent).toBe('PTE-style'));
    expect(within(rows[1]!).getByTestId('row-quiz-type').textContent).toBe('Vocabulary');
    expect(screen.getByTestId('create-quiz').getAttribute('href')).toBe('/teacher/question-creation/pte-quiz/create');
    expect(document.querySelector('[data-section="quiz"]')?.getAttribute('aria-current')).toBe('page');

    fireEvent.change(document.querySelector('select[name="quiz_type_id"]')!, { target: { value: '1' } });
    await waitFor(() => expect(quizCalls().at(-1)![2]).toEqual({ per_page: 20, page: 1, quiz_type_id: '1', status: 'active', search: 'heat' }));
    fireEvent.change(document.querySelector('select[name="type"]')!, { target: { value: 'write-essay' } });
    await waitFor(() => expect(quizCalls().at(-1)![2]).toMatchObject({ type: 'write-essay', quiz_type_id: '1' }));
  });

  it('names who made each item in a Created by column; an item without an author is a dash', async () => {
    renderAt('/teacher/question-creation/pte-quiz');
    const rows = await screen.findAllByTestId('question-row');
    expect(screen.getByRole('columnheader', { name: 'Created by' })).toBeTruthy();
    await waitFor(() => expect(within(rows[0]!).getByTestId('creator-name').textContent).toBe('Karim UddinTRAINER'));
    expect(within(rows[1]!).getByTestId('creator-name').getAttribute('data-state')).toBe('none');
    expect(fake.calls.filter(([, p]) => p.startsWith('creator-info/'))).toEqual([['GET', 'creator-info/7', undefined]]);
  });

  it('edits and deletes from the row menu, the delete confirmed in a dialog naming the item', async () => {
    renderAt('/teacher/question-creation/pte-quiz');
    const [row] = await screen.findAllByTestId('question-row');
    await openRowMenu(row!);
    expect(document.querySelector('[data-action="edit"]')?.getAttribute('href')).toBe('/teacher/question-creation/pte-quiz/edit/5');
    expect(document.querySelector('[data-action="preview"]')).toBeNull();
    fireEvent.click(document.querySelector('[data-action="delete"]')!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Quiz: heat islands');
    expect(fake.calls.some(([m]) => m === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls).toContainEqual(['DELETE', 'quiz/5', undefined]));
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(1));
  });

  it('shows the empty state with the next step, and a filtered empty list offers to clear the filters', async () => {
    fake.mode = 'empty';
    renderAt('/teacher/question-creation/pte-quiz');
    expect(await screen.findByText('No quiz items yet')).toBeTruthy();
    cleanup();
    renderAt('/teacher/question-creation/pte-quiz?search=zzz');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(quizCalls().at(-1)![2]).toEqual({ per_page: 20, page: 1 }));
  });

  it('shows a load error with a retry', async () => {
    fake.mode = 'fail';
    renderAt('/teacher/question-creation/pte-quiz');
    expect(await screen.findByText('The quiz items could not be loaded.')).toBeTruthy();
    fake.mode = 'rows';
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('question-row')).toHaveLength(2);
  });
});
