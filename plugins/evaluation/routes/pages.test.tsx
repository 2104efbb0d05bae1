// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';
import { pageTexts } from '../locales/texts';
import ListPage from './list-page';
import EvaluationPage from './evaluation-page';
import PracticeResultPage from './practice-result-page';

type HttpModule = typeof HttpModuleNs;

// A fake http layer with the server's answers (server/modules/evaluation, API-CONTRACT.md).
const fake = vi.hoisted(() => ({ gets: [] as Array<[string, unknown]>, posts: [] as Array<[string, unknown]>, items: [] as unknown[], empty: false }));
const EVALUATION = {
  id: 9,
  attempt_id: 9,
  status: 'pending',
  created_at: '2026-01-02T10:00:00Z',
  evaluated_at: null,
  evaluated_by: null,
  feedback: null,
  student: { id: 3, first_name: 'Rina', last_name: 'Das', email: 'rina@example.com' },
  question: { id: 4, title: 'Essay one', question_type: { id: 9, slug: 'write-essay', name: 'Write Essay', group: 'writing', section: 'WRITING' }, content: { prompt: 'Discuss cities.' }, key: { modelAnswer: 'A model essay.' } },
  traits: [
    { key: 'content', label: 'Content', max: 3, human: true, skills: ['writing'] },
    { key: 'form', label: 'Form', max: 2, human: false, skills: ['writing'] },
  ],
  response: { text: 'My essay text.' },
  recording: null,
  result: { score: 2, max: 5, needsHuman: true, parts: [], measures: { words: 250, misspellings: 1, lexicalDiversity: 0.61 }, traits: [{ key: 'content', score: 0, max: 3, pending: true }, { key: 'form', score: 2, max: 2 }] },
  evidence: { assessor: {}, trainer: null, combined: null },
};
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const row = (id: number, status: string) => ({ id, attempt_id: id, question_id: 4, question_title: `Item ${id}`, question_type: { id: 1, slug: 'read-aloud', name: 'Read Aloud', group: 'speaking', section: 'SPEAKING' }, student: { id: 3, first_name: 'Rina', last_name: 'Das', email: 'r@x' }, score: 0, max: 50, needsHuman: true, status, has_recording: true, created_at: '2026-01-02T10:00:00Z', evaluated_at: null });
  const get = async (path: string, options?: { params?: unknown }) => {
    fake.gets.push([path, options?.params]);
    if (path === 'evaluation') {
      const params = options?.params as { page: number };
      if (fake.empty) return { success: true, data: { items: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 } } };
      return { success: true, data: { items: [row(11, 'pending'), row(12, 'pending')], meta: { current_page: params.page, per_page: 15, total: 31, last_page: 3 } } };
    }
    if (path === 'evaluation/9') return { success: true, data: EVALUATION };
    if (path === 'question-attempts/21') {
      return { success: true, data: { attempt_id: 21, question_id: 4, score: 5, max: 13, needsHuman: true, status: 'pending', parts: [], measures: { speakingSec: 12.34, pauseCount: 2 }, traits: [{ key: 'content', score: 5, max: 3 }, { key: 'pronunciation', score: 0, max: 5, pending: true }, { key: 'oralFluency', score: 0, max: 5, pending: true }], response: { recording: '/files/recordings/r.webm' }, feedback: 'Speak up.', evaluated_at: null, key: {} } };
    }
    if (path === 'questions/4') return { success: true, data: { id: 4, title: 'Read this', question_type: { id: 1, slug: 'read-aloud', name: 'Read Aloud', group: 'speaking' }, content: { text: 'Hello' } } };
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: unknown) => {
    fake.posts.push([path, body]);
    return { success: true, data: { ...EVALUATION, status: 'evaluated', result: { ...EVALUATION.result, score: 5, needsHuman: false, traits: [{ key: 'content', score: 3, max: 3 }, { key: 'form', score: 2, max: 2 }] } } };
  };
  return { ...real, http: { ...real.http, get, post } };
});

vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<typeof UiRegistryNs>();
  const Review = ({ mediaUrl, response }: { mediaUrl: (p: string) => string; response: { recording?: string } }) => <p data-testid="fake-review">{response.recording ? mediaUrl(response.recording) : 'none'}</p>;
  const ui = { Player: () => null, Editor: () => null, Review };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});


function renderAt(url: string) {
  return renderWith(url, [
    ['/teacher/pending-evaluation/:kind/practice-test', <ListPage />],
    ['/admin/pending-evaluation', <ListPage />],
    ['/teacher/pending-evaluation/manual/practice-test/evaluation/:id', <EvaluationPage />],
    ['/student/pte-practice/result/:id', <PracticeResultPage />],
  ]);
}

