// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EditorProps } from '@question-types/kit/ui-contract';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';
import { HttpError } from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import QuizCreatePage from './quiz-create-page';
import QuizEditPage from './quiz-edit-page';

type HttpModule = typeof HttpModuleNs;
type UiRegistryModule = typeof UiRegistryNs;

const http = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn(), get: vi.fn() }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  return { ...real, http: { ...real.http, ...http } };
});

// A stand-in for the type's Editor: it fills in a valid item and lists the issues it is given, by path.
vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<UiRegistryModule>();
  function FakeEditor({ onChange, issues }: EditorProps) {
    return (
      <div>
        <button type="button" onClick={() => onChange({ passage: 'A passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: 'Two' }] }, { correct: 'B' })}>
          fill item
        </button>
        <ul data-testid="editor-issues">
          {issues.map((i) => (
            <li key={i.path + i.message} data-path={i.path}>
              {i.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const Fake = () => null;
  const ui = { Player: Fake, Editor: FakeEditor, Review: Fake };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});

const QUIZ_TYPES = [
  { id: 1, slug: 'vocabulary', name: 'Vocabulary', description: '' },
  { id: 2, slug: 'grammar', name: 'Grammar', description: '' },
  { id: 4, slug: 'pte-style', name: 'PTE-style', description: '' },
];

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/teacher/question-creation/pte-quiz/create" element={<QuizCreatePage />} />
          <Route path="/teacher/question-creation/pte-quiz/edit/:id" element={<QuizEditPage />} />
          <Route path="/teacher/question-creation/pte-quiz" element={<p>the quiz list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const quizTypeSelect = () => document.querySelector<HTMLSelectElement>('select[name="quiz_type_id"]')!;
const fieldError = (select: HTMLElement) => document.getElementById(select.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '');

describe('create a quiz item', () => {
  beforeAll(() => initTestI18n({ 'question-bank': pageTexts.en }));
  beforeEach(() => {
    for (const f of Object.values(http)) f.mockReset();
    http.get.mockImplementation(async (path: string) => {
      if (path === 'quiz-types') return { success: true, data: QUIZ_TYPES };
      throw new Error(`unexpected GET ${path}`);
    });
  });
  afterEach(cleanup);

  it('asks for the quiz type before sending anything', async () => {
    renderAt('/teacher/question-creation/pte-quiz/create?type=reading-multiple-choice-single');
    await waitFor(() => expect(quizTypeSelect()).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create quiz item');
    fireEvent.change(document.querySelector('input[name="title"]')!, { target: { value: 'Heat islands' } });
    fireEvent.click(screen.getByText('fill item'));
    fireEvent.click(screen.getByTestId('save-question'));
    expect(await screen.findByText('Fix the marked problems before saving.')).toBeTruthy();
    expect(quizTypeSelect().getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(quizTypeSelect())?.textContent).toBe('This is required.');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends POST quiz with quiz_type_id, and shows a 422 on the quiz type and title fields', async () => {
    http.post.mockRejectedValueOnce(
      new HttpError('http', 422, { success: false, message: 'The given data was invalid.', errors: { quiz_type_id: ['The selected quiz type id is invalid.'], title: ['This title is taken.'], 'key.correct': ['Mark the correct option.'] } }, ['The given data was invalid.']),
    );
    renderAt('/teacher/question-creation/pte-quiz/create?type=reading-multiple-choice-single');
    await waitFor(() => expect(quizTypeSelect()).not.toBeNull());
    expect([...quizTypeSelect().options].map((o) => o.textContent)).toEqual(['Choose a quiz type…', 'Vocabulary', 'Grammar', 'PTE-style']);
    fireEvent.change(quizTypeSelect(), { target: { value: '2' } });
    fireEvent.change(document.querySelector('input[name="title"]')!, { target: { value: 'Heat islands' } });
    fireEvent.click(screen.getByText('fill item'));
    fireEvent.click(screen.getByTestId('save-question'));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]![0]).toBe('quiz');
    expect(http.post.mock.calls[0]![1]).toMatchObject({ type: 'reading-multiple-choice-single', title: 'Heat islands', quiz_type_id: 2, key: { correct: 'B' } });
    await waitFor(() => expect(fieldError(quizTypeSelect())?.textContent).toBe('The selected quiz type id is invalid.'));
    expect(screen.getByText('This title is taken.')).toBeTruthy();
    expect(screen.getByTestId('editor-issues').querySelector('[data-path="key.correct"]')?.textContent).toBe('Mark the correct option.');
    expect(screen.queryByText('the quiz list')).toBeNull();
  });

  it('goes to the quiz list once saved; ?quiz_type= preselects the quiz type', async () => {
    http.post.mockResolvedValueOnce({ success: true, data: { id: 7 } });
    renderAt('/teacher/question-creation/pte-quiz/create?type=reading-multiple-choice-single&quiz_type=4');
    await waitFor(() => expect(quizTypeSelect().value).toBe('4'));
    fireEvent.change(document.querySelector('input[name="title"]')!, { target: { value: 'Heat islands' } });
    fireEvent.click(screen.getByText('fill item'));
    fireEvent.click(screen.getByTestId('save-question'));
    expect(await screen.findByText('the quiz list')).toBeTruthy();
    expect(http.post.mock.calls[0]![1]).toMatchObject({ quiz_type_id: 4 });
  });

  it('shows an error with a retry when the quiz types cannot be loaded', async () => {
    http.get.mockRejectedValueOnce(new HttpError('http', 500, null, ['Server error']));
    renderAt('/teacher/question-creation/pte-quiz/create');
    expect(await screen.findByText('The quiz types could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(quizTypeSelect()).not.toBeNull());
  });

  it('edits with GET quiz/{id} and PUT quiz/{id}, keeping the quiz type', async () => {
    http.get.mockImplementation(async (path: string) => {
      if (path === 'quiz-types') return { success: true, data: QUIZ_TYPES };
      if (path === 'quiz/5') {
        return {
          success: true,
          data: {
            id: 5, title: 'Quiz: heat islands', quiz_type_id: 4, question_type_id: 9, status: 'active', approval: 'approved', frequency: 'HIGH', source: 'PRACTICE', is_platform: false, created_at: '2026-01-02T10:00:00Z',
            question_type: { id: 9, slug: 'reading-multiple-choice-single', name: 'Multiple choice, single answer', group: 'reading', section: 'reading' },
            content: { passage: 'A passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: 'Two' }] },
            key: { correct: 'A' },
          },
        };
      }
      throw new Error(`unexpected GET ${path}`);
    });
    http.put.mockResolvedValueOnce({ success: true, data: { id: 5 } });
    renderAt('/teacher/question-creation/pte-quiz/edit/5');
    await waitFor(() => expect(quizTypeSelect()?.value).toBe('4'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit quiz item');
    fireEvent.click(screen.getByTestId('save-question'));
    expect(await screen.findByText('the quiz list')).toBeTruthy();
    expect(http.put.mock.calls[0]![0]).toBe('quiz/5');
    expect(http.put.mock.calls[0]![1]).toMatchObject({ quiz_type_id: 4, title: 'Quiz: heat islands', frequency: 'HIGH', key: { correct: 'A' } });
  });
});