describe('the evaluation pages', () => {
  beforeAll(() => initTestI18n({ evaluation: pageTexts.en }));
  beforeEach(() => {
    fake.gets.length = 0;
    fake.posts.length = 0;
    fake.empty = false;
  });
  afterEach(cleanup);

  it('lists the pending answers and sends the filters (All status as all) and pages to the server', async () => {
    renderAt('/teacher/pending-evaluation/manual/practice-test');
    expect((await screen.findAllByTestId('evaluation-row')).length).toBe(2);
    expect(fake.gets[0]).toEqual(['evaluation', { status: 'pending', kind: 'practice-test', page: 1, per_page: 15 }]);
    const row = screen.getAllByTestId('evaluation-row')[0]!;
    expect(within(row).getByText('Rina Das')).toBeTruthy();
    expect(within(row).getByTestId('open-evaluation').getAttribute('href')).toBe('/teacher/pending-evaluation/manual/practice-test/evaluation/11');

    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'speaking' } });
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: 'read-aloud' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() => expect(fake.gets.at(-1)).toEqual(['evaluation', { status: 'all', kind: 'practice-test', section: 'speaking', type: 'read-aloud', page: 1, per_page: 15 }]));
    fireEvent.click(screen.getByTestId('page-next'));
    await waitFor(() => expect(fake.gets.at(-1)).toEqual(['evaluation', { status: 'all', kind: 'practice-test', section: 'speaking', type: 'read-aloud', page: 2, per_page: 15 }]));
    expect(screen.getByTestId('where').textContent).toBe('/teacher/pending-evaluation/manual/practice-test?section=speaking&type=read-aloud&status=all&page=2');
  });

  it('shows the automatic list read-only and the admin index as the manual list', async () => {
    renderAt('/teacher/pending-evaluation/automatic/practice-test');
    await screen.findAllByTestId('evaluation-row');
    expect(fake.gets[0]).toEqual(['evaluation', { status: 'auto', kind: 'practice-test', page: 1, per_page: 15 }]);
    expect(screen.getAllByTestId('open-evaluation')[0]!.textContent).toBe('View');
    cleanup();
    renderAt('/admin/pending-evaluation');
    await screen.findAllByTestId('evaluation-row');
    expect(screen.getAllByTestId('open-evaluation')[0]!.getAttribute('href')).toBe('/admin/pending-evaluation/manual/practice-test/evaluation/11');
  });

  it('shows an empty state with the next step when filters match nothing', async () => {
    fake.empty = true;
    renderAt('/teacher/pending-evaluation/feedback/practice-test?section=writing');
    expect(await screen.findByText('No answers match these filters.')).toBeTruthy();
    expect(fake.gets[0]).toEqual(['evaluation', { status: 'evaluated', kind: 'practice-test', section: 'writing', page: 1, per_page: 15 }]);
    fireEvent.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/teacher/pending-evaluation/feedback/practice-test'));
    expect(await screen.findByText('No evaluated answers yet')).toBeTruthy();
  });

  it('evaluates a written answer beside the prompt and model answer, and shows the new score', async () => {
    renderAt('/teacher/pending-evaluation/manual/practice-test/evaluation/9');
    expect(await screen.findByText('Discuss cities.')).toBeTruthy();
    expect(screen.getByTestId('answer-text').textContent).toBe('My essay text.');
    expect(within(screen.getByTestId('model-answer')).getByText('A model essay.')).toBeTruthy();
    expect(screen.getByText('Word count')).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe('Score 2 of 5');
    // form is computed: only content is a trainer's
    expect(screen.getAllByTestId('trait-field').map((f) => f.getAttribute('data-key'))).toEqual(['content']);
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByTestId('save-evaluation'));
    await waitFor(() => expect(screen.getByTestId('score').textContent).toBe('Score 5 of 5'));
    expect(fake.posts).toEqual([['evaluation/evaluate', { attempt_id: 9, traits: { content: 3 }, feedback: null }]]);
  });

  it("shows the student's result with pending traits, feedback, measures, and the recording from a blob", async () => {
    const fetchSpy = vi.fn(async () => new Response(new Blob(['webm'], { type: 'audio/webm' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const created = vi.fn(() => 'blob:recording-1');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    localStorage.setItem('token', 't0k');
    try {
      renderAt('/student/pte-practice/result/21');
      expect((await screen.findByTestId('score')).textContent).toBe('Score 5 of 13');
      const pending = screen.getAllByTestId('trait').filter((li) => li.getAttribute('data-pending') === 'true');
      expect(pending.map((li) => li.getAttribute('data-key'))).toEqual(['pronunciation', 'oralFluency']);
      expect(pending[0]!.textContent).toContain('Awaiting a trainer');
      expect(screen.getByTestId('trainer-feedback').textContent).toContain('Speak up.');
      expect(screen.getByText('12.3 s')).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('fake-review').textContent).toBe('blob:recording-1'));
      expect(fetchSpy).toHaveBeenCalledWith('/files/recordings/r.webm', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0k' }) }));
      expect(screen.getByTestId('back-to-practice').getAttribute('href')).toBe('/student/pte-practice/list/speaking/read-aloud');
    } finally {
      vi.unstubAllGlobals();
      localStorage.removeItem('token');
    }
  });
});
